/// Abbreviated weekdays where they are clearly weekdays (`weekdayAbbreviations` in `dates.json`):
/// before a date ("Thu, Nov 26" -> "Thursday, November twenty-sixth"; fr "mar. 1er déc." -> "mardi
/// premier décembre"; ru "Чт, 26 ноября"), in a range of days ("Tue–Sat" -> "Tuesday to Saturday",
/// ru "с пн по пт" -> "с понедельника по пятницу") and after a word that announces a day ("Due
/// Fri", "le mar.", "в пт" -> "в пятницу"), alone on one side of a spaced dash ("Вс — выходной")
/// or as the whole text (a forecast's row: "Tue", "mar.", "вт"). Elsewhere "Mar", "Sun" or "ср."
/// keep their other readings. A Russian weekday takes the case of the governing word before it.
enum WeekdayClass {
    static func classify(at index: Int, in context: ClassifyContext) -> Token? {
        let rules = context.dates
        guard let abbreviations = rules.weekdayAbbreviations, let first = context.text[index], rules.weekdayInitials.contains(first),
              let (day, end) = match(at: index, abbreviations, maxLength: rules.weekdayAbbreviationLength, in: context.text) else { return nil }
        let text = context.text
        // (Letters after a number's word are a plate's or a code's: "А сто двадцать три ВС", which
        // a first pass writes for "А123ВС".)
        if let previous = text.previousWord(before: index), context.speller.isNumberWord(previous) { return nil }
        // A range: "Tue–Sat", "пн-пт".
        if let dash = text[end], dash == "-" || dash == "\u{2013}" || dash == "\u{2014}",
           let (last, rangeEnd) = match(at: end + 1, abbreviations, maxLength: rules.weekdayAbbreviationLength, in: text) {
            // Capitalized where a sentence starts ("Пн–пт с 9 до 18" -> "С понедельника"; after
            // "Часы работы:" the capital is the abbreviation's own).
            let before = text.wordEnd(before: index)
            let startsSentence = before == 0 || text[before - 1].map { ".!?".unicodeScalars.contains($0) } == true
            let capitalized = startsSentence && text[index].map(TextCursor.isUppercase) == true
            return Token(kind: .weekdayRange(day, last, capitalized: capitalized), semioticClass: .date, range: index..<rangeEnd)
        }
        if recurs(index, in: context) {
            return Token(kind: .recurringWeekday(day), semioticClass: .date, range: index..<end)
        }
        // (The weekday is the noun the governing word's endings look at: "во вт после 14:00" ->
        // "во вторник", whatever word follows.)
        // ("в пт и сб" -> "в пятницу и субботу": a later weekday of a list, the first one's case.)
        let grammaticalCase = context.speller.data.governors.grammaticalCase(before: index, after: end, in: text, date: true,
                                                                              unitNoun: rules.weekdays.indices.contains(day) ? rules.weekdays[day] : nil)
            ?? listStart(before: index, in: context).flatMap { first in
                context.speller.data.governors.grammaticalCase(before: first, after: first, in: text, date: true,
                                                               unitNoun: rules.weekdays.indices.contains(day) ? rules.weekdays[day] : nil)
            }
        let before = text.previousWord(before: index)
        // (A word, or two: "moved to Sat", fr "reportée au sam.".)
        let announced = before.map { word in
            guard let words = rules.weekdayContextWords else { return false }
            if words.contains(word.lowercased()) { return true }
            // ("2nd & 4th Wed", fr "le 2e mer.": an ordinal written with digits.)
            let wordStart = text.wordEnd(before: index) - word.unicodeScalars.count
            if text.isDigit(wordStart - 1) || text[wordStart - 1] == "-" && text.isDigit(wordStart - 2), context.rules.ordinalSuffixes[word] != nil { return true }
            return text.previousWord(before: wordStart).map { words.contains("\($0.lowercased()) \(word.lowercased())") } == true
        } ?? false
        let governed = grammaticalCase != nil
        // "Wed → Thu": a weekday on either side of an arrow between spaces.
        let arrowed = Self.arrowPair(index, end: end, abbreviations, in: context)
        // Before a date: a comma or a space, then digits or a month ("Thu, Nov 26", "mar. 1er déc.").
        var next = end
        if text[next] == "," { next += 1 }
        while text.isWhitespace(next) { next += 1 }
        let beforeDate = next > end && (startsDay(at: next, in: context) || startsMonthAndDay(at: next, in: context))
        // (ru "от ср. цены": before a lowercase noun, an abbreviation that is also an adjective's
        // is the adjective, "от средней цены".)
        if !beforeDate, next == end + 1, text[next].map(TextCursor.isLowercase) == true,
           let token = AbbreviationClass.classify(at: index, in: context), case let .abbreviation(entry, _, _) = token.kind, !entry.genders.isEmpty {
            return nil
        }
        // (fr "Pleine mer 11 h 48": after a word, a lowercase abbreviation without its period
        // that is a frequent word of the language, Zipf 4 or more in the tagging model's table,
        // is that word: "mer", "jeu".)
        // (After a word that announces a day too, unless another weekday joins it: "Contrôle du
        // jeu aux soupapes", "Le jeu est terminé"; "du mar au ven" is a span.)
        if !announced || !inList(index, end: end, in: context), !governed, !beforeDate || startsClockTime(at: next, in: context), before != nil, text[end] != ".",
           text[index].map(TextCursor.isLowercase) == true, isFrequentWord(index..<end, in: context) {
            return nil
        }
        // "с пн по пт": a weekday after "по"/"до" and another abbreviated weekday before.
        // Before a clock time: "mar. 18h30", "Sun 6:30 PM".
        guard announced || governed || arrowed || beforeDate || next > end && startsClockTime(at: next, in: context) || inList(index, end: end, in: context) || beforeTime(next, in: context)
                || afterLabel(index, end: end, in: context) || afterMeridiem(index, in: context) || opensLabel(index, end: end, in: context)
                || next == end + 1 && beforeCompactDuration(index, next: next, in: context)
                || next == end + 1 && beforeSignedTemperature(next, in: context)
                || next == end + 1 && beforePartOfDay(next, capitalized: text[index].map(TextCursor.isUppercase) == true, in: context) else { return nil }
        let capitalized = text[index].map { TextCursor.isUppercase($0) } ?? false
        // (After an ordinal with digits, its suffix's case: ru "каждую 2-ю ср" -> "среду".)
        let ordinalCase = before.flatMap { word -> GrammaticalCase? in
            let wordStart = text.wordEnd(before: index) - word.unicodeScalars.count
            guard text[wordStart - 1] == "-", text.isDigit(wordStart - 2) else { return nil }
            return context.rules.ordinalSuffixes[word]?.case
        }
        return Token(kind: .weekday(day, grammaticalCase ?? ordinalCase ?? .nominative, capitalized: capitalized), semioticClass: .date, range: index..<end)
    }

    /// Whether the letters at `range` are a frequent word of the language, Zipf 4 or more in the
    /// tagging model's table (fr "mer", "jeu"): no weekday without its period.
    private static func isFrequentWord(_ range: Range<Int>, in context: ClassifyContext) -> Bool {
        (WordTable.entry(WordHash.of(context.text.string(range))).map { $0.zipf(context.speller.locale.language) } ?? 0) >= 40
    }

    /// "Tue and Fri", "вт и пт", "mar., jeu.": another weekday abbreviation across a joining word
    /// or a comma.
    private static func inList(_ start: Int, end: Int, in context: ClassifyContext) -> Bool {
        let rules = context.dates
        guard let abbreviations = rules.weekdayAbbreviations else { return false }
        let joiners = rules.weekdayListJoiners ?? []
        let text = context.text
        // After: a comma, a slash or a joiner, then a weekday ("Tue/Thu").
        var next = end
        if text[next] == "," || text[next] == "/" { next += 1 }
        while text.isWhitespace(next) { next += 1 }
        if let word = text.nextWord(from: next), joiners.contains(word.lowercased()) {
            next = text.wordStart(after: next + word.unicodeScalars.count)
        } else if text[next] == "&", next > end {
            // "Tue & Thu".
            next = text.wordStart(after: next + 1)
        }
        if next > end, match(at: next, abbreviations, maxLength: rules.weekdayAbbreviationLength, in: text) != nil { return true }
        // Before: a weekday (its period included), then a comma, a slash or a joiner.
        var before = text.wordEnd(before: start)
        if before > 0, text[before - 1] == "," || text[before - 1] == "/" {
            before -= 1
            before = text.wordEnd(before: before)
        } else if let word = text.previousWord(before: before), joiners.contains(word.lowercased()) {
            before -= word.unicodeScalars.count
            before = text.wordEnd(before: before)
        } else if before > 1, before < start, text[before - 1] == "&" {
            before -= 1
            before = text.wordEnd(before: before)
        } else {
            return false
        }
        if before > 0, text[before - 1] == "." { before -= 1 }
        var wordStart = before
        while wordStart > 0, text.isLetter(wordStart - 1) { wordStart -= 1 }
        return wordStart < before && match(at: wordStart, abbreviations, maxLength: rules.weekdayAbbreviationLength, in: text) != nil
    }

    /// "Sat night", fr "Sam soir", ru "Сб вечером": a capitalized abbreviation before a part of
    /// the day (`weekdayPartsOfDay`), as written.
    private static func beforePartOfDay(_ next: Int, capitalized: Bool, in context: ClassifyContext) -> Bool {
        guard capitalized, let parts = context.dates.weekdayPartsOfDay else { return false }
        return parts.contains { context.text.matchesWord($0, at: next) }
    }

    /// The start of the first abbreviated weekday of a list that the weekday at `start` continues
    /// (after commas or `weekdayListJoiners`: "в пн, ср и пт" -> the "пн"); nil when none stands
    /// before it.
    private static func listStart(before start: Int, in context: ClassifyContext) -> Int? {
        let rules = context.dates
        guard let abbreviations = rules.weekdayAbbreviations else { return nil }
        let joiners = rules.weekdayListJoiners ?? []
        let text = context.text
        var first: Int?
        var current = start
        for _ in 0..<6 {
            var before = text.wordEnd(before: current)
            if before > 0, text[before - 1] == "," {
                before = text.wordEnd(before: before - 1)
            } else if let word = text.previousWord(before: before), joiners.contains(word.lowercased()) {
                before = text.wordEnd(before: before - word.unicodeScalars.count)
            } else {
                break
            }
            if before > 0, text[before - 1] == "." { before -= 1 }
            var wordStart = before
            while wordStart > 0, text.isLetter(wordStart - 1) { wordStart -= 1 }
            guard wordStart < before, match(at: wordStart, abbreviations, maxLength: rules.weekdayAbbreviationLength, in: text) != nil else { break }
            first = wordStart
            current = wordStart
        }
        return first
    }

    /// Whether `word` (lowercased) is a weekday's name in any case: ru "понедельника".
    /// Whether an arrow between spaces joins the weekday at `start` (ending at `end`) to another:
    /// "Wed → Thu", "mer. → jeu.", "ср → чт".
    static func arrowPair(_ start: Int, end: Int, _ abbreviations: [String: Int], in context: ClassifyContext) -> Bool {
        let text = context.text, length = context.dates.weekdayAbbreviationLength
        var after = end
        if text[after] == "." { after += 1 }
        if text[after] == " ", text[after + 1] == "\u{2192}", text[after + 2] == " ", match(at: after + 3, abbreviations, maxLength: length, in: text) != nil { return true }
        guard start >= 4, text[start - 1] == " ", text[start - 2] == "\u{2192}", text[start - 3] == " " else { return false }
        var wordEnd = start - 3
        if text[wordEnd - 1] == "." { wordEnd -= 1 }
        var wordStart = wordEnd
        while wordStart > 0, text.isLetter(wordStart - 1) { wordStart -= 1 }
        return wordStart < wordEnd && match(at: wordStart, abbreviations, maxLength: length, in: text) != nil
    }

    private static func isWeekdayWord(_ word: String, in rules: DateRules) -> Bool {
        rules.weekdayForms?.all.contains(word) == true || rules.weekdays.contains { $0.lowercased() == word }
    }

    /// ru "по пн", "по пн, ср и пт": after a word of `weekdayRecurring` that closes no range ("с
    /// пн по пт"), or in a list that such a word opens.
    private static func recurs(_ start: Int, in context: ClassifyContext) -> Bool {
        let rules = context.dates
        guard let recurring = rules.weekdayRecurring, let abbreviations = rules.weekdayAbbreviations else { return false }
        let text = context.text
        var before = text.wordEnd(before: start)
        if let word = text.previousWord(before: before), recurring.after.contains(word.lowercased()) {
            // "с пн по пт": a weekday or a date before the word closes a range.
            var wordStart = text.wordEnd(before: before - word.unicodeScalars.count)
            // ("Бронь с пт, 4 июля, по вс": a comma before the word.)
            if wordStart > 0, text[wordStart - 1] == "," { wordStart = text.wordEnd(before: wordStart - 1) }
            if wordStart > 0, text[wordStart - 1] == "." { wordStart -= 1 }
            var previousStart = wordStart
            while previousStart > 0, text.isLetter(previousStart - 1) { previousStart -= 1 }
            // (Or a weekday a first pass wrote in full: "с пн пО пт" -> "с понедельника пО пт".)
            // (Or a date's month: "С пт, 3 июля по вс, 5 июля".)
            let closesRange = previousStart < wordStart && match(at: previousStart, abbreviations, maxLength: rules.weekdayAbbreviationLength, in: text) != nil
                || wordStart > 0 && text.isDigit(wordStart - 1)
                || previousStart < wordStart && isWeekdayWord(text.lowercasedString(previousStart..<wordStart), in: rules)
                || previousStart < wordStart && DateClass.monthWord(at: previousStart, in: context) != nil
            return !closesRange
        }
        // In a list: a comma or a joiner, then the weekday before, which recurs.
        let joiners = rules.weekdayListJoiners ?? []
        if before > 0, text[before - 1] == "," {
            before -= 1
        } else if let word = text.previousWord(before: before), joiners.contains(word.lowercased()) {
            before -= word.unicodeScalars.count
        } else {
            return false
        }
        before = text.wordEnd(before: before)
        if before > 0, text[before - 1] == "." { before -= 1 }
        var wordStart = before
        while wordStart > 0, text.isLetter(wordStart - 1) { wordStart -= 1 }
        guard wordStart < before, match(at: wordStart, abbreviations, maxLength: rules.weekdayAbbreviationLength, in: text) != nil else { return false }
        return recurs(wordStart, in: context)
    }

    /// "Est. delivery: Tue", "Livraison : mar.", "Доставка: вт": the whole value of a label, after
    /// its colon and before the end, a separator or a parenthesis. (Capitalized in English, where
    /// "Sun" and "Sat" are words too; fr "mar." and ru "вт" are no other words.)
    private static func afterLabel(_ start: Int, end: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        var before = start
        while before > 0, TextCursor.isSpace(text[before - 1]) { before -= 1 }
        // (An abbreviation's period before the colon too: "Est.: Tue", read as "Estimated: Tue".)
        guard before < start, before > 1, text[before - 1] == ":",
              text.isLetter(before - 2) || text.isDigit(before - 2) || text[before - 2] == "." && text.isLetter(before - 3) else { return false }
        // The label opens with a capital, at the start or after a separator ("24: вт" is none,
        // nor "двадцать четыре: вт" that a first pass writes for it; "Итого 24: вт" is one, as
        // "Итого двадцать четыре: вт" is). Words and numbers only: letters, digits, spaces,
        // periods, hyphens, apostrophes.
        var labelStart = before - 1
        while labelStart > 0, let scalar = text[labelStart - 1], !"\u{00B7}\u{2022}|;\n".unicodeScalars.contains(scalar) {
            guard text.isLetter(labelStart - 1) || text.isDigit(labelStart - 1) || TextCursor.isSpace(scalar) || ".-'\u{2019}".unicodeScalars.contains(scalar),
                  before - labelStart <= 60 else { return false }
            labelStart -= 1
        }
        while TextCursor.isSpace(text[labelStart]) { labelStart += 1 }
        guard text[labelStart].map({ TextCursor.isUppercase($0) }) == true else { return false }
        if context.dates.weekdayAbbreviationsNeedCapital == true, text[start].map({ TextCursor.isUppercase($0) }) != true { return false }
        var after = end
        while TextCursor.isSpace(text[after]) { after += 1 }
        guard let next = text[after] else { return true }
        return after > end && (next == "\u{00B7}" || next == "\u{2022}" || next == "|") || next == "(" && after > end || next == "," || next == ";"
    }

    /// "Daycare Fri: 1 spot left", "Sat: 10 AM–4 PM": a weekday ending a label, its colon and a
    /// space right after it (capitalized where `weekdayAbbreviationsNeedCapital`).
    /// Also a weekday alone before or after a spaced dash, the whole text on its side of it: ru
    /// "Вс — выходной", "Выходной — пн", "Чт — до 21:00"; "Sun – closed"; or the whole text.
    private static func opensLabel(_ start: Int, end: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        guard context.dates.weekdayAbbreviationsNeedCapital != true || text[start].map(TextCursor.isUppercase) == true else { return false }
        if text[end] == ":", text[end + 1] == nil || text.isWhitespace(end + 1) { return true }
        let isDash = { (index: Int) in text[index] == "\u{2014}" || text[index] == "\u{2013}" }
        // Alone before the dash: the text's start (spaces aside) before it.
        var before = start
        while before > 0, TextCursor.isSpace(text[before - 1]) { before -= 1 }
        if before == 0, text[end] == " ", isDash(end + 1), text[end + 2] == " " { return true }
        // Alone after it: nothing but spaces after.
        var after = end
        while TextCursor.isSpace(text[after]) { after += 1 }
        // (Or the whole text: a forecast's row, "Tue", "mar.", "вт".)
        // (Not a frequent word without its period, "Jeu", "mer", where a capital does not set
        // the abbreviations apart: en "Sun" is one only capitalized.)
        if before == 0, after >= text.count {
            return text[end - 1] == "." || context.dates.weekdayAbbreviationsNeedCapital == true
                || !isFrequentWord(start..<end, in: context)
        }
        // (After a number too, as after the word a first pass writes for it: "Clos 1 – Mon".)
        return after >= text.count && before >= 3 && before < start && isDash(before - 1) && text[before - 2] == " " && (text.isLetter(before - 3) || text.isDigit(before - 3))
    }

    /// "until 6 PM Sat": right after a time's meridiem.
    private static func afterMeridiem(_ start: Int, in context: ClassifyContext) -> Bool {
        let meridiem = context.dates.time.meridiem
        let text = context.text
        guard text[start - 1] == " " else { return false }
        // (A comma between: "Grooming at 11:15 AM, Sat".)
        var wordEnd = start - 1
        if text[wordEnd - 1] == "," { wordEnd -= 1 }
        guard let previous = text.previousWord(before: wordEnd == start - 1 ? start : wordEnd) else { return false }
        return meridiem.am.contains(previous) || meridiem.pm.contains(previous)
    }

    /// "Mon 7h 12m · Tue 6h 48m": a capitalized weekday before a compact duration glued to its
    /// number (`compactDurations.units`), a day's row in a chart.
    private static func beforeCompactDuration(_ start: Int, next: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        guard text[start].map(TextCursor.isUppercase) == true, let units = context.dates.compactDurations?.units else { return false }
        var digitsEnd = text.digitRunEnd(from: next)
        guard digitsEnd > next, digitsEnd - next <= 2 else { return false }
        // ("Mon 7.5h · Wed 8.25h": a decimal count too.)
        if let separator = text[digitsEnd], context.lexicon.decimalSeparators.contains(separator), text.isDigit(digitsEnd + 1),
           text.digitRunEnd(from: digitsEnd + 1) - digitsEnd - 1 <= 2 {
            digitsEnd = text.digitRunEnd(from: digitsEnd + 1)
        }
        guard text.isLetter(digitsEnd) else { return false }
        let letterEnd = text.letterRunEnd(from: digitsEnd)
        return units[text.string(digitsEnd..<letterEnd)] != nil && !text.isDigit(letterEnd)
    }

    /// ru "пн +24° / +16°", "Mon −3°": a day's row in a forecast, a signed temperature after it
    /// (unsigned, the number reads as a day first: "вт 18°").
    private static func beforeSignedTemperature(_ next: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        guard let sign = text[next], sign == "+" || sign == "-" || sign == "\u{2212}", text.isDigit(next + 1) else { return false }
        let digitsEnd = text.digitRunEnd(from: next + 1)
        return digitsEnd - next - 1 <= 2 && text[digitsEnd] == "\u{00B0}"
    }

    /// "mar. de 14h", "Tue from 9:00", "вт, с 14:00": a word that introduces a time, then digits.
    private static func beforeTime(_ next: Int, in context: ClassifyContext) -> Bool {
        guard let words = context.dates.weekdayTimeWords, let word = context.text.nextWord(from: next), words.contains(word.lowercased()) else { return false }
        // (A word, then a space: "с70" glues no preposition to its number.)
        let wordEnd = next + word.unicodeScalars.count
        let after = context.text.wordStart(after: wordEnd)
        return after > wordEnd && context.text.isDigit(after)
    }

    /// Whether a clock time starts at `index`: "11:48", fr "11 h 48", "11h".
    private static func startsClockTime(at index: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        let end = text.digitRunEnd(from: index)
        guard end > index, end - index <= 2 else { return false }
        if text[end] == ":" { return text.isDigit(end + 1) }
        let marker = text[end] == " " ? end + 1 : end
        return context.dates.time.hourMarkers.contains { text.matches($0, at: marker) && !text.isLetter(marker + $0.unicodeScalars.count) }
    }

    /// Whether a day's number starts at `index`: digits not glued to letters, but for an ordinal's
    /// ending ("Чт 26", "mar. 1er"; not "ВС 7g", a code kept as written).
    private static func startsDay(at index: Int, in context: ClassifyContext) -> Bool {
        guard context.text.isDigit(index), let literal = context.lexicon.read(context.text, at: index) else { return false }
        return !context.runsIntoLetter(literal.range.upperBound) || OrdinalClass.classify(literal, in: context) != nil
    }

    /// "Thu, Sep 5": a month, then its day ("mar sept jours" is no date: fr "sept" is also seven,
    /// the word a first pass writes for "7").
    private static func startsMonthAndDay(at index: Int, in context: ClassifyContext) -> Bool {
        guard startsMonth(at: index, in: context) else { return false }
        var after = context.text.letterRunEnd(from: index)
        if context.text[after] == "." { after += 1 }
        while TextCursor.isSpace(context.text[after]) { after += 1 }
        return context.text.isDigit(after)
    }

    /// Whether a month's name or abbreviation (`monthForms`) starts at `index`.
    static func startsMonth(at index: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        guard text.isLetter(index) else { return false }
        let word = text.lowercasedString(index..<text.letterRunEnd(from: index))
        return context.dates.monthForms[word] != nil
    }

    /// The weekday (0 = Sunday) abbreviated at `index`, and where it ends (its period included),
    /// as a whole word.
    static func match(at index: Int, _ abbreviations: [String: Int], maxLength: Int, in text: TextCursor) -> (Int, Int)? {
        guard text.isLetter(index), index == 0 || !text.isLetter(index - 1) else { return nil }
        let end = text.letterRunEnd(from: index)
        guard end - index <= maxLength, !text.isDigit(end) else { return nil }
        let word = text.string(index..<end)
        guard let day = abbreviations[word] ?? abbreviations[word.lowercased()] else { return nil }
        return (day, text[end] == "." ? end + 1 : end)
    }
}
