import Foundation

/// Formats UI text as it should be spoken: `text.formatted(.speakable(locale: "fr"))`.
///
/// ```swift
/// "Il reste 21 minutes".formatted(.speakable(locale: "fr"))   // "Il reste vingt et une minutes"
/// "Page 3 of 10".formatted(.speakable(locale: "en"))          // "Page three of ten"
/// "21 км".formatted(.speakable(locale: Locale(identifier: "ru_RU")))   // "двадцать один километр"
/// ```
public struct SpeakableFormatStyle: FormatStyle, Sendable, Hashable, Codable {
    /// BCP-47 or ICU identifier.
    public var locale: String

    public init(locale: String) { self.locale = locale }

    public func format(_ value: String) -> String {
        Speakable.normalize(value, locale: locale)
    }

    public func locale(_ locale: Locale) -> SpeakableFormatStyle {
        SpeakableFormatStyle(locale: locale.identifier)
    }
}

/// Formats a number as words: `520215.formatted(.speakable(locale: "ru"))`.
///
/// ```swift
/// 21.formatted(.speakable(locale: "fr"))        // "vingt et un"
/// 520215.formatted(.speakable(locale: "en"))    // "five hundred twenty thousand two hundred fifteen"
/// 520215.formatted(.speakable(locale: "ru"))    // "пятьсот двадцать тысяч двести пятнадцать"
/// 1.5.formatted(.speakable(locale: "ru"))       // "одна целая пять десятых"
/// ```
public struct SpeakableNumberFormatStyle<Value: Sendable & Hashable & Codable>: FormatStyle, Sendable, Hashable {
    /// The number style: locale, gender, case, ordinal...
    public var number: SpeakableNumber
    private let convert: Conversion

    enum Conversion: String, Sendable, Hashable, Codable { case integer, double }

    init(number: SpeakableNumber, convert: Conversion) {
        self.number = number
        self.convert = convert
    }

    public func format(_ value: Value) -> String {
        switch (convert, value) {
        case let (.double, value as Double): return number.format(value)
        default: return number.format(String(describing: value))
        }
    }

    public func locale(_ locale: Locale) -> Self {
        Self(number: SpeakableNumber(locale: locale.identifier), convert: convert)
    }
}

extension SpeakableNumberFormatStyle {
    private enum CodingKeys: String, CodingKey { case locale, notation, gender, grammaticalCase, plural, convert }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var number = SpeakableNumber(locale: try container.decode(String.self, forKey: .locale))
        switch try container.decode(String.self, forKey: .notation) {
        case SpeakableNumber.Notation.ordinal.rawValue: number = number.ordinal()
        case SpeakableNumber.Notation.year.rawValue: number = number.year()
        case SpeakableNumber.Notation.percent.rawValue: number = number.percent()
        case SpeakableNumber.Notation.digits.rawValue: number = number.digits()
        default: break
        }
        number = number.gender(try container.decode(Gender.self, forKey: .gender))
            .grammaticalCase(try container.decode(GrammaticalCase.self, forKey: .grammaticalCase))
            .plural(try container.decode(Bool.self, forKey: .plural))
        self.init(number: number, convert: try container.decode(Conversion.self, forKey: .convert))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(number.localeIdentifier, forKey: .locale)
        try container.encode(number.notation.rawValue, forKey: .notation)
        try container.encode(number.gender, forKey: .gender)
        try container.encode(number.grammaticalCase, forKey: .grammaticalCase)
        try container.encode(number.isPlural, forKey: .plural)
        try container.encode(convert, forKey: .convert)
    }
}

extension FormatStyle where Self == SpeakableFormatStyle {
    /// UI text as it should be spoken.
    public static func speakable(locale: String) -> SpeakableFormatStyle { SpeakableFormatStyle(locale: locale) }
    /// UI text as it should be spoken.
    public static func speakable(locale: Locale) -> SpeakableFormatStyle { SpeakableFormatStyle(locale: locale.identifier) }
}

extension FormatStyle where Self == SpeakableNumberFormatStyle<Int> {
    /// The number as words.
    public static func speakable(locale: String) -> Self { Self(number: SpeakableNumber(locale: locale), convert: .integer) }
    /// The number as words.
    public static func speakable(locale: Locale) -> Self { speakable(locale: locale.identifier) }
    /// The number as words, in a number style (ordinal, gender, case).
    public static func speakable(_ number: SpeakableNumber) -> Self { Self(number: number, convert: .integer) }
}

extension FormatStyle where Self == SpeakableNumberFormatStyle<Int64> {
    /// The number as words.
    public static func speakable(locale: String) -> Self { Self(number: SpeakableNumber(locale: locale), convert: .integer) }
    /// The number as words.
    public static func speakable(locale: Locale) -> Self { speakable(locale: locale.identifier) }
    /// The number as words, in a number style (ordinal, gender, case).
    public static func speakable(_ number: SpeakableNumber) -> Self { Self(number: number, convert: .integer) }
}

extension FormatStyle where Self == SpeakableNumberFormatStyle<Double> {
    /// The number as words.
    public static func speakable(locale: String) -> Self { Self(number: SpeakableNumber(locale: locale), convert: .double) }
    /// The number as words.
    public static func speakable(locale: Locale) -> Self { speakable(locale: locale.identifier) }
    /// The number as words, in a number style (ordinal, gender, case).
    public static func speakable(_ number: SpeakableNumber) -> Self { Self(number: number, convert: .double) }
}
