/// Text inside XML elements: entities and CDATA, plus Android's escapes and quoting.
enum XMLText {
    /// Decodes element text; with `android`, also `\n \t \' \" \@ \? \\ \uXXXX`, `"` quoting and
    /// whitespace collapsing, as aapt2 reads a resource.
    static func decode(_ raw: [UInt8], android: Bool) throws(ValueDecodingError) -> DecodedValue {
        let xml = try decodeXML(raw)
        return android ? try decodeAndroid(xml, raw: raw) : xml
    }

    private static let cdataOpen = Array("<![CDATA[".utf8)
    private static let cdataClose = Array("]]>".utf8)

    private static func decodeXML(_ raw: [UInt8]) throws(ValueDecodingError) -> DecodedValue {
        var decoded = DecodedValue()
        decoded.scalars.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            if byte == UInt8(ascii: "<") {
                guard raw[index...].starts(with: cdataOpen) else {
                    throw ValueDecodingError(offset: index, expected: "text; '<' must be written '&lt;'")
                }
                index += cdataOpen.count
                while index < raw.count, !raw[index...].starts(with: cdataClose) {
                    let length = UTF8Length.of(raw[index])
                    decoded.append(UTF8Length.scalar(raw, at: index, length: length), from: index, to: index + length)
                    index += length
                }
                index += cdataClose.count
                continue
            }
            if byte == UInt8(ascii: "&") {
                guard let semicolon = raw[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                    throw ValueDecodingError(offset: index, expected: "an entity such as '&amp;' ('&' must be written '&amp;')")
                }
                let name = String(decoding: raw[(index + 1)..<semicolon], as: UTF8.self)
                guard let scalar = entity(name) else {
                    throw ValueDecodingError(offset: index, expected: "a known entity ('&lt;', '&gt;', '&amp;', '&quot;', '&apos;', '&#NN;'); found '&\(name);'")
                }
                decoded.append(scalar, from: index, to: semicolon + 1)
                index = semicolon + 1
                continue
            }
            let length = UTF8Length.of(byte)
            decoded.append(UTF8Length.scalar(raw, at: index, length: length), from: index, to: index + length)
            index += length
        }
        return decoded
    }

    static func entity(_ name: String) -> Unicode.Scalar? {
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return value.flatMap(Unicode.Scalar.init)
        }
    }

    private static func decodeAndroid(_ xml: DecodedValue, raw: [UInt8]) throws(ValueDecodingError) -> DecodedValue {
        var decoded = DecodedValue()
        var quoted = false
        var index = 0
        let scalars = xml.scalars
        while index < scalars.count {
            let scalar = scalars[index]
            let start = xml.starts[index]
            if scalar == "\\" {
                guard index + 1 < scalars.count else { throw ValueDecodingError(offset: start, expected: "a character after '\\'") }
                let next = scalars[index + 1]
                switch next {
                case "n": decoded.append("\n", from: start, to: xml.ends[index + 1]); index += 2
                case "t": decoded.append("\t", from: start, to: xml.ends[index + 1]); index += 2
                case "u":
                    var value: UInt32 = 0
                    var digits = 0
                    while digits < 4, index + 2 + digits < scalars.count, scalars[index + 2 + digits].isASCII,
                          let digit = StringsEscapes.hexValue(UInt8(scalars[index + 2 + digits].value)) {
                        value = value * 16 + UInt32(digit)
                        digits += 1
                    }
                    guard digits == 4, let unicode = Unicode.Scalar(value) else {
                        throw ValueDecodingError(offset: start, expected: "4 hex digits after '\\u'")
                    }
                    decoded.append(unicode, from: start, to: xml.ends[index + 1 + digits])
                    index += 2 + digits
                default:
                    decoded.append(next, from: start, to: xml.ends[index + 1])
                    index += 2
                }
                continue
            }
            if scalar == "\"" {
                quoted.toggle()
                index += 1
                continue
            }
            if !quoted, scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" {
                var end = index
                while end + 1 < scalars.count, [" ", "\n", "\t", "\r"].contains(scalars[end + 1]) { end += 1 }
                decoded.append(" ", from: start, to: xml.ends[end])
                index = end + 1
                continue
            }
            decoded.append(scalar, from: start, to: xml.ends[index])
            index += 1
        }
        return decoded
    }

    /// Whether source text holds a CDATA boundary or (with `quotes`) an Android quote.
    static func containsMarkup(_ bytes: ArraySlice<UInt8>, quotes: Bool) -> Bool {
        var previous: UInt8 = 0
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") && bytes[index...].starts(with: cdataOpen)
                || byte == UInt8(ascii: "]") && bytes[index...].starts(with: cdataClose) { return true }
            if quotes, byte == UInt8(ascii: "\""), previous != UInt8(ascii: "\\") { return true }
            if quotes, byte == UInt8(ascii: "&"), bytes[index...].starts(with: "&quot;".utf8) { return true }
            previous = byte
        }
        return false
    }

    /// Whether byte `offset` of element text lies inside a CDATA section.
    static func isInsideCDATA(_ raw: [UInt8], at offset: Int) -> Bool {
        var inside = false
        var index = 0
        while index < offset {
            if !inside, raw[index...].starts(with: cdataOpen) { inside = true; index += cdataOpen.count; continue }
            if inside, raw[index...].starts(with: cdataClose) { inside = false; index += cdataClose.count; continue }
            index += 1
        }
        return inside
    }

    /// Android escapes without XML entities (for text inside CDATA).
    static func escapeAndroidInCDATA(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        Escaping.map(scalars) {
            switch $0 {
            case "\\": "\\\\"
            case "\"": "\\\""
            case "'": "\\'"
            case "\n": "\\n"
            case "\t": "\\t"
            case "\r": "\\u000D"
            default: nil
            }
        }
    }

    static func escape(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        Escaping.map(scalars) {
            switch $0 {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            default: nil
            }
        }
    }

    static func escapeAndroid(_ scalars: ArraySlice<Unicode.Scalar>, atStart: Bool) -> String {
        var first = atStart
        return Escaping.map(scalars) { scalar in
            defer { first = false }
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\\": return "\\\\"
            case "\"": return "\\\""
            case "'": return "\\'"
            case "\n": return "\\n"
            case "\t": return "\\t"
            case "\r": return "\\u000D" // raw, it would be read as a collapsible space
            case "@" where first, "?" where first: return "\\" + String(scalar)
            default: return nil
            }
        }
    }

    static func escapeAttribute(_ text: String) -> String {
        Escaping.map(text.unicodeScalars) {
            switch $0 {
            case "&": "&amp;"
            case "<": "&lt;"
            case "\"": "&quot;"
            default: nil
            }
        }
    }
}

/// JSON string escapes (RFC 8259), written as Xcode writes them (no `\/`).
enum JSONEscapes {
    /// Decodes a JSON string given with its quotes.
    static func decode(_ raw: [UInt8]) throws(ValueDecodingError) -> DecodedValue {
        var decoded = DecodedValue()
        var index = 1
        let end = raw.count - 1
        while index < end {
            let byte = raw[index]
            if byte < 0x20 {
                throw ValueDecodingError(offset: index, expected: "'\\n' or '\\u00XX' instead of a raw control character in a string")
            }
            if byte != UInt8(ascii: "\\") {
                let length = UTF8Length.of(byte)
                decoded.append(UTF8Length.scalar(raw, at: index, length: length), from: index, to: index + length)
                index += length
                continue
            }
            let start = index
            guard index + 1 < end else { throw ValueDecodingError(offset: start, expected: "an escape after '\\'") }
            let next = raw[index + 1]
            let simple: Unicode.Scalar? = switch next {
            case UInt8(ascii: "\""): "\""
            case UInt8(ascii: "\\"): "\\"
            case UInt8(ascii: "/"): "/"
            case UInt8(ascii: "b"): "\u{08}"
            case UInt8(ascii: "f"): "\u{0C}"
            case UInt8(ascii: "n"): "\n"
            case UInt8(ascii: "r"): "\r"
            case UInt8(ascii: "t"): "\t"
            default: nil
            }
            if let simple {
                decoded.append(simple, from: start, to: index + 2)
                index += 2
                continue
            }
            guard next == UInt8(ascii: "u"), let unit = hex4(raw, at: index + 2, end: end) else {
                throw ValueDecodingError(offset: start, expected: "a JSON escape ('\\\"', '\\\\', '\\/', '\\b', '\\f', '\\n', '\\r', '\\t' or '\\uXXXX')")
            }
            index += 6
            if UTF16.isLeadSurrogate(unit) {
                guard index + 1 < end, raw[index] == UInt8(ascii: "\\"), raw[index + 1] == UInt8(ascii: "u"),
                      let low = hex4(raw, at: index + 2, end: end), UTF16.isTrailSurrogate(low) else {
                    throw ValueDecodingError(offset: start, expected: "a low surrogate '\\uDC00'...'\\uDFFF' after '\\u\(StringsEscapes.hex4(unit))'")
                }
                index += 6
                decoded.append(Unicode.Scalar(0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00))!, from: start, to: index)
            } else if let scalar = Unicode.Scalar(unit) {
                decoded.append(scalar, from: start, to: index)
            } else {
                throw ValueDecodingError(offset: start, expected: "a high surrogate before '\\u\(StringsEscapes.hex4(unit))'")
            }
        }
        return decoded
    }

    private static func hex4(_ raw: [UInt8], at start: Int, end: Int) -> UInt16? {
        guard start + 4 <= end else { return nil }
        var value: UInt16 = 0
        for index in start..<(start + 4) {
            guard let digit = StringsEscapes.hexValue(raw[index]) else { return nil }
            value = value * 16 + UInt16(digit)
        }
        return value
    }

    static func escape(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        Escaping.map(scalars) { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            default: scalar.value < 0x20 ? "\\u" + StringsEscapes.hex4(UInt16(scalar.value)).lowercased() : nil
            }
        }
    }
}

/// Text with some scalars replaced by their escapes.
enum Escaping {
    static func map(_ scalars: some Sequence<Unicode.Scalar>, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(scalars.underestimatedCount)
        for scalar in scalars {
            if let escaped = replacement(scalar) { out += escaped } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
