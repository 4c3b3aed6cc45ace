/// A string table that cannot be read: where, and what the reader expected there.
///
/// ```swift
/// do { _ = try StringTable(contentsOf: "fr.lproj/Localizable.strings") }
/// catch let error as TableError { print(error) }
/// // fr.lproj/Localizable.strings:12:31: expected ';' after the value of "Cancel"
/// ```
public struct TableError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file as the caller named it.
    public var path: String
    /// 1-based line of the problem (0 when the file could not be opened at all).
    public var line: Int
    /// 1-based column, in Unicode scalars from the start of the line.
    public var column: Int
    /// What the reader expected at that place, in words ("';' after the value of \"Cancel\"").
    public var expected: String

    public init(path: String, line: Int, column: Int, expected: String) {
        self.path = path
        self.line = line
        self.column = column
        self.expected = expected
    }

    /// `path:line:column: expected ...`, the form compilers use, so editors can jump to it.
    /// Without a place (line 0) when the problem is the whole file: `path: expected ...`.
    public var description: String {
        line > 0 ? "\(path):\(line):\(column): expected \(expected)" : "\(path): expected \(expected)"
    }
}
