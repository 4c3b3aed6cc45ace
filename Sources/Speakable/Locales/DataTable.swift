import Foundation

/// A tab-separated data file of `Resources/<lang>/`, read strictly: a header row names the
/// columns, `#` starts a comment line, and every row remembers its line so that a value that is
/// not one the column allows is an error naming the file, the line, the column and the values it
/// could be.
///
/// The file is split once on its UTF-8 bytes: the rows share one copy of the bytes and one list
/// of where each cell starts and ends, and a cell becomes a `String` only when it is asked for
/// (a language loads a few thousand rows at its first use).
///
/// ```swift
/// let table = DataTable(text: "preposition\tcase\nдо\tgenitive\n", file: "ru/prepositions.tsv")
/// try table.rows[0].value("case", as: GrammaticalCase.self)   // .genitive
/// // "до\tgenetive" throws: Resources/ru/prepositions.tsv:2:4: expected one of nominative, genitive, ...
/// ```
struct DataTable {
    /// The bytes of one file and the bounds of its cells, shared by its rows.
    fileprivate final class Storage: Sendable {
        let bytes: [UInt8]
        /// Per cell, its start and end byte offsets, row after row.
        let bounds: [Int32]
        /// The column names of the header, in order (a name listed twice: the last one counts).
        let names: [String]

        init(bytes: [UInt8], bounds: [Int32], names: [String]) {
            self.bytes = bytes
            self.bounds = bounds
            self.names = names
        }
    }

    struct Row {
        let file: String
        let line: Int
        private let storage: Storage
        /// Where this row's cells start in `storage.bounds` (two entries a cell), and how many it has.
        private let first: Int32
        private let count: Int32

        fileprivate init(file: String, line: Int, storage: Storage, first: Int32, count: Int32) {
            self.file = file
            self.line = line
            self.storage = storage
            self.first = first
            self.count = count
        }

        /// The text of the named column, nil when the row has no such column.
        subscript(_ name: String) -> String? {
            guard let position = position(of: name) else { return nil }
            return text(at: position)
        }

        /// The cell's position, nil when the header does not name it or the row is shorter.
        private func position(of name: String) -> Int? {
            guard let position = storage.names.lastIndex(of: name), position < Int(count) else { return nil }
            return position
        }

        private func text(at position: Int) -> String {
            let index = Int(first) + 2 * position
            let start = Int(storage.bounds[index]), end = Int(storage.bounds[index + 1])
            return storage.bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
        }

        /// The 1-based column where the cell at `position` starts.
        private func column(of position: Int) -> Int {
            (0..<position).reduce(1) { $0 + text(at: $1).unicodeScalars.count + 1 }
        }

        /// The named column as one of the enumeration's values; `fallback` when the column is
        /// absent or empty, an error when its text is not a value of `type`.
        func value<Value: RawRepresentable & CaseIterable>(_ name: String, as type: Value.Type, fallback: Value? = nil) throws(LanguageDataError) -> Value?
            where Value.RawValue == String {
            guard let position = position(of: name) else { return fallback }
            let text = text(at: position)
            guard !text.isEmpty else { return fallback }
            guard let value = Value(rawValue: text) else {
                throw LanguageDataError(file: file, line: line, column: column(of: position),
                                        expected: "one of \(Value.allCases.map(\.rawValue).joined(separator: ", ")) in the column \"\(name)\", not \"\(text)\"")
            }
            return value
        }
    }

    let rows: [Row]

    init(text: String, file: String) {
        self.init(bytes: Array(text.utf8), file: file)
    }

    /// The table of a file's UTF-8 bytes (the embedded data, read without decoding it whole).
    init(bytes: [UInt8], file: String) {
        var bounds: [Int32] = []
        let lines = bytes.withUnsafeBufferPointer { Self.lines(of: $0, bounds: &bounds) }
        var header: [String] = []
        if let first = lines.first {
            header = (0..<Int(first.count)).map { position in
                let start = Int(bounds[Int(first.first) + 2 * position]), end = Int(bounds[Int(first.first) + 2 * position + 1])
                return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }.trimmedSpaces
            }
        }
        let storage = Storage(bytes: bytes, bounds: bounds, names: header)
        self.rows = lines.dropFirst().map { Row(file: file, line: $0.line, storage: storage, first: $0.first, count: $0.count) }
    }

    /// The lines of a tab-separated file that are not empty and do not start with "#", in order:
    /// each one's 1-based number, and where its cells' bounds start in `bounds` (a cell's start
    /// and end byte offsets, two entries a cell) and how many cells it has.
    static func lines(of buffer: UnsafeBufferPointer<UInt8>, bounds: inout [Int32]) -> [(line: Int, first: Int32, count: Int32)] {
        var lines: [(line: Int, first: Int32, count: Int32)] = []
        bounds.reserveCapacity(buffer.count / 4)
        var lineNumber = 0
        var start = 0
        while start <= buffer.count {
            lineNumber += 1
            guard start < buffer.count, buffer[start] != 0x0A, buffer[start] != UInt8(ascii: "#") else {
                while start < buffer.count, buffer[start] != 0x0A { start += 1 }
                start += 1
                continue
            }
            // One pass over the line: a tab ends a cell, the line feed (or the end) the last one.
            let first = Int32(bounds.count)
            var cell = start
            var index = start
            while index < buffer.count {
                let byte = buffer[index]
                if byte == 0x0A { break }
                if byte == 0x09 {
                    bounds.append(Int32(cell))
                    bounds.append(Int32(index))
                    cell = index + 1
                }
                index += 1
            }
            bounds.append(Int32(cell))
            bounds.append(Int32(index))
            lines.append((lineNumber, first, (Int32(bounds.count) - first) / 2))
            start = index + 1
        }
        return lines
    }
}

extension DataTable {
    /// Calls `body` with the bytes of every word (separated by spaces; with `whole`, every cell) of
    /// the named columns of a tab-separated file, row after row, without making a string: a cheap
    /// look at a table before it is built (`SymbolSketch`). `skip`: a cell that stands for no word ("-").
    static func forEachWord(inColumns columns: [String], of bytes: [UInt8], skip: [UInt8] = [], whole: Bool = false, _ body: (ArraySlice<UInt8>) -> Void) {
        var bounds: [Int32] = []
        let lines = bytes.withUnsafeBufferPointer { Self.lines(of: $0, bounds: &bounds) }
        guard let header = lines.first else { return }
        let names = columns.map { Array($0.utf8) }
        var positions: [Int] = []
        for position in 0..<Int(header.count) {
            let index = Int(header.first) + 2 * position
            let cell = bytes[Int(bounds[index])..<Int(bounds[index + 1])]
            if names.contains(where: { $0.elementsEqual(cell) }) { positions.append(position) }
        }
        for line in lines.dropFirst() {
            for position in positions where position < Int(line.count) {
                let index = Int(line.first) + 2 * position
                let cell = bytes[Int(bounds[index])..<Int(bounds[index + 1])]
                if !skip.isEmpty, cell.elementsEqual(skip) { continue }
                if whole {
                    if !cell.isEmpty { body(cell) }
                    continue
                }
                var start = cell.startIndex
                while start < cell.endIndex {
                    var end = start
                    while end < cell.endIndex, cell[end] != 0x20 { end += 1 }
                    if end > start { body(cell[start..<end]) }
                    start = end + 1
                }
            }
        }
    }
}

extension DataTable {
    /// Calls `body` with each scalar of UTF-8 bytes (valid: the embedded files and `String`s are),
    /// decoded by hand: the sketches read whole files at load.
    @inline(__always)
    static func forEachScalar(in bytes: ArraySlice<UInt8>, _ body: (Unicode.Scalar) -> Void) {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let lead = UInt32(bytes[index])
            var value = lead
            var length = 1
            if lead >= 0xF0 {
                value = lead & 0x07
                length = 4
            } else if lead >= 0xE0 {
                value = lead & 0x0F
                length = 3
            } else if lead >= 0xC0 {
                value = lead & 0x1F
                length = 2
            }
            for offset in 1..<length where index + offset < bytes.endIndex {
                value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
            }
            index += length
            body(Unicode.Scalar(value) ?? "\u{FFFD}")
        }
    }
}
