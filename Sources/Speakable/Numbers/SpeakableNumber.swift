import Foundation

/// A number style: how to speak a number in a locale, with grammatical agreement.
///
/// A value type; modifiers return a modified copy. `format` never throws: when the locale is not
/// supported or the input is not a number, it returns the input as text. It is also the
/// `FormatStyle` of numbers written as text (`"54 038 921,7".formatted(SpeakableNumber(locale: ru))`);
/// integers, floating-point numbers and `Decimal` use ``SpeakableNumberFormatStyle``
/// (`21.formatted(.speakable(locale: ru).gender(.feminine))`). Codable, so a style can be stored.
///
/// ```swift
/// let fr = Locale(identifier: "fr_FR"), ru = Locale(identifier: "ru_RU")
/// SpeakableNumber(locale: fr).gender(.feminine).format(21)                  // "vingt et une"
/// SpeakableNumber(locale: "fr").format(21)                                  // "vingt et un"
/// SpeakableNumber(locale: "fr").gender(.feminine).format(21)                // "vingt et une"
/// SpeakableNumber(locale: "en").format("54,038,921.7")  // "fifty-four million ... point seven"
/// SpeakableNumber(locale: "ru").format("1,5")                               // "одна целая пять десятых"
/// SpeakableNumber(locale: "ru").gender(.feminine).format(21)                // "двадцать одна"
/// SpeakableNumber(locale: "ru").grammaticalCase(.genitive).format(2)        // "двух"
/// SpeakableNumber(locale: "en").ordinal().format(22)                        // "twenty-second"
/// SpeakableNumber(locale: "en").year().format(1984)                         // "nineteen eighty-four"
/// ```
public struct SpeakableNumber: FormatStyle, Sendable, Hashable, Codable {
    /// How the number is read.
    ///
    /// ```swift
    /// SpeakableNumber(locale: "fr").ordinal().format("21")   // "vingt et unième"
    /// SpeakableNumber(locale: "en").year().format("1984")    // "nineteen eighty-four"
    /// SpeakableNumber(locale: "ru").digits().format("007")   // "ноль ноль семь"
    /// ```
    public enum Notation: String, Sendable, Hashable, CaseIterable {
        /// "vingt et un", "twenty-one", "двадцать один".
        case cardinal
        /// "vingt et unième", "twenty-first", "двадцать первый".
        case ordinal
        /// en "nineteen eighty-four"; fr and ru read years as cardinals.
        case year
        /// "vingt-cinq pour cent", "twenty-five percent", "двадцать пять процентов".
        case percent
        /// One digit at a time: "zéro zéro sept", "zero zero seven", "ноль ноль семь".
        case digits
    }

    /// What the style formats: a number written as text.
    public typealias FormatInput = String
    /// Words.
    public typealias FormatOutput = String

    /// The locale identifier as given ("fr-CH", "ru_RU").
    public let localeIdentifier: String
    /// The locale, as a Foundation `Locale`.
    public var locale: Locale { Locale(identifier: localeIdentifier) }
    /// How the number is read: cardinal (the default), ordinal, year, percent or digits.
    public private(set) var notation: Notation = .cardinal
    /// The gender the number agrees with (`.masculine` by default).
    public private(set) var gender: Gender = .masculine
    /// The case the number agrees with (`.nominative` by default; Russian only).
    public private(set) var grammaticalCase: GrammaticalCase = .nominative
    /// Whether the number takes plural agreement (see `plural(_:)`).
    public private(set) var isPlural = false
    /// The locale's engine, looked up once here rather than on every `format` call.
    private let speller: NumberSpeller?
    /// The rule set for integers in this notation and agreement, resolved by each modifier so that
    /// formatting an integer is one memo lookup or one ICU call.
    private var integerSpeller: RuleSetSpeller?

    /// A cardinal style for `locale`, a BCP-47 or ICU identifier ("fr", "fr-BE", "en_GB", "ru-RU").
    public init(locale: String) {
        localeIdentifier = locale
        speller = SpeakableLocale(locale).flatMap(NumberSpeller.shared(for:))
        integerSpeller = speller?.speller(.cardinal, .default)
    }

    /// A cardinal style for `locale`; by default the user's current locale, as Foundation's
    /// number styles do. The locale is read when the style is made.
    public init(locale: Locale = .autoupdatingCurrent) {
        self.init(locale: locale.identifier)
    }

    /// The same style in another locale.
    public func locale(_ locale: Locale) -> Self {
        var copy = Self(locale: locale)
        copy.notation = notation
        copy.gender = gender
        copy.grammaticalCase = grammaticalCase
        copy.isPlural = isPlural
        return copy.with { _ in }
    }

    private enum CodingKeys: String, CodingKey { case locale, notation, gender, grammaticalCase, plural }

    /// Decodes strictly: an unknown notation, gender or case is an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let notationName = try container.decode(String.self, forKey: .notation)
        guard let notation = Notation(rawValue: notationName) else {
            throw DecodingError.dataCorruptedError(forKey: .notation, in: container,
                debugDescription: "unknown notation \"\(notationName)\", expected one of \(Notation.allCases.map(\.rawValue))")
        }
        let gender = try container.decode(Gender.self, forKey: .gender)
        let grammaticalCase = try container.decode(GrammaticalCase.self, forKey: .grammaticalCase)
        let plural = try container.decode(Bool.self, forKey: .plural)
        self = Self(locale: try container.decode(String.self, forKey: .locale)).with {
            $0.notation = notation
            $0.gender = gender
            $0.grammaticalCase = grammaticalCase
            $0.isPlural = plural
        }
    }

    /// Encodes the locale identifier, notation, gender, case and plural flag.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(localeIdentifier, forKey: .locale)
        try container.encode(notation.rawValue, forKey: .notation)
        try container.encode(gender, forKey: .gender)
        try container.encode(grammaticalCase, forKey: .grammaticalCase)
        try container.encode(isPlural, forKey: .plural)
    }

    /// Whether both styles have the same locale identifier, notation and agreement.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.localeIdentifier == rhs.localeIdentifier && lhs.notation == rhs.notation && lhs.gender == rhs.gender
            && lhs.grammaticalCase == rhs.grammaticalCase && lhs.isPlural == rhs.isPlural
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(localeIdentifier)
        hasher.combine(notation)
        hasher.combine(gender)
        hasher.combine(grammaticalCase)
        hasher.combine(isPlural)
    }

    /// This style reading cardinals (the default): "21" is "vingt et un", "twenty-one", "двадцать один".
    public func cardinal() -> Self { with { $0.notation = .cardinal } }
    /// This style reading ordinals: "21" is "vingt et unième", "twenty-first", "двадцать первый".
    public func ordinal() -> Self { with { $0.notation = .ordinal } }
    /// This style reading years: en "1984" is "nineteen eighty-four"; fr "mille neuf cent
    /// quatre-vingt-quatre" and ru "тысяча девятьсот восемьдесят четыре", as cardinals.
    public func year() -> Self { with { $0.notation = .year } }
    /// This style reading percentages: "21" is "vingt et un pour cent", "twenty-one percent",
    /// "двадцать один процент".
    public func percent() -> Self { with { $0.notation = .percent } }
    /// This style reading one digit at a time: "007" is "zéro zéro sept", "zero zero seven",
    /// "ноль ноль семь".
    public func digits() -> Self { with { $0.notation = .digits } }
    /// The gender of the noun the number agrees with: fr/ru `.feminine` gives "une", "одна".
    public func gender(_ gender: Gender) -> Self { with { $0.gender = gender } }
    /// The case of the noun the number agrees with (Russian): `.genitive` gives "двух".
    public func grammaticalCase(_ grammaticalCase: GrammaticalCase) -> Self { with { $0.grammaticalCase = grammaticalCase } }
    /// Plural agreement: fr "premières", ru "первые", ru pluralia tantum "одни".
    public func plural(_ isPlural: Bool = true) -> Self { with { $0.isPlural = isPlural } }

    private func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        switch copy.notation {
        case .cardinal: copy.integerSpeller = speller?.speller(.cardinal, copy.agreement)
        case .ordinal: copy.integerSpeller = speller?.speller(.ordinal, copy.agreement)
        case .year: copy.integerSpeller = speller?.speller(.year, .default)
        case .percent, .digits: copy.integerSpeller = nil
        }
        return copy
    }

    private var agreement: Agreement { Agreement(gender: gender, grammaticalCase: grammaticalCase, plural: isPlural) }

    // MARK: Formatting

    /// The integer in words, in this style's notation and agreement.
    public func format<Value: BinaryInteger>(_ value: Value) -> String {
        guard let number = Int64(exactly: value) else { return String(value) }
        return format(number)
    }

    /// The hot path: one memo lookup (a UI shows the same numbers again and again) or one ICU call.
    public func format(_ value: Int64) -> String {
        // The fast path, kept small so that a memo hit runs in a leaf-like function: cardinals and
        // years below 10^18, where the rule set alone is right (`ruleSetAlone`).
        if notation != .ordinal, value.magnitude < 1_000_000_000_000_000_000,
           let words = integerSpeller?.spellFromMemo(value) { return words }
        return formatWithEngine(value)
    }

    /// Memo misses, ordinals, and what the rule set alone does not cover (past 10^18, ICU gaps
    /// such as Russian ordinals of round hundreds).
    @inline(never)
    private func formatWithEngine(_ value: Int64) -> String {
        if notation != .ordinal, value.magnitude < NumberSpeller.quintillion.magnitude {
            if let words = integerSpeller?.spell(value) { return words }
        } else if let integerSpeller, let speller, speller.ruleSetAlone(covers: value, ordinal: true),
                  let words = integerSpeller.spell(value) { return words }
        guard let speller else { return String(value) }
        return spell(value, speller) ?? String(value)
    }

    /// A number written as text in the locale's convention, spoken exactly as written (no Double
    /// rounding): "54 038 921,7" (fr, ru), "54,038,921.7" (en), "-5", "007", digit strings of any
    /// length, "3/4", "½", and Roman numerals ("XIV"). Other text comes back unchanged.
    public func format(_ text: String) -> String {
        guard let speller else { return text }
        let trimmed = text.trimmingSpaces()
        let context = ClassifyContext(text: TextCursor(trimmed), lexicon: speller.lexicon, speller: speller)
        if let value = RomanNumeral.value(of: trimmed) {
            return spell(Int64(value), speller) ?? text
        }
        if let token = FractionClass.classifyVulgar(at: 0, in: context), token.range.upperBound == context.text.count {
            return Verbalizer.verbalize(token.kind, with: speller) ?? text
        }
        guard let literal = context.lexicon.read(context.text, at: 0) else { return text }
        if let token = FractionClass.classify(literal, in: context), token.range.upperBound == context.text.count {
            return Verbalizer.verbalize(token.kind, with: speller) ?? text
        }
        guard literal.range.upperBound == context.text.count else { return text }
        if let components = literal.version { return speller.version(components.map { $0[...] }) ?? text }
        return spell(literal: literal, speller) ?? text
    }

    /// A `Double`, read from its shortest exact decimal representation ("0.1", not
    /// "0.1000000000000000055"). NaN and infinities come back as "nan", "inf", "-inf".
    public func format(_ value: Double) -> String {
        guard value.isFinite else { return String(describing: value) }
        if value == value.rounded(.towardZero), abs(value) < 9.2e18 { return format(Int64(value)) }
        let description = String(describing: value)
        guard !description.utf8.contains(UInt8(ascii: "e")) else { return description }
        return format(plainDecimal: description)
    }

    /// A `Decimal`, read exactly as its digits are ("0.10" is "0.1"): fr "un virgule cinq",
    /// en "one point five", ru "одна целая пять десятых" for 1.5. NaN comes back as "NaN".
    public func format(_ value: Decimal) -> String {
        guard !value.isNaN else { return "NaN" }
        return format(plainDecimal: value.description)
    }

    /// "-12.05": an optional minus, digits, and an optional period and digits, as Swift writes
    /// numbers whatever the locale.
    private func format(plainDecimal description: String) -> String {
        guard let speller else { return description }
        let negative = description.hasPrefix("-")
        let parts = description.drop { $0 == "-" }.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy({ $0.isASCII && $0.isNumber }) }) else { return description }
        let literal = NumberLiteral(range: 0..<description.unicodeScalars.count, negative: negative,
                                    integer: String(parts[0]), fraction: parts.count == 2 ? String(parts[1]) : nil)
        return spell(literal: literal, speller) ?? description
    }

    /// A fraction: fr "trois quarts", en "three quarters", ru "три четвёртых".
    public func format(numerator: Int, denominator: Int) -> String {
        guard let speller,
              let words = speller.fraction(whole: nil, numerator: Int64(clamping: numerator.magnitude), denominator: Int64(denominator), negative: numerator < 0)
        else { return "\(numerator)/\(denominator)" }
        return words
    }

    /// The CLDR plural category of an integer, for choosing the noun form that follows it.
    /// ru: 1 -> `.one`, 3 -> `.few`, 5 -> `.many`; fr: 0 and 1 -> `.one`; en: 1 -> `.one`.
    public func pluralCategory<Value: BinaryInteger>(_ value: Value) -> PluralCategory {
        guard let speller, let number = Int64(exactly: value) else { return .other }
        return speller.pluralCategory(number)
    }

    /// The CLDR plural category of a written decimal: ru "1,5" -> `.other`, fr "1,5" -> `.one`.
    public func pluralCategory(_ text: String) -> PluralCategory {
        guard let speller else { return .other }
        let cursor = TextCursor(text.trimmingSpaces())
        guard let literal = speller.lexicon.read(cursor, at: 0), literal.range.upperBound == cursor.count else { return .other }
        let plain = (literal.negative ? "-" : "") + literal.integer + (literal.fraction.map { ".\($0)" } ?? "")
        return speller.pluralCategory(decimal: plain)
    }

    // MARK: Internals

    private func spell(_ value: Int64, _ speller: NumberSpeller) -> String? {
        switch notation {
        case .cardinal:
            return speller.cardinal(value, agreement)
        case .ordinal:
            return speller.ordinal(value, agreement)
        case .year:
            return speller.year(value)
        case .percent:
            let digits = String(value.magnitude)
            return speller.percent(integer: digits[...], fraction: "", negative: value < 0)
        case .digits:
            let digits = speller.digits(String(value.magnitude))
            return value < 0 ? "\(speller.rules.minus) \(digits)" : digits
        }
    }

    private func spell(literal: NumberLiteral, _ speller: NumberSpeller) -> String? {
        let integer = literal.integer[...]
        if notation == .percent {
            return speller.percent(integer: integer, fraction: (literal.fraction ?? "")[...], negative: literal.negative)
        }
        if notation == .digits {
            let digits = speller.digits(literal.integer + (literal.fraction ?? ""))
            return literal.negative ? "\(speller.rules.minus) \(digits)" : digits
        }
        if let fraction = literal.fraction {
            return speller.decimal(integer: integer, fraction: fraction[...], negative: literal.negative)
        }
        if integer.count > 1, integer.first == "0" {
            let digits = speller.digits(integer)
            return literal.negative ? "\(speller.rules.minus) \(digits)" : digits
        }
        if let value = Int64(integer) {
            return spell(literal.negative ? -value : value, speller)
        }
        return speller.cardinal(digits: integer, negative: literal.negative, agreement)
    }
}

extension String {
    func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
