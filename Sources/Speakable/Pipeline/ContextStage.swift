import Foundation

/// Between classifying and verbalizing: the case a governing word before a token gives it
/// (`Governors`, one table per language). Numbers, days and times take their case when they are
/// classified; this stage gives it to what carries a noun of its own: measures, durations,
/// amounts and percentages, also inside a rate.
///
/// ```swift
/// // ru: "до 15 км" -> "до пятнадцати километров", "более 500 ₽" -> "более пятисот рублей",
/// // "через 1 мин" -> "через одну минуту", "до 50%" -> "до пятидесяти процентов".
/// // fr and en have no governing words: tokens pass unchanged.
/// ```
enum ContextStage {
    /// ru "в пт, 22 января" -> "в пятницу, двадцать второго января": a date right after a
    /// weekday in an oblique case (a comma between) is in the genitive, as an adverbial of time.
    static func linkWeekdayDates(_ tokens: inout [Token], in context: ClassifyContext) {
        guard context.dates.weekdayForms != nil, tokens.count > 1 else { return }
        for index in tokens.indices.dropLast() {
            guard case let .weekday(_, grammaticalCase, _) = tokens[index].kind, grammaticalCase != .nominative,
                  case var .date(reading) = tokens[index + 1].kind, reading.grammaticalCase == .nominative,
                  context.text.string(tokens[index].range.upperBound..<tokens[index + 1].range.lowerBound).trimmedSpaces == "," else { continue }
            // ("на субботу, 8 ноября" -> "восьмое": after a word of `weekdayDateAgreesAfter` the
            // date agrees with the weekday; "в пятницу, 5 декабря" -> "пятого", when.)
            let agrees = context.text.previousWord(before: tokens[index].range.lowerBound)
                .map { context.dates.weekdayDateAgreesAfter?.contains($0.lowercased()) == true } ?? false
            reading.grammaticalCase = agrees ? grammaticalCase : .genitive
            tokens[index + 1].kind = .date(reading)
        }
        // The weekday written in full: "Розыгрыш в субботу, 1 ноября" -> "первого ноября".
        guard let forms = context.dates.weekdayForms else { return }
        let text = context.text
        for index in tokens.indices {
            guard case var .date(reading) = tokens[index].kind, reading.grammaticalCase == .nominative else { continue }
            var comma = tokens[index].range.lowerBound
            while comma > 0, TextCursor.isSpace(text[comma - 1]) { comma -= 1 }
            guard comma > 1, text[comma - 1] == ",", let word = text.previousWordLowercased(before: comma - 1),
                  // (In the order of the cases: a form two cases share gives the same one each time.)
                  let grammaticalCase = GrammaticalCase.allCases.first(where: { forms[$0.rawValue]?.contains(word) == true }),
                  grammaticalCase != .nominative else { continue }
            let wordStart = Governors.wordStart(before: comma - 1, in: text)
            // (A weekday whose oblique form is its nominative, "Вторник, 3 марта", is a label unless
            // a governing word stands before it: "во вторник, 3 марта".)
            if context.dates.weekdays.contains(where: { $0.lowercased() == word }),
               text.previousWordLowercased(before: wordStart).map(context.speller.data.governors.governs) != true { continue }
            let agrees = text.previousWord(before: wordStart).map { context.dates.weekdayDateAgreesAfter?.contains($0.lowercased()) == true } ?? false
            reading.grammaticalCase = agrees ? grammaticalCase : .genitive
            tokens[index].kind = .date(reading)
        }
    }

    /// ru "около 4 ч 30 мин" -> "около четырех часов тридцати минут": the durations of a chain
    /// (only spaces between) all take the case the governing word gave the first.
    static func linkDurationChains(_ tokens: inout [Token], in context: ClassifyContext) {
        guard !context.speller.data.governors.isEmpty, tokens.count > 1 else { return }
        for index in tokens.indices.dropFirst() {
            guard case let .governed(.duration, grammaticalCase) = tokens[index - 1].kind, case .duration = tokens[index].kind,
                  tokens[index - 1].range.upperBound < tokens[index].range.lowerBound,
                  (tokens[index - 1].range.upperBound..<tokens[index].range.lowerBound).allSatisfy({ context.text.isWhitespace($0) })
            else { continue }
            tokens[index].kind = .governed(tokens[index].kind, grammaticalCase)
        }
    }

    /// ru "между 5 и 10 км" -> "между пятью и десятью километрами", "между 9:00 и 18:00": after a
    /// governing word that takes two quantities (`coordinated` in `ranges.json`), the one after
    /// the joiner takes the case the word gave the first.
    static func linkCoordinated(_ tokens: inout [Token], in context: ClassifyContext) {
        guard let coordinated = context.speller.data.ranges.coordinated, tokens.count > 1 else { return }
        for index in tokens.indices.dropLast() {
            guard let grammaticalCase = governedCase(of: tokens[index].kind), grammaticalCase != .nominative,
                  let governor = context.text.previousWord(before: tokens[index].range.lowerBound), coordinated.governors.contains(governor),
                  governedCase(of: tokens[index + 1].kind) == .nominative,
                  tokens[index].range.upperBound < tokens[index + 1].range.lowerBound,
                  coordinated.joiners.contains(context.text.string(tokens[index].range.upperBound..<tokens[index + 1].range.lowerBound)
                      .trimmedSpaces),
                  let kind = withCase(grammaticalCase, tokens[index + 1].kind) else { continue }
            tokens[index + 1].kind = kind
        }
    }

    /// ru "за 1 шт." -> "за одну штуку": a counted abbreviation's noun takes the case the number
    /// before it took.
    /// ru "3:27 / 4:05" -> "... из четырёх минут пяти секунд": the length after a media
    /// player's "of" takes the case the joiner's word gives, as a measure after a progress's
    /// ("612 км / 800 км" -> "… из восьмисот километров").
    static func linkProgress(_ tokens: inout [Token], in context: ClassifyContext) {
        let governors = context.speller.data.governors
        guard !governors.isEmpty, tokens.count > 2 else { return }
        for index in tokens.indices.dropFirst().dropLast() {
            guard case let .idiom(word) = tokens[index].kind, let grammaticalCase = governors.grammaticalCase(of: word), grammaticalCase != .nominative
            else { continue }
            let slash = tokens[index].range.lowerBound
            switch tokens[index + 1].kind {
            case .elapsed where TimeClass.isProgressSlash(slash, in: context.text): break
            // (ru "612 км / 800 км" -> "… из восьмисот километров".)
            case .measure where TimeClass.isSameUnitSlash(slash, in: context): break
            default: continue
            }
            tokens[index + 1].kind = .governed(tokens[index + 1].kind, grammaticalCase)
        }
    }

    /// ru "1 ₽ = 1,5 балла" -> "один рубль равен полутора баллам": "=" after a quantity of one
    /// agrees with its noun (`equalsAgreement`); before a count whose noun is written in the
    /// nominative, which the count agrees with, it is a dash: "10 отметок = 1 бесплатный визит"
    /// -> "десять отметок — один бесплатный визит" ("равно один визит" would be ungrammatical).
    static func linkEquals(_ tokens: inout [Token], in context: ClassifyContext) {
        guard let forms = context.rules.equalsAgreement, let equals = context.rules.equals, tokens.count > 1 else { return }
        let text = context.text
        func spacesOnly(_ range: Range<Int>) -> Bool { range.allSatisfy { text.isWhitespace($0) } }
        for index in tokens.indices {
            guard case let .idiom(word) = tokens[index].kind, word == equals else { continue }
            // (The words between tokens pass as written, in tokens of their own.)
            if let next = tokens[(index + 1)...].firstIndex(where: { !$0.kind.isVerbatim }), case .cardinal = tokens[next].kind,
               spacesOnly(tokens[index].range.upperBound..<tokens[next].range.lowerBound),
               Governors.writtenNounAfter(tokens[next].range.upperBound, in: text) {
                tokens[index].kind = .idiom(forms.beforeWrittenNoun)
                continue
            }
            // (The quantity right before, or a count and the one word of its noun: "1 ночь = …".)
            guard let previous = tokens[..<index].lastIndex(where: { !$0.kind.isVerbatim }),
                  spacesOnly(tokens[previous].range.upperBound..<tokens[index].range.lowerBound)
                    || isCountAndNoun(tokens[previous], before: tokens[index].range.lowerBound, in: text),
                  let (numeral, whole) = quantity(tokens[previous].kind), whole, let value = numeral.value,
                  context.speller.pluralCategory(value) == .one,
                  let gender = RangeClass.gender(of: tokens[previous].kind, with: context.speller)
                      ?? quantityGender(before: tokens[previous], in: context) else { continue }
            tokens[index].kind = .idiom(forms.form(gender))
        }
    }

    /// The number of an amount, a measure or a count, and whether it is whole.
    private static func quantity(_ kind: Token.Kind) -> (Numeral, Bool)? {
        switch kind {
        case let .cardinal(numeral, _): (numeral, true)
        case let .measure(value), let .duration(value): (value.numeral, value.fraction == nil && value.scale == nil)
        case let .money(amount): (amount.numeral, amount.fraction == nil && amount.minor == nil && amount.scale == nil && !amount.onlyMinor)
        case let .governed(inner, _): quantity(inner)
        default: nil
        }
    }

    /// Whether one word of letters stands between the count `token` and `end`, spaced.
    private static func isCountAndNoun(_ token: Token, before end: Int, in text: TextCursor) -> Bool {
        guard case .cardinal = token.kind, text[token.range.upperBound] == " ", text.isLetter(token.range.upperBound + 1) else { return false }
        let wordEnd = text.letterRunEnd(from: token.range.upperBound + 1)
        return wordEnd < end && (wordEnd..<end).allSatisfy { text.isWhitespace($0) }
    }

    /// The gender of the noun written after a count ("1 страница = …").
    private static func quantityGender(before token: Token, in context: ClassifyContext) -> Gender? {
        guard case .cardinal = token.kind else { return nil }
        return context.speller.data.genderGuess.gender(after: token.range.upperBound, category: .one, in: context.text)
    }

    /// ru "с 9:00 до 18:00" -> "с девяти до восемнадцати": two times after the words of a range
    /// (`time.bareHoursInRange`), each said without the hour's noun when it is a round hour.
    static func linkTimeRanges(_ tokens: inout [Token], in context: ClassifyContext) {
        guard let words = context.dates.time.bareHoursInRange, words.count == 2, tokens.count > 1 else { return }
        let text = context.text
        // Two tokens (the words between them pass as written, in tokens of their own).
        for index in tokens.indices.dropLast() {
            guard case var .time(first) = tokens[index].kind,
                  let next = tokens[(index + 1)...].firstIndex(where: { !$0.kind.isVerbatim }),
                  case var .time(last) = tokens[next].kind, first.allowsBareHoursInRange, last.allowsBareHoursInRange,
                  text.string(tokens[index].range.upperBound..<tokens[next].range.lowerBound).trimmedSpaces.lowercased() == words[1],
                  text.previousWordLowercased(before: tokens[index].range.lowerBound) == words[0] else { continue }
            (first.inRange, last.inRange) = (true, true)
            tokens[index].kind = .time(first)
            tokens[next].kind = .time(last)
        }
    }

    /// "Sat 11 PM – Mon 5 AM" -> "Saturday eleven PM to Monday five AM": a time, a spaced dash,
    /// then a weekday and a time; the dash says the word between the ends of the locale's range
    /// template ("{from} to {to}"; where the template opens with a word of its own, ru "от
    /// {from} до {to}", the dash stays).
    static func linkWeekdayTimeRanges(_ tokens: inout [Token], in context: ClassifyContext) {
        guard tokens.count > 2 else { return }
        // The joiner is worked out from the template at the first time, weekday, time found
        // (most texts have none: no string is cut for them).
        var joiner: String?
        let text = context.text
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard case .time = tokens[index].kind, case .weekday = tokens[index + 1].kind, case .time = tokens[index + 2].kind else { continue }
            if joiner == nil {
                let template = context.speller.data.ranges.range.template
                guard template.hasPrefix("{from}"), template.hasSuffix("{to}") else { return }
                joiner = String(template.dropFirst("{from}".count).dropLast("{to}".count)).trimmedSpaces
            }
            guard let joiner, !joiner.isEmpty else { return }
            let dash = tokens[index].range.upperBound + 1
            guard text[dash - 1] == " ", text[dash] == "\u{2013}" || text[dash] == "\u{2014}" || text[dash] == "-", text[dash + 1] == " ",
                  dash + 2 == tokens[index + 1].range.lowerBound else { continue }
            tokens.insert(Token(kind: .idiom(joiner), semioticClass: .date, range: dash..<dash + 1), at: index + 1)
            index += 1
        }
    }

    static func linkCountedAbbreviations(_ tokens: inout [Token], in context: ClassifyContext) {
        guard !context.speller.data.governors.isEmpty, tokens.count > 1 else { return }
        for index in tokens.indices.dropFirst() {
            // ru "1,5 ст. л." -> "полторы столовые ложки": one and a half of the abbreviation's
            // noun, which takes the form it has after two.
            if case let .abbreviation(entry, count?, keepPeriod) = tokens[index].kind, entry.expansion.hasPrefix("@"),
               case let .decimal(numeral, "5") = tokens[index - 1].kind, numeral.digits == "1", !numeral.negative,
               context.speller.rules.decimal.oneAndAHalf != nil, count == "1.5" || count == "1,5",
               let noun = context.speller.data.nouns[String(entry.expansion.dropFirst())] {
                tokens[index - 1].kind = .oneAndAHalf(noun.gender)
                tokens[index].kind = .abbreviation(entry, count: "2", keepPeriod: keepPeriod)
                continue
            }
            // ru "3 500 ₽ за шт." -> "за штуку": a noun's abbreviation alone after a word that
            // governs a case, and no number before it.
            if case let .abbreviation(entry, nil, _) = tokens[index].kind, entry.expansion.hasPrefix("@"), entry.cases.isEmpty,
               let word = context.text.previousWordLowercased(before: tokens[index].range.lowerBound),
               context.text.wordEnd(before: tokens[index].range.lowerBound) + 1 == tokens[index].range.lowerBound,
               let grammaticalCase = context.speller.data.governors.grammaticalCase(of: word), grammaticalCase != .nominative {
                tokens[index].kind = .governed(tokens[index].kind, grammaticalCase)
                continue
            }
            guard case let .abbreviation(entry, count, _) = tokens[index].kind, count != nil, entry.expansion.hasPrefix("@"),
                  case .cardinal(let numeral, var agreement) = tokens[index - 1].kind, agreement.grammaticalCase != .nominative,
                  tokens[index - 1].range.upperBound < tokens[index].range.lowerBound,
                  (tokens[index - 1].range.upperBound..<tokens[index].range.lowerBound).allSatisfy({ context.text.isWhitespace($0) })
            else { continue }
            // ru "по 1 шт." -> "по одной штуке": the abbreviation shows no ending to say which case.
            if let word = context.text.previousWord(before: tokens[index - 1].range.lowerBound) {
                let countIsOne = numeral.value.map { context.speller.pluralCategory($0) == .one || Governors.countsAsOne($0) } ?? false
                let decided = context.speller.data.governors.grammaticalCase(agreement.grammaticalCase, givenBy: word, toCountOfOne: countIsOne)
                if decided != agreement.grammaticalCase {
                    agreement.grammaticalCase = decided
                    tokens[index - 1].kind = .cardinal(numeral, agreement)
                }
            }
            // ("по 1 000 шт." -> "по тысяче штук": after a thousand said as a noun, the genitive.)
            if let value = numeral.value, Governors.countsAsOne(value), context.speller.pluralCategory(value) != .one {
                tokens[index].kind = .governed(tokens[index].kind, .genitive)
                continue
            }
            tokens[index].kind = .governed(tokens[index].kind, agreement.grammaticalCase)
        }
    }

    /// ru "6 ч × 1,5" -> "умножить на одну целую пять десятых", "≥ 0,5" -> "не менее ноля целых
    /// пяти десятых": a sign said with words whose last governs a case gives it to the quantity
    /// right after (spaces between).
    static func linkSignGovernors(_ tokens: inout [Token], in context: ClassifyContext) {
        let governors = context.speller.data.governors
        guard !governors.isEmpty, tokens.count > 1 else { return }
        for index in tokens.indices.dropLast() {
            guard case let .idiom(words) = tokens[index].kind, let last = words.trimmedSpaces.split(separator: " ").last,
                  let grammaticalCase = governors.grammaticalCase(of: String(last)), grammaticalCase != .nominative,
                  tokens[index].range.upperBound <= tokens[index + 1].range.lowerBound,
                  (tokens[index].range.upperBound..<tokens[index + 1].range.lowerBound).allSatisfy({ context.text.isWhitespace($0) }) else { continue }
            switch tokens[index + 1].kind {
            case .cardinal(_, let agreement) where agreement.grammaticalCase == .nominative:
                if let kind = withCase(grammaticalCase, tokens[index + 1].kind) { tokens[index + 1].kind = kind }
            case .decimal, .fraction(nil, _, _, _), .measure, .duration, .money, .percent:
                tokens[index + 1].kind = .governed(tokens[index + 1].kind, grammaticalCase)
            default: continue
            }
        }
    }

    /// ru "Отмена бесплатно до 10 мая, 18:00" -> "до десятого мая, восемнадцати часов": a time
    /// right after a date and a comma takes the case the date's governing word gave it.
    static func linkDateTimes(_ tokens: inout [Token], in context: ClassifyContext) {
        guard let governors = context.dates.timeAfterDateGovernors, tokens.count > 1 else { return }
        for index in tokens.indices.dropLast() {
            guard case let .date(reading) = tokens[index].kind, reading.grammaticalCase != .nominative,
                  case var .time(time) = tokens[index + 1].kind, time.grammaticalCase == .nominative,
                  context.text.string(tokens[index].range.upperBound..<tokens[index + 1].range.lowerBound) == ", " else { continue }
            // (The governing word within a few words before the date: "до пт, 14 ноября, 17:00".)
            var position = tokens[index].range.lowerBound
            var governed = false
            for _ in 0..<3 {
                guard let word = context.text.previousWordLowercased(before: position) else {
                    let end = context.text.wordEnd(before: position)
                    guard end > 0, context.text[end - 1] == "," else { break }
                    position = end - 1
                    continue
                }
                if governors.contains(word) { governed = true; break }
                position = context.text.wordEnd(before: position) - word.unicodeScalars.count
            }
            guard governed else { continue }
            time.grammaticalCase = reading.grammaticalCase
            tokens[index + 1].kind = .time(time)
        }
    }

    /// The case a quantity, a time or a date is said in; nil for what has none.
    private static func governedCase(of kind: Token.Kind) -> GrammaticalCase? {
        switch kind {
        case let .cardinal(_, agreement): agreement.grammaticalCase
        case let .time(time): time.grammaticalCase
        case let .date(reading): reading.grammaticalCase
        case let .governed(_, grammaticalCase): grammaticalCase
        case .measure, .duration, .money, .percent, .elapsed: .nominative
        default: nil
        }
    }

    private static func withCase(_ grammaticalCase: GrammaticalCase, _ kind: Token.Kind) -> Token.Kind? {
        switch kind {
        case .cardinal(let numeral, var agreement):
            agreement.grammaticalCase = grammaticalCase
            return .cardinal(numeral, agreement)
        case var .time(time):
            time.grammaticalCase = grammaticalCase
            return .time(time)
        case var .date(reading):
            reading.grammaticalCase = grammaticalCase
            return .date(reading)
        case .measure, .duration, .money, .percent, .elapsed:
            return .governed(kind, grammaticalCase)
        default:
            return nil
        }
    }

    /// ru "со 2 по 6 декабря" -> "со второго по шестое декабря": a number of 1 to 31 joined to a
    /// following date with a day by a word of `dayRangeJoiners` is a day of that month, read as
    /// the date's day is (ordinal, in the case its own governing word gave it).
    /// Two dates, or a day and a date, joined by a dash are one range, read with the locale's
    /// range words (`templates.dayRange`): "Dec 20 – Jan 3" -> "December twentieth to January
    /// third", fr "5 – 12 juin" -> "du cinq au douze juin", ru "20 дек. – 3 янв." -> "с
    /// двадцатого декабря по третье января"; full dates too, "01.09.2024 – 30.09.2024".
    static func linkDateRanges(_ tokens: inout [Token], in context: ClassifyContext) {
        guard context.dates.templates.dayRange != nil, tokens.count > 1 else { return }
        var index = 0
        while index + 1 < tokens.count {
            defer { index += 1 }
            let first = tokens[index]
            // "Tue, Sep 22 – Thu, Sep 24": a weekday before the second date (a token of its own)
            // is said with it, where the range words ask no case and come between the dates
            // (fr "du {from} au {to}" would read "mardi du vingt-deux").
            var second = tokens[index + 1]
            var last = index + 1
            if case let .weekday(weekday, _, _) = second.kind, let range = context.dates.templates.dayRange, range.fromCase == nil, range.template.hasPrefix("{from}"), index + 2 < tokens.count,
               case var .date(reading) = tokens[index + 2].kind, reading.weekday == nil,
               [",", ""].contains(context.text.string(second.range.upperBound..<tokens[index + 2].range.lowerBound).trimmedSpaces) {
                reading.weekday = weekday
                second = Token(kind: .date(reading), semioticClass: .date, range: second.range.lowerBound..<tokens[index + 2].range.upperBound)
                last = index + 2
            }
            guard case let .date(to) = second.kind, let toDay = to.date.day, to.time == nil,
                  first.range.upperBound < second.range.lowerBound, DateClass.rangeWordsFit(before: first.range.lowerBound, in: context),
                  ["-", "\u{2013}", "\u{2014}"].contains(context.text.string(first.range.upperBound..<second.range.lowerBound).trimmedSpaces)
            else { continue }
            let kind: Token.Kind
            switch first.kind {
            // (With a year on the first end, a year on the second too: "01/01/2025 – 12/31/2025".)
            case let .date(from) where from.date.day != nil && from.weekday == nil && from.time == nil && (from.date.year == nil || to.date.year != nil):
                let earlier = from.date.year.map { year in (year, from.date.month, from.date.day!) < (to.date.year!, to.date.month, toDay) }
                guard earlier ?? (from.date.month != to.date.month || from.date.day! < toDay) else { continue }
                kind = .dateRange(from: from, to: to)
            case let .cardinal(numeral, _) where to.order == .dayFirst:
                guard let day = numeral.value.map(Int.init), (1..<toDay).contains(day), numeral.digits.count <= 2 else { continue }
                kind = .dayList(days: [day, toDay], month: to.date.month, year: to.date.year, yearNoun: to.yearNoun, grammaticalCase: to.grammaticalCase, range: true)
            default:
                continue
            }
            tokens[index] = Token(kind: kind, semioticClass: .date, range: first.range.lowerBound..<second.range.upperBound)
            tokens.removeSubrange(index + 1...last)
        }
    }

    static func linkDayRanges(_ tokens: inout [Token], in context: ClassifyContext) {
        let dates = context.dates
        guard let joiners = dates.dayRangeJoiners, dates.day.reading == .ordinal, tokens.count > 1 else { return }
        for index in tokens.indices.dropLast() {
            // Words kept as written ("по") may stand between as tokens of their own.
            guard case let .cardinal(numeral, agreement) = tokens[index].kind, let value = numeral.value, (1...31).contains(value),
                  let next = tokens[(index + 1)...].firstIndex(where: { !$0.kind.isVerbatim }),
                  case let .date(reading) = tokens[next].kind, reading.date.day != nil,
                  tokens[index].range.upperBound < tokens[next].range.lowerBound else { continue }
            let between = context.text.string(tokens[index].range.upperBound..<tokens[next].range.lowerBound)
                .trimmedSpaces
            // The first day before the last ("в ячейке 14 до 12 июня" is a locker, then a date).
            guard joiners.contains(between), case let .date(last) = tokens[next].kind, let lastDay = last.date.day, value < lastDay else { continue }
            // "С 1 по 15 мая": the case of the preposition before, capitalized or not.
            let grammaticalCase = agreement.grammaticalCase != .nominative ? agreement.grammaticalCase
                : DateClass.dayCase(before: tokens[index].range.lowerBound, in: context, clock: true)
            // A joining word ("до", "по") needs a word that opens the range before the first day:
            // "14 до 20 июня" alone is a number, then a date.
            if between.unicodeScalars.first.map(TextCursor.isAlphabetic) == true, grammaticalCase == .nominative { continue }
            tokens[index].kind = .ordinal(numeral, Agreement(gender: dates.day.gender ?? .neuter, grammaticalCase: grammaticalCase))
            tokens[index].semioticClass = .date
        }
    }

    /// fr "de 1 h" -> "d'une heure", "que 1 place" -> "qu'une place": when the word right before
    /// a token elides (`elision.tsv`) and the token's words start with "un"/"une", the token takes
    /// the word in and says it elided. "de 11" stays "de onze".
    /// `floor`: where the previous token ends (the word must not be part of it).
    static func elide(_ token: Token, after floor: Int, in context: ClassifyContext) -> Token {
        let elision = context.speller.data.elision
        guard !elision.isEmpty, let word = context.text.previousWord(before: token.range.lowerBound),
              let replacement = elision.elided(word) else { return token }
        // One space between them, and the word whole (not the end of "jusqu'à de").
        let start = token.range.lowerBound - 1 - word.unicodeScalars.count
        guard start >= floor, context.text.isWhitespace(token.range.lowerBound - 1), !context.text.isWhitespace(token.range.lowerBound - 2),
              start == 0 || !(context.text.isLetter(start - 1) || context.text.isDigit(start - 1) || context.text[start - 1] == "'"
                  || context.text[start - 1] == "\u{2019}" || context.text[start - 1] == "%"),   // "%de 1": "%d" is a placeholder
              let words = Verbalizer.verbalize(token.kind, with: context.speller), elision.elides(word, before: words) else { return token }
        var elided = token
        elided.kind = .elided(token.kind, word: replacement)
        elided.range = start..<token.range.upperBound
        return elided
    }

    /// The whole number a measure or an amount counts (nil with a decimal part).
    private static func wholeCount(of kind: Token.Kind) -> Int64? {
        switch kind {
        case let .measure(value) where value.fraction == nil && value.scale == nil: value.numeral.value
        case let .duration(value) where value.fraction == nil && value.scale == nil: value.numeral.value
        case let .money(amount) where amount.fraction?.allSatisfy({ $0 == "0" }) != false && amount.scale == nil: amount.numeral.value
        default: nil
        }
    }

    static func govern(_ token: Token, in context: ClassifyContext) -> Token {
        let governors = context.speller.data.governors
        guard !governors.isEmpty else { return token }
        var inner = token.kind
        var per: String?
        var perUnit: (count: Numeral?, unit: MeasureUnit)?
        if case let .rate(kind, unit) = token.kind {
            inner = kind
            per = unit
        } else if case let .perUnit(kind, count, unit) = token.kind {
            inner = kind
            perUnit = (count, unit)
        }
        // ru "от +2 до +5" -> "от плюс двух до плюс пяти": the sign keeps the case.
        var signed = false
        if case let .plus(kind) = inner {
            inner = kind
            signed = true
        }
        switch inner {
        case .measure, .duration, .money, .percent, .elapsed, .countedFraction: break
        // ru "до 1/2 таблетки" -> "до одной второй", "на 1/2 дня" -> "на одну вторую" ("по 1/2"
        // wants the dative of one, which the noun after a fraction does not show).
        // ("по 1/2 таблетки", "По ½ таблетки": a numerator of one takes the dative, "по половине
        // таблетки"; "по 3/4" the accusative.)
        case .fraction(nil, _, _, _), .halfOfWord:
            let numerator: Int64 = if case let .fraction(_, numerator, _, _) = inner { numerator } else { 1 }
            guard var grammaticalCase = governors.grammaticalCase(before: token.range.lowerBound, after: token.range.upperBound, in: context.text),
                  grammaticalCase != .nominative else { return token }
            if grammaticalCase == .accusative, numerator == 1, governors.mayGovern(.dative, word: context.text.previousWord(before: token.range.lowerBound) ?? "") {
                grammaticalCase = .dative
            }
            var governed = token
            governed.kind = .governed(inner, grammaticalCase)
            return governed
        // ru "Отправить 1,2 ETH?" -> "одну целую две десятых", "до 0,5" -> "до ноля целых пяти
        // десятых": a decimal no noun of ours follows takes the case too.
        case .decimal where !signed:
            guard let grammaticalCase = governors.grammaticalCase(before: token.range.lowerBound, after: token.range.upperBound, in: context.text),
                  grammaticalCase != .nominative else { return token }
            var governed = token
            governed.kind = .governed(inner, grammaticalCase)
            return governed
        case .cardinal(let numeral, var agreement) where signed:
            guard agreement.grammaticalCase == .nominative,
                  let grammaticalCase = governors.grammaticalCase(before: token.range.lowerBound, after: token.range.upperBound, in: context.text, withUnit: true) else { return token }
            agreement.grammaticalCase = grammaticalCase
            var governed = token
            governed.kind = .plus(.cardinal(numeral, agreement))
            return governed
        default: return token
        }
        var unitNoun: String?
        // A token that carries its noun ("12%", "500 ₽", "3 км") matches the alternative's endings
        // with it, not with the next word ("на 12% меньше" is no "на 3 этажах").
        if per == nil, perUnit == nil {
            switch inner {
            case let .measure(value) where value.unit.after.isEmpty: unitNoun = value.unit.noun
            // ("на 32 мин дольше": the unit of time, not the word after it.)
            case let .duration(value) where value.unit.after.isEmpty: unitNoun = value.unit.noun
            case let .elapsed(parts) where parts.last?.unit.after.isEmpty == true: unitNoun = parts.last?.unit.noun
            case .percent: unitNoun = context.rules.percent.noun
            case let .money(amount): unitNoun = amount.currency?.major
            default: break
            }
        }
        guard var grammaticalCase = governors.grammaticalCase(before: token.range.lowerBound, after: token.range.upperBound, in: context.text,
                                                              withUnit: true, unitNoun: unitNoun),
              grammaticalCase != .nominative else { return token }
        // ru "по 1 ₽" -> "по одному рублю", "по 1 км": a symbol shows no ending to say which case.
        if unitNoun != nil, let word = context.text.previousWord(before: token.range.lowerBound) {
            let countIsOne = Self.wholeCount(of: inner).map { context.speller.pluralCategory($0) == .one || Governors.countsAsOne($0) } ?? false
            grammaticalCase = governors.grammaticalCase(grammaticalCase, givenBy: word, toCountOfOne: countIsOne)
        }
        var governed = token
        var kind = Token.Kind.governed(inner, grammaticalCase)
        if signed { kind = .plus(kind) }
        governed.kind = per.map { .rate(kind, per: $0) } ?? perUnit.map { .perUnit(kind, count: $0.count, unit: $0.unit) } ?? kind
        return governed
    }
}
