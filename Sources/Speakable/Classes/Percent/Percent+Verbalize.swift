// Verbalizing: tokens of this class into words. Never looks at the text.

extension PercentClass {
    /// fr "vingt-cinq pour cent", en "twenty-five percent", ru "двадцать пять процентов".
    static func verbalize(_ numeral: Numeral, fraction: String, with speller: NumberSpeller) -> String? {
        speller.percent(integer: numeral.digits[...], fraction: fraction[...], negative: numeral.negative)
    }
}
