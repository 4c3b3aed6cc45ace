// Verbalizing: tokens of this class into words. Never looks at the text.

extension CompoundClass {
    /// ru "пятиэтажный", "двадцатипятилетний", "одноразовый", "стопроцентный".
    static func verbalize(_ numeral: Numeral, word: String, with speller: NumberSpeller) -> String? {
        guard let compounds = speller.rules.compounds else { return nil }
        if let stem = compounds.stems[numeral.digits] { return stem + word }
        guard let value = numeral.value,
              let number = speller.cardinal(value, Agreement(grammaticalCase: compounds.case)) else { return nil }
        return number.replacingAll(" ", with: "") + word
    }

    /// en "ten-minute", "five-kilometer": the cardinal, a hyphen and the unit's singular noun.
    static func verbalize(_ numeral: Numeral, unitNoun: String, with speller: NumberSpeller) -> String? {
        guard let value = numeral.value, let number = speller.cardinal(value, Agreement()),
              let noun = speller.data.nouns[unitNoun] else { return nil }
        return "\(number)-\(noun.form(for: .one))"
    }
}
