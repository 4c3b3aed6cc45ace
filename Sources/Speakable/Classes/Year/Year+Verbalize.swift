// Verbalizing: tokens of this class into words. Never looks at the text.

extension YearClass {
    static func verbalize(_ value: Int64, _ grammaticalCase: GrammaticalCase?, noun: String?, with speller: NumberSpeller) -> String? {
        let dates = DateSpeller(speller)
        guard let words = dates.yearWords(value, grammaticalCase) else { return nil }
        return noun.map { "\(words) \($0)" } ?? words
    }

    /// "nineteen eighties", "two thousands", "eighties" (negative: a two-digit decade).
    static func verbalizeDecade(_ value: Int64, with speller: NumberSpeller) -> String? {
        guard let words = value < 0 ? speller.cardinal(-value) : speller.year(value) else { return nil }
        if words.hasSuffix("y") { return words.dropLast() + "ies" }
        return words + "s"
    }
}
