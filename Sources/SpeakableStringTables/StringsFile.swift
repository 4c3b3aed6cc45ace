/// Apple `.strings` files: CoreFoundation's old-style property list grammar, read without loss.
///
/// `"key" = "value";` pairs, unquoted tokens of `[A-Za-z0-9_$/:.-]`, `"key";` (value = key),
/// `//` and `/* */` comments anywhere (also after `;`), escapes `\n \t \" \\ \Uxxxx` (surrogate pairs
/// as two), octal `\101`, and duplicate keys (the last wins, as in CoreFoundation; `--check`
/// reports them).
///
/// ```swift
/// let table = try StringsFile.parse(Array("/* Count */\n\"files\" = \"%d fichiers\";\n".utf8), path: "fr.lproj/a.strings", encoding: .utf8)
/// table.values[0].key        // "files"
/// table.values[0].original   // "%d fichiers"
/// ```
package enum StringsFile {
    package static func parse(_ utf8: [UInt8], path: String, encoding: TextEncoding) throws(TableError) -> StringTable {
        var parser = Parser(source: utf8, path: path)
        try parser.run()
        return parser.builder.finish(format: .strings, encoding: encoding)
    }

    private struct Parser {
        var builder: SegmentBuilder
        let source: [UInt8]
        var index = 0
        let asciiOnly: Bool

        init(source: [UInt8], path: String) {
            self.source = source
            self.builder = SegmentBuilder(source: source, path: path)
            // A file that writes every non-ASCII character as \U keeps doing so.
            asciiOnly = !source.contains { $0 >= 0x80 } && source.indices.contains { source[$0] == UInt8(ascii: "\\") && $0 + 1 < source.count && source[$0 + 1] == UInt8(ascii: "U") }
        }

        mutating func run() throws(TableError) {
            while true {
                try skipWhitespaceAndComments()
                guard index < source.count else { return }
                guard let keyRange = try token() else {
                    throw builder.error(at: index, "a key: a quoted string or a token of letters, digits and _$/:.- (found \(found()))")
                }
                let keyStyle = style(of: keyRange)
                let key = try builder.decode(keyRange, style: keyStyle)
                try skipWhitespaceAndComments()
                if peek == UInt8(ascii: ";") {
                    // `"key";` is a pair whose value is the key; it stays as written.
                    index += 1
                    continue
                }
                guard peek == UInt8(ascii: "=") else {
                    throw builder.error(at: index, "'=' after the key \(quoted(key)) (found \(found()))")
                }
                index += 1
                try skipWhitespaceAndComments()
                guard let valueRange = try token() else {
                    throw builder.error(at: index, "a value after '=' for the key \(quoted(key)): a quoted string or a token (found \(found()))")
                }
                let valueEnd = index
                try skipWhitespaceAndComments()
                guard peek == UInt8(ascii: ";") else {
                    // Point just after the value, where the ';' belongs; a quoted value that runs
                    // over lines is most likely a string missing its closing quote.
                    var hint = ""
                    if source[valueRange].contains(UInt8(ascii: "\n")), source[valueRange.lowerBound] == UInt8(ascii: "\"") || source[valueRange.lowerBound] == UInt8(ascii: "'") {
                        hint = "; the string that starts on line \(SourcePosition.of(offset: valueRange.lowerBound, in: source).line) spans several lines: is its closing quote missing?"
                    }
                    throw builder.error(at: valueEnd, "';' after the value of \(quoted(key)) (found \(found()))" + hint)
                }
                try builder.addValue(valueRange, key: key, style: style(of: valueRange))
                index += 1
            }
        }

        var peek: UInt8? { index < source.count ? source[index] : nil }

        func quoted(_ key: String) -> String {
            "\"" + (key.count > 40 ? String(key.prefix(40)) + "…" : key) + "\""
        }

        func found() -> String {
            guard index < source.count else { return "the end of the file" }
            let length = UTF8Length.of(source[index])
            let character = String(decoding: source[index..<min(source.count, index + length)], as: UTF8.self)
            switch character {
            case "\n": return "a line break"
            case "\r": return "a carriage return"
            default: return "'\(character)'"
            }
        }

        func style(of range: Range<Int>) -> ValueStyle {
            let first = source[range.lowerBound]
            return first == UInt8(ascii: "\"") || first == UInt8(ascii: "'")
                ? .stringsQuoted(quote: first, asciiOnly: asciiOnly) : .stringsUnquoted
        }

        /// A quoted or unquoted token at `index`; nil when there is none.
        mutating func token() throws(TableError) -> Range<Int>? {
            guard let first = peek else { return nil }
            let start = index
            if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
                index += 1
                while index < source.count {
                    let byte = source[index]
                    if byte == first { index += 1; return start..<index }
                    index += byte == UInt8(ascii: "\\") ? 2 : 1
                }
                throw builder.error(at: start, "a closing \(first == UInt8(ascii: "\"") ? "'\"'" : "\"'\"") for the string that starts here")
            }
            while index < source.count, StringsEscapes.isUnquotedCharacter(source[index]) { index += 1 }
            return index > start ? start..<index : nil
        }

        mutating func skipWhitespaceAndComments() throws(TableError) {
            while index < source.count {
                let byte = source[index]
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                    index += 1
                case UInt8(ascii: "/") where index + 1 < source.count && source[index + 1] == UInt8(ascii: "/"):
                    while index < source.count, source[index] != UInt8(ascii: "\n"), source[index] != UInt8(ascii: "\r"),
                          !isLineSeparator(at: index) { index += 1 }
                case UInt8(ascii: "/") where index + 1 < source.count && source[index + 1] == UInt8(ascii: "*"):
                    let start = index
                    index += 2
                    while true {
                        guard index + 1 < source.count else {
                            throw builder.error(at: start, "'*/' to close the comment that starts here")
                        }
                        if source[index] == UInt8(ascii: "*"), source[index + 1] == UInt8(ascii: "/") { index += 2; break }
                        index += 1
                    }
                case 0xE2 where isLineSeparator(at: index), 0xE2 where isSpaceSeparator(at: index):
                    index += 3
                case 0xC2 where index + 1 < source.count && source[index + 1] == 0xA0:
                    index += 2
                default:
                    return
                }
            }
        }

        /// U+2028 and U+2029, which CoreFoundation takes as line ends.
        func isLineSeparator(at offset: Int) -> Bool {
            offset + 2 < source.count && source[offset] == 0xE2 && source[offset + 1] == 0x80 && (source[offset + 2] == 0xA8 || source[offset + 2] == 0xA9)
        }

        /// Other Unicode spaces CoreFoundation skips between tokens (U+2000...U+200B).
        func isSpaceSeparator(at offset: Int) -> Bool {
            offset + 2 < source.count && source[offset] == 0xE2 && source[offset + 1] == 0x80 && (0x80...0x8B).contains(source[offset + 2])
        }
    }
}
