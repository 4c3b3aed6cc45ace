/// Times of day: "05:30", "21:01:30", "5:30 PM", "5pm", "1 a.m.", fr "17h45", "17 h 45", "9h".
///
/// Minutes must have two digits ("3:1" is a score, not a time), hours stay below 24, and nothing
/// may be glued after ("12:30:45:67", "17h45x"). fr "1 h 05 min" is a duration: the units are
/// read as measures, not as a time.
enum TimeClass {
    static func classify(at index: Int, in context: ClassifyContext) -> Token? {
        if let elapsed = elapsed(at: index, in: context) { return elapsed }
        guard case (var time, let end)? = read(at: index, in: context) else { return nil }
        // fr "de 8 à 12 h", "depuis 8 à 12 h": the end of a range after a bare number is a count
        // of hours, not noon ("huit à douze heures").
        if time.minute == 0, time.second == nil, time.meridiem == nil, time.hour == 12 || time.hour == 0, context.text.isLetter(end - 1),
           let hour = context.dates.durationNouns["hour"], afterBareRangeStart(index, in: context) {
            return Token(kind: .duration(MeasureValue(numeral: Numeral(digits: String(time.hour)), fraction: nil, unit: MeasureUnit(noun: hour, after: ""), scale: nil)),
                         semioticClass: .duration, range: index..<end)
        }
        // ru "с 9:00 до 18:00" -> "с девяти часов до восемнадцати часов".
        time.grammaticalCase = DateClass.dayCase(before: index, in: context, clock: true)
        time.inText = true
        // "2pm-5pm", "9h-17h": a range when the locale has a word for it.
        // "10:00 AM – 11:30 AM", "9:00 - 17:00": spaced too.
        let spaced = context.text[end] == " " && context.text[end + 2] == " "
        let dashAt = spaced ? end + 1 : end
        let rules = context.dates.time
        if rules.rangeJoiner != nil || rules.rangeTemplate != nil && time.grammaticalCase == .nominative, let dash = context.text[dashAt],
           dash == "-" || dash == "\u{2013}" || (spaced && dash == "\u{2014}") {
            let lastStart = dashAt + (spaced ? 2 : 1)
            let joined = rules.rangeTemplate == nil
                || context.text.previousWord(before: index).map { rules.rangeTemplateNotAfter?.contains($0.lowercased()) ?? false } ?? false
            if context.text.isDigit(lastStart), case (var last, let rangeEnd)? = read(at: lastStart, in: context) {
                last.inText = true
                var time = time
                if time.meridiem == nil, last.meridiem != nil, (1...12).contains(time.hour) { time.meridiemShared = true }
                return Token(kind: .timeRange(time, last, joined: joined), semioticClass: .time, range: index..<rangeEnd)
            }
            // "Open 10 AM–midnight" (or "–Midnight"), fr "18 h–minuit": a range up to the word for
            // noon or midnight.
            for (word, hour) in [(rules.noon, 12), (rules.midnight, 0)] {
                guard let word, context.text.matchesWord(word, at: lastStart)
                        || context.text.matchesWord(word.prefix(1).uppercased() + word.dropFirst(), at: lastStart) else { continue }
                var last = ClockTime(hour: hour, minute: 0, second: nil, meridiem: nil)
                last.inText = true
                return Token(kind: .timeRange(time, last, joined: joined), semioticClass: .time, range: index..<lastStart + word.unicodeScalars.count)
            }
        }
        // fr "Total : 0 h" -> "zéro heure": midnight only after a word that says when.
        if time.hour == 0, time.minute == 0, time.second == nil, time.meridiem == nil, context.text.isLetter(end - 1),
           let words = rules.midnightAfter, !(context.text.previousWordLowercased(before: index).map(words.contains) ?? false),
           let hour = context.dates.durationNouns["hour"] {
            return Token(kind: .duration(MeasureValue(numeral: Numeral(digits: "0"), fraction: nil, unit: MeasureUnit(noun: hour, after: ""), scale: nil)),
                         semioticClass: .duration, range: index..<end)
        }
        return Token(kind: .time(time), semioticClass: .time, range: index..<end)
    }

    /// Whether a bare number and a word between the ends of a range (`range.wordsBetween`: fr
    /// "à") stand before `index`: "8 à |12 h".
    private static func afterBareRangeStart(_ index: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        guard let word = text.previousWord(before: index), context.speller.data.ranges.range.wordsBetween.contains(word) else { return false }
        let numberEnd = text.wordEnd(before: text.wordEnd(before: index) - word.unicodeScalars.count)
        guard numberEnd > 0, text.isDigit(numberEnd - 1), numberEnd < text.wordEnd(before: index) - word.unicodeScalars.count else { return false }
        // (Not a time's minutes: "de 9 h 30 à 12 h".)
        var numberStart = numberEnd
        while numberStart > 0, text.isDigit(numberStart - 1) { numberStart -= 1 }
        guard let before = text.previousWord(before: numberStart) else { return true }
        return !context.dates.time.hourMarkers.contains(before) && !text.isDigit(text.wordEnd(before: numberStart) - 1)
    }

    /// After a word of `clockWordsBefore` (a colon or an opening bracket between allowed: "Vidéo
    /// (4:32)"), with no meridiem after.
    private static func countdown(before index: Int, end: Int, in context: ClassifyContext) -> Bool {
        guard let words = context.dates.compactDurations?.clockWordsBefore, !words.isEmpty else { return false }
        var wordEnd = index
        // (Or a feed row's separator: "Vidéo · 3:07".)
        let separators = context.dates.compactDurations?.separatorsBefore ?? []
        while wordEnd > 0, context.text.isWhitespace(wordEnd - 1) || context.text[wordEnd - 1] == ":" || context.text[wordEnd - 1] == "("
            || context.text[wordEnd - 1].map({ separators.contains(String($0)) }) == true { wordEnd -= 1 }
        // ("Lap 3 · 1:58", fr "Vidéo 7 · 06:32", ru "Круг 3 · 1:58": past the numbered item's
        // number, before a feed row's separator.)
        let text = context.text
        if wordEnd < index, text.isDigit(wordEnd - 1), (wordEnd..<index).contains(where: { text[$0].map { separators.contains(String($0)) } == true }) {
            let digitsStart = text.digitRunStart(before: wordEnd)
            if wordEnd - digitsStart <= 3, digitsStart >= 2, text[digitsStart - 1] == " ", text.isLetter(digitsStart - 2) { wordEnd = digitsStart - 1 }
        }
        guard let word = context.text.previousWordLowercased(before: wordEnd) else { return false }
        if !words.contains(word) {
            // (Or a label's first words before its colon: fr "Durée du trajet : 12:34", ru
            // "Длительность поездки: 12:34".)
            guard context.text.wordBeforeMark(index, marks: ":") != nil else { return false }
            var position = wordEnd
            var found = false
            for _ in 0..<2 {
                position = context.text.wordEnd(before: position) - (context.text.previousWord(before: position)?.unicodeScalars.count ?? 0)
                guard position > 0, let earlier = context.text.previousWordLowercased(before: position) else { break }
                if words.contains(earlier) { found = true; break }
            }
            guard found else { return false }
        }
        // "in 5:30 PM" is a time of day.
        let meridiem = context.dates.time.meridiem
        return context.text.nextWord(from: end).map { meridiem.am.contains($0) || meridiem.pm.contains($0) } != true
    }

    /// Minutes and seconds, not a time of day: "28:14" (more than 23 before the colon), "0:42" (a
    /// lone zero: a recording's length), "5:25 /km" or "5:25 min/km" (a pace, before a rate).
    static func elapsed(at index: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        let firstEnd = text.digitRunEnd(from: index)
        // "5'32\"/km", "5′32″/km": minutes and seconds with primes, before a rate only where primes
        // also mark feet (en "5'11\"" is a height).
        let primed = text[firstEnd] == "'" || text[firstEnd] == "\u{2032}"
        guard firstEnd - index <= 2, text[firstEnd] == ":" || primed, let first = text.intValue(index..<firstEnd),
              let second = twoDigits(text, at: firstEnd + 1), second < 60 else { return nil }
        var end = firstEnd + 3
        if primed {
            // (Or two apostrophes, as typed: fr "5'05''/km".)
            if text[end] == "'", text[end + 1] == "'" { end += 1 }
            else { guard text[end] == "\"" || text[end] == "\u{2033}" else { return nil } }
            end += 1
        }
        // "1:23.456", fr "1:23,4": a lap time, seconds with a decimal part (a time of day has none).
        var fraction: String?
        if !primed, let separator = text[end], separator == "." || context.lexicon.decimalSeparators.contains(separator), text.isDigit(end + 1) {
            let fractionEnd = text.digitRunEnd(from: end + 1)
            guard fractionEnd - end - 1 <= 3 else { return nil }
            fraction = text.string(end + 1..<fractionEnd)
            end = fractionEnd
        }
        guard !text.isDigit(end), !text.isLetter(end), text[end] != ":",
              !(text[end] == "." && text.isDigit(end + 1)), !(text[end] == "," && text.isDigit(end + 1)) else { return nil }
        // "0:42" alone is a recording's length; "в 0:40", "at 0:40" a time of day.
        let loneZero = firstEnd - index == 1 && first == 0
            && !(text.previousWord(before: index).map { context.dates.weekdayTimeWords?.contains($0.lowercased()) == true } ?? false)
        let paceEnd = pace(after: end, in: context)
        // (fr "Km 3 · 5'07\"", "en 1'32\"": where primes mark no feet, `primes` absent, minutes and
        // seconds alone too.)
        let lengthBefore = primed && text.previousWord(before: index).map { context.rules.primedLengthWords?.contains($0.lowercased()) == true } == true
        guard primed ? paceEnd != nil || context.rules.primes == nil && !lengthBefore : (24...59).contains(first) || loneZero || fraction != nil || paceEnd != nil || countdown(before: index, end: end, in: context)
                || isProgressSlash(end + 1, in: text) || index >= 2 && isProgressSlash(index - 2, in: text)
                || isProgressWord(after: end, in: context) || isProgressWord(before: index, in: context)
                || lengthAfterJoiner(end, in: context) || lapAfterDistance(before: index, minutes: first, in: context) else { return nil }
        let nouns = context.dates.durationNouns
        guard let minute = nouns["minute"], let secondNoun = nouns["second"] else { return nil }
        // (fr "5:12" -> "cinq minutes douze": the seconds' noun unsaid after minutes, where
        // `elapsedSecondsUnsaid`.)
        var secondUnit = MeasureUnit(noun: secondNoun, after: "")
        secondUnit.unsaid = first > 0 && fraction == nil && context.dates.compactDurations?.elapsedSecondsUnsaid == true
        let parts = [
            MeasureValue(numeral: Numeral(digits: String(first)), fraction: nil, unit: MeasureUnit(noun: minute, after: ""), scale: nil),
            MeasureValue(numeral: Numeral(digits: String(second)), fraction: fraction, unit: secondUnit, scale: nil),
        ]
        return Token(kind: .elapsed(parts), semioticClass: .duration, range: index..<(paceEnd ?? end))
    }

    /// "5K in 21:58", fr "5 km : 21:58", ru "400 м за 1:32": "m:ss" after a distance and a
    /// joiner of `lapAfterDistance` is a lap's or a race's time. Under ten minutes only after a
    /// short unit ("42 km in 3:47" is hours and minutes, "400 m in 1:32" minutes and seconds).
    private static func lapAfterDistance(before index: Int, minutes: Int, in context: ClassifyContext) -> Bool {
        guard let rules = context.dates.compactDurations?.lapAfterDistance else { return false }
        let text = context.text
        var end = text.wordEnd(before: index)
        guard end > 0, let last = text[end - 1] else { return false }
        if !TextCursor.isAlphabetic(last), rules.joiners.contains(String(last)) {
            end = text.wordEnd(before: end - 1)
        } else if let word = text.previousWord(before: index), rules.joiners.contains(word.lowercased()), end - word.unicodeScalars.count > 0,
                  text.isWhitespace(end - word.unicodeScalars.count - 1) {
            end = text.wordEnd(before: end - word.unicodeScalars.count)
        } else {
            return false
        }
        // The distance's unit, right after its number (a space between allowed).
        var unitStart = end
        while unitStart > 0, text.isLetter(unitStart - 1) { unitStart -= 1 }
        guard unitStart < end else { return false }
        var numberEnd = unitStart
        if numberEnd > 0, TextCursor.isSpace(text[numberEnd - 1]) { numberEnd -= 1 }
        guard numberEnd > 0, text.isDigit(numberEnd - 1) else { return false }
        if numberEnd == unitStart, rules.letters?.contains(text.string(unitStart..<end)) == true { return minutes >= 10 }
        guard let (unit, unitEnd) = MeasureClass.unit(after: numberEnd, in: context), unitEnd == end,
              context.rules.multiplier?.dimensionNouns?.contains(unit.noun) == true else { return false }
        return minutes >= 10 || rules.shortNouns.contains(unit.noun)
    }

    /// "Listened 12:34 of 47:05", fr "12:34 sur 47:05", ru "12:34 из 47:05": the ratio's joiner
    /// between spaces after `end`, then a length that is no time of day (minutes from 24 to 59,
    /// then seconds): what stands before is a position in it.
    private static func lengthAfterJoiner(_ end: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        guard text[end] == " " else { return false }
        let joiner = context.speller.data.ranges.ratio.joiner.trimmedSpaces
        guard !joiner.isEmpty, text.matchesWord(joiner, at: end + 1) else { return false }
        let start = end + 2 + joiner.unicodeScalars.count
        let firstEnd = text.digitRunEnd(from: start)
        guard text[start - 1] == " ", firstEnd - start == 2, let minutes = text.intValue(start..<firstEnd), (24...59).contains(minutes),
              text[firstEnd] == ":", twoDigits(text, at: firstEnd + 1) != nil else { return false }
        return !text.isDigit(firstEnd + 3) && !text.isLetter(firstEnd + 3) && text[firstEnd + 3] != ":"
    }

    /// "3:27 / 4:05": a slash between spaces, between a media player's position and its length
    /// (minutes and seconds on both sides), said with the ratio's joiner ("of", "sur", "из").
    static func isProgressSlash(_ slash: Int, in text: TextCursor) -> Bool {
        guard text[slash] == "/", text[slash - 1] == " ", text[slash + 1] == " " else { return false }
        return minutesAndSeconds(at: slash + 2, in: text) && minutesAndSeconds(endingAt: slash - 1, in: text)
    }

    /// "Shoes: 612 km / 800 km", fr "612 km / 800 km", ru "612 км / 800 км": a slash between
    /// spaces, between two measures of the same unit, is a progress's "of" too ("66 kcal / 100
    /// ml", "100 g / 2 L" are rates).
    static func isSameUnitSlash(_ slash: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        guard text[slash] == "/", text[slash - 1] == " ", text[slash + 1] == " ", text.isDigit(slash + 2) else { return false }
        var digitsEnd = text.digitRunEnd(from: slash + 2)
        // (A decimal or a grouped number after the slash: "1,5 km / 2,5 km".)
        while let separator = text[digitsEnd], separator == "." || separator == "," || separator == "\u{00A0}" || separator == "\u{202F}", text.isDigit(digitsEnd + 1) {
            digitsEnd = text.digitRunEnd(from: digitsEnd + 1)
        }
        // (A power of ten after the slash is the base of a rate: "12 g / 100 g" per hundred grams.)
        if let base = text.intValue(slash + 2..<text.digitRunEnd(from: slash + 2)), [1, 10, 100, 1000].contains(base), digitsEnd == text.digitRunEnd(from: slash + 2) { return false }
        guard let (_, unitEnd) = MeasureClass.unit(after: digitsEnd, in: context), !text.isLetter(unitEnd), !text.isDigit(unitEnd) else { return false }
        var unitStart = digitsEnd
        while text.isWhitespace(unitStart) { unitStart += 1 }
        let length = unitEnd - unitStart
        let beforeEnd = slash - 1
        guard length > 0, beforeEnd - length > 0 else { return false }
        for offset in 0..<length where text[beforeEnd - length + offset] != text[unitStart + offset] { return false }
        let beforeUnit = beforeEnd - length
        let firstEnd = text.isDigit(beforeUnit - 1) ? beforeUnit : beforeUnit - 1
        guard text.isDigit(firstEnd - 1) else { return false }
        // (A part is no more than its whole: "Mon 24° / 16°", a day's high and low, stays.)
        guard let first = text.intValue(text.digitRunStart(before: firstEnd)..<firstEnd),
              let second = text.intValue(slash + 2..<text.digitRunEnd(from: slash + 2)) else { return false }
        return first <= second
    }

    /// "2:15 of 4:08", fr "2:15 sur 4:08", ru "2:15 из 4:08": the ratio's joiner (`ratio.joiner`)
    /// between a player's position and its length, after the number ending at `end` (`after`)
    /// or before the one starting at `start`.
    static func isProgressWord(after end: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        guard text[end] == " ", let word = context.speller.data.ranges.ratio.joinerWord, text.matchesWord(word, at: end + 1) else { return false }
        let start = end + 2 + word.unicodeScalars.count
        return text[start - 1] == " " && minutesAndSeconds(at: start, in: text)
    }

    static func isProgressWord(before start: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        guard start >= 2, text[start - 1] == " ", let word = context.speller.data.ranges.ratio.joinerWord else { return false }
        let end = start - 2 - word.unicodeScalars.count
        guard end >= 0, text[end] == " ", text.matchesWord(word, at: end + 1) else { return false }
        return text[end] == " " && minutesAndSeconds(endingAt: end, in: text)
    }

    /// Whether "m:ss" or "mm:ss" starts at `start`, alone.
    private static func minutesAndSeconds(at start: Int, in text: TextCursor) -> Bool {
        let firstEnd = text.digitRunEnd(from: start)
        return (1...2).contains(firstEnd - start) && text[firstEnd] == ":" && twoDigits(text, at: firstEnd + 1) != nil
            && !text.isDigit(firstEnd + 3) && !text.isLetter(firstEnd + 3) && text[firstEnd + 3] != ":"
            && !text.isDigit(start - 1) && text[start - 1] != ":"
    }

    /// Whether "m:ss" or "mm:ss" ends at `end`, alone.
    private static func minutesAndSeconds(endingAt end: Int, in text: TextCursor) -> Bool {
        guard end >= 4, text.isDigit(end - 1), text.isDigit(end - 2), text[end - 3] == ":", text.isDigit(end - 4) else { return false }
        var before = end - 4
        if text.isDigit(before - 1) { before -= 1 }
        return !text.isDigit(before - 1) && !text.isLetter(before - 1) && text[before - 1] != ":"
    }

    /// Where a pace's minutes and seconds end when a rate follows: "/km", " /mi", " min/km" (the
    /// unit of time taken in); nil when none follows.
    private static func pace(after end: Int, in context: ClassifyContext) -> Int? {
        let text = context.text
        var position = end
        // (A no-break space too: fr "5:24\u{00A0}/km".)
        if TextCursor.isSpace(text[position]) { position += 1 }
        var tokenEnd = end
        if text[position] != "/", text.isLetter(position) {
            guard let (unit, unitEnd) = MeasureClass.unit(after: end, in: context), unit.noun == context.dates.durationNouns["minute"] else { return nil }
            position = unitEnd
            tokenEnd = unitEnd
        }
        guard text[position] == "/" else { return nil }
        // (A count of the unit too: a rowing split "2:05/500 m".)
        let count = text.digitRunEnd(from: position + 1)
        let rated = MeasureClass.unit(after: position + 1, in: context) != nil || context.speller.data.per.match(text, at: position + 1) != nil
            || count > position + 1 && count - position - 1 <= 4 && MeasureClass.unit(after: count, in: context) != nil
        return rated ? tokenEnd : nil
    }

    /// The time starting at `index` (a digit), and where it ends.
    static func read(at index: Int, in context: ClassifyContext) -> (ClockTime, Int)? {
        let text = context.text
        let hourEnd = text.digitRunEnd(from: index)
        guard hourEnd - index <= 2, let next = text[hourEnd], next == ":" || next == " " || next == "\u{00A0}" || next == "\u{202F}" || text.isLetter(hourEnd),
              let hour = text.intValue(index..<hourEnd) else { return nil }
        let rules = context.dates.time
        if text[hourEnd] == ":" {
            guard let minute = twoDigits(text, at: hourEnd + 1) else { return nil }
            var time = ClockTime(hour: hour, minute: minute)
            time.zeroPadded = hourEnd - index == 2 && text[index] == "0"
            var end = hourEnd + 3
            if text[end] == ":", let second = twoDigits(text, at: end + 1) {
                time.second = second
                end += 3
            }
            // (A colon after the minutes with a space or nothing after it ends a label: ru
            // "Сегодня, 07:00–10:00: хороший воздух".)
            if text[end] == ":" && !(text[end + 1] == nil || TextCursor.isSpace(text[end + 1])) || text.isDigit(end) { return nil }
            if let (meridiem, meridiemEnd) = self.meridiem(in: context, at: end) ?? gluedMeridiem(in: context, at: end) {
                time.meridiem = meridiem
                end = meridiemEnd
            } else if text.isLetter(end) {
                return nil
            }
            return time.isValid ? (time, end) : nil
        }
        if let (meridiem, end) = self.meridiem(in: context, at: hourEnd) {
            let time = ClockTime(hour: hour, minute: 0, meridiem: meridiem)
            return time.isValid ? (time, end) : nil
        }
        // en "9a–5:30p": an hour alone with a glued letter only as a range's end.
        if let (meridiem, end) = gluedMeridiem(in: context, at: hourEnd),
           isDash(text[end]) && text.isDigit(end + 1) || index >= 3 && isDash(text[index - 1]) && gluedMeridiem(in: context, at: index - 2) != nil && text.isDigit(index - 3) {
            let time = ClockTime(hour: hour, minute: 0, meridiem: meridiem)
            return time.isValid ? (time, end) : nil
        }
        // fr "17h45", "17 h 45", "9h".
        var position = hourEnd
        if TextCursor.isSpace(text[position]) { position += 1 }
        guard let marker = rules.hourMarkers.first(where: { text.matches($0, at: position) }) else { return nil }
        position += marker.unicodeScalars.count
        guard !text.isLetter(position), !text.isDigit(position) || twoDigits(text, at: position) != nil else { return nil }
        var time = ClockTime(hour: hour, minute: 0)
        var minuteStart = position
        if TextCursor.isSpace(text[minuteStart]), text.isDigit(minuteStart + 1) { minuteStart += 1 }
        if let minute = twoDigits(text, at: minuteStart), !text.isLetter(minuteStart + 2) {
            // "1 h 05 min" is a duration.
            if let next = text.nextWord(from: minuteStart + 2), rules.minuteMarkers.contains(next) { return nil }
            time.minute = minute
            position = minuteStart + 2
        } else if let compact = context.dates.compactDurations,
                  TextCursor.isSpace(text[position]) && compact.wordsAfter.contains(where: { text.matchesWord($0, at: position + 1) })
                    || DurationClass.followsDurationWord(index, compact, in: text) {
            // fr "12 h avant l'intervention", "3 h de retard", "toutes les 12 h": hours before a
            // word that follows a duration, or after one that announces it, are a duration
            // ("douze heures", not "midi").
            return nil
        }
        return time.isValid ? (time, position) : nil
    }

    /// Exactly two digits at `index`, not followed by a third.
    private static func twoDigits(_ text: TextCursor, at index: Int) -> Int? {
        guard text.isDigit(index), text.isDigit(index + 1), !text.isDigit(index + 2) else { return nil }
        return text.intValue(index..<index + 2)
    }

    /// en "pm", " PM", " p.m.": the meridiem after a time, not followed by a letter.
    private static func meridiem(in context: ClassifyContext, at index: Int) -> (ClockTime.Meridiem, Int)? {
        let words = context.dates.time.meridiem
        guard !words.am.isEmpty else { return nil }
        let text = context.text
        var start = index
        if TextCursor.isSpace(text[start]) { start += 1 }
        guard let first = text[start], first == "a" || first == "p" || first == "A" || first == "P" else { return nil }
        if let end = longestMatch(words.am, in: text, at: start) { return (.am, end) }
        if let end = longestMatch(words.pm, in: text, at: start) { return (.pm, end) }
        return nil
    }

    /// en "p" in "5:30p": a meridiem's letter glued to the digits before `index`, no letter
    /// after it.
    private static func gluedMeridiem(in context: ClassifyContext, at index: Int) -> (ClockTime.Meridiem, Int)? {
        let meridiem = context.dates.time.meridiem, text = context.text
        guard text.isDigit(index - 1), text.isLetter(index) else { return nil }
        if let am = meridiem.gluedAm, let end = longestMatch(am, in: text, at: index) { return (.am, end) }
        if let pm = meridiem.gluedPm, let end = longestMatch(pm, in: text, at: index) { return (.pm, end) }
        return nil
    }

    private static func isDash(_ scalar: Unicode.Scalar?) -> Bool { scalar == "-" || scalar == "\u{2013}" }

    /// The end of the longest of `forms` at `index` that no letter or digit follows.
    private static func longestMatch(_ forms: [String], in text: TextCursor, at index: Int) -> Int? {
        var best: Int?
        for form in forms where text.matches(form, at: index) {
            let end = index + form.unicodeScalars.count
            if text.isLetter(end) || text.isDigit(end) { continue }
            if end > (best ?? 0) { best = end }
        }
        return best
    }
}
