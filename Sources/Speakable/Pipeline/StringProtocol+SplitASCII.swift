extension StringProtocol where SubSequence == Substring {
    /// The pieces between each occurrence of an ASCII `separator`, empty ones kept unless
    /// `omittingEmpty`, found by UTF-8 byte: no grapheme breaking, so a 40 KB data file splits in
    /// microseconds rather than milliseconds. "\r\n" is split like any other "\n" (the `Character`
    /// split keeps it whole).
    ///
    /// ```swift
    /// "a\tb\t".splitASCII("\t") == ["a", "b", ""]
    /// "a,,b".splitASCII(",", omittingEmpty: true) == ["a", "b"]   // as split(separator: ",")
    /// ```
    func splitASCII(_ separator: Unicode.Scalar, omittingEmpty: Bool = false) -> [Substring] {
        precondition(separator.isASCII, "splitASCII takes an ASCII separator")
        let byte = UInt8(separator.value)
        let bytes = utf8
        var pieces: [Substring] = []
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            if bytes[index] == byte {
                if !omittingEmpty || start != index { pieces.append(self[start..<index]) }
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        if !omittingEmpty || start != bytes.endIndex { pieces.append(self[start..<bytes.endIndex]) }
        return pieces
    }
}

extension StringProtocol where SubSequence == Substring {
    /// The text without the spaces and tabs at its ends (what `trimmingCharacters(in:
    /// .whitespaces)` removes: tab, the space separators and the zero-width space), without
    /// Foundation's bridging, which cost about 9,000 instructions a call.
    ///
    /// ```swift
    /// " \u{00A0}Play\t".trimmedSpaces == "Play"
    /// ```
    var trimmedSpaces: String {
        let scalars = unicodeScalars
        // (The general category is looked up only for the scalars that can be space separators,
        // U+0020, U+00A0, U+1680, U+2000-U+200A, U+202F, U+205F and U+3000: the lookup costs
        // a few hundred instructions, and a Cyrillic word's ends are letters.)
        let isSpace = { (scalar: Unicode.Scalar) in
            switch scalar.value {
            case 0x09, 0x20, 0x200B: return true
            case 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: return scalar.properties.generalCategory == .spaceSeparator
            default: return false
            }
        }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}

extension String {
    /// The text with every occurrence of `target` replaced by `replacement`, found by UTF-8 byte:
    /// no `_StringProcessing` generic search, whose first call in a process costs about 750,000
    /// instructions (type metadata) and each later one a few thousand. A string's UTF-8 is
    /// self-synchronizing, so a byte match of valid UTF-8 is a scalar match.
    ///
    /// ```swift
    /// "{from} to {to}".replacingAll("{from}", with: "nine") == "nine to {to}"
    /// ```
    func replacingAll(_ target: String, with replacement: String) -> String {
        var target = target
        return target.withUTF8 { pattern -> String in
            guard let first = pattern.first else { return self }
            var result: String?
            var copy = self
            copy.withUTF8 { bytes in
                var start = 0, index = 0
                let last = bytes.count - pattern.count
                while index <= last {
                    if bytes[index] == first, pattern.indices.allSatisfy({ bytes[index + $0] == pattern[$0] }) {
                        if result == nil { result = ""; result!.reserveCapacity(bytes.count + replacement.utf8.count) }
                        result!.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                        result!.append(replacement)
                        index += pattern.count
                        start = index
                    } else {
                        index += 1
                    }
                }
                if result != nil { result!.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)) }
            }
            return result ?? self
        }
    }
}
