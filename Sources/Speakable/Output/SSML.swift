extension SpeakableText {
    /// The spoken text as an SSML 1.1 document, XML-escaped, with spans in another language in
    /// `<lang>` elements.
    ///
    /// ```swift
    /// SpeakableText("Il reste 5 min", locale: "fr-FR").ssml
    /// // <speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="fr-FR">Il reste cinq minutes</speak>
    /// SpeakableText("Tom & Jerry: 2 episodes", locale: "en").ssml
    /// // <speak … xml:lang="en">Tom &amp; Jerry: two episodes</speak>
    /// SpeakableText("Осталось 5 мин", locale: "ru").ssml
    /// // <speak … xml:lang="ru">Осталось пять минут</speak>
    /// ```
    public var ssml: String { ssml(languageElement: .lang) }

    /// The spoken text as an SSML document, spans in another language marked with `languageElement`.
    ///
    /// ```swift
    /// SpeakableText("Open Paramètres généraux now", locale: "en").ssml(languageElement: .voice)
    /// // <speak … xml:lang="en">Open <voice xml:lang="fr">Paramètres généraux</voice> now</speak>
    /// SpeakableText("Ouvrez Settings", locale: "fr").ssml(languageElement: .voice)
    /// // <speak … xml:lang="fr">Ouvrez <voice xml:lang="en">Settings</voice></speak>
    /// SpeakableText("Откройте Settings", locale: "ru").ssml(languageElement: .lang)
    /// // <speak … xml:lang="ru">Откройте <lang xml:lang="en">Settings</lang></speak>
    /// ```
    public func ssml(languageElement: SSMLLanguageElement) -> String {
        let element = languageElement.rawValue
        var output = "<speak version=\"1.1\" xmlns=\"http://www.w3.org/2001/10/synthesis\" xml:lang=\"\(Self.escaped(language[...]))\">"
        var copied = text.startIndex
        for span in spans {
            guard let spanLanguage = span.language else { continue }
            output += Self.escaped(text[copied..<span.range.lowerBound])
            output += "<\(element) xml:lang=\"\(Self.escaped(spanLanguage[...]))\">\(Self.escaped(text[span.range]))</\(element)>"
            copied = span.range.upperBound
        }
        output += Self.escaped(text[copied...])
        output += "</speak>"
        return output
    }

    /// XML character data: `& < > " '` escaped, and the characters XML 1.0 forbids (C0 controls
    /// other than tab, newline and return; U+FFFE, U+FFFF) dropped.
    static func escaped(_ text: Substring) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\t", "\n", "\r": output.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
