/// Dates: numeric in the locale's field order ("01/04/2015", "31.01.06", en-US "4/1/2015"),
/// ISO 8601 ("2015-04-01", "2015-04-01T05:30"), day and month without a year (fr/ru "17.06",
/// "le 14/07"), textual ("1 avr. 2015", "1er avril 2015", "April 1, 2015", "25th July 2012",
/// "1 апреля 2015 г.", "03-фев-2002") and lists of days ("les 17/18 juin").
///
/// A date is accepted only when it exists; "31/02/2020" is left to the number classes. The rules
/// are documented in the DocC article "Dates, times and durations".
enum DateClass {
    static let separators: ScalarSet = ["/", ".", "-"]
    private static let listSeparators: ScalarSet = ["/", "-", "\u{2013}"]

    /// A date starting at `index`, a digit.
    static func classify(at index: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        // Inside a longer run of numbers and separators ("1.06.11.22"), no date starts here.
        if let previous = text[index - 1], separators.contains(previous) || previous == ":", text.isDigit(index - 2) { return nil }
        return numeric(at: index, in: context) ?? dayList(at: index, in: context) ?? dayFirstText(at: index, in: context)
            ?? dayBeforeJoiner(at: index, in: context)
    }

    /// ru "между 10 и 15 июля", fr "les 10 et 15 juillet": a day joined by a list word
    /// (`weekdayListJoiners`) to a date after it is a day of that date's month, read in the case
    /// the list takes (the date after it takes the same, see `dayCase`).
    private static func dayBeforeJoiner(at index: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        let end = text.digitRunEnd(from: index)
        guard end - index <= 2, text[end] == " ", !text.isLetter(index - 1), let day = text.intValue(index..<end),
              let joinerEnd = listJoinerEnd(at: end + 1, in: context), text[joinerEnd] == " ", text.isDigit(joinerEnd + 1),
              let following = dayFirstText(at: joinerEnd + 1, in: context), case let .date(reading) = following.kind,
              reading.date.day != nil, CalendarDate(day: day, month: reading.date.month).isValid else { return nil }
        return Token(kind: .dayAlone(day, dayCase(before: index, in: context)), semioticClass: .date, range: index..<end)
    }

    /// Where the list word written at `index` ends, if one is.
    private static func listJoinerEnd(at index: Int, in context: ClassifyContext) -> Int? {
        guard let joiners = context.dates.weekdayListJoiners else { return nil }
        return joiners.first { context.text.matchesWord($0, at: index) }.map { index + $0.unicodeScalars.count }
    }

    /// The start of a day (one or two digits) before a list word before `index`: "10 и " before
    /// "15 июля".
    private static func dayJoined(before index: Int, in context: ClassifyContext) -> Int? {
        let text = context.text
        guard let joiners = context.dates.weekdayListJoiners, index > 0, text[index - 1] == " " else { return nil }
        for joiner in joiners {
            let joinerStart = index - 1 - joiner.unicodeScalars.count
            guard joinerStart > 1, text[joinerStart - 1] == " ", text.matchesWord(joiner, at: joinerStart) else { continue }
            let dayEnd = joinerStart - 1
            var dayStart = dayEnd
            while dayStart > 0, text.isDigit(dayStart - 1) { dayStart -= 1 }
            guard (1...2).contains(dayEnd - dayStart), !text.isLetter(dayStart - 1), !text.isDigit(dayStart - 1) else { continue }
            return dayStart
        }
        return nil
    }

    // MARK: Numeric

    private static func numeric(at index: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        let firstEnd = text.digitRunEnd(from: index)
        let firstLength = firstEnd - index
        guard firstLength <= 4, let separator = text[firstEnd], separators.contains(separator), text.isDigit(firstEnd + 1) else { return nil }
        let secondEnd = text.digitRunEnd(from: firstEnd + 1)
        if let monthYear = monthYear(at: index, firstEnd: firstEnd, secondEnd: secondEnd, separator: separator, in: context) { return monthYear }
        guard secondEnd - firstEnd - 1 <= 2, let first = text.intValue(index..<firstEnd),
              let second = text.intValue(firstEnd + 1..<secondEnd) else { return nil }
        guard text[secondEnd] == separator, text.isDigit(secondEnd + 1) else {
            return dayMonth(first, second, lengths: (firstLength, secondEnd - firstEnd - 1), separator: separator,
                            range: index..<secondEnd, in: context)
        }
        let thirdEnd = text.digitRunEnd(from: secondEnd + 1)
        let thirdLength = thirdEnd - secondEnd - 1
        guard let third = text.intValue(secondEnd + 1..<thirdEnd) else { return nil }
        // "1.2.3.4" is a version, "06.11.22.33.06" a phone number.
        if let next = text[thirdEnd], separators.contains(next) || next == ":", text.isDigit(thirdEnd + 1) { return nil }
        var reading: DateReading
        if firstLength == 4 {
            // ("2026.8.3" with a one-digit month or day and periods is a version.)
            guard thirdLength <= 2, separator != "." || secondEnd - firstEnd - 1 == 2 && thirdLength == 2 else { return nil }
            reading = DateReading(date: CalendarDate(day: third, month: second, year: first), order: defaultOrder(context))
        } else {
            guard firstLength <= 2, thirdLength == 2 || thirdLength == 4 else { return nil }
            // ("Firmware 6.2.14": periods, a one-digit day and month and a two-digit year make a
            // version; a date so written pads one of them, "06.02.14", "6.02.14".)
            guard separator != "." || thirdLength == 4 || firstLength == 2 || secondEnd - firstEnd - 1 == 2 else { return nil }
            let year = thirdLength == 4 ? third : nil
            let twoDigitYear = thirdLength == 2 ? text.string(secondEnd + 1..<thirdEnd) : nil
            let dayFirst = context.dates.isDayFirst(region: context.speller.locale.region)
            let preferred = dayFirst ? CalendarDate(day: first, month: second, year: year, twoDigitYear: twoDigitYear)
                                     : CalendarDate(day: second, month: first, year: year, twoDigitYear: twoDigitYear)
            let swapped = dayFirst ? CalendarDate(day: second, month: first, year: year, twoDigitYear: twoDigitYear)
                                   : CalendarDate(day: first, month: second, year: year, twoDigitYear: twoDigitYear)
            if preferred.isValid {
                reading = DateReading(date: preferred, order: dayFirst ? .dayFirst : .monthFirst)
            } else if swapped.isValid {
                reading = DateReading(date: swapped, order: dayFirst ? .monthFirst : .dayFirst)
            } else {
                return nil
            }
        }
        guard reading.date.isValid else { return nil }
        var end = thirdEnd
        // ISO "T05:30", or a time after a space: one date-time.
        if text[end] == "T" || TextCursor.isSpace(text[end]), text.isDigit(end + 1),
           let (time, timeEnd) = TimeClass.read(at: end + 1, in: context), time.meridiem == nil || text[end] != "T" {
            reading.time = time
            end = timeEnd
            if text[end] == "Z" { end += 1 }
        }
        end = yearMarker(after: end, in: context, reading: &reading)
        if text.isLetter(end) || text.isDigit(end) { return nil }
        reading.grammaticalCase = dayCase(before: index, in: context)
        reading.afterArticle = articleBefore(index, in: context)
        return Token(kind: .date(reading), semioticClass: .date, range: index..<end)
    }

    /// "Exp. 06/2026", "Годен до 06.2026": a month of two digits and a year of four, read as the
    /// month's name and the year; "Last updated 9/2025" with one digit and a slash.
    /// ("1/2000 s" is a shutter speed: a one-digit January only before a year that is no round
    /// number.)
    private static func monthYear(at index: Int, firstEnd: Int, secondEnd: Int, separator: Unicode.Scalar, in context: ClassifyContext) -> Token? {
        let text = context.text
        guard firstEnd - index == 2 || firstEnd - index == 1 && separator == "/", secondEnd - firstEnd - 1 == 4, separator == "/" || separator == ".",
              let month = text.intValue(index..<firstEnd), (1...12).contains(month),
              let year = text.intValue(firstEnd + 1..<secondEnd), (1900...2099).contains(year),
              firstEnd - index == 2 || month > 1 || year % 50 != 0,
              !text.isLetter(secondEnd), !text.isDigit(secondEnd),
              !(text[secondEnd].map { separators.contains($0) || $0 == ":" } == true && text.isDigit(secondEnd + 1)),
              !text.isDigit(index - 1), text[index - 1].map({ separators.contains($0) }) != true else { return nil }
        var reading = DateReading(date: CalendarDate(day: nil, month: month, year: year), order: defaultOrder(context))
        // Said with the year noun where the language has one ("июня две тысячи двадцать шестого года").
        reading.yearNoun = true
        let end = yearMarker(after: secondEnd, in: context, reading: &reading)
        // A month and a year take the case a year would ("в 03.2025" -> "в марте").
        reading.grammaticalCase = context.speller.data.governors.yearCase(before: index, in: text) ?? .nominative
        return Token(kind: .date(reading), semioticClass: .date, range: index..<end)
    }

    /// A card's or a document's expiry, "MM/YY" after a word of `expiryWords` ("Valid thru
    /// 08/28", "Expire fin 08/28", "Действует до 08/28"): the month and the year.
    private static func expiry(_ first: Int, _ second: Int, lengths: (Int, Int), separator: Unicode.Scalar,
                               range: Range<Int>, in context: ClassifyContext) -> Token? {
        let text = context.text
        guard separator == "/", lengths == (2, 2), (1...12).contains(first), let phrases = context.dates.expiryWords else { return nil }
        // The phrase right before, through spaces, a colon or an abbreviation's period.
        var end = range.lowerBound
        while end > 0, text.isWhitespace(end - 1) || text[end - 1] == ":" || text[end - 1] == "." { end -= 1 }
        let before = text.lowercasedString(max(0, end - 24)..<end)
        guard phrases.contains(where: { phrase in
                  before.hasSuffix(phrase) && (before.count == phrase.count || before.dropLast(phrase.count).last.map { !$0.isLetter } == true)
              }), !text.isLetter(range.upperBound), !text.isDigit(range.upperBound),
              !(text[range.upperBound] == "/" && text.isDigit(range.upperBound + 1)) else { return nil }
        var reading = DateReading(date: CalendarDate(day: nil, month: first, year: 2000 + second), order: defaultOrder(context))
        reading.yearNoun = true
        reading.grammaticalCase = context.speller.data.governors.yearCase(before: range.lowerBound, in: text) ?? .nominative
        return Token(kind: .date(reading), semioticClass: .date, range: range)
    }

    /// en "Thu 5/14", "Mon, 6/3": a weekday, written whole or short, right before (a comma between).
    static func weekdayBefore(_ start: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        var end = text.wordEnd(before: start)
        if end > 0, text[end - 1] == "," { end -= 1 }
        if end > 0, text[end - 1] == "." { end -= 1 }
        guard let word = text.previousWord(before: end) else { return false }
        return context.dates.weekdays.contains(word) || context.dates.weekdayAbbreviations?[word] != nil
    }

    /// en "12/22 at 7:40", fr "Vol 3/5 à 7h40": a word of `weekdayTimeWords` and a clock time
    /// after, as after a day.
    private static func beforeTime(_ end: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        guard text[end] == " ", let word = text.nextWord(from: end), context.dates.weekdayTimeWords?.contains(word) == true else { return false }
        let next = end + 1 + word.unicodeScalars.count
        guard text[next] == " ", text.isDigit(next + 1) else { return false }
        let hourEnd = text.digitRunEnd(from: next + 1)
        let time = context.dates.time
        guard hourEnd - next - 1 <= 2 else { return false }
        // "7:40", fr "7h40", "9 AM".
        if text[hourEnd] == ":" && text.isDigit(hourEnd + 1) { return true }
        if time.hourMarkers.contains(where: { text.matches($0, at: hourEnd) && !text.isLetter(hourEnd + $0.unicodeScalars.count) }) { return true }
        return text[hourEnd] == " " && text.nextWord(from: hourEnd).map { time.meridiem.am.contains($0) || time.meridiem.pm.contains($0) } == true
    }

    /// fr/ru "17.06", "14/07", "le 3/05": a day and a month without a year.
    private static func dayMonth(_ first: Int, _ second: Int, lengths: (Int, Int), separator: Unicode.Scalar,
                                 range: Range<Int>, in context: ClassifyContext) -> Token? {
        let text = context.text
        if let expiry = expiry(first, second, lengths: lengths, separator: separator, range: range, in: context) { return expiry }
        guard separator != "-" else { return nil }
        // en "Apply by 5/20", "pay by 06/30": month first, only after a word that announces a day.
        if !context.dates.dayFirst {
            let end = range.upperBound
            // ("Next payment: 12/15": the word before a label's colon too.)
            let label = text.previousWord(before: range.lowerBound) == nil ? text.wordBeforeMark(range.lowerBound, marks: ":")?.lowercased() : nil
            // ("Last filled 01/15": a month written with its leading zero, and a day past twelve,
            // is a date after any word but a label's or a ratio's: "Page 01/15" counts.)
            // ("next charge 11/01": a day written with its leading zero too; no count or fraction
            // is written so.)
            let paddedMonth = lengths == (2, 2) && (first < 10 && second > 12 || second < 10)
                && text.previousWord(before: range.lowerBound).map { context.speller.data.labelWords.contains($0.lowercased())
                    || context.speller.data.ranges.ratio.wordsBefore.contains($0) } != true
            guard separator == "/",
                  paddedMonth || (text.previousWord(before: range.lowerBound) ?? label).map({ context.dates.dayContextWords.contains($0.lowercased()) }) == true
                    || label.map({ context.dates.dayLabelWords?.contains($0) == true }) == true
                    || weekdayBefore(range.lowerBound, in: context) || beforeTime(end, in: context), !text.isLetter(end), !text.isDigit(end),
                  !(text[end].map { separators.contains($0) } == true && text.isDigit(end + 1)) else { return nil }
            let date = CalendarDate(day: second, month: first)
            guard date.isValid, !context.isUnitOrCurrency(after: end) else { return nil }
            return Token(kind: .date(DateReading(date: date, order: .monthFirst)), semioticClass: .date, range: range)
        }
        if separator == "/", context.dates.dayMonthSlash == false, lengths != (2, 2) { return nil }
        let end = range.upperBound
        if text.isLetter(end) || text.isDigit(end) || text[end] == "%" { return nil }
        if let next = text[end], separators.contains(next) || next == "," || next == ":", text.isDigit(end + 1) { return nil }
        let previous = text.previousWord(before: range.lowerBound)
        // (fr "Date : 5/12": a label's colon too.)
        let label = previous == nil ? text.wordBeforeMark(range.lowerBound, marks: ":")?.lowercased() : nil
        // (fr "Solde de points : 10/12", "Acuité visuelle : 10/10": after a word that counts out
        // of a total, a ratio.)
        if separator == "/", (previous ?? label).map({ context.speller.data.ranges.ratio.wordsBefore.contains($0) }) == true { return nil }
        let dayWord = lengths == (2, 2) || previous.map(context.dates.dayContextWords.contains) == true
            || label.map({ context.dates.dayLabelWords?.contains($0) == true }) == true
        // ru "по 1/2 таблетки", fr "jusqu'à 1/4 de la dose": a proper fraction before a word
        // (what it is a part of) is no date.
        let fraction = separator == "/" && lengths != (2, 2) && first < second && text.isLetter(text.wordStart(after: end))
        // Else, or then, a clock time after says a date (asked once).
        if !dayWord || fraction, !beforeTime(end, in: context) { return nil }
        let date = CalendarDate(day: first, month: second)
        guard date.isValid, !context.isUnitOrCurrency(after: end) else { return nil }
        var reading = DateReading(date: date, order: .dayFirst)
        reading.grammaticalCase = dayCase(before: range.lowerBound, in: context)
        return Token(kind: .date(reading), semioticClass: .date, range: range)
    }

    // MARK: Textual

    /// "les 17/18 juin", "17-18-19 juin 2025".
    static func dayList(at index: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        // Cheap test first: "17/18", "17-18".
        let firstEnd = text.digitRunEnd(from: index)
        guard firstEnd - index <= 2, let separator = text[firstEnd], listSeparators.contains(separator), text.isDigit(firstEnd + 1) else { return nil }
        var days: [Int] = []
        var position = index
        var dashes = true
        while true {
            let end = text.digitRunEnd(from: position)
            guard end - position <= 2, let day = text.intValue(position..<end) else { return nil }
            days.append(day)
            position = end
            guard let next = text[position], listSeparators.contains(next), text.isDigit(position + 1) else { break }
            dashes = dashes && (next == "-" || next == "\u{2013}" || next == "\u{2014}")
            position += 1
        }
        guard days.count >= 2, TextCursor.isSpace(text[position]), let initial = text[position + 1], context.dates.monthInitials.contains(initial),
              let (month, monthEnd) = monthWord(at: position + 1, in: context) else { return nil }
        guard days.allSatisfy({ CalendarDate(day: $0, month: month).isValid }) else { return nil }
        var end = monthEnd
        var year: Int?
        var yearNoun = false
        if let (value, yearEnd) = fourDigitYear(after: end, in: context) {
            year = value
            var reading = DateReading(date: CalendarDate(day: nil, month: month, year: value), order: .dayFirst)
            end = yearMarker(after: yearEnd, in: context, reading: &reading)
            yearNoun = reading.yearNoun
        }
        // "5–12 июня": two days joined by a dash, the first before the second, are a range.
        let increasing = dashes && days.count == 2 && days[0] < days[1]
        let range = increasing && rangeWordsFit(before: index, in: context)
        let kind = Token.Kind.dayList(days: days, month: month, year: year, yearNoun: yearNoun, grammaticalCase: dayCase(before: index, in: context), range: range,
                                      dashed: increasing && !range)
        return Token(kind: kind, semioticClass: .date, range: index..<end)
    }

    /// "1 avr. 2015", "1er avril", "25th July 2012", "1 апреля 2015 г.", "03-фев-2002".
    private static func dayFirstText(at index: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        let dayEnd = text.digitRunEnd(from: index)
        guard dayEnd - index <= 2, let day = text.intValue(index..<dayEnd) else { return nil }
        var position = dayEnd
        // "10er avril" is no date: the suffix must fit the day ("1er", "21st").
        if let (ordinal, _, _) = OrdinalClass.suffix(in: context, at: dayEnd), !OrdinalClass.fits(ordinal, value: Int64(day), in: context) { return nil }
        for suffix in context.dates.ordinalDaySuffixes where text.matches(suffix, at: position) {
            let end = position + suffix.unicodeScalars.count
            if !text.isLetter(end) { position = end; break }
        }
        let dashed = text[position] == "-"
        guard dashed || TextCursor.isSpace(text[position]), let initial = text[position + 1], context.dates.monthInitials.contains(initial),
              let (month, monthEnd) = monthWord(at: position + 1, in: context) else { return nil }
        var reading = DateReading(date: CalendarDate(day: day, month: month), order: .dayFirst)
        var end = monthEnd
        if dashed {
            guard text[end] == "-", text.isDigit(end + 1) else { return nil }
            let yearEnd = text.digitRunEnd(from: end + 1)
            guard yearEnd - end - 1 == 4 || yearEnd - end - 1 == 2, !text.isLetter(yearEnd) else { return nil }
            if yearEnd - end - 1 == 4 { reading.date.year = text.intValue(end + 1..<yearEnd) }
            else { reading.date.twoDigitYear = text.string(end + 1..<yearEnd) }
            end = yearEnd
        } else if let (year, yearEnd) = fourDigitYear(after: end, in: context) {
            reading.date.year = year
            end = yearEnd
        }
        guard reading.date.isValid else { return nil }
        end = yearMarker(after: end, in: context, reading: &reading)
        reading.grammaticalCase = dayCase(before: index, in: context)
        reading.afterArticle = articleBefore(index, in: context)
        return Token(kind: .date(reading), semioticClass: .date, range: index..<end)
    }

    /// en "April 1, 2015", "Jan. 15 2020", "SEPT. 15"; en and fr "avril 2015": at a letter.
    static func classifyMonthFirst(at index: Int, wordEnd: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        guard let initial = text[index], context.dates.monthInitials.contains(initial) else { return nil }
        var after = wordEnd
        if text[after] == "." { after += 1 }
        guard TextCursor.isSpace(text[after]) || text[after] == "-", text.isDigit(after + 1) else { return nil }
        guard let (month, monthEnd) = monthWord(at: index, in: context), monthEnd <= after else { return nil }
        let numberStart = after + 1
        let numberEnd = text.digitRunEnd(from: numberStart)
        if text.isLetter(index) && text.string(index..<wordEnd) == "may" { return nil }
        // "juin 2027-1s", "juin 2027,51a": a year joined to more digits is part of a code or a
        // number, as after a day.
        // Where years are ordinals (ru), a month's full name before a year is left to the year
        // ("в марте 2025" keeps its word); an abbreviation is read here.
        let ordinalYears = context.dates.year.reading == .ordinal
        if numberEnd - numberStart == 4, !text.isLetter(numberEnd), !text.isDigit(numberEnd),
           !(text[numberEnd].map { separators.contains($0) || $0 == ":" || $0 == "," } == true && text.isDigit(numberEnd + 1)),
           !ordinalYears || !isFullMonthName(text.lowercasedString(index..<wordEnd), in: context),
           let year = text.intValue(numberStart..<numberEnd) {
            // "avril 2015", "April 2015"; ru "за окт. 2025" -> "за октябрь две тысячи двадцать
            // пятого года", "в дек. 2026 г." -> "в декабре ... года".
            var reading = DateReading(date: CalendarDate(day: nil, month: month, year: year), order: defaultOrder(context))
            var end = numberEnd
            if ordinalYears {
                reading.yearNoun = true
                reading.grammaticalCase = text.previousWordLowercased(before: index).flatMap { context.dates.monthsWithoutDay?.caseAfter?[$0] }
                    ?? context.speller.data.governors.grammaticalCase(before: index, after: numberEnd, in: text, date: true) ?? .nominative
                if let noun = context.dates.years.nounForms.first(where: { text.matches($0.written, at: end + (text[end] == " " ? 1 : 0)) }) {
                    let nounEnd = end + (text[end] == " " ? 1 : 0) + noun.written.unicodeScalars.count
                    if !text.isLetter(nounEnd) { end = nounEnd }
                }
            }
            return Token(kind: .date(reading), semioticClass: .date, range: index..<end)
        }
        guard !context.dates.dayFirst, numberEnd - numberStart <= 2, let day = text.intValue(numberStart..<numberEnd) else { return nil }
        var end = numberEnd
        if let (ordinal, _, _) = OrdinalClass.suffix(in: context, at: numberEnd), !OrdinalClass.fits(ordinal, value: Int64(day), in: context) { return nil }
        for suffix in context.dates.ordinalDaySuffixes where text.matches(suffix, at: end) {
            if !text.isLetter(end + suffix.unicodeScalars.count) { end += suffix.unicodeScalars.count; break }
        }
        if text.isLetter(end) || text.isDigit(end) { return nil }
        // ("July 5,221": digits grouped by a comma are a number, no day; a first pass that read
        // "2 July" leaves "5,221" before a second.)
        if text[end] == ",", text.isDigit(end + 1), text.digitRunEnd(from: end + 1) - end - 1 == 3 { return nil }
        // "June 5-12": a range of days of the month.
        if let range = monthFirstDayRange(from: day, month: month, start: index, after: end, in: context) { return range }
        if let next = text[end], separators.contains(next) || next == ":", text.isDigit(end + 1) { return nil }
        var reading = DateReading(date: CalendarDate(day: day, month: month), order: .monthFirst)
        var yearStart = end
        if text[yearStart] == "," { yearStart += 1 }
        if let (year, yearEnd) = fourDigitYear(after: yearStart, in: context) {
            reading.date.year = year
            end = yearEnd
        }
        guard reading.date.isValid else { return nil }
        return Token(kind: .date(reading), semioticClass: .date, range: index..<end)
    }

    /// A month written short, alone, after a word of `monthAlone`: en "Interest earned in Oct" ->
    /// "in October", fr "depuis janv." -> "depuis janvier", ru "в окт." -> "в октябре", "с янв."
    /// -> "с января". With a day or a year after it, `classifyMonthFirst` reads it.
    static func classifyMonthAlone(at index: Int, wordEnd: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        // (The cheap tests first: this runs at every short word with a month's initial.)
        guard let rules = context.dates.monthAlone, let initial = text[index], context.dates.monthInitials.contains(initial),
              wordEnd - index <= 5, index == 0 || text[index - 1] == " " || text[index - 1] == "'" || text[index - 1] == "\u{2019}" || text[index - 1] == "(",
              !text.isLetter(wordEnd), !text.isDigit(wordEnd) else { return nil }
        if rules.needsCapital == true, !TextCursor.isUppercase(initial) { return nil }
        // (A span of months needs no period, and its first may be written whole: "May–Oct", fr
        // "mai–oct.".)
        if let (month, end) = monthWord(at: index, in: context), let range = monthRange(from: month, at: index, end: end, in: context) { return range }
        if rules.needsPeriod == true, text[wordEnd] != "." { return nil }
        // The word before: "in Oct", fr "d'oct." (elided, its apostrophe straight).
        let previous: String?
        if index == 0 {
            previous = nil
        } else if text[index - 1] == " " {
            previous = text.previousWordLowercased(before: index)
        } else {
            var start = index - 1
            while start > 0, text.isLetter(start - 1) { start -= 1 }
            previous = start < index - 1 ? text.lowercasedString(start..<index - 1) + "'" : nil
        }
        // (Its period is the abbreviation's unless it ends a sentence: "since Jan. Then".)
        guard let (month, end) = monthWord(at: index, in: context), !context.dates.isFullMonthName(text.string(index..<wordEnd)), !isFullMonthName(text.lowercasedString(index..<wordEnd), in: context) else { return nil }
        if monthLabel(at: index, end: end, in: text) {
            var reading = DateReading(date: CalendarDate(day: nil, month: month, year: nil), order: defaultOrder(context))
            reading.capitalized = true
            return Token(kind: .date(reading), semioticClass: .date, range: index..<end)
        }
        guard let previous, rules.after.contains(previous) else { return nil }
        // Not before a letter, digits or a dash ("Oct-2025", "Jan 5" are read elsewhere or not at all).
        // (Nor before a number's word, which a first pass writes for digits there: "в дек. 201x"
        // keeps its month, so "в дек. двести один" must too.)
        guard !text.isLetter(end), !text.isDigit(end), text[end] != "-", text[end] != "/",
              !(TextCursor.isSpace(text[end]) && text.isDigit(end + 1)),
              text.nextWord(from: end).map(context.speller.isNumberWord) != true,
              // (Nor before a day's ordinal: "в дек. второе декабря", which a first pass writes for
              // "в дек. 2 дек.".)
              text.nextWord(from: end).map(context.speller.isDayOrdinalWord) != true else { return nil }
        var reading = DateReading(date: CalendarDate(day: nil, month: month, year: nil), order: defaultOrder(context))
        reading.grammaticalCase = context.dates.monthsWithoutDay?.caseAfter?[previous] ?? .nominative
        return Token(kind: .date(reading), semioticClass: .date, range: index..<end)
    }

    /// "Oct–Apr", fr "oct.–avr.", ru "окт.–апр.": two months written short and joined by a dash,
    /// with no day, are a span of months, read as a range: "October to April", "octobre à avril",
    /// "октябрь-апрель" (a year after the second is the span's: "Jan–Mar 2025").
    private static func monthRange(from first: Int, at index: Int, end: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        guard let dash = text[end], dash == "-" || dash == "\u{2013}" || dash == "\u{2014}", let initial = text[end + 1],
              context.dates.monthInitials.contains(initial), TextCursor.isUppercase(initial) == text[index].map(TextCursor.isUppercase),
              let (last, lastEnd) = monthWord(at: end + 1, in: context), last != first,
              !text.isLetter(lastEnd), !text.isDigit(lastEnd), text[lastEnd] != "-", text[lastEnd] != "/", !context.runsIntoLetter(lastEnd) else { return nil }
        // ("Jan–Mar 2025": a year after the second month is the span's.)
        let year = fourDigitYear(after: lastEnd, in: context)
        if year == nil {
            let lastWordEnd = text.letterRunEnd(from: end + 1)
            let wholeName = context.dates.isFullMonthName(text.string(end + 1..<lastWordEnd)) || isFullMonthName(text.lowercasedString(end + 1..<lastWordEnd), in: context)
            guard !(TextCursor.isSpace(text[lastEnd]) && text.isDigit(lastEnd + 1)),
                  // (Nor before a number's word, which a first pass writes for digits there:
                  // "Jan-Mar 202…" is read "Jan-Mar two hundred two…", which must stay.)
                  text.nextWord(from: lastEnd).map(context.speller.isNumberWord) != true,
                  // (A second written whole only before no word: "Oct–April twelfth", which a first
                  // pass writes for "Oct–Apr 12", stays.)
                  !(wholeName && TextCursor.isSpace(text[lastEnd]) && text.isLetter(lastEnd + 1)) else { return nil }
        }
        let order = defaultOrder(context)
        let from = DateReading(date: CalendarDate(day: nil, month: first, year: nil), order: order)
        var to = DateReading(date: CalendarDate(day: nil, month: last, year: year?.0), order: order)
        // (Where years are ordinals, said with their noun: ru "март две тысячи двадцать пятого года".)
        to.yearNoun = year != nil && context.dates.year.reading == .ordinal
        let end = year.map { yearMarker(after: $0.1, in: context, reading: &to) } ?? lastEnd
        return Token(kind: .range(from: .date(from), to: .date(to), dashed: false), semioticClass: .date, range: index..<end)
    }

    /// Whether the month written short at `index` (ending at `end`) labels a value: "Jan: 412 kWh ·
    /// Feb: 486 kWh", fr "Janv. : 212 kWh": capitalized, opening the text or a part after a
    /// separator, before a colon and a number ("Jan: see you" is someone speaking).
    private static func monthLabel(at index: Int, end: Int, in text: TextCursor) -> Bool {
        guard let initial = text[index], TextCursor.isUppercase(initial) else { return false }
        var colon = end
        if TextCursor.isSpace(text[colon]) { colon += 1 }
        guard text[colon] == ":", TextCursor.isSpace(text[colon + 1]), text.isDigit(colon + 2) || text.isDigit(colon + 3) && text[colon + 2].map({ "$€£-+−".unicodeScalars.contains($0) }) == true
        else { return false }
        var start = index
        while start > 0, TextCursor.isSpace(text[start - 1]) { start -= 1 }
        return start == 0 || text[start - 1].map { "·|•,;(".unicodeScalars.contains($0) } == true
    }

    /// Whether `word` is a month's name in some case (`monthsWithoutDay`), not an abbreviation.
    private static func isFullMonthName(_ word: String, in context: ClassifyContext) -> Bool {
        guard let months = context.dates.monthsWithoutDay else { return false }
        return GrammaticalCase.allCases.contains { months.names($0).contains(word) }
    }

    /// "June 5-12", "June 5 – 12": the month, a day, a dash and a later day of that month.
    private static func monthFirstDayRange(from day: Int, month: Int, start: Int, after end: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        guard rangeWordsFit(before: start, in: context) else { return nil }
        var dash = end
        if text[dash] == " ", text[dash + 1] == "-" || text[dash + 1] == "\u{2013}" || text[dash + 1] == "\u{2014}", text[dash + 2] == " " { dash += 1 }
        guard let scalar = text[dash], scalar == "-" || scalar == "\u{2013}" || scalar == "\u{2014}" else { return nil }
        let toStart = dash + (dash > end ? 2 : 1)
        let toEnd = text.digitRunEnd(from: toStart)
        guard toEnd > toStart, toEnd - toStart <= 2, let toDay = text.intValue(toStart..<toEnd), day < toDay,
              CalendarDate(day: toDay, month: month).isValid, !text.isLetter(toEnd), !text.isDigit(toEnd),
              !(text[toEnd].map { separators.contains($0) || $0 == ":" } == true && text.isDigit(toEnd + 1)),
              // "March 1-03.faste": a day glued by a dot to a word is part of a code, kept as
              // it is without the month ("1-03.faste").
              !(text[toEnd] == "." && text.isLetter(toEnd + 1)),
              // "Oct. 1-18-ry", "June 5-12-20": a third link makes a chain, a code, which a range
              // of numbers does not read either; so a second pass after "the first of October"
              // reads what the first did.
              !(text[toEnd] == "-" && (text.isLetter(toEnd + 1) || text.isDigit(toEnd + 1))) else { return nil }
        var end = toEnd
        var year: Int?
        if let (value, yearEnd) = fourDigitYear(after: text[end] == "," ? end + 1 : end, in: context) {
            year = value
            end = yearEnd
        }
        let kind = Token.Kind.dayList(days: [day, toDay], month: month, year: year, yearNoun: false, grammaticalCase: dayCase(before: start, in: context),
                                      range: true, monthFirst: true)
        return Token(kind: kind, semioticClass: .date, range: start..<end)
    }

    /// Whether a range of days starting at `index` can be read with the range words: the locale
    /// has them, and no preposition stands before (ru "до 5–12 июня", fr "du 5-12 juin").
    static func rangeWordsFit(before index: Int, in context: ClassifyContext) -> Bool {
        guard let range = context.dates.templates.dayRange else { return false }
        if let word = context.text.previousWordLowercased(before: index), range.words.contains(word) || range.notAfter?.contains(word) == true { return false }
        return dayCase(before: index, in: context, clock: true) == .nominative
    }

    // MARK: Pieces

    /// A month name or abbreviation at `index`, with its period when a year follows.
    static func monthWord(at index: Int, in context: ClassifyContext) -> (Int, Int)? {
        let text = context.text
        guard let first = text[index], context.dates.monthInitials.contains(first), text.isLetter(index) else { return nil }
        var end = index
        while text.isLetter(end) { end += 1 }
        guard end - index <= 12, let month = context.dates.monthForms[lowercased: index..<end, in: text] else { return nil }
        // "avr. 2015", "24 déc. au": an abbreviation's period belongs to the date unless it ends a
        // sentence (end of text, or a capital letter next).
        if text[end] == ".", !context.dates.isFullMonthName(text.string(index..<end)) {
            let next = TextCursor.isSpace(text[end + 1]) ? text[end + 2] : text[end + 1]
            let endsSentence = end + 1 >= text.count || (next.map { TextCursor.isUppercase($0) } ?? true)
            if !endsSentence { end += 1 }
        }
        return (month, end)
    }

    /// A four-digit year after a space: " 2015".
    private static func fourDigitYear(after index: Int, in context: ClassifyContext) -> (Int, Int)? {
        let text = context.text
        guard TextCursor.isSpace(text[index]), text.isDigit(index + 1) else { return nil }
        let end = text.digitRunEnd(from: index + 1)
        guard end - index - 1 == 4, !text.isLetter(end), !(text[end] == "," && text.isDigit(end + 1)) else { return nil }
        if let next = text[end], separators.contains(next) || next == ":", text.isDigit(end + 1) { return nil }
        return text.intValue(index + 1..<end).map { ($0, end) }
    }

    /// ru " г.", " года": said as "года" after the year.
    private static func yearMarker(after index: Int, in context: ClassifyContext, reading: inout DateReading) -> Int {
        let text = context.text
        guard reading.date.year != nil || reading.date.twoDigitYear != nil else { return index }
        var start = index
        if TextCursor.isSpace(text[start]) { start += 1 }
        for marker in context.dates.yearMarkers where text.matches(marker, at: start) {
            let end = start + marker.unicodeScalars.count
            if text.isLetter(end) { continue }
            reading.yearNoun = true
            return end
        }
        return index
    }

    private static func articleBefore(_ index: Int, in context: ClassifyContext) -> Bool {
        guard let articles = context.dates.templates.articles, let word = context.text.previousWord(before: index) else { return false }
        return articles.contains(word)
    }

    /// The case the preposition before `index` gives a day or a time (ru "до 5 мая", "с 9:00").
    /// `clock` for a time of day, which no other word than a governing one puts in a case.
    static func dayCase(before index: Int, in context: ClassifyContext, clock: Bool = false) -> GrammaticalCase {
        // "между 10 и 15 июля": the second date of a list takes the first day's case.
        if !clock, let day = dayJoined(before: index, in: context) { return dayCase(before: day, in: context) }
        // ru "до чт, 23:59" -> "до четверга, двадцати трёх пятидесяти девяти": a time after a
        // weekday and a comma takes the case the weekday's governing word gives; so does a date
        // after the word that closes a range of days ("по вс, 5 июля" -> "по воскресенье, пятое
        // июля"; "в пт, 5 июля" keeps the date's "пятого").
        if let day = weekdayBeforeComma(index, in: context),
           clock || context.text.previousWordLowercased(before: day).map({ context.dates.weekdayRecurring?.after.contains($0) == true }) == true,
           let grammaticalCase = context.speller.data.governors.grammaticalCase(before: day, after: day, in: context.text, date: true) {
            return grammaticalCase
        }
        return context.speller.data.governors.grammaticalCase(before: index, after: index, in: context.text, date: true, anyWord: !clock) ?? .nominative
    }

    /// The start of a weekday's name or abbreviation ("чт", "пт.", "четверг") just before ", "
    /// and `index`.
    private static func weekdayBeforeComma(_ index: Int, in context: ClassifyContext) -> Int? {
        let text = context.text
        guard index >= 3, text[index - 1] == " ", text[index - 2] == "," else { return nil }
        var end = index - 2
        if text[end - 1] == "." { end -= 1 }
        var start = end
        while start > 0, text.isLetter(start - 1) { start -= 1 }
        guard start < end else { return nil }
        let word = text.lowercasedString(start..<end)
        let dates = context.dates
        guard dates.weekdayAbbreviations?[word] != nil || dates.weekdayForms?.all.contains(word) == true
                || dates.weekdays.contains(where: { $0.lowercased() == word }) else { return nil }
        return start
    }

    private static func defaultOrder(_ context: ClassifyContext) -> DateReading.Order {
        context.dates.isDayFirst(region: context.speller.locale.region) ? .dayFirst : .monthFirst
    }

}
