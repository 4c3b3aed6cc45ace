// Verbalizing: tokens of this class into words. Never looks at the text.

extension MeasureClass {
    /// "cinq kilomètres", "one hundred kilometers per hour", "три целых две десятых литра".
    static func verbalize(_ value: MeasureValue, in grammaticalCase: GrammaticalCase = .nominative, with speller: NumberSpeller) -> String? {
        guard let noun = speller.data.nouns[value.unit.noun] else { return nil }
        if let scale = value.scale {
            let digits = value.numeral.digits.drop { $0 == "0" }
            guard let scaled = speller.counted(digits.isEmpty ? "0" : String(digits), value.fraction, negative: value.numeral.negative, noun: scale, in: grammaticalCase)
            else { return nil }
            let words = "\(scaled) \(noun.form(for: speller.data.money.afterScale))"
            return value.unit.after.isEmpty ? words : "\(words) \(value.unit.after)"
        }
        let digits = value.numeral.digits.drop { $0 == "0" }
        // en ".5 mi" -> "point five miles": a fraction written without its whole part keeps none.
        let whole = value.numeral.digits.isEmpty && value.fraction != nil ? "" : digits.isEmpty ? "0" : String(digits)
        guard let words = speller.counted(whole, value.fraction, negative: value.numeral.negative, noun: value.unit.noun, in: grammaticalCase)
        else { return nil }
        return value.unit.after.isEmpty ? words : "\(words) \(value.unit.after)"
    }
}
