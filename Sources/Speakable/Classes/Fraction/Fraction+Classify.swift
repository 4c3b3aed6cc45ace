/// Simple fractions: "3/4", "1/2", "2 1/2", "-4 1/3", and the vulgar fraction characters "½", "2¾".
///
/// Rules (so that dates and ratios are not misread): numerator 1-999 without leading zero,
/// denominator 2-100 without leading zero, and no further "/digits" after it ("1/2/2020" is not a
/// fraction).
enum FractionClass {
    static let vulgar: [Unicode.Scalar: (Int64, Int64)] = [
        "½": (1, 2), "⅓": (1, 3), "⅔": (2, 3), "¼": (1, 4), "¾": (3, 4), "⅕": (1, 5), "⅖": (2, 5), "⅗": (3, 5),
        "⅘": (4, 5), "⅙": (1, 6), "⅚": (5, 6), "⅐": (1, 7), "⅛": (1, 8), "⅜": (3, 8), "⅝": (5, 8), "⅞": (7, 8),
        "⅑": (1, 9), "⅒": (1, 10),
    ]
    /// English writes "1/4th", "1/3RD": the suffix belongs to the fraction.
    private static let trailingSuffixes = ["th", "TH", "st", "ST", "nd", "ND", "rd", "RD"]

    static func classify(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        guard literal.isPlainInteger, let value = Int64(literal.integer) else { return nil }
        let text = context.text
        let end = literal.range.upperBound
        // A vulgar fraction glued to the whole, or after one space: "2½", "1 ¼ cups".
        let spaced = TextCursor.isSpace(text[end]) && !literal.grouped ? 1 : 0
        if let scalar = text[end + spaced], mayBeVulgar(scalar), let (numerator, denominator) = vulgar[scalar],
           spaced == 0 || !text.isDigit(end + 2) && !text.isLetter(end + 2) {
            return counting(Token(kind: .fraction(whole: value, numerator: numerator, denominator: denominator, negative: literal.negative),
                                  semioticClass: .fraction, range: literal.range.lowerBound..<end + spaced + 1), in: context)
        }
        // ru "Договор № 77/1042": a document's numbers after a number sign and a space, said with
        // the house's slash word ("дробь").
        if !literal.negative, !literal.grouped, let slash = context.rules.houseNumberSlash, text[end] == "/", text.isDigit(end + 1),
           case let secondEnd = text.digitRunEnd(from: end + 1), secondEnd - end - 1 <= 6, !text.isLetter(secondEnd), !text.isDigit(secondEnd),
           text[secondEnd] != "/", Self.afterNumberSign(literal.range.lowerBound, in: context) {
            return Token(kind: .score(Numeral(digits: literal.integer), Numeral(digits: text.string(end + 1..<secondEnd)), joiner: " \(slash) "),
                         semioticClass: .cardinal, range: literal.range.lowerBound..<secondEnd)
        }
        // "n/d" directly after the number.
        if let (numerator, denominator, fractionEnd) = simpleFraction(text, from: literal.range.lowerBound + (literal.negative ? 1 : 0), maxDenominator: 9_999),
           denominator <= 100 || isShutterSpeed(literal, denominator: denominator, end: fractionEnd, in: context)
            || isPartOf(literal, denominator: denominator, end: fractionEnd, in: context),
           !literal.grouped, Int64(literal.integer) == numerator,
           // ("24/48 h" is a choice of two numbers: a fraction of a unit with two digits on top is
           // in its lowest terms.)
           numerator < 10 || Self.gcd(numerator, denominator) == 1 || MeasureClass.unit(after: fractionEnd, in: context) == nil,
           // ("100/300/50": the last two of a list of numbers are no fraction.)
           !(text[literal.range.lowerBound - 1] == "/" && text.isDigit(literal.range.lowerBound - 2)) {
            // ru a house number: "д. 14/2" -> "дом четырнадцать дробь два".
            if !literal.negative, let slash = context.rules.houseNumberSlash, isHouseNumber(at: literal.range.lowerBound, in: context) {
                let denominatorStart = end + 1
                return Token(kind: .score(Numeral(digits: literal.integer), Numeral(digits: text.string(denominatorStart..<fractionEnd)), joiner: " \(slash) "),
                             semioticClass: .cardinal, range: literal.range.lowerBound..<fractionEnd)
            }
            // ("205/55 R16", "80/20": a numerator over a denominator past ten is two numbers
            // side by side, a tyre's size or a split, not a fraction anyone says.)
            if !literal.negative, numerator > denominator, denominator > 10 {
                return Token(kind: .score(Numeral(digits: literal.integer), Numeral(digits: text.string(end + 1..<fractionEnd)), joiner: " "),
                             semioticClass: .cardinal, range: literal.range.lowerBound..<fractionEnd)
            }
            return counting(Token(kind: .fraction(whole: nil, numerator: numerator, denominator: denominator, negative: literal.negative),
                                  semioticClass: .fraction, range: literal.range.lowerBound..<fractionEnd), in: context)
        }
        // Mixed number: "2 1/2"; with a hyphen as US measures write it before a unit, "1-1/4\"",
        // "2-1/2 cups" (halves to sixteenths).
        if text[end] == "-", !literal.negative, let (numerator, denominator, fractionEnd) = simpleFraction(text, from: end + 1), numerator < denominator,
           unitFractionDenominators.contains(denominator), !text.isDigit(literal.range.lowerBound - 2) || text[literal.range.lowerBound - 1] != "-",
           MeasureClass.unit(after: fractionEnd, in: context) != nil || text[fractionEnd] == " " && writtenNoun(after: fractionEnd, in: context) != nil {
            return counting(Token(kind: .fraction(whole: value, numerator: numerator, denominator: denominator, negative: false),
                                  semioticClass: .fraction, range: literal.range.lowerBound..<fractionEnd), in: context)
        }
        if text[end] == " ", let (numerator, denominator, fractionEnd) = simpleFraction(text, from: end + 1), numerator < denominator {
            return counting(Token(kind: .fraction(whole: value, numerator: numerator, denominator: denominator, negative: literal.negative),
                                  semioticClass: .fraction, range: literal.range.lowerBound..<fractionEnd), in: context)
        }
        return nil
    }

    /// ru whether the number at `index` is a house's: after a part of an address ("д.", "дом",
    /// "корп.", `addressParts`) or after a street and its comma ("ул. Садовая, 14/2").
    private static func isHouseNumber(at index: Int, in context: ClassifyContext) -> Bool {
        guard let parts = context.rules.addressParts else { return false }
        let text = context.text
        if AbbreviationClass.followsStreet(index, in: context) { return true }
        var wordEnd = index
        while wordEnd > 0, TextCursor.isSpace(text[wordEnd - 1]) { wordEnd -= 1 }
        guard wordEnd < index else { return false }
        if text[wordEnd - 1] == "." { wordEnd -= 1 }
        guard let word = text.previousWord(before: wordEnd) else { return false }
        if parts.contains(word.lowercased()) { return true }
        return AbbreviationClass.expansions(at: wordEnd - word.unicodeScalars.count, in: context).contains(where: parts.contains)
    }

    /// Whether a number sign of `codeSigns` and a space stand right before `index` ("№ 77").
    private static func afterNumberSign(_ index: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        guard index >= 2, TextCursor.isSpace(text[index - 1]), let sign = text[index - 2], !text.isLetter(index - 3),
              context.rules.codeSigns?.contains(String(sign)) == true else { return false }
        return true
    }

    /// The denominators of a hyphen's mixed number in a measure ("1-1/4\"", "2-3/8 in").
    private static let unitFractionDenominators: Set<Int64> = [2, 3, 4, 8, 16]

    /// Cheap range test before the table lookup: U+00BC-00BE and U+2150-215E.
    @inline(__always) static func mayBeVulgar(_ scalar: Unicode.Scalar) -> Bool {
        (0xBC...0xBE).contains(scalar.value) || (0x2150...0x215E).contains(scalar.value)
    }

    /// A lone vulgar fraction character: "½".
    static func classifyVulgar(at index: Int, in context: ClassifyContext) -> Token? {
        guard let scalar = context.text[index], let (numerator, denominator) = vulgar[scalar],
              !context.text.isLetter(index - 1), !context.text.isDigit(index - 1) else { return nil }
        return counting(Token(kind: .fraction(whole: nil, numerator: numerator, denominator: denominator, negative: false),
                              semioticClass: .fraction, range: index..<index + 1), in: context)
    }

    /// The fraction and the unit right after it, when the language says a fraction of a noun
    /// (`fractions.withNoun`): "1 1/2 h", "½ kg", "3/4 mi"; else the fraction alone.
    private static func counting(_ token: Token, in context: ClassifyContext) -> Token {
        guard case let .fraction(whole, numerator, denominator, negative) = token.kind, !negative,
              context.rules.fractions.withNoun != nil, whole != nil || numerator < denominator,
              let (unit, end) = MeasureClass.unit(after: token.range.upperBound, in: context)
                ?? (context.text[token.range.upperBound] == " " ? AbbreviationClass.countedNoun(at: token.range.upperBound + 1, in: context) : nil)
                    .map({ (MeasureUnit(noun: $0.key, after: ""), $0.end) })
                // (en "½ tablet" -> "half a tablet": a half of a listed noun too, where the language
                // has no word of its own for half of one, `halfBeforeWord`; "¾ cup sugar" -> "three
                // quarters of a cup", fr "¾ tasse" -> "trois quarts de tasse" where a fraction says
                // its noun with "of" (`{of}`); ru writes the noun in the case it takes.)
                ?? (whole != nil || numerator == 1 && denominator == 2 && context.rules.fractions.withNoun?.halfBeforeWord == nil
                    || !(numerator == 1 && denominator == 2) && context.rules.fractions.withNoun?.proper.contains("{of}") == true
                    ? writtenNoun(after: token.range.upperBound, in: context) : nil),
              !context.text.isLetter(end), !context.text.isDigit(end),
              context.speller.fraction(whole: whole, numerator: numerator, denominator: denominator, negative: false, counting: unit.noun) != nil
        else { return halfOfWord(token, in: context) ?? token }
        return Token(kind: .countedFraction(whole: whole, numerator: numerator, denominator: denominator, negative: false, unit: unit),
                     semioticClass: .measure, range: token.range.lowerBound..<end)
    }

    /// "1/2" alone before a lowercase word that is no number's (`halfBeforeWord`): the half of
    /// it; a half's word ending in a hyphen takes the space in ("une demi-tasse").
    private static func halfOfWord(_ token: Token, in context: ClassifyContext) -> Token? {
        let text = context.text
        guard case .fraction(nil, 1, 2, false) = token.kind, context.rules.fractions.withNoun?.halfBeforeWord != nil,
              text[token.range.upperBound] == " ", let initial = text[token.range.upperBound + 1], TextCursor.isLowercase(initial),
              let word = text.nextWord(from: token.range.upperBound), word.unicodeScalars.count > 1, !context.speller.isNumberWord(word),
              context.speller.data.genderGuess.isEmpty || context.speller.data.genderGuess.mayBeNoun(after: token.range.upperBound, in: text) else { return nil }
        let gender = context.speller.data.genderGuess.gender(after: token.range.upperBound, category: .one, in: text) ?? .masculine
        let kind = Token.Kind.halfOfWord(gender)
        let glued = Verbalizer.verbalize(kind, with: context.speller)?.hasSuffix("-") == true
        return Token(kind: kind, semioticClass: .fraction, range: token.range.lowerBound..<token.range.upperBound + (glued ? 1 : 0))
    }

    /// A listed noun written after a mixed number, which the language's words for it place
    /// ("2 1/2 heures" -> "deux heures et demie", ru "1 1/2 стакана" -> "полтора стакана").
    private static func writtenNoun(after end: Int, in context: ClassifyContext) -> (MeasureUnit, Int)? {
        let text = context.text
        guard text[end] == " ", text.isLetter(end + 1), let word = text.nextWord(from: end) else { return nil }
        let data = context.speller.data
        guard let noun = data.nounsByForm[word] ?? data.nounsByForm[word.lowercased()] else { return nil }
        let key = noun.form(for: .one)
        guard data.nouns[key] != nil else { return nil }
        return (MeasureUnit(noun: key, after: ""), end + 1 + word.unicodeScalars.count)
    }

    /// The greatest common divisor of two whole numbers.
    static func gcd(_ a: Int64, _ b: Int64) -> Int64 { b == 0 ? a : gcd(b, a % b) }

    /// "1/250 s", ru "1/4000 с": a shutter speed, one over up to four digits before a unit of
    /// time, a fraction of it (en "one two hundred fiftieth of a second").
    private static func isShutterSpeed(_ literal: NumberLiteral, denominator: Int64, end: Int, in context: ClassifyContext) -> Bool {
        guard !literal.negative, literal.integer == "1", denominator > 100,
              let (unit, _) = MeasureClass.unit(after: end, in: context) else { return false }
        return DurationClass.isDuration(unit, in: context)
    }

    /// "1/150 of the rate", ru "1/300 ставки": one over a denominator up to a thousand before a
    /// word of `partOfWords`, the part of what follows.
    private static func isPartOf(_ literal: NumberLiteral, denominator: Int64, end: Int, in context: ClassifyContext) -> Bool {
        guard !literal.negative, literal.integer == "1", denominator <= 1000, context.text[end] == " ",
              let words = context.rules.fractions.partOfWords,
              let next = context.text.nextWordLowercased(from: end + 1) else { return false }
        return words.contains(next) || context.text[end + 2] == "'" && words.contains(context.text.string(end + 1..<end + 3).lowercased())
    }

    /// "n/d" at `index`: numerator, denominator and end.
    static func simpleFraction(_ text: TextCursor, from index: Int, maxDenominator: Int64 = 100) -> (Int64, Int64, Int)? {
        let slash = text.digitRunEnd(from: index)
        guard slash > index, slash - index <= 3, text[index] != "0", text[slash] == "/" else { return nil }
        let end = text.digitRunEnd(from: slash + 1)
        guard end > slash + 1, end - slash - 1 <= String(maxDenominator).count, text[slash + 1] != "0",
              !(text[end] == "/" && text.isDigit(end + 1)), !(text[end] == "." && text.isDigit(end + 1)),
              !(text[end] == "," && text.isDigit(end + 1)),
              let numerator = Int64(text.string(index..<slash)), let denominator = Int64(text.string(slash + 1..<end)),
              (2...maxDenominator).contains(denominator) else { return nil }
        var finish = end
        for suffix in trailingSuffixes where text.matches(suffix, at: end) && !text.isLetter(end + suffix.count) {
            finish = end + suffix.count
            break
        }
        if text.isLetter(finish) || text.isDigit(finish) { return nil }
        return (numerator, denominator, finish)
    }
}
