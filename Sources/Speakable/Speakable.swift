/// Speakable turns UI text into what a screen reader should say, in French, English and Russian.
///
/// ```swift
/// Speakable.normalize("Population : 520 215 habitants", locale: "fr")
/// // "Population : cinq cent vingt mille deux cent quinze habitants"
/// Speakable.normalize("Population: 520,215", locale: "en")
/// // "Population: five hundred twenty thousand two hundred fifteen"
/// Speakable.normalize("Население: 520 215 человек", locale: "ru")
/// // "Население: пятьсот двадцать тысяч двести пятнадцать человек"
/// ```
public enum Speakable {
    /// Locales Speakable speaks (languages; regional variants such as fr-CH and en-GB are honoured).
    /// The languages are the folders of `Resources/` compiled into the library: ["en", "fr", "ru"].
    public static var supportedLanguages: [String] { LanguageResources.languages }

    /// Decodes every language's data strictly and throws the first error (file, line, column, what
    /// was expected). The data is compiled in and tested, so this throws only for a build whose
    /// `Resources/` were edited without running the tests; the CLI calls it before any work.
    /// `locales` nil checks every language and the foreign-span model; otherwise the languages of
    /// those locales only.
    public static func validateLanguageData(locales: [String]? = nil) throws(LanguageDataError) {
        let languages = locales.map { $0.compactMap { SpeakableLocale($0)?.language } } ?? supportedLanguages
        for language in languages {
            // (Every table: a language's tables are otherwise built on first use.)
            switch LanguageData.loadResult(language) {
            case let .success(data): try data.validate()
            case let .failure(error): throw error
            case nil: break
            }
        }
        if locales == nil { _ = try ForeignLanguageModel() }
    }

    /// Whether `locale` (BCP-47 or ICU id) is one Speakable speaks.
    public static func isSupported(locale: String) -> Bool {
        speller(for: locale) != nil
    }

    /// Engines by identifier as given, so that a call does not parse the identifier again.
    static let spellersByIdentifier = LockedCache<String, NumberSpeller?>(limit: 64)

    /// The engine for an identifier as given: first the calling thread's last few identifiers (no
    /// lock), then the shared cache, then parsing and building.
    @inline(__always)
    static func speller(for identifier: String) -> NumberSpeller? {
        if let recent = PerThread.withState({ $0.recentSpellers.speller(for: identifier) }) { return recent }
        return sharedSpeller(for: identifier)
    }

    @inline(never)
    private static func sharedSpeller(for identifier: String) -> NumberSpeller? {
        let speller = spellersByIdentifier.value(for: identifier) { SpeakableLocale(identifier).flatMap(NumberSpeller.shared(for:)) }
        PerThread.withState { $0.recentSpellers.store(speller, for: identifier) }
        return speller
    }

    /// `text` with its numbers spoken; unchanged for an unsupported locale.
    ///
    /// printf placeholders (`%d`, `%1$@`, `%lld`, `%%`, `%#@var@`) and all other text are kept exactly.
    /// A string normalized twice within a while is kept in the calling thread's bounded memo, so a
    /// label shown again costs a lookup, not a scan (see "Speed and threads" in the overview).
    /// `Speakable.normalize("Il reste 21 %", locale: "fr")` is "Il reste vingt et un pour cent";
    /// en "Chapter IV" -> "Chapter four"; ru "XXI век" -> "двадцать первый век".
    public static func normalize(_ text: String, locale: String) -> String {
        if let spoken = PerThread.withState({ state in
            state.recentSpellers.withSpeller(for: locale) { Normalizer.normalizeMemoized(text, speller: $0) }
        }) { return spoken }
        guard let speller = speller(for: locale) else { return text }
        return Normalizer.normalizeMemoized(text, speller: speller)
    }

    /// `normalize(_:locale:)` without the calling thread's memo of texts: the full scan every
    /// time, for benchmarks and tests that compare the two.
    ///
    /// ```swift
    /// @_spi(Benchmarks) import Speakable
    /// Speakable.normalizeWithoutMemo("Toutes les 12 heures", locale: "fr")  // "Toutes les douze heures"
    /// Speakable.normalizeWithoutMemo("Every 12 hours", locale: "en")        // "Every twelve hours"
    /// Speakable.normalizeWithoutMemo("Каждые 12 часов", locale: "ru")       // "Каждые двенадцать часов"
    /// ```
    @_spi(Benchmarks)
    public static func normalizeWithoutMemo(_ text: String, locale: String) -> String {
        guard let speller = speller(for: locale) else { return text }
        return Normalizer(speller: speller).normalize(text)
    }

    /// Adds app-specific abbreviations for a language; they win over the built-in lexicon and over
    /// earlier registrations of the same written form. Matching is exact (case-sensitive), on
    /// whole words.
    ///
    /// ```swift
    /// Speakable.register(abbreviations: ["PTS": "points", "GD": "goal difference"], locale: "en")
    /// Speakable.normalize("PTS 12", locale: "en")   // "points twelve"
    /// Speakable.register(abbreviations: ["PTS": "points"], locale: "fr")   // "PTS 12" -> "points douze"
    /// Speakable.register(abbreviations: ["О": "очки"], locale: "ru")      // "О 12" -> "очки двенадцать"
    /// ```
    public static func register(abbreviations: [String: String], locale: String) {
        guard let language = SpeakableLocale(locale)?.language else { return }
        AbbreviationRegistry.register(abbreviations, language: language)
    }

    /// Removes every abbreviation the app registered for `locale`'s language.
    public static func removeRegisteredAbbreviations(locale: String) {
        guard let language = SpeakableLocale(locale)?.language else { return }
        AbbreviationRegistry.removeAll(language: language)
    }

    /// Opens, at launch, every spell-out rule set and plural rule that calls in these locales can
    /// reach (cardinals and ordinals in every gender, case and number, years; ICU's rules, run by
    /// the Swift interpreter), loads the language data and runs one sample through the text
    /// pipeline, so that no later call opens anything (`ICUOpenCounter` counts it in the tests).
    ///
    /// It costs what the first calls would: about 9 ms for French or English and 14 ms for Russian,
    /// and adds about 3 MB of resident memory (4 MB for Russian), the tagging model included
    /// (`speakable benchmark --operation prewarm_memory`). Call it off the main thread.
    ///
    /// ```swift
    /// Task.detached(priority: .utility) { Speakable.prewarm(locales: ["fr-FR", "en-US", "ru-RU"]) }
    /// ```
    public static func prewarm(locales: [String]) {
        prewarm(locales: locales, includingTagging: true)
    }

    /// `prewarm(locales:)`, with the foreign-span model used by `SpeakableText` loaded only when
    /// `includingTagging` is true (an app that only calls `normalize` and the number styles does
    /// not need it).
    public static func prewarm(locales: [String], includingTagging: Bool) {
        for identifier in locales {
            guard let locale = SpeakableLocale(identifier), let speller = NumberSpeller.shared(for: locale) else { continue }
            for kind in [NumberSpeller.Kind.cardinal, .ordinal] {
                for gender in Gender.allCases {
                    for grammaticalCase in GrammaticalCase.allCases {
                        for plural in [false, true] {
                            _ = speller.speller(kind, Agreement(gender: gender, grammaticalCase: grammaticalCase, plural: plural))
                        }
                    }
                }
            }
            _ = speller.speller(.year, .default)
            // One-time work of the text pipeline (lazy tables, type metadata) on this thread.
            _ = normalize(prewarmSample, locale: identifier)
        }
        // The foreign-span model used by SpeakableText. Its tables are read in place from the
        // binary (their pages come in as tagging reads them); loading it builds the index of its
        // hundred-odd multi-word phrases.
        if includingTagging, !locales.isEmpty { _ = ForeignLanguageModel.shared }
    }

    /// Touches the common classes: counts, decimals, percentages, dates, times, ordinals.
    private static let prewarmSample = "21 min, 3,5 %, 1.5, 01.04.2015 17:45, 2nd, 5-го, 1er"
}
