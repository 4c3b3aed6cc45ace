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
        fileprivate let columns: [String: (text: String, column: Int)]

        /// The text of the named column, nil when the row has no such column.
        subscript(_ name: String) -> String? { columns[name]?.text }

        /// The named column as one of the enumeration's values; `fallback` when the column is
        /// absent or empty, an error when its text is not a value of `type`.
        func value<Value: RawRepresentable & CaseIterable>(_ name: String, as type: Value.Type, fallback: Value? = nil) throws(LanguageDataError) -> Value?
            where Value.RawValue == String {
            guard let cell = columns[name], !cell.text.isEmpty else { return fallback }
            guard let value = Value(rawValue: cell.text) else {
                throw LanguageDataError(file: file, line: line, column: cell.column,
                                        expected: "one of \(Value.allCases.map(\.rawValue).joined(separator: ", ")) in the column \"\(name)\", not \"\(cell.text)\"")
            }
            return value
        }
    }

    let rows: [Row]

    init(text: String, file: String) {
        var rows: [Row] = []
        var header: [String]?
        for (index, line) in text.splitASCII("\n").enumerated() {
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let cells = line.splitASCII("\t")
            guard let names = header else {
                header = cells.map { $0.trimmingCharacters(in: .whitespaces) }
                continue
            }
            var columns: [String: (text: String, column: Int)] = [:]
            var column = 1
            for (name, cell) in zip(names, cells) {
                columns[name] = (String(cell), column)
                column += cell.unicodeScalars.count + 1
            }
            rows.append(Row(file: file, line: index + 1, columns: columns))
        }
        self.rows = rows
    }
}
