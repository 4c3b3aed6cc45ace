/// Android `res/values*/strings.xml` resources: `<string>`, `<plurals>`, `<string-array>`.
///
/// Text is read as aapt2 reads it (XML entities, CDATA, `\'` `\"` `\n` `\@` `\uXXXX`, `"..."`
/// quoting); inline markup (`<b>`, `<xliff:g>`) is kept, text inside `<xliff:g>` (placeholders) is
/// never a value, and `translatable="false"` resources are left alone.
///
/// ```swift
/// let table = try AndroidStringsFile.parse(Array(#"<resources><string name="eta">%d min</string></resources>"#.utf8),
///                                          path: "res/values-fr/strings.xml", encoding: .utf8)
/// table.values[0].key        // "eta"
/// table.values[0].original   // "%d min"
/// ```
package enum AndroidStringsFile {
    package static func parse(_ utf8: [UInt8], path: String, encoding: TextEncoding) throws(TableError) -> StringTable {
        let builder = SegmentBuilder(source: utf8, path: path)
        var reader = Reader(scanner: XMLScanner(source: utf8, builder: builder), builder: builder)
        try reader.run()
        return reader.builder.finish(format: .android, encoding: encoding)
    }

    private struct Reader {
        var scanner: XMLScanner
        var builder: SegmentBuilder
        /// Names already used, per resource type, with their line.
        var seen: [String: Int] = [:]

        mutating func run() throws(TableError) {
            guard case .start(let root, _, let range, let selfClosing)? = try scanner.nextSignificant() else {
                throw builder.error(at: scanner.index, "a <resources> element")
            }
            guard root == "resources" else { throw builder.error(at: range.lowerBound, "<resources> as the root element; found <\(root)>") }
            if !selfClosing {
                while true {
                    let event = try scanner.nextSignificant()
                    if case .end? = event { break }
                    guard case .start(let name, let attributes, let range, let selfClosing)? = event else {
                        throw builder.error(at: scanner.index, "a resource element or '</resources>'")
                    }
                    if selfClosing { continue }
                    try resource(name, attributes: attributes, tag: range)
                }
            }
            while try scanner.next() != nil {}
        }

        mutating func resource(_ type: String, attributes: [XMLScanner.Attribute], tag: Range<Int>) throws(TableError) {
            guard ["string", "plurals", "string-array"].contains(type),
                  let name = attributes.first(where: { $0.name == "name" }),
                  attributes.first(where: { $0.name == "translatable" })?.value != "false" else {
                try scanner.skipElement()
                return
            }
            let typeKey = type + "/" + name.value
            if let line = seen[typeKey] {
                throw builder.error(at: tag.lowerBound, "a resource name not used before; <\(type) name=\"\(name.value)\"> is also on line \(line)")
            }
            seen[typeKey] = builder.position(of: tag.lowerBound).line
            builder.addResourceName(name.valueRange, name: name.value)
            if type == "string" {
                try content(key: name.value, variant: nil, start: tag.upperBound)
                return
            }
            var item = 0
            while true {
                let event = try scanner.nextSignificant()
                if case .end? = event { return }
                guard case .start("item", let attributes, let range, let selfClosing)? = event else {
                    throw builder.error(at: scanner.index, "<item> or '</\(type)>' in <\(type) name=\"\(name.value)\">")
                }
                if selfClosing { continue }
                let variant = attributes.first(where: { $0.name == "quantity" })?.value ?? "\(item)"
                try content(key: name.value, variant: variant, start: range.upperBound)
                item += 1
            }
        }

        /// Reads an element's content through its end tag: each run of text between markup is a value.
        mutating func content(key: String, variant: String?, start: Int) throws(TableError) {
            var runStart = start
            var runEnd = start
            var nested = 0
            var skippingDepth: Int? = nil
            while let event = try scanner.next() {
                switch event {
                case .text(let range), .cdata(let range):
                    if skippingDepth == nil { runEnd = range.upperBound } else { runStart = range.upperBound; runEnd = runStart }
                    continue
                case .start(let name, _, let range, let selfClosing):
                    try flush(runStart..<runEnd, key: key, variant: variant)
                    if !selfClosing {
                        nested += 1
                        if skippingDepth == nil, name == "xliff:g" || name.hasSuffix(":g") { skippingDepth = nested }
                    }
                    runStart = range.upperBound
                case .end(_, let range):
                    try flush(runStart..<runEnd, key: key, variant: variant)
                    if nested == 0 { return }
                    if skippingDepth == nested { skippingDepth = nil }
                    nested -= 1
                    runStart = range.upperBound
                case .comment(let range), .declaration(let range):
                    try flush(runStart..<runEnd, key: key, variant: variant)
                    runStart = range.upperBound
                }
                runEnd = runStart
            }
        }

        mutating func flush(_ range: Range<Int>, key: String, variant: String?) throws(TableError) {
            guard !range.isEmpty, !builder.source[range].allSatisfy(XMLScanner.isSpace) else { return }
            try builder.addValue(range, key: key, variant: variant, style: .android)
        }
    }
}
