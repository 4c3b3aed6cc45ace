/// CLDR plural rules of one locale (cardinal or ordinal), evaluated from CLDR's rule text in
/// `Resources/<lang>/plurals.tsv`: what the ICU-free configuration uses.
///
/// ```swift
/// let ru = try CLDRPluralRules(locale: "ru", ordinal: false)
/// ru.keyword(21)                    // "one"
/// ru.keyword(24)                    // "few"
/// ru.keyword(11)                    // "many"
/// ru.keyword(decimal: "1.0")        // "other": visible fraction digits count
/// try CLDRPluralRules(locale: "fr_BE", ordinal: false).keyword(decimal: "1.5")   // "one"
/// try CLDRPluralRules(locale: "fr", ordinal: false).keyword(2_000_000)          // "many"
/// try CLDRPluralRules(locale: "en", ordinal: false).keyword(decimal: "1.0")     // "other"
/// try CLDRPluralRules(locale: "en", ordinal: true).keyword(23)                  // "few"
/// ```
///
/// Each rule is parsed once, at `init` (TR35 syntax: an `or` of `and`s of relations
/// `operand [% value] (= | !=) value[..value], ...`, and the older `is [not]`, `[not] in`,
/// `[not] within`, `mod`), into flat arrays of relations and ranges; choosing a category walks
/// them without allocating. Rows are tried in the file's order, the first whose condition holds
/// wins, `other` last.
///
/// The operands are those ICU 72 computes, so that this configuration and the ICU one give the
/// same category for every number, including where ICU's arithmetic is approximate:
/// - `keyword(_:)` reads the value as `uplrules_select` does, through a `Double`: beyond 2^53 the
///   value is rounded to a double first (ru 9_007_199_254_740_993 is "few", like ...992), and the
///   values that round to 2^63 get ICU's x86-64 `i` of -2^63 ("other" in en, fr and ru).
/// - `keyword(decimal:)` reads them as `uplrules_selectFormatted` does: `i` is the last 18 digits
///   of the integer part as a `Double` (en "1000000000000000000001" is "one"), `n` the nearest
///   double, `f` and `t` the fraction digits while they stay below 10^18.
/// Below 2^53 (and for integer parts below 2^53) every operand is exact.
final class CLDRPluralRules: Sendable {
    /// The categories before `other`, in the file's order.
    private let categories: [String]
    /// `categories` typed, for `category(_:)`.
    private let typedCategories: [PluralCategory]
    /// Where each category's relations end in `relations` (they start where the previous end).
    private let ends: [Int]
    /// The relations of every condition, flat; each alternative (`or`) ends with `endsAlternative`.
    private let relations: [Relation]
    /// The values and ranges of every relation, flat.
    private let spans: [Span]
    /// Whether a condition reads `n`, the one operand a decimal string needs a `Double` parse for.
    private let readsN: Bool

    /// The rules of `locale`'s language ("fr_BE" reads `fr/plurals.tsv`).
    convenience init(locale: String, ordinal: Bool) throws(LanguageDataError) {
        ICUOpenCounter.record()
        let language = String(locale.prefix { $0 != "_" && $0 != "-" && $0 != "@" && $0 != "." })
        let file = "\(language)/plurals.tsv"
        guard let text = LanguageResources.text(language, "plurals.tsv") else {
            throw LanguageDataError(file: file, expected: "the file to exist")
        }
        try self.init(tsv: text, file: file, ordinal: ordinal)
    }

    /// The rules of one type read from the text of a `plurals.tsv` file; errors give the file's
    /// line and column.
    convenience init(tsv text: String, file: String, ordinal: Bool) throws(LanguageDataError) {
        let rows = try Self.rows(of: text, type: ordinal ? "ordinal" : "cardinal", file: file)
        try self.init(rows: rows, file: file, missingOther: "an `other` row of type \(ordinal ? "ordinal" : "cardinal")")
    }

    /// Rules given as (category, rule text) in order; an error's line is the 1-based index of the
    /// entry and its column counts from the rule text's first character.
    convenience init(ruleText: [(category: String, rule: String)], file: String) throws(LanguageDataError) {
        let rows = ruleText.enumerated().map { index, entry in
            Row(category: entry.category, rule: entry.rule, line: index + 1, categoryColumn: nil, ruleColumn: 1)
        }
        try self.init(rows: rows, file: file, missingOther: "an `other` rule")
    }

    private init(rows: [Row], file: String, missingOther: String) throws(LanguageDataError) {
        var categories: [String] = []
        var ends: [Int] = []
        var relations: [Relation] = []
        var spans: [Span] = []
        var seen: Set<String> = []
        var sawOther = false
        for row in rows {
            guard Self.categoryNames.contains(row.category) else {
                throw LanguageDataError(file: file, line: row.line, column: row.categoryColumn,
                                        expected: "a category: zero, one, two, few, many or other (found \"\(row.category)\")")
            }
            guard !sawOther else {
                throw LanguageDataError(file: file, line: row.line, column: row.categoryColumn, expected: "`other` as the last row")
            }
            guard seen.insert(row.category).inserted else {
                throw LanguageDataError(file: file, line: row.line, column: row.categoryColumn,
                                        expected: "each category once (\"\(row.category)\" is repeated)")
            }
            var parser = RuleParser(rule: row.rule, file: file, line: row.line, column: row.ruleColumn)
            let (condition, start) = try parser.parse()
            if row.category == "other" {
                guard condition.isEmpty else {
                    throw parser.error(at: start, "no condition for `other`, only samples")
                }
                sawOther = true
            } else {
                guard !condition.isEmpty else {
                    throw parser.error(at: start, "a condition (only `other` has none)")
                }
                for alternative in condition {
                    for (index, parsed) in alternative.enumerated() {
                        relations.append(Relation(parsed, spans: spans.count..<spans.count + parsed.spans.count,
                                                  endsAlternative: index == alternative.count - 1))
                        spans += parsed.spans
                    }
                }
                categories.append(row.category)
                ends.append(relations.count)
            }
        }
        guard sawOther else { throw LanguageDataError(file: file, expected: missingOther) }
        self.categories = categories
        self.typedCategories = categories.map { PluralCategory(rawValue: $0) ?? .other }
        self.ends = ends
        self.relations = relations
        self.spans = spans
        readsN = relations.contains { $0.operand == .n }
    }

    /// The category of an integer ("one", "few", "many", "other", ...), as ICU's `uplrules_select`.
    func keyword(_ value: Int64) -> String {
        // uplrules_select takes a double; FixedDecimal's `i` is a C cast of it to int64, which x86-64
        // turns into Int64.min for 2^63, the only double here that does not fit.
        let n = Double(value).magnitude
        let i = n < 0x1p63 ? n : -0x1p63
        return select(Operands(n: n, i: i, v: 0, w: 0, f: 0, t: 0, e: 0))
    }

    /// The category of an integer, typed: no `String` is made.
    func category(_ value: Int64) -> PluralCategory {
        let n = Double(value).magnitude
        let found = selectIndex(Operands(n: n, i: n < 0x1p63 ? n : -0x1p63, v: 0, w: 0, f: 0, t: 0, e: 0))
        return found < 0 ? .other : typedCategories[found]
    }

    /// The category of a decimal string ("-12.50", "1.0", "3"), visible fraction digits counted
    /// (ru "1.0" and "1.5" are "other"), as ICU's `uplrules_selectFormatted`: an optional sign, ASCII
    /// digits and an optional '.', any number of digits. Anything else is "other", as the ICU
    /// configuration answers when ICU refuses the string.
    func keyword(decimal: String) -> String {
        var text = decimal
        return text.withUTF8 { bytes in
            guard let operands = Self.operands(of: bytes, readingN: readsN) else { return "other" }
            return select(operands)
        }
    }

    /// The first category whose condition holds, else "other".
    @inline(__always)
    private func select(_ operands: Operands) -> String {
        let found = selectIndex(operands)
        return found < 0 ? "other" : categories[found]
    }

    /// The index in `categories` of the first category whose condition holds, or -1.
    @inline(__always)
    private func selectIndex(_ operands: Operands) -> Int {
        let found = relations.withUnsafeBufferPointer { relations in
            spans.withUnsafeBufferPointer { spans in
                ends.withUnsafeBufferPointer { ends in
                    var index = 0
                    for (category, end) in ends.enumerated() {
                        var holds = true        // so far in the current alternative
                        while index < end {
                            let relation = relations[index]
                            if holds, !relation.holds(for: operands, spans) { holds = false }
                            if relation.endsAlternative {
                                if holds { return category }
                                holds = true
                            }
                            index += 1
                        }
                    }
                    return -1
                }
            }
        }
        return found
    }

    // MARK: - Evaluation

    private static let categoryNames: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    /// TR35 operands; `c` is a synonym of `e`.
    private enum Operand: String, Sendable {
        case n, i, v, w, f, t, c, e
    }

    /// The operands of one number, as ICU holds them (doubles).
    private struct Operands {
        var n, i, v, w, f, t, e: Double

        @inline(__always)
        subscript(operand: Operand) -> Double {
            switch operand {
            case .n: n
            case .i: i
            case .v: v
            case .w: w
            case .f: f
            case .t: t
            case .c, .e: e
            }
        }
    }

    private struct Span: Sendable {
        let lower: Double
        let upper: Double
    }

    /// A relation as parsed: `operand [% modulus] (= | != | within ...) spans`.
    private struct ParsedRelation {
        let operand: Operand
        /// 0 when there is no `%`.
        let modulus: Int64
        let spans: [Span]
        /// `=`, `!=`, `is`, `in`: a value with a fraction equals no integer and is in no range.
        /// `within`: ranges are real intervals.
        let integerOnly: Bool
        let negated: Bool
    }

    /// A relation as evaluated, its spans at `spanStart..<spanEnd` of `spans`.
    private struct Relation: Sendable {
        let operand: Operand
        let integerOnly: Bool
        let negated: Bool
        /// The last relation of an `and` chain: the alternative is decided here.
        let endsAlternative: Bool
        let spanStart: Int32
        let spanEnd: Int32
        /// 0 when there is no `%`.
        let modulus: Int64

        init(_ parsed: ParsedRelation, spans: Range<Int>, endsAlternative: Bool) {
            operand = parsed.operand
            integerOnly = parsed.integerOnly
            negated = parsed.negated
            self.endsAlternative = endsAlternative
            spanStart = Int32(spans.lowerBound)
            spanEnd = Int32(spans.upperBound)
            modulus = parsed.modulus
        }

        /// ICU's AndConstraint::isFulfilled: the operand, its remainder (C `fmod`, which the integer
        /// `%` equals on integers), then the spans.
        @inline(__always)
        func holds(for operands: Operands, _ spans: UnsafeBufferPointer<Span>) -> Bool {
            var value = operands[operand]
            let integral = value == value.rounded(.down)
            if integerOnly, !integral { return negated }
            if modulus != 0 {
                if integral, let integer = Int64(exactly: value) {
                    value = Double(integer % modulus)
                } else {
                    value = value.truncatingRemainder(dividingBy: Double(modulus))
                }
            }
            var index = Int(spanStart)
            while index < Int(spanEnd) {
                if spans[index].lower <= value, value <= spans[index].upper { return !negated }
                index += 1
            }
            return negated
        }
    }

    /// The operands of a decimal string, computed as ICU's DecimalQuantity does after formatting
    /// with exactly the string's fraction digits; nil when the string is not a decimal number.
    private static func operands(of bytes: UnsafeBufferPointer<UInt8>, readingN: Bool) -> Operands? {
        let dot = UInt8(ascii: ".")
        var index = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var lastDigits: UInt64 = 0          // `i`: DecimalQuantity::toLong(true) keeps 18 digits
        var mantissa: UInt64 = 0            // all digits, while a Double holds them exactly
        var mantissaExact = true
        var integerDigits = 0
        while index < bytes.count, bytes[index] &- 48 < 10 {
            let digit = UInt64(bytes[index] &- 48)
            lastDigits = (lastDigits * 10 + digit) % 1_000_000_000_000_000_000
            if mantissaExact { mantissaExact = accumulate(&mantissa, digit) }
            integerDigits += 1
            index += 1
        }
        let fractionStart = index + 1
        var fractionDigits = 0
        var significantFractionDigits = 0    // up to the last non-zero digit: `w`
        if index < bytes.count, bytes[index] == dot {
            index += 1
            while index < bytes.count, bytes[index] &- 48 < 10 {
                let digit = UInt64(bytes[index] &- 48)
                fractionDigits += 1
                if digit != 0 { significantFractionDigits = fractionDigits }
                if mantissaExact { mantissaExact = accumulate(&mantissa, digit) }
                index += 1
            }
        }
        guard index == bytes.count, integerDigits + fractionDigits > 0 else { return nil }

        // `f` and `t`: DecimalQuantity::toFractionLong reads digits while the result is at most 10^18.
        var f: UInt64 = 0
        var t: UInt64 = 0
        for offset in 0..<fractionDigits {
            let digit = UInt64(bytes[fractionStart + offset] &- 48)
            if f <= 1_000_000_000_000_000_000 { f = f * 10 + digit }
            if offset < significantFractionDigits, t <= 1_000_000_000_000_000_000 { t = t * 10 + digit }
        }
        while t != 0, t % 10 == 0 { t /= 10 }

        var n = 0.0
        if readingN {
            if mantissaExact, fractionDigits < powersOfTen.count {
                n = Double(mantissa) / powersOfTen[fractionDigits]  // both exact: one correct rounding
            } else {
                n = Double(String(decoding: bytes, as: UTF8.self))?.magnitude ?? 0
            }
        }
        return Operands(n: n, i: Double(lastDigits), v: Double(fractionDigits), w: Double(significantFractionDigits),
                        f: Double(f), t: Double(t), e: 0)
    }

    /// 10^0 ... 10^22, the powers of ten a Double holds exactly.
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    /// Appends a digit to `mantissa`; false once the number no longer fits a Double exactly.
    @inline(__always)
    private static func accumulate(_ mantissa: inout UInt64, _ digit: UInt64) -> Bool {
        let (times10, overflow) = mantissa.multipliedReportingOverflow(by: 10)
        guard !overflow, times10 + digit <= 1 << 53 else { return false }
        mantissa = times10 + digit
        return true
    }

    // MARK: - Reading the data

    /// One rule of the data: where it is, for errors.
    private struct Row {
        let category: String
        let rule: String
        let line: Int
        let categoryColumn: Int?
        /// The column of the rule text's first character.
        let ruleColumn: Int
    }

    /// The rows of one type in a `plurals.tsv` text: `#` comments, the header, then
    /// `type<TAB>category<TAB>rule` rows.
    private static func rows(of text: String, type: String, file: String) throws(LanguageDataError) -> [Row] {
        var rows: [Row] = []
        var sawHeader = false
        var lineNumber = 0
        for line in text.splitASCII("\n") {
            lineNumber += 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.splitASCII("\t")
            guard sawHeader else {
                guard fields == ["type", "category", "rule"] else {
                    throw LanguageDataError(file: file, line: lineNumber, column: 1, expected: "the header type<TAB>category<TAB>rule")
                }
                sawHeader = true
                continue
            }
            guard fields.count == 3 else {
                let column = fields.count > 3
                    ? fields.prefix(3).reduce(0) { $0 + $1.unicodeScalars.count + 1 } + 1
                    : line.unicodeScalars.count + 1
                throw LanguageDataError(file: file, line: lineNumber, column: column,
                                        expected: "3 tab-separated fields: type, category, rule")
            }
            guard fields[0] == "cardinal" || fields[0] == "ordinal" else {
                throw LanguageDataError(file: file, line: lineNumber, column: 1, expected: "a type: cardinal or ordinal")
            }
            guard fields[0] == type else { continue }
            let typeWidth = fields[0].unicodeScalars.count
            rows.append(Row(category: String(fields[1]), rule: String(fields[2]), line: lineNumber,
                            categoryColumn: typeWidth + 2,
                            ruleColumn: typeWidth + fields[1].unicodeScalars.count + 3))
        }
        guard sawHeader else {
            throw LanguageDataError(file: file, expected: "the header type<TAB>category<TAB>rule")
        }
        return rows
    }

    /// Parses one rule: a condition (possibly empty), then `@integer` and `@decimal` samples, which
    /// are checked and dropped.
    private struct RuleParser {
        private let text: [Unicode.Scalar]
        private var index = 0
        private let file: String
        private let line: Int
        private let column: Int

        init(rule: String, file: String, line: Int, column: Int) {
            text = Array(rule.unicodeScalars)
            self.file = file
            self.line = line
            self.column = column
        }

        func error(at position: Int, _ expected: String) -> LanguageDataError {
            LanguageDataError(file: file, line: line, column: column + position, expected: expected)
        }

        /// The condition (empty for none) and where it starts.
        mutating func parse() throws(LanguageDataError) -> (condition: [[ParsedRelation]], start: Int) {
            skipSpaces()
            let start = index
            var condition: [[ParsedRelation]] = []
            if !atEndOfCondition {
                repeat {
                    var relations: [ParsedRelation] = []
                    repeat { relations.append(try relation()) } while consumeWord("and")
                    condition.append(relations)
                } while consumeWord("or")
                guard atEndOfCondition else {
                    throw error(at: index, "'and', 'or', '@integer', '@decimal' or the end of the rule")
                }
            }
            try samples()
            return (condition, start)
        }

        // MARK: Condition

        private mutating func relation() throws(LanguageDataError) -> ParsedRelation {
            skipSpaces()
            let operandStart = index
            guard case let (name, end)? = word(at: index), let operand = Operand(rawValue: name) else {
                throw error(at: operandStart, "an operand: n, i, v, w, f, t, c or e")
            }
            index = end
            var modulus: Int64 = 0
            if consume("%") || consumeWord("mod") {
                skipSpaces()
                let start = index
                modulus = Int64(try value("a value after '%'"))
                guard modulus > 0 else { throw error(at: start, "a modulus above 0") }
            }
            skipSpaces()
            let operatorStart = index
            var negated = false
            var integerOnly = true
            var single = false
            if consume("!=") {
                negated = true
            } else if consume("=") {
            } else if consumeWord("is") {
                negated = consumeWord("not")
                single = true
            } else {
                negated = consumeWord("not")
                if consumeWord("within") {
                    integerOnly = false
                } else if !consumeWord("in") {
                    throw error(at: negated ? index : operatorStart,
                                negated ? "'in' or 'within' after 'not'" : "'=', '!=', 'is', 'in', 'not in', 'within' or 'not within'")
                }
            }
            var spans: [Span] = []
            repeat {
                let lower = try value("a value")
                var upper = lower
                if !single, consume("..") {
                    skipSpaces()
                    let start = index
                    upper = try value("a value after '..'")
                    guard upper >= lower else { throw error(at: start, "a value not below the range's start") }
                }
                spans.append(Span(lower: lower, upper: upper))
            } while !single && consume(",")
            return ParsedRelation(operand: operand, modulus: modulus, spans: spans, integerOnly: integerOnly, negated: negated)
        }

        /// A non-negative integer of at most 15 digits (exact in a Double).
        private mutating func value(_ expected: String) throws(LanguageDataError) -> Double {
            skipSpaces()
            let start = index
            var number = 0.0
            while let digit = digit(at: index) {
                guard index - start < 15 else { throw error(at: start, "a value of at most 15 digits") }
                number = number * 10 + Double(digit)
                index += 1
            }
            guard index > start else { throw error(at: start, expected) }
            return number
        }

        // MARK: Samples

        /// `@integer` then `@decimal` sample lists, each optional: `1, 21~24, 1.5, 1c6, …`.
        private mutating func samples() throws(LanguageDataError) {
            var allowed = ["integer", "decimal"]
            skipSpaces()
            while index < text.count {
                let start = index
                guard text[index] == "@", case let (name, end)? = word(at: index + 1), let position = allowed.firstIndex(of: name) else {
                    throw error(at: start, allowed.map { "'@\($0)' or " }.joined() + "the end of the rule")
                }
                allowed.removeFirst(position + 1)
                index = end
                repeat {
                    if consume("…") || consume("...") { break }
                    try sampleValue()
                    if consume("~") { try sampleValue() }
                } while consume(",")
                skipSpaces()
                guard index == text.count || text[index] == "@" else {
                    throw error(at: index, "',', '~', '…', another sample list or the end of the rule")
                }
            }
        }

        /// `digits[.digits][c digits | e digits]`.
        private mutating func sampleValue() throws(LanguageDataError) {
            skipSpaces()
            try digits("a sample number")
            if index < text.count, text[index] == "." {
                index += 1
                try digits("digits after '.'")
            }
            if index < text.count, text[index] == "c" || text[index] == "e" {
                index += 1
                try digits("an exponent")
            }
        }

        private mutating func digits(_ expected: String) throws(LanguageDataError) {
            let start = index
            while digit(at: index) != nil { index += 1 }
            guard index > start else { throw error(at: start, expected) }
        }

        // MARK: Tokens

        private var atEndOfCondition: Bool { index == text.count || text[index] == "@" }

        private mutating func skipSpaces() {
            while index < text.count, text[index] == " " { index += 1 }
        }

        private func digit(at position: Int) -> UInt32? {
            guard position < text.count, ("0"..."9").contains(text[position]) else { return nil }
            return text[position].value - 48
        }

        /// The lowercase ASCII word starting at `position`, and where it ends.
        private func word(at position: Int) -> (String, Int)? {
            var end = position
            while end < text.count, ("a"..."z").contains(text[end]) { end += 1 }
            guard end > position else { return nil }
            var word = ""
            word.unicodeScalars.append(contentsOf: text[position..<end])
            return (word, end)
        }

        /// Skips spaces, then consumes `symbol` if it comes next.
        private mutating func consume(_ symbol: String) -> Bool {
            skipSpaces()
            var position = index
            for scalar in symbol.unicodeScalars {
                guard position < text.count, text[position] == scalar else { return false }
                position += 1
            }
            index = position
            return true
        }

        /// Skips spaces, then consumes the word `keyword` if it comes next (a whole word).
        private mutating func consumeWord(_ keyword: String) -> Bool {
            skipSpaces()
            guard case let (name, end)? = word(at: index), name == keyword else { return false }
            index = end
            return true
        }
    }
}
