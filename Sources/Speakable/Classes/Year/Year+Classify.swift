/// Years outside full dates: en "in 1984" -> "in nineteen eighty-four", "the 1980s" -> "the
/// nineteen eighties", "'80s" -> "eighties"; ru "в 2015 году" -> "в две тысячи пятнадцатом
/// году", "2015 г." -> "две тысячи пятнадцатый год".
///
/// en: a four-digit number from 1000 to 2999 is a year after a word of `yearContextWords`
/// ("in", "since", "by", ...) or when it is the whole text; otherwise it is a cardinal
/// ("2012 points"). ru: a number before a form of "год" (or "г.") is an ordinal in that form's
/// case; "г." is spoken as the form the preposition before requires ("в" -> "году").
enum YearClass {
    static func classify(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        guard literal.isPlainInteger, !literal.grouped, !literal.negative, let value = Int64(literal.integer),
              literal.integer.first != "0" else { return nil }
        let text = context.text
        let end = literal.range.upperBound
        let years = context.dates.years
        // en "'80s" (the apostrophe with it: "'80s Rock Anthems").
        if years.decades, literal.digitCount == 2, value % 10 == 0, let previous = text[literal.range.lowerBound - 1],
           previous == "'" || previous == "\u{2019}", !text.isLetter(literal.range.lowerBound - 2),
           text[end] == "s", !text.isLetter(end + 1) {
            return Token(kind: .decade(-value), semioticClass: .date, range: literal.range.lowerBound - 1..<end + 1)
        }
        // en "the 80s" -> "the eighties": two digits and "s" after a word that announces a decade
        // ("in 30s" stays thirty seconds).
        // ("90s music", "80s Hits": or before a noun of `decadeNounsAfter`.)
        if years.decades, literal.digitCount == 2, value % 10 == 0, text[end] == "s", !text.isLetter(end + 1), !text.isDigit(end + 1),
           text.previousWordLowercased(before: literal.range.lowerBound).map({ years.decadeWords?.contains($0) == true }) == true
            || text[end + 1] == " " && text.nextWordLowercased(from: end + 1).map({ years.decadeNounsAfter?.contains($0) == true }) == true {
            return Token(kind: .decade(-value), semioticClass: .date, range: literal.range.lowerBound..<end + 1)
        }
        if let words = years.decadeAfterWords, literal.digitCount == 2, value % 10 == 0, !text.isLetter(end), !text.isDigit(end),
           let previous = text.previousWord(before: literal.range.lowerBound), words.contains(previous) {
            return Token(kind: .year(value, nil, noun: nil), semioticClass: .date, range: literal.range)
        }
        // en "1980s", "1980's".
        if years.decades, literal.digitCount == 4, value % 10 == 0 {
            if text[end] == "s", !text.isLetter(end + 1) {
                return Token(kind: .decade(value), semioticClass: .date, range: literal.range.lowerBound..<end + 1)
            }
            if text[end] == "'" || text[end] == "\u{2019}", text[end + 1] == "s", !text.isLetter(end + 2) {
                return Token(kind: .decade(value), semioticClass: .date, range: literal.range.lowerBound..<end + 2)
            }
        }
        // ru "сентябрь 2044 г.", "в марте 2025": after a month without a day, the genitive.
        // "III квартал 2026 г.": after a word of `afterWords`, the same.
        if let afterMonth = years.afterMonth, literal.digitCount == 4, (1000...2999).contains(value),
           // (Or an abbreviation of such a word: "3 кв. 2025".)
           let previous = text.previousWordLowercased(before: literal.range.lowerBound) ?? text.wordBeforeMark(literal.range.lowerBound, marks: ".")?.lowercased(),
           let months = context.dates.monthsWithoutDay,
           GrammaticalCase.allCases.contains(where: { months.names($0).contains(previous) }) || years.afterWords?.contains(previous) == true {
            let nounEnd = yearNoun(after: end, plausibleYear: true, in: context)?.1
            guard nounEnd != nil || !text.isLetter(end) && !text.isDigit(end) && !text.isLetter(text.wordStart(after: end)) else { return nil }
            // ("декабря 2023-6Sou": a year joined by a separator to more digits is part of a code,
            // as after a day and an abbreviated month, "25 дек. 2023-6Sou".)
            if let next = text[end], DateClass.separators.contains(next) || next == ":", text.isDigit(end + 1) { return nil }
            return Token(kind: .year(value, afterMonth.case, noun: afterMonth.spoken), semioticClass: .date, range: literal.range.lowerBound..<(nounEnd ?? end))
        }
        if !years.nounForms.isEmpty, let (noun, nounEnd) = yearNoun(after: end, plausibleYear: literal.digitCount == 4 && (1000...2999).contains(value), in: context),
           !counts(value, noun: noun, plausibleYear: literal.digitCount == 4 && (1000...2999).contains(value), at: literal.range, in: context) {
            var caseName = noun.case
            var spoken = noun.spoken ?? noun.written
            let previous = text.previousWordLowercased(before: literal.range.lowerBound)
            if let previous, let form = noun.inRange?[previous], opensRangeOfYears(joinerBefore: literal.range.lowerBound, joiner: previous, in: context) {
                caseName = form.case
                spoken = form.spoken ?? spoken
            } else if let previous, let form = noun.afterPreposition?[previous] {
                caseName = form.case
                spoken = form.spoken ?? spoken
            } else if let form = noun.afterWord,
                      previous != nil && text.wordEnd(before: literal.range.lowerBound) < literal.range.lowerBound
                        || afterAmountsAbbreviation(literal.range.lowerBound, in: text) || afterClosingQuote(literal.range.lowerBound, in: text),
                      // (A governing word that asks for the same case: ru "не старше 2006 г." -> "две
                      // тысячи шестого года".)
                      context.speller.data.governors.grammaticalCase(before: literal.range.lowerBound, after: nounEnd, in: text, date: true).map({ $0 == form.case }) ?? true {
                caseName = form.case
                spoken = form.spoken ?? spoken
            }
            return Token(kind: .year(value, caseName, noun: spoken),
                         semioticClass: .date, range: literal.range.lowerBound..<nounEnd)
        }
        // "340 AD", "44 BC": a year of any length before an era.
        // (ru "в 52 до н. э." -> "в пятьдесят втором": the case a governing word gives a year.)
        if literal.digitCount <= 4, value > 0, text[literal.range.lowerBound] != "0", eraFollows(end, in: context) {
            let grammaticalCase = years.nounForms.isEmpty ? nil : context.speller.data.governors.yearCase(before: literal.range.lowerBound, in: text) ?? .nominative
            return Token(kind: .year(value, grammaticalCase, noun: nil), semioticClass: .date, range: literal.range)
        }
        guard literal.digitCount == 4, (1000...2999).contains(value), !text.isLetter(end), !text.isDigit(end) else { return nil }
        // "от 2000 ₽", "from 2025 €": a number before a currency sign is an amount.
        if text[text.wordStart(after: end)].map({ $0.properties.generalCategory == .currencySymbol }) == true { return nil }
        // "Born: 2019": a label word before a colon.
        let previous = text.previousWord(before: literal.range.lowerBound) ?? text.wordBeforeMark(literal.range.lowerBound, marks: ":")
        if let words = years.nominativeAfter, let previous, words.contains(previous.lowercased()), (1900...2099).contains(value) {
            return Token(kind: .year(value, .nominative, noun: nil), semioticClass: .date, range: literal.range)
        }
        // ru "с 1682 по 1725 год": the first year of a range whose second has the noun, in the
        // case the word before gives it.
        if let joiners = context.dates.dayRangeJoiners, literal.digitCount == 4, (1000...2999).contains(value), text[end] == " ",
           let joiner = text.nextWord(from: end), joiners.contains(joiner), text[end + 1 + joiner.unicodeScalars.count] == " ",
           let second = context.lexicon.read(text, at: end + 2 + joiner.unicodeScalars.count), second.isPlainInteger, !second.grouped,
           second.digitCount == 4, yearNoun(after: second.range.upperBound, plausibleYear: true, in: context) != nil,
           let grammaticalCase = context.speller.data.governors.grammaticalCase(before: literal.range.lowerBound, after: end, in: text, date: true) {
            return Token(kind: .year(value, grammaticalCase, noun: nil), semioticClass: .date, range: literal.range)
        }
        var alone = literal.range.lowerBound == 0 && (end == text.count || (end == text.count - 1 && text[end] == "."))
        // "Ep. 12 · 45 min · 2024": a recent year alone between a feed row's separators.
        if !alone, (1900...2099).contains(value), let separators = context.dates.compactDurations?.separatorsBefore {
            var before = literal.range.lowerBound
            while before > 0, TextCursor.isSpace(text[before - 1]) { before -= 1 }
            var after = end
            while after < text.count, TextCursor.isSpace(text[after]) { after += 1 }
            let isSeparator = { (index: Int) in text[index].map { separators.contains(String($0)) } == true }
            alone = (before == 0 || before < literal.range.lowerBound && isSeparator(before - 1))
                && (after >= text.count || after > end && isSeparator(after)) && (before > 0 || after < text.count)
        }
        // "First edition, 1984", "Paris, 2019": a recent year ending the text after a comma that
        // follows a word, as a caption dates what it names.
        if !alone, (1900...2099).contains(value), end == text.count || end == text.count - 1 && text[end] == "." {
            var before = literal.range.lowerBound
            while before > 0, TextCursor.isSpace(text[before - 1]) { before -= 1 }
            alone = before < literal.range.lowerBound && before > 1 && text[before - 1] == "," && text.isLetter(before - 2)
        }
        if !alone, let range = years.bareYearsAfterGoverningWord, (range[0]...range[1]).contains(value),
           let grammaticalCase = context.speller.data.governors.yearCase(before: literal.range.lowerBound, in: text) {
            // ru "в 2019" -> "в две тысячи девятнадцатом": a plausible year after a governing word,
            // with no noun after it ("до 2000 рублей" is an amount).
            let next = text.wordStart(after: end)
            guard !text.isLetter(next), !text.isDigit(next), text[next] != "%" else { return nil }
            return Token(kind: .year(value, grammaticalCase, noun: nil), semioticClass: .date, range: literal.range)
        }
        if !alone, let rule = years.beforeSingularNoun, rule.range.count == 2, (rule.range[0]...rule.range[1]).contains(value),
           previous.map({ rule.determiners.contains($0.lowercased()) })
               ?? (literal.range.lowerBound == 0 || Self.afterSeparator(literal.range.lowerBound, in: text)),
           beforeSingularNoun(end, capitalized: previous != nil, in: context) {
            return Token(kind: .year(value, nil, noun: nil), semioticClass: .date, range: literal.range)
        }
        // "Taylor Swift · Red (2012)", "Adele · 21 (2011)", "«Группа крови» (1988)": a recent year
        // alone in parentheses ending a title's segment (`afterTitle`); "Reviews (2024)" counts.
        if !alone, (1900...2099).contains(value), text[literal.range.lowerBound - 1] == "(", text[end] == ")",
           Self.endsSegment(end + 1, in: text), Self.afterTitle(literal.range.lowerBound - 1, in: context) {
            return Token(kind: .year(value, years.nounForms.isEmpty ? nil : .nominative, noun: nil), semioticClass: .date, range: literal.range)
        }
        // "Visa ending in 1881": after a code's words the digits are a code, "in" notwithstanding.
        if !alone, context.speller.data.codeWords.precede(literal.range.lowerBound, in: text) { return nil }
        // "© 2025": a symbol of `contextWords` right before (spaces between).
        let before = text.wordEnd(before: literal.range.lowerBound)
        let afterSymbol = before > 0 && !text.isLetter(before - 1) && text[before - 1].map { years.contextWords.contains(String($0)) } == true
            || years.labelsBefore.map { labels in labels.contains { label in
                let start = before - label.unicodeScalars.count
                return start >= 0 && text.matches(label, at: start) && (start == 0 || !text.isLetter(start - 1) && !text.isDigit(start - 1))
            } } == true
        let isContextWord = { (word: String) in years.contextWords.contains(word) || years.contextWords.contains(word.lowercased()) }
        // "Property taxes (2024):": a recent year alone in parentheses after a context word
        // ("Photos (2019)" counts).
        let inParentheses = (1900...2099).contains(value) && text[literal.range.lowerBound - 1] == "(" && text[end] == ")"
            && text.previousWord(before: literal.range.lowerBound - 1).map(isContextWord) == true
        // "Honda Civic 2018, 62,400 mi", "Windows Server 2019": a recent year after a name of two
        // capitalized words (a make and its model), ending the phrase.
        let modelYear = (1950...2039).contains(value) && afterTwoNames(literal.range.lowerBound, in: context)
            && (end >= text.count || text[end].map({ ",;)·".unicodeScalars.contains($0) }) == true)
            // ("Vehicle: 2024 Tesla Model 3": or before them, opening the phrase.)
            || (1950...2039).contains(value) && (literal.range.lowerBound == 0 || Self.afterSeparator(literal.range.lowerBound, in: text))
                && beforeTwoNames(end, in: context)
        // ("Winner of “Booker” 2023": a recent year after a quoted title, ending the phrase.)
        let titleYear = (1900...2099).contains(value) && afterClosingQuote(literal.range.lowerBound, in: text)
            && (end >= text.count || text[end].map({ ",;)·.".unicodeScalars.contains($0) }) == true)
        guard years.bareYears, alone || afterSymbol || inParentheses || modelYear || titleYear || previous.map(isContextWord) == true
                || (1000...2999).contains(value) && afterJoinedYear(literal.range.lowerBound, isContextWord: isContextWord, in: context) else { return nil }
        // "released 1024 files", "from 1200 stores": a plural noun after a number that is no recent
        // year says it counts ("since 1990 prices rose" stays a year).
        if !alone, !(1900...2099).contains(value), let next = text.nextWord(from: end), next.startsLowercase, next.unicodeScalars.count > 3, next.hasSuffix("s"),
           context.speller.data.nounsByForm[next].map({ $0.form(for: .one) == next }) != true {
            return nil
        }
        return Token(kind: .year(value, nil, noun: nil), semioticClass: .date, range: literal.range)
    }

    /// Whether the text ends at `index` (spaces skipped) or a segment's separator stands there
    /// ("·", ",", ";", "|", "—").
    private static func endsSegment(_ index: Int, in text: TextCursor) -> Bool {
        let next = text.wordStart(after: index)
        return next >= text.count || text[next].map { "·,;|—".unicodeScalars.contains($0) } == true
    }

    /// Whether a title's end stands before the bracket at `bracket` (one space between): a
    /// closing quote; after a segment's separator, a number or a capitalized word that is no
    /// plural label ("Taylor Swift · Red (2012)", "Adele · 21 (2011)"; "Reviews (2024)" and
    /// "Room 12 (2024)" count).
    private static func afterTitle(_ bracket: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        guard bracket >= 2, text[bracket - 1] == " ", let last = text[bracket - 2] else { return false }
        if last == "\u{00BB}" || last == "\u{201D}" || last == "\"" { return true }
        // (ru, where a plural shows in a nominative ending `nouns.tsv` may not list ("Отзывы"),
        // and the year reads as an ordinal: only after a closing quote.)
        guard context.dates.years.nounForms.isEmpty else { return false }
        let separated = (0..<bracket).contains(where: { text[$0] == "\u{00B7}" || text[$0] == "\u{2014}" || text[$0] == "\u{2013}" && text[$0 - 1] == " " })
        // (Or a title of two words or more opening the text, the first capitalized, the last a
        // number or capitalized: "Fahrenheit 451 (1953)", "Blade Runner (1982)"; "Inbox (2019)",
        // one word, counts.)
        let words = text.string(0..<bracket - 1).split(separator: " ")
        let title = words.count >= 2 && words.count <= 6 && words[0].first?.isUppercase == true
        guard separated || title else { return false }
        if text.isDigit(bracket - 2) {
            // ("Room 12 (2024)": a label's number, then a count.)
            guard !separated, let word = words.dropLast().last.map(String.init) else { return true }
            return !isPluralOrLabel(word, in: context)
        }
        guard let word = text.previousWord(before: bracket - 1), word.startsUppercase else { return false }
        return !isPluralOrLabel(word, in: context)
    }

    /// Whether an era of `eraWords` follows `end` after one space ("AD", "до н. э.").
    static func eraFollows(_ end: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        guard let eras = context.dates.years.eraWords, TextCursor.isSpace(text[end]) else { return false }
        return eras.contains { era in
            text.matches(era, at: end + 1) && !text.isLetter(end + 1 + era.unicodeScalars.count) && !text.isDigit(end + 1 + era.unicodeScalars.count)
        }
    }

    /// Whether two capitalized words, a space between and after, stand right before `index`, the
    /// second no plural and no label ("Total Steps 2024", "Top Score 1999" count).
    private static func afterTwoNames(_ index: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        guard index > 0, text[index - 1] == " ", let model = text.previousWord(before: index), model.startsUppercase,
              !context.speller.data.ranges.ratio.countPluralEndings.contains(where: model.lowercased().hasSuffix),
              !context.speller.data.labelWords.contains(model.lowercased()), !context.speller.data.ranges.ratio.wordsBefore.contains(model) else { return false }
        let modelStart = index - 1 - model.unicodeScalars.count
        guard modelStart > 0, text[modelStart - 1] == " ", let make = text.previousWord(before: modelStart) else { return false }
        return make.startsUppercase
    }

    /// Whether two capitalized words follow `end` after a space, the first no plural and no
    /// label ("2024 Tesla Model 3", "2019 Honda Civic"; "2024 Apples" counts).
    private static func beforeTwoNames(_ end: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        guard text[end] == " ", let make = text.nextWord(from: end + 1), make.unicodeScalars.count > 1, make.startsUppercase,
              !isPluralOrLabel(make, in: context), MeasureClass.unit(after: end, in: context) == nil,
              context.speller.data.currencies.match(text, at: end + 1, digitsMayFollow: false) == nil else { return false }
        let modelStart = end + 1 + make.unicodeScalars.count
        guard text[modelStart] == " ", text[modelStart + 1].map(TextCursor.isUppercase) == true else { return false }
        // ("1999 New Messages": the second word no plural either.)
        return text.nextWord(from: modelStart + 1).map { !isPluralOrLabel($0, in: context) } ?? true
    }

    /// Whether `word` is a plural (an ending of `countPluralEndings`, or a plural form of
    /// `nouns.tsv`: ru "Отзывы") or a label word.
    private static func isPluralOrLabel(_ word: String, in context: ClassifyContext) -> Bool {
        let lowercased = word.lowercased()
        if context.speller.data.ranges.ratio.countPluralEndings.contains(where: lowercased.hasSuffix) || context.speller.data.labelWords.contains(lowercased) {
            return true
        }
        return context.speller.data.nounsByForm[lowercased].map { $0.form(for: .one) != lowercased } ?? false
    }

    /// "2019–2024", "2024–25", "2024/25": two plausible years, the second later, joined by a dash
    /// or a slash, alone (`years.range`).
    static func classifyRange(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        let years = context.dates.years
        guard let rules = years.range, literal.isPlainInteger, !literal.grouped, literal.digitCount == 4,
              let from = Int64(literal.integer), (1000...2999).contains(from) else { return nil }
        let text = context.text
        let joint = literal.range.upperBound
        guard let mark = text[joint], mark == "-" || mark == "\u{2013}" || mark == "\u{2014}" || mark == "/", text.isDigit(joint + 1),
              !text.isLetter(literal.range.lowerBound - 1), !text.isDigit(literal.range.lowerBound - 1),
              text[literal.range.lowerBound - 1] != "-", text[literal.range.lowerBound - 1] != "/", text[literal.range.lowerBound - 1] != "." else { return nil }
        let end = text.digitRunEnd(from: joint + 1)
        guard !text.isLetter(end), !text.isDigit(end), text[end] != "-", text[end] != "/", text[end] != ":",
              !((text[end] == "." || text[end] == ",") && text.isDigit(end + 1)), let written = text.intValue(joint + 1..<end) else { return nil }
        let to: Int64
        var shortTo: Int64?
        switch end - joint - 1 {
        case 4:
            to = Int64(written)
            guard to > from, to - from <= 100 else { return nil }
        case 2:
            to = from - from % 100 + Int64(written)
            guard to > from, to - from <= 20 else { return nil }
            if rules.shortEnd == true { shortTo = Int64(written) }
        default:
            return nil
        }
        // A slash joins a season's two years only ("2024/25", not "1999/2024").
        if mark == "/", to - from != 1 { return nil }
        var grammaticalCase: GrammaticalCase?
        var noun: String?
        var tokenEnd = end
        if let nouns = rules.nouns {
            // "в 2030–2035 гг." -> "в … годах" (the years row); "Пик зрелости: 2030–2035 гг." ->
            // "… годы": after a label's colon, a range names itself; "Отчёт 2020–2024 гг."
            // -> "… годов" (the default).
            let governors = context.speller.data.governors
            grammaticalCase = governors.yearRowCase(before: literal.range.lowerBound, in: text)
                ?? governors.grammaticalCase(before: literal.range.lowerBound, after: end, in: text, date: true)
                ?? (text.wordBeforeMark(literal.range.lowerBound, marks: ":") != nil ? .nominative : rules.defaultCase)
            let next = text.wordStart(after: end)
            if let word = text.nextWordLowercased(from: end),
               let written = GrammaticalCase.allCases.first(where: { nouns[$0.rawValue] == word }) {
                // "в 2024–2025 годах": the written noun says the case, and stays (in the cases'
                // order: "годы" is the nominative before the accusative).
                grammaticalCase = written
            } else if let abbreviation = rules.abbreviations?.first(where: { text.matches($0, at: next) }),
                      !text.isLetter(next + abbreviation.unicodeScalars.count), next - end <= 1 {
                noun = grammaticalCase.flatMap { nouns[$0.rawValue] }
                tokenEnd = next + abbreviation.unicodeScalars.count
            } else {
                noun = grammaticalCase.flatMap { nouns[$0.rawValue] }
            }
        }
        return Token(kind: .yearRange(from, to, shortTo: shortTo, grammaticalCase, noun: noun), semioticClass: .date, range: literal.range.lowerBound..<tokenEnd)
    }

    /// ru "премия «Большая книга» 2023 г.": a closing quote or bracket, then a space, before the
    /// year: a name's, which the year qualifies.
    private static func afterClosingQuote(_ index: Int, in text: TextCursor) -> Bool {
        guard index >= 2, text[index - 1] == " ", let mark = text[index - 2] else { return false }
        return mark == "\u{00BB}" || mark == "\u{201D}" || mark == ")"
    }

    /// Whether an amount's abbreviated unit ends before `start` ("Монета 10 руб. 2010 г."), not
    /// a sentence ("… в сосновом лесу. 1889 г.").
    private static func afterAmountsAbbreviation(_ start: Int, in text: TextCursor) -> Bool {
        let end = text.wordEnd(before: start)
        guard end > 1, end < start, text[end - 1] == ".", text.isLetter(end - 2) else { return false }
        var wordStart = end - 1
        while wordStart > 0, text.isLetter(wordStart - 1) { wordStart -= 1 }
        return wordStart > 1 && text[wordStart - 1] == " " && text.isDigit(wordStart - 2)
    }

    /// ru: " году", " года", " г." after the number.
    /// ru "на 1 год", "3 года", "5 лет", "от 1 года": the noun in the form a count of `value`
    /// takes, alone or in the case of the word before, is a duration, not a year ("2015 год" is
    /// plausible as a year and stays one).
    private static func counts(_ value: Int64, noun: DateRules.YearNounForm, plausibleYear: Bool, at range: Range<Int>, in context: ClassifyContext) -> Bool {
        guard !plausibleYear, let counted = context.speller.data.nounsByForm[noun.written] else { return false }
        let category = context.speller.pluralCategory(value)
        if counted.form(for: category) == noun.written { return true }
        guard let governed = context.speller.data.governors.grammaticalCase(before: range.lowerBound, after: range.upperBound, in: context.text),
              let form = context.speller.data.caseForms[governed]?[category] else { return false }
        return counted.form(for: form) == noun.written
    }

    /// en whether a joiner of years stands before `start` after a year its context word announces:
    /// "from 2020 to 2024", "between 2019 and 2024".
    private static func afterJoinedYear(_ start: Int, isContextWord: (String) -> Bool, in context: ClassifyContext) -> Bool {
        let text = context.text
        guard let joiners = context.dates.years.joiners, let joiner = text.previousWordLowercased(before: start), joiners.contains(joiner) else { return false }
        guard let (first, _) = fourDigits(beforeJoiner: joiner, endingAt: start, in: text), text[first] != "0",
              first == 0 || !text.isLetter(first - 1) && !text.isDigit(first - 1),
              let opener = text.previousWord(before: first) else { return false }
        return isContextWord(opener) || context.dates.years.joinerOpeners?.contains(opener.lowercased()) == true
    }

    /// ru whether a year's number after `joiner` (which ends before `start`) closes a range that a
    /// preposition opens: "с 2020 по 2024 г.".
    private static func opensRangeOfYears(joinerBefore start: Int, joiner: String, in context: ClassifyContext) -> Bool {
        let text = context.text
        guard let (first, end) = fourDigits(beforeJoiner: joiner, endingAt: start, in: text),
              let opener = text.previousWordLowercased(before: first) else { return false }
        return context.speller.data.governors.grammaticalCase(before: first, after: end, in: text, date: true) != nil && opener != joiner
    }

    /// Where four digits start and end before `joiner` and one space, the joiner ending before
    /// `start` (spaces between): the first year of "2020 to 2024", "2020 по 2024".
    private static func fourDigits(beforeJoiner joiner: String, endingAt start: Int, in text: TextCursor) -> (Int, Int)? {
        var index = start
        while index > 0, TextCursor.isSpace(text[index - 1]) { index -= 1 }
        index -= joiner.unicodeScalars.count
        guard index > 1, text[index - 1] == " ", text.isDigit(index - 2) else { return nil }
        var first = index - 1
        while first > 0, text.isDigit(first - 1) { first -= 1 }
        return index - 1 - first == 4 ? (first, index - 1) : nil
    }

    private static func yearNoun(after index: Int, plausibleYear: Bool, in context: ClassifyContext) -> (DateRules.YearNounForm, Int)? {
        let text = context.text
        guard TextCursor.isSpace(text[index]) || text[index] == "-" else { return nil }
        for form in context.dates.years.nounForms where text.matches(form.written, at: index + 1) {
            // "500 г" is grams: abbreviations are years only for four-digit numbers, or before
            // an era ("52 г. до н. э.").
            if form.spoken != nil, !plausibleYear,
               !eraFollows(index + 1 + form.written.unicodeScalars.count, in: context) { continue }
            // ("Пакет 1500 г": without its period, the abbreviation is a year's only for a year
            // of these times, not a round hundred: "Выпуск 2010 г".)
            if form.spoken != nil, form.written.last != ".", let value = Int(text.string(text.digitRunStart(before: index)..<index)),
               !(1900...2100).contains(value) || value % 100 == 0 { continue }
            // A form read only in a range ("гг.") needs its joiner before the number.
            if form.afterPreposition == nil, form.inRange != nil,
               text.previousWordLowercased(before: index - 4).map({ form.inRange?[$0] != nil }) != true { continue }
            let end = index + 1 + form.written.unicodeScalars.count
            if text.isLetter(end) { continue }
            return (form, end)
        }
        return nil
    }

    /// "2024 tax return": a lowercase word after one space that is no plural, no unit and no
    /// listed noun's plural form.
    /// `capitalized`: a capitalized word too, after a determiner ("Your 2024 Wrapped").
    private static func beforeSingularNoun(_ end: Int, capitalized: Bool, in context: ClassifyContext) -> Bool {
        let text = context.text
        guard text[end] == " ", let first = text[end + 1], first.isASCII,
              TextCursor.isLowercase(first) || capitalized && TextCursor.isUppercase(first) && text[end + 2].map({ TextCursor.isLowercase($0) }) == true
        else { return false }
        let wordEnd = text.letterRunEnd(from: end + 1)
        guard wordEnd - end - 1 >= 3, !text.isDigit(wordEnd), text[wordEnd] != "-", text[wordEnd] != "'" else { return false }
        let word = text.string(end + 1..<wordEnd).lowercased()
        guard !word.hasSuffix("s"), context.speller.data.nounsByForm[word] == nil, MeasureClass.unit(after: end, in: context) == nil,
              !context.dates.months.contains(word), !context.dates.weekdays.contains(word) else { return false }
        return true
    }

    /// Whether a separator of a list or a row stands right before `start` (spaces between).
    private static func afterSeparator(_ start: Int, in text: TextCursor) -> Bool {
        var before = start
        while before > 0, TextCursor.isSpace(text[before - 1]) { before -= 1 }
        guard before < start, before > 0, let scalar = text[before - 1] else { return false }
        return "\u{00B7}\u{2022}|:(".unicodeScalars.contains(scalar)
    }
}
