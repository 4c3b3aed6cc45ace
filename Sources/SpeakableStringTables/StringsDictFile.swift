/// Apple `.stringsdict` files (XML property lists of plural rules), edited in place.
///
/// Every `<string>` is a value except the rule's type keys (`NSStringFormatSpecTypeKey`,
/// `NSStringFormatValueTypeKey`); the XML around them is kept byte for byte.
///
/// ```swift
/// let table = try StringsDictFile.parse(bytes, path: "ru.lproj/Localizable.stringsdict", encoding: .utf8)
/// table.values.map(\.variant)   // ["NSStringLocalizedFormatKey", "files.one", "files.few", "files.many"]
/// table.values[1].original      // "%d файл"
/// ```
package enum StringsDictFile {
    /// Keys whose `<string>` is a rule's setting, not text.
    static let settingKeys: Set<String> = ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"]

    package static func parse(_ utf8: [UInt8], path: String, encoding: TextEncoding) throws(TableError) -> StringTable {
        var builder = SegmentBuilder(source: utf8, path: path)
        var scanner = XMLScanner(source: utf8, builder: builder)
        guard case .start(let root, _, let range, let selfClosing)? = try scanner.nextSignificant() else {
            throw builder.error(at: scanner.index, "a <plist> element")
        }
        guard root == "plist" else { throw builder.error(at: range.lowerBound, "<plist> as the root element; found <\(root)>") }
        if !selfClosing {
            var reader = Reader(scanner: scanner, builder: builder)
            try reader.value(path: [], opened: nil)
            guard case .end? = try reader.scanner.nextSignificant() else {
                throw builder.error(at: reader.scanner.index, "'</plist>' after the property list's one value")
            }
            while try reader.scanner.next() != nil {}
            builder = reader.builder
        }
        return builder.finish(format: .stringsdict, encoding: encoding)
    }

    private struct Reader {
        var scanner: XMLScanner
        var builder: SegmentBuilder

        /// Reads one property list value; `opened` is its start tag when already read.
        mutating func value(path: [String], opened: XMLScanner.Event?) throws(TableError) {
            let event: XMLScanner.Event? = if let opened { opened } else { try scanner.nextSignificant() }
            guard case .start(let name, _, let range, let selfClosing)? = event else {
                throw builder.error(at: scanner.index, "a value (<dict>, <array>, <string>, ...)\(path.last.map { " for the key \"\($0)\"" } ?? "")")
            }
            if selfClosing { return }
            if name == "dict" || name == "array", path.count >= NestingLimit.maximumDepth {
                throw builder.error(at: range.lowerBound, NestingLimit.expected("dictionaries and arrays"))
            }
            switch name {
            case "dict": try dictionary(path: path)
            case "array":
                var item = 0
                while true {
                    let next = try scanner.nextSignificant()
                    if case .end? = next { return }
                    try value(path: path + ["\(item)"], opened: next)
                    item += 1
                }
            case "string": try string(path: path, startTag: range)
            default: try scanner.skipElement()
            }
        }

        mutating func dictionary(path: [String]) throws(TableError) {
            var seen: [String: Int] = [:]
            while true {
                let event = try scanner.nextSignificant()
                if case .end? = event { return }
                guard case .start("key", _, let range, let selfClosing)? = event else {
                    throw builder.error(at: scanner.index, "<key> or '</dict>'\(path.last.map { " in the dictionary of \"\($0)\"" } ?? "")")
                }
                var key = ""
                if !selfClosing {
                    let contentStart = range.upperBound
                    var contentEnd = contentStart
                    while let next = try scanner.next() {
                        if case .end(_, let endRange) = next { contentEnd = endRange.lowerBound; break }
                        guard case .text = next else { throw builder.error(at: scanner.index, "text inside <key>") }
                    }
                    key = try builder.decode(contentStart..<contentEnd, style: .xml)
                }
                if let line = seen[key] {
                    throw builder.error(at: range.lowerBound, "a key not already in this dictionary; \"\(key)\" is also on line \(line)")
                }
                seen[key] = builder.position(of: range.lowerBound).line
                try value(path: path + [key], opened: nil)
            }
        }

        mutating func string(path: [String], startTag: Range<Int>) throws(TableError) {
            let contentStart = startTag.upperBound
            var contentEnd = contentStart
            while let next = try scanner.next() {
                switch next {
                case .end(_, let range): contentEnd = range.lowerBound
                case .text, .cdata: continue
                default: throw builder.error(at: scanner.index, "only text inside <string>")
                }
                break
            }
            guard let last = path.last, !StringsDictFile.settingKeys.contains(last), let key = path.first else { return }
            let variant = path.count > 1 ? path.dropFirst().joined(separator: ".") : nil
            try builder.addValue(contentStart..<contentEnd, key: key, variant: variant, style: .xml)
        }
    }
}
