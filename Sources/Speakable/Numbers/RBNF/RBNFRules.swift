/// ICU's rule-based number format (RBNF) rules of one locale, parsed once and run in Swift: the
/// spell-out of the ICU-free configuration.
///
/// The rule text is ICU's own (`unum_toPattern`, generated into `Resources/<lang>/spellout*.rbnf`
/// by `scripts/generate-data`), so the words are ICU's, byte for byte; `RBNFDifferentialTests`
/// checks that against ICU on Linux. Every rule set of the locale shares one parsed graph (one ICU
/// formatter per rule set holds a whole copy: 4.7 MB each in Russian).
///
/// ```swift
/// let rules = try RBNFRules.shared(locale: "fr_CH")
/// rules.format(80, ruleSet: "%spellout-cardinal-masculine")  // "huitante"
/// try RBNFRules.shared(locale: "en").format(21, ruleSet: "%spellout-ordinal")  // "twenty-first"
/// try RBNFRules.shared(locale: "ru").format(2, ruleSet: "%spellout-cardinal-feminine")  // "две"
/// ```
///
/// What runs: normal rules (`base[/radix][>...]: text`), the negative rule (`-x:`), substitutions
/// `<<` (quotient), `>>` (remainder), `==` (same value) with a rule set or a `#,##0` / `0` decimal
/// pattern, and plural text (`$(cardinal,one{...}other{...})$`) chosen by CLDR plural rules.
/// Fraction rules (`x.x:`, `0.x:`, `x.0:`) and `Inf:` / `NaN:` are parsed and kept out: Speakable
/// spells decimals itself, from the digits as written.
final class RBNFRules: Sendable {
    let locale: String
    /// Rule sets by position; substitutions refer to them by index.
    private let ruleSets: [RuleSet]
    private let indexByName: [String: Int]
    /// The graph, flat: every normal and negative rule of every rule set, their parts, the bytes
    /// of every text and the texts of plural parts (six ranges each, by `PluralCategory`). Five
    /// arrays in all, where one array per rule and per text took 0.75 MB in Russian (1,690 rules).
    private let rules: [Rule]
    private let parts: [Part]
    private let bytes: [UInt8]
    private let pluralTexts: [TextRange]
    /// The rule set ICU uses when none is named (`%spellout-numbering` when the locale has it).
    let defaultRuleSet: Int
    /// ICU's grouping separator for `#,##0` substitutions ("," in en, U+202F in fr, U+00A0 in ru).
    private let groupingSeparator: [UInt8]
    /// The decimal format's secondary grouping size (2 in en-IN), for the one number ICU formats
    /// with it (Int64.min).
    private let secondaryGroupingSize: Int
    private let plurals: CLDRPluralRules

    /// ICU's recursion limit for one number.
    static let recursionLimit = 64

    struct RuleSet: Sendable {
        let name: String
        /// Its normal rules: `rules[firstRule..<endRule]`, by increasing base.
        var firstRule: Int32
        var endRule: Int32
        /// Its negative rule's index in `rules`, or -1.
        var negative: Int32 = -1
        var isPublic: Bool { !name.hasPrefix("%%") }
    }

    struct Rule: Sendable {
        let base: Int64
        /// radix^exponent: what `<<` divides by and `>>` takes the remainder of.
        let divisor: Int64
        /// Its parts: `parts[firstPart..<firstPart + partCount]`.
        let firstPart: Int32
        let partCount: UInt16
        let hasModulus: Bool

        /// ICU's rollback: "101: << hundred >>" formats 200 with the rule before it ("100").
        func shouldRollBack(_ number: Int64) -> Bool {
            hasModulus && number % divisor == 0 && base % divisor != 0
        }
    }

    /// A range of `bytes`; `count == UInt32.max` marks a plural category without text.
    struct TextRange: Sendable {
        let start: UInt32
        let count: UInt32
        static let absent = TextRange(start: 0, count: .max)
    }

    struct Part: Sendable {
        enum Kind: UInt8, Sendable {
            case text, quotient, remainder, same, absolute
            /// Plural text by CLDR cardinal category of (number / divisor); `other` is required.
            case plural
        }
        let kind: Kind
        /// A substitution's target (`Target.code`).
        let target: Int32
        /// `text`: the range of `bytes`; `plural`: `start` is the first of the part's six ranges
        /// in `pluralTexts`.
        let text: TextRange
    }

    enum Target: Sendable {
        case ruleSet(Int)
        /// A decimal pattern: `grouped` for "#,##0", digits alone for "0".
        case digits(grouped: Bool)

        /// One number: a rule set's index (-1: the rule's own), -2 "#,##0", -3 "0".
        var code: Int32 {
            switch self {
            case let .ruleSet(index): Int32(index)
            case let .digits(grouped): grouped ? -2 : -3
            }
        }
    }

    struct ParseError: Error {
        let offset: Int
        let expected: String
    }

    /// Parses ICU's rule text (as `unum_toPattern` writes it). `file` names the data in errors.
    convenience init(locale: String, ruleText: String, groupingSeparator: String, secondaryGroupingSize: Int = 3, plurals: CLDRPluralRules, file: String) throws(LanguageDataError) {
        var ruleText = ruleText
        let result = ruleText.withUTF8 { Self.parse($0, file: file) }
        try self.init(locale: locale, parsed: result.get(), groupingSeparator: groupingSeparator, secondaryGroupingSize: secondaryGroupingSize, plurals: plurals, file: file)
    }

    /// Parses the rule text's UTF-8 `bytes` in place (the data compiled into the library): no copy
    /// of the text, no array per rule.
    convenience init(locale: String, bytes: UnsafeBufferPointer<UInt8>, groupingSeparator: String, secondaryGroupingSize: Int = 3, plurals: CLDRPluralRules, file: String) throws(LanguageDataError) {
        try self.init(locale: locale, parsed: Self.parse(bytes, file: file).get(), groupingSeparator: groupingSeparator, secondaryGroupingSize: secondaryGroupingSize, plurals: plurals, file: file)
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> Result<Parser.Output, LanguageDataError> {
        var parser = Parser(bytes: bytes)
        do throws(ParseError) {
            return .success(try parser.parse())
        } catch {
            return .failure(LanguageDataError(file: file, offset: error.offset, in: bytes, expected: error.expected))
        }
    }

    private init(locale: String, parsed: Parser.Output, groupingSeparator: String, secondaryGroupingSize: Int, plurals: CLDRPluralRules, file: String) throws(LanguageDataError) {
        self.locale = locale
        self.groupingSeparator = Array(groupingSeparator.utf8)
        self.secondaryGroupingSize = max(1, secondaryGroupingSize)
        self.plurals = plurals
        ruleSets = parsed.ruleSets
        indexByName = parsed.indexByName
        rules = parsed.rules
        parts = parsed.parts
        self.bytes = parsed.bytes
        pluralTexts = parsed.pluralTexts
        if let numbering = indexByName["%spellout-numbering"] {
            defaultRuleSet = numbering
        } else if let last = ruleSets.lastIndex(where: \.isPublic) {
            defaultRuleSet = last
        } else {
            throw LanguageDataError(file: file, expected: "at least one public rule set")
        }
    }

    /// The public rule set names, in ICU's order ("%spellout-numbering-year", ...).
    var publicRuleSets: [String] { ruleSets.filter(\.isPublic).map(\.name) }

    /// Every normal rule's base value, in every rule set (the boundaries tests probe).
    var allBaseValues: [Int64] { ruleSets.flatMap { set in rules[Int(set.firstRule)..<Int(set.endRule)].map(\.base) } }

    func ruleSetIndex(_ name: String) -> Int? {
        name.isEmpty ? defaultRuleSet : indexByName[name]
    }

    /// The words for `value` in the named rule set ("" for the default); nil for an unknown name.
    func format(_ value: Int64, ruleSet name: String) -> String? {
        guard let index = ruleSetIndex(name) else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(64)
        guard append(value, ruleSet: index, to: &out) else { return nil }
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the UTF-8 words for `value` in rule set `index`; false when the rules cannot
    /// format it (a rule set without a rule for it, or recursion past ICU's limit).
    func append(_ value: Int64, ruleSet index: Int, to out: inout [UInt8]) -> Bool {
        if value == .min {
            // ICU formats the one value it cannot negate with the locale's decimal format.
            out.append(UInt8(ascii: "-"))
            appendDigits(value.magnitude, grouped: true, secondaryGrouping: secondaryGroupingSize, to: &out)
            return true
        }
        return append(value, ruleSet: index, to: &out, depth: 0)
    }

    private func append(_ value: Int64, ruleSet index: Int, to out: inout [UInt8], depth: Int) -> Bool {
        guard depth < Self.recursionLimit else { return false }
        let set = ruleSets[index]
        let rule: Rule
        if value < 0, set.negative >= 0 {
            rule = rules[Int(set.negative)]
        } else if let found = Self.findNormalRule(rules[Int(set.firstRule)..<Int(set.endRule)], value < 0 ? -value : value) {
            // ICU: without a negative rule, a negative number takes the rule of its magnitude
            // and is then formatted as it is ("=%set=" passes it on with its sign).
            rule = found
        } else {
            return false
        }
        let first = Int(rule.firstPart)
        for partIndex in first..<first + Int(rule.partCount) {
            let part = parts[partIndex]
            switch part.kind {
            case .text:
                appendText(part.text, to: &out)
            case .quotient:
                guard apply(part.target, value / rule.divisor, index, &out, depth) else { return false }
            case .remainder:
                guard apply(part.target, value % rule.divisor, index, &out, depth) else { return false }
            case .same:
                guard apply(part.target, value, index, &out, depth) else { return false }
            case .absolute:
                guard apply(part.target, value.magnitude <= UInt64(Int64.max) ? Int64(value.magnitude) : .max, index, &out, depth) else { return false }
            case .plural:
                // ICU: PluralFormat of (int32_t)(number / radix^exponent).
                let count = Int64(truncatingIfNeeded: Int32(truncatingIfNeeded: value / rule.divisor))
                let category = PluralCategory(rawValue: plurals.keyword(count)) ?? .other
                let base = Int(part.text.start)
                var text = pluralTexts[base + Self.pluralSlot(category)]
                if text.count == TextRange.absent.count { text = pluralTexts[base + Self.pluralSlot(.other)] }
                guard text.count != TextRange.absent.count else { return false }
                appendText(text, to: &out)
            }
        }
        return true
    }

    @inline(__always)
    private func appendText(_ text: TextRange, to out: inout [UInt8]) {
        let start = Int(text.start)
        out.append(contentsOf: bytes[start..<start + Int(text.count)])
    }

    /// A category's place among a plural part's six ranges.
    @inline(__always)
    static func pluralSlot(_ category: PluralCategory) -> Int {
        switch category {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }

    @inline(__always)
    private func apply(_ target: Int32, _ value: Int64, _ own: Int, _ out: inout [UInt8], _ depth: Int) -> Bool {
        if target >= -1 {
            return append(value, ruleSet: target == -1 ? own : Int(target), to: &out, depth: depth + 1)
        }
        if value < 0 { out.append(UInt8(ascii: "-")) }
        appendDigits(value.magnitude, grouped: target == -2, to: &out)
        return true
    }

    /// Digits grouped by three ("#,##0"), or by `secondaryGrouping` above the first group (en-IN's
    /// decimal format, "#,##,##0").
    private func appendDigits(_ magnitude: UInt64, grouped: Bool, secondaryGrouping: Int = 3, to out: inout [UInt8]) {
        let digits = Array(String(magnitude).utf8)
        for (position, digit) in digits.enumerated() {
            let fromEnd = digits.count - position
            if grouped, position > 0, fromEnd >= 3, (fromEnd == 3 || (fromEnd > 3 && (fromEnd - 3) % secondaryGrouping == 0)) {
                out.append(contentsOf: groupingSeparator)
            }
            out.append(digit)
        }
    }

    /// ICU's `NFRuleSet::findNormalRule`: the last rule whose base is at most `value` (an exact
    /// base wins at once), rolled back one rule when the rollback rule says so.
    static func findNormalRule(_ rules: ArraySlice<Rule>, _ value: Int64) -> Rule? {
        var low = rules.startIndex
        var high = rules.endIndex
        while low < high {
            let middle = (low + high) / 2
            let base = rules[middle].base
            if base == value { return rules[middle] }
            if base > value { high = middle } else { low = middle + 1 }
        }
        guard high > rules.startIndex else { return nil }
        let rule = rules[high - 1]
        if rule.shouldRollBack(value) {
            return high > rules.startIndex + 1 ? rules[high - 2] : nil
        }
        return rule
    }
}

extension RBNFRules {
    /// The rule text parser: rule sets (`%name:` / `%%name:`), each a list of `descriptor: text;`.
    struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        struct Output {
            var ruleSets: [RuleSet] = []
            var indexByName: [String: Int] = [:]
            var rules: [Rule] = []
            var parts: [Part] = []
            var bytes: [UInt8] = []
            var pluralTexts: [TextRange] = []
        }

        /// A rule as written, before rule set names are resolved to indices.
        struct RawRule {
            var descriptorOffset: Int
            var descriptor: String
            var bodyOffset: Int
            var bodyEnd: Int
        }

        mutating func parse() throws(ParseError) -> Output {
            var names: [(name: String, offset: Int)] = []
            var rawSets: [[RawRule]] = []
            while true {
                skipSpaceAndComments()
                guard position < bytes.count else { break }
                if bytes[position] == UInt8(ascii: "%") {
                    let start = position
                    while position < bytes.count, bytes[position] != UInt8(ascii: ":"), !Self.isSpace(bytes[position]) { position += 1 }
                    guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                        throw ParseError(offset: start, expected: "':' after a rule set name")
                    }
                    let name = String(decoding: bytes[start..<position], as: UTF8.self)
                    guard name.count > 1, !names.contains(where: { $0.name == name }) else {
                        throw ParseError(offset: start, expected: "a new rule set name (\(name) is empty or repeated)")
                    }
                    names.append((name, start))
                    rawSets.append([])
                    position += 1
                    continue
                }
                guard !rawSets.isEmpty else { throw ParseError(offset: position, expected: "a rule set name ('%name:') before the first rule") }
                rawSets[rawSets.count - 1].append(try rawRule())
            }
            var output = Output()
            for (index, entry) in names.enumerated() { output.indexByName[entry.name] = index }
            output.rules.reserveCapacity(rawSets.reduce(0) { $0 + $1.count })
            for (index, raws) in rawSets.enumerated() {
                // Normal rules first, contiguous; the negative rule after them.
                var normal: [Rule] = []
                var negative: Rule?
                for raw in raws {
                    switch raw.descriptor {
                    case "-x":
                        negative = try rule(raw, base: 0, divisor: 1, negative: true, names: output.indexByName, into: &output)
                    case "x.x", "0.x", "x.0", "Inf", "NaN":
                        // Fraction and special rules: checked for syntax, not kept (see the type's notes).
                        _ = try rule(raw, base: 0, divisor: 1, negative: false, names: output.indexByName, into: &output)
                    default:
                        let (base, divisor) = try Self.baseAndDivisor(raw.descriptor, at: raw.descriptorOffset)
                        if let last = normal.last, last.base >= base {
                            throw ParseError(offset: raw.descriptorOffset, expected: "base values in increasing order (\(base) after \(last.base))")
                        }
                        normal.append(try rule(raw, base: base, divisor: divisor, negative: false, names: output.indexByName, into: &output))
                    }
                }
                var set = RuleSet(name: names[index].name, firstRule: Int32(output.rules.count), endRule: 0)
                output.rules.append(contentsOf: normal)
                set.endRule = Int32(output.rules.count)
                if let negative {
                    set.negative = Int32(output.rules.count)
                    output.rules.append(negative)
                }
                output.ruleSets.append(set)
            }
            return output
        }

        /// `descriptor: body;`
        private mutating func rawRule() throws(ParseError) -> RawRule {
            let descriptorOffset = position
            while position < bytes.count, bytes[position] != UInt8(ascii: ":"), bytes[position] != UInt8(ascii: ";") { position += 1 }
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                throw ParseError(offset: descriptorOffset, expected: "'descriptor: text;'")
            }
            let descriptor = String(decoding: bytes[descriptorOffset..<position], as: UTF8.self)
            position += 1
            while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
            // ICU: an apostrophe opening the text only protects the spaces after it.
            if position < bytes.count, bytes[position] == UInt8(ascii: "'") { position += 1 }
            let bodyOffset = position
            while position < bytes.count, bytes[position] != UInt8(ascii: ";") { position += 1 }
            guard position < bytes.count else { throw ParseError(offset: bodyOffset, expected: "';' ending the rule") }
            let bodyEnd = position
            position += 1
            return RawRule(descriptorOffset: descriptorOffset, descriptor: descriptor, bodyOffset: bodyOffset, bodyEnd: bodyEnd)
        }

        private mutating func skipSpaceAndComments() {
            while position < bytes.count {
                if Self.isSpace(bytes[position]) {
                    position += 1
                } else if bytes[position] == UInt8(ascii: "#") {
                    while position < bytes.count, bytes[position] != 0x0A { position += 1 }
                } else {
                    return
                }
            }
        }

        static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

        /// "1000", "80/20", "100>" -> (base, radix^exponent), as ICU's `NFRule::setBaseValue`.
        static func baseAndDivisor(_ descriptor: String, at offset: Int) throws(ParseError) -> (Int64, Int64) {
            // Read byte by byte: a locale's rules have over a thousand descriptors, and this runs
            // on the first call.
            let bytes = Array(descriptor.utf8)
            var end = bytes.count
            var lowerings = 0
            while end > 0, bytes[end - 1] == UInt8(ascii: ">") { end -= 1; lowerings += 1 }
            let slash = bytes[..<end].firstIndex(of: UInt8(ascii: "/"))
            // Digits, with ",", "." and " " between them ignored; nil when empty, on any other byte
            // or on overflow (as `Int64(_:)` of the text without those separators).
            func integer(_ part: ArraySlice<UInt8>, separators: Bool) -> Int64? {
                var value: Int64 = 0
                var digits = 0
                for byte in part {
                    if separators, byte == UInt8(ascii: ",") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: " ") { continue }
                    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                    let (times, overflow) = value.multipliedReportingOverflow(by: 10)
                    let (sum, carry) = times.addingReportingOverflow(Int64(byte - UInt8(ascii: "0")))
                    guard !overflow, !carry else { return nil }
                    value = sum
                    digits += 1
                }
                return digits > 0 ? value : nil
            }
            guard let base = integer(bytes[..<(slash ?? end)], separators: true),
                  slash.map({ !bytes[($0 + 1)..<end].contains(UInt8(ascii: "/")) }) ?? true else {
                throw ParseError(offset: offset, expected: "a base value ('1000', '80/20', '-x', 'x.x') (found '\(descriptor)')")
            }
            var radix: Int64 = 10
            if let slash {
                guard let value = integer(bytes[(slash + 1)..<end], separators: false), value >= 2 else { throw ParseError(offset: offset, expected: "a radix of 2 or more after '/'") }
                radix = value
            }
            // The largest exponent with radix^exponent <= base, computed exactly.
            var exponent = 0
            var power: Int64 = 1
            while base >= 1 {
                let (next, overflow) = power.multipliedReportingOverflow(by: radix)
                guard !overflow, next <= base else { break }
                power = next
                exponent += 1
            }
            guard lowerings <= exponent else { throw ParseError(offset: offset, expected: "no more '>' than the base value's exponent") }
            for _ in 0..<lowerings { power /= radix }
            return (base, power)
        }

        /// Splits a rule's text into literal text, substitutions and plural text.
        /// (Its parts and texts are appended to `output`'s flat arrays.)
        private func rule(_ raw: RawRule, base: Int64, divisor: Int64, negative: Bool, names: [String: Int],
                          into output: inout Output) throws(ParseError) -> Rule {
            let body = UnsafeBufferPointer(rebasing: bytes[raw.bodyOffset..<raw.bodyEnd])
            let firstPart = output.parts.count
            var textStart = output.bytes.count
            var hasModulus = false
            var substitutions = 0
            var index = 0
            func flush() {
                if output.bytes.count > textStart {
                    output.parts.append(Part(kind: .text, target: 0, text: TextRange(start: UInt32(textStart), count: UInt32(output.bytes.count - textStart))))
                }
                textStart = output.bytes.count
            }
            while index < body.count {
                let byte = body[index]
                if byte == UInt8(ascii: "$"), index + 1 < body.count, body[index + 1] == UInt8(ascii: "(") {
                    flush()
                    let start = index
                    guard let end = Self.find([UInt8(ascii: ")"), UInt8(ascii: "$")], in: body, from: index + 2) else {
                        throw ParseError(offset: raw.bodyOffset + start, expected: "')$' closing the plural text")
                    }
                    let texts = try Self.pluralTexts(Array(body[index + 2..<end]), at: raw.bodyOffset + index + 2)
                    let slots = output.pluralTexts.count
                    for category in PluralCategory.allCases {
                        if let text = texts[category] {
                            output.pluralTexts.append(TextRange(start: UInt32(output.bytes.count), count: UInt32(text.count)))
                            output.bytes.append(contentsOf: text)
                        } else {
                            output.pluralTexts.append(.absent)
                        }
                    }
                    output.parts.append(Part(kind: .plural, target: 0, text: TextRange(start: UInt32(slots), count: 6)))
                    textStart = output.bytes.count
                    index = end + 2
                    continue
                }
                if byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "="),
                   index + 1 < body.count, Self.opensSubstitution(body[index + 1], after: byte) {
                    flush()
                    let start = index
                    let end: Int
                    if body[index + 1] == byte {
                        end = index + 1
                        if byte == UInt8(ascii: ">"), end + 1 < body.count, body[end + 1] == byte {
                            throw ParseError(offset: raw.bodyOffset + start, expected: "'>>' or '>%set>' ('>>>' is not supported)")
                        }
                    } else {
                        guard let close = body[(index + 1)...].firstIndex(of: byte) else {
                            throw ParseError(offset: raw.bodyOffset + start, expected: "'\(Character(Unicode.Scalar(byte)))' closing the substitution")
                        }
                        end = close
                    }
                    let descriptor = String(decoding: body[(index + 1)..<end], as: UTF8.self)
                    let target: Target
                    if descriptor.isEmpty {
                        guard byte != UInt8(ascii: "=") else { throw ParseError(offset: raw.bodyOffset + start, expected: "a rule set or pattern in '=...='") }
                        target = .ruleSet(-1)
                    } else if descriptor.hasPrefix("%") {
                        guard let set = names[descriptor] else {
                            throw ParseError(offset: raw.bodyOffset + start + 1, expected: "a rule set of this locale (no \(descriptor))")
                        }
                        target = .ruleSet(set)
                    } else if descriptor.allSatisfy({ "#0,.".contains($0) }) {
                        target = .digits(grouped: descriptor.contains("," as Character))
                    } else {
                        throw ParseError(offset: raw.bodyOffset + start + 1, expected: "a rule set name or a decimal pattern (found '\(descriptor)')")
                    }
                    substitutions += 1
                    let kind: Part.Kind
                    switch byte {
                    case UInt8(ascii: "<"):
                        guard !negative else { throw ParseError(offset: raw.bodyOffset + start, expected: "no '<<' in a negative-number rule") }
                        kind = .quotient
                    case UInt8(ascii: ">"):
                        if negative {
                            kind = .absolute
                        } else {
                            hasModulus = true
                            kind = .remainder
                        }
                    default:
                        kind = .same
                    }
                    output.parts.append(Part(kind: kind, target: target.code, text: TextRange(start: 0, count: 0)))
                    index = end + 1
                    continue
                }
                output.bytes.append(byte)
                index += 1
            }
            flush()
            guard substitutions <= 2 else { throw ParseError(offset: raw.bodyOffset, expected: "at most two substitutions in a rule") }
            return Rule(base: base, divisor: divisor, firstPart: Int32(firstPart), partCount: UInt16(output.parts.count - firstPart), hasModulus: hasModulus)
        }

        /// Whether `next` after `<`, `>` or `=` opens a substitution (ICU's token list).
        static func opensSubstitution(_ next: UInt8, after byte: UInt8) -> Bool {
            next == byte || next == UInt8(ascii: "%") || next == UInt8(ascii: "#") || next == UInt8(ascii: "0")
        }

        static func find(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
            var index = start
            while index + needle.count <= bytes.count {
                if bytes[index] == needle[0], bytes[index + 1] == needle[1] { return index }
                index += 1
            }
            return nil
        }

        /// "cardinal,one{тысяча}few{тысячи}other{тысяч}".
        static func pluralTexts(_ bytes: [UInt8], at offset: Int) throws(ParseError) -> [PluralCategory: [UInt8]] {
            guard let comma = bytes.firstIndex(of: UInt8(ascii: ",")), String(decoding: bytes[..<comma], as: UTF8.self) == "cardinal" else {
                throw ParseError(offset: offset, expected: "'cardinal,' opening the plural text (ordinal plurals are not supported)")
            }
            var texts: [PluralCategory: [UInt8]] = [:]
            var index = comma + 1
            while index < bytes.count {
                guard let open = bytes[index...].firstIndex(of: UInt8(ascii: "{")),
                      let close = bytes[open...].firstIndex(of: UInt8(ascii: "}")) else {
                    throw ParseError(offset: offset + index, expected: "'category{text}'")
                }
                let keyword = String(decoding: bytes[index..<open], as: UTF8.self)
                guard let category = PluralCategory(rawValue: keyword) else {
                    throw ParseError(offset: offset + index, expected: "a CLDR plural category (zero, one, two, few, many, other), not '\(keyword)'")
                }
                texts[category] = Array(bytes[(open + 1)..<close])
                index = close + 1
            }
            guard texts[.other] != nil else { throw ParseError(offset: offset, expected: "an 'other{...}' plural text") }
            return texts
        }
    }
}
