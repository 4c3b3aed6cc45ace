import Foundation

// The entry points of `Speakable` with Foundation `Locale`s, as app code holds them; the forms
// taking identifiers ("fr", "en-GB", "ru_RU") are conveniences beside these. A locale is read as
// its identifier when the call is made.

extension Speakable {
    /// `text` with its numbers spoken, in `locale` (by default the user's current locale):
    /// `Speakable.normalize("21 км", locale: Locale(identifier: "ru_RU"))` is
    /// "двадцать один километр"; fr "21 min" -> "vingt et une minutes"; en "21 min" ->
    /// "twenty-one minutes". Unchanged for an unsupported locale.
    public static func normalize(_ text: String, locale: Locale = .autoupdatingCurrent) -> String {
        normalize(text, locale: locale.identifier)
    }

    /// Decodes the language data of these locales strictly and throws the first error (file,
    /// line, column, what was expected): see `validateLanguageData(locales:)` with identifiers.
    public static func validateLanguageData(locales: [Locale]) throws(LanguageDataError) {
        try validateLanguageData(locales: locales.map(\.identifier))
    }

    /// Whether `locale` is one Speakable speaks (fr, en and ru, with their regions).
    public static func isSupported(locale: Locale) -> Bool {
        isSupported(locale: locale.identifier)
    }

    /// Adds app-specific abbreviations for `locale`'s language: en `["PTS": "points"]` makes
    /// "PTS 12" "points twelve"; fr "points douze"; ru `["О": "очки"]`, "очки двенадцать".
    public static func register(abbreviations: [String: String], locale: Locale) {
        register(abbreviations: abbreviations, locale: locale.identifier)
    }

    /// Removes every abbreviation the app registered for `locale`'s language.
    public static func removeRegisteredAbbreviations(locale: Locale) {
        removeRegisteredAbbreviations(locale: locale.identifier)
    }

    /// Opens at launch what calls in these locales will need (see `prewarm(locales:)` with
    /// identifiers): `Speakable.prewarm(locales: [.autoupdatingCurrent])`.
    public static func prewarm(locales: [Locale]) {
        prewarm(locales: locales.map(\.identifier))
    }

    /// `prewarm(locales:)`, with the foreign-span model loaded only when `includingTagging` is true.
    public static func prewarm(locales: [Locale], includingTagging: Bool) {
        prewarm(locales: locales.map(\.identifier), includingTagging: includingTagging)
    }

    /// Formats like `String(format:)` in `locale`, then speaks the result:
    /// fr `("il y a %ldh", 5)` -> "il y a cinq heures"; en `("%d of %d songs", 3, 12)` ->
    /// "three of twelve songs"; ru `("%d км", 21)` -> "двадцать один километр".
    public static func format(_ format: String, _ arguments: Any..., locale: Locale) -> String {
        Self.format(format, arguments: arguments, locale: locale.identifier)
    }

    /// ``format(_:_:locale:)-(_,_,Locale)`` with the arguments in an array.
    public static func format(_ format: String, arguments: [Any], locale: Locale) -> String {
        Self.format(format, arguments: arguments, locale: locale.identifier)
    }

    /// `text` spoken, with its spans, in `locale`: see ``SpeakableText``.
    public static func analyze(_ text: String, locale: Locale, tagging: LanguageTagging = .default) -> SpeakableText {
        SpeakableText(text, locale: locale.identifier, tagging: tagging)
    }
}

extension SpeakableText {
    /// Speaks `source` in `locale` (by default the user's current locale), tagging the spans in
    /// another language: `SpeakableText("Open Paramètres généraux", locale: Locale(identifier: "en_US"))`
    /// tags "Paramètres généraux" as French; fr and ru likewise.
    public init(_ source: String, locale: Locale = .autoupdatingCurrent, tagging: LanguageTagging = .default) {
        self.init(source, locale: locale.identifier, tagging: tagging)
    }
}
