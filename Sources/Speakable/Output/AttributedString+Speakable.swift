import Foundation

/// Attributes Speakable sets on attributed strings.
///
/// ```swift
/// let spoken = SpeakableText("Ouvrez Settings", locale: Locale(identifier: "fr_FR")).attributedString
/// spoken.runs.map(\.speechLanguage)   // ["fr-FR", "en"]: "Ouvrez ", "Settings"
/// // en "Open Paramètres généraux": ["en-US", "fr"]; ru "Откройте Settings": ["ru-RU", "en"]
/// SpeakableText("Il reste 21 min", locale: Locale(identifier: "fr_FR")).attributedString.runs.map(\.semioticClass)
/// // [nil, .duration]: "Il reste ", "vingt et une minutes"
/// // en "21 min left": [.duration, nil]; ru "Осталось 21 мин": [nil, .duration] ("двадцать одна минута")
/// ```
public struct SpeakableAttributes: AttributeScope {
    /// The BCP-47 language a run should be spoken in.
    public let speechLanguage: SpeechLanguageAttribute
    /// The kind of entity a run was spoken from.
    public let semioticClass: SemioticClassAttribute

    /// The key of ``speechLanguage``: a BCP-47 tag ("fr-FR", "en", "ru-RU") on every run.
    public enum SpeechLanguageAttribute: CodableAttributedStringKey {
        /// A BCP-47 language tag.
        public typealias Value = String
        /// "Speakable.speechLanguage", the key's name when encoded.
        public static let name = "Speakable.speechLanguage"
    }

    /// The key of ``semioticClass``: set on the runs spoken from an entity, absent elsewhere.
    public enum SemioticClassAttribute: CodableAttributedStringKey {
        /// The kind of entity.
        public typealias Value = SemioticClass
        /// "Speakable.semioticClass", the key's name when encoded.
        public static let name = "Speakable.semioticClass"
    }
}

extension AttributeScopes {
    /// Speakable's attributes: `speechLanguage`, `semioticClass`.
    public var speakable: SpeakableAttributes.Type { SpeakableAttributes.self }
}

extension AttributeDynamicLookup {
    /// Speakable's attributes by name on a run: `run.speechLanguage`, `run.semioticClass`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<SpeakableAttributes, T>) -> T {
        self[T.self]
    }
}

extension SpeakableText {
    /// The spoken text with its language on every run, and each spoken entity's class.
    ///
    /// ```swift
    /// let spoken = SpeakableText("Il reste 21 minutes", locale: "fr").attributedString
    /// spoken.runs.map(\.speechLanguage)   // ["fr", "fr", "fr"]
    /// // en "3 items": runs "three" (.cardinal) and " items"; ru "3 файла": "три" and " файла"
    /// ```
    public var attributedString: AttributedString {
        var output = AttributedString()
        var copied = text.startIndex
        func append(_ piece: Substring, language: String, semioticClass: SemioticClass?) {
            guard !piece.isEmpty else { return }
            var run = AttributedString(piece)
            run.speechLanguage = language
            if let semioticClass { run.semioticClass = semioticClass }
            output.append(run)
        }
        for span in spans {
            append(text[copied..<span.range.lowerBound], language: language, semioticClass: nil)
            append(text[span.range], language: span.language ?? language, semioticClass: span.semioticClass)
            copied = span.range.upperBound
        }
        append(text[copied...], language: language, semioticClass: nil)
        return output
    }

    /// The spoken text with `languageKey` set to each run's BCP-47 language where it differs from
    /// the text's. On Apple platforms `accessibilityAttributedText` passes the platform's key.
    ///
    /// ```swift
    /// SpeakableText("21 км", locale: "ru").attributedText(languageKey: key).string   // "двадцать один километр"
    /// // fr "21 minutes" -> "vingt et une minutes"; en "21 minutes" -> "twenty-one minutes"
    /// ```
    public func attributedText(languageKey: NSAttributedString.Key) -> NSAttributedString {
        let output = NSMutableAttributedString(string: text)
        for span in spans {
            guard let spanLanguage = span.language else { continue }
            output.addAttribute(languageKey, value: spanLanguage, range: NSRange(span.range, in: text))
        }
        return output
    }
}
