extension SpeakableText {
    /// One line of JSON: the source, the spoken text, the language and the spans, with offsets in
    /// Unicode scalars and each span's source and spoken text.
    ///
    /// ```swift
    /// SpeakableText("21 minutes", locale: "fr").jsonLine
    /// // {"source":"21 minutes","text":"vingt et une minutes","language":"fr","spans":[{"class":"cardinal",
    /// //  "source":"21","text":"vingt et une","source_start":0,"source_end":2,"start":0,"end":12,"language":null}]}
    /// // en "3 km" -> "three kilometers"; ru "21 км" -> "двадцать один километр"
    /// ```
    public var jsonLine: String {
        var output = "{\"source\":\(Self.quoted(source[...])),\"text\":\(Self.quoted(text[...])),\"language\":\(Self.quoted(language[...])),\"spans\":["
        for (index, span) in spans.enumerated() {
            if index > 0 { output += "," }
            output += "{\"class\":\"\(span.semioticClass.rawValue)\""
            output += ",\"source\":\(Self.quoted(source[span.sourceRange])),\"text\":\(Self.quoted(text[span.range]))"
            output += ",\"source_start\":\(Self.scalarOffset(span.sourceRange.lowerBound, in: source))"
            output += ",\"source_end\":\(Self.scalarOffset(span.sourceRange.upperBound, in: source))"
            output += ",\"start\":\(Self.scalarOffset(span.range.lowerBound, in: text))"
            output += ",\"end\":\(Self.scalarOffset(span.range.upperBound, in: text))"
            output += ",\"language\":\(span.language.map { Self.quoted($0[...]) } ?? "null")}"
        }
        output += "]}"
        return output
    }

    private static func scalarOffset(_ index: String.Index, in string: String) -> Int {
        string.unicodeScalars.distance(from: string.startIndex, to: index)
    }

    /// A JSON string literal (RFC 8259): quotes, backslashes and control characters escaped.
    static func quoted(_ text: Substring) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || scalar == "\u{2028}" || scalar == "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
