/// Rates: an amount or a measure, a slash and what it is per, from `per.tsv`: "$20/mo" -> "twenty
/// dollars per month", "20 €/mois" -> "vingt euros par mois", "500 ₽/мес." -> "пятьсот рублей в
/// месяц". Units that contain their own slash ("km/h") are units, matched first.
enum RateClass {
    private static let rated: Set<SemioticClass> = [.money, .measure, .duration, .percent]

    static func extend(_ token: Token, in context: ClassifyContext) -> Token? {
        // (A rate needs its slash: without one in the text, nothing is read.)
        guard context.text.containsASCII("/"), var rate = extendOnce(token, in: context) else { return nil }
        // fr "142 kWh/m²/an", "2,88 €/nuit/pers.": per one more thing, and one more.
        for _ in 0..<2 {
            guard context.text[rate.range.upperBound] == "/", let longer = extendOnce(rate, in: context) else { break }
            rate = longer
        }
        return rate
    }

    /// Whether a unit of area or volume ("km²", "m³") starts at `index`.
    private static func areaAfter(_ index: Int, in context: ClassifyContext) -> Bool {
        guard let (_, end) = MeasureClass.unit(after: index, in: context) else { return false }
        return context.text[end - 1] == "\u{00B2}" || context.text[end - 1] == "\u{00B3}"
    }

    /// Whether a rate may go on at `index`, a slash: what it is per follows ("/m²/an").
    private static func goesOn(at index: Int, in context: ClassifyContext) -> Bool {
        context.text[index] == "/" && (context.speller.data.per.match(context.text, at: index + 1) != nil
            || MeasureClass.unit(after: index + 1, in: context) != nil)
    }

    private static func extendOnce(_ token: Token, in context: ClassifyContext) -> Token? {
        let text = context.text
        var slash = token.range.upperBound
        // "9:12 /mi": a space before the slash; fr "129 € / nuit": spaces around it after an amount.
        var spacedAfter = false
        if TextCursor.isSpace(text[slash]), text[slash + 1] == "/", token.semioticClass == .duration || Self.areaAfter(slash + 2, in: context) { slash += 1 }
        // ("$25 / 30 min": or a count and its unit; "66 kcal / 100 ml": a measure per a count of a unit.)
        if text[slash] == " ", text[slash + 1] == "/", text[slash + 2] == " ",
           token.semioticClass == .money && (text.isLetter(slash + 3) || text.isDigit(slash + 3)) || token.semioticClass == .measure && text.isDigit(slash + 3) {
            slash += 1
            spacedAfter = true
        }
        // fr "45 000 € brut/an" -> "brut par an": a word of `wordsBeforeSlash` between the amount
        // and the slash stays, before what it is per.
        var between: String?
        if text[slash] == " ", token.semioticClass == .money, let words = context.speller.data.rates?.wordsBeforeSlash,
           let word = words.first(where: { text.matches($0, at: slash + 1) && text[slash + 1 + $0.unicodeScalars.count] == "/" }) {
            between = word
            slash += 1 + word.unicodeScalars.count
        } else if text[slash] == " ", token.semioticClass == .money || token.semioticClass == .measure, context.speller.data.rates != nil, text.isLetter(slash + 1),
                  case let wordEnd = text.letterRunEnd(from: slash + 1), text[wordEnd] == "/", wordEnd - slash - 1 <= 4,
                  let expansion = AbbreviationClass.expansion(at: slash + 1, in: context) {
            // ("£145 avg/night" -> "average per night", fr "1 150 € CC/mois" -> "charges comprises
            // par mois": an abbreviation between, read, before what it is per.)
            between = expansion
            slash = wordEnd
        }
        guard text[slash] == "/" else { return nil }
        // fr "max. 3/jour", en "2/day": a count per a period of `per.tsv` too.
        // ("Breathing rate 14.2/min": a decimal count too.)
        let counts: Bool = switch token.kind { case .cardinal, .decimal: true; default: false }
        if counts, !spacedAfter, between == nil, let (per, end) = context.speller.data.per.match(text, at: slash + 1),
           !text.isLetter(end), !text.isDigit(end) {
            return Token(kind: .rate(token.kind, per: per), semioticClass: token.semioticClass, range: token.range.lowerBound..<end)
        }
        // "56,3 hab./km²", "Density: 56.3/km²", fr "56,3 /km²": a count per an area or a volume.
        if counts, !spacedAfter, between == nil, let (unit, end) = MeasureClass.unit(after: slash + 1, in: context),
           text[end - 1] == "\u{00B2}" || text[end - 1] == "\u{00B3}", !text.isLetter(end), !text.isDigit(end), text[end] != "/" {
            return Token(kind: .perUnit(token.kind, count: nil, unit: unit), semioticClass: token.semioticClass, range: token.range.lowerBound..<end)
        }
        // fr "20 h/semaine": an hour written with its unit letter reads as hours per the period.
        if token.semioticClass == .time, text.isLetter(token.range.upperBound - 1), !spacedAfter, between == nil,
           let (per, end) = context.speller.data.per.match(text, at: slash + 1), !text.isLetter(end), !text.isDigit(end) {
            return Token(kind: .rate(token.kind, per: per), semioticClass: .duration, range: token.range.lowerBound..<end)
        }
        guard rated.contains(token.semioticClass) else { return nil }
        if let (per, end) = context.speller.data.per.match(text, at: slash + (spacedAfter ? 2 : 1)) {
            return Token(kind: .rate(token.kind, per: between.map { "\($0) \(per)" } ?? per), semioticClass: token.semioticClass, range: token.range.lowerBound..<end)
        }
        guard between == nil else { return nil }
        // Any unit: "/kg", "/m²", "mg/dL", "/100 km".
        guard !spacedAfter || text.isDigit(slash + 2) else { return nil }
        // ("612 km / 800 km": the same unit on both sides is a progress, `isSameUnitSlash`.)
        if spacedAfter, TimeClass.isSameUnitSlash(slash, in: context) { return nil }
        var start = slash + (spacedAfter ? 2 : 1)
        var count: Numeral?
        if text.isDigit(start) {
            let countEnd = text.digitRunEnd(from: start)
            guard countEnd - start <= 4, text.isWhitespace(countEnd) || text.isLetter(countEnd) else { return nil }
            count = Numeral(digits: text.string(start..<countEnd))
            start = countEnd
        } else if !text.isLetter(start) {
            return nil
        }
        guard let (unit, end) = MeasureClass.unit(after: start, in: context), !text.isLetter(end), !text.isDigit(end),
              text[end] != "/" || goesOn(at: end, in: context), context.speller.data.rates != nil else { return count == nil ? perWord(token, after: start, in: context) : nil }
        // ("23 kg / 50 lb", "20 °C / 68 °F": one amount in two units, no rate.)
        if spacedAfter, case let .measure(value) = token.kind, let pairs = context.speller.data.rates?.equivalentUnits,
           pairs.contains(where: { $0.count == 2 && ($0[0] == value.unit.noun && $0[1] == unit.noun || $0[1] == value.unit.noun && $0[0] == unit.noun) }) { return nil }
        // ("120 V / 15 A": a circuit's ratings side by side, no rate.)
        if spacedAfter, unit.circuit || { if case let .measure(value) = token.kind { value.unit.circuit } else { false } }() { return nil }
        return Token(kind: .perUnit(token.kind, count: count, unit: unit), semioticClass: token.semioticClass, range: token.range.lowerBound..<end)
    }

    /// en "$20/walk" -> "twenty dollars per walk", fr "15 €/personne", "100 µg/dose": an amount or
    /// a measure per a lowercase word (`perAnyWord`), kept as written after the language's word
    /// for "per"; in a language whose "per" takes a case, the word takes it where its ending says
    /// how (ru "100 мкг/доза" -> "на дозу", `noun-endings.tsv`).
    private static func perWord(_ token: Token, after start: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        guard let rules = context.speller.data.rates, rules.perAnyWord == true, token.semioticClass == .money || token.semioticClass == .measure,
              let first = text[start], TextCursor.isLowercase(first) else { return nil }
        let end = text.letterRunEnd(from: start)
        // ("/hab.": an abbreviation is read as one, not kept after "par".)
        guard end - start >= 3, !text.isDigit(end), text[end] != "/", text[end] != "-",
              !(text[end] == "." && text.isLetter(end + 1)), !AbbreviationClass.matches(at: start, in: context) else { return nil }
        var word = text.string(start..<end)
        if rules.case != .nominative {
            let data = context.speller.data
            // (Only a word whose gender its ending tells, in the singular: "доза", not "сутки".)
            guard let gender = data.genderGuess.gender(after: start, category: .one, in: text),
                  !data.genderGuess.isPluralOnly(after: start, in: text) else { return nil }
            word = context.speller.inflected(word, in: rules.case, gender: gender, category: .one) ?? word
        }
        let perWord = token.semioticClass == .money ? rules.afterMoney ?? rules.per : rules.per
        var per = "\(perWord) \(word)"
        // ("2,88 €/nuit/pers" -> "par nuit par personne": a phrase the abbreviations read, fr "par
        // pers", is read at once, as a second pass would read it.)
        let phrase = TextCursor(per)
        if let (entries, phraseEnd) = context.speller.data.abbreviations.match(phrase, at: 0), phraseEnd == phrase.count,
           let entry = entries.first(where: { $0.place == .any && $0.cases.isEmpty && $0.genders.isEmpty }) {
            per = entry.expansion
        }
        return Token(kind: .rate(token.kind, per: per), semioticClass: token.semioticClass, range: token.range.lowerBound..<end)
    }

    /// A unit symbol of two or more characters standing alone after a word of `unitAfter`: en
    /// "14¢ per kWh" -> "per kilowatt-hour", fr "Prix du kWh" -> "du kilowattheure", ru "за
    /// кВт·ч" -> "за киловатт-час". Symbols that are also words (flagged in `units.tsv`) stay.
    static func classifyUnit(at index: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        guard let words = context.speller.data.rates?.unitAfter, index >= 2, text[index - 1] == " ", let last = text[index - 2],
              // (The last byte first: a String's last scalar costs tens of instructions.)
              words.contains(where: { $0.utf8.last == TextCursor.lastUTF8Byte(last) && $0.unicodeScalars.last == last }),
              let previous = text.previousWordLowercased(before: index), words.contains(previous),
              let (unit, end) = context.speller.data.units.match(text, after: index), end - index >= 2, !unit.final, !unit.atEnd, !unit.word,
              !text.isLetter(end), !text.isDigit(end), text[end] != "/", context.speller.data.nouns[unit.noun] != nil else { return nil }
        return Token(kind: .unitWord(unit), semioticClass: .measure, range: index..<end)
    }
}
