/// A small XML tokenizer that keeps byte offsets, for reading property lists and Android resources
/// without loss. It checks well-formedness (matching tags, closed comments and CDATA, quoted
/// attributes, one root element) and reports the first problem with its line and column.
struct XMLScanner {
    struct Attribute {
        var name: String
        /// The value's bytes between its quotes.
        var valueRange: Range<Int>
        var value: String
    }

    enum Event {
        case start(name: String, attributes: [Attribute], range: Range<Int>, selfClosing: Bool)
        case end(name: String, range: Range<Int>)
        case text(Range<Int>)
        /// A whole `<![CDATA[...]]>` section.
        case cdata(Range<Int>)
        case comment(Range<Int>)
        /// `<?xml ...?>`, `<!DOCTYPE ...>`.
        case declaration(Range<Int>)
    }

    let source: [UInt8]
    let builder: SegmentBuilder
    private(set) var index = 0
    private var open: [(name: String, offset: Int)] = []
    private var sawRoot = false

    init(source: [UInt8], builder: SegmentBuilder) {
        self.source = source
        self.builder = builder
    }

    var depth: Int { open.count }

    mutating func next() throws(TableError) -> Event? {
        guard index < source.count else {
            if let last = open.last {
                throw builder.error(at: source.count, "'</\(last.name)>' before the end of the file, closing <\(last.name)> from line \(SourcePosition.of(offset: last.offset, in: source).line)")
            }
            if !sawRoot { throw builder.error(at: source.count, "a root element") }
            return nil
        }
        let start = index
        guard source[index] == UInt8(ascii: "<") else {
            while index < source.count, source[index] != UInt8(ascii: "<") { index += 1 }
            if open.isEmpty, let junk = source[start..<index].firstIndex(where: { !Self.isSpace($0) }) {
                throw builder.error(at: junk, sawRoot ? "nothing after the root element's end tag" : "'<' starting the root element")
            }
            return .text(start..<index)
        }
        if matches("<!--") {
            guard let end = find("-->", from: index + 4) else { throw builder.error(at: start, "'-->' to close the comment that starts here") }
            index = end + 3
            return .comment(start..<index)
        }
        if matches("<![CDATA[") {
            guard !open.isEmpty else { throw builder.error(at: start, "a CDATA section inside an element") }
            guard let end = find("]]>", from: index + 9) else { throw builder.error(at: start, "']]>' to close the CDATA section that starts here") }
            index = end + 3
            return .cdata(start..<index)
        }
        if matches("<?") {
            guard let end = find("?>", from: index + 2) else { throw builder.error(at: start, "'?>' to close the declaration that starts here") }
            index = end + 2
            return .declaration(start..<index)
        }
        if matches("<!") {
            var bracket = 0
            index += 2
            while index < source.count {
                let byte = source[index]
                if byte == UInt8(ascii: "[") { bracket += 1 }
                if byte == UInt8(ascii: "]") { bracket -= 1 }
                index += 1
                if byte == UInt8(ascii: ">"), bracket <= 0 { return .declaration(start..<index) }
            }
            throw builder.error(at: start, "'>' to close the declaration that starts here")
        }
        if matches("</") {
            index += 2
            let name = try self.name()
            skipSpaces()
            guard index < source.count, source[index] == UInt8(ascii: ">") else { throw builder.error(at: index, "'>' to end the tag </\(name)>") }
            index += 1
            guard let last = open.last else { throw builder.error(at: start, "no end tag here: </\(name)> closes nothing") }
            guard last.name == name else {
                throw builder.error(at: start, "'</\(last.name)>' closing <\(last.name)> from line \(SourcePosition.of(offset: last.offset, in: source).line); found '</\(name)>'")
            }
            open.removeLast()
            return .end(name: name, range: start..<index)
        }
        index += 1
        if open.isEmpty, sawRoot { throw builder.error(at: start, "nothing after the root element's end tag") }
        let name = try self.name()
        var attributes: [Attribute] = []
        while true {
            let beforeSpace = index
            skipSpaces()
            guard index < source.count else { throw builder.error(at: start, "'>' to end the tag <\(name)> that starts here") }
            if source[index] == UInt8(ascii: ">") {
                index += 1
                open.append((name, start))
                sawRoot = true
                return .start(name: name, attributes: attributes, range: start..<index, selfClosing: false)
            }
            if matches("/>") {
                index += 2
                sawRoot = true
                return .start(name: name, attributes: attributes, range: start..<index, selfClosing: true)
            }
            guard index > beforeSpace else { throw builder.error(at: index, "a space, '>' or '/>' in the tag <\(name)>") }
            let attributeName = try self.name()
            skipSpaces()
            guard index < source.count, source[index] == UInt8(ascii: "=") else { throw builder.error(at: index, "'=' after the attribute \(attributeName)") }
            index += 1
            skipSpaces()
            guard index < source.count, source[index] == UInt8(ascii: "\"") || source[index] == UInt8(ascii: "'") else {
                throw builder.error(at: index, "a quoted value for the attribute \(attributeName)")
            }
            let quote = source[index]
            let valueStart = index + 1
            guard let valueEnd = source[valueStart...].firstIndex(of: quote) else {
                throw builder.error(at: index, "a closing quote for the value of \(attributeName)")
            }
            if let bracket = source[valueStart..<valueEnd].firstIndex(of: UInt8(ascii: "<")) {
                throw builder.error(at: bracket, "'&lt;' instead of '<' in the value of \(attributeName)")
            }
            index = valueEnd + 1
            let value = try builder.decode(valueStart..<valueEnd, style: .xml)
            attributes.append(Attribute(name: attributeName, valueRange: valueStart..<valueEnd, value: value))
        }
    }

    /// The next event that is not a comment or whitespace-only text.
    mutating func nextSignificant() throws(TableError) -> Event? {
        while let event = try next() {
            switch event {
            case .comment, .declaration: continue
            case .text(let range) where source[range].allSatisfy(Self.isSpace): continue
            default: return event
            }
        }
        return nil
    }

    /// Skips the content of an element whose start tag was just read, through its end tag.
    mutating func skipElement() throws(TableError) {
        let target = open.count - 1
        while open.count > target {
            guard try next() != nil else { return }
        }
    }

    private mutating func name() throws(TableError) -> String {
        let start = index
        while index < source.count, Self.isNameByte(source[index]) { index += 1 }
        guard index > start else { throw builder.error(at: start, "an element or attribute name") }
        return String(decoding: source[start..<index], as: UTF8.self)
    }

    private mutating func skipSpaces() {
        while index < source.count, Self.isSpace(source[index]) { index += 1 }
    }

    private func matches(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= source.count else { return false }
        return literal.withUTF8Buffer { buffer in
            for offset in 0..<count where source[index + offset] != buffer[offset] { return false }
            return true
        }
    }

    private func find(_ literal: String, from start: Int) -> Int? {
        let bytes = Array(literal.utf8)
        var position = start
        while position + bytes.count <= source.count {
            if source[position] == bytes[0], source[position..<(position + bytes.count)].elementsEqual(bytes) { return position }
            position += 1
        }
        return nil
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "."): true
        default: byte >= 0x80
        }
    }
}
