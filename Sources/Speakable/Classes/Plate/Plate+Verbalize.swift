// Verbalizing: tokens of this class into words. Never looks at the text.

extension PlateClass {
    /// fr "A B cent vingt-trois C D"; ru "А сто двадцать три ВС семьдесят семь".
    static func verbalize(_ groups: [String], with speller: NumberSpeller) -> String? {
        guard let rules = speller.rules.plates else { return nil }
        return DigitsClass.verbalize(groups: groups, leadingZeroAsDigits: false, with: speller) { group in
            rules.spellLetters ? group.map(String.init).joined(separator: " ") : group
        }
    }
}
