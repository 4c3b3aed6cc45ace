/// Cardinal numbers: "520 215", "-60", "13,000".
enum CardinalClass {
    static func classify(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        guard literal.isPlainInteger else { return nil }
        return Token(kind: .cardinal(Numeral(digits: literal.integer, negative: literal.negative), .default),
                     semioticClass: .cardinal, range: literal.range)
    }

    /// fr "cinq cent vingt mille deux cent quinze", en "minus sixty", ru "двадцать одна".
    static func verbalize(_ numeral: Numeral, _ agreement: Agreement, with speller: NumberSpeller) -> String? {
        speller.cardinal(digits: numeral.digits[...], negative: numeral.negative, agreement)
    }
}
