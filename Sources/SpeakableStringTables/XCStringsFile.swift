/// Xcode String Catalogs (`.xcstrings`, JSON), edited in place so Xcode's layout stays exact.
///
/// Every `stringUnit.value` under `strings.<key>.localizations.<language>` is a value: plain units,
/// plural and device variations (nested too), and substitutions with or without `argNum`. Each
/// value carries its localization's language, so one run speaks every language of the catalog.
/// Duplicate keys in a JSON object are an error.
///
/// ```swift
/// let table = try XCStringsFile.parse(bytes, path: "Localizable.xcstrings", encoding: .utf8)
/// table.values.map { "\($0.language!) \($0.variant ?? "")" }
/// // ["en ", "fr plural.one", "fr plural.other", "ru substitutions.files.plural.few", ...]
/// ```
package enum XCStringsFile {
    package static func parse(_ utf8: [UInt8], path: String, encoding: TextEncoding) throws(TableError) -> StringTable {
        var parser = JSONReader(source: utf8, builder: SegmentBuilder(source: utf8, path: path))
        try parser.skipSpaces()
        guard parser.peek == UInt8(ascii: "{") else {
            throw parser.builder.error(at: parser.index, "'{' starting a String Catalog (a JSON object with \"strings\")")
        }
        try parser.value(path: [])
        try parser.skipSpaces()
        guard parser.index == utf8.count else {
            throw parser.builder.error(at: parser.index, "the end of the file after the catalog's closing '}'")
        }
        guard parser.sawStrings else {
            throw parser.builder.error(at: 0, "a \"strings\" object in the catalog")
        }
        return parser.builder.finish(format: .xcstrings, encoding: encoding)
    }

    /// Where a value sits: `strings.<key>.localizations.<language>.<...>.stringUnit.value`.
    static func location(of path: [String]) -> (key: String, language: String, variant: String?)? {
        guard path.count >= 6, path[0] == "strings", path[2] == "localizations",
              path[path.count - 1] == "value", path[path.count - 2] == "stringUnit" else { return nil }
        let middle = path[4..<(path.count - 2)].filter { $0 != "variations" }
        return (path[1], path[3], middle.isEmpty ? nil : middle.joined(separator: "."))
    }

    private struct JSONReader {
        let source: [UInt8]
        var builder: SegmentBuilder
        var index = 0
        var sawStrings = false
        /// The catalog's `sourceLanguage`, known before `strings` (Xcode sorts keys).
        var sourceLanguage: String?

        init(source: [UInt8], builder: SegmentBuilder) {
            self.source = source
            self.builder = builder
        }

        var peek: UInt8? { index < source.count ? source[index] : nil }

        mutating func skipSpaces() throws(TableError) {
            while index < source.count, [0x20, 0x09, 0x0A, 0x0D].contains(source[index]) { index += 1 }
        }

        func found() -> String {
            guard index < source.count else { return "the end of the file" }
            let length = UTF8Length.of(source[index])
            return "'" + String(decoding: source[index..<min(source.count, index + length)], as: UTF8.self) + "'"
        }

        mutating func value(path: [String]) throws(TableError) {
            try skipSpaces()
            guard let byte = peek else { throw builder.error(at: index, "a JSON value; found the end of the file") }
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "["), path.count >= NestingLimit.maximumDepth {
                throw builder.error(at: index, NestingLimit.expected("arrays and objects"))
            }
            switch byte {
            case UInt8(ascii: "{"): try object(path: path)
            case UInt8(ascii: "["):
                index += 1
                try skipSpaces()
                if peek == UInt8(ascii: "]") { index += 1; return }
                var item = 0
                while true {
                    try value(path: path + ["\(item)"])
                    item += 1
                    try skipSpaces()
                    if peek == UInt8(ascii: ",") { index += 1; continue }
                    if peek == UInt8(ascii: "]") { index += 1; return }
                    throw builder.error(at: index, "',' or ']' in an array (found \(found()))")
                }
            case UInt8(ascii: "\""):
                let range = try string()
                if path == ["sourceLanguage"] {
                    sourceLanguage = try builder.decode(range, style: .json)
                } else if let place = XCStringsFile.location(of: path) {
                    try builder.addValue(range, key: place.key, variant: place.variant, language: place.language, style: .json)
                } else {
                    _ = try builder.decode(range, style: .json)
                }
            default:
                let start = index
                while index < source.count, !([0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(source[index])) { index += 1 }
                let word = String(decoding: source[start..<index], as: UTF8.self)
                guard ["true", "false", "null"].contains(word) || Self.isNumber(word) else {
                    index = start
                    throw builder.error(at: start, "a JSON value (string, number, object, array, true, false or null); found \(found())")
                }
            }
        }

        mutating func object(path: [String]) throws(TableError) {
            let open = index
            index += 1
            // A source-language string with no localization of its own is its key: a place is
            // kept where a spoken version can be inserted, in Xcode's key order and layout.
            var pending = insertionCandidate(path)
            try skipSpaces()
            if peek == UInt8(ascii: "}") {
                if let member = pending { try insert(member, path: path, replacing: (open + 1)..<index, after: nil) }
                index += 1
                return
            }
            var seen: [String: Int] = [:]
            var previousEnd: Int? = nil
            // The member a place was kept for, where Xcode's key order says it would be.
            var placed: String? = nil
            while true {
                try skipSpaces()
                guard peek == UInt8(ascii: "\"") else { throw builder.error(at: index, "a member name in quotes (found \(found()))") }
                let keyStart = index
                let key = try builder.decode(try string(), style: .json)
                if let line = seen[key] {
                    throw builder.error(at: keyStart, "a key not already in this object; \"\(key)\" is also on line \(line)")
                }
                if key == placed {
                    // Keys out of Xcode's order: the member was taken as missing at the first key after it.
                    throw builder.error(at: keyStart, "the members of \"\(path[1])\" in Xcode's order (alphabetical): \"\(key)\" comes after a member that sorts after it; open and save the catalog in Xcode")
                }
                seen[key] = builder.position(of: keyStart).line
                if path.isEmpty, key == "strings" { sawStrings = true }
                try skipSpaces()
                guard peek == UInt8(ascii: ":") else { throw builder.error(at: index, "':' after the member name \"\(key)\" (found \(found()))") }
                index += 1
                if let member = pending, key >= member {
                    pending = nil
                    if key == member {
                        // Present: nothing to insert.
                    } else if key == "shouldTranslate" {
                        // "shouldTranslate" : false marks a string that is never translated.
                        try skipSpaces()
                        let valueStart = index
                        try value(path: path + [key])
                        if String(decoding: source[valueStart..<index], as: UTF8.self) != "false" {
                            try insert(member, path: path, replacing: nil, after: previousEnd ?? open + 1, first: previousEnd == nil)
                            placed = member
                        }
                        previousEnd = index
                        if try endOfMember(key) { return } else { continue }
                    } else {
                        try insert(member, path: path, replacing: nil, after: previousEnd ?? open + 1, first: previousEnd == nil)
                        placed = member
                    }
                }
                try value(path: path + [key])
                previousEnd = index
                if try endOfMember(key) {
                    if let member = pending, let previousEnd {
                        try insert(member, path: path, replacing: nil, after: previousEnd, first: false)
                    }
                    return
                }
            }
        }

        /// After a member's value: true at the object's '}', false after a ','.
        private mutating func endOfMember(_ key: String) throws(TableError) -> Bool {
            try skipSpaces()
            if peek == UInt8(ascii: ",") { index += 1; return false }
            if peek == UInt8(ascii: "}") { index += 1; return true }
            throw builder.error(at: index, "',' or '}' after the member \"\(key)\" (found \(found()))")
        }

        /// The member a spoken source-language string would be inserted as in the object at `path`.
        private func insertionCandidate(_ path: [String]) -> String? {
            guard let sourceLanguage, path.first == "strings", path.count >= 2, !path[1].isEmpty else { return nil }
            if path.count == 2 { return "localizations" }
            if path.count == 3, path[2] == "localizations" { return sourceLanguage }
            return nil
        }

        /// Adds the place for a source-language value: inside an empty object (`replacing` its
        /// blank interior), or as a new member after the previous one or first after '{'.
        private mutating func insert(_ member: String, path: [String], replacing blank: Range<Int>?, after offset: Int?, first: Bool = false) throws(TableError) {
            guard let sourceLanguage else { return }
            let indent = String(repeating: " ", count: 2 * (path.count + 1))
            var unit = ["{"]
            var inner = indent
            if member == "localizations" {
                unit.append(indent + "  \"\(sourceLanguage)\" : {")
                inner += "  "
            }
            unit += [inner + "  \"stringUnit\" : {", inner + "    \"state\" : \"translated\",", inner + "    \"value\" : "]
            var closing = [inner + "  }", inner + "}"]
            if member == "localizations" { closing.append(indent + "}") }
            let head = "\"\(member)\" : " + unit.joined(separator: "\n")
            let tail = "\n" + closing.joined(separator: "\n")
            let range: Range<Int>
            let before: String, after: String
            if let blank {
                range = blank
                before = "\n" + indent + head
                after = tail + "\n" + String(repeating: " ", count: 2 * path.count)
            } else if first {
                range = offset!..<offset!
                before = "\n" + indent + head
                after = tail + ","
            } else {
                range = offset!..<offset!
                before = ",\n" + indent + head
                after = tail
            }
            builder.addInsertion(range, key: path[1], language: sourceLanguage, original: path[1],
                                 style: .jsonInsertion(before: before, after: after))
        }

        /// A JSON string at `index` (which holds '"'): its range with the quotes.
        mutating func string() throws(TableError) -> Range<Int> {
            let start = index
            index += 1
            while index < source.count {
                let byte = source[index]
                if byte == UInt8(ascii: "\"") { index += 1; return start..<index }
                if byte == UInt8(ascii: "\n") { break }
                index += byte == UInt8(ascii: "\\") ? 2 : 1
            }
            throw builder.error(at: start, "a closing '\"' for the string that starts here")
        }

        static func isNumber(_ word: String) -> Bool {
            var rest = Substring(word)
            if rest.hasPrefix("-") { rest = rest.dropFirst() }
            guard let first = rest.first, first.isASCII, first.isNumber else { return false }
            return rest.allSatisfy { $0.isASCII && ($0.isNumber || "eE+-.".contains($0)) }
        }
    }
}
