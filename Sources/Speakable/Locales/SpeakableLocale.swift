/// A locale Speakable can speak, parsed from a BCP-47 or ICU identifier ("fr-CH", "en_GB", "ru").
///
/// Unsupported languages give `nil`; the public API then returns its input unchanged.
struct SpeakableLocale: Hashable, Sendable {
    /// Lower-case language subtag: "fr", "en", "ru".
    let language: String
    /// Upper-case region subtag, if any: "BE", "GB".
    let region: String?

    /// ICU's locale id: "fr_BE".
    var icuIdentifier: String { region.map { "\(language)_\($0)" } ?? language }
    /// BCP-47 tag: "fr-BE".
    var bcp47: String { region.map { "\(language)-\($0)" } ?? language }

    init?(_ identifier: String) {
        let parts = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = parts.first?.lowercased(), LanguageResources.languages.contains(first) else { return nil }
        language = first
        // The region is the first 2-letter or 3-digit subtag after the language (a script such as
        // "Latn" may sit between them).
        region = parts.dropFirst().first(where: {
            ($0.count == 2 && $0.allSatisfy(\.isLetter)) || ($0.count == 3 && $0.allSatisfy(\.isNumber))
        })?.uppercased()
    }
}
