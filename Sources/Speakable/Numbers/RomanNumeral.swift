/// Strict Roman numeral parsing: only canonical forms ("XIV", not "IIII" or "IC").
enum RomanNumeral {
    private static let values: [Character: Int] = ["I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000]

    /// The value of a canonical upper-case Roman numeral from 1 to 3999, else nil.
    static func value<S: StringProtocol>(of text: S) -> Int? {
        guard !text.isEmpty, text.count <= 15 else { return nil }
        var total = 0
        var previous = 0
        for character in text.reversed() {
            guard let value = values[character] else { return nil }
            if value < previous { total -= value } else { total += value; previous = value }
        }
        guard total > 0, total < 4000, String(text) == encode(total) else { return nil }
        return total
    }

    static func encode(_ number: Int) -> String {
        let table: [(Int, String)] = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
                                      (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
        var rest = number
        var text = ""
        for (value, letters) in table {
            while rest >= value { text += letters; rest -= value }
        }
        return text
    }
}
