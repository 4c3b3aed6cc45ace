import Foundation
import Testing

/// One row of a golden TSV file, with where it came from so failures name file and line.
struct FixtureCase: CustomTestStringConvertible, Sendable {
    let file: String
    let line: Int
    let language: String
    /// Options column of API fixtures ("ordinal gender=feminine"); empty for text fixtures.
    let options: String
    let input: String
    let expected: [String]
    /// Compare after folding hyphens, case and "ё" (for rows imported from other projects).
    let folded: Bool

    var testDescription: String { "\(language)/\(file):\(line) \(input)" }
    var location: String { "Fixtures/\(language)/\(file):\(line)" }
}

enum Fixtures {
    static let languages = ["fr", "en", "ru"]
    /// API fixtures that are not `SpeakableNumber`'s, each run by its own suite.
    static let nonNumberAPIFiles: Set<String> = ["api/date.tsv", "api/duration.tsv", "api/telephone.tsv", "api/format.tsv", "api/classes.tsv", "api/format-style.tsv"]

    static var root: URL {
        // Tests/SpeakableTests/Support/FixtureLoader.swift -> Tests/SpeakableTests/Fixtures.
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
    }

    /// Text fixtures: `Fixtures/<lang>/<class>.tsv`, rows `written<TAB>spoken[<TAB>alternative...]`.
    static func textCases() -> [FixtureCase] {
        languages.flatMap { language in
            files(in: root.appendingPathComponent(language)).flatMap { load($0, language: language, optionsColumn: false) }
        }
    }

    /// API fixtures: `Fixtures/<lang>/api/<name>.tsv`, rows `options<TAB>input<TAB>expected[<TAB>alternative...]`.
    static func apiCases() -> [FixtureCase] {
        languages.flatMap { language in
            files(in: root.appendingPathComponent(language).appendingPathComponent("api")).flatMap { load($0, language: language, optionsColumn: true) }
        }
    }

    static func files(in directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".tsv") }.sorted().map { directory.appendingPathComponent($0) }
    }

    static func load(_ url: URL, language: String, optionsColumn: Bool) -> [FixtureCase] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        let name = url.deletingLastPathComponent().lastPathComponent == "api" ? "api/\(url.lastPathComponent)" : url.lastPathComponent
        var folded = false
        var cases: [FixtureCase] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("# compare: folded") { folded = true }
            if line.isEmpty || line.hasPrefix("#") { continue }
            var columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let options = optionsColumn && !columns.isEmpty ? columns.removeFirst() : ""
            guard columns.count >= 2 else { continue }
            cases.append(FixtureCase(file: name, line: index + 1, language: language, options: options,
                                     input: columns[0], expected: Array(columns.dropFirst()), folded: folded))
        }
        return cases
    }

    /// The scorer's folding: case, "ё", hyphens between letters, periods and commas.
    static func fold(_ text: String) -> String {
        var result = text.lowercased().replacingOccurrences(of: "ё", with: "е")
        for dash in ["\u{2010}", "\u{2011}", "-"] { result = result.replacingOccurrences(of: dash, with: " ") }
        for mark in [",", "."] { result = result.replacingOccurrences(of: mark, with: "") }
        return result.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    static func matches(_ actual: String, _ fixture: FixtureCase) -> Bool {
        fixture.expected.contains { fixture.folded ? fold($0) == fold(actual) : $0 == actual }
    }
}
