// Verbalizing: tokens of this class into words. Never looks at the text.

extension OrdinalClass {
    /// fr "vingt et unième", en "twenty-second", ru "пятьдесят шестого".
    static func verbalize(_ numeral: Numeral, _ agreement: Agreement, with speller: NumberSpeller) -> String? {
        guard let value = numeral.value else { return nil }
        return speller.ordinal(value, agreement)
    }
}
