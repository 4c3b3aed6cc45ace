/// Finds what a screen reader would misread in a string and rewrites it as words.
///
/// Classify, then verbalize: the scanner walks the text once; at each place a number can start it
/// asks the classes in priority order (placeholder, fraction, percent, ordinal, digits/version,
/// decimal, cardinal; Roman numerals at capital letters) for a token, and the verbalizer turns the
/// token into words. Everything else is copied exactly, scalar for scalar.
struct Normalizer {
    let speller: NumberSpeller
    /// A format style's own abbreviations (not memoized: `normalizeMemoized` is for calls without).
    var styleAbbreviations: SymbolTable<[AbbreviationClass.Entry]>? = nil

    /// The tokens of `text` (entities only; the text between them is implied).
    func tokens(in text: String) -> [Token] {
        scan(text)?.tokens ?? []
    }

    /// `text` with every recognized entity spoken.
    func normalize(_ text: String) -> String {
        var ignored: [Rendered]? = nil
        return render(text, recording: &ignored)
    }

    /// One token as it was spoken: where it was in the input and where its words are in the
    /// output, both as UTF-8 offsets.
    struct Rendered: Hashable, Sendable {
        var source: Range<Int>
        var output: Range<Int>
        var semioticClass: SemioticClass
    }

    /// `text` with every recognized entity spoken; when `recording` is non-nil, appends one entry
    /// per spoken token.
    func render(_ text: String, recording: inout [Rendered]?) -> String {
        guard let (cursor, found) = scan(text), !found.isEmpty else { return text }
        // Copy the text between tokens as UTF-8 bytes of the original string (no re-encoding).
        let source = text.utf8
        var output: [UInt8] = []
        output.reserveCapacity(source.count * 2)
        var copiedScalars = 0
        var copiedBytes = 0
        var changed = false
        for token in found {
            guard let words = Verbalizer.verbalize(token.kind, with: speller) else { continue }
            let start = copiedBytes + cursor.utf8Width(copiedScalars..<token.range.lowerBound)
            let end = start + cursor.utf8Width(token.range)
            output.append(contentsOf: source[source.index(source.startIndex, offsetBy: copiedBytes)..<source.index(source.startIndex, offsetBy: start)])
            let outputStart = output.count
            // A literal "%" (with printf flags) right before the words would turn them into a
            // placeholder ("%-85" -> "%-eighty-five" reads as "%-e"): keep them apart with a space.
            if Self.endsInPercentSpec(output) { output.append(0x20) }
            // Two tokens side by side ("p.5" -> "page" and "five") are said as two words.
            if changed, token.range.lowerBound == copiedScalars, start == copiedBytes, let last = output.last, last != 0x20,
               let first = words.utf8.first, first != 0x20, (last >= 0x80 || Self.isASCIILetter(last)), (first >= 0x80 || Self.isASCIILetter(first)) {
                output.append(0x20)
            }
            output.append(contentsOf: words.utf8)
            recording?.append(Rendered(source: start..<end, output: outputStart..<output.count, semioticClass: token.semioticClass))
            copiedBytes = end
            copiedScalars = token.range.upperBound
            changed = true
        }
        guard changed else { return text }
        output.append(contentsOf: source[source.index(source.startIndex, offsetBy: copiedBytes)...])
        return String(decoding: output, as: UTF8.self)
    }

    /// One pass over the text; nil when a byte-level pre-check finds nothing to classify.
    private func scan(_ text: String) -> (cursor: TextCursor, tokens: [Token])? {
        let userAbbreviations = AbbreviationRegistry.table(for: speller.locale.language)
        guard userAbbreviations != nil || styleAbbreviations != nil || Self.mayContainEntity(text, bytes: speller.data.entityBytes) else { return nil }
        let context = ClassifyContext(text: TextCursor(text), lexicon: speller.lexicon, speller: speller,
                                      userAbbreviations: userAbbreviations, styleAbbreviations: styleAbbreviations)
        var tokens: [Token] = []
        tokens.reserveCapacity(8)
        var index = 0
        while index < context.text.count {
            if context.text.isDigit(index), index >= 2,
               context.text[index - 1] == "," || context.text[index - 1] == "." || context.text[index - 1] == "#" || context.text[index - 1] == ":"
                || context.text[index - 1] == "+" && context.text.isLetter(index - 2)
                // ("D90+4": or after a code of letters and digits.)
                || context.text[index - 1] == "+" && context.text.isDigit(index - 2) && context.text.isLetter(context.text.digitRunStart(before: index - 1) - 1),
               !tokens.contains(where: { !$0.kind.isVerbatim && $0.range.contains(index - 1) }),
               (context.text.isLetter(index - 2) && context.text[index - 1] != ":") || (context.text.isDigit(index - 2) && !tokens.contains(where: { !$0.kind.isVerbatim && $0.range.contains(index - 2) })) {
                // "huit-9,7h41": the rest of a number kept as written is kept too; "C#1" and
                // "x+7h" are names (an offset after a time zone is read at the zone: "GMT+3");
                // "0s.9" is read as "seconds.9" would be (a word and what is glued to it).
                index = context.keptRunEnd(context.text.isLetter(index - 2) ? context.text.alphanumericRunEnd(from: index) : context.text.codeRunEnd(from: index))
                continue
            }
            if var token = classify(at: index, in: context) {
                if let range = RangeClass.extend(token, in: context, classify: { classify(at: $0, in: context) }) {
                    token = range
                } else if let code = Self.codeJoined(to: token, in: context.text) {
                    token = code
                } else if !token.kind.isVerbatim, context.text.isLetter(token.range.upperBound - 1) || context.text[token.range.upperBound - 1] == ".",
                          context.text[token.range.upperBound] == "-", context.text.isDigit(token.range.upperBound + 1),
                          context.text.isDigit(token.range.lowerBound) || context.text.isDigit(token.range.lowerBound + 1) {
                    // "15 с-5": a number whose unit is glued by a hyphen to more digits is part of a
                    // code ("секунд-5" would read as "секунд-пять" to a second pass).
                    token = Token(kind: .verbatim, semioticClass: .verbatim, range: token.range.lowerBound..<context.text.codeRunEnd(from: token.range.upperBound + 1))
                } else if case .duration = token.kind, RateClass.extend(token, in: context) == nil,
                          let code = Self.codeJoined(to: token, in: context.text, glued: true) {
                    // "1s/2/1s:0st": a glued unit of time and more code after a slash.
                    token = code
                } else if token.kind.isCountForMore, context.text[token.range.upperBound] == "+",
                          !context.text.isLetter(token.range.upperBound + 1), !context.text.isDigit(token.range.upperBound + 1),
                          context.text[token.range.upperBound + 1] != "+" {
                    // "99+ unread", ru "18+": the count and more.
                    token = Token(kind: .orMore(token.kind), semioticClass: token.semioticClass, range: token.range.lowerBound..<token.range.upperBound + 1)
                    // ru "5+ лет" -> "более пяти лет", fr "5+ ans" -> "plus de cinq ans": before a
                    // word, the words for more than it (`orMoreBeforeWord`).
                    // (Not where the case would change the noun written after it, or a count of
                    // one its gender: "2+ часа", "21+ мин" keep "plus".)
                    if case let .orMore(inner) = token.kind, let more = context.rules.orMoreBeforeWord, context.text[token.range.upperBound] == " ",
                       context.text[token.range.upperBound + 1].map(TextCursor.isLowercase) == true,
                       Self.orMoreKeepsNoun(inner, more, after: token.range.upperBound, in: context) {
                        var governed = inner
                        if let grammaticalCase = more.case {
                            if case .cardinal(let numeral, var agreement) = inner {
                                agreement.grammaticalCase = grammaticalCase
                                governed = .cardinal(numeral, agreement)
                            } else {
                                governed = .governed(inner, grammaticalCase)
                            }
                        }
                        token.kind = .elided(governed, word: more.before + " ")
                    }
                }
                if let rate = RateClass.extend(token, in: context) { token = rate }
                if let dimensions = dimensions(after: token, in: context) { token = dimensions }
                if let attributive = Self.attributive(token, in: context) { token = attributive }
                // "s'-6 s": a number right after a word's apostrophe would be read glued to it
                // ("s'minus six seconds" is one word to a second pass): it stays with the word.
                if !token.kind.isVerbatim, !context.text.isLetter(token.range.lowerBound), let apostrophe = context.text[token.range.lowerBound - 1],
                   apostrophe == "'" || apostrophe == "\u{2019}", context.text.isLetter(token.range.lowerBound - 2), !Self.elidedBefore(token, in: context) {
                    index = max(index + 1, token.range.upperBound)
                    continue
                }
                // (A word kept as written has no case to take.)
                if !token.kind.isVerbatim { token = ContextStage.govern(token, in: context) }
                token = ContextStage.elide(token, after: tokens.last { !$0.kind.isVerbatim }?.range.upperBound ?? 0, in: context)
                // A word kept as written that the elided token now takes in.
                while let last = tokens.last, last.kind.isVerbatim, last.range.upperBound > token.range.lowerBound { tokens.removeLast() }
                tokens.append(token)
                index = max(token.range.upperBound, index + 1)
                // "%X0": digits glued to a placeholder's letter stay as written ("%Xzero" would
                // make "Xzero" a word, a name to a second pass).
                if token.kind.isVerbatim, context.text[token.range.lowerBound] == "%", context.text.isLetter(token.range.upperBound - 1),
                   context.text.isDigit(token.range.upperBound) {
                    index = context.text.codeRunEnd(from: token.range.upperBound)
                }
                // fr "2 400 pers./h", ru "2 400 чел/ч": a counted abbreviation, a slash and a period of
                // `per.tsv`, as after a counted word.
                if case let .abbreviation(entry, _?, _) = token.kind, entry.expansion.hasPrefix("@"),
                   let perToken = Self.perAfterSlash(token.range.upperBound, in: context) {
                    tokens.append(perToken)
                    index = perToken.range.upperBound
                }
                // "Record up to %lld sec" -> "seconds": a unit after a placeholder, in the form the
                // language gives a number it does not know (`unitAfterPlaceholder`).
                if token.kind.isVerbatim, context.text[token.range.lowerBound] == "%", context.text[token.range.upperBound] == " ",
                   let unitToken = Self.unitAfterPlaceholder(token.range.upperBound, in: context) {
                    tokens.append(unitToken)
                    index = unitToken.range.upperBound
                }
                // "10+ min", ru "10+ мин", "120/80 mmHg": the unit after a count and more, or after a
                // score, agrees with the last number.
                let lastCount: Numeral? = switch token.kind {
                case let .orMore(.cardinal(numeral, _)), let .elided(.cardinal(numeral, _), _): numeral
                case let .score(_, second, _): second
                default: nil
                }
                // "10 more min": a word of `wordsBeforeUnit` between the count and its unit.
                if case let .cardinal(numeral, _) = token.kind, let value = numeral.value, context.text[token.range.upperBound] == " ",
                   let words = context.speller.data.rates?.wordsBeforeUnit, let word = context.text.nextWord(from: token.range.upperBound), words.contains(word),
                   case let wordEnd = token.range.upperBound + 1 + word.unicodeScalars.count, context.text[wordEnd] == " ",
                   let unitToken = Self.unitAfter(wordEnd, category: speller.pluralCategory(value), in: context) {
                    tokens.append(unitToken)
                    index = unitToken.range.upperBound
                }
                // "4 doses/day", fr "3 repas/jour": a counted word, a slash and a period of `per.tsv`.
                // (ru "14,2 вдоха/мин": a decimal count too.)
                if token.semioticClass == .measure || { switch token.kind { case .cardinal, .decimal: true; default: false } }(),
                   let perToken = Self.perAfterCountedWord(token.range.upperBound, in: context) {
                    tokens.append(perToken)
                    index = perToken.range.upperBound
                }
                // (After a count in a case, the unit's form for that case: ru "2+ часа" -> "более
                // двух часов", `noun-cases.tsv`.)
                let countCase: GrammaticalCase? = if case let .elided(.cardinal(_, agreement), _) = token.kind { agreement.grammaticalCase } else { nil }
                if let value = lastCount?.value, context.text[token.range.upperBound] == " ",
                   case let category = speller.pluralCategory(value),
                   let unitToken = Self.unitAfter(token.range.upperBound, category: countCase.flatMap { speller.data.caseForms[$0]?[category] } ?? category, in: context) {
                    tokens.append(unitToken)
                    index = unitToken.range.upperBound
                }
            } else if context.text.isDigit(index) {
                // A number no class takes ("COVID-19", "huit-9,7h41") is kept whole: reading a
                // part of it ("7h41") would let a second pass read what the first kept.
                index = context.text.codeRunEnd(from: index)
            } else {
                index += 1
            }
        }
        let unlinked = tokens
        ContextStage.linkDateRanges(&tokens, in: context)
        ContextStage.linkDayRanges(&tokens, in: context)
        ContextStage.linkWeekdayDates(&tokens, in: context)
        ContextStage.linkDurationChains(&tokens, in: context)
        ContextStage.linkCoordinated(&tokens, in: context)
        ContextStage.linkCountedAbbreviations(&tokens, in: context)
        ContextStage.linkProgress(&tokens, in: context)
        ContextStage.linkEquals(&tokens, in: context)
        ContextStage.linkSignGovernors(&tokens, in: context)
        ContextStage.linkDateTimes(&tokens, in: context)
        ContextStage.linkTimeRanges(&tokens, in: context)
        ContextStage.linkWeekdayTimeRanges(&tokens, in: context)
        if !context.speller.data.elision.isEmpty, tokens != unlinked { Self.elideLinked(&tokens, unlinked: unlinked, in: context) }
        return (context.text, tokens)
    }

    /// The links change what some tokens say (ru "с 2 по 5 мая": "два" becomes "второго", a day
    /// of the range): where the word before now elides ("со второго"), the token takes it in.
    private static func elideLinked(_ tokens: inout [Token], unlinked: [Token], in context: ClassifyContext) {
        let before = Set(unlinked)
        var result: [Token] = []
        result.reserveCapacity(tokens.count)
        var floor = 0
        for var token in tokens {
            if !token.kind.isVerbatim, !before.contains(token) {
                if case .elided = token.kind {} else { token = ContextStage.elide(token, after: floor, in: context) }
            }
            while let last = result.last, last.kind.isVerbatim, last.range.upperBound > token.range.lowerBound { result.removeLast() }
            result.append(token)
            if !token.kind.isVerbatim { floor = token.range.upperBound }
        }
        tokens = result
    }

    /// "1/10er", "5-10x": a number joined by "/" or "-" to one that runs into letters is part of a
    /// code, kept as written whole.
    private static func codeJoined(to token: Token, in text: TextCursor, glued: Bool = false) -> Token? {
        switch token.kind {
        case .cardinal, .decimal, .digits: break
        // A number and its unit written together ("1s"), no space inside.
        case .duration where glued: guard !token.range.contains(where: { text.isWhitespace($0) }) else { return nil }
        default: return nil
        }
        let joint = token.range.upperBound
        // Where a range could start (RangeClass's left edge), so that what a pass keeps whole a
        // second pass would not read as a range.
        let start = token.range.lowerBound
        // (A glued unit of time is no end of a range: its left edge does not matter.)
        guard let joiner = text[joint], joiner == "/" || joiner == "-", text.isDigit(joint + 1),
              !text.isLetter(start - 1), glued || !text.isDigit(start - 2) || text[start - 1] == " " else { return nil }
        let end = text.codeRunEnd(from: joint + 1)
        guard (joint + 1..<end).contains(where: { text.isLetter($0) }) else { return nil }
        return Token(kind: .verbatim, semioticClass: .verbatim, range: token.range.lowerBound..<end)
    }

    /// "PG-13" -> "PG-thirteen", "COVID-19", ru "Топ-10" -> "Топ-десять": one to three digits
    /// (no leading zero) after a capitalized word of two letters or more and a hyphen, ending the
    /// word. The token is the number; the word and the hyphen stay. (Spoken numbers are lowercase:
    /// "mille vingt-3" is no such word on a second pass.)
    private static func hyphenatedNumber(at index: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        guard text[index] == "-", text.isLetter(index - 1), text.isLetter(index - 2), let first = text[index + 1], first != "0", text.isDigit(index + 1) else { return nil }
        var start = index - 1
        while start > 0, text.isLetter(start - 1) { start -= 1 }
        // (Not a currency code or a unit: "6100 PLN-6" is a code whatever stands before it.)
        // ("top-10", ru "топ-10%": a lowercase word too.)
        // (Not a number's word a first pass wrote: "2-3 PM" -> "two-3 PM" keeps its "3".)
        // (A word all in lowercase: "centI-90%" is a first pass's "cent" glued to "I-90%".)
        guard text[start].map({ TextCursor.isUppercase($0) }) == true
                || index - start >= 3 && (start..<index).allSatisfy({ text[$0].map(TextCursor.isLowercase) == true })
                    && !context.speller.isNumberWord(text.string(start..<index)),
              start == 0 || text.isWhitespace(start - 1) || text[start - 1].map({ "([«\"'".unicodeScalars.contains($0) }) == true,
              context.speller.data.currencies.match(text, at: start, digitsMayFollow: true)?.1 != index,
              context.speller.data.units.match(text, at: start, digitsMayFollow: true)?.1 != index,
              // (Nor a time's meridiem: "3 PM-1" is a code the time class keeps whole, and so
              // after "two-3" or "thirty", where a second pass finds it.)
              !isMeridiem(start..<index, in: context) else { return nil }
        let end = text.digitRunEnd(from: index + 1)
        let literal = NumberLiteral(range: index + 1..<end, integer: text.string(index + 1..<end))
        if end - index - 1 <= 3, text[end] == "%", !text.isLetter(end + 1), !text.isDigit(end + 1),
           let percent = PercentClass.classify(literal, in: context) {
            return percent
        }
        guard end - index - 1 <= 3,
              end >= text.count || text.isWhitespace(end)
                || text[end].map({ ")]»\"',.;:!?".unicodeScalars.contains($0) }) == true && !text.isLetter(end + 1) && !text.isDigit(end + 1)
        else { return nil }
        return Token(kind: .cardinal(Numeral(digits: literal.integer), .default), semioticClass: .cardinal, range: literal.range)
    }

    /// Whether the digits at `index`, a slash and digits are a part no greater than its whole ("50/50").
    private static func isPart(at index: Int, in text: TextCursor) -> Bool {
        let slash = text.digitRunEnd(from: index)
        guard text[slash] == "/", let part = text.intValue(index..<slash), let whole = text.intValue(slash + 1..<text.digitRunEnd(from: slash + 1)) else { return false }
        return part <= whole
    }

    /// Whether the sign at `index` stands between two whole numbers, each a word of its own
    /// ("1+2", "1+1=2"; not "F12=0", "RX48+21", which are codes).
    /// Whether the three scalars before `end` are ASCII capitals that stand alone: an airport's
    /// or a station's code ("JFK" in "JFK → LHR").
    private static func threeCapitals(ending end: Int, in text: TextCursor) -> Bool {
        text.isASCIICapital(end - 1) && text.isASCIICapital(end - 2) && text.isASCIICapital(end - 3)
            && !text.isLetter(end - 4) && !text.isDigit(end - 4) && !text.isLetter(end) && !text.isDigit(end)
    }

    private static func betweenNumbers(_ index: Int, in text: TextCursor) -> Bool {
        guard text.isDigit(index - 1), text.isDigit(index + 1) else { return false }
        var start = index - 1
        while start > 0, text.isDigit(start - 1) { start -= 1 }
        let end = text.digitRunEnd(from: index + 1)
        // ("AB-1=5": digits a hyphen glues to letters are a code's, "=" glued after them stays; a
        // second pass would read "AB-1 equals" as a word and a number.)
        return !text.isLetter(start - 1) && text[start - 1] != "." && text[start - 1] != "," && !text.isLetter(end)
            && !(text[start - 1] == "-" && text.isLetter(start - 2))
            && (text[end] != "." && text[end] != "," || !text.isDigit(end + 1))
    }

    /// A time read as a length: minutes and seconds ("1:12" -> one minute, twelve seconds;
    /// "2:00" -> two minutes), or hours, minutes and seconds ("1:02:17"); no meridiem.
    private static func gap(_ time: ClockTime, colon: Bool, in context: ClassifyContext) -> Token.Kind? {
        let nouns = context.dates.durationNouns
        guard time.meridiem == nil, let hour = nouns["hour"], let minute = nouns["minute"], let second = nouns["second"] else { return nil }
        let values = time.second.map { [(time.hour, hour), (time.minute, minute), ($0, second)] }
            ?? (colon ? [(time.hour, minute), (time.minute, second)] : [(time.hour, hour), (time.minute, minute)])
        let parts = values.enumerated().filter { $0.offset == 0 || $0.element.0 > 0 }.map {
            MeasureValue(numeral: Numeral(digits: String($0.element.0)), fraction: nil, unit: MeasureUnit(noun: $0.element.1, after: ""), scale: nil)
        }
        return .elapsed(parts)
    }

    /// "KDA: 12/3/8" -> "twelve, three, eight", fr "douze, trois, huit": three or more whole
    /// numbers of up to three digits joined by slashes, which no date read (the date classes go
    /// first), a list of counts; "12/3/8" is no fraction of a fraction.
    private static func slashList(at index: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        guard !text.isLetter(index - 1), !text.isDigit(index - 1), text[index - 1] != "/", text[index - 1] != ".", text[index - 1] != "," else { return nil }
        // (Scanned first, the strings built only for a list: this runs at every number.)
        var start = index, groups = 0
        while true {
            let end = text.digitRunEnd(from: start)
            guard end > start, end - start <= 3 else { return nil }
            groups += 1
            guard text[end] == "/", text.isDigit(end + 1) else {
                guard groups >= 3, !text.isLetter(end), text[end] != "/", text[end] != "." || !text.isDigit(end + 1), text[end] != "," || !text.isDigit(end + 1)
                else { return nil }
                let numbers = text.string(index..<end).splitASCII("/").map { Numeral(digits: String($0)) }
                return Token(kind: .list(numbers), semioticClass: .cardinal, range: index..<end)
            }
            start = end + 1
        }
    }

    /// "Size 8.5" -> "eight and a half", fr "Pointure 42,5" -> "quarante-deux et demi", ru "р.
    /// 42,5" -> "сорок два с половиной": a whole and ",5" after a word of `sizeHalf`, or after a
    /// label that opens with one and ends in a colon ("Размер ботинок: 42,5").
    private static func sizeHalf(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        guard let rules = context.rules.sizeHalf, literal.fraction == "5", !literal.negative, !literal.grouped, literal.version == nil,
              literal.integer.utf8.count <= 2, literal.integer.first != "0" else { return nil }
        let text = context.text
        let end = literal.range.upperBound
        guard !text.isLetter(end), !text.isDigit(end), text[end] != "/", text[end] != "%", MeasureClass.unit(after: end, in: context) == nil else { return nil }
        // ("Size: 3.5 × 2 in": a dimension, no size.)
        var after = end
        while TextCursor.isSpace(text[after]) { after += 1 }
        if let sign = text[after], "×xX*-\u{2013}".unicodeScalars.contains(sign), !text.isLetter(after + 1) { return nil }
        var before = text.wordEnd(before: literal.range.lowerBound)
        let colon = before > 0 && text[before - 1] == ":"
        if colon || before > 0 && text[before - 1] == "." { before -= 1 }
        var words = 0
        while words < (colon ? 3 : 1), let word = text.previousWordLowercased(before: before) {
            let period = text[before] == "." ? "." : ""
            if rules.words.contains(word + period) {
                return Token(kind: .sizeHalf(Numeral(digits: literal.integer)), semioticClass: .decimal, range: literal.range)
            }
            before = text.wordEnd(before: before - word.unicodeScalars.count)
            words += 1
        }
        return nil
    }

    /// "2v2", "5v5", "1 v 1": players against players, one or two digits each side of "v"
    /// (`versus`), standing alone.
    private static func versus(at index: Int, in context: ClassifyContext) -> Token? {
        guard let word = context.rules.versus else { return nil }
        let text = context.text
        let firstEnd = text.digitRunEnd(from: index)
        guard firstEnd - index <= 2, !text.isLetter(index - 1), !text.isDigit(index - 1) else { return nil }
        let spaced = text[firstEnd] == " "
        let letter = firstEnd + (spaced ? 1 : 0)
        guard text[letter] == "v", !spaced || text[letter + 1] == " " else { return nil }
        let secondStart = letter + 1 + (spaced ? 1 : 0)
        let secondEnd = text.digitRunEnd(from: secondStart)
        guard (1...2).contains(secondEnd - secondStart), !text.isLetter(secondEnd), !text.isDigit(secondEnd) else { return nil }
        return Token(kind: .score(Numeral(digits: text.string(index..<firstEnd)), Numeral(digits: text.string(secondStart..<secondEnd)), joiner: " \(word) "),
                     semioticClass: .cardinal, range: index..<secondEnd)
    }

    private static func isMeridiem(_ range: Range<Int>, in context: ClassifyContext) -> Bool {
        let meridiem = context.dates.time.meridiem
        let word = context.text.lowercasedString(range)
        return meridiem.am.contains(word) || meridiem.pm.contains(word)
    }

    /// "UTC+3" -> "UTC plus three", "GMT-5" -> "GMT minus five", ru "МСК+2": an offset after a
    /// time scale of the language's `offsetZones`, glued or spaced.
    private func zoneOffset(at index: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        // Glued by a period to what comes before ("555.GMT+1"), the letters are part of a run a
        // second pass would read as one word ("five.GMT+1").
        guard !text.isLetter(index - 1), !text.isDigit(index - 1),
              text[index - 1] != "." || !text.isLetter(index - 2) && !text.isDigit(index - 2) else { return nil }
        for zone in context.dates.time.offsetZones where text.matches(zone, at: index) {
            var sign = index + zone.unicodeScalars.count
            guard !text.isLetter(sign), !text.isDigit(sign) else { continue }
            if text[sign] == " ", text[sign + 1] == "+" || text[sign + 1] == "-" || text[sign + 1] == "\u{2212}" { sign += 1 }
            guard let scalar = text[sign], scalar == "+" || scalar == "-" || scalar == "\u{2212}", text.isDigit(sign + 1),
                  let inner = classify(at: sign + 1, in: context), inner.range.lowerBound == sign + 1 else { return nil }
            // An offset ends the word ("GMT-6°F" is no offset, whatever follows the unit).
            if let next = text[inner.range.upperBound], !next.properties.isWhitespace, !")],;.".unicodeScalars.contains(next) {
                return Token(kind: .verbatim, semioticClass: .verbatim, range: index..<text.codeRunEnd(from: inner.range.upperBound - 1))
            }
            let offset: Token.Kind
            switch inner.kind {
            case let .time(time) where time.minute == 0 && time.second == nil && time.meridiem == nil:
                // "GMT+03:00": hours, not a time of day.
                offset = .cardinal(Numeral(digits: String(time.hour)), .default)
            case .cardinal, .time: offset = inner.kind
            default:
                // "GMT-40:00": no offset; kept whole, so that no part of it is read alone.
                return Token(kind: .verbatim, semioticClass: .verbatim, range: index..<inner.range.upperBound)
            }
            return Token(kind: .zoneOffset(zone: zone, negative: scalar != "+", offset), semioticClass: .time, range: index..<inner.range.upperBound)
        }
        return nil
    }

    /// "x2", "x1,5": digits, at most one decimal part, then no letter or digit; whole numbers up to
    /// 20 ("x86", "x64" are names). Read from the digits alone, whatever follows a space.
    private static func smallMultiplier(at start: Int, in context: ClassifyContext) -> (Token.Kind, Int)? {
        let text = context.text
        var end = text.digitRunEnd(from: start)
        let integer = text.string(start..<end)
        var fraction: String?
        if let separator = text[end], context.lexicon.decimalSeparators.contains(separator), text.isDigit(end + 1) {
            let fractionEnd = text.digitRunEnd(from: end + 1)
            fraction = text.string(end + 1..<fractionEnd)
            end = fractionEnd
        }
        guard !text.isLetter(end), !text.isDigit(end), text[end] != "." && text[end] != "," || !text.isDigit(end + 1) else { return nil }
        if let fraction { return (.decimal(Numeral(digits: integer), fraction: fraction), end) }
        guard integer.count <= 2, let value = Int(integer), value <= 20 else { return nil }
        return (.cardinal(Numeral(digits: integer), .default), end)
    }

    /// "10 ft x 12 ft", "12\" x 6\" x 12\"", ru "3 м × 4 м": sides written each with its unit,
    /// joined by a spaced "x" or "×", are read with the multiplier's word between them ("ten feet
    /// by twelve feet", fr "trois mètres par quatre mètres", ru "три метра на четыре метра").
    private func dimensions(after token: Token, in context: ClassifyContext) -> Token? {
        let text = context.text
        guard let sides = context.rules.multiplier?.dimensionNouns, case let .measure(value) = token.kind, value.unit.after.isEmpty, value.scale == nil,
              sides.contains(value.unit.noun), text[token.range.upperBound] == " ", let sign = text[token.range.upperBound + 1],
              sign == "x" || sign == "\u{00D7}", text[token.range.upperBound + 2] == " ", text.isDigit(token.range.upperBound + 3),
              let next = classify(at: token.range.upperBound + 3, in: context) else { return nil }
        let second = dimensions(after: next, in: context) ?? next
        switch second.kind {
        case let .measure(other) where other.unit.after.isEmpty && sides.contains(other.unit.noun): break
        case .multiplier(.measure?, .measure?): break
        default: return nil
        }
        return Token(kind: .multiplier(before: token.kind, after: second.kind), semioticClass: .measure, range: token.range.lowerBound..<second.range.upperBound)
    }

    /// A number read plainly: a cardinal or a decimal.
    private static func plainNumber(_ literal: NumberLiteral, in context: ClassifyContext) -> Token.Kind? {
        if literal.isPlainInteger { return .cardinal(Numeral(digits: literal.integer), .default) }
        guard literal.version == nil, let fraction = literal.fraction, !literal.grouped || literal.digitCount > 3 else { return nil }
        return .decimal(Numeral(digits: literal.integer), fraction: fraction)
    }

    /// "1.5x", "3x sans frais" (the number, then "x" or "×" ending the word); "2 x 2", "1920×1080"
    /// (two numbers, spaced alike around the sign).
    private func multiplier(after literal: NumberLiteral, at index: Int, in context: ClassifyContext) -> Token? {
        guard context.speller.rules.multiplier != nil, !literal.negative, literal.version == nil,
              let first = Self.plainNumber(literal, in: context) else { return nil }
        let text = context.text
        // ("Wood screws #8 × 1-1/4\"": a number after its sign is a size's, read with the sign.)
        if text[index - 1] == "#" { return nil }
        var sign = literal.range.upperBound
        let spaced = text[sign] == " "
        if spaced { sign += 1 }
        guard let scalar = text[sign], scalar == "x" || scalar == "\u{00D7}" else { return nil }
        let afterSign = sign + 1
        // (en "Playback speed 1.5×", "2× XP": the sign itself, glued after a number and before no
        // letter or digit, is a count of times wherever it stands, `signCounts`; the letter "x"
        // stays "x" there: "Zoom 3x".)
        // ("1×", a speed, stays "one x": "one time" would say something else.)
        let signCounts = scalar == "\u{00D7}" && context.speller.rules.multiplier?.signCounts == true && !text.isLetter(afterSign) && !text.isDigit(afterSign)
            && !(literal.isPlainInteger && literal.integer == "1")
        if !spaced, let frequency = context.speller.rules.multiplier?.frequency, signCounts || (text[afterSign] == " " || text[afterSign] == "/")
            && (literal.isPlainInteger || !literal.grouped && text[afterSign] == " ")
            && text.nextWordLowercased(from: afterSign + 1).map(frequency.wordsAfter.contains) == true, context.speller.data.nouns[frequency.noun] != nil {
            // "2x daily", "3x/week": a count of times; "1.5x higher", "1.5× monthly rent" too.
            let value = MeasureValue(numeral: Numeral(digits: literal.integer), fraction: literal.fraction, unit: MeasureUnit(noun: frequency.noun, after: ""), scale: nil)
            return Token(kind: .measure(value), semioticClass: .measure, range: index..<afterSign)
        }
        if !spaced, !text.isLetter(afterSign), !text.isDigit(afterSign) {
            // "3x + 5 = 20", "y = 2x": the letter is an unknown of an equation, said as written.
            if scalar == "x", text.besideOperator(before: index, after: afterSign) {
                guard literal.isPlainInteger else { return nil }
                return Token(kind: .label(letters: "x", digits: literal.integer, lettersFirst: false), semioticClass: .cardinal, range: index..<afterSign)
            }
            return Token(kind: .multiplier(before: first, after: nil), semioticClass: .cardinal, range: index..<afterSign)
        }
        // Between: the same spacing on both sides.
        let secondStart = spaced ? afterSign + 1 : afterSign
        guard !spaced || text[afterSign] == " ", text.isDigit(secondStart), var second = context.lexicon.read(text, at: secondStart) else { return nil }
        // "88888x88 888": glued factors take no group separator (what follows the space is apart).
        if !spaced, second.grouped {
            let digitsEnd = text.digitRunEnd(from: secondStart)
            second = NumberLiteral(range: secondStart..<digitsEnd, integer: text.string(secondStart..<digitsEnd))
        }
        guard !text.isDigit(second.range.upperBound), let secondKind = Self.plainNumber(second, in: context) else { return nil }
        // ("× 1-1/4\"": a mixed number written with a hyphen is read whole, by the fraction class.)
        if text[second.range.upperBound] == "-", text.isDigit(second.range.upperBound + 1),
           FractionClass.simpleFraction(text, from: second.range.upperBound + 1) != nil { return nil }
        // "22 x 14 x 9 in": a third factor (and more), spaced alike.
        let next = second.range.upperBound + (spaced ? 1 : 0)
        if !spaced || text[second.range.upperBound] == " ", text[next] == scalar,
           let rest = multiplier(after: second, at: secondStart, in: context), case .multiplier(_, .some) = rest.kind {
            return Token(kind: .multiplier(before: first, after: rest.kind), semioticClass: rest.semioticClass, range: index..<rest.range.upperBound)
        }
        // "Solve: 6 × 4": after a word of a sum to work out, arithmetic too.
        if scalar == "\u{00D7}", context.rules.times != nil, let words = context.rules.multiplier?.arithmeticWords,
           let label = text.previousWordLowercased(before: index) ?? text.wordBeforeMark(index, marks: ":")?.lowercased(), words.contains(label) { return nil }
        // "7 × 8 = 56", "What's 23 × 4?": arithmetic, the sign said on its own ("seven times
        // eight equals"), before an equals sign or a question's mark (fr "23 × 4 ?").
        let afterSecond = second.range.upperBound + (TextCursor.isSpace(text[second.range.upperBound]) ? 1 : 0)
        if scalar == "\u{00D7}", context.rules.times != nil, text[afterSecond] == "=" || text[afterSecond] == "?" { return nil }
        // "2 × 23 kg", fr "3 × 33,30 €": spaced factors before a unit that measures no side, or
        // before an amount, are a count times a quantity: the number alone, the sign said on its own.
        if spaced, scalar == "\u{00D7}", context.rules.times != nil, let dimensions = context.rules.multiplier?.dimensionNouns {
            if let (unit, _) = MeasureClass.unit(after: second.range.upperBound, in: context), !dimensions.contains(unit.noun) { return nil }
            if let next = text[second.range.upperBound + (TextCursor.isSpace(text[second.range.upperBound]) ? 1 : 0)],
               context.speller.data.currencies.mayStart(with: next) { return nil }
        }
        // "2 x 3 m": the unit after the second number is read with it.
        if let (unit, end) = MeasureClass.unit(after: second.range.upperBound, in: context) {
            let value = MeasureValue(numeral: Numeral(digits: second.integer), fraction: second.fraction, unit: unit, scale: nil)
            return Token(kind: .multiplier(before: first, after: .measure(value)), semioticClass: .measure, range: index..<end)
        }
        guard !context.runsIntoLetter(second.range.upperBound) else { return nil }
        return Token(kind: .multiplier(before: first, after: secondKind), semioticClass: .cardinal, range: index..<second.range.upperBound)
    }

    /// The word for a spaced "×" between counts, when the language has one (`multiplier.countOf`,
    /// `multiplier.countTimes`): "3 sets × 12 reps" -> "of", fr "de", ru "по" (a count with its
    /// noun on both sides); ru "4 × 150 г", "6 × 1,5 л", "3 × 499 ₽" -> "по" (a bare count before a
    /// quantity of a unit that measures no side, or an amount written after it). Nil elsewhere
    /// ("7 × 8 = 56", "30 sec × 8 rounds", "12 × 1 л").
    private static func countJoiner(at index: Int, in context: ClassifyContext) -> String? {
        guard let multiplier = context.rules.multiplier, multiplier.countOf != nil || multiplier.countTimes != nil else { return nil }
        let text = context.text
        // Before: a number, then its noun ("3 sets"), or a number alone.
        var wordStart = index - 1
        while wordStart > 0, text.isLetter(wordStart - 1) { wordStart -= 1 }
        let nounBefore = wordStart < index - 1 && text[wordStart - 1] == " " && text.isDigit(wordStart - 2)
            && !text.isLetter(text.digitRunStart(before: wordStart - 1) - 1)
            // (A noun, not a unit: "30 sec × 8 rounds" keeps the sign's usual word.)
            && MeasureClass.unit(after: wordStart - 1, in: context) == nil
        guard nounBefore || text.isDigit(index - 2) && !text.isLetter(text.digitRunStart(before: index - 1) - 1),
              let literal = context.lexicon.read(text, at: index + 2), !literal.negative, literal.version == nil,
              // (A count ending in one would need the joiner's case, ru "по одному литру", fr
              // "d'une répétition": the sign keeps its usual word there.)
              literal.fraction != nil || !literal.integer.hasSuffix("1") || literal.integer.hasSuffix("11") else { return nil }
        let end = literal.range.upperBound
        if nounBefore {
            // After: a number, then a word that is no unit ("12 reps", "12 повторений").
            guard let of = multiplier.countOf, text[end] == " ", text.isLetter(end + 1), MeasureClass.unit(after: end, in: context) == nil,
                  let noun = text.nextWord(from: end + 1), !text.isDigit(end + 1 + noun.unicodeScalars.count),
                  multiplier.countOfNouns?.contains(noun.lowercased()) == true else { return nil }
            return of
        }
        guard let times = multiplier.countTimes else { return nil }
        // (A unit after a space: "Rug 2 × 3M" keeps "3M" as written, and the sign's usual word.)
        if TextCursor.isSpace(text[end]), let (unit, _) = MeasureClass.unit(after: end, in: context), multiplier.dimensionNouns?.contains(unit.noun) != true { return times }
        // An amount: its currency after the number, a space allowed ("3 × 499 ₽"), ending there
        // ("3M" is no amount).
        let currencies = context.speller.data.currencies
        guard let (_, currencyEnd) = currencies.match(text, at: end + (TextCursor.isSpace(text[end]) ? 1 : 0), digitsMayFollow: false),
              !text.isLetter(currencyEnd) else { return nil }
        return times
    }

    /// fr "d'1 mois" -> "d'un mois": after an elided word ("d'", "l'", "qu'") a number said with
    /// a vowel ("un", "une") joins it as written words would.
    private static func elidedBefore(_ token: Token, in context: ClassifyContext) -> Bool {
        let elision = context.speller.data.elision
        guard !elision.isEmpty else { return false }
        var start = token.range.lowerBound - 1
        while start > 0, context.text.isLetter(start - 1) { start -= 1 }
        let word = context.text.string(start..<token.range.lowerBound - 1)
        guard let full = [word + "e", word + "a", word + "i"].first(where: { elision.elided($0) != nil }),
              let words = Verbalizer.verbalize(token.kind, with: context.speller) else { return false }
        return elision.elides(full, before: words)
    }

    /// en "$5 credit", "10 km run": a whole amount or measure right before a noun of
    /// `attributiveNouns` describes it.
    private static func attributive(_ token: Token, in context: ClassifyContext) -> Token? {
        guard let nouns = context.rules.attributiveNouns, context.text[token.range.upperBound] == " " else { return nil }
        // The noun the token would be read with, first: most tokens (words, cardinals) have none,
        // and the words around are then not read at all.
        let key: String
        switch token.kind {
        case let .measure(value) where value.scale == nil && value.unit.after.isEmpty: key = value.unit.noun
        case let .duration(value) where value.fraction == nil && value.unit.after.isEmpty: key = value.unit.noun
        // ("4×100 m relay": the last factor's unit.)
        case let .multiplier(_, .measure(value)?) where value.scale == nil && value.unit.after.isEmpty: key = value.unit.noun
        // ("A $250.00 deposit": zero cents are a whole amount.)
        case let .money(amount) where amount.fraction?.allSatisfy({ $0 == "0" }) != false && amount.minor == nil && amount.scale == nil && !amount.onlyMinor:
            guard let major = amount.currency?.major else { return nil }
            key = major
        // ("A $0.50 bag fee": cents alone, said with the minor unit's noun.)
        case let .money(amount) where amount.numeral.value == 0 && amount.fraction?.contains(where: { $0 != "0" }) == true && amount.minor == nil && amount.scale == nil:
            guard let minor = amount.currency?.minor else { return nil }
            key = minor
        default: return nil
        }
        // The noun, or the noun after up to three names ("6.1″ Super Retina XDR display") and
        // after a measure, one lowercase word that is no function word ("16 oz cold brew", "12 oz.
        // drip coffee"; an amount keeps its plural there: "$100 store credit").
        let modifiable: Bool
        if case .money = token.kind { modifiable = false } else { modifiable = true }
        var position = token.range.upperBound
        var describes = false
        var modified = false
        let measured: Bool
        if case .measure = token.kind { measured = true } else { measured = false }
        let articleBefore = context.rules.attributiveArticles.map { articles in
            context.text.previousWord(before: token.range.lowerBound).map(articles.contains) == true } == true
        for _ in 0..<4 {
            guard context.text[position] == " ", let word = context.text.nextWord(from: position) else { break }
            // ("Vehicles up to 1.85 m high": a dimension's word right after a measure says how
            // high, no noun, unless an article makes it one's: "a 2 m high fence".)
            if measured, position == token.range.upperBound, !articleBefore, context.rules.dimensionWords?.contains(word) == true { break }
            if nouns.contains(word.lowercased()) { describes = true; break }
            if !word.startsUppercase {
                guard modifiable, !modified, context.rules.attributiveStops?.contains(word) == false else { break }
                modified = true
            }
            position += 1 + word.unicodeScalars.count
        }
        // "a $25 late fee": after an article, a lowercase word that is no function word.
        if !describes, let articles = context.rules.attributiveArticles,
           let article = context.text.previousWord(before: token.range.lowerBound), articles.contains(article),
           let word = context.text.nextWord(from: token.range.upperBound), word.startsLowercase,
           context.rules.attributiveStops?.contains(word) != true {
            describes = true
        }
        guard describes else { return nil }
        return Token(kind: .attributive(token.kind, noun: key), semioticClass: token.semioticClass, range: token.range)
    }

    /// "/day" after the word a number counts ("4 doses/day" -> "four doses per day"): the slash
    /// and the period, read with the language's word for "per".
    /// (Or a few lowercase words on: fr "250 km inclus/jour", "150 g de croquettes/jour".)
    private static func perAfterCountedWord(_ end: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        // (Only a slash ends the words: without one, none is read.)
        guard text.containsASCII("/") else { return nil }
        var start = end
        for _ in 0..<3 {
            guard text[start] == " ", let first = text[start + 1], TextCursor.isLowercase(first) else { return nil }
            let wordEnd = text.letterRunEnd(from: start + 1)
            // (An abbreviation of a counted noun is read first: "2 400 pers/h" -> "personnes par heure".)
            guard AbbreviationClass.countedNoun(at: start + 1, in: context)?.end != wordEnd else { return nil }
            if text[wordEnd] == "/" {
                // ("5 avg/night" -> "five average per night": an abbreviation before the slash is
                // read with it, as a second pass would read it.)
                if let expansion = AbbreviationClass.expansion(at: start + 1, in: context) {
                    guard let per = perAfterSlash(wordEnd, in: context), case let .idiom(words) = per.kind else { return nil }
                    return Token(kind: .idiom(expansion + words), semioticClass: .abbreviation, range: start + 1..<per.range.upperBound)
                }
                return perAfterSlash(wordEnd, in: context)
            }
            start = wordEnd
        }
        return nil
    }

    /// A slash at `slash` and a period of `per.tsv` standing alone after it, read with the
    /// language's word for "per" (" per day", " par heure", " в час").
    private static func perAfterSlash(_ slash: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        guard text[slash] == "/" else { return nil }
        guard let (per, perEnd) = context.speller.data.per.match(text, at: slash + 1) else {
            // ("8–10 g carbs/kg", ru "углеводов/кг": a unit of `units.tsv`, said per one.)
            guard text.isLetter(slash + 1), let (unit, end) = MeasureClass.unit(after: slash + 1, in: context), !text.isLetter(end), !text.isDigit(end),
                  text[end] != "/", context.speller.data.rates != nil, context.speller.data.nouns[unit.noun] != nil else { return nil }
            return Token(kind: .perUnitAlone(unit), semioticClass: .measure, range: slash..<end)
        }
        guard !text.isLetter(perEnd), !text.isDigit(perEnd), text[perEnd] != "/" else { return nil }
        return Token(kind: .idiom(" " + per), semioticClass: .abbreviation, range: slash..<perEnd)
    }

    /// A unit symbol after a space at `end`, alone, in the form of `category` ("10+ min" ->
    /// "minutes").
    private static func unitAfter(_ end: Int, category: PluralCategory, in context: ClassifyContext) -> Token? {
        let text = context.text
        guard text.isLetter(end + 1), let (unit, unitEnd) = MeasureClass.unit(after: end, in: context), !unit.word,
              !text.isLetter(unitEnd), !text.isDigit(unitEnd), text[unitEnd] != "/", text[unitEnd] != "-",
              context.speller.data.nouns[unit.noun] != nil else { return nil }
        // "%g V V one": a letter among spelled letters is a letter, not a unit. ("%d m S2 E5": a
        // letter glued to digits is a code's, which a second pass reads as words: "m" stays a unit.)
        if unitEnd - end == 2, text[unitEnd] == " ", text.isLetter(unitEnd + 1), !text.isLetter(unitEnd + 2),
           !text.isDigit(unitEnd + 2) { return nil }
        // (Nor before what a letter reads: "%1 W W" -> "%1 W west", where "W" stays a letter.)
        if unitEnd - end == 2, text[unitEnd] == " ", let next = text.nextWordLowercased(from: unitEnd),
           context.speller.data.letterExpansions.contains(next) { return nil }
        // "%d UI3" reads "%d UI trois" (a code and its digit): a unit before a digit's word is
        // that code on a second pass, not a unit.
        if text[unitEnd] == " ", let next = text.nextWordLowercased(from: unitEnd), context.speller.digitWords.contains(next) { return nil }
        // "%d m ago", "10+ m ago": a compact unit of time before "ago" is one ("minutes"), as after a number.
        if let compact = context.dates.compactDurations, let noun = compact.units[text.string(end + 1..<unitEnd)],
           let next = text.nextWordLowercased(from: unitEnd), compact.wordsAfter.contains(next) {
            return Token(kind: .unitNoun(MeasureUnit(noun: noun, after: ""), category), semioticClass: .duration, range: end + 1..<unitEnd)
        }
        // (ru "%d дн. подряд" -> "%d дней подряд": a compact unit's period goes with it, as after a
        // number.)
        var tokenEnd = unitEnd
        if text[unitEnd] == ".", !text.isLetter(unitEnd + 1), !text.isDigit(unitEnd + 1),
           context.dates.compactDurations?.units[text.string(end + 1..<unitEnd)] != nil { tokenEnd += 1 }
        return Token(kind: .unitNoun(unit, category), semioticClass: DurationClass.isDuration(unit, in: context) ? .duration : .measure,
                     range: end + 1..<tokenEnd)
    }

    /// "Record up to %lld sec": the unit in the form the language gives a number it does not know.
    private static func unitAfterPlaceholder(_ end: Int, in context: ClassifyContext) -> Token? {
        guard let category = context.speller.data.rates?.unitAfterPlaceholder else { return nil }
        return unitAfter(end, category: category, in: context)
    }

    private func classify(at index: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        guard let scalar = text[index] else { return nil }
        if scalar == "%" {
            guard let end = Placeholder.end(in: text, at: index) else { return nil }
            return Token(kind: .verbatim, semioticClass: .verbatim, range: index..<end)
        }
        if scalar == "+", let token = MeasureClass.addedMinutes(at: index, in: context) ?? TelephoneClass.vanity(at: index, in: context) { return token }
        if FractionClass.mayBeVulgar(scalar) { return FractionClass.classifyVulgar(at: index, in: context) }
        // "1 ETH = $3,412.08", "1 € = 0,92 £": "=" between spaces, next to a number.
        // ("2 achetés = le 3e offert": between words too, whatever stands around, as for "+".)
        // ("1+1=2": glued between numbers.)
        if scalar == "=", let word = context.rules.equals, Self.betweenNumbers(index, in: text) {
            return Token(kind: .idiom(" \(word) "), semioticClass: .abbreviation, range: index..<index + 1)
        }
        if scalar == "=", let word = context.rules.equals, text[index - 1] == " ", text[index + 1] == " ",
           text.isDigit(index - 2) || text.isDigit(index + 2) || text[index + 2].map({ context.speller.data.currencies.mayStart(with: $0) && text.isDigit(index + 3) }) == true
            || index >= 2 && !text.isWhitespace(index - 2) && text[index + 2] != nil && !text.isWhitespace(index + 2) && !Self.betweenVariables(index, in: text) {
            return Token(kind: .idiom(word), semioticClass: .abbreviation, range: index..<index + 1)
        }
        // "Key: B♭ major", fr "Sonate en si♭", ru "до♯": a note's accidental glued after its name.
        if scalar == "\u{266D}" || scalar == "\u{266F}", text.isLetter(index - 1), !text.isLetter(index + 1), !text.isDigit(index + 1),
           let word = context.rules.accidentals?[String(scalar)],
           let note = text.previousWordLowercased(before: index), context.rules.noteNames?.contains(note) == true {
            return Token(kind: .idiom(" \(word)"), semioticClass: .abbreviation, range: index..<index + 1)
        }
        // "Blood type: O−", "Urgent need: O+ and O− donors", fr "Groupe AB+": a blood group's sign
        // in a text about blood (`bloodGroups`).
        if scalar == "+" || scalar == "\u{2212}" || scalar == "-", let blood = context.rules.bloodGroups, let token = Self.bloodSign(at: index, blood, in: context) {
            return token
        }
        // "13e mois + intéressement", "Wi-Fi + breakfast": "+" between words is the word for it;
        // glued after a grade's one capital too ("Rated A+"; names stay: "Disney+", "Canal+", "C++").
        if scalar == "+" {
            // (Whatever stands around, so that a second pass, which sees words where digits and signs
            // were, reads the same: "5+ + 1" -> "five plus plus one".)
            let plus = context.rules.plus
            if text[index - 1] == " ", text[index + 1] == " ", index >= 2, text[index + 2] != nil,
               !text.isWhitespace(index - 2), !text.isWhitespace(index + 2), !Self.betweenVariables(index, in: text) {
                return Token(kind: .idiom(plus), semioticClass: .abbreviation, range: index..<index + 1)
            }
            // "(+ 60 € de frais)", "(+ $5 fee)": opening a bracket, a space, then an amount.
            if text[index - 1] == "(", text[index + 1] == " ",
               text.isDigit(index + 2) || text[index + 2].map({ $0.properties.generalCategory == .currencySymbol }) == true && text.isDigit(index + 3) {
                return Token(kind: .idiom(plus), semioticClass: .abbreviation, range: index..<index + 1)
            }
            // "(1+2)", fr "J+1", ru "Д+1": glued between numbers, or a lone capital and a number of
            // one or two digits ("C++", "A+B" stay).
            if text.isDigit(index + 1), Self.betweenNumbers(index, in: text)
                || text[index - 1].map(TextCursor.isUppercase) == true && !text.isLetter(index - 2) && !text.isDigit(index - 2) && !text.isDigit(index - 1)
                    && text.digitRunEnd(from: index + 1) - index <= 3 && !text.isLetter(text.digitRunEnd(from: index + 1)) {
                return Token(kind: .idiom(" \(plus) "), semioticClass: .abbreviation, range: index..<index + 1)
            }
            // "Classe énergétique : A+++" -> "A triple plus", en "A++" -> "A plus plus": two or three
            // after a lone "A", an energy class (`plusRunsAfterA`; "C++" stays a name).
            if text[index - 1] == "A", !text.isLetter(index - 2), !text.isDigit(index - 2), text[index + 1] == "+", let runs = context.rules.plusRunsAfterA {
                var end = index
                while text[end] == "+" { end += 1 }
                if end - index >= 2, end - index - 2 < runs.count, !text.isLetter(end), !text.isDigit(end) {
                    return Token(kind: .idiom(" " + runs[end - index - 2]), semioticClass: .abbreviation, range: index..<end)
                }
            }
            // "2 million+ users", fr "1,5 million+ d'apprenants", "5 years+": glued after the
            // word a number counts, the same "and more".
            if text.isLetter(index - 1), text[index + 1] != "+", !text.isLetter(index + 1), !text.isDigit(index + 1), text[index + 1] != "%" {
                var wordStart = index - 1
                while wordStart > 0, text.isLetter(wordStart - 1) { wordStart -= 1 }
                if wordStart >= 2, index - wordStart >= 2, text[wordStart - 1] == " ", text.isDigit(wordStart - 2) {
                    return Token(kind: .idiom(" \(plus)"), semioticClass: .abbreviation, range: index..<index + 1)
                }
            }
            if text.isASCIICapital(index - 1), !text.isLetter(index - 2), !text.isDigit(index - 2), text[index + 1] != "+", !text.isLetter(index + 1), !text.isDigit(index + 1),
               text[index + 1] != "%", Placeholder.end(in: text, at: index) == nil,
               // (Not after a number's word a first pass wrote for digits glued to the capital:
               // "douze B+" for "6612B+", where "B+" stayed.)
               !(text.previousWord(before: index - 1).map(context.speller.isNumberWord) ?? false) {
                return Token(kind: .idiom(" \(context.rules.plus)"), semioticClass: .abbreviation, range: index..<index + 1)
            }
        }
        // "Algebra II: A− (91%)", "Grade: B-": a minus after a lone grade letter, as "B+" says plus.
        if scalar == "\u{2212}" || scalar == "-", let letter = text[index - 1], "ABCDF".unicodeScalars.contains(letter),
           !text.isLetter(index - 2), !text.isDigit(index - 2), text[index - 2] != "-", !text.isLetter(index + 1), !text.isDigit(index + 1),
           text[index + 1] != "-", text[index + 1] != "\u{2212}", Placeholder.end(in: text, at: index) == nil,
           // (Not after a number's word a first pass wrote for a code: "seven A-" for "7A-".)
           !(text.previousWord(before: index - 1).map(context.speller.isNumberWord) ?? false) {
            return Token(kind: .idiom(" \(context.rules.minus)"), semioticClass: .abbreviation, range: index..<index + 1)
        }
        // en "S&P", "R&D", "AT&T": "&" between capitals, which stay letters, is the word too
        // (`ampersandBetweenCapitals`; fr and ru say such names as English does, "H&M").
        if scalar == "&", context.rules.ampersandBetweenCapitals == true, let word = context.rules.ampersand, text.isASCIICapital(index - 1), text.isASCIICapital(index + 1),
           !text.isLetter(index + 2) || text.isASCIICapital(index + 2) && !text.isLetter(index + 3),
           !text.isLetter(index - 2) || text.isASCIICapital(index - 2) && !text.isLetter(index - 3),
           // ("P&G1", "5A&B": a code's digits glued after or before the capitals.)
           !text.isDigit(text.isASCIICapital(index + 2) ? index + 3 : index + 2),
           !text.isDigit(text.isASCIICapital(index - 2) ? index - 3 : index - 2) {
            return Token(kind: .idiom(" \(word) "), semioticClass: .abbreviation, range: index..<index + 1)
        }
        // "2 tickets × $14.99", "$28.50/hr × 37.5 hrs": "×" between spaces before a number or an
        // amount (between two numbers, "2 × 3 m" is read by the multiplier: "by").
        // ("3×4=12": glued between numbers, before "=".)
        if scalar == "\u{00D7}", let word = context.rules.times, Self.betweenNumbers(index, in: text), text[text.digitRunEnd(from: index + 1)] == "=" {
            return Token(kind: .idiom(" \(word) "), semioticClass: .abbreviation, range: index..<index + 1)
        }
        if scalar == "\u{00D7}", let word = context.rules.times, text[index - 1] == " ", text[index + 1] == " ",
           text.isDigit(index + 2) || text[index + 2].map({ context.speller.data.currencies.mayStart(with: $0) && text.isDigit(index + 3) }) == true {
            return Token(kind: .idiom(Self.countJoiner(at: index, in: context) ?? word), semioticClass: .abbreviation, range: index..<index + 1)
        }
        // "3:27 / 4:05": a media player's position "of" its length.
        if scalar == "/", TimeClass.isProgressSlash(index, in: text) || TimeClass.isSameUnitSlash(index, in: context) {
            let joiner = context.speller.data.ranges.ratio.joiner.trimmedSpaces
            return Token(kind: .idiom(joiner), semioticClass: .abbreviation, range: index..<index + 1)
        }
        // "23:45 → 06:10", "Gate B22 → C4": an arrow between spaces before a number or a code.
        // ("$1,200 → $950": an amount written with its currency first.)
        if scalar == "\u{2192}", let word = context.rules.arrow, text[index - 1] == " ", text[index + 1] == " ",
           text.isDigit(index + 2) || text.isASCIICapital(index + 2) && text.isDigit(index + 3)
            || text[index + 2].map({ context.speller.data.currencies.mayStart(with: $0) && text.isDigit(index + 3) }) == true {
            return Token(kind: .idiom(word), semioticClass: .abbreviation, range: index..<index + 1)
        }
        // "London Euston 08:15 → Manchester Piccadilly 10:22": after a number or a time, before
        // a name; "Wed → Thu": between weekdays. ("Settings → Privacy", a menu's path, stays.)
        if scalar == "\u{2192}", let word = context.rules.arrow, text[index - 1] == " ", text[index + 1] == " ",
           text.isDigit(index - 2) && text[index + 2].map(TextCursor.isUppercase) == true && text.isLetter(index + 3)
            || context.dates.weekdayAbbreviations.map({ abbreviations in
                WeekdayClass.match(at: index + 2, abbreviations, maxLength: context.dates.weekdayAbbreviationLength, in: text)
                    .map { WeekdayClass.arrowPair(index + 2, end: $0.1, abbreviations, in: context) } == true }) == true {
            return Token(kind: .idiom(word), semioticClass: .abbreviation, range: index..<index + 1)
        }
        // "JFK → LHR", fr "CDG → JFK", ru "SVO → LED": a route between two codes of three
        // capitals, each standing alone ("→ LHRX", "AB → CD" stay).
        if scalar == "\u{2192}", let word = context.rules.arrow, text[index - 1] == " ", text[index + 1] == " ",
           Self.threeCapitals(ending: index - 1, in: text), Self.threeCapitals(ending: index + 5, in: text) {
            return Token(kind: .idiom(word), semioticClass: .abbreviation, range: index..<index + 1)
        }
        // "Gate A7 → Gate C41": before a label's word (`labels.tsv`) and its code, as before the
        // code alone ("Gate B22 → C4").
        if scalar == "\u{2192}", let word = context.rules.arrow, text[index - 1] == " ", text[index + 1] == " ", text.isLetter(index + 2) {
            let afterEnd = text.letterRunEnd(from: index + 2)
            if text[afterEnd] == " ", text.isDigit(afterEnd + 1) || text.isASCIICapital(afterEnd + 1) && text.isDigit(afterEnd + 2),
               context.speller.data.labelWords.contains(text.lowercasedString(index + 2..<afterEnd)) {
                return Token(kind: .idiom(word), semioticClass: .abbreviation, range: index..<index + 1)
            }
        }
        // "12 reps @ 20 kg", "142 mi @ $0.70/mi": "@" between spaces before a number or an amount.
        if scalar == "@", let word = context.rules.atSign, text[index - 1] == " ", text[index + 1] == " ",
           text.isDigit(index + 2) || text[index + 2].map({ context.speller.data.currencies.mayStart(with: $0) && text.isDigit(index + 3) }) == true {
            return Token(kind: .idiom(word), semioticClass: .abbreviation, range: index..<index + 1)
        }
        // "8 AM & 8 PM", "Terms & Conditions": "&" between spaces is the word.
        if scalar == "&", let word = context.rules.ampersand, text[index - 1] == " ", text[index + 1] == " " {
            return Token(kind: .idiom(word), semioticClass: .abbreviation, range: index..<index + 1)
        }
        if let code = Self.mixedCode(at: index, in: context) { return code }
        // "f/1.8", "ƒ/2.8", "f/16": an aperture, the letter then the number.
        if scalar == "f" || scalar == "\u{0192}", text[index + 1] == "/", text.isDigit(index + 2), !text.isLetter(index - 1), !text.isDigit(index - 1),
           let literal = context.lexicon.read(text, at: index + 2), !literal.grouped, !literal.negative, literal.digitCount <= 2,
           !text.isLetter(literal.range.upperBound), !text.isDigit(literal.range.upperBound), text[literal.range.upperBound] != "/" {
            let fraction = literal.fraction ?? (literal.version?.count == 2 ? literal.version?[1] : nil)
            let integer = literal.version?.first ?? literal.integer
            guard literal.version == nil || fraction != nil else { return nil }
            let inner: Token.Kind = fraction.map { .decimal(Numeral(digits: integer), fraction: $0) } ?? .cardinal(Numeral(digits: integer), .default)
            return Token(kind: .prefixed("f", inner), semioticClass: .decimal, range: index..<literal.range.upperBound)
        }
        if scalar == "v" || scalar == "V", text.isDigit(index + 1), !text.isLetter(index - 1), !text.isDigit(index - 1),
           var noun = context.rules.versionNoun, let literal = context.lexicon.read(text, at: index + 1),
           let components = literal.version ?? (scalar == "v" && !literal.grouped && !literal.negative ? literal.fraction.map { [literal.integer, $0] } : nil),
           !text.isLetter(literal.range.upperBound), !text.isDigit(literal.range.upperBound) {
            // "v2.4.1" -> "version two point four point one"; en "v4.12", where "4.12" reads as a
            // decimal, is a version too.
            if let forms = context.rules.versionNounForms,
               var grammaticalCase = context.speller.data.governors.grammaticalCase(before: index, after: literal.range.upperBound, in: text),
               grammaticalCase != .nominative {
                if grammaticalCase == .accusative, let alternative = context.rules.versionAccusativeAs { grammaticalCase = alternative }
                noun = forms[grammaticalCase.rawValue] ?? noun
            } else if let forms = context.rules.versionNounForms, let after = context.rules.versionGenitiveAfter,
                      let previous = text.previousWordLowercased(before: index), after.contains(previous) {
                // ru "Доступна прошивка v3.2" -> "прошивка версии": after the thing versioned.
                noun = forms[GrammaticalCase.genitive.rawValue] ?? noun
            }
            return Token(kind: .prefixedVersion(noun: noun, components), semioticClass: .version, range: index..<literal.range.upperBound)
        }
        // "<5 min" -> "less than five minutes": a sign of comparison alone before a number (one
        // space allowed), read with the number it compares; "<b>", "a<b", "<-" stay.
        // (Checked first on the scalar alone: the signs are "<", ">" or beyond U+2000 ("≤", "≥"),
        // and this runs at every position.)
        if scalar.value < 0x80 ? scalar == "<" || scalar == ">" : scalar.value >= 0x2000,
           let comparisons = context.rules.comparisons, comparisons.signs.contains(scalar), let words = comparisons.words[String(scalar)],
           index == 0 || text.isWhitespace(index - 1) || text[index - 1] == "(",
           text.isDigit(index + 1) || text[index + 1] == " " && text.isDigit(index + 2) {
            let start = text.isDigit(index + 1) ? index + 1 : index + 2
            guard var next = classify(at: start, in: context), next.range.lowerBound == start, !next.kind.isVerbatim else { return nil }
            if let range = RangeClass.extend(next, in: context, classify: { classify(at: $0, in: context) }) { next = range }
            guard next.range.upperBound >= text.codeRunEnd(from: start) else { return nil }
            return Token(kind: .compared(next.kind, words: words, comparisons.case), semioticClass: next.semioticClass, range: index..<next.range.upperBound)
        }
        // fr "(+ de 30 kg)" -> "plus de", "(- de 18 ans)" -> "moins de": a spaced sign opening a
        // phrase before a word of `spelledSignBefore` and a number; "18 ans et +" -> "et plus".
        if scalar == "-" || scalar == "+" || scalar == "\u{2212}" || scalar == "\u{2013}", let comparisons = context.rules.comparisons {
            let opens = index == 0 || text[index - 1] == "(" || text[index - 1] == " " && (index == 1 || text[index - 2] == "(" || text[index - 2] == ",")
            if opens, text[index + 1] == " ", let word = text.nextWord(from: index + 1), comparisons.spelledSignBefore?.contains(word) == true,
               text[index + 2 + word.unicodeScalars.count] == " ", text.isDigit(index + 3 + word.unicodeScalars.count) {
                return Token(kind: .idiom(scalar == "+" ? context.rules.plus : context.rules.minus), semioticClass: .abbreviation, range: index..<index + 1)
            }
            if scalar == "+", text[index - 1] == " ", let word = text.previousWord(before: index), comparisons.spelledPlusAfter?.contains(word) == true,
               index + 1 >= text.count || text[index + 1].map({ ").,;!?".unicodeScalars.contains($0) || TextCursor.isSpace($0) }) == true {
                return Token(kind: .idiom(context.rules.plus), semioticClass: .abbreviation, range: index..<index + 1)
            }
        }
        // fr "Tarif -26 ans" -> "moins de vingt-six ans", "aux +18 ans" -> "plus de dix-huit ans":
        // a bound of age (`comparisons.boundNouns`), read as "<" and ">" are; "-5 °C" stays a minus.
        if scalar == "-" || scalar == "+" || scalar == "\u{2013}", let comparisons = context.rules.comparisons, let nouns = comparisons.boundNouns,
           text.isDigit(index + 1), index > 0, text[index - 1] == " " || text[index - 1] == "(", text.isLetter(index - 2) || text[index - 1] == "(",
           let words = comparisons.words[scalar == "+" ? ">" : "<"] {
            let digitsEnd = text.digitRunEnd(from: index + 1)
            let wordStart = text.wordStart(after: digitsEnd)
            if digitsEnd - index <= 3, wordStart == digitsEnd + 1, text[digitsEnd] == " ",
               nouns.contains(where: { text.matchesWord($0, at: wordStart) }),
               scalar != "+" || text.previousWordLowercased(before: index).map({ comparisons.plusBoundAfter?.contains($0) == true }) == true,
               let next = classify(at: index + 1, in: context), next.range.lowerBound == index + 1, !next.kind.isVerbatim {
                return Token(kind: .compared(next.kind, words: words, comparisons.case), semioticClass: next.semioticClass, range: index..<next.range.upperBound)
            }
        }
        // "финиш ≈ в 11:05" -> "примерно в", fr "≈ à 11 h" -> "environ à": the sign alone, between
        // spaces, before a word and a number.
        // (Not between a formula's letters: "a ~ b 5".)
        if scalar == "~" || scalar == "\u{2248}", index > 0, text[index - 1] == " ", text[index + 1] == " ", text.isLetter(index + 2),
           text.previousWord(before: index).map({ $0.unicodeScalars.count > 1 }) ?? true,
           let word = context.speller.rules.approximatelyAfterGovernor ?? context.speller.rules.approximately {
            let wordEnd = text.letterRunEnd(from: index + 2)
            if wordEnd - index - 2 <= 3, text[wordEnd] == " ", text.isDigit(wordEnd + 1) {
                return Token(kind: .idiom(word), semioticClass: .abbreviation, range: index..<index + 1)
            }
        }
        // "~210 km" -> "about two hundred ten kilometers", ru "около двухсот десяти километров".
        // (An amount with its sign before it too: "(≈ $1,420.50)".)
        let startsAmount = { (start: Int) in
            text.isDigit(start) || text[start].map({ $0.properties.generalCategory == .currencySymbol }) == true && text.isDigit(start + 1)
        }
        // (A date with its month first too: "~Apr 2" -> "around April second".)
        if scalar == "~" || scalar == "\u{2248}", let approximately = context.speller.rules.approximately, !text.isLetter(index - 1), !text.isDigit(index - 1),
           startsAmount(index + 1) || text[index + 1] == " " && startsAmount(index + 2) || text.isLetter(index + 1) && DateClass.monthWord(at: index + 1, in: context) != nil {
            // Glued to the number ("~2"), only when the number is read from there: "~4P", "~2-0SBd"
            // stay whole, as "environ 4P" would be read otherwise by a second pass.
            var ranged = false, date = false
            let start = startsAmount(index + 1) || text.isLetter(index + 1) ? index + 1 : index + 2
            if var next = classify(at: start, in: context), next.range.lowerBound == start, !next.kind.isVerbatim {
                date = next.semioticClass == .date
                if text.isLetter(start), !date { return nil }
                if let range = RangeClass.extend(next, in: context, classify: { classify(at: $0, in: context) }) { next = range }
                guard start == index + 2 || next.range.upperBound >= text.codeRunEnd(from: start) else { return nil }
                // (ru "~2 часа" -> "примерно два часа", "~2-3 дня": a noun written after a bare
                // count agrees with the count as written, which "около" would change.)
                switch next.kind {
                case .range(_, _, false): ranged = true
                case .range, .cardinal:
                    ranged = Governors.writtenNounAfter(next.range.upperBound, in: text)
                default: break
                }
            } else if start == index + 1 {
                return nil
            }
            // (ru "через ~10 мин" -> "через примерно десять минут": after a governing word; "~20–25
            // мин" -> "примерно от двадцати до двадцати пяти минут": before a range, which
            // governs its own numbers.)
            let afterGovernor = context.speller.rules.approximatelyAfterGovernor.flatMap { word in
                ranged || context.speller.data.governors.approximateSign(before: text.wordStart(after: index + 1), in: text) == index ? word : nil
            }
            let entry = AbbreviationClass.Entry(expansion: afterGovernor ?? (date ? context.speller.rules.approximatelyBeforeDate : nil) ?? approximately, place: .any)
            return Token(kind: .abbreviation(entry, count: nil, keepPeriod: false), semioticClass: .abbreviation, range: index..<index + 1)
        }
        // "±0.5 °C" -> "plus or minus zero point five degrees Celsius", fr "plus ou moins", ru
        // "плюс-минус": the sign's words, then the number read on its own.
        if scalar == "\u{00B1}", let plusMinus = context.speller.rules.plusMinus, !text.isLetter(index - 1), !text.isDigit(index - 1),
           startsAmount(index + 1) || text[index + 1] == " " && startsAmount(index + 2) {
            let entry = AbbreviationClass.Entry(expansion: plusMinus, place: .any)
            return Token(kind: .abbreviation(entry, count: nil, keepPeriod: false), semioticClass: .abbreviation, range: index..<index + 1)
        }
        if scalar == "+", index == 0 || text[index - 1] == " ", text[index + 1] == " " {
            // "3/4 + 1/2", "2 + 2": the sign between two numbers is said; "$65 + tip", "65 € +
            // pourboire", "7,500 miles + $50": between an amount and a word too.
            let amountAfter = text.isDigit(index + 2) || text[index + 2].map(FractionClass.mayBeVulgar) == true
                // (".5", ",1": a decimal written with its leading separator.)
                || (text[index + 2] == "." || text[index + 2] == ",") && text.isDigit(index + 3) && !text.isDigit(index + 1)
                || text[index + 2] == "#" && text.isDigit(index + 3)
                // ("+ £ 2" spaced as "+ £2": a first pass writes "+ deux livres", said on a second.)
                || text[index + 2].map({ $0.properties.generalCategory == .currencySymbol }) == true
                    && (text.isDigit(index + 3) || text[index + 3] == " " && text.isDigit(index + 4))
                // ("+ S$ 4", "+ CHF 5": a currency written with letters, read as an amount too.)
                || context.speller.data.currencies.match(text, at: index + 2, digitsMayFollow: true)
                    .map({ text.isDigit($0.1) || text[$0.1] == " " && text.isDigit($0.1 + 1) }) == true
            var wordStart = index - 1
            while wordStart > 0, text.isLetter(wordStart - 1) { wordStart -= 1 }
            // "$189/night + taxes": a rate before.
            // ("O% + x": a percent sign after a letter is no amount.)
            // ("3upon4 + x": digits at the end of a word are no amount.)
            var numberStart = index - 2
            while numberStart > 0, text.isDigit(numberStart - 1) || (text[numberStart - 1] == "." || text[numberStart - 1] == ",") && text.isDigit(numberStart - 2) {
                numberStart -= 1
            }
            // ("u.5 + x": digits after a word's period are no amount either.)
            // (A currency sign is an amount's only after digits: "65 € + pourboire", while "$ + x"
            // is a lone sign, before which a first pass may write "$ + zero dollars".)
            let signAfterDigits = { (sign: Int) in
                text[sign].map({ $0.properties.generalCategory == .currencySymbol }) == true
                    && (text.isDigit(sign - 1) || TextCursor.isSpace(text[sign - 1]) && text.isDigit(sign - 2))
            }
            let amountBefore = text.isDigit(index - 2) && !text.isLetter(numberStart - 1)
                && !((text[numberStart - 1] == "." || text[numberStart - 1] == ",") && text.isLetter(numberStart - 2))
                || signAfterDigits(index - 2)
                // ("5* + 3", "20° + 5": a number with a star or a degree sign is an amount, read
                // with its noun on a second pass.)
                || (text[index - 2] == "*" || text[index - 2] == "\u{00B0}") && text.isDigit(index - 3)
                // ("5 m² + 3": a unit symbol after a number, ending in a mark.)
                || !text.isLetter(index - 2) && !text.isDigit(index - 2) && Self.unitEnds(at: index - 1, in: context)
                // ("12 ¼ + 3": a vulgar fraction is an amount, read as words on a second pass.)
                || text[index - 2].map(FractionClass.mayBeVulgar) == true && !text.isLetter(index - 3)
                || text[index - 2] == "%" && (text.isDigit(index - 3) || TextCursor.isSpace(text[index - 3]) && text.isDigit(index - 4))
                || wordStart < index - 1 && text[wordStart - 1] == "/" && (text.isDigit(wordStart - 2) || signAfterDigits(wordStart - 2))
            // (Between two words the sign stays: a word there may be a number a first pass wrote,
            // "5+ + tip" -> "five plus + tip".)
            // (A word the normalizer writes for a sign is no word after it: "$ + +3" reads
            // "$ + plus three", "₽ + &" reads "₽ + и".)
            let wordAfter = text.nextWordLowercased(from: index + 1)
            let signWords = [context.rules.plus, context.rules.minus, context.rules.ampersand, context.rules.equals, context.rules.times, context.rules.arrow,
                             context.rules.approximately]
            let writtenForSign = wordAfter.map { signWords.contains($0) } == true
            // After a word, an amount after: "7,500 miles + $50", "déverrouiller + 0,25 €/min"
            // (not after a number's word or a sign's word a first pass wrote: "U cinquante-trois +
            // 6", "four plus + 1/2").
            let wordBefore = text.isLetter(index - 2) && !(text.previousWord(before: index - 1).map {
                context.speller.isNumberWord($0) || signWords.contains($0.lowercased())
            } ?? false)
            // ("+ $14.95 shipping", "+ 15 min de massage": the sign that starts the text, an
            // extra's price or time.)
            if amountBefore && (amountAfter || text[index + 2].map({ TextCursor.isLowercase($0) }) == true && !writtenForSign)
                || amountAfter && (wordBefore || index == 0) {
                let entry = AbbreviationClass.Entry(expansion: context.speller.rules.plus, place: .any)
                return Token(kind: .abbreviation(entry, count: nil, keepPeriod: false), semioticClass: .abbreviation, range: index..<index + 1)
            }
        }
        if text.isLetter(index), let token = PlateClass.classify(at: index, in: context) { return token }
        if text.isCodeCapital(index), let token = Self.subscripted(at: index, in: context) { return token }
        if text.isCodeCapital(index), let token = DigitsClass.letteredCode(at: index, in: context) { return token }
        if text.isLetter(index) || text.isDigit(index), let token = LabelClass.classify(at: index, in: context) { return token }
        if text.isLetter(index), let token = WeekdayClass.classify(at: index, in: context) ?? RateClass.classifyUnit(at: index, in: context) { return token }
        if RomanClass.isRomanLetter(scalar), let token = RomanClass.classify(at: index, in: context) { return token }
        let startsNumber = text.isDigit(index) || (NumberLexicon.signs.contains(scalar) && (text.isDigit(index + 1) || context.lexicon.signedBareFraction(text, at: index)))
            || context.lexicon.startsBareFraction(text, at: index)
        let currencies = context.speller.data.currencies
        if !startsNumber, currencies.mayStart(with: scalar) || ((NumberLexicon.signs.contains(scalar) || scalar == "+") && text[index + 1].map(currencies.mayStart) == true),
           let token = MoneyClass.classifyPrefix(at: index, in: context) {
            return token
        }
        if (scalar == "+" || scalar == "(") && text.isDigit(index + 1), let token = TelephoneClass.classify(at: index, in: context) {
            return token
        }
        if scalar == "*" || scalar == "#", let token = TelephoneClass.serviceCode(at: index, in: context) { return token }

        // "#3 in Top Charts" -> "number three": a number after "#" at a word's start ("C#", "#%d" and
        // "#hashtag" stay as written).
        // "№1", "N°1", "n°3" glued the same way ("№ 5" with a space is an abbreviation).
        let signLength = scalar == "#" || scalar == "№" ? 1 : (scalar == "N" || scalar == "n") && text[index + 1] == "°" ? 2 : 0
        // "Locker bank #A3": one capital and up to three digits after the sign, a place's label.
        if signLength > 0, index == 0 || text.isWhitespace(index - 1), text.isCodeCapital(index + signLength), text.isDigit(index + signLength + 1),
           text[index + signLength + 1] != "0" {
            let end = text.digitRunEnd(from: index + signLength + 1)
            if end - index - signLength - 1 <= 3, !text.isLetter(end), !text.isDigit(end), text.endsPhrase(at: end) {
                let label = Token.Kind.label(letters: text.string(index + signLength..<index + signLength + 1),
                                             digits: text.string(index + signLength + 1..<end), lettersFirst: true)
                return Token(kind: .numbered(label), semioticClass: .cardinal, range: index..<end)
            }
        }
        // "#RX4821": a code of letters and digits after a number sign.
        if signLength > 0, index == 0 || text.isWhitespace(index - 1) || NumberLexicon.beforeSign.contains(text[index - 1]!),
           let code = DigitsClass.letteredCode(at: index + signLength, signed: true, in: context) {
            return Token(kind: .numbered(code.kind), semioticClass: code.semioticClass, range: index..<code.range.upperBound)
        }
        if scalar == "#", let token = DigitsClass.labelSign(at: index, in: context) { return token }
        // "Case #%lld opened", "Dossier n° %lld", "Обращение № %lld": the sign before a
        // placeholder is said as the word ("#%d" glued takes a space after it).
        if signLength > 0, index == 0 || text.isWhitespace(index - 1) || NumberLexicon.beforeSign.contains(text[index - 1]!) {
            let spaced = text[index + signLength] == " "
            let placeholder = index + signLength + (spaced ? 1 : 0)
            if text[placeholder] == "%", text[placeholder + 1] != "%", Placeholder.end(in: text, at: placeholder) != nil {
                let word = context.rules.numberSign
                return Token(kind: .idiom(spaced ? word : word + " "), semioticClass: .abbreviation, range: index..<index + signLength)
            }
        }
        // "plastics #1–#5": a range of numbers, each after its sign.
        if signLength > 0, text.isDigit(index + signLength), index == 0 || text.isWhitespace(index - 1) || NumberLexicon.beforeSign.contains(text[index - 1]!) {
            let firstEnd = text.digitRunEnd(from: index + signLength)
            if firstEnd - index - signLength <= 3, let dash = text[firstEnd], dash == "-" || dash == "\u{2013}",
               text.matches(text.string(index..<index + signLength), at: firstEnd + 1), text.isDigit(firstEnd + 1 + signLength) {
                let lastStart = firstEnd + 1 + signLength
                let lastEnd = text.digitRunEnd(from: lastStart)
                if lastEnd - lastStart <= 3, !text.isLetter(lastEnd), !text.isDigit(lastEnd), let first = text.intValue(index + signLength..<firstEnd),
                   let last = text.intValue(lastStart..<lastEnd), first < last {
                    let from = Token.Kind.numbered(.cardinal(Numeral(digits: String(first)), .default))
                    let to = Token.Kind.numbered(.cardinal(Numeral(digits: String(last)), .default))
                    return Token(kind: .range(from: from, to: to), semioticClass: .cardinal, range: index..<lastEnd)
                }
            }
        }
        // (After a dash and a number: "#3–#1".)
        if signLength > 0, text.isDigit(index + signLength), index == 0 || text.isWhitespace(index - 1) || NumberLexicon.beforeSign.contains(text[index - 1]!)
            || (text[index - 1] == "-" || text[index - 1] == "\u{2013}") && text.isDigit(index - 2),
           let token = classify(at: index + signLength, in: context), token.range.lowerBound == index + signLength {
            // ru "Договор № 77/1042" -> "номер семьдесят семь дробь тысяча сорок два": a slash
            // between a document's numbers is said as in a house's (`houseNumberSlash`).
            if case .cardinal = token.kind, let slash = context.rules.houseNumberSlash, text[token.range.upperBound] == "/",
               text.isDigit(token.range.upperBound + 1), case let secondEnd = text.digitRunEnd(from: token.range.upperBound + 1),
               secondEnd - token.range.upperBound - 1 <= 6, !text.isLetter(secondEnd), !text.isDigit(secondEnd), text[secondEnd] != "/" {
                let pair = Token.Kind.score(Numeral(digits: text.string(index + signLength..<token.range.upperBound)),
                                            Numeral(digits: text.string(token.range.upperBound + 1..<secondEnd)), joiner: " \(slash) ")
                return Token(kind: .numbered(pair), semioticClass: .cardinal, range: index..<secondEnd)
            }
            switch token.kind {
            // ("Account #4402-1187-93": groups joined by hyphens, read as a phone number is.)
            case .cardinal, .digits, .digitPairs, .telephone:
                return Token(kind: .numbered(token.kind), semioticClass: token.semioticClass, range: index..<token.range.upperBound)
            default:
                return nil
            }
        }
        // "+18°", "+5 %", "+2,5 kg": a signed quantity, not a phone number.
        if scalar == "+", text.isDigit(index + 1) || context.lexicon.signedBareFraction(text, at: index),
           index == 0 || text.isWhitespace(index - 1) || NumberLexicon.beforeSign.contains(text[index - 1]!),
           let token = classify(at: index + 1, in: context), token.range.lowerBound == index + 1 {
            switch token.kind {
            case .cardinal, .decimal, .measure, .percent, .money, .duration, .elapsed:
                return Token(kind: .plus(token.kind), semioticClass: token.semioticClass, range: index..<token.range.upperBound)
            case let .time(time):
                // "Gap: +1:12", ru "Отставание: +1:12": a signed time is a gap, minutes and
                // seconds ("plus one minute twelve seconds"), never a time of day. ("+05:30", a
                // zone's offset, has its hours on two digits.)
                // (fr "Tokyo · +8 h", "+1 h 30": written with the hour's mark, no colon, a gap of
                // hours and minutes.)
                let colon = (index + 1..<token.range.upperBound).contains { text[$0] == ":" }
                guard !(text[index + 1] == "0" && text.isDigit(index + 2)), let gap = Self.gap(time, colon: colon, in: context) else { return nil }
                return Token(kind: .plus(gap), semioticClass: .duration, range: index..<token.range.upperBound)
            default:
                return nil
            }
        }
        // "Record! 4:58 (−0:07)", ru "−0:07": a time with a minus before it is a gap too, said
        // after the minus's word.
        if scalar == "\u{2212}" || scalar == "-", text.isDigit(index + 1), text[index + 2] == ":" || text[index + 3] == ":",
           index == 0 || text.isWhitespace(index - 1) || text[index - 1] == "(",
           case let hourEnd = text.digitRunEnd(from: index + 1), hourEnd - index - 1 <= 2, text[hourEnd] == ":",
           case let (time, end)? = TimeClass.read(at: index + 1, in: context), time.second == nil, time.meridiem == nil,
           !text.isDigit(end), !text.isLetter(end), let gap = Self.gap(time, colon: true, in: context) {
            return Token(kind: .elided(gap, word: context.rules.minus + " "), semioticClass: .duration, range: index..<end)
        }
        if context.speller.data.zoneInitials.contains(scalar), let token = zoneOffset(at: index, in: context) { return token }
        // "x2", "×1,5": a multiplier before a number, at a word's start.
        if scalar == "x" || scalar == "\u{00D7}", context.speller.rules.multiplier != nil, text.isDigit(index + 1),
           !text.isLetter(index - 1), !text.isDigit(index - 1), let (kind, end) = Self.smallMultiplier(at: index + 1, in: context) {
            return Token(kind: .multiplier(before: nil, after: kind), semioticClass: .cardinal, range: index..<end)
        }
        guard startsNumber else {
            // Skip whole words so that digits inside them ("Argon2", "iOS17") are never read.
            if text.isLetter(index), case let wordEnd = text.letterRunEnd(from: index),
               let token = DateClass.classifyMonthFirst(at: index, wordEnd: wordEnd, in: context) ?? DateClass.classifyMonthAlone(at: index, wordEnd: wordEnd, in: context) {
                return token
            }
            if let token = AbbreviationClass.classify(at: index, in: context) { return token }
            if text.isLetter(index) {
                // "PG-13": the word alone; its number is read at the hyphen.
                let lettersEnd = text.letterRunEnd(from: index)
                if text[lettersEnd] == "-", Self.hyphenatedNumber(at: lettersEnd, in: context) != nil {
                    return Token(kind: .verbatim, semioticClass: .verbatim, range: index..<lettersEnd)
                }
                // "FY2025" -> "FY twenty twenty-five": a label of `years.labelsBefore` glued to a
                // year, said before it as a word taken in.
                let yearEnd = text.digitRunEnd(from: lettersEnd)
                if text.isDigit(lettersEnd), yearEnd - lettersEnd == 4, !text.isLetter(yearEnd),
                   !(text[yearEnd].map { "-/.:,".unicodeScalars.contains($0) } == true && text.isDigit(yearEnd + 1)),
                   let value = text.intValue(lettersEnd..<yearEnd), (1000...2999).contains(value),
                   let labels = context.dates.years.labelsBefore, case let label = text.string(index..<lettersEnd), labels.contains(label) {
                    return Token(kind: .elided(.year(Int64(value), nil, noun: nil), word: label + " "), semioticClass: .date, range: index..<yearEnd)
                }
                // "PM2.5", "PM10", fr "PM2,5": a label of `labelsGluedBeforeNumber` said as a word
                // before its number, a whole or a decimal of one digit.
                if text.isDigit(lettersEnd), let labels = context.rules.labelsGluedBeforeNumber, case let label = text.string(index..<lettersEnd),
                   labels.contains(label), let literal = context.lexicon.read(text, at: lettersEnd), !literal.negative,
                   literal.version == nil || literal.version?.count == 2 && literal.version?[1].count == 1,
                   literal.digitCount <= 3, (literal.fraction?.count ?? 1) == 1, !text.isLetter(literal.range.upperBound), !text.isDigit(literal.range.upperBound) {
                    // (ru "PM2.5": a period there is the decimal's, as written the world over.)
                    let numeral = Numeral(digits: literal.integer)
                    let kind: Token.Kind = (literal.fraction ?? literal.version?[1]).map { .decimal(numeral, fraction: $0) } ?? .cardinal(numeral, Agreement())
                    return Token(kind: .elided(kind, word: label + " "), semioticClass: .cardinal, range: index..<literal.range.upperBound)
                }
                let end = context.keptRunEnd(text.alphanumericRunEnd(from: index))
                if end > index + 1 { return Token(kind: .verbatim, semioticClass: .verbatim, range: index..<end) }
            }
            return nil
        }
        if let token = Self.hyphenatedNumber(at: index, in: context) { return token }
        if text.isDigit(index), let token = TelephoneClass.vanity(at: index, in: context)
            ?? DigitsClass.letteredCode(at: index, in: context) ?? DigitsClass.gluedLetterCode(at: index, in: context) { return token }
        // "24/7", fr "7j/7": fixed phrases, not fractions.
        if text.isDigit(index), context.speller.data.idioms.mayStart(with: scalar), !text.isLetter(index - 1), !text.isDigit(index - 1),
           text[index - 1] != "/", text[index - 1] != ".", text[index - 1] != ",", let (idiom, end) = context.speller.data.idioms.match(text, at: index), !text.isDigit(end), text[end] != "/",
           // ("2D+3", "2D+;": glued to a plus, or to a minus and digits, a formula or a name, as
           // "D+3" and "D+" would read their sign.)
           text[end] != "+", !(text[end] == "-" && text.isDigit(end + 1)),
           idiom.notAfter.isEmpty || !(text.previousWord(before: index).map { idiom.notAfter.contains($0) } ?? false),
           // ("50/50 stars": before what a count out of a total counts, no idiom; "24/7 days" stays.)
           !(Self.isPart(at: index, in: text) && text.nextWord(from: end).map { word in
               let ratio = context.speller.data.ranges.ratio
               return ratio.ratingWordsAfter.contains(word) || ratio.countWordsAfter.contains(word.lowercased())
           } ?? false) {
            return Token(kind: .idiom(idiom.spoken), semioticClass: .cardinal, range: index..<end)
        }
        if text.isDigit(index), let token = Self.versus(at: index, in: context) ?? ScoreClass.classify(at: index, in: context)
            ?? DateClass.classify(at: index, in: context) ?? TimeClass.classify(at: index, in: context)
            ?? MeasureClass.arc(at: index, in: context) ?? MeasureClass.matchMinute(at: index, in: context) ?? MeasureClass.primed(at: index, in: context)
            ?? TelephoneClass.classify(at: index, in: context) ?? Self.slashList(at: index, in: context) {
            return token
        }
        guard let literal = context.lexicon.read(text, at: index) else { return nil }
        if let street = CardinalClass.numberedStreet(literal, in: context) { return street }
        if let power = Self.power(literal, in: context) { return power }
        if let scaled = CardinalClass.classifySpacedScale(literal, in: context) { return scaled }
        if let range = YearClass.classifyRange(literal, in: context) { return range }
        if let half = Self.sizeHalf(literal, in: context) { return half }
        let token = RatioClass.classify(literal, in: context)
            ?? FractionClass.classify(literal, in: context)
            ?? PercentClass.classify(literal, in: context)
            ?? YearClass.classify(literal, in: context)
            ?? MoneyClass.classify(literal, in: context)
            ?? DurationClass.classifyCompact(literal, in: context)
            ?? DurationClass.classify(literal, in: context)
            ?? MeasureClass.classify(literal, in: context)
            ?? CompoundClass.classify(literal, in: context)
            ?? OrdinalClass.classify(literal, in: context)
        if let token { return token }
        if let token = multiplier(after: literal, at: index, in: context) { return token }
        // A number running into letters ("4K", "30код", "2FA") is a name, not a quantity, unless
        // the letters are a scale ("1.5M", "1,23млрд").
        if context.runsIntoLetter(literal.range.upperBound) {
            if let token = CardinalClass.classifyScaled(literal, in: context) { return token }
            return Token(kind: .verbatim, semioticClass: .verbatim,
                         range: index..<text.alphanumericRunEnd(from: literal.range.upperBound))
        }
        return DigitsClass.classify(literal, in: context)
            ?? DecimalClass.classify(literal, in: context)
            ?? CardinalClass.classify(literal, in: context)
    }

    @inline(__always) static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    /// Whether `bytes` ends in "%" followed only by printf flags, width and precision characters
    /// ("*" too: "%*2" must not become "%*deux").
    @inline(__always) static func endsInPercentSpec(_ bytes: [UInt8]) -> Bool {
        var index = bytes.count - 1
        while index >= 0 {
            switch bytes[index] {
            case UInt8(ascii: "%"): return true
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "#"), UInt8(ascii: "'"), UInt8(ascii: "."), UInt8(ascii: "*"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "$"): index -= 1
            default: return false
            }
        }
        return false
    }

    /// "10⁶", "2⁻³": a whole number and an exponent in superscript digits (a minus allowed).
    private static func power(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        let text = context.text
        guard context.rules.power != nil, literal.isPlainInteger, !literal.grouped, let first = text[literal.range.upperBound],
              superscriptDigit(first) != nil || first == "\u{207B}" else { return nil }
        var end = literal.range.upperBound
        var digits = first == "\u{207B}" ? "-" : ""
        if first == "\u{207B}" { end += 1 }
        while let scalar = text[end], let digit = superscriptDigit(scalar) { digits.append(digit); end += 1 }
        guard digits.count > (digits.hasPrefix("-") ? 1 : 0), digits.count <= 4, !text.isLetter(end), !text.isDigit(end) else { return nil }
        let negative = digits.hasPrefix("-")
        return Token(kind: .power(Numeral(digits: literal.integer, negative: literal.negative),
                                  exponent: Numeral(digits: String(digits.drop { $0 == "-" }), negative: negative)),
                     semioticClass: .cardinal, range: literal.range.lowerBound..<end)
    }

    /// "CO₂", "NO₂", "CH₄": one to three capitals that start a word and a subscript number that
    /// ends it, read as "CO2" is ("CO two", fr "CO deux", ru "CO два").
    private static func subscripted(at index: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        guard !text.isLetter(index - 1), !text.isDigit(index - 1) else { return nil }
        var end = index
        // (Capitals, or Latin letters a capital opens: "SpO₂".)
        while end - index < 4, text.isCodeCapital(end) || end > index && text[end].map({ $0.isASCII && TextCursor.isLowercase($0) }) == true { end += 1 }
        guard let first = text[end], subscriptDigit(first) != nil else { return nil }
        let letters = text.string(index..<end)
        var digits = ""
        while let scalar = text[end], let digit = subscriptDigit(scalar) { digits.append(digit); end += 1 }
        guard digits.count <= 2, !text.isLetter(end), !text.isDigit(end), subscriptDigit(text[end] ?? " ") == nil else { return nil }
        return Token(kind: .label(letters: letters, digits: digits, lettersFirst: true), semioticClass: .cardinal, range: index..<end)
    }

    /// The digit a subscript digit writes ("₂" -> "2").
    private static func subscriptDigit(_ scalar: Unicode.Scalar) -> Character? {
        (0x2080...0x2089).contains(scalar.value) ? Character(String(scalar.value - 0x2080)) : nil
    }

    /// The digit a superscript digit writes ("⁶" -> "6").
    private static func superscriptDigit(_ scalar: Unicode.Scalar) -> Character? {
        switch scalar.value {
        case 0x2070: "0"
        case 0x00B9: "1"
        case 0x00B2: "2"
        case 0x00B3: "3"
        case 0x2074...0x2079: Character(String(scalar.value - 0x2070))
        default: nil
        }
    }

    /// Whether "more than" may stand before the count `kind` ending at `end`: in a case, the
    /// count is no one's (whose gender would matter) and a noun written after it is already in the
    /// form that case asks for ("5+ лет", "45 000+ песен"; not "2+ часа").
    private static func orMoreKeepsNoun(_ kind: Token.Kind, _ more: NumberRules.OrMore, after end: Int, in context: ClassifyContext) -> Bool {
        guard let grammaticalCase = more.case else { return true }
        let numeral: Numeral? = switch kind {
        case let .cardinal(numeral, _): numeral
        default: nil
        }
        guard let value = numeral?.value else { return true }
        let category = context.speller.pluralCategory(value)
        guard category != .one else { return false }
        guard let word = context.text.nextWordLowercased(from: end), let noun = context.speller.data.nounsByForm[word] else { return true }
        return noun.form(for: context.speller.data.caseForms[grammaticalCase]?[category] ?? category) == word
    }

    /// The sign after a blood group at `index` ("O−" -> "O negative"), where a word of the text
    /// says it is about blood; nil elsewhere ("Rated A+" is a grade).
    private static func bloodSign(at index: Int, _ blood: NumberRules.BloodGroups, in context: ClassifyContext) -> Token? {
        let text = context.text
        guard !text.isLetter(index + 1), !text.isDigit(index + 1), text[index + 1] != "+", text[index + 1] != "-" else { return nil }
        var start = index
        while start > 0, text.isLetter(start - 1) || text[start - 1] == "0" && index - start < 1 { start -= 1 }
        guard start < index, start == 0 || !text.isLetter(start - 1) && !text.isDigit(start - 1), blood.groups.contains(text.string(start..<index)) else { return nil }
        // (A word of the text: scanned only here, where a group and its sign stand.)
        var position = 0
        var found = false
        while position < text.count, !found {
            guard text.isLetter(position) else { position += 1; continue }
            let end = text.letterRunEnd(from: position)
            found = blood.contextWords.contains(text.lowercasedString(position..<end))
            position = end
        }
        guard found else { return nil }
        let word = text[index] == "+" ? blood.positive : blood.negative
        return Token(kind: .idiom(" \(word)"), semioticClass: .abbreviation, range: index..<index + 1)
    }

    /// Whether the sign at `index`, between spaces, stands between two one-letter words: a
    /// formula ("A + b", "a/b + c", "a = b") keeps its signs.
    private static func betweenVariables(_ index: Int, in text: TextCursor) -> Bool {
        // (A letter glued after digits is a unit, "2s + m", which a first pass writes as a word.)
        // (Nor one after a number and a space, "5 м + K": a unit, which a first pass writes as a word.)
        text.isLetter(index - 2) && !text.isLetter(index - 3) && !text.isDigit(index - 3) && text.isLetter(index + 2) && !text.isLetter(index + 3)
            && !(TextCursor.isSpace(text[index - 3]) && text.isDigit(index - 4))
    }

    /// Cheap pre-check on UTF-8: nothing to do unless some byte can start an entity (a digit,
    /// "%", a Roman capital, a non-ASCII scalar, or the first byte of an abbreviation or currency
    /// symbol of the language: `LanguageData.entityBytes`).
    /// "K7XQ2M", "8XYZ214", "A1B2C3": five to twelve capital Latin letters and digits, alone, at
    /// least two of each, switching between them twice or more: a booking code or a plate, said one
    /// character at a time. "ABCD1234", "RTX4090" and "PS5" stay as written.
    static func mixedCode(at index: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        guard let first = text[index], text.isASCIICapital(index) || text.isDigit(index),
              index == 0 || text.isWhitespace(index - 1) || text[index - 1].map({ "([«\"'".unicodeScalars.contains($0) }) == true else { return nil }
        // Spelled after a name, a first "V" or "X" would read as a regnal number on a second pass
        // ("Henry V6VV2" -> "Henry V six V V two" -> "Henry the fifth ..."): such a code stays.
        // (A Roman ordinal is no name: "1 Ve VV14C" reads "un cinquième V V un quatre C".)
        if first == "I" || first == "V" || first == "X", let previous = text.previousWord(before: index), RomanClass.isName(previous),
           !Self.isRomanNumber(previous, before: index, in: context) { return nil }
        var end = index
        var letters = 0, digits = 0, switches = 0
        var lastWasDigit: Bool?
        while text.isASCIICapital(end) || text.isDigit(end) {
            let isDigit = text.isDigit(end)
            if isDigit { digits += 1 } else { letters += 1 }
            if let last = lastWasDigit, last != isDigit { switches += 1 }
            lastWasDigit = isDigit
            end += 1
            if end - index > 12 { return nil }
        }
        // Alone: a space, the text's end, or punctuation that ends a phrase ("K7XQ2M°5" is no code).
        guard end - index >= 5, letters >= 2, digits >= 2, switches >= 2,
              text.spelledCodeEnds(at: end, isAbbreviation: { AbbreviationClass.matches(at: $0, in: context) }),
              !RomanClass.spelledLetterTakesOrdinal(endingAt: end, in: context) else { return nil }
        return Token(kind: .spelledCode(text.string(index..<end)), semioticClass: .digits, range: index..<end)
    }

    /// Whether `word`, the word before `index`, reads as a Roman number there ("Ve", "XIXe").
    private static func isRomanNumber(_ word: String, before index: Int, in context: ClassifyContext) -> Bool {
        let end = context.text.wordEnd(before: index)
        let start = end - word.unicodeScalars.count
        guard start >= 0, let first = context.text[start], RomanClass.isRomanLetter(first),
              let token = RomanClass.classify(at: start, in: context) else { return false }
        return token.range.upperBound == end
    }

    /// Whether a unit symbol after a number ends at `end` ("5 m²", "3 km²").
    private static func unitEnds(at end: Int, in context: ClassifyContext) -> Bool {
        var start = end
        while start > 0, !context.text.isWhitespace(start - 1), end - start < 8 { start -= 1 }
        guard start < end, start >= 2, context.text.isWhitespace(start - 1), context.text.isDigit(start - 2) else { return false }
        return MeasureClass.unit(after: start - 1, in: context).map { $0.1 == end } == true
    }

    static func mayContainEntity(_ text: String, bytes: EntityBytes) -> Bool {
        for byte in text.utf8 where bytes.contains(byte) { return true }
        return false
    }
}
