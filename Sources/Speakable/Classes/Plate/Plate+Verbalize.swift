// Verbalizing: tokens of this class into words. Never looks at the text.

extension PlateClass {
    /// fr "AB cent vingt-trois CD"; ru "А сто двадцать три ВС семьдесят семь". Letters stay as
    /// written, as in any code (a speech engine spells a group of capitals).
    static func verbalize(_ groups: [String], with speller: NumberSpeller) -> String? {
        guard speller.rules.plates != nil else { return nil }
        return DigitsClass.verbalize(groups: groups, leadingZeroAsDigits: false, with: speller)
    }
}
