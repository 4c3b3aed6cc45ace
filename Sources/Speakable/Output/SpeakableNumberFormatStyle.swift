import Foundation

/// The `FormatStyle` of integers, floating-point numbers and `Decimal`: the number as words.
///
/// Made by `.speakable(locale:)` on the number's type; its modifiers return a modified copy, as
/// Foundation's number styles do. `format` never throws; an unsupported locale gives the digits.
///
/// ```swift
/// let fr = Locale(identifier: "fr_FR"), en = Locale(identifier: "en_US"), ru = Locale(identifier: "ru_RU")
/// 21.formatted(.speakable(locale: fr).gender(.feminine))            // "vingt et une"
/// 22.formatted(.speakable(locale: en).ordinal())                   // "twenty-second"
/// 2.formatted(.speakable(locale: ru).grammaticalCase(.genitive))   // "двух"
/// 1.5.formatted(.speakable(locale: ru))                            // "одна целая пять десятых"
/// Decimal(string: "0.25")!.formatted(.speakable(locale: en))       // "zero point two five"
/// ```
public struct SpeakableNumberFormatStyle<Value: Sendable & Hashable & Codable>: FormatStyle, Sendable, Hashable, Codable {
    /// The number style: locale, notation, gender, case, plural.
    public var number: SpeakableNumber

    /// A style that speaks values the way `number` says.
    public init(_ number: SpeakableNumber) {
        self.number = number
    }

    /// The value in words. Integers beyond 64 bits and non-numeric values are spoken from their
    /// decimal digits.
    public func format(_ value: Value) -> String {
        switch value {
        case let value as Int: return number.format(Int64(value))
        case let value as Int64: return number.format(value)
        case let value as Double: return number.format(value)
        case let value as Float: return number.format(Double("\(value)") ?? Double(value))
        case let value as Decimal: return number.format(value)
        case let value as any BinaryInteger: return number.format(value)
        default: return number.format(String(describing: value))
        }
    }

    /// The same style in another locale.
    public func locale(_ locale: Locale) -> Self { Self(number.locale(locale)) }
    /// Cardinal numbers ("vingt et un", "twenty-one", "двадцать один"); the default.
    public func cardinal() -> Self { Self(number.cardinal()) }
    /// Ordinal numbers ("vingt et unième", "twenty-first", "двадцать первый").
    public func ordinal() -> Self { Self(number.ordinal()) }
    /// Years: en "nineteen eighty-four"; fr and ru read years as cardinals.
    public func year() -> Self { Self(number.year()) }
    /// Percentages ("vingt-cinq pour cent", "twenty-five percent", "двадцать пять процентов").
    public func percent() -> Self { Self(number.percent()) }
    /// One digit at a time ("zéro zéro sept", "zero zero seven", "ноль ноль семь").
    public func digits() -> Self { Self(number.digits()) }
    /// The gender of the noun the number agrees with: fr/ru `.feminine` gives "une", "одна".
    public func gender(_ gender: Gender) -> Self { Self(number.gender(gender)) }
    /// The case of the noun the number agrees with (Russian): `.genitive` gives "двух".
    public func grammaticalCase(_ grammaticalCase: GrammaticalCase) -> Self { Self(number.grammaticalCase(grammaticalCase)) }
    /// Plural agreement: fr "premières", ru "первые", ru pluralia tantum "одни".
    public func plural(_ isPlural: Bool = true) -> Self { Self(number.plural(isPlural)) }

    /// Decodes as ``SpeakableNumber`` does, strictly.
    public init(from decoder: any Decoder) throws {
        self.init(try SpeakableNumber(from: decoder))
    }

    /// Encodes as ``SpeakableNumber`` does.
    public func encode(to encoder: any Encoder) throws {
        try number.encode(to: encoder)
    }
}
