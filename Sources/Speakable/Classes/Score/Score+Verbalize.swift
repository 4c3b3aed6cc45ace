// Verbalizing: tokens of this class into words. Never looks at the text.

extension ScoreClass {
    /// en "three to one", "sixteen by nine"; fr "deux à un"; ru "три два".
    static func verbalize(_ first: Numeral, _ second: Numeral, joiner: String, with speller: NumberSpeller) -> String? {
        guard let a = speller.cardinal(digits: first.digits[...], negative: false),
              var b = speller.cardinal(digits: second.digits[...], negative: false) else { return nil }
        // (ru "Плечо 1:5" -> "один к пяти": the second number in the case the joiner's word asks.)
        if let grammaticalCase = speller.data.governors.grammaticalCase(of: joiner.trimmedSpaces), grammaticalCase != .nominative,
           grammaticalCase != .accusative, let value = second.value, let inflected = speller.cardinal(value, Agreement(grammaticalCase: grammaticalCase)) {
            b = inflected
        }
        return a + joiner + b
    }
}
