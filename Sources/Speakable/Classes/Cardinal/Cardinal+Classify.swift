/// Cardinal numbers: "520 215", "-60", "13,000". A number agrees in gender with a following noun
/// the language data knows: fr "21 minutes" -> "vingt et une minutes", ru "21 минута" ->
/// "двадцать одна минута"; and in Russian takes the case of a preposition before it: "из 12" ->
/// "из двенадцати".
enum CardinalClass {
    static func classify(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        guard literal.isPlainInteger else { return nil }
        if let pairs = pairs(literal, in: context) { return pairs }
        if let ordinal = ordinalRangeEnd(literal, in: context) { return ordinal }
        var agreement = Agreement.default
        // ru "из 12" -> "из двенадцати": the case the preposition before the number gives it.
        if let grammaticalCase = context.speller.data.governors.grammaticalCase(before: literal.range.lowerBound, after: literal.range.upperBound, in: context.text) {
            agreement.grammaticalCase = grammaticalCase
            // ru "по 1 000 баллов" -> "по тысяче баллов": a round thousand or million is a noun,
            // counted as one is.
            if let value = Int64(literal.integer), Governors.countsAsOne(value), let word = context.text.previousWord(before: literal.range.lowerBound) {
                agreement.grammaticalCase = context.speller.data.governors.grammaticalCase(grammaticalCase, givenBy: word, toCountOfOne: true)
            }
            // ru "на 4 человек" -> "на четырёх человек": two to four before people in the
            // accusative take the animate form.
            if grammaticalCase == .accusative, let forms = context.rules.animateAccusativeForms, let value = Int64(literal.integer), (2...4).contains(value),
               let noun = context.text.nextWordLowercased(from: literal.range.upperBound), forms.contains(noun) {
                agreement.grammaticalCase = .genitive
            }
            // ru "Добавьте 1 пассажира" -> "одного": after one in the accusative a feminine noun
            // ends in "-у" ("1 карту"); "-а" or "-я" is a masculine noun of a person, whose
            // accusative is its genitive.
            // (One alone: "двадцать одного друга" keeps "двадцать" as it is.)
            if grammaticalCase == .accusative, context.rules.animateAccusativeForms != nil, literal.integer == "1", let noun = context.text.nextWordLowercased(from: literal.range.upperBound),
               noun.unicodeScalars.count > 3, noun.hasSuffix("а") || noun.hasSuffix("я"),
               context.speller.data.nounsByForm[noun].map({ $0.gender == .masculine }) ?? true {
                agreement.grammaticalCase = .genitive
                agreement.gender = .masculine
                return Token(kind: .cardinal(Numeral(digits: literal.integer, negative: literal.negative), agreement),
                             semioticClass: .cardinal, range: literal.range)
            }
        }
        // ru "ждёт 2 пассажиров", "пригласили 3 друзей": two to four before a noun of people in the
        // genitive plural, with no governing word, are the animate accusative (the nominative
        // would ask for the genitive singular, "два пассажира"). Adjectives used as nouns ("2
        // взрослых") take the genitive plural in the nominative too, and stay.
        else if let forms = context.rules.animateAccusativeForms, let value = Int64(literal.integer), (2...4).contains(value),
                let noun = context.text.nextWordLowercased(from: literal.range.upperBound), forms.contains(noun),
                !noun.hasSuffix("ых"), !noun.hasSuffix("их"), context.text.previousWord(before: literal.range.lowerBound) != nil {
            agreement.grammaticalCase = .genitive
        }
        let guess = context.speller.data.genderGuess
        // ru "во 2 полугодии": a neuter noun in "-ие" counted with ordinals, written "-ии" after a
        // word that may govern the prepositional, is in it (the governors' endings leave "-ии" out:
        // "на 4 порции", "на 2 линии" count feminine nouns in the genitive singular).
        if agreement.grammaticalCase == .accusative, let previous = context.text.previousWord(before: literal.range.lowerBound),
           context.speller.data.governors.mayGovern(.prepositional, word: previous),
           let noun = context.text.nextWordLowercased(from: literal.range.upperBound), noun.hasSuffix("ии"),
           guess.ordinalNoun(listed: String(noun.dropLast()) + "е") == .neuter {
            agreement.grammaticalCase = .prepositional
        }
        if agreement.grammaticalCase == .prepositional || agreement.grammaticalCase == .dative || agreement.grammaticalCase == .instrumental, let value = Int64(literal.integer), value > 0,
           let gender = guess.ordinalNoun(after: literal.range.upperBound, in: context.text),
           let noun = context.text.nextWordLowercased(from: GenderGuess.quotedLetterEnd(after: literal.range.upperBound, in: context.text) ?? literal.range.upperBound),
           !noun.hasSuffix("ах"), !noun.hasSuffix("ях"), !noun.hasSuffix("ам"), !noun.hasSuffix("ям"), !noun.hasSuffix("ами"), !noun.hasSuffix("ями"), !noun.hasSuffix("ьми") {
            // ru "на 5 этаже" -> "на пятом этаже": a noun counted with ordinals, in the singular.
            return Token(kind: .ordinal(Numeral(digits: literal.integer, negative: literal.negative), Agreement(gender: gender, grammaticalCase: agreement.grammaticalCase)),
                         semioticClass: .ordinal, range: literal.range)
        }
        // ru "5 «Б»", "для 10 «А»" -> "для десятого «А»": a class named by its number and letter,
        // no noun after.
        if let noun = context.rules.nounAfterQuotedLetter, let value = Int64(literal.integer), (1...11).contains(value),
           let letterEnd = GenderGuess.quotedLetterEnd(after: literal.range.upperBound, in: context.text),
           context.text[letterEnd - 2].map({ TextCursor.isUppercase($0) }) == true, !context.text.isLetter(context.text.wordStart(after: letterEnd)),
           // ("Дом 5 «А»", "д. 5 «А»": a house, after a label word or an abbreviation.)
           context.text.previousWordLowercased(before: literal.range.lowerBound).map(context.speller.data.labelWords.contains) != true,
           context.text.wordBeforeMark(literal.range.lowerBound, marks: ".") == nil,
           let gender = guess.ordinalNoun(listed: noun) {
            return Token(kind: .ordinal(Numeral(digits: literal.integer, negative: literal.negative), Agreement(gender: gender, grammaticalCase: agreement.grammaticalCase)),
                         semioticClass: .ordinal, range: literal.range)
        }
        // ru "до 25 числа" -> "до двадцать пятого числа", "ученики 5 «А» класса": the genitive
        // singular of such a noun after a number that would count it in the plural.
        // ("Посылка 1 класса": after a number of the category `one` with no word governing it too,
        // where a count would take the nominative, "один класс". After a word asking the
        // genitive, such a number counts a genitive singular: "до 21 места" -> "до двадцати
        // одного места", unless the noun is never counted: "до 21 числа".)
        if agreement.grammaticalCase == .nominative || agreement.grammaticalCase == .genitive, let value = Int64(literal.integer),
           value > 1 || value == 1 && agreement.grammaticalCase == .nominative,
           let word = context.text.nextWordLowercased(from: GenderGuess.quotedLetterEnd(after: literal.range.upperBound, in: context.text) ?? literal.range.upperBound),
           let noun = context.speller.data.nounsByForm[word], noun.form(for: .few) == word, noun.form(for: .one) != word,
           let gender = guess.ordinalNoun(listed: noun.form(for: .one)),
           context.speller.pluralCategory(value) == .many
            || agreement.grammaticalCase == .nominative && context.speller.pluralCategory(value) == .one
            || agreement.grammaticalCase == .genitive && (context.speller.pluralCategory(value) != .one || guess.isOrdinalOnly(listed: noun.form(for: .one))) {
            return Token(kind: .ordinal(Numeral(digits: literal.integer, negative: literal.negative), Agreement(gender: gender, grammaticalCase: .genitive)), semioticClass: .ordinal, range: literal.range)
        }
        if agreement.grammaticalCase == .nominative || agreement.grammaticalCase == .accusative, let value = Int64(literal.integer), value > 1,
           context.speller.pluralCategory(value) != .one,
           let gender = guess.ordinalNounAsListed(after: literal.range.upperBound, in: context.text)
            ?? (context.text[literal.range.upperBound] == " " ? AbbreviationClass.expansion(at: literal.range.upperBound + 1, in: context).flatMap(guess.ordinalNoun(listed:)) : nil),
           agreement.grammaticalCase == .nominative || gender != .feminine {
            // (An abbreviation of such a noun too: "ТЦ, 3 эт." -> "третий этаж".)
            // ru "8 класс" -> "восьмой класс", "5 серия" -> "пятая серия": the singular after a number
            // that would need "классов", "серий" says the number is an ordinal; after a word asking
            // the accusative too, where it is the nominative ("за 3 квартал" -> "за третий").
            return Token(kind: .ordinal(Numeral(digits: literal.integer, negative: literal.negative), Agreement(gender: gender, grammaticalCase: agreement.grammaticalCase)),
                         semioticClass: .ordinal, range: literal.range)
        }
        // ru "Матанализ · 1 курс" -> "первый курс", "1 этаж" -> "первый этаж": a lone "1" opening
        // a phrase names a noun of `ordinal-first-noun` as listed; after a word it counts it
        // ("Свободен 1 курс" -> "один").
        if agreement.grammaticalCase == .nominative, literal.integer == "1", !literal.negative, literal.fraction == nil,
           let noun = context.text.nextWordLowercased(from: literal.range.upperBound), guess.isOrdinalFirst(listed: noun),
           let gender = guess.ordinalNounAsListed(after: literal.range.upperBound, in: context.text), Self.opensPhrase(literal.range.lowerBound, in: context.text) {
            return Token(kind: .ordinal(Numeral(digits: literal.integer), Agreement(gender: gender, grammaticalCase: .nominative)), semioticClass: .ordinal, range: literal.range)
        }
        if agreement.grammaticalCase == .nominative, let value = Int64(literal.integer) {
            if context.speller.pluralCategory(value) == .one {
                if let implied = guess.impliedCase(after: literal.range.upperBound, in: context.text) { agreement.grammaticalCase = implied }
            } else if let implied = guess.pluralCase(after: literal.range.upperBound, category: context.speller.pluralCategory(value), in: context.text) {
                // ru "отправлен 2 получателям" -> "двум получателям".
                agreement.grammaticalCase = implied
            }
        }
        // fr "Ligne 21 direction Nation": a number after a word it labels counts nothing after it.
        // (A number after a number sign too: "Commande n° 4521 livrée".)
        let labels = context.speller.data.labelWords
        if context.text.previousWordLowercased(before: literal.range.lowerBound).map(labels.contains) == true
            || DigitsClass.afterCodeSign(literal.range.lowerBound, in: context) {
            return Token(kind: .cardinal(Numeral(digits: literal.integer, negative: literal.negative), agreement),
                         semioticClass: .cardinal, range: literal.range)
        }
        // fr "21 rue de Rivoli" -> "vingt et un rue": a house number counts no street.
        // (The street's name follows, capitalized, maybe after "de", "du", "des", "de la": "1 place
        // de la Concorde"; "1 place disponible", "1 place de parking" count places.)
        // (Words matched in place, the rare name first: no string is built for every number.)
        let wordStart = context.text.wordStart(after: literal.range.upperBound)
        if let streets = context.rules.houseNumberBefore, context.text.isLetter(wordStart),
           Self.nameFollows(after: context.text.letterRunEnd(from: wordStart), in: context.text),
           streets.contains(where: { context.text.matchesWord($0, at: wordStart) }) {
            return Token(kind: .cardinal(Numeral(digits: literal.integer, negative: literal.negative), agreement),
                         semioticClass: .cardinal, range: literal.range)
        }
        // "Команда А 3:1 Команда Б": the second number of a pair joined by a colon counts no noun
        // after it ("три:один", not "одна").
        if literal.range.lowerBound > 1, context.text[literal.range.lowerBound - 1] == ":", context.text.isDigit(literal.range.lowerBound - 2) {
            return Token(kind: .cardinal(Numeral(digits: literal.integer, negative: literal.negative), agreement),
                         semioticClass: .cardinal, range: literal.range)
        }
        // "De 1 à 3 nuits", "от 1 до 3 ночей": the noun after the range's second number.
        var nounEnd = literal.range.upperBound
        if context.text.isLetter(wordStart), let between = context.speller.data.ranges.range.wordsBetween.first(where: { context.text.matchesWord($0, at: wordStart) }) {
            var position = wordStart + between.unicodeScalars.count
            while context.text.isWhitespace(position) { position += 1 }
            // (A day is no range's start: fr "jeu. 21 à 19 h", "le 21 à 19 h" -> "vingt et un", a
            // day after a weekday, or after a word that announces one with a later number.)
            let secondEnd = context.text.digitRunEnd(from: position)
            let day = DateClass.weekdayBefore(literal.range.lowerBound, in: context)
                || context.text.previousWord(before: literal.range.lowerBound).map(context.dates.dayContextWords.contains) == true
                    && (Int64(literal.integer) ?? 0) >= (context.text.intValue(position..<secondEnd).map(Int64.init) ?? .max)
            if context.text.isDigit(position), !day { nounEnd = secondEnd }
        }
        if nounEnd != literal.range.upperBound, let next = context.text.nextWordLowercased(from: nounEnd),
           let noun = context.speller.data.nounsByForm[next] {
            agreement.gender = noun.gender
        } else if nounEnd != literal.range.upperBound, let (unit, _) = MeasureClass.unit(after: nounEnd, in: context), let noun = context.speller.data.nouns[unit.noun] {
            // "de 1 à 3 h" -> "d'une à trois heures": the unit after the second number.
            agreement.gender = noun.gender
        } else if nounEnd != literal.range.upperBound, let gender = context.speller.data.genderGuess.gender(after: nounEnd, category: .many, in: context.text) {
            agreement.gender = gender
        } else if context.speller.data.genderGuess.isPluralOnly(after: literal.range.upperBound, in: context.text) {
            // ru "1 сутки" -> "одни сутки", "2 суток" -> "двое суток".
            agreement.plural = true
        } else if let next = context.text.nextWord(from: literal.range.upperBound),
           let noun = context.speller.data.nounsByForm[next] ?? context.speller.data.nounsByForm[context.text.nextWordLowercased(from: literal.range.upperBound)!] {
            agreement.gender = noun.gender
        } else if let noun = AbbreviationClass.noun(at: context.text.wordStart(after: literal.range.upperBound), in: context) {
            // "21 стр." -> "двадцать одна страница".
            agreement.gender = noun.gender
        } else if let value = Int64(literal.integer),
                  let gender = context.speller.data.genderGuess.gender(after: literal.range.upperBound, category: context.speller.pluralCategory(value),
                                                                       grammaticalCase: agreement.grammaticalCase, in: context.text) {
            // A noun the data does not list: "1 новое сообщение" -> "одно", "1 nouvelle notification" -> "une".
            agreement.gender = gender
        } else if let gender = partOfWholeGender(literal, in: context) {
            agreement.gender = gender
        }
        return Token(kind: .cardinal(Numeral(digits: literal.integer, negative: literal.negative), agreement),
                     semioticClass: .cardinal, range: literal.range)
    }

    /// fr "Prolongations restantes : 1 sur 2" -> "une", ru "Продлений осталось: 1 из 2" -> "одно":
    /// a number out of a whole (the words of `ratio.joiner` between them, nothing counted after)
    /// agrees with the plural noun of the label before its colon; nil when no word of the label
    /// says a gender.
    private static func partOfWholeGender(_ literal: NumberLiteral, in context: ClassifyContext) -> Gender? {
        let text = context.text
        let end = literal.range.upperBound
        guard text[end] == " ", let word = context.speller.data.ranges.ratio.joinerWord, text.matchesWord(word, at: end + 1) else { return nil }
        let secondStart = end + 2 + word.unicodeScalars.count
        guard text[secondStart - 1] == " ", text.isDigit(secondStart) else { return nil }
        let secondEnd = text.digitRunEnd(from: secondStart)
        guard !text.isDigit(secondEnd), !text.isLetter(secondEnd), !(text[secondEnd] == " " && text.isLetter(secondEnd + 1)),
              text.wordBeforeMark(literal.range.lowerBound, marks: ":") != nil else { return nil }
        // The label: from the text's start (or a sentence's) to the colon, three words at most.
        var colon = literal.range.lowerBound - 1
        while colon > 0, text[colon] != ":" { colon -= 1 }
        var labelStart = colon
        while labelStart > 0, text.isLetter(labelStart - 1) || text[labelStart - 1] == " " || text[labelStart - 1] == "-" { labelStart -= 1 }
        var position = labelStart
        let guess = context.speller.data.genderGuess
        for _ in 0..<3 {
            let start = text.wordStart(after: position)
            guard start < colon, text.isLetter(start) else { return nil }
            position = text.letterRunEnd(from: start)
            let word = text.lowercasedString(start..<position)
            // (A listed noun in its plural, or a plural by its ending: "Скорость вентилятора: 2 из
            // 5" names no count.)
            if let noun = context.speller.data.nounsByForm[word], noun.form(for: .many) == word { return noun.gender }
            if let gender = guess.gender(ofPlural: word) { return gender }
        }
        return nil
    }

    /// Whether a name starts after `end`, past "de", "du", "des", "de la" or "d'": a capital.
    private static func nameFollows(after end: Int, in text: TextCursor) -> Bool {
        var position = end
        for _ in 0..<3 {
            while text.isWhitespace(position) { position += 1 }
            guard let scalar = text[position] else { return false }
            if TextCursor.isUppercase(scalar) { return true }
            let wordEnd = text.letterRunEnd(from: position)
            let word = text.string(position..<wordEnd)
            if word == "d", text[wordEnd] == "'" || text[wordEnd] == "\u{2019}" { position = wordEnd + 1; continue }
            guard ["de", "du", "des", "la"].contains(word) else { return false }
            position = wordEnd
        }
        return false
    }

    /// A number with a scale glued to it: "1.5M users", "1,23млрд", "5bn". A one-letter scale
    /// ("M", "K", "B") needs a decimal part, so "4K" and "3M" stay names.
    /// "Flight UA 1482", "Room 857": three or four digits after a word of `pairsAfter`.
    private static func pairs(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        guard let words = context.rules.pairsAfter, !words.isEmpty, !literal.grouped, (3...4).contains(literal.digitCount),
              literal.integer.first != "0", let value = Int64(literal.integer), !context.runsIntoLetter(literal.range.upperBound) else { return nil }
        let text = context.text
        if context.rules.pairsBeforeStreet == true, beforeStreet(literal.range.upperBound, in: context) {
            return Token(kind: .digitPairs(value), semioticClass: .cardinal, range: literal.range)
        }
        // "87 Harbor Blvd #210": a unit's number after a street and its number sign.
        if literal.range.lowerBound > 2, text[literal.range.lowerBound - 1] == "#", text[literal.range.lowerBound - 2] == " ",
           let street = text.previousWord(before: literal.range.lowerBound - 2), context.speller.data.streetTypes.contains(street) {
            return Token(kind: .digitPairs(value), semioticClass: .cardinal, range: literal.range)
        }
        // "Upload your 1099-INT", "Form 1040-SR": four digits joined by a hyphen to a form's
        // capitals are a form's number, said in pairs.
        if literal.digitCount == 4, text[literal.range.upperBound] == "-", text.isASCIICapital(literal.range.upperBound + 1),
           text.isASCIICapital(literal.range.upperBound + 2), !text.isLetter(literal.range.lowerBound - 1), !text.isDigit(literal.range.lowerBound - 1),
           case let capitalsEnd = text.letterRunEnd(from: literal.range.upperBound + 1),
           (literal.range.upperBound + 1..<capitalsEnd).allSatisfy({ text.isASCIICapital($0) }), !text.isDigit(capitalsEnd) {
            return Token(kind: .digitPairs(value), semioticClass: .cardinal, range: literal.range)
        }
        // "Ext. 204": an abbreviation's period before the number.
        var wordEnd = text.wordEnd(before: literal.range.lowerBound)
        if wordEnd < literal.range.lowerBound, wordEnd > 1, text[wordEnd - 1] == ".", text.isLetter(wordEnd - 2) { wordEnd -= 1 }
        guard var word = text.previousWord(before: wordEnd) else { return nil }
        if word.unicodeScalars.count == 2, word.unicodeScalars.allSatisfy({ TextCursor.isUppercase($0) }) {
            // An airline's code: "UA", "AF".
            let start = text.wordEnd(before: literal.range.lowerBound)
            guard let before = text.previousWord(before: start - 2) else { return nil }
            word = before
        }
        guard words.contains(word.lowercased()) else { return nil }
        return Token(kind: .digitPairs(value), semioticClass: .cardinal, range: literal.range)
    }

    /// en "1428 Elm St.", "131 E 10th St": up to three capitalized words, compass letters or
    /// ordinals, then a street type (`after-name` abbreviations and their expansions).
    /// en "at 59 St", "14 St–Union Sq", "W 4 St": one to three digits alone right before a
    /// street's type (`numberedStreets`), with no name after it, name the street: an ordinal.
    static func numberedStreet(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        guard context.rules.numberedStreets == true, literal.isPlainInteger, !literal.negative, literal.digitCount <= 3, literal.integer.first != "0",
              streetTypeAfter(literal.range.upperBound, in: context) else { return nil }
        return Token(kind: .ordinal(Numeral(digits: literal.integer), .default), semioticClass: .ordinal, range: literal.range)
    }

    /// Whether a street's type follows `end` after a space, then no capitalized word ("14 St
    /// Mary's" names a saint).
    static func streetTypeAfter(_ end: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        guard text[end] == " ", text.isLetter(end + 1) else { return false }
        var wordEnd = text.letterRunEnd(from: end + 1)
        guard context.speller.data.streetTypes.contains(text.string(end + 1..<wordEnd)) else { return false }
        if text[wordEnd] == "." { wordEnd += 1 }
        guard !text.isDigit(wordEnd), !text.isLetter(wordEnd) else { return false }
        if text[wordEnd] == " ", let next = text[wordEnd + 1], TextCursor.isUppercase(next) { return false }
        // (Not after another number: "Suite 200 4 St" has its house number first.)
        var start = end
        while start > 0, text.isDigit(start - 1) { start -= 1 }
        let before = text.wordEnd(before: start)
        return !(before > 0 && text.isDigit(before - 1))
    }

    static func beforeStreet(_ end: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        let streets = context.speller.data.streetTypes
        var position = end
        for index in 0..<4 {
            guard text[position] == " " else { return false }
            position += 1
            let wordEnd = text.alphanumericRunEnd(from: position)
            guard wordEnd > position, let first = text[position] else { return false }
            let word = text.string(position..<wordEnd)
            if index > 0, streets.contains(word) { return true }
            // "2500 Hwy 101": a road's word and its number.
            if index == 0, Road.isWord(word, in: context) { return Road.isNumbered(wordAt: position, end: wordEnd, in: context) }
            guard TextCursor.isUppercase(first) || text.isDigit(position) && OrdinalClass.suffix(in: context, at: text.digitRunEnd(from: position)) != nil
            else { return false }
            position = wordEnd
            if text[position] == "." { position += 1 }
        }
        return false
    }

    /// "10K reviews", "1M+ downloads", ru "10K подписчиков": a whole number of at most three
    /// digits and a one-letter scale, before a noun of `scaleCountNouns` ("+" between allowed).
    static func countsWithScale(_ literal: NumberLiteral, scaleEnd: Int, in context: ClassifyContext) -> Bool {
        literal.fraction == nil && !literal.grouped && literal.digitCount <= 3
            && countsWithScale(digitsEnd: literal.range.upperBound, scaleEnd: scaleEnd, in: context)
    }

    /// The same from the end of the digits and of a one-letter scale (the label reader's "3K").
    static func countsWithScale(digitsEnd: Int, scaleEnd: Int, in context: ClassifyContext) -> Bool {
        let nouns = context.speller.data.money.scaleCountNouns
        guard !nouns.isEmpty, scaleEnd - digitsEnd == 1,
              context.speller.data.scales.match(context.text, at: digitsEnd).map({ $0.1 == scaleEnd }) == true else { return false }
        var position = scaleEnd
        if context.text[position] == "+" { position += 1 }
        guard context.text[position] == " ", let word = context.text.nextWordLowercased(from: position) else { return false }
        return nouns.contains(word)
    }

    /// fr "12,4 k abonnés", "1,2 M de vues": a scale after one space, before a lowercase word
    /// (`spacedScaleBeforeWord`).
    static func classifySpacedScale(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        let text = context.text
        guard literal.version == nil, context.speller.data.money.spacedScaleBeforeWord || literal.fraction != nil && context.rules.wholeScales != nil,
              TextCursor.isSpace(text[literal.range.upperBound]),
              let (noun, end) = context.speller.data.scales.match(text, at: literal.range.upperBound + 1),
              context.speller.data.money.spacedScaleBeforeWord || context.rules.wholeScales?[noun] != nil,
              // (A capital too after a decimal: fr "12,4 k J'aime"; "3 M Euros" is a name.)
              TextCursor.isSpace(text[end]) && (text[end + 1].map({ TextCursor.isLowercase($0) }) == true || literal.fraction != nil && text.isLetter(end + 1))
                // fr "Offre maximale : 21 M": last in its phrase, after a lowercase word or a colon.
                // ("Course de 5 k" is a race: a thousand only after a colon.)
                || literal.fraction == nil && !literal.grouped && text[literal.range.upperBound + 1] != "K"
                    && Self.endsPhrase(after: end, number: literal.range.lowerBound, afterWord: text[literal.range.upperBound + 1] != "k", in: context),
              !context.isUnitOrCurrency(after: end),
              // (ru "2,5 тыс. руб.": an amount, read by its class.)
              context.speller.data.currencies.match(text, at: end + 1) == nil else { return nil }
        if let whole = wholeScaled(literal, noun: noun, end: end, in: context) { return whole }
        return Token(kind: .scaled(Numeral(digits: literal.integer, negative: literal.negative), fraction: literal.fraction, scale: noun),
                     semioticClass: literal.fraction == nil ? .cardinal : .decimal, range: literal.range.lowerBound..<end)
    }

    /// fr "1,2 k abonnés" -> "mille deux cents abonnés", ru "до 1,2 тыс. подписчиков" -> "до
    /// тысячи двухсот": a decimal before a scale of `wholeScales` whose decimals fit in it is the
    /// whole number it makes, a cardinal in the case the word before gives it.
    private static func wholeScaled(_ literal: NumberLiteral, noun: String, end: Int, in context: ClassifyContext) -> Token? {
        guard let fraction = literal.fraction, let zeros = context.rules.wholeScales?[noun], fraction.count <= zeros,
              literal.digitCount <= 6, !literal.negative else { return nil }
        let digits = (literal.integer + fraction + String(repeating: "0", count: zeros - fraction.count)).drop { $0 == "0" }
        guard !digits.isEmpty else { return nil }
        var agreement = Agreement.default
        if let grammaticalCase = context.speller.data.governors.grammaticalCase(before: literal.range.lowerBound, after: end, in: context.text) {
            agreement.grammaticalCase = grammaticalCase
        }
        return Token(kind: .cardinal(Numeral(digits: String(digits)), agreement), semioticClass: .cardinal, range: literal.range.lowerBound..<end)
    }

    /// "Max supply 21M", "Raised: 5B": a whole number glued to a scale letter of millions or
    /// billions (not "K": "4K", "5K" are a resolution and a race), last in its phrase, after a
    /// lowercase word or a label's colon. ("Seat 21B" names a seat; "Level 3M" is a code.)
    static func endsAmount(digits: Range<Int>, scaleEnd: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        guard digits.count <= 3, text[digits.lowerBound] != "0", digits.allSatisfy(text.isDigit),
              scaleEnd - digits.upperBound == 1, let letter = text[digits.upperBound] else { return false }
        // "Viewers: 128K", fr "Abonnés : 12k": a thousand only after a label that names what it
        // counts in the plural ("Race: 10K", "Resolution: 4K" keep their K), two digits or more.
        if letter == "K" || letter == "k" {
            let labelEnd = text.wordEnd(before: digits.lowerBound)
            // ("Status: 50K", "Bonus: 10K": singulars in "-s".)
            guard digits.count >= 2, labelEnd > 0, text[labelEnd - 1] == ":", let label = text.previousWord(before: labelEnd - 1)?.lowercased(),
                  context.speller.data.ranges.ratio.countPluralEndings.contains(where: label.hasSuffix),
                  !["us", "ss", "is", "as"].contains(where: label.hasSuffix) else { return false }
            return endsPhrase(after: scaleEnd, number: digits.lowerBound, afterWord: false, in: context)
        }
        guard letter == "M" || letter == "B" else { return false }
        return endsPhrase(after: scaleEnd, number: digits.lowerBound, in: context)
    }

    /// Whether a scaled number's phrase ends at `end` (spaces, then the text's end or a comma, a
    /// semicolon, a bracket, a middle dot, a bar, or a final period) and a label's colon stands
    /// before its `number`, or a lowercase word (`afterWord`).
    private static func endsPhrase(after end: Int, number: Int, afterWord: Bool = true, in context: ClassifyContext) -> Bool {
        let text = context.text
        let next = text.wordStart(after: end)
        guard next >= text.count || text[next].map({ ",;)·|".unicodeScalars.contains($0) }) == true || text[next] == "." && next + 1 >= text.count else { return false }
        let before = text.wordEnd(before: number)
        // (A label's word before the colon, not a number's: "Abonnés 6 : 12k" stays, as "six :
        // 12k" written for it by a first pass must.)
        if before > 0, text[before - 1] == ":" {
            return text.previousWord(before: text.wordEnd(before: before - 1)).map {
                !context.speller.isNumberWord($0) && !context.speller.isFractionWord($0)
            } == true
        }
        // (Not after a sign's word a first pass wrote: "2 × 3M" -> "two times 3M"; nor a
        // fraction's: "3/14 9M" -> "three fourteenths 9M".)
        // (Nor a time's or a duration's noun a first pass wrote: "18:00 21M" -> "dix-huit heures 21M".)
        return afterWord && text.previousWord(before: number).map {
            $0.startsLowercase && !context.speller.isNumberWord($0) && !context.rules.endsSignWord($0) && !context.speller.isFractionWord($0)
                && !(context.speller.data.nounsByForm[$0.lowercased()].map { noun in context.dates.durationNouns.values.contains(noun.form(for: .one)) } ?? false)
                // (Or its "o'clock": "at 09:00 21M" -> "at nine o'clock 21M".)
                && $0 != context.dates.time.oClock
        } == true
    }

    static func classifyScaled(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        guard literal.version == nil, context.text.isLetter(literal.range.upperBound),
              let (noun, end) = context.speller.data.scales.match(context.text, at: literal.range.upperBound),
              end - literal.range.upperBound > 1 || literal.fraction != nil || countsWithScale(literal, scaleEnd: end, in: context)
                || literal.fraction == nil && !literal.grouped && !literal.negative && endsAmount(digits: literal.range, scaleEnd: end, in: context) else { return nil }
        if let whole = wholeScaled(literal, noun: noun, end: end, in: context) { return whole }
        return Token(kind: .scaled(Numeral(digits: literal.integer, negative: literal.negative), fraction: literal.fraction, scale: noun),
                     semioticClass: literal.fraction == nil ? .cardinal : .decimal, range: literal.range.lowerBound..<end)
    }
}

extension CardinalClass {
    /// ru "Места с 1 по 4" -> "Места с первого по четвёртое", "Уровни с 10 по 20" -> "с десятого
    /// по двадцатый": either number of a range between `ranges.json` `range.ordinalRange`'s words,
    /// after the plural of a noun counted with ordinals, with no noun after the range, as an
    /// ordinal of that noun's gender in its word's case. (A noun after the range counts: "с 1 по 4
    /// мая" is a date, "Билеты с 1 по 4" counts tickets.)
    static func ordinalRangeEnd(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        guard let words = context.speller.data.ranges.range.ordinalRange, let value = Int64(literal.integer), value > 0 else { return nil }
        let text = context.text
        // (Every Russian number passes here: the last letter before it is compared first, without
        // building the word.)
        let wordEnd = text.wordEnd(before: literal.range.lowerBound)
        guard wordEnd > 0, let last = text[wordEnd - 1], case let lowered = ScalarKind(last.value).normalized(last.value),
              lowered == words.from.unicodeScalars.last?.value || lowered == words.to.unicodeScalars.last?.value else { return nil }
        guard let previous = text.previousWordLowercased(before: literal.range.lowerBound) else { return nil }
        let isFrom = previous == words.from
        guard isFrom || previous == words.to else { return nil }
        // The other number, and where the range starts and ends.
        let rangeStart: Int, rangeEnd: Int
        if isFrom {
            var position = literal.range.upperBound
            guard text[position] == " ", text.matchesWord(words.to, at: position + 1) else { return nil }
            position += 1 + words.to.unicodeScalars.count
            guard text[position] == " ", text.isDigit(position + 1) else { return nil }
            rangeEnd = text.digitRunEnd(from: position + 1)
            rangeStart = literal.range.lowerBound - 1 - words.from.unicodeScalars.count
            guard text[literal.range.lowerBound - 1] == " " else { return nil }
        } else {
            var position = literal.range.lowerBound - 1 - words.to.unicodeScalars.count
            guard position > 1, text[position - 1] == " ", text.isDigit(position - 2) else { return nil }
            position -= 1
            while position > 0, text.isDigit(position - 1) { position -= 1 }
            guard text.previousWordLowercased(before: position) == words.from else { return nil }
            rangeStart = position - 1 - words.from.unicodeScalars.count
            rangeEnd = literal.range.upperBound
        }
        // "с 15 по 25 число" -> "с пятнадцатого по двадцать пятое число": the singular of a noun
        // counted with ordinals after the range.
        if rangeStart >= 0, rangeStart == 0 || !text.isLetter(rangeStart - 1), text[rangeEnd] == " ",
           let next = text.nextWordLowercased(from: rangeEnd), let gender = context.speller.data.genderGuess.ordinalNoun(listed: next) {
            return Token(kind: .ordinal(Numeral(digits: literal.integer, negative: literal.negative), Agreement(gender: gender, grammaticalCase: isFrom ? words.fromCase : words.toCase)),
                         semioticClass: .ordinal, range: literal.range)
        }
        // (`rangeStart`: where the first word starts. A word after the range may follow, but no
        // noun the numbers would count, nor a month: "Ряды с 4 по 9 распроданы".)
        guard rangeStart > 1, text[rangeStart - 1] == " ", !text.isDigit(rangeEnd), !text.isLetter(rangeEnd),
              nothingCountedAfter(rangeEnd, in: context) else { return nil }
        guard let gender = ordinalNounGender(pluralBefore: rangeStart, in: context) else { return nil }
        return Token(kind: .ordinal(Numeral(digits: literal.integer, negative: literal.negative), Agreement(gender: gender, grammaticalCase: isFrom ? words.fromCase : words.toCase)),
                     semioticClass: .ordinal, range: literal.range)
    }

    /// ru: the gender of the plural right before `start` when it is the plural of a noun counted
    /// with ordinals ("Уровни", "Места", "Серии"); nil for any other word.
    /// Its stem with "-а", "-я", "-ы" or "-и" is a listed noun's genitive singular ("уровни" ->
    /// "уровня", "места" -> "места", "серии" -> "серии").
    /// Whether the word after `end` is the nominative plural of a noun counted with ordinals,
    /// which no count takes (ru "классы", "этажи"; "группы" is also the genitive singular a count
    /// of two takes, and stays a count's).
    static func ordinalNounNominativePlural(after end: Int, in context: ClassifyContext) -> Bool {
        guard let word = context.text.nextWordLowercased(from: end), word.unicodeScalars.count > 3,
              let last = word.unicodeScalars.last, last == "ы" || last == "и" else { return false }
        let stem = String(word.unicodeScalars.dropLast())
        let guess = context.speller.data.genderGuess
        for ending in ["", "ь", "й"] where guess.ordinalNoun(listed: stem + ending) != nil {
            return context.speller.data.nounsByForm[stem + ending].map { $0.form(for: .few) != word } ?? true
        }
        return false
    }

    static func ordinalNounGender(pluralBefore start: Int, in context: ClassifyContext) -> Gender? {
        // ru "гл. 1–8", "стр. 3–5": a counted abbreviation of such a noun, which a span makes plural.
        let text = context.text
        if start >= 3, text[start - 1] == " ", text[start - 2] == ".", text.isLetter(start - 3) {
            var abbreviationStart = start - 3
            while text.isLetter(abbreviationStart - 1) { abbreviationStart -= 1 }
            if !text.isLetter(abbreviationStart - 1), let (key, end) = AbbreviationClass.countedNoun(at: abbreviationStart, in: context), end == start - 1 {
                return context.speller.data.genderGuess.ordinalNoun(listed: key)
            }
        }
        guard let plural = context.text.previousWordLowercased(before: start), plural.unicodeScalars.count > 3,
              let last = plural.unicodeScalars.last, "ыиая".unicodeScalars.contains(last) else { return nil }
        let stem = String(plural.unicodeScalars.dropLast())
        let nouns = context.speller.data.nounsByForm
        var found: LanguageData.Noun?
        for ending in ["а", "я", "ы", "и"] {
            let form = stem + ending
            if let noun = nouns[form], noun.form(for: .few) == form { found = noun; break }
        }
        let guess = context.speller.data.genderGuess
        guard let noun = found else {
            // An unlisted noun: its singular is the stem ("выпуски" -> "выпуск", "модули" -> "модуль")
            // or the stem and a singular ending ("задания" -> "задание").
            for ending in ["", "ь", "а", "я", "о", "е"] where !(ending == "а" || ending == "я") || stem + ending != plural {
                if let gender = guess.ordinalNoun(listed: stem + ending) { return gender }
            }
            return nil
        }
        let singular = noun.form(for: .one)
        guard singular != plural else { return nil }
        return guess.ordinalNoun(listed: singular)
    }

    /// Whether a word after `end` (a range's) is no noun the numbers would count, nor a month,
    /// nor a unit: "Ряды с 4 по 9 распроданы", not "с 1 по 4 мая" or "Билеты 1–4 шт.".
    static func nothingCountedAfter(_ end: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        guard let next = text.nextWordLowercased(from: end), text.isLetter(text.wordStart(after: end)) else { return true }
        let start = text.wordStart(after: end)
        return context.speller.data.nounsByForm[next] == nil && DateClass.monthWord(at: start, in: context) == nil
            && (!context.speller.data.units.mayStart(with: text[start]!) || context.speller.data.units.match(text, at: start, digitsMayFollow: false) == nil)
    }

    /// Whether nothing but spaces and a separator ("·", ",", ":", "(", a dash) stands before
    /// `index` in its phrase.
    static func opensPhrase(_ index: Int, in text: TextCursor) -> Bool {
        var before = index - 1
        while before >= 0, text.isWhitespace(before) { before -= 1 }
        guard before >= 0, let scalar = text[before] else { return true }
        switch scalar {
        case "\u{00B7}", "\u{2022}", "|", ",", ":", ";", "(", "\u{2013}", "\u{2014}": return true
        default: return false
        }
    }
}
