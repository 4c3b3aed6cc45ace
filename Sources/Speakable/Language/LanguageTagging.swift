/// App-supplied language exemptions and forced tags.
///
/// Words and phrases are matched whole and case-insensitively, word by word ("privacy  settings"
/// matches "Privacy Settings"; punctuation between words is ignored).
///
/// ```swift
/// let tagging = LanguageTagging(allow: ["Dark Mode"], deny: ["Bonjour": "fr"])
/// // fr: "Activez le Dark Mode"      -> no span ("Dark Mode" is never tagged)
/// // en: "Bonjour, welcome back"     -> "Bonjour" tagged fr
/// // ru: "Откройте Dark Mode"        -> no span
/// ```
public struct LanguageTagging: Sendable, Hashable {
    /// Words or phrases never tagged (case-insensitive).
    public var allow: Set<String>
    /// Words or phrases always tagged: phrase -> BCP-47 language ("en", "fr", "ru").
    public var deny: [String: String]
    /// When false, no span is tagged at all.
    public var isEnabled: Bool = true

    /// Exemptions (`allow`: never tagged) and forced tags (`deny`: phrase -> BCP-47 language).
    public init(allow: Set<String> = [], deny: [String: String] = [:]) {
        self.allow = allow
        self.deny = deny
    }

    /// No exemption and no forced tag: the built-in lists only.
    public static let `default` = LanguageTagging()

    var hasPhrases: Bool { !allow.isEmpty || !deny.isEmpty }
}

/// A stretch of text in a language other than the base language.
struct LanguageSpan: Hashable, Sendable {
    /// Unicode-scalar offsets into the input (the convention of `Token.range`).
    var range: Range<Int>
    /// BCP-47: "en", "fr", "ru".
    var language: String
}

/// `LanguageTagging`'s phrases as word hashes, compiled once per distinct value.
struct CompiledTagging: Sendable {
    struct Phrase: Sendable {
        let words: [UInt64]
        /// nil: allowed (never tagged); else the forced language.
        let language: String?
    }

    /// Phrases by their first word, longest first.
    let phrases: [UInt64: [Phrase]]

    init(_ tagging: LanguageTagging) {
        var phrases: [UInt64: [Phrase]] = [:]
        func add(_ text: String, _ language: String?) {
            let words = WordHash.words(in: text)
            guard let first = words.first else { return }
            phrases[first, default: []].append(Phrase(words: words, language: language))
        }
        for phrase in tagging.allow.sorted() { add(phrase, nil) }
        for (phrase, language) in tagging.deny.sorted(by: { $0.key < $1.key }) { add(phrase, language.lowercased()) }
        self.phrases = phrases.mapValues { $0.sorted { $0.words.count > $1.words.count } }
    }

    private static let cache = LockedCache<LanguageTagging, CompiledTagging>(limit: 16)

    static func compiled(_ tagging: LanguageTagging) -> CompiledTagging {
        cache.value(for: tagging) { CompiledTagging(tagging) }
    }
}
