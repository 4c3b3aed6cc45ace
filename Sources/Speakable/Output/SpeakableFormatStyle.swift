import Foundation

/// The `FormatStyle` of UI text: the text as it should be spoken, every number, amount, unit,
/// date, time and abbreviation in words, everything else (printf placeholders included) as written.
///
/// App abbreviations can be part of the style's value (`abbreviations(_:)`), beside those
/// registered for the whole app with `Speakable.register(abbreviations:locale:)`; the style's win.
///
/// ```swift
/// let fr = Locale(identifier: "fr_FR"), en = Locale(identifier: "en_US"), ru = Locale(identifier: "ru_RU")
/// "Il reste 21 min".formatted(.speakable(locale: fr))     // "Il reste vingt et une minutes"
/// "Page 3 of 10".formatted(.speakable(locale: en))        // "Page three of ten"
/// "до 15 км".formatted(.speakable(locale: ru))            // "до пятнадцати километров"
/// "PTS 12".formatted(.speakable(locale: en).abbreviations(["PTS": "points"]))   // "points twelve"
/// ```
public struct SpeakableFormatStyle: FormatStyle, Sendable, Hashable, Codable {
    /// The locale identifier ("fr_FR", "en-GB", "ru").
    public private(set) var localeIdentifier: String
    /// The style's own abbreviations, written form to spoken words (exact, case-sensitive, whole
    /// words); they win over registered and built-in ones.
    public private(set) var abbreviations: [String: String] = [:]
    /// The abbreviations as the scanner reads them, built once per style value.
    private var table: AbbreviationTableBox?

    /// The style for `locale`; by default the user's current locale, read when the style is made.
    public init(locale: Locale = .autoupdatingCurrent) {
        self.init(locale: locale.identifier)
    }

    /// The style for a BCP-47 or ICU identifier ("fr", "en-GB", "ru_RU").
    public init(locale: String) {
        localeIdentifier = locale
    }

    /// The locale, as a Foundation `Locale`.
    public var locale: Locale { Locale(identifier: localeIdentifier) }

    /// `value` spoken: every number, amount, unit, date, time and abbreviation in words, with this
    /// style's abbreviations; unchanged for an unsupported locale.
    public func format(_ value: String) -> String {
        guard let table else { return Speakable.normalize(value, locale: localeIdentifier) }
        guard let speller = Speakable.speller(for: localeIdentifier) else { return value }
        return Normalizer(speller: speller, styleAbbreviations: table.table).normalize(value)
    }

    /// The same style in another locale.
    public func locale(_ locale: Locale) -> Self {
        var copy = self
        copy.localeIdentifier = locale.identifier
        return copy
    }

    /// This style with these abbreviations added (a later one replaces an earlier one of the same
    /// written form).
    public func abbreviations(_ abbreviations: [String: String]) -> Self {
        var copy = self
        copy.abbreviations.merge(abbreviations) { $1 }
        copy.table = copy.abbreviations.isEmpty ? nil : AbbreviationTableBox(copy.abbreviations)
        return copy
    }

    /// Whether both styles have the same locale identifier and abbreviations.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.localeIdentifier == rhs.localeIdentifier && lhs.abbreviations == rhs.abbreviations
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(localeIdentifier)
        hasher.combine(abbreviations)
    }

    private enum CodingKeys: String, CodingKey { case locale, abbreviations }

    /// Decodes the locale identifier and the abbreviations, if any.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(locale: try container.decode(String.self, forKey: .locale))
        self = abbreviations(try container.decodeIfPresent([String: String].self, forKey: .abbreviations) ?? [:])
    }

    /// Encodes the locale identifier, and the abbreviations when there are any:
    /// `{"locale":"fr_FR"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(localeIdentifier, forKey: .locale)
        if !abbreviations.isEmpty { try container.encode(abbreviations, forKey: .abbreviations) }
    }
}

/// A style's abbreviations as a lookup table, shared by the copies of the style.
final class AbbreviationTableBox: Sendable {
    let table: SymbolTable<[AbbreviationClass.Entry]>

    init(_ abbreviations: [String: String]) {
        table = AbbreviationRegistry.table(abbreviations)
    }
}
