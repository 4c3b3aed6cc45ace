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
/// SpeakableText("Откройте Settings", locale: "ru").spans[0].language   // "en"
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
    ///
    /// ```swift
    /// let spoken = SpeakableText("Il reste 21 min", locale: Locale(identifier: "fr_FR"))
    /// let span = spoken.spans[0]
    /// spoken.source[span.sourceRange]   // "21 min"
    /// spoken.text[span.range]           // "vingt et une minutes"
    /// span.semioticClass                // .duration
    /// span.language                     // nil (the text's language)
    /// // en "21 min left": "twenty-one minutes"; ru "Осталось 21 мин": "двадцать одна минута"
    /// ```
    public struct Span: Sendable, Hashable {
        /// Where the span is in `text`.
        public let range: Range<String.Index>
        /// Where it came from in `source`.
        public let sourceRange: Range<String.Index>
        /// What kind of entity it was.
        public let semioticClass: SemioticClass
        /// The span's language (BCP-47) when it differs from the text's, else nil.
        public let language: String?

        /// A span at `range` in the spoken text, spoken from `sourceRange` of the source.
        public init(range: Range<String.Index>, sourceRange: Range<String.Index>, semioticClass: SemioticClass, language: String? = nil) {
            self.range = range
            self.sourceRange = sourceRange
            self.semioticClass = semioticClass
            self.language = language
        }
    }

    /// Speaks `source` in `locale` (BCP-47 or ICU id), tagging the spans in another language
    /// (`tagging` sets the app's exemptions and forced tags; `.disabled` turns tagging off). For an
    /// unsupported locale the text is kept as written, with no spans.
    ///
    /// Entities inside a foreign span are spoken in the span's language ("Top 10" in an English
    /// title inside French text is "Top ten").
    public init(_ source: String, locale: String, tagging: LanguageTagging = .default) {
        self.source = source
        guard let speller = Speakable.speller(for: locale) else {
            self.text = source
            self.language = locale.replacingUnderscores()
            self.spans = []
            return
        }
        language = speller.locale.bcp47
        let detected = tagging.isEnabled ? ForeignSpanDetector.spans(in: source, base: speller.locale.language, tagging: tagging) : []
        let foreign = detected.isEmpty ? [] : Self.fitted(detected, to: Normalizer(speller: speller).tokens(in: source), in: source)
        var output = ""
        var parts: [Normalizer.Rendered] = []
        var languages: [String?] = []
        // Base-language stretches are normalized with their entities as spans; each foreign span is
        // normalized in its own language (or kept) and becomes one span.
        var scalarIndex = source.unicodeScalars.startIndex
        var scalarOffset = 0
        func index(at offset: Int) -> String.Index {
            let target = source.unicodeScalars.index(scalarIndex, offsetBy: offset - scalarOffset)
            scalarIndex = target
            scalarOffset = offset
            return target
        }
        var copied = source.startIndex
        func appendBase(upTo end: String.Index) {
            guard copied < end else { return }
            let piece = String(source[copied..<end])
            var rendered: [Normalizer.Rendered]? = []
            let words = Normalizer(speller: speller).render(piece, recording: &rendered)
            let sourceBase = source.utf8.distance(from: source.startIndex, to: copied), outputBase = output.utf8.count
            for part in rendered ?? [] {
                parts.append(Normalizer.Rendered(source: (part.source.lowerBound + sourceBase)..<(part.source.upperBound + sourceBase),
                                                 output: (part.output.lowerBound + outputBase)..<(part.output.upperBound + outputBase),
                                                 semioticClass: part.semioticClass))
                languages.append(nil)
            }
            output += words
        }
        for span in foreign {
            let start = index(at: span.range.lowerBound), end = index(at: span.range.upperBound)
            appendBase(upTo: start)
            let piece = String(source[start..<end])
            let words = Speakable.speller(for: span.language).map { Normalizer(speller: $0).normalize(piece) } ?? piece
            let sourceStart = source.utf8.distance(from: source.startIndex, to: start), outputStart = output.utf8.count
            output += words
            parts.append(Normalizer.Rendered(source: sourceStart..<(sourceStart + piece.utf8.count),
                                             output: outputStart..<output.utf8.count, semioticClass: .foreign))
            languages.append(span.language)
            copied = end
        }
        if foreign.isEmpty {
            var rendered: [Normalizer.Rendered]? = []
            output = Normalizer(speller: speller).render(source, recording: &rendered)
            parts = rendered ?? []
            languages = Array(repeating: nil, count: parts.count)
        } else {
            appendBase(upTo: source.endIndex)
        }
        text = output
        let sourceBytes = source.utf8, textBytes = output.utf8
        spans = zip(parts, languages).map { part, spanLanguage in
            Span(range: textBytes.range(part.output), sourceRange: sourceBytes.range(part.source),
                 semioticClass: part.semioticClass, language: spanLanguage)
        }
    }

    /// Foreign spans fitted around the base language's entities: a span never cuts an entity or a
    /// placeholder, an entity at either end stays in the base language ("16 Go", "5 °C" are not
    /// foreign), and a span with no word of two letters left is dropped. Entities inside a span
    /// ("Top 10 Songs") are spoken in the span's language.
    static func fitted(_ spans: [LanguageSpan], to tokens: [Token], in source: String) -> [LanguageSpan] {
        let entities = tokens.filter { $0.semioticClass != .verbatim || source.unicodeScalars.dropFirst($0.range.lowerBound).first == "%" }
        let scalars = Array(source.unicodeScalars)
        func isLetter(_ index: Int) -> Bool { scalars[index].properties.isAlphabetic }
        return spans.compactMap { span in
            var lower = span.range.lowerBound, upper = span.range.upperBound
            var moved = true
            while moved && lower < upper {
                moved = false
                for token in entities where token.range.lowerBound <= lower && token.range.upperBound > lower {
                    lower = token.range.upperBound; moved = true
                }
                for token in entities where token.range.lowerBound < upper && token.range.upperBound >= upper {
                    upper = token.range.lowerBound; moved = true
                }
                while lower < upper, !isLetter(lower), !entities.contains(where: { $0.range.lowerBound == lower }) { lower += 1; moved = true }
                while lower < upper, !isLetter(upper - 1), !entities.contains(where: { $0.range.upperBound == upper }) { upper -= 1; moved = true }
            }
            guard lower < upper else { return nil }
            // A word of two letters outside the entities.
            var run = 0, hasWord = false
            for index in lower..<upper {
                let inEntity = entities.contains { $0.range.contains(index) }
                run = !inEntity && isLetter(index) ? run + 1 : 0
                if run >= 2 { hasWord = true; break }
            }
            return hasWord ? LanguageSpan(range: lower..<upper, language: span.language) : nil
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
    public static func analyze(_ text: String, locale: String, tagging: LanguageTagging = .default) -> SpeakableText {
        SpeakableText(text, locale: locale, tagging: tagging)
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

extension LanguageTagging {
    /// No language tagging: every span is in the text's language.
    public static let disabled: LanguageTagging = {
        var tagging = LanguageTagging()
        tagging.isEnabled = false
        return tagging
    }()
}
