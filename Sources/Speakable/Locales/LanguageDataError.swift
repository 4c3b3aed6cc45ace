import Foundation

/// A language data file that is missing or malformed: which file, where in it, and what was expected.
///
/// ```swift
/// LanguageDataError(file: "ru/numbers.json", line: 3, column: 18, expected: "one of digits, cardinal, nouns").description
/// // "Resources/ru/numbers.json:3:18: expected one of digits, cardinal, nouns"
/// ```
public struct LanguageDataError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file, relative to `Resources/` ("fr/numbers.json").
    public let file: String
    /// 1-based line, when the place is known.
    public let line: Int?
    /// 1-based column, counted in Unicode scalars, when the place is known.
    public let column: Int?
    /// What the data should have held there.
    public let expected: String

    /// An error in `file` (relative to `Resources/`) at `line` and `column`, when known.
    public init(file: String, line: Int? = nil, column: Int? = nil, expected: String) {
        self.file = file
        self.line = line
        self.column = column
        self.expected = expected
    }

    /// An error at the UTF-8 byte `offset` of `bytes`.
    init(file: String, offset: Int, in bytes: some Collection<UInt8>, expected: String) {
        var line = 1
        var lineStart = 0
        for (index, byte) in bytes.prefix(offset).enumerated() where byte == 0x0A {
            line += 1
            lineStart = index + 1
        }
        // Columns count scalars, not bytes (continuation bytes are skipped).
        let column = bytes.dropFirst(lineStart).prefix(offset - lineStart).filter { $0 & 0xC0 != 0x80 }.count + 1
        self.init(file: file, line: line, column: column, expected: expected)
    }

    /// `Resources/<file>:<line>:<column>: expected <expected>`, the place as far as it is known.
    public var description: String {
        var place = "Resources/\(file)"
        if let line { place += ":\(line)" }
        if let column { place += ":\(column)" }
        return "\(place): expected \(expected)"
    }
}

extension LanguageDataError {
    private static let reported = LockedValue(Set<String>())

    /// Reports a data error once per file: on standard error, and as an assertion failure in debug
    /// builds, so that broken data never passes as an unsupported language.
    static func report(_ error: LanguageDataError) {
        let first = reported.withLock { $0.insert(error.file).inserted }
        guard first else { return }
        FileHandle.standardError.write(Data("Speakable: broken language data: \(error)\n".utf8))
        assertionFailure("Speakable: broken language data: \(error)")
    }
}
