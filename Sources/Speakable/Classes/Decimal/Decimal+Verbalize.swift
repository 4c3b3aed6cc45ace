// Verbalizing: tokens of this class into words. Never looks at the text.

extension DecimalClass {
    /// fr "trois virgule quatorze", en "three point one four", ru "три целых четырнадцать сотых".
    static func verbalize(_ numeral: Numeral, fraction: String, with speller: NumberSpeller) -> String? {
        speller.decimal(integer: numeral.digits[...], fraction: fraction[...], negative: numeral.negative)
    }
}
