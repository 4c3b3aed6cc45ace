// Verbalizing: tokens of this class into words. Never looks at the text.

extension RomanClass {
    /// fr "quatorze" (but "premier"), en "the fourteenth", ru "четырнадцатый".
    static func verbalizeRegnal(_ value: Int64, _ agreement: Agreement, with speller: NumberSpeller) -> String? {
        let roman = speller.rules.roman
        let words: String?
        if roman.regnal == "cardinal" {
            words = value == 1 ? roman.regnalFirst[agreement.gender.rawValue] ?? speller.cardinal(value) : speller.cardinal(value)
        } else {
            words = speller.ordinal(value, agreement)
        }
        return words.map { roman.regnalTemplate.replacingAll("{number}", with: $0) }
    }
}
