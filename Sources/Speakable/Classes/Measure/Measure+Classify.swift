/// Measures: a number and a unit symbol of `units.tsv`, with or without a space: "5 km",
/// "3,2 л", "100 km/h", "-5 °C", "90 min", "5km".
///
/// The number agrees with the unit's noun in gender, and the noun takes the form of the number's
/// plural category: fr "21 km" -> "vingt et un kilomètres", "1 t" -> "une tonne"; ru "21 км"
/// -> "двадцать один километр", "3,2 л" -> "три целых две десятых литра". Units of time are
/// durations (Duration/).
enum MeasureClass {
    static func classify(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        var literal = literal
        // fr, ru "Вес 2.5 кг", "1.6 л": two dotted parts before a unit, where "." is no decimal
        // separator, are still a decimal (a version has no unit); one or two digits after the dot.
        if let version = literal.version {
            guard version.count == 2, version[0].utf8.count <= 3, (1...2).contains(version[1].utf8.count),
                  unit(after: literal.range.upperBound, in: context) != nil else { return nil }
            literal.integer = version[0]
            literal.fraction = version[1]
            literal.version = nil
        }
        var position = literal.range.upperBound
        // "3,2 млн л": a scale word between the number and the unit.
        var scale: String?
        let scales = context.speller.data.scales
        if !scales.isEmpty, TextCursor.isSpace(context.text[position]), let (noun, scaleEnd) = scales.match(context.text, at: position + 1),
           unit(after: scaleEnd, in: context) != nil {
            scale = noun
            position = scaleEnd
        }
        guard let (unit, end) = unit(after: position, in: context), scale != nil || !DurationClass.isDuration(unit, in: context) else { return nil }
        if unit.decimal, literal.fraction == nil { return nil }
        // ("71 W. Ridge Rd.": a house number and the street's compass letter, no watts.)
        if scale == nil, end - position <= 3, CardinalClass.beforeStreet(literal.range.upperBound, in: context) { return nil }
        // ("Platform 7W", "Voie 7W": one capital glued after the number of a place's label word is
        // the label's letter, no watts; "Charger 20W" names a device, whose units stay.)
        if scale == nil, position == literal.range.upperBound, end - position == 1, context.text.isASCIICapital(position),
           LabelClass.placeNamedBefore(literal.range.lowerBound, in: context) { return nil }
        let value = MeasureValue(numeral: Numeral(digits: literal.integer, negative: literal.negative), fraction: literal.fraction, unit: unit, scale: scale)
        return Token(kind: .measure(value), semioticClass: .measure, range: literal.range.lowerBound..<withPeriod(end, in: context.text))
    }

    /// After a unit, the period of its abbreviation when the sentence goes on in lowercase ("5 л.
    /// воды" -> "пять литров воды", "Wait 5 min. then retry"), with a digit, after a separator
    /// ("12 нед. · I триместр", "5 min. – 3 km") or a comma, a semicolon, a colon or a closing
    /// bracket ("(5 мин.)"): it ends no sentence.
    static func withPeriod(_ end: Int, in text: TextCursor) -> Int {
        guard text[end] == "." else { return end }
        switch text[end + 1] {
        case ",", ";", ":", ")": return end + 1
        case " ":
            guard let next = text[end + 2] else { return end }
            switch next {
            case "\u{00B7}", "\u{2022}", "|", "\u{2013}", "\u{2014}": return text[end + 3] == " " ? end + 1 : end
            default: return TextCursor.isLowercase(next) || text.isDigit(end + 2) ? end + 1 : end
            }
        default: return end
        }
    }

    /// en "Height 5'11\"" -> "five feet eleven inches", "6′2″": feet and inches with primes
    /// (`primes`), standing alone; a pace before a rate is read by the time class first.
    static func primed(at index: Int, in context: ClassifyContext) -> Token? {
        if let feet = primedFeet(at: index, in: context) { return feet }
        guard let primes = context.rules.primes else { return nil }
        let text = context.text
        let firstEnd = text.digitRunEnd(from: index)
        guard firstEnd - index <= 2, text[firstEnd] == "'" || text[firstEnd] == "\u{2032}", !text.isLetter(index - 1), !text.isDigit(index - 1)
        else { return nil }
        guard text.isDigit(firstEnd + 1) else { return feet(at: index, end: firstEnd, noun: primes.first, in: context) }
        let secondEnd = text.digitRunEnd(from: firstEnd + 1)
        guard secondEnd - firstEnd - 1 <= 2, text[secondEnd] == "\"" || text[secondEnd] == "\u{2033}",
              let inches = text.intValue(firstEnd + 1..<secondEnd), inches < 12, !text.isLetter(secondEnd + 1), !text.isDigit(secondEnd + 1),
              text[secondEnd + 1] != "/" else { return nil }
        let parts = [
            MeasureValue(numeral: Numeral(digits: text.string(index..<firstEnd)), fraction: nil, unit: MeasureUnit(noun: primes.first, after: ""), scale: nil),
            MeasureValue(numeral: Numeral(digits: String(inches)), fraction: nil, unit: MeasureUnit(noun: primes.second, after: ""), scale: nil),
        ]
        return Token(kind: .elapsed(parts), semioticClass: .measure, range: index..<secondEnd + 1)
    }

    /// fr "Conteneur 40' HC" -> "quarante pieds", ru "Контейнер 40'" -> "сорок футов", en
    /// "Container 40' HC": after a word of `primedFeetAfter`, a number with a prime is in feet.
    private static func primedFeet(at index: Int, in context: ClassifyContext) -> Token? {
        guard let feet = context.rules.primedFeetAfter else { return nil }
        let text = context.text
        let end = text.digitRunEnd(from: index)
        guard end - index <= 2, text[end] == "'" || text[end] == "\u{2032}", !text.isLetter(end + 1), !text.isDigit(end + 1), text[end + 1] != "'",
              !text.isLetter(index - 1), !text.isDigit(index - 1), text[index - 1] == " ",
              let previous = text.previousWordLowercased(before: index), feet.words.contains(previous) else { return nil }
        let value = MeasureValue(numeral: Numeral(digits: text.string(index..<end)), fraction: nil, unit: MeasureUnit(noun: feet.noun, after: ""), scale: nil)
        return Token(kind: .measure(value), semioticClass: .measure, range: index..<end + 1)
    }

    /// An angle in degrees, minutes and seconds of arc, as coordinates are written: en "43° 17′ N"
    /// -> "forty-three degrees seventeen minutes north", fr "43°17'30\" N" -> "quarante-trois
    /// degrés dix-sept minutes trente secondes nord", ru "44° 25′ с. ш." -> "сорок четыре градуса
    /// двадцать пять минут северной широты". The degree sign's unit is `units.tsv`'s, the minutes
    /// and seconds the nouns of time (`durationNouns`); a compass point after it is an
    /// `after-measure` abbreviation.
    static func arc(at index: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        let degreesEnd = text.digitRunEnd(from: index)
        guard degreesEnd - index <= 3, text[degreesEnd] == "°", !text.isLetter(index - 1), !text.isDigit(index - 1),
              let (degree, unitEnd) = context.speller.data.units.match(text, at: degreesEnd, digitsMayFollow: true), unitEnd == degreesEnd + 1,
              let minute = context.dates.durationNouns["minute"], let second = context.dates.durationNouns["second"],
              let (minutes, minutesEnd) = Self.arcPart(at: TextCursor.isSpace(text[unitEnd]) ? unitEnd + 1 : unitEnd, marks: ["'", "\u{2032}"], in: text)
        else { return nil }
        var parts = [
            MeasureValue(numeral: Numeral(digits: text.string(index..<degreesEnd)), fraction: nil, unit: degree, scale: nil),
            MeasureValue(numeral: minutes.numeral, fraction: minutes.fraction, unit: MeasureUnit(noun: minute, after: ""), scale: nil),
        ]
        var end = minutesEnd
        if let (seconds, secondsEnd) = Self.arcPart(at: TextCursor.isSpace(text[end]) ? end + 1 : end, marks: ["\"", "\u{2033}", "''", "\u{2032}\u{2032}"], in: text) {
            parts.append(MeasureValue(numeral: seconds.numeral, fraction: seconds.fraction, unit: MeasureUnit(noun: second, after: ""), scale: nil))
            end = secondsEnd
        }
        // (A letter glued after it is a compass point that reads: "40°26′46″N".)
        guard !text.isDigit(end), !text.isLetter(end) || !AbbreviationClass.expansions(at: end, in: context).isEmpty else { return nil }
        return Token(kind: .elapsed(parts), semioticClass: .measure, range: index..<end)
    }

    /// Where the prime or double prime at `index` ends when it marks minutes or seconds of an
    /// angle: a degree sign before its number, digits, spaces and primes between ("43° 17′",
    /// "40°26′46″"); nil for a foot, an inch or anything else.
    static func arcMarkEnd(at index: Int, in text: TextCursor) -> Int? {
        guard let mark = text[index], mark == "'" || mark == "\u{2032}" || mark == "\"" || mark == "\u{2033}" else { return nil }
        var position = index - 1
        while position >= 0, index - position <= 16, text.isDigit(position) || text[position].map({ " .,'\u{2032}".unicodeScalars.contains($0) }) == true {
            position -= 1
        }
        guard position > 0, text[position] == "°", text.isDigit(position - 1) else { return nil }
        return mark == "'" && text[index + 1] == "'" ? index + 2 : index + 1
    }

    /// One or two digits under 60 (a decimal fraction allowed) and one of `marks` right after
    /// them: a part of an angle; nil for anything else.
    private static func arcPart(at index: Int, marks: [String], in text: TextCursor) -> ((numeral: Numeral, fraction: String?), Int)? {
        let digitsEnd = text.digitRunEnd(from: index)
        guard (1...2).contains(digitsEnd - index), let value = text.intValue(index..<digitsEnd), value < 60 else { return nil }
        var end = digitsEnd
        var fraction: String?
        if text[end] == "." || text[end] == ",", text.isDigit(end + 1) {
            let fractionEnd = text.digitRunEnd(from: end + 1)
            fraction = text.string(end + 1..<fractionEnd)
            end = fractionEnd
        }
        guard let mark = marks.first(where: { text.matches($0, at: end) }) else { return nil }
        return ((Numeral(digits: String(value)), fraction), end + mark.unicodeScalars.count)
    }

    /// en "26' truck", "4' x 8'": feet alone, where what follows says a length: a noun a length
    /// describes (`attributiveNouns`: "twenty-six foot truck"), or a spaced "x" and another side
    /// in feet. (Elsewhere "Salah 67'" may be a match's minute.)
    private static func feet(at index: Int, end: Int, noun: String, in context: ClassifyContext) -> Token? {
        let text = context.text
        guard !text.isLetter(end + 1), !text.isDigit(end + 1) else { return nil }
        // "Length: 32'", "Sea Breeze · 32' Catalina", "5' tall": feet alone, unless a quote opened
        // before closes there ("'Room 5'").
        if text[end + 1] != " " || !(text.nextWord(from: end + 1).map { $0.startsLowercase && context.rules.attributiveNouns?.contains($0) == true } ?? false) {
            // (The first of a list decides: "Sizes: 8', 10', 12'", "Salah 23', 67'".)
            var first = index
            while first >= 4, text[first - 1] == " ", text[first - 2] == ",", text[first - 3] == "'" || text[first - 3] == "\u{2032}", text.isDigit(first - 4) {
                first = text.digitRunStart(before: first - 3)
            }
            // (Nor after a name, a player's: "Salah 67'" may be the match's minute.)
            let afterName = first >= 2 && text[first - 1] == " " && text.previousWord(before: first).map { RomanClass.isName($0) } == true
            // (A label's colon before, or a word after: alone, "78'" may be a match's minute too.)
            let labelled = text.wordBeforeMark(first, marks: ":") != nil || text[first - 1] == "\u{00B7}" || text[first - 2] == "\u{00B7}"
                || text[end + 1] == " " && text.isLetter(end + 2)
            guard text[end + 1] == nil || text[end + 1] == " " || text[end + 1].map({ ",.;:)·".unicodeScalars.contains($0) }) == true, !afterName, labelled,
                  !(0..<index).contains(where: { text[$0] == "'" && ($0 == 0 || !text.isLetter($0 - 1) && !text.isDigit($0 - 1)) && text.isLetter($0 + 1) })
            else { return nil }
            let value = MeasureValue(numeral: Numeral(digits: text.string(index..<end)), fraction: nil, unit: MeasureUnit(noun: noun, after: ""), scale: nil)
            if text[end + 1] == " ", let sign = text[end + 2], sign == "x" || sign == "\u{00D7}" {} else {
                return Token(kind: .measure(value), semioticClass: .measure, range: index..<end + 1)
            }
        }
        guard text[end + 1] == " " else { return nil }
        let value = MeasureValue(numeral: Numeral(digits: text.string(index..<end)), fraction: nil, unit: MeasureUnit(noun: noun, after: ""), scale: nil)
        if let sign = text[end + 2], sign == "x" || sign == "\u{00D7}", text[end + 3] == " ", text.isDigit(end + 4) {
            let secondEnd = text.digitRunEnd(from: end + 4)
            guard secondEnd - end - 4 <= 2, text[secondEnd] == "'" || text[secondEnd] == "\u{2032}", !text.isLetter(secondEnd + 1), !text.isDigit(secondEnd + 1)
            else { return nil }
            let second = MeasureValue(numeral: Numeral(digits: text.string(end + 4..<secondEnd)), fraction: nil, unit: value.unit, scale: nil)
            return Token(kind: .multiplier(before: .measure(value), after: .measure(second)), semioticClass: .measure, range: index..<secondEnd + 1)
        }
        guard let word = text.nextWord(from: end + 1), word.startsLowercase, context.rules.attributiveNouns?.contains(word) == true else { return nil }
        return Token(kind: .measure(value), semioticClass: .measure, range: index..<end + 1)
    }

    /// "45+2'", fr "90+4'": added time in a match, the minutes after "+" marked with a prime
    /// ("quarante-cinq plus quatre minutes"); a prime elsewhere is feet or minutes of arc.
    /// `index` is the "+" (digits before it).
    static func addedMinutes(at index: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        guard text[index] == "+", index >= 1, text.isDigit(index - 1), text.isDigit(index + 1) else { return nil }
        let end = text.digitRunEnd(from: index + 1)
        guard end - index - 1 <= 2, text[end] == "'" || text[end] == "\u{2032}", !text.isLetter(end + 1), !text.isDigit(end + 1),
              let noun = context.dates.durationNouns["minute"] else { return nil }
        let value = MeasureValue(numeral: Numeral(digits: text.string(index + 1..<end)), fraction: nil, unit: MeasureUnit(noun: noun, after: ""), scale: nil)
        return Token(kind: .plus(.duration(value)), semioticClass: .duration, range: index..<end + 1)
    }

    /// "Live · 67'", ru "Соболев, 67'": the minute of a match, one to three digits (up to 130)
    /// and a prime that ends the phrase, after a separator ("·", ",") or, where no prime marks
    /// feet, a bracket or a capitalized name ("Mbappé 67'"); an ordinal of the minute ("sixty-
    /// seventh minute"). (A prime before a lowercase word or after a label's colon is a length:
    /// "a 10' ladder", "Height: 6'".)
    static func matchMinute(at index: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        let end = text.digitRunEnd(from: index)
        guard end - index <= 3, text[index] != "0", let mark = text[end], mark == "'" || mark == "\u{2032}" || mark == "\u{2019}",
              let value = text.intValue(index..<end), value <= 130, !text.isLetter(end + 1), !text.isDigit(end + 1),
              let noun = context.dates.durationNouns["minute"] else { return nil }
        let next = text.wordStart(after: end + 1)
        // (Where a prime also marks feet, en `primes`, only after a separator: "Ladder (10')",
        // "Salah 10'" may be lengths.)
        let feet = context.rules.primes != nil
        // ("67' Goal! Messi", fr "67' But !", ru "67' Гол!": opening the text, before a
        // capitalized event, which ends with "!" where a prime also marks feet: "6' Step Ladder".)
        var event = false
        if index == 0, next == end + 2, text[end + 1] == " ", text[next].map(TextCursor.isUppercase) == true {
            let wordEnd = text.letterRunEnd(from: next)
            event = !feet || text[wordEnd] == "!" || text[wordEnd] == " " && text[wordEnd + 1] == "!"
        }
        guard event || next >= text.count || text[next].map({ ",;()·|".unicodeScalars.contains($0) }) == true else { return nil }
        let before = text.wordEnd(before: index)
        guard event || before < index || index == 0 && !feet || text[index - 1] == "(" && !feet else { return nil }
        if feet, before == 0, !event { return nil }
        // ("Sizes: 8', 10'": after another primed number, lengths.)
        if feet, before > 1, text[before - 1] == ",", !text.isLetter(before - 2) { return nil }
        if before > 0, let scalar = text[before - 1], !"·,|–—".unicodeScalars.contains(scalar) {
            guard !feet, scalar == "(" || text.previousWord(before: index).map({ $0.startsUppercase && !context.speller.isNumberWord($0) }) == true
            else { return nil }
        }
        return Token(kind: .ordinalNoun(Numeral(digits: text.string(index..<end)), noun: noun, case: .nominative), semioticClass: .ordinal, range: index..<end + 1)
    }

    /// The unit right after a number (one space allowed), and where it ends.
    static func unit(after index: Int, in context: ClassifyContext) -> (MeasureUnit, Int)? {
        let units = context.speller.data.units
        guard !units.isEmpty else { return nil }
        let text = context.text
        guard let (unit, end) = units.match(text, after: index) else { return nil }
        // ("2 л.с.а-1": a unit's period with a letter glued after it is part of a longer word.)
        if text[end - 1] == ".", text.isLetter(end) { return nil }
        // "950 V-Bucks", ru "950 V-баксов": a unit of one capital, a hyphen and a letter make a
        // word ("10 km-long", "2 m-wide" keep their units).
        if text[end] == "-", text.isLetter(end + 1), end - text.wordStart(after: index) == 1, text.isASCIICapital(end - 1) { return nil }
        // ru "1 ч. л.": a longer abbreviation starting with the unit's letters is no unit.
        var start = index
        while text.isWhitespace(start) { start += 1 }
        if let first = text[start], context.speller.data.abbreviations.mayStart(with: first),
           let (_, abbreviationEnd) = context.speller.data.abbreviations.match(text, at: start), abbreviationEnd > end + 1 { return nil }
        // A unit that is also a word: ru "с" only where no word or number follows ("Лекция 4 с
        // 10:10 до 11:40" is a preposition); en "in" only where the text ends ("Snow: 2–4 in",
        // not "5 in the morning", "Top 5 in 2024", "5 in, 3 out").
        // (ru "Отдых 90 с между подходами": before a word that no preposition "с" stands before,
        // `wordsAfterFinalUnit`, the unit.)
        if unit.final, text.isLetter(text.wordStart(after: end)) && !Self.beforeWordAfterFinalUnit(end, in: context)
            || text.wordStart(after: end) > end && text.isDigit(text.wordStart(after: end)) { return nil }
        if unit.glued, TextCursor.isSpace(text[index]) { return nil }
        if unit.spaced, !TextCursor.isSpace(text[index]) { return nil }
        // fr "3x + 5 = 20": the unknown of an equation, not "fois".
        if unit.glued, text[end - 1] == "x", text.besideOperator(before: numberStart(endingAt: index, in: text), after: end) { return nil }
        // '6.1" display': the mark is an inch only where every such mark in the text follows a
        // digit and stands before no letter or digit; 'Say "5"' quotes. (Decided on the whole
        // text, so that reading one mark as an inch changes no other mark's reading on a second pass.)
        // (Texts longer than a UI string's 4,096 scalars keep the mark: the scan stays bounded.)
        if unit.unquoted, let mark = text[index] {
            guard text.count <= 4096 else { return nil }
            // (A number after a prime is a height or a pace's other half: "5'11"" is read whole, or kept.)
            var start = index - 1
            while start >= 0, text.isDigit(start) || text[start] == "." || text[start] == "," { start -= 1 }
            if start >= 0, text[start] == "'" || text[start] == "\u{2032}" { return nil }
            // (Or a vulgar fraction: 'Sow seeds ¼" deep'.)
            for position in 0..<text.count where text[position] == mark {
                guard text.isDigit(position - 1) || text[position - 1].map(FractionClass.mayBeVulgar) == true,
                      !text.isLetter(position + 1), !text.isDigit(position + 1) else { return nil }
            }
        }
        // "5,600 K": four digits or more before, group separators between ("5K" stays a thousand).
        if unit.thousands {
            var digits = 0, start = index - 1
            while start >= 0, text.isDigit(start) || text.isDigit(start - 1) && text.isDigit(start + 1) && text[start].map(TextCursor.isGroupSeparator) == true {
                if text.isDigit(start) { digits += 1 }
                start -= 1
            }
            guard digits >= 4, start < 0 || !text.isDigit(start) && text[start] != "." && text[start] != "," else { return nil }
        }
        if unit.beside, !Self.besideAnotherMeasure(numberEnd: index, unitEnd: end, in: context), !Self.afterCircuitWord(numberEnd: index, in: context) { return nil }
        if unit.atEnd, !Self.afterDimensionLabel(numberEnd: index, in: context) {
            var next = end
            while text.isWhitespace(next) { next += 1 }
            // ("62 in (158 cm)": before the same measure in other units, in brackets.)
            // (Or before a list's separator, "Height 5 ft 6 in · Weight 142 lb", and, as the last
            // side of dimensions, before a bracket: "8.5 x 11 in (Letter)".)
            var numberStart = index
            while numberStart > 0, text.isDigit(numberStart - 1) || text[numberStart - 1] == "." && text.isDigit(numberStart - 2) { numberStart -= 1 }
            let lastSide = numberStart >= 3 && text[numberStart - 1] == " " && text[numberStart - 3] == " "
                && (text[numberStart - 2] == "x" || text[numberStart - 2] == "\u{00D7}")
            guard next >= text.count || text[next] == ")" || text[next] == "]"
                    || next > end && text[next].map({ "\u{00B7}|\u{2022}".unicodeScalars.contains($0) }) == true
                    || next > end && text[next] == "(" && lastSide
                    || next > end && text[next] == "(" && text.isDigit(next + 1) && Self.lengthInBrackets(at: next + 1, in: context)
                    // ("New snow: 8 in (24 hrs)": before another measure in brackets, a period's.)
                    || next > end && text[next] == "(" && text.isDigit(next + 1)
                        && Self.unit(after: text.digitRunEnd(from: next + 1), in: context).map({ !$0.0.atEnd && DurationClass.isDuration($0.0, in: context) }) == true
                    || next > end && context.rules.dimensionWords?.contains(where: { text.matchesWord($0, at: next) }) == true else { return nil }
        }
        return (unit, end)
    }
}

extension MeasureClass {
    /// Whether another number and its unit, a unit of a circuit (`circuit`), stand right before
    /// the number ending at `numberEnd`, or right after the unit ending at `unitEnd`, a comma, a
    /// slash or a middle dot between them: "240 V, 32 A", "120 V / 15 A", "16 A · 230 V".
    static func besideAnotherMeasure(numberEnd: Int, unitEnd: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        let units = context.speller.data.units
        func isSeparator(_ position: Int) -> Bool { text[position].map { ",/\u{00B7}".unicodeScalars.contains($0) } == true }
        func otherUnit(afterDigitsEndingAt digitsEnd: Int) -> Int? {
            guard text.isDigit(digitsEnd - 1), let (unit, end) = units.match(text, after: digitsEnd), unit.circuit else { return nil }
            return end
        }
        // Before: "240 V, " then the number.
        var position = numberStart(endingAt: numberEnd, in: text) - 1
        while position >= 0, text.isWhitespace(position) { position -= 1 }
        if position >= 0, isSeparator(position) {
            position -= 1
            while position >= 0, text.isWhitespace(position) { position -= 1 }
            // Back over the other unit's symbol to the digits before it.
            var symbolStart = position
            while symbolStart > 0, !text.isWhitespace(symbolStart - 1), !text.isDigit(symbolStart - 1) { symbolStart -= 1 }
            var digitsEnd = symbolStart
            if digitsEnd > 0, text.isWhitespace(digitsEnd - 1) { digitsEnd -= 1 }
            if otherUnit(afterDigitsEndingAt: digitsEnd) == position + 1 { return true }
        }
        // After: ", 230 V".
        var next = unitEnd
        while text.isWhitespace(next) { next += 1 }
        guard isSeparator(next) else { return false }
        next += 1
        while text.isWhitespace(next) { next += 1 }
        guard text.isDigit(next) else { return false }
        var digitsEnd = text.digitRunEnd(from: next)
        while (text[digitsEnd] == "." || text[digitsEnd] == ",") && text.isDigit(digitsEnd + 1) { digitsEnd = text.digitRunEnd(from: digitsEnd + 1) }
        return otherUnit(afterDigitsEndingAt: digitsEnd) != nil
    }

    /// Whether a word of `circuitWords` stands right before the number ending at `numberEnd` (a
    /// colon between allowed): "Current 18.5 A", fr "branchement 10 A", ru "розетка 16 А".
    static func afterCircuitWord(numberEnd: Int, in context: ClassifyContext) -> Bool {
        guard let words = context.rules.circuitWords else { return false }
        let text = context.text
        let start = numberStart(endingAt: numberEnd, in: text)
        let word = text.previousWord(before: start) ?? text.wordBeforeMark(start, marks: ":")
        return word.map { words.contains($0.lowercased()) } == true
    }

    /// Where the number ending at `end` starts: its digits and the decimal or group marks between
    /// them ("18.5", "18,5").
    private static func numberStart(endingAt end: Int, in text: TextCursor) -> Int {
        var start = end
        while start > 0, text.isDigit(start - 1) || (text[start - 1] == "." || text[start - 1] == ",") && text.isDigit(start - 2) && text.isDigit(start) { start -= 1 }
        return start
    }

    /// Whether a word of `wordsAfterFinalUnit` follows `end` after a space.
    private static func beforeWordAfterFinalUnit(_ end: Int, in context: ClassifyContext) -> Bool {
        guard let words = context.rules.wordsAfterFinalUnit, context.text[end] == " " else { return false }
        return words.contains { context.text.matchesWord($0, at: end + 1) }
    }

    /// Whether a word of `dimensionLabels` labels the number ending at `numberEnd`, a colon or
    /// a space between: en "Height: 22 in at shoulder", "Inseam 32 in".
    private static func afterDimensionLabel(numberEnd: Int, in context: ClassifyContext) -> Bool {
        guard let labels = context.rules.dimensionLabels else { return false }
        let text = context.text
        let start = numberStart(endingAt: numberEnd, in: context.text)
        guard let word = text.wordBeforeMark(start, marks: ":") ?? text.previousWord(before: start) else { return false }
        return labels.contains(word.lowercased())
    }

    /// Whether the number at `start` (in brackets) has a unit that measures a side ("(158 cm)",
    /// "(51 × 51 mm)"; "(2 waiting)" has none).
    static func lengthInBrackets(at start: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        var end = text.digitRunEnd(from: start)
        // ("51 × 51 mm": the last factor's unit.)
        while text[end] == " ", text[end + 1] == "\u{00D7}" || text[end + 1] == "x", text[end + 2] == " ", text.isDigit(end + 3) {
            end = text.digitRunEnd(from: end + 3)
        }
        guard let (unit, _) = MeasureClass.unit(after: end, in: context) else { return false }
        return context.rules.multiplier?.dimensionNouns?.contains(unit.noun) == true
    }
}

/// A number and its unit, as read from the text.
struct MeasureValue: Hashable, Sendable {
    var numeral: Numeral
    var fraction: String?
    var unit: MeasureUnit
    var scale: String?
}
