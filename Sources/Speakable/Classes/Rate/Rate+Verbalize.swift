// Verbalizing: tokens of this class into words. Never looks at the text.

extension RateClass {
    /// en "twenty dollars per month", fr "vingt euros par mois", ru "пятьсот рублей в месяц".
    static func verbalize(_ kind: Token.Kind, per: String, with speller: NumberSpeller) -> String? {
        Verbalizer.verbalize(kind, with: speller).map { "\($0) \(per)" }
    }

    /// en "one hundred four milligrams per deciliter", fr "deux euros par kilogramme", ru "пятьсот
    /// рублей за килограмм", "восемь литров на сто километров": the language's `rates.json`
    /// word for what is rated, then the unit in the singular (or counted) in its case.
    static func verbalize(_ kind: Token.Kind, count: Numeral?, unit: MeasureUnit, with speller: NumberSpeller) -> String? {
        guard let rules = speller.data.rates, let amount = Verbalizer.verbalize(kind, with: speller),
              let noun = speller.data.nouns[unit.noun] else { return nil }
        let per = rules.word(after: kind, unit: unit, counted: count != nil, in: speller.data)
        var words: String
        if let count {
            guard let counted = MeasureClass.verbalize(MeasureValue(numeral: count, fraction: nil, unit: unit, scale: nil), in: rules.case, with: speller)
            else { return nil }
            words = counted
        } else {
            let form = speller.data.caseForms[rules.case]?[.one] ?? .one
            words = speller.nounForm(noun, form, in: rules.case, after: .one)
            if !unit.after.isEmpty { words += " " + unit.after }
        }
        return "\(amount) \(per) \(words)"
    }

    /// " per kilogram", fr " par kilogramme", ru " на килограмм": the word for "per" and the unit,
    /// after a counted word ("carbs/kg").
    static func verbalize(perUnit unit: MeasureUnit, with speller: NumberSpeller) -> String? {
        guard let rules = speller.data.rates, let words = verbalize(unit: unit, with: speller) else { return nil }
        return " \(rules.word(after: .cardinal(Numeral(digits: "1"), .default), unit: unit, in: speller.data)) \(words)"
    }

    /// A unit alone: its noun in the singular, in the case of `rates.json` ("kilowatt-hour",
    /// "kilowattheure", "киловатт-час").
    static func verbalize(unit: MeasureUnit, with speller: NumberSpeller) -> String? {
        guard let rules = speller.data.rates, let noun = speller.data.nouns[unit.noun] else { return nil }
        let form = speller.data.caseForms[rules.case]?[.one] ?? .one
        let words = speller.nounForm(noun, form, in: rules.case, after: .one)
        return unit.after.isEmpty ? words : "\(words) \(unit.after)"
    }
}
