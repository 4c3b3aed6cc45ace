// Verbalizing: tokens of this class into words. Never looks at the text.

extension CardinalClass {
    /// fr "cinq cent vingt mille deux cent quinze", en "minus sixty", ru "двадцать одна".
    static func verbalize(_ numeral: Numeral, _ agreement: Agreement, with speller: NumberSpeller) -> String? {
        // ru plural-only nouns take collective numerals: "2 суток" -> "двое суток".
        if agreement.plural, !numeral.negative, agreement.grammaticalCase == .nominative || agreement.grammaticalCase == .accusative,
           let collective = speller.rules.collectives?[numeral.digits] {
            return collective
        }
        return speller.cardinal(digits: numeral.digits[...], negative: numeral.negative, agreement)
    }

    /// en "one point five million", ru "одна целая двадцать три сотых миллиарда".
    static func verbalizeScaled(_ numeral: Numeral, fraction: String?, scale: String, with speller: NumberSpeller) -> String? {
        speller.counted(numeral.digits, fraction, negative: numeral.negative, noun: scale)
    }
}
