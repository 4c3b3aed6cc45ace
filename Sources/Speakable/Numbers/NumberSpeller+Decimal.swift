/// Decimals, percent and fractions, built from digit strings (never from a `Double`).
extension NumberSpeller {
    /// A decimal from its parts as written: "54038921" and "7".
    ///
    /// fr "cinquante-quatre millions ... vingt et un virgule sept"; en "three point one four";
    /// ru "одна целая пять десятых", "две целых двадцать пять сотых".
    /// In another case than the nominative only the ru reading with nouns has the forms
    /// ("до 1,5 км" -> "до одной целой пяти десятых километра"); nil otherwise.
    func decimal(integer: Substring, fraction: Substring, negative: Bool, in grammaticalCase: GrammaticalCase = .nominative) -> String? {
        guard !fraction.isEmpty else { return cardinal(digits: integer, negative: negative, Agreement(grammaticalCase: grammaticalCase)) }
        let body: String?
        switch rules.decimal.fraction {
        case .nouns: body = decimalWithNouns(integer: integer, fraction: fraction, in: grammaticalCase)
        case _ where grammaticalCase != .nominative: return nil
        case .cardinal: body = decimalWithCardinal(integer: integer, fraction: fraction)
        case .digits: body = decimalDigitByDigit(integer: integer, fraction: fraction)
        }
        guard let body else { return nil }
        return negative ? "\(rules.minus) \(body)" : body
    }

    /// en: "three point one four".
    private func decimalDigitByDigit(integer: Substring, fraction: Substring) -> String? {
        // en ".5" -> "point five": no whole part written, none said.
        if integer.isEmpty { return "\(rules.decimal.word) \(digits(fraction))" }
        guard let whole = cardinal(digits: integer, negative: false) else { return nil }
        return "\(whole) \(rules.decimal.word) \(digits(fraction))"
    }

    /// fr: up to three digits after the comma as a number, leading zeros spoken ("zéro cinq");
    /// four or more, as a rate or a coordinate writes them, digit by digit ("un virgule zéro huit
    /// quatre deux").
    private func decimalWithCardinal(integer: Substring, fraction: Substring) -> String? {
        guard let whole = cardinal(digits: integer, negative: false) else { return nil }
        guard fraction.count <= 3 else { return "\(whole) \(rules.decimal.word) \(digits(fraction))" }
        let zeros = fraction.prefix { $0 == "0" }
        let rest = fraction.dropFirst(zeros.count)
        var words: [String] = zeros.map { _ in digitWords[0] }
        if !rest.isEmpty, let value = cardinal(digits: rest, negative: false) { words.append(value) }
        return "\(whole) \(rules.decimal.word) \(words.joined(separator: " "))"
    }

    /// ru: "две целых двадцать пять сотых": whole and numerator feminine, nouns by plural
    /// category. Beyond the longest denominator noun, the digits are read after "запятая".
    private func decimalWithNouns(integer: Substring, fraction: Substring, in grammaticalCase: GrammaticalCase = .nominative) -> String? {
        let feminine = Agreement(gender: .feminine, grammaticalCase: grammaticalCase)
        let denominators = rules.decimal.denominatorNouns ?? []
        guard let wholeNoun = rules.decimal.wholeNoun,
              let whole = cardinal(digits: integer, negative: false, feminine) else { return nil }
        guard fraction.count <= denominators.count else {
            return "\(whole) \(rules.decimal.word) \(digits(fraction))"
        }
        let wholeDigits = integer.drop { $0 == "0" }
        let wholeCount = Int64(wholeDigits.isEmpty ? "0" : wholeDigits) ?? 5
        let numeratorDigits = fraction.drop { $0 == "0" }
        let numeratorCount = Int64(numeratorDigits.isEmpty ? "0" : numeratorDigits) ?? 5
        guard let numerator = cardinal(numeratorCount, feminine),
              let wholeForm = noun(wholeNoun, count: wholeCount, in: grammaticalCase),
              let denominator = noun(denominators[fraction.count - 1], count: numeratorCount, in: grammaticalCase)
        else { return nil }
        return "\(whole) \(wholeForm) \(numerator) \(denominator)"
    }

    /// "25 %": fr "vingt-cinq pour cent", en "twenty-five percent", ru "двадцать пять процентов",
    /// "три целых пять десятых процента".
    func percent(integer: Substring, fraction: Substring, negative: Bool) -> String? {
        guard let number = decimal(integer: integer, fraction: fraction, negative: negative) else { return nil }
        if let after = rules.percent.after { return "\(number) \(after)" }
        if let key = rules.percent.noun {
            let plain = fraction.isEmpty ? String(integer) : "\(integer).\(fraction)"
            guard let noun = noun(key, decimal: plain) else { return nil }
            return "\(number) \(noun)"
        }
        return nil
    }

    /// "3/4": fr "trois quarts", en "three quarters", ru "три четвёртых"; with a whole part
    /// "2 1/2": fr "deux et un demi", en "two and a half", ru "две целых одна вторая".
    /// `grammaticalCase`: ru oblique cases ("до 1/2" -> "до одной второй", "из 3/4" -> "из трех
    /// четвертых"), for fractions without a whole part.
    func fraction(whole: Int64?, numerator: Int64, denominator: Int64, negative: Bool, in grammaticalCase: GrammaticalCase = .nominative,
                  wholeGender: Gender? = nil) -> String? {
        guard denominator > 0 else { return nil }
        let spec = rules.fractions
        // ru "девять с половиной", "две с четвертью минуты": the whole and the denominator's word.
        if let whole, numerator == 1, grammaticalCase == .nominative, let template = spec.mixedWithOne,
           let alone = spec.denominators[String(denominator)]?["mixedOne"],
           let wholeWords = cardinal(whole, Agreement(gender: wholeGender ?? .masculine)) {
            // ru "1 1/2" -> "полтора" ("полторы" before a feminine noun).
            if whole == 1, denominator == 2, let oneAndAHalf = rules.decimal.oneAndAHalf?.nominative(wholeGender ?? .masculine) {
                return negative ? "\(rules.minus) \(oneAndAHalf)" : oneAndAHalf
            }
            let text = template.replacingAll("{whole}", with: wholeWords).replacingAll("{fraction}", with: alone)
            return negative ? "\(rules.minus) \(text)" : text
        }
        // A denominator with words of its own (fr "tiers", ru "треть"), in the nominative or the
        // accusative; in the other cases ru reads the ordinal ("из трёх четвёртых").
        // (An entry with a `mixedOne` word alone is none: ru "2": "с половиной".)
        let special = spec.denominators[String(denominator)].flatMap { ($0["one"] != nil || $0["other"] != nil)
            && (grammaticalCase == .nominative || grammaticalCase == .accusative) ? $0 : nil }
        // The accusative differs from the nominative after one only ("одну вторую", "одну треть").
        let oblique = whole == nil && grammaticalCase != .nominative && (special == nil || grammaticalCase == .accusative)
            && (grammaticalCase != .accusative || pluralCategory(numerator) == .one)
        let fractionCase: GrammaticalCase = oblique ? grammaticalCase : .nominative
        let numeratorAgreement = Agreement(gender: spec.numeratorGender ?? .masculine, grammaticalCase: fractionCase)
        let category = pluralCategory(numerator)
        var numeratorWords: String?
        if whole != nil, numerator == 1, let article = spec.mixedOneNumerator {
            numeratorWords = article
        } else {
            numeratorWords = cardinal(numerator, numeratorAgreement)
        }
        let denominatorWords: String?
        if let special {
            // (Its accusative is its nominative: "на одну треть".)
            denominatorWords = special[category.rawValue] ?? special["other"]
        } else {
            let gender = spec.denominatorGender ?? .masculine
            if category == .one {
                denominatorWords = ordinal(denominator, Agreement(gender: gender, grammaticalCase: fractionCase))
            } else if let suffix = spec.pluralSuffix {
                denominatorWords = ordinal(denominator, Agreement(gender: gender)).map { $0 + suffix }
            } else {
                // Nominative "три четвертых" (the genitive plural after the number); oblique "трем
                // четвертым": the case throughout.
                let otherCase = oblique ? fractionCase : spec.denominatorOtherCase ?? .nominative
                denominatorWords = ordinal(denominator, Agreement(gender: gender, grammaticalCase: otherCase, plural: true))
            }
        }
        guard let numeratorWords, let denominatorWords else { return nil }
        var text = "\(numeratorWords) \(denominatorWords)"
        // fr "un et demi", "trois et quart" (but "quatre et un tiers"): a denominator's `mixedOne`
        // form stands alone after a whole part.
        if whole != nil, numerator == 1, let alone = spec.denominators[String(denominator)]?["mixedOne"] { text = alone }
        if let whole {
            guard let wholeWords = cardinal(whole, numeratorAgreement) else { return nil }
            let wholeNoun = rules.decimal.wholeNoun.flatMap { noun($0, count: whole) } ?? ""
            text = spec.mixed.replacingAll("{whole}", with: wholeWords)
                .replacingAll("{wholeNoun}", with: wholeNoun)
                .replacingAll("{fraction}", with: text)
        }
        return negative ? "\(rules.minus) \(text)" : text
    }

    /// A fraction and the noun it counts (`fractions.withNoun`): fr "1 1/2 h" -> "une heure et
    /// demie", "½ h" -> "une demi-heure"; en "4 1/2 lb" -> "four and a half pounds", "3/4 mi" ->
    /// "three quarters of a mile"; ru "2 1/2 ч" -> "два с половиной часа", "3/4 л" -> "три
    /// четвертых литра". Nil when the language has no template for it.
    /// ru in an oblique case: "до 2 1/2 ч" -> "до двух с половиной часов", "до 3/4 л" -> "до трех
    /// четвертых литра".
    func fraction(whole: Int64?, numerator: Int64, denominator: Int64, negative: Bool, counting key: String,
                  in grammaticalCase: GrammaticalCase = .nominative) -> String? {
        guard let spec = rules.fractions.withNoun, let noun = data.nouns[key], !negative else { return nil }
        let isHalf = numerator == 1 && denominator == 2
        if isHalf, whole == 1, rules.decimal.oneAndAHalf != nil { return counted("1", "5", noun: key, in: grammaticalCase) }
        let template: String
        var nounWord: String
        if let whole {
            if isHalf, let mixedHalf = spec.mixedHalf {
                template = mixedHalf
                // The accusative of a count of things is its nominative ("за два с половиной часа").
                guard let form = grammaticalCase == .accusative ? noun.form(for: pluralCategory(whole)) : self.noun(key, count: whole, in: grammaticalCase)
                else { return nil }
                nounWord = form
            } else {
                guard grammaticalCase == .nominative else { return nil }
                guard let mixed = spec.mixed, let category = spec.mixedNoun else { return nil }
                template = mixed
                nounWord = noun.form(for: category)
            }
        } else {
            // The half's own word is said in the nominative only ("половина"); oblique cases take
            // the fraction ("до одной второй килограмма").
            template = isHalf && grammaticalCase == .nominative ? spec.half ?? spec.proper : spec.proper
            nounWord = noun.form(for: spec.properNoun)
        }
        var words = template
        if words.contains("{fraction}") {
            guard let fraction = fraction(whole: whole, numerator: numerator, denominator: denominator, negative: false, in: grammaticalCase,
                                          wholeGender: noun.gender) else { return nil }
            words = words.replacingAll("{fraction}", with: fraction)
        }
        if let whole, words.contains("{whole}") {
            guard let wholeWords = cardinal(whole, Agreement(gender: noun.gender, grammaticalCase: grammaticalCase)) else { return nil }
            words = words.replacingAll("{whole}", with: wholeWords)
        }
        if let halfWords = spec.halfWords { words = words.replacingAll("{half}", with: halfWords.nominative(noun.gender)) }
        if let halfWords = spec.halfAloneWords { words = words.replacingAll("{halfAlone}", with: halfWords.nominative(noun.gender)) }
        if let of = spec.of {
            let lowered = nounWord.lowercased()
            let beforeVowel = lowered.first.map { spec.vowels?.contains($0) == true } == true
                || spec.vowelWords?.contains(where: { lowered.hasPrefix($0) }) == true
            words = words.replacingAll("{of}", with: beforeVowel ? spec.ofBeforeVowel ?? of : of)
        }
        return words.replacingAll("{noun}", with: nounWord)
    }
}
