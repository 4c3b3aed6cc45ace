import Foundation

extension StringTable.Format {
    /// The format a file name says: `.strings`, `.stringsdict`, `.xcstrings`, or `.xml` (Android).
    public init?(path: String) {
        switch (path as NSString).pathExtension.lowercased() {
        case "strings": self = .strings
        case "stringsdict": self = .stringsdict
        case "xcstrings": self = .xcstrings
        case "xml": self = .android
        default: return nil
        }
    }
}

extension StringTable {
    /// Reads a table, its format told by the file name's extension.
    ///
    /// ```swift
    /// let table = try StringTable(contentsOf: "fr.lproj/Localizable.strings")
    /// table.encoded() == Array(FileManager.default.contents(atPath: "fr.lproj/Localizable.strings")!)   // true
    /// ```
    public init(contentsOf path: String, format: Format? = nil) throws(TableError) {
        guard let format = format ?? Format(path: path) else {
            throw TableError(path: path, line: 0, column: 0, expected: "a .strings, .stringsdict, .xcstrings or Android .xml file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TableError(path: path, line: 0, column: 0, expected: "a readable file")
        }
        try self.init(bytes: [UInt8](data), path: path, format: format)
    }

    /// Parses a table from its bytes (any supported encoding, told by the byte order mark).
    public init(bytes: [UInt8], path: String, format: Format) throws(TableError) {
        let (encoding, utf8) = try TextEncoding.decode(bytes, path: path)
        switch format {
        case .strings: self = try StringsFile.parse(utf8, path: path, encoding: encoding)
        case .stringsdict: self = try StringsDictFile.parse(utf8, path: path, encoding: encoding)
        case .xcstrings: self = try XCStringsFile.parse(utf8, path: path, encoding: encoding)
        case .android: self = try AndroidStringsFile.parse(utf8, path: path, encoding: encoding)
        }
    }
}
