import Foundation

/// A value's decoded scalars, each with the byte range of the source text it came from.
struct DecodedValue {
    var scalars: [Unicode.Scalar] = []
    var starts: [Int] = []
    var ends: [Int] = []

    mutating func append(_ scalar: Unicode.Scalar, from start: Int, to end: Int) {
        scalars.append(scalar)
        starts.append(start)
        ends.append(end)
    }

    var string: String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        return String(text)
    }
}

/// A bad escape inside a value: byte offset in the value's source text, and what was expected.
struct ValueDecodingError: Error {
    var offset: Int
    var expected: String
}

/// How one format writes a value: decoding its escapes, and escaping new text the same way.
///
/// A changed value keeps the source text of its unchanged start and end (common prefix and suffix
/// of the old and new text); only the middle is escaped anew, so a file's choices (`\U00A0` or a
/// literal no-break space, `&#10;` or a newline) survive where the text did not change.
enum ValueStyle: Sendable, Hashable {
    /// A `.strings` token in quotes (`"` or `'`); `asciiOnly` when the file writes non-ASCII as `\U`.
    case stringsQuoted(quote: UInt8, asciiOnly: Bool)
    /// A `.strings` token without quotes (`[A-Za-z0-9_$/:.-]+`).
    case stringsUnquoted
    /// The text of an XML property list `<string>` element.
    case xml
    /// The text of an Android resource (XML text with Android's own escapes and quoting).
    case android
    /// A JSON string in quotes.
    case json
    /// A catalog's source-language string that has no localization yet: nothing is written until
    /// it changes, then `before` + the JSON string + `after` (a localization in Xcode's layout).
    case jsonInsertion(before: String, after: String)

    // MARK: Decoding

    func decode(_ raw: [UInt8]) throws(ValueDecodingError) -> DecodedValue {
        switch self {
        case .stringsQuoted: try StringsEscapes.decode(raw, from: 1, to: raw.count - 1)
        case .stringsUnquoted: StringsEscapes.decodeUnquoted(raw)
        case .xml: try XMLText.decode(raw, android: false)
        case .android: try XMLText.decode(raw, android: true)
        case .json: try JSONEscapes.decode(raw)
        case .jsonInsertion: DecodedValue()
        }
    }

    /// Where the value's text sits in its source (inside the quotes, for quoted tokens).
    private func content(of raw: [UInt8]) -> Range<Int> {
        switch self {
        case .stringsQuoted, .json: 1..<max(1, raw.count - 1)
        default: 0..<raw.count
        }
    }

    // MARK: Writing

    /// The source text for `new`, keeping the source of the unchanged prefix and suffix of `original`.
    func rewrite(raw: String, original: String, to new: String) -> String {
        let candidate = partialRewrite(raw: raw, original: original, to: new)
        // Whatever the cut, what is written must read back as `new` (found by Fuzz/android:
        // whitespace next to a kept quote collapsed); else the whole value is written anew.
        switch self {
        case .stringsUnquoted, .jsonInsertion: return candidate // not one decodable value
        default: break
        }
        if let reread = try? decode(Array(candidate.utf8)), reread.string == new { return candidate }
        return whole(new, raw: Array(raw.utf8))
    }

    private func partialRewrite(raw: String, original: String, to new: String) -> String {
        let rawBytes = Array(raw.utf8)
        if case .jsonInsertion(let before, let after) = self {
            return before + "\"" + JSONEscapes.escape(Array(new.unicodeScalars)[...]) + "\"" + after
        }
        if case .stringsUnquoted = self {
            if StringsEscapes.isUnquotedToken(new) { return new }
            return "\"" + StringsEscapes.escape(Array(new.unicodeScalars)[...], quote: UInt8(ascii: "\""), asciiOnly: false) + "\""
        }
        guard let decoded = try? decode(rawBytes), decoded.string == original else { return whole(new, raw: rawBytes) }
        // Android collapses runs of raw whitespace: a new run of spaces is only kept inside quotes
        // (found by Fuzz/android: "Le " + " x" was read back as "Le x").
        if self == .android, new.contains("  "),
           !(rawBytes.count >= 2 && rawBytes.first == UInt8(ascii: "\"") && rawBytes.last == UInt8(ascii: "\"")) {
            return whole(new, raw: rawBytes)
        }
        let old = decoded.scalars
        let fresh = Array(new.unicodeScalars)
        var prefix = 0
        while prefix < old.count, prefix < fresh.count, old[prefix] == fresh[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < fresh.count - prefix,
              old[old.count - 1 - suffix] == fresh[fresh.count - 1 - suffix] { suffix += 1 }
        let bounds = content(of: rawBytes)
        let cutStart = old.isEmpty ? bounds.lowerBound : (prefix < old.count ? decoded.starts[prefix] : decoded.ends[old.count - 1])
        let cutEnd = old.isEmpty ? bounds.upperBound : (suffix > 0 ? decoded.starts[old.count - suffix] : decoded.ends[old.count - 1])
        guard cutStart <= cutEnd, isPlainGap(rawBytes[cutStart..<cutEnd]) else { return whole(new, raw: rawBytes) }
        let changed = fresh[prefix..<(fresh.count - suffix)]
        let middle: String
        if (self == .xml || self == .android), XMLText.isInsideCDATA(rawBytes, at: cutStart) {
            // Inside CDATA, text is literal for XML; Android still reads its backslash escapes.
            let literal = self == .android ? XMLText.escapeAndroidInCDATA(changed) : String(String.UnicodeScalarView(changed))
            guard !literal.contains("]]>") else { return whole(new, raw: rawBytes) }
            middle = literal
        } else {
            middle = escape(changed, atStart: cutStart == bounds.lowerBound)
        }
        return String(decoding: rawBytes[..<cutStart], as: UTF8.self) + middle + String(decoding: rawBytes[cutEnd...], as: UTF8.self)
    }

    /// Whether source text can be replaced without breaking the markup around it: no CDATA
    /// boundary, no Android quote that toggles whitespace handling.
    private func isPlainGap(_ bytes: ArraySlice<UInt8>) -> Bool {
        switch self {
        case .xml: return !XMLText.containsMarkup(bytes, quotes: false)
        case .android: return !XMLText.containsMarkup(bytes, quotes: true)
        default: return true
        }
    }

    private func escape(_ scalars: ArraySlice<Unicode.Scalar>, atStart: Bool) -> String {
        switch self {
        case .stringsQuoted(let quote, let asciiOnly): StringsEscapes.escape(scalars, quote: quote, asciiOnly: asciiOnly)
        case .stringsUnquoted: String(String.UnicodeScalarView(scalars))
        case .xml: XMLText.escape(scalars)
        case .android: XMLText.escapeAndroid(scalars, atStart: atStart)
        case .json, .jsonInsertion: JSONEscapes.escape(scalars)
        }
    }

    /// The whole value written anew, keeping its quotes.
    private func whole(_ new: String, raw: [UInt8]) -> String {
        let scalars = Array(new.unicodeScalars)[...]
        switch self {
        case .stringsQuoted(let quote, _):
            let mark = String(UnicodeScalar(quote))
            return mark + escape(scalars, atStart: true) + mark
        case .json:
            return "\"" + escape(scalars, atStart: true) + "\""
        case .android:
            let quoted = raw.first == UInt8(ascii: "\"") && raw.last == UInt8(ascii: "\"") && raw.count >= 2
            let needsQuotes = quoted || new.hasPrefix(" ") || new.hasSuffix(" ") || new.contains("  ")
            return needsQuotes ? "\"" + XMLText.escapeAndroid(scalars, atStart: false) + "\"" : XMLText.escapeAndroid(scalars, atStart: true)
        default:
            return escape(scalars, atStart: true)
        }
    }
}

/// `.strings` escapes, as CoreFoundation's old-style property list parser reads them.
enum StringsEscapes {
    /// Characters allowed in an unquoted token.
    static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): true
        default: false
        }
    }

    static func isUnquotedToken(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy(isUnquotedCharacter)
    }

    static func decodeUnquoted(_ raw: [UInt8]) -> DecodedValue {
        var decoded = DecodedValue()
        for (index, byte) in raw.enumerated() { decoded.append(Unicode.Scalar(byte), from: index, to: index + 1) }
        return decoded
    }

    static func decode(_ raw: [UInt8], from start: Int, to end: Int) throws(ValueDecodingError) -> DecodedValue {
        var decoded = DecodedValue()
        decoded.scalars.reserveCapacity(end - start)
        var index = start
        while index < end {
            let byte = raw[index]
            if byte != UInt8(ascii: "\\") {
                let length = UTF8Length.of(byte)
                let scalar = UTF8Length.scalar(raw, at: index, length: length)
                decoded.append(scalar, from: index, to: index + length)
                index += length
                continue
            }
            let escapeStart = index
            index += 1
            guard index < end else { throw ValueDecodingError(offset: escapeStart, expected: "a character after '\\'") }
            let next = raw[index]
            switch next {
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var number = Int(next - UInt8(ascii: "0"))
                index += 1
                for _ in 0..<2 where index < end && (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(raw[index]) {
                    number = number * 8 + Int(raw[index] - UInt8(ascii: "0"))
                    index += 1
                }
                decoded.append(nextStep(UInt8(truncatingIfNeeded: number)), from: escapeStart, to: index)
            case UInt8(ascii: "U"):
                index += 1
                let (unit, after) = hexUnit(raw, at: index, end: end)
                guard after > index else { throw ValueDecodingError(offset: escapeStart, expected: "1 to 4 hex digits after '\\U'") }
                index = after
                if UTF16.isLeadSurrogate(unit) {
                    guard index + 1 < end, raw[index] == UInt8(ascii: "\\"), raw[index + 1] == UInt8(ascii: "U") else {
                        throw ValueDecodingError(offset: escapeStart, expected: "a low surrogate '\\UDC00'...'\\UDFFF' after the high surrogate '\\U\(String(unit, radix: 16, uppercase: true))'")
                    }
                    let (low, afterLow) = hexUnit(raw, at: index + 2, end: end)
                    guard afterLow > index + 2, UTF16.isTrailSurrogate(low) else {
                        throw ValueDecodingError(offset: index, expected: "a low surrogate '\\UDC00'...'\\UDFFF' after the high surrogate '\\U\(String(unit, radix: 16, uppercase: true))'")
                    }
                    index = afterLow
                    let value = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00)
                    decoded.append(Unicode.Scalar(value)!, from: escapeStart, to: index)
                } else if UTF16.isTrailSurrogate(unit) {
                    throw ValueDecodingError(offset: escapeStart, expected: "a high surrogate before the low surrogate '\\U\(String(unit, radix: 16, uppercase: true))'")
                } else {
                    decoded.append(Unicode.Scalar(unit)!, from: escapeStart, to: index)
                }
            default:
                let mapped: Unicode.Scalar? = switch next {
                case UInt8(ascii: "a"): "\u{07}"
                case UInt8(ascii: "b"): "\u{08}"
                case UInt8(ascii: "f"): "\u{0C}"
                case UInt8(ascii: "n"): "\n"
                case UInt8(ascii: "r"): "\r"
                case UInt8(ascii: "t"): "\t"
                case UInt8(ascii: "v"): "\u{0B}"
                default: nil
                }
                // Any other character after a backslash stands for itself ("\"", "\\", "\'", a newline).
                let length = UTF8Length.of(next)
                let scalar = mapped ?? UTF8Length.scalar(raw, at: index, length: length)
                index += length
                decoded.append(scalar, from: escapeStart, to: index)
            }
        }
        return decoded
    }

    private static func hexUnit(_ raw: [UInt8], at start: Int, end: Int) -> (UInt16, Int) {
        var value: UInt16 = 0
        var index = start
        while index < end, index < start + 4, let digit = hexValue(raw[index]) {
            value = value * 16 + UInt16(digit)
            index += 1
        }
        return (value, index)
    }

    static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    /// An octal escape's byte, read as NeXTSTEP Latin (as CoreFoundation does).
    private static func nextStep(_ byte: UInt8) -> Unicode.Scalar {
        if byte < 0x80 { return Unicode.Scalar(byte) }
        return String(data: Data([byte]), encoding: .nextstep)?.unicodeScalars.first ?? "\u{FFFD}"
    }

    static func escape(_ scalars: ArraySlice<Unicode.Scalar>, quote: UInt8, asciiOnly: Bool) -> String {
        Escaping.map(scalars) { scalar in
            switch scalar {
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "\t": return "\\t"
            case "\r": return "\\r"
            default:
                if scalar.value == UInt32(quote) { return "\\" + String(scalar) }
                guard asciiOnly, scalar.value > 0x7F else { return nil }
                return String(scalar).utf16.map { "\\U" + hex4($0) }.joined()
            }
        }
    }

    static func hex4(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}

/// Byte lengths of UTF-8 sequences (the text was validated when read).
enum UTF8Length {
    static func of(_ lead: UInt8) -> Int {
        switch lead {
        case 0..<0x80: 1
        case 0xC0..<0xE0: 2
        case 0xE0..<0xF0: 3
        default: 4
        }
    }

    static func scalar(_ bytes: [UInt8], at index: Int, length: Int) -> Unicode.Scalar {
        guard index + length <= bytes.count else { return "\u{FFFD}" }
        var value = UInt32(bytes[index])
        switch length {
        case 1: return Unicode.Scalar(value)!
        case 2: value &= 0x1F
        case 3: value &= 0x0F
        default: value &= 0x07
        }
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }
}
