/// Cuts a file's UTF-8 text into segments: values where a reader found them, verbatim text between.
struct SegmentBuilder {
    let source: [UInt8]
    let path: String
    private(set) var segments: [StringTable.Segment] = []
    private var copied = 0
    private var positions = PositionTracker()

    init(source: [UInt8], path: String) {
        self.source = source
        self.path = path
    }

    /// Line and column of a byte offset; offsets asked for must mostly increase (one pass).
    mutating func position(of offset: Int) -> SourcePosition {
        positions.position(of: offset, in: source)
    }

    /// An error at a byte offset.
    func error(at offset: Int, _ expected: String) -> TableError {
        let position = SourcePosition.of(offset: offset, in: source)
        return TableError(path: path, line: position.line, column: position.column, expected: expected)
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: source[range], as: UTF8.self)
    }

    /// Decodes the value in `range` with `style`, reporting a bad escape where it is.
    func decode(_ range: Range<Int>, style: ValueStyle) throws(TableError) -> String {
        do {
            return try style.decode(Array(source[range])).string
        } catch {
            throw self.error(at: range.lowerBound + error.offset, error.expected)
        }
    }

    /// Adds the value whose source text is `range` (which must start after the previous one).
    mutating func addValue(_ range: Range<Int>, key: String, variant: String? = nil, language: String? = nil, style: ValueStyle) throws(TableError) {
        let original = try decode(range, style: style)
        flush(upTo: range.lowerBound)
        let value = TableValue(key: key, variant: variant, language: language, position: position(of: range.lowerBound),
                               raw: text(range), original: original, style: style)
        segments.append(.value(value))
        copied = range.upperBound
    }

    /// Adds a value that is not in the file yet: `range` (empty, or blank text it replaces) is
    /// written as is until the value changes.
    mutating func addInsertion(_ range: Range<Int>, key: String, language: String, original: String, style: ValueStyle) {
        flush(upTo: range.lowerBound)
        let value = TableValue(key: key, language: language, position: position(of: range.lowerBound),
                               raw: text(range), original: original, style: style)
        segments.append(.value(value))
        copied = range.upperBound
    }

    /// Adds an Android resource name attribute value (its text without quotes).
    mutating func addResourceName(_ range: Range<Int>, name: String) {
        flush(upTo: range.lowerBound)
        segments.append(.resourceName(original: name, current: name))
        copied = range.upperBound
    }

    mutating func flush(upTo offset: Int) {
        if offset > copied { segments.append(.verbatim(text(copied..<offset))) }
        copied = max(copied, offset)
    }

    mutating func finish(format: StringTable.Format, encoding: TextEncoding) -> StringTable {
        flush(upTo: source.count)
        return StringTable(path: path, format: format, encoding: encoding, segments: segments)
    }
}
