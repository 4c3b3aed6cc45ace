// Verbalizing: tokens of this class into words. Never looks at the text.

extension MoneyClass {
    static func verbalize(_ amount: MoneyAmount, in grammaticalCase: GrammaticalCase = .nominative, with speller: NumberSpeller) -> String? {
        guard let currency = amount.currency else { return nil }
        let rules = speller.data.money
        // "$.506": a fraction written without its whole part keeps none (en "point five zero six").
        let integer = amount.numeral.digits.isEmpty && amount.fraction != nil ? "" : String(amount.numeral.digits.drop { $0 == "0" }).nonEmpty ?? "0"
        if amount.onlyMinor {
            guard let minor = currency.minor else { return nil }
            return speller.counted(integer, amount.fraction, negative: amount.numeral.negative, noun: minor, in: grammaticalCase)
        }
        if let scale = amount.scale {
            // "zero point two million dollars", "две целых пять десятых тысячи рублей", "deux millions d’euros";
            // ru "до 5 тыс. руб." -> "до пяти тысяч рублей": the scale noun takes the case.
            guard let scaled = speller.counted(integer, amount.fraction, negative: amount.numeral.negative, noun: scale, in: grammaticalCase),
                  let noun = speller.data.nouns[currency.major] else { return nil }
            let plural = noun.form(for: rules.afterScale)
            // fr "deux millions d’euros" but "trois mille euros": only scale nouns take the joiner.
            guard let joiner = rules.scaleJoiner, let last = scaled.split(separator: " ").last,
                  rules.joinerAfterWords.contains(String(last)) else { return "\(scaled) \(plural)" }
            let elided = rules.scaleJoinerBeforeVowel.flatMap { plural.first.map(Self.isVowel) == true ? $0 : nil }
            return elided.map { "\(scaled) \($0)\(plural)" } ?? "\(scaled) \(joiner) \(plural)"
        }
        if grammaticalCase == .nominative, amount.fraction == nil, amount.minor == nil, let joined = joinedAfterScaleWord(integer, negative: amount.numeral.negative, noun: currency.major, with: speller) {
            return joined
        }
        var minorDigits = amount.minor
        if minorDigits == nil, let fraction = amount.fraction, fraction.count == currency.minorDigits, currency.minor != nil {
            minorDigits = fraction
        }
        guard let minorText = minorDigits, let minorKey = currency.minor, let minorValue = Int64(minorText) else {
            // No minor unit: a decimal amount ("1 234,123 $") in the major unit.
            return speller.counted(integer, amount.fraction, negative: amount.numeral.negative, noun: currency.major, in: grammaticalCase)
        }
        let majorValue = Int64(integer) ?? 0
        if minorValue == 0 { return speller.counted(integer, nil, negative: amount.numeral.negative, noun: currency.major, in: grammaticalCase) }
        if majorValue == 0 { return speller.counted(String(minorValue), nil, negative: amount.numeral.negative, noun: minorKey, in: grammaticalCase) }
        guard let major = speller.counted(integer, nil, negative: amount.numeral.negative, noun: currency.major, in: grammaticalCase),
              let minor = speller.counted(String(minorValue), nil, negative: false, noun: minorKey, in: grammaticalCase),
              let minorNoun = speller.data.nouns[minorKey],
              let minorNumber = speller.cardinal(minorValue, Agreement(gender: minorNoun.gender)) else { return nil }
        return rules.majorAndMinor.replacingAll("{major}", with: major).replacingAll("{minor}", with: minor)
            .replacingAll("{minorNumber}", with: minorNumber)
    }

    /// fr "un million d’euros": a number ending in a scale noun takes the joiner before the currency.
    private static func joinedAfterScaleWord(_ integer: String, negative: Bool, noun key: String, with speller: NumberSpeller) -> String? {
        let rules = speller.data.money
        guard let joiner = rules.scaleJoiner, let noun = speller.data.nouns[key],
              let number = speller.cardinal(digits: integer[...], negative: negative, Agreement(gender: noun.gender)),
              let last = number.split(separator: " ").last, rules.joinerAfterWords.contains(String(last)) else { return nil }
        let plural = noun.form(for: .other)
        let elided = rules.scaleJoinerBeforeVowel.flatMap { plural.first.map(Self.isVowel) == true ? $0 : nil }
        return elided.map { "\(number) \($0)\(plural)" } ?? "\(number) \(joiner) \(plural)"
    }
}
