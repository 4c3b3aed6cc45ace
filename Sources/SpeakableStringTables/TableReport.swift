/// What `speakable convert --report json` prints: per file and in total, counts of values and of
/// findings by kind.
///
/// ```swift
/// var report = TableReport()
/// report.add(result, output: "fr.lproj/Localizable+Speakable.strings")
/// report.totals.values   // 464
/// ```
public struct TableReport: Sendable, Hashable, Codable {
    public struct Counts: Sendable, Hashable, Codable {
        public var values = 0
        /// Values whose spoken form differs from the text (what a screen reader would misread).
        public var spoken = 0
        public var needsRuntimeFormatting = 0
        public var duplicateKeys = 0
        /// Spans per semiotic class (cardinal, date, abbreviation, foreign...).
        public var classes: [String: Int] = [:]

        public init() {}

        mutating func add(_ other: Counts) {
            values += other.values
            spoken += other.spoken
            needsRuntimeFormatting += other.needsRuntimeFormatting
            duplicateKeys += other.duplicateKeys
            classes.merge(other.classes, uniquingKeysWith: +)
        }
    }

    public struct File: Sendable, Hashable, Codable {
        public var path: String
        public var format: String
        public var output: String?
        public var skippedLanguages: [String]
        public var counts: Counts
    }

    public struct Failure: Sendable, Hashable, Codable {
        public var path: String
        public var line: Int
        public var column: Int
        public var expected: String
    }

    public var files: [File] = []
    public var errors: [Failure] = []
    public var totals = Counts()

    public init() {}

    public mutating func add(_ result: TableConverter.Result, output: String?) {
        var counts = Counts()
        counts.values = result.valueCount
        for finding in result.findings {
            switch finding.kind {
            case .spoken(_, let classes):
                counts.spoken += 1
                for semioticClass in classes { counts.classes[semioticClass.rawValue, default: 0] += 1 }
            case .foreign:
                counts.classes["foreign", default: 0] += 1
            case .needsRuntimeFormatting: counts.needsRuntimeFormatting += 1
            case .duplicateKey: counts.duplicateKeys += 1
            }
        }
        files.append(File(path: result.table.path, format: result.table.format.rawValue, output: output,
                          skippedLanguages: result.skippedLanguages, counts: counts))
        totals.add(counts)
    }

    public mutating func add(_ error: TableError) {
        errors.append(Failure(path: error.path, line: error.line, column: error.column, expected: error.expected))
    }
}
