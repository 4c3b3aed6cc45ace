/// Vehicle registration plates written in the country's fixed pattern (`plates` in
/// `numbers.json`): fr "AB-123-CD" -> "AB cent vingt-trois CD", ru "А123ВС 77" -> "А сто
/// двадцать три ВС семьдесят семь". en has no fixed pattern: plates stay as written.
enum PlateClass {
    /// The rules of `numbers.json`: patterns of "L" (a letter of `letters`), "D" (a digit) and
    /// literal separators.
    struct Rules: Sendable {
        var patterns: [String]
        var letters: String
    }

    static func classify(at index: Int, in context: ClassifyContext) -> Token? {
        guard let rules = context.rules.plates else { return nil }
        let text = context.text
        guard !text.isLetter(index - 1), !text.isDigit(index - 1), let first = text[index], rules.letters.unicodeScalars.contains(first) else { return nil }
        // The longest pattern first ("А123ВС 777" before "А123ВС"); sorted only when one fits.
        guard rules.patterns.contains(where: { match($0, at: index, letters: rules.letters, in: text) != nil }) else { return nil }
        for pattern in rules.patterns.sorted(by: { $0.count > $1.count }) {
            guard let (groups, end) = match(pattern, at: index, letters: rules.letters, in: text),
                  !text.isLetter(end), !text.isDigit(end), !(text[end] == "-" && (text.isLetter(end + 1) || text.isDigit(end + 1))) else { continue }
            // (A group of letters that is an abbreviation alone is spelled: "CB" kept would read
            // "carte bancaire" to a second pass.)
            var position = index
            var said: [String] = []
            for group in groups {
                // (Past the pattern's separators to the group.)
                while position < end, !text.isLetter(position), !text.isDigit(position) { position += 1 }
                said.append(text.isDigit(position) ? group : DigitsClass.spelledIfAbbreviation(group, at: position, in: context))
                position += group.unicodeScalars.count
            }
            return Token(kind: .plate(said), semioticClass: .digits, range: index..<end)
        }
        return nil
    }

    /// The groups of letters and digits of `pattern` at `index`, and where it ends.
    private static func match(_ pattern: String, at index: Int, letters: String, in text: TextCursor) -> ([String], Int)? {
        var position = index
        var groups: [String] = []
        var current = ""
        var currentIsDigit: Bool?
        func close() {
            if !current.isEmpty { groups.append(current) }
            current = ""
        }
        for symbol in pattern.unicodeScalars {
            guard let scalar = text[position] else { return nil }
            switch symbol {
            case "L":
                guard letters.unicodeScalars.contains(scalar) else { return nil }
                if currentIsDigit == true { close() }
                currentIsDigit = false
            case "D":
                guard text.isDigit(position) else { return nil }
                if currentIsDigit == false { close() }
                currentIsDigit = true
            default:
                guard scalar == symbol else { return nil }
                close()
                currentIsDigit = nil
                position += 1
                continue
            }
            current.unicodeScalars.append(scalar)
            position += 1
        }
        close()
        return (groups, position)
    }
}

extension PlateClass.Rules: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["patterns", "letters"])
        patterns = try object.required("patterns")
        letters = try object.required("letters")
    }
}
