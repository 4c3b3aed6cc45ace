// Verbalizing: tokens of this class into words. Never looks at the text.

extension RangeClass {
    /// fr "trois à cinq jours", en "three to five days", ru "от трёх до пяти дней".
    static func verbalize(from: Token.Kind, to: Token.Kind, dashed: Bool = false, with speller: NumberSpeller) -> String? {
        let rules = speller.data.ranges.range
        if let grammaticalCase = rules.case, !dashed {
            if let low = inCase(from, agreeingWith: to, grammaticalCase, first: true, with: speller),
               let high = inCase(to, agreeingWith: to, grammaticalCase, first: false, with: speller) {
                return fill(rules.template, low, high)
            }
            guard let fallback = rules.fallback else { return nil }
            return words(from, agreeingWith: to, with: speller).flatMap { low in
                Verbalizer.verbalize(to, with: speller).map { fill(fallback, low, $0) }
            }
        }
        guard let low = words(from, agreeingWith: to, with: speller), let high = Verbalizer.verbalize(to, with: speller) else { return nil }
        return fill(dashed ? rules.fallback ?? rules.template : rules.template, low, high)
    }

    /// ru "с десятого по двенадцатый", "с первой по пятую".
    static func verbalize(ordinalsFrom from: Numeral, to: Numeral, _ gender: Gender, words: RangeRules.Range.OrdinalRange,
                          with speller: NumberSpeller) -> String? {
        guard let low = OrdinalClass.verbalize(from, Agreement(gender: gender, grammaticalCase: words.fromCase), with: speller),
              let high = OrdinalClass.verbalize(to, Agreement(gender: gender, grammaticalCase: words.toCase), with: speller) else { return nil }
        // "со второй по четвёртую": the euphonic form of the first word where the number asks for it.
        let elision = speller.data.elision
        let opener = elision.elides(words.from, before: low) ? elision.elided(words.from) ?? "\(words.from) " : "\(words.from) "
        return "\(opener)\(low) \(words.to) \(high)"
    }

    private static func fill(_ template: String, _ from: String, _ to: String) -> String {
        template.replacingAll("{from}", with: from).replacingAll("{to}", with: to)
    }

    /// An end in an oblique case: a whole number, or a whole number with its unit.
    /// `first`: the range's first end (said without its currency when both ends share one).
    private static func inCase(_ kind: Token.Kind, agreeingWith other: Token.Kind, _ grammaticalCase: GrammaticalCase, first: Bool, with speller: NumberSpeller) -> String? {
        switch kind {
        case let .cardinal(numeral, agreement):
            guard let value = numeral.value else { return nil }
            var agreement = agreement
            agreement.gender = gender(of: other, with: speller) ?? agreement.gender
            agreement.grammaticalCase = grammaticalCase
            return speller.cardinal(value, agreement)
        case let .decimal(numeral, fraction):
            return speller.decimal(integer: numeral.digits[...], fraction: fraction[...], negative: numeral.negative, in: grammaticalCase)
        case let .measure(value) where value.scale != nil:
            return Verbalizer.governed(kind, grammaticalCase, with: speller)
        case let .money(amount) where amount.scale != nil:
            // "100–150 тыс. ₽" -> "от ста до ста пятидесяти тысяч рублей".
            return Verbalizer.governed(kind, grammaticalCase, with: speller)
        case let .measure(value), let .duration(value):
            guard value.fraction == nil, value.scale == nil, let count = value.numeral.value,
                  let words = speller.counted(count, noun: value.unit.noun, in: grammaticalCase) else { return nil }
            return value.unit.after.isEmpty ? words : "\(words) \(value.unit.after)"
        case let .percent(numeral, fraction):
            guard fraction.isEmpty, let count = numeral.value, let noun = speller.data.numbers.percent.noun else { return nil }
            return speller.counted(count, noun: noun, in: grammaticalCase)
        case let .money(amount):
            guard amount.fraction == nil, amount.scale == nil, amount.minor == nil, !amount.onlyMinor, let currency = amount.currency,
                  let count = amount.numeral.value else { return nil }
            // ("15 ₽–25 ₽" -> "от пятнадцати до двадцати пяти рублей": the currency once.)
            if first, RangeClass.sharesCurrency(kind, with: other) != nil {
                return speller.cardinal(count, Agreement(gender: speller.data.nouns[currency.major]?.gender ?? .masculine, grammaticalCase: grammaticalCase))
            }
            return speller.counted(count, noun: currency.major, in: grammaticalCase)
        case let .plus(inner):
            // ru "от минус пяти до плюс двух градусов".
            return inCase(inner, agreeingWith: other, grammaticalCase, first: first, with: speller).map { "\(speller.rules.plus) \($0)" }
        default:
            return nil
        }
    }
}

extension RatioClass {
    static func verbalize(_ numerator: Numeral, fraction: String?, of denominator: Numeral, rating: Bool, gender: Gender? = nil, with speller: NumberSpeller) -> String? {
        let rules = speller.data.ranges.ratio
        let first = fraction.map { DecimalClass.verbalize(numerator, fraction: $0, with: speller) }
            ?? CardinalClass.verbalize(numerator, gender.map { Agreement(gender: $0) } ?? .default, with: speller)
        var agreement = Agreement.default
        if let grammaticalCase = rules.case { agreement.grammaticalCase = grammaticalCase }
        guard let first, let total = CardinalClass.verbalize(denominator, agreement, with: speller) else { return nil }
        return first + (rating ? rules.ratingJoiner : rules.joiner) + total
    }
}
