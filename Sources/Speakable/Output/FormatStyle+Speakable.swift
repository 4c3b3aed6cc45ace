import Foundation

// The `.speakable(...)` members, as Foundation's `.number` and `.dateTime`: each input type finds
// its style by the value it formats. Every member takes a `Locale` (by default the user's current
// one) or, as a convenience, a locale identifier.

extension FormatStyle where Self == SpeakableFormatStyle {
    /// UI text as it should be spoken: fr "Il reste 21 min" -> "Il reste vingt et une minutes",
    /// en "Page 3 of 10" -> "Page three of ten", ru "до 15 км" -> "до пятнадцати километров".
    public static func speakable(locale: Locale = .autoupdatingCurrent) -> Self { SpeakableFormatStyle(locale: locale) }
    /// UI text as it should be spoken, for a locale identifier ("fr", "en-GB", "ru_RU").
    public static func speakable(locale: String) -> Self { SpeakableFormatStyle(locale: locale) }
}

extension FormatStyle {
    /// An integer as words: `21.formatted(.speakable(locale: ru).gender(.feminine))` is
    /// "двадцать одна"; fr "vingt et une"; en `22.formatted(.speakable(locale: en).ordinal())` is
    /// "twenty-second".
    public static func speakable<Value: BinaryInteger & Sendable & Codable>(locale: Locale = .autoupdatingCurrent) -> Self
        where Self == SpeakableNumberFormatStyle<Value> { SpeakableNumberFormatStyle(SpeakableNumber(locale: locale)) }

    /// An integer as words, for a locale identifier ("fr", "en-GB", "ru_RU").
    public static func speakable<Value: BinaryInteger & Sendable & Codable>(locale: String) -> Self
        where Self == SpeakableNumberFormatStyle<Value> { SpeakableNumberFormatStyle(SpeakableNumber(locale: locale)) }

    /// An integer in a number style: `21.formatted(.speakable(SpeakableNumber(locale: fr).ordinal()))`
    /// is "vingt et unième"; en "twenty-first"; ru "двадцать первый".
    public static func speakable<Value: BinaryInteger & Sendable & Codable>(_ number: SpeakableNumber) -> Self
        where Self == SpeakableNumberFormatStyle<Value> { SpeakableNumberFormatStyle(number) }

    /// A floating-point number as words, from its shortest exact decimal form: 1.5 is
    /// fr "un virgule cinq", en "one point five", ru "одна целая пять десятых".
    public static func speakable<Value: BinaryFloatingPoint & Sendable & Codable>(locale: Locale = .autoupdatingCurrent) -> Self
        where Self == SpeakableNumberFormatStyle<Value> { SpeakableNumberFormatStyle(SpeakableNumber(locale: locale)) }

    /// A floating-point number as words, for a locale identifier ("fr", "en-GB", "ru_RU").
    public static func speakable<Value: BinaryFloatingPoint & Sendable & Codable>(locale: String) -> Self
        where Self == SpeakableNumberFormatStyle<Value> { SpeakableNumberFormatStyle(SpeakableNumber(locale: locale)) }

    /// A floating-point number in a number style (`.percent()`: 12.5 is "twelve point five percent").
    public static func speakable<Value: BinaryFloatingPoint & Sendable & Codable>(_ number: SpeakableNumber) -> Self
        where Self == SpeakableNumberFormatStyle<Value> { SpeakableNumberFormatStyle(number) }
}

extension FormatStyle where Self == SpeakableNumberFormatStyle<Decimal> {
    /// A `Decimal` as words, exactly as its digits: 0.25 is fr "zéro virgule vingt-cinq",
    /// en "zero point two five", ru "ноль целых двадцать пять сотых".
    public static func speakable(locale: Locale = .autoupdatingCurrent) -> Self { SpeakableNumberFormatStyle(SpeakableNumber(locale: locale)) }
    /// A `Decimal` as words, for a locale identifier ("fr", "en-GB", "ru_RU").
    public static func speakable(locale: String) -> Self { SpeakableNumberFormatStyle(SpeakableNumber(locale: locale)) }
    /// A `Decimal` in a number style.
    public static func speakable(_ number: SpeakableNumber) -> Self { SpeakableNumberFormatStyle(number) }
}

extension FormatStyle where Self == SpeakableNumber {
    /// A number written as text, read as the locale writes it: "54 038 921,7" (fr, ru),
    /// "54,038,921.7" (en), "½", "XIV".
    public static func speakableNumber(locale: Locale = .autoupdatingCurrent) -> Self { SpeakableNumber(locale: locale) }
    /// A number written as text, for a locale identifier ("fr", "en-GB", "ru_RU").
    public static func speakableNumber(locale: String) -> Self { SpeakableNumber(locale: locale) }
}

extension FormatStyle where Self == SpeakableDate {
    /// A date and time as words: 2015-04-01 05:30 UTC is fr "premier avril deux mille quinze à
    /// cinq heures trente", en "April first, twenty fifteen at five thirty AM", ru "первое апреля
    /// две тысячи пятнадцатого года, пять часов тридцать минут".
    public static func speakable(locale: Locale = .autoupdatingCurrent, timeZone: TimeZone = .autoupdatingCurrent) -> Self {
        SpeakableDate(locale: locale, timeZone: timeZone)
    }
    /// A date and time as words, for a locale identifier ("fr", "en-GB", "ru_RU").
    public static func speakable(locale: String, timeZone: TimeZone = .autoupdatingCurrent) -> Self {
        SpeakableDate(locale: locale, timeZone: timeZone)
    }
}

extension FormatStyle where Self == SpeakableDuration {
    /// A duration as words: `.seconds(5400)` is fr "une heure trente minutes", en "one hour thirty
    /// minutes", ru "один час тридцать минут".
    public static func speakable(locale: Locale = .autoupdatingCurrent) -> Self { SpeakableDuration(locale: locale) }
    /// A duration as words, for a locale identifier ("fr", "en-GB", "ru_RU").
    public static func speakable(locale: String) -> Self { SpeakableDuration(locale: locale) }
}

extension FormatStyle where Self == SpeakablePhoneNumber {
    /// A phone number read in groups: fr "06.11.22.33.06" -> "zéro six, onze, vingt-deux,
    /// trente-trois, zéro six"; en "+1 212-555-0123"; ru "+7 (912) 345-67-89".
    public static func speakablePhoneNumber(locale: Locale = .autoupdatingCurrent) -> Self { SpeakablePhoneNumber(locale: locale) }
    /// A phone number read in groups, for a locale identifier ("fr", "en-GB", "ru_RU").
    public static func speakablePhoneNumber(locale: String) -> Self { SpeakablePhoneNumber(locale: locale) }
}
