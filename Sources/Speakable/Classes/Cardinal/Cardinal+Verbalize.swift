// Verbalizing: tokens of this class into words. Never looks at the text.

extension CardinalClass {
    /// fr "cinq cent vingt mille deux cent quinze", en "minus sixty", ru "двадцать одна".
    static func verbalize(_ numeral: Numeral, _ agreement: Agreement, with speller: NumberSpeller) -> String? {
        speller.cardinal(digits: numeral.digits[...], negative: numeral.negative, agreement)
    }
}
