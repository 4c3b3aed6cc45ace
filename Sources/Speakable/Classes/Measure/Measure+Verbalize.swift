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
        if value.unit.unsaid, value.fraction == nil, let count = value.numeral.value {
            return speller.cardinal(count, Agreement(gender: noun.gender, grammaticalCase: grammaticalCase))
        }
        // fr "1,72 m" -> "un mètre soixante-douze": two decimals of a unit of `minorReadings`
        // said as its whole units, then the hundredths as a number (as "deux euros cinquante").
        if let fraction = value.fraction, fraction.count == 2, fraction != "00", !value.numeral.negative, value.unit.after.isEmpty,
           speller.rules.minorReadings?.contains(value.unit.noun) == true, !digits.isEmpty,
           let count = value.numeral.value, count > 0, count < 10,
           let whole = speller.counted(String(count), nil, noun: value.unit.noun, in: grammaticalCase),
           let minor = speller.cardinal(digits: fraction.drop { $0 == "0" }, negative: false) {
            return "\(whole) \(minor)"
        }
        // en ".5 mi" -> "point five miles": a fraction written without its whole part keeps none.
        let whole = value.numeral.digits.isEmpty && value.fraction != nil ? "" : digits.isEmpty ? "0" : String(digits)
        guard let words = speller.counted(whole, value.fraction, negative: value.numeral.negative, noun: value.unit.noun, in: grammaticalCase)
        else { return nil }
        return value.unit.after.isEmpty ? words : "\(words) \(value.unit.after)"
    }
}
