/// Turns tokens into words; never looks at the text. Nil means "keep the text as written".
enum Verbalizer {
    /// A measure, duration, amount or percentage in `grammaticalCase`; nil when the data cannot
    /// say it in that case.
    static func governed(_ kind: Token.Kind, _ grammaticalCase: GrammaticalCase, with speller: NumberSpeller) -> String? {
        switch kind {
        case let .measure(value), let .duration(value):
            return MeasureClass.verbalize(value, in: grammaticalCase, with: speller)
        case let .elapsed(parts):
            return DurationClass.verbalize(parts, in: grammaticalCase, with: speller)
        case let .money(amount):
            return MoneyClass.verbalize(amount, in: grammaticalCase, with: speller)
        case let .percent(numeral, fraction):
            return PercentClass.verbalize(numeral, fraction: fraction, in: grammaticalCase, with: speller)
        case let .plus(inner):
            // ru "до плюс двух градусов": the sign's word, then the quantity in the case.
            return governed(inner, grammaticalCase, with: speller).map { "\(speller.rules.plus) \($0)" }
        case let .abbreviation(entry, count, keepPeriod) where count != nil || entry.expansion.hasPrefix("@"):
            return AbbreviationClass.verbalize(entry, count: count, keepPeriod: keepPeriod, in: grammaticalCase, with: speller)
        case let .decimal(numeral, fraction):
            return DecimalClass.verbalize(numeral, fraction: fraction, in: grammaticalCase, with: speller)
        case let .countedFraction(whole, numerator, denominator, negative, unit):
            return speller.fraction(whole: whole, numerator: numerator, denominator: denominator, negative: negative, counting: unit.noun, in: grammaticalCase)
                .map { unit.after.isEmpty ? $0 : "\($0) \(unit.after)" }
        case let .fraction(whole, numerator, denominator, negative) where whole == nil:
            return FractionClass.verbalize(whole: nil, numerator: numerator, denominator: denominator, negative: negative, in: grammaticalCase, with: speller)
        case let .halfOfWord(gender):
            return FractionClass.verbalizeHalf(gender: gender, in: grammaticalCase, with: speller)
        // ru "50M+ пользователей" -> "более пятидесяти миллионов".
        case let .scaled(numeral, fraction, scale):
            return speller.counted(numeral.digits, fraction, negative: numeral.negative, noun: scale, in: grammaticalCase)
        default:
            return nil
        }
    }

    /// The factors of a chain of multipliers joined by `between` alone ("55 × 35 × 25 cm").
    private static func chained(_ kind: Token.Kind, _ between: String, with speller: NumberSpeller) -> String? {
        guard case let .multiplier(before?, after?) = kind else { return verbalize(kind, with: speller) }
        guard let first = verbalize(before, with: speller), let rest = chained(after, between, with: speller) else { return nil }
        return "\(first) \(between) \(rest)"
    }

    /// A factor after the multiplier's word, in the case that word asks (ru "на тысячу"); each
    /// factor of a chain alike ("40 × 30 × 20 см").
    static func factor(_ kind: Token.Kind, _ grammaticalCase: GrammaticalCase, with speller: NumberSpeller) -> String? {
        switch kind {
        case .cardinal(let numeral, var agreement) where agreement.grammaticalCase == .nominative:
            agreement.grammaticalCase = grammaticalCase
            return CardinalClass.verbalize(numeral, agreement, with: speller)
        case let .multiplier(before?, after?):
            guard let words = speller.rules.multiplier, let left = factor(before, grammaticalCase, with: speller),
                  let right = factor(after, grammaticalCase, with: speller) else { return verbalize(kind, with: speller) }
            return "\(left) \(words.between) \(right)"
        default:
            return governed(kind, grammaticalCase, with: speller) ?? verbalize(kind, with: speller)
        }
    }

    static func verbalize(_ kind: Token.Kind, with speller: NumberSpeller) -> String? {
        switch kind {
        case let .cardinal(numeral, agreement):
            return CardinalClass.verbalize(numeral, agreement, with: speller)
        case let .ordinal(numeral, agreement):
            return OrdinalClass.verbalize(numeral, agreement, with: speller)
        case let .ordinalWord(word):
            return word
        case let .ordinalNoun(numeral, key, grammaticalCase):
            guard let noun = speller.data.nouns[key], let form = speller.singular(key, in: grammaticalCase),
                  let ordinal = OrdinalClass.verbalize(numeral, Agreement(gender: noun.gender, grammaticalCase: grammaticalCase), with: speller) else { return nil }
            return "\(ordinal) \(form)"
        case let .cardinalWithSuffix(numeral, suffix):
            return CardinalClass.verbalize(numeral, .default, with: speller).map { "\($0) \(suffix)" }
        case let .oneAndAHalf(gender):
            return speller.rules.decimal.oneAndAHalf?.nominative(gender)
        case let .decimal(numeral, fraction):
            return DecimalClass.verbalize(numeral, fraction: fraction, with: speller)
        case let .scaled(numeral, fraction, scale):
            return CardinalClass.verbalizeScaled(numeral, fraction: fraction, scale: scale, with: speller)
        case let .percent(numeral, fraction):
            return PercentClass.verbalize(numeral, fraction: fraction, with: speller)
        case let .fraction(whole, numerator, denominator, negative):
            return FractionClass.verbalize(whole: whole, numerator: numerator, denominator: denominator, negative: negative, with: speller)
        case let .halfOfWord(gender):
            return FractionClass.verbalizeHalf(gender: gender, with: speller)
        case let .countedFraction(whole, numerator, denominator, negative, unit):
            return speller.fraction(whole: whole, numerator: numerator, denominator: denominator, negative: negative, counting: unit.noun)
                .map { unit.after.isEmpty ? $0 : "\($0) \(unit.after)" }
        case let .postcode(groups):
            return DigitsClass.verbalize(groups: groups, leadingZeroAsDigits: true, with: speller)
        case let .digits(digits):
            return DigitsClass.verbalize(digits: digits, with: speller)
        case let .codeThenHash(digits):
            guard let spoken = DigitsClass.verbalize(digits: digits, with: speller), let hash = speller.data.phones.serviceCodeSigns?.hash else { return nil }
            return "\(spoken) \(hash)"
        case let .maskedDigits(digits):
            guard let spoken = DigitsClass.verbalize(digits: digits, with: speller) else { return nil }
            return speller.rules.maskedEnding.map { "\($0) \(spoken)" } ?? spoken
        case let .version(components):
            return DigitsClass.verbalize(version: components, with: speller)
        case let .seasonEpisode(season, episode, separator):
            guard let words = speller.rules.seasonEpisode, let first = CardinalClass.verbalize(season, .default, with: speller),
                  let second = CardinalClass.verbalize(episode, .default, with: speller) else { return nil }
            return "\(words.season) \(first)\(separator)\(words.episode) \(second)"
        case let .digitPairs(value):
            return CardinalClass.verbalizePairs(value, with: speller)
        case let .letteredCode(letters, digits):
            // The letters stay as written, as any acronym in the text: a speech engine spells "RX"
            // and says "LIVE".
            return "\(letters) \(speller.digits(digits))"
        case let .spelledCode(code):
            return code.map { $0.isNumber ? speller.digits([$0]) : String($0) }.joined(separator: " ")
        case let .prefixedVersion(noun, components):
            return DigitsClass.verbalize(version: components, with: speller).map { "\(noun) \($0)" }
        case let .regnal(value, agreement):
            return RomanClass.verbalizeRegnal(value, agreement, with: speller)
        case let .date(reading):
            return DateClass.verbalize(reading, with: speller).map { reading.capitalized ? $0.prefix(1).uppercased() + $0.dropFirst() : $0 }
        case let .dayList(days, month, year, yearNoun, grammaticalCase, range, monthFirst, dashed):
            return DateClass.verbalizeDayList(days, month: month, year: year, yearNoun: yearNoun, grammaticalCase: grammaticalCase, range: range,
                                              monthFirst: monthFirst, dashed: dashed, with: speller)
        case let .dayAlone(day, grammaticalCase):
            return DateSpeller(speller).dayAlone(day, grammaticalCase)
        case let .dateRange(from, to):
            return DateClass.verbalizeRange(from: from, to: to, with: speller)
        case let .time(time):
            return TimeClass.verbalize(time, with: speller)
        case let .timeRange(first, last, joined):
            return TimeClass.verbalizeRange(first, last, joined: joined, with: speller)
        case let .yearRange(from, to, shortTo, grammaticalCase, noun):
            return YearClass.verbalizeRange(from, to, shortTo: shortTo, grammaticalCase, noun: noun, with: speller)
        case let .year(value, grammaticalCase, noun):
            return YearClass.verbalize(value, grammaticalCase, noun: noun, with: speller)
        case let .decade(value):
            return YearClass.verbalizeDecade(value, with: speller)
        case let .measure(value):
            return MeasureClass.verbalize(value, with: speller)
        case let .duration(value):
            return DurationClass.verbalize(value, with: speller)
        case let .money(amount):
            return MoneyClass.verbalize(amount, with: speller)
        case let .telephone(parsed):
            return TelephoneClass.verbalize(parsed, with: speller)
        case let .serviceCode(code):
            return TelephoneClass.verbalize(serviceCode: code, with: speller)
        case let .abbreviation(entry, count, keepPeriod):
            return AbbreviationClass.verbalize(entry, count: count, keepPeriod: keepPeriod, with: speller)
        case let .range(from, to, dashed):
            return RangeClass.verbalize(from: from, to: to, dashed: dashed, with: speller)
        case let .ordinalRange(from, to, gender, words):
            return RangeClass.verbalize(ordinalsFrom: from, to: to, gender, words: words, with: speller)
        case let .rate(kind, per):
            return RateClass.verbalize(kind, per: per, with: speller)
        case let .elapsed(parts):
            return DurationClass.verbalize(parts, with: speller)
        case let .perUnit(kind, count, unit):
            return RateClass.verbalize(kind, count: count, unit: unit, with: speller)
        case let .perUnitAlone(unit):
            return RateClass.verbalize(perUnit: unit, with: speller)
        case let .ratio(numerator, fraction, denominator, rating, gender):
            return RatioClass.verbalize(numerator, fraction: fraction, of: denominator, rating: rating, gender: gender, with: speller)
        case let .outOf(part, total):
            let rules = speller.data.ranges.ratio
            guard let partWords = verbalize(part, with: speller),
                  let totalWords = rules.case.map({ factor(total, $0, with: speller) }) ?? verbalize(total, with: speller) else { return nil }
            return partWords + rules.ratingJoiner + totalWords
        case let .weekday(day, grammaticalCase, capitalized):
            return WeekdayClass.verbalize(day, grammaticalCase, with: speller).map { capitalized ? $0.prefix(1).uppercased() + $0.dropFirst() : $0 }
        case let .recurringWeekday(day):
            return speller.data.dates.weekdayRecurring.flatMap { $0.forms.indices.contains(day) ? $0.forms[day] : nil }
        case let .weekdayRange(first, last, capitalized):
            // "Пн–пт" -> "С понедельника по пятницу": a capital where the text has one.
            return WeekdayClass.verbalizeRange(first, last, with: speller).map { capitalized ? $0.prefix(1).uppercased() + $0.dropFirst() : $0 }
        case let .label(letters, digits, lettersFirst):
            return LabelClass.verbalize(letters: letters, digits: digits, lettersFirst: lettersFirst, with: speller)
        case let .score(first, second, joiner):
            return ScoreClass.verbalize(first, second, joiner: joiner, with: speller)
        case let .numbered(inner):
            return verbalize(inner, with: speller).map { "\(speller.rules.numberSign) \($0)" }
        case let .power(base, exponent):
            guard let template = speller.rules.power, let words = CardinalClass.verbalize(base, .default, with: speller),
                  let exponentWords = CardinalClass.verbalize(exponent, .default, with: speller) else { return nil }
            return template.replacingAll("{base}", with: words).replacingAll("{exponent}", with: exponentWords)
        case let .prefixed(letter, inner):
            return verbalize(inner, with: speller).map { "\(letter) \($0)" }
        case let .plus(inner):
            return verbalize(inner, with: speller).map { "\(speller.rules.plus) \($0)" }
        case let .idiom(spoken):
            return spoken
        case let .multiplier(before, after):
            guard let words = speller.rules.multiplier else { return nil }
            let left = before.flatMap { verbalize($0, with: speller) }
            let right = after.flatMap { after in
                guard before != nil, let grammaticalCase = words.betweenCase else {
                    // (A chain's later factors keep `between`: fr "55 × 35 × 25 cm" -> "par … par".)
                    if words.betweenDimensions != nil, case .multiplier = after { return chained(after, words.between, with: speller) }
                    return verbalize(after, with: speller)
                }
                return factor(after, grammaticalCase, with: speller)
            }
            // (fr "30 × 60 cm" -> "sur": two sides of a length; a chain's factors keep `between`.)
            var between = words.between
            if let sides = words.betweenDimensions, case let .measure(value)? = after, before.map({ if case .multiplier = $0 { false } else { true } }) == true,
               words.dimensionNouns?.contains(value.unit.noun) == true {
                between = sides
            }
            switch (left, right) {
            case let (left?, right?): return "\(left) \(between) \(right)"
            case let (left?, nil): return "\(left) \(words.after)"
            case let (nil, right?): return "\(words.before) \(right)"
            case (nil, nil): return nil
            }
        case let .orMore(inner):
            return verbalize(inner, with: speller).map { "\($0) \(speller.rules.plus)" }
        case let .zoneOffset(zone, negative, inner):
            return verbalize(inner, with: speller).map { "\(zone) \(negative ? speller.rules.minus : speller.rules.plus) \($0)" }
        case let .compound(numeral, word):
            return CompoundClass.verbalize(numeral, word: word, with: speller)
        case let .unitAdjective(numeral, noun):
            return CompoundClass.verbalize(numeral, unitNoun: noun, with: speller)
        case let .sizeHalf(whole):
            guard let template = speller.rules.sizeHalf?.template, let words = CardinalClass.verbalize(whole, .default, with: speller) else { return nil }
            return template.replacingAll("{whole}", with: words)
        case let .list(numbers):
            var words: [String] = []
            for number in numbers {
                guard let spoken = CardinalClass.verbalize(number, .default, with: speller) else { return nil }
                words.append(spoken)
            }
            return words.joined(separator: ", ")
        case let .plate(groups):
            return PlateClass.verbalize(groups, with: speller)
        case let .unitWord(unit):
            return RateClass.verbalize(unit: unit, with: speller)
        case let .attributive(inner, key):
            guard let words = verbalize(inner, with: speller), let noun = speller.data.nouns[key] else { return nil }
            let plural = noun.form(for: .other), singular = noun.form(for: .one)
            // ("5' x 10' unit" -> "five foot by ten foot unit": every factor's noun.)
            let factors = if case .multiplier = inner { words.replacingAll(" \(plural) ", with: " \(singular) ") } else { words }
            return factors.hasSuffix(" " + plural) ? factors.dropLast(plural.count) + singular : factors
        case let .unitNoun(unit, category):
            return speller.data.nouns[unit.noun].map { unit.after.isEmpty ? $0.form(for: category) : "\($0.form(for: category)) \(unit.after)" }
        case let .compared(inner, words, grammaticalCase):
            guard let spoken = grammaticalCase.map({ factor(inner, $0, with: speller) }) ?? verbalize(inner, with: speller) else { return nil }
            // fr "moins de" before "un" -> "moins d'un".
            let elision = speller.data.elision
            if let space = words.lastIndex(of: " "), case let last = String(words[words.index(after: space)...]), let elided = elision.elided(last),
               elision.elides(last, before: spoken) {
                return words[...space] + elided + spoken
            }
            return "\(words) \(spoken)"
        case let .elided(inner, word):
            return verbalize(inner, with: speller).map { word + $0 }
        case let .governed(inner, grammaticalCase):
            // Where the case cannot be given (decimals, forms the data lacks), the nominative.
            return governed(inner, grammaticalCase, with: speller) ?? verbalize(inner, with: speller)
        case .verbatim:
            return nil
        }
    }
}
