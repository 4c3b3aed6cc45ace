// Verbalizing: tokens of this class into words. Never looks at the text.

extension ScoreClass {
    /// en "three to one", "sixteen by nine"; fr "deux à un"; ru "три два".
    static func verbalize(_ first: Numeral, _ second: Numeral, joiner: String, with speller: NumberSpeller) -> String? {
        guard let a = speller.cardinal(digits: first.digits[...], negative: false),
              let b = speller.cardinal(digits: second.digits[...], negative: false) else { return nil }
        return a + joiner + b
    }
}
