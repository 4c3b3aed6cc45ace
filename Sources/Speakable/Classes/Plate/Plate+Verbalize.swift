// Verbalizing: tokens of this class into words. Never looks at the text.

extension PlateClass {
    /// fr "A B cent vingt-trois C D"; ru "А сто двадцать три ВС семьдесят семь".
    static func verbalize(_ groups: [String], with speller: NumberSpeller) -> String? {
        guard let rules = speller.rules.plates else { return nil }
        var words: [String] = []
        for group in groups {
            if let first = group.unicodeScalars.first, first.properties.numericType != nil {
                guard let number = speller.cardinal(digits: group[...], negative: false) else { return nil }
                words.append(number)
            } else {
                words.append(rules.spellLetters ? group.map(String.init).joined(separator: " ") : group)
            }
        }
        return words.joined(separator: " ")
    }
}
