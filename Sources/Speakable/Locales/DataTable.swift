import Foundation

/// A tab-separated data file of `Resources/<lang>/`, read strictly: a header row names the
/// columns, `#` starts a comment line, and every row remembers its line so that a value that is
/// not one the column allows is an error naming the file, the line, the column and the values it
/// could be.
///
/// ```swift
/// let table = DataTable(text: "preposition\tcase\nдо\tgenitive\n", file: "ru/prepositions.tsv")
/// try table.rows[0].value("case", as: GrammaticalCase.self)   // .genitive
/// // "до\tgenetive" throws: Resources/ru/prepositions.tsv:2:4: expected one of nominative, genitive, ...
/// ```
struct DataTable {
    struct Row {
        let file: String
        let line: Int
        /// The column names of the file's header, shared by every row, with their positions.
        fileprivate let names: [String: Int]
        fileprivate let cells: [Substring]

        /// The text of the named column, nil when the row has no such column.
        subscript(_ name: String) -> String? { cell(name).map(String.init) }

        private func cell(_ name: String) -> Substring? {
            guard let index = names[name], index < cells.count else { return nil }
            return cells[index]
        }

        /// The 1-based column where the named cell starts.
        private func column(of index: Int) -> Int {
            cells[..<index].reduce(1) { $0 + $1.unicodeScalars.count + 1 }
        }

        /// The named column as one of the enumeration's values; `fallback` when the column is
        /// absent or empty, an error when its text is not a value of `type`.
        func value<Value: RawRepresentable & CaseIterable>(_ name: String, as type: Value.Type, fallback: Value? = nil) throws(LanguageDataError) -> Value?
            where Value.RawValue == String {
            guard let text = cell(name), !text.isEmpty, let index = names[name] else { return fallback }
            guard let value = Value(rawValue: String(text)) else {
                throw LanguageDataError(file: file, line: line, column: column(of: index),
                                        expected: "one of \(Value.allCases.map(\.rawValue).joined(separator: ", ")) in the column \"\(name)\", not \"\(text)\"")
            }
            return value
        }
    }

    let rows: [Row]

    init(text: String, file: String) {
        var rows: [Row] = []
        var names: [String: Int]?
        for (index, line) in text.splitASCII("\n").enumerated() {
            guard !line.isEmpty, line.utf8.first != UInt8(ascii: "#") else { continue }
            let cells = line.splitASCII("\t")
            guard let names else {
                var header: [String: Int] = [:]
                for (position, cell) in cells.enumerated() { header[cell.trimmedSpaces] = position }
                names = header
                continue
            }
            rows.append(Row(file: file, line: index + 1, names: names, cells: cells))
        }
        self.rows = rows
    }
}
