import Foundation

/// A phone number style: a phone number string read for a screen reader.
///
/// A `FormatStyle` of strings (Codable). `format` never throws: text that is not a phone number
/// is returned as given.
///
/// ```swift
/// "+33 6 12 34 56 78".formatted(.speakablePhoneNumber(locale: Locale(identifier: "fr_FR")))
/// // "plus trente-trois, six, douze, trente-quatre, cinquante-six, soixante-dix-huit"
/// SpeakablePhoneNumber(locale: "fr").format("06.11.22.33.06")
/// // "zéro six, onze, vingt-deux, trente-trois, zéro six"
/// SpeakablePhoneNumber(locale: "en").format("+1 212-555-0123")
/// // "plus one, two one two, five five five, zero one two three"
/// SpeakablePhoneNumber(locale: "ru").format("+7 (912) 345-67-89")
/// // "плюс семь, девятьсот двенадцать, триста сорок пять, шестьдесят семь, восемьдесят девять"
/// ```
public struct SpeakablePhoneNumber: FormatStyle, Sendable, Hashable, Codable {
    /// The locale identifier ("fr_FR", "en-GB", "ru").
    public let localeIdentifier: String

    /// The style for a BCP-47 or ICU identifier ("fr", "en-GB", "ru_RU").
    public init(locale: String) {
        self.localeIdentifier = locale
    }

    /// The style for `locale`; by default the user's current locale.
    public init(locale: Locale = .autoupdatingCurrent) {
        self.init(locale: locale.identifier)
    }

    /// The locale, as a Foundation `Locale`.
    public var locale: Locale { Locale(identifier: localeIdentifier) }

    /// The same style in another locale.
    public func locale(_ locale: Locale) -> Self { Self(locale: locale) }

    /// The spoken number; any grouping is accepted here (the caller says it is a phone number),
    /// but the whole string must be one.
    public func format(_ phoneNumber: String) -> String {
        guard let speller = Speakable.speller(for: localeIdentifier) else { return phoneNumber }
        let trimmed = phoneNumber.trimmingSpaces()
        let text = TextCursor(trimmed)
        guard let (parsed, end) = TelephoneClass.parse(text, at: 0, rules: speller.data.phones), end == text.count,
              let words = TelephoneClass.verbalize(parsed, with: speller) else { return phoneNumber }
        return words
    }
}
