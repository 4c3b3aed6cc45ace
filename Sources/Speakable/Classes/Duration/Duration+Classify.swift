/// Durations: a number and a unit of time, "90 min", "2 ч", "1 hr", alone or in a chain ("1 h 05 min"
/// is two tokens: "une heure cinq minutes"). The units are the rows of `units.tsv` whose noun is
/// one of `dates.json`'s `durationNouns`; leading zeros are not spoken ("05 min" -> "cinq minutes").
///
/// A bare hour after a number in fr ("17 h 45", "9h") is a time of day (Time/), not a duration;
/// "1 h 05 min" is a duration because a minute unit follows.
enum DurationClass {
    static func classify(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        guard literal.version == nil, let (unit, end) = MeasureClass.unit(after: literal.range.upperBound, in: context),
              isDuration(unit, in: context) else { return nil }
        let value = MeasureValue(numeral: Numeral(digits: literal.integer, negative: literal.negative), fraction: literal.fraction, unit: unit, scale: nil)
        return Token(kind: .duration(value), semioticClass: .duration, range: literal.range.lowerBound..<MeasureClass.withPeriod(end, in: context.text))
    }

    static func isDuration(_ unit: MeasureUnit, in context: ClassifyContext) -> Bool {
        context.dates.durationNouns.values.contains(unit.noun)
    }
}

extension DurationClass {
    /// "5m ago", "2h 15m", "1d ago", "runtime 2h 17m", fr "il y a 2 j", ru "3 дн. назад": a
    /// compact unit of `compactDurations` right after the number (with at most one space and
    /// an optional period) is a unit of time when a word of `wordsAfter` follows, a word of
    /// `wordsBefore` comes before, or another duration stands right before ("2h 15m"); "a 400m
    /// track" stays meters.
    static func classifyCompact(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        guard let compact = context.dates.compactDurations, literal.version == nil, literal.fraction == nil, !literal.negative else { return nil }
        let text = context.text
        var start = literal.range.upperBound
        if text[start] == " " || text[start] == "\u{00A0}" { start += 1 }
        guard text.isLetter(start) else { return nil }
        let letterEnd = text.letterRunEnd(from: start)
        if start == literal.range.upperBound, letterEnd == start + 1, let periods = compact.periodLetters,
           let noun = periods[text.string(start..<letterEnd)], context.speller.data.nouns[noun] != nil,
           periodRow(around: literal.range.lowerBound, periods, in: text) {
            let value = MeasureValue(numeral: Numeral(digits: literal.integer), fraction: nil, unit: MeasureUnit(noun: noun, after: ""), scale: nil)
            return Token(kind: .duration(value), semioticClass: .duration, range: literal.range.lowerBound..<letterEnd)
        }
        // Compact units are short: no word is built for longer ones.
        guard letterEnd - start <= 3, let noun = compact.units[text.string(start..<letterEnd)], context.speller.data.nouns[noun] != nil else { return nil }
        var end = letterEnd
        // "0s.9" is a code: a period with a digit after it is no abbreviation's.
        if text[end] == ".", text.isDigit(end + 1) { return nil }
        if text[end] == ".", !text.isLetter(end + 1) { end += 1 }
        // "1s/2/1s:0st", "1 д-4": a unit glued by "/", ":" or "-" to more digits is part of a code;
        // so it is before a word a first pass writes for them ("2y.-thirty" for "2y.-30s").
        guard !text.isDigit(end), !((text[end] == "/" || text[end] == ":" || text[end] == "-") && (text.isDigit(end + 1) || text.isLetter(end + 1))) else { return nil }
        let after = text.nextWord(from: end)
        let phraseBefore = followsDurationWord(literal.range.lowerBound, compact, in: text)
        let chained = precededByCompact(literal.range.lowerBound, compact, in: text)
        let phraseAfter = compact.wordsAfter.contains { phrase in
            guard let first = phrase.split(separator: " ").first.map(String.init), first == after else { return false }
            return text.string(text.wordStart(after: end)..<min(text.count, text.wordStart(after: end) + phrase.unicodeScalars.count)) == phrase
        }
        // ("Велополоса закончится через 200 м": after a phrase of waiting alone, a hundred or more
        // of a symbol that is also a measure's, "m", "м", are that measure; minutes are written
        // with hours long before a hundred: "Starts in 90m" stays minutes.)
        // ("within 50 m of a hub": before a word of a length's complement, `lengthWordsAfter`.)
        let measureToo = !phraseAfter && !chained && letterEnd - start == 1
            && ((Int(literal.integer) ?? 0) >= 100 || after.map { compact.lengthWordsAfter?.contains($0) == true } == true)
            && MeasureClass.unit(after: literal.range.upperBound, in: context) != nil
        guard phraseAfter || phraseBefore && !measureToo || chained || followedByCompact(end, compact, in: text)
                || rowTimestamp(literal.range.lowerBound, end: end, compact, unitOfMeasure: MeasureClass.unit(after: literal.range.upperBound, in: context) != nil, in: text)
        else { return nil }
        let value = MeasureValue(numeral: Numeral(digits: literal.integer), fraction: nil, unit: MeasureUnit(noun: noun, after: ""), scale: nil)
        return Token(kind: .duration(value), semioticClass: .duration, range: literal.range.lowerBound..<end)
    }

    /// Whether a word or phrase of `wordsBefore` ends right before the number at `start` ("wait",
    /// fr "toutes les", ru "каждые"), a label's colon allowed between ("Возраст: 3 г.", "Age: 2y").
    static func followsDurationWord(_ start: Int, _ compact: DateRules.CompactDurations, in text: TextCursor) -> Bool {
        let before = text.previousWord(before: start) ?? text.wordBeforeMark(start, marks: ":")
        return compact.wordsBefore.contains { phrase in
            guard let last = phrase.split(separator: " ").last.map(String.init), last == before else { return false }
            let prefix = phrase.dropLast(last.count)
            return prefix.isEmpty || text.string(max(0, start - phrase.unicodeScalars.count - 1)..<start).hasPrefix(prefix)
        }
    }

    /// Whether a chart's period ("1Y") starts at `start`, in a row of them: no label reads it.
    static func isPeriodItem(at start: Int, in context: ClassifyContext) -> Bool {
        guard let periods = context.dates.compactDurations?.periodLetters else { return false }
        return periodRow(around: start, periods, in: context.text)
    }

    /// Whether the item starting at `start` (digits and a period's letter) stands in a row of
    /// three or more such items: "1D 1W 1M 1Y All", "1D · 1W · 1M · 1Y" (a separator between
    /// spaces), "1D 5D 1M 6M YTD 1Y" (a word in capitals among them).
    private static func periodRow(around start: Int, _ periods: [String: String], in text: TextCursor) -> Bool {
        /// The end of an item at `index`, if one starts there.
        func itemEnd(at index: Int) -> Int? {
            let digitsEnd = text.digitRunEnd(from: index)
            guard digitsEnd > index, digitsEnd - index <= 2, text.isLetter(digitsEnd), !text.isLetter(digitsEnd + 1), !text.isDigit(digitsEnd + 1),
                  periods[text.string(digitsEnd..<digitsEnd + 1)] != nil else { return nil }
            return digitsEnd + 1
        }
        /// Where the next item starts after the gap at `end`, nil when no gap stands there.
        func gapEnd(after end: Int) -> Int? {
            guard text.isWhitespace(end) else { return nil }
            if let mark = text[end + 1], Self.rowSeparators.contains(mark), text.isWhitespace(end + 2) { return end + 3 }
            return end + 1
        }
        /// Where the gap before `start` begins (the end of what comes before), nil when none.
        func gapStart(before start: Int) -> Int? {
            guard start >= 2, text.isWhitespace(start - 1) else { return nil }
            if start >= 4, let mark = text[start - 2], Self.rowSeparators.contains(mark), text.isWhitespace(start - 3) { return start - 3 }
            return start - 1
        }
        /// The end of a word of two to four capitals at `index` ("YTD", "MAX"), nil otherwise.
        func capitalsEnd(at index: Int) -> Int? {
            let end = text.letterRunEnd(from: index)
            guard (2...4).contains(end - index), (index..<end).allSatisfy({ text.isASCIICapital($0) }) else { return nil }
            return end
        }
        guard let end = itemEnd(at: start), start == 0 || text.isWhitespace(start - 1) || !text.isLetter(start - 1) && !text.isDigit(start - 1) else { return false }
        var count = 1
        var position = end
        while count < 3, let next = gapEnd(after: position) {
            if let item = itemEnd(at: next) { count += 1; position = item; continue }
            guard let word = capitalsEnd(at: next), let afterWord = gapEnd(after: word), let item = itemEnd(at: afterWord) else { break }
            count += 1
            position = item
        }
        var before = start
        while count < 3, var previousEnd = gapStart(before: before) {
            // (Past a word in capitals: "6M YTD 1Y".)
            if text.isASCIICapital(previousEnd - 1), text.isASCIICapital(previousEnd - 2) {
                var wordStart = previousEnd - 1
                while wordStart > 0, text.isASCIICapital(wordStart - 1) { wordStart -= 1 }
                guard !text.isDigit(wordStart - 1), capitalsEnd(at: wordStart) == previousEnd, let gap = gapStart(before: wordStart) else { break }
                previousEnd = gap
            }
            var itemStart = previousEnd - 1
            while itemStart > 0, text.isDigit(itemStart - 1) { itemStart -= 1 }
            guard itemStart < previousEnd - 1, itemEnd(at: itemStart) == previousEnd,
                  itemStart == 0 || !text.isLetter(itemStart - 1) && !text.isDigit(itemStart - 1) else { break }
            count += 1
            before = itemStart
        }
        return count >= 3
    }

    /// What may stand between spaces between a row's items: "1D · 1W · 1M".
    private static let rowSeparators: ScalarSet = ["\u{00B7}", "|", "\u{2022}", "/"]

    /// "Sarah liked your photo · 5m": after a separator of a feed row, at the text's end, glued.
    private static func rowTimestamp(_ start: Int, end: Int, _ compact: DateRules.CompactDurations, unitOfMeasure: Bool, in text: TextCursor) -> Bool {
        // A timestamp counts less than sixty of its unit ("400m" by a pool is a length).
        // Glued ("· 5m"), or spaced before a unit of two letters or more (ru "· 3 дн."), or of
        // one that measures nothing else (ru "· 5 д"; "· 5 m" may be metres).
        let digitsEnd = text.digitRunEnd(from: start)
        let spaced = text[digitsEnd] == " " && (text.letterRunEnd(from: digitsEnd + 1) - digitsEnd - 1 >= 2 || !unitOfMeasure)
        guard let separators = compact.separatorsBefore, start >= 3, text[start - 1] == " ", text.isDigit(end - 1) == false,
              text.isLetter(digitsEnd) || spaced, let value = text.intValue(start..<digitsEnd), value < 60 else { return false }
        var next = end
        while next < text.count, text.isWhitespace(next) { next += 1 }
        guard next >= text.count, let separator = text[start - 2] else { return false }
        return text[start - 3] == " " && separators.contains(String(separator))
    }

    /// "2h" right before ("2h 15m", "3 yrs 7 mos"): digits and a compact unit (one space
    /// between allowed), then one space.
    private static func precededByCompact(_ index: Int, _ compact: DateRules.CompactDurations, in text: TextCursor) -> Bool {
        var end = index
        guard end > 0, text.isWhitespace(end - 1) else { return false }
        end -= 1
        if end > 0, text[end - 1] == "." { end -= 1 }
        var start = end
        while start > 0, text.isLetter(start - 1) { start -= 1 }
        guard start < end, start > 0, end - start <= 3 else { return false }
        let digit = text[start - 1] == " " || text[start - 1] == "\u{00A0}" ? start - 2 : start - 1
        return text.isDigit(digit) && compact.units[text.string(start..<end)] != nil
    }

    /// "2h 15m", "2 j 6 h", "2 дн. 6 ч": another compact duration right after.
    private static func followedByCompact(_ index: Int, _ compact: DateRules.CompactDurations, in text: TextCursor) -> Bool {
        guard text.isWhitespace(index), text.isDigit(index + 1) else { return false }
        var digitsEnd = text.digitRunEnd(from: index + 1)
        if text[digitsEnd] == " " || text[digitsEnd] == "\u{00A0}" { digitsEnd += 1 }
        guard text.isLetter(digitsEnd) else { return false }
        let letterEnd = text.letterRunEnd(from: digitsEnd)
        return compact.units[text.string(digitsEnd..<letterEnd)] != nil && !text.isDigit(letterEnd)
    }
}
