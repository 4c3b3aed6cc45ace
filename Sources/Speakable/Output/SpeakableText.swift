/// What a screen reader should say for a string, with where each spoken part came from.
///
/// ```swift
/// let spoken = SpeakableText("Il reste 21 minutes", locale: "fr")
/// spoken.text                         // "Il reste vingt et une minutes"
/// spoken.spans[0].semioticClass       // .cardinal
/// spoken.source[spoken.spans[0].sourceRange]   // "21"
/// spoken.text[spoken.spans[0].range]           // "vingt et une"
/// SpeakableText("21 km", locale: "ru").text    // "двадцать один километр"
/// SpeakableText("Page 3 of 10", locale: "en").text   // "Page three of ten"
/// ```
public struct SpeakableText: Sendable, Hashable {
    /// The text as written.
    public let source: String
    /// The text as it should be spoken.
    public let text: String
    /// BCP-47 tag of the text's language ("fr-FR", "en", "ru"), as given or normalized from an ICU id.
    public let language: String
    /// The parts of `text` that differ from `source`, in order: spoken entities and spans in
    /// another language.
    public let spans: [Span]

    /// A part of the spoken text.
    public struct Span: Sendable, Hashable {
        /// Where the span is in `text`.
        public let range: Range<String.Index>
        /// Where it came from in `source`.
        public let sourceRange: Range<String.Index>
        /// What kind of entity it was.
        public let semioticClass: SemioticClass
        /// The span's language (BCP-47) when it differs from the text's, else nil.
        public let language: String?

        public init(range: Range<String.Index>, sourceRange: Range<String.Index>, semioticClass: SemioticClass, language: String? = nil) {
            self.range = range
            self.sourceRange = sourceRange
            self.semioticClass = semioticClass
            self.language = language
        }
    }

    /// Speaks `source` in `locale` (BCP-47 or ICU id). For an unsupported locale the text is kept
    /// as written, with no spans.
    public init(_ source: String, locale: String) {
        self.source = source
        guard let speller = Speakable.speller(for: locale) else {
            self.text = source
            self.language = locale.replacingUnderscores()
            self.spans = []
            return
        }
        language = speller.locale.bcp47
        var rendered: [Normalizer.Rendered]? = []
        text = Normalizer(speller: speller).render(source, recording: &rendered)
        let sourceBytes = source.utf8, textBytes = text.utf8
        spans = (rendered ?? []).map { part in
            Span(range: textBytes.range(part.output), sourceRange: sourceBytes.range(part.source),
                 semioticClass: part.semioticClass)
        }
    }

    /// Spans whose language differs from the text's.
    public var languageSpans: [Span] { spans.filter { $0.language != nil } }
}

extension Speakable {
    /// `text` spoken, with its spans: see ``SpeakableText``.
    ///
    /// ```swift
    /// Speakable.analyze("Vol AF 1234 à 17h45", locale: "fr").text
    /// // "Vol AF mille deux cent trente-quatre à dix-sept heures quarante-cinq"
    /// ```
    public static func analyze(_ text: String, locale: String) -> SpeakableText {
        SpeakableText(text, locale: locale)
    }
}

extension String.UTF8View {
    /// The string indices of a range of UTF-8 offsets (O(1) on native strings).
    func range(_ offsets: Range<Int>) -> Range<String.Index> {
        let lower = index(startIndex, offsetBy: offsets.lowerBound)
        return lower..<index(lower, offsetBy: offsets.count)
    }
}

extension String {
    func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
