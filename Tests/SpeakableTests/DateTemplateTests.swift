import Foundation
import Testing
@testable import Speakable

/// `DateTemplate`: the templates of `dates.json`, parsed once and filled in one pass, against
/// `Fixtures/templates/templates.tsv` (rows `template<TAB>slot=value<TAB>slot=value<TAB>expected`).
@Suite struct DateTemplateTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let line: Int
        let template: String
        let first: (DateTemplate.Slot, String)
        let second: (DateTemplate.Slot, String)
        let expected: String
        var testDescription: String { "templates.tsv:\(line) \(template)" }
    }

    static func rows() throws -> [Row] {
        let url = Fixtures.root.appendingPathComponent("templates/templates.tsv")
        let text = try String(contentsOf: url, encoding: .utf8)
        var rows: [Row] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("#") || line.isEmpty { continue }
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            func slot(_ column: String) throws -> (DateTemplate.Slot, String) {
                let parts = column.split(separator: "=", maxSplits: 1).map(String.init)
                let slot = try #require(DateTemplate.Slot(rawValue: parts[0]), "templates.tsv:\(index + 1): unknown slot \(parts[0])")
                return (slot, parts.count > 1 ? parts[1] : "")
            }
            try #require(columns.count == 4, "templates.tsv:\(index + 1): 4 columns expected")
            rows.append(Row(line: index + 1, template: columns[0], first: try slot(columns[1]), second: try slot(columns[2]), expected: columns[3]))
        }
        return rows
    }

    @Test(arguments: try rows())
    func fillsInOnePass(_ row: Row) {
        let filled = DateTemplate(row.template).fill(row.first.0, row.first.1, row.second.0, row.second.1)
        #expect(filled == row.expected, "templates.tsv:\(row.line): \(row.template) -> \(filled), expected \(row.expected)")
    }

    /// Every template of every language parses into parts that, written back, give its text, and
    /// the fixture file covers it.
    @Test(arguments: Fixtures.languages)
    func languageTemplatesRoundTrip(_ language: String) throws {
        let data = try #require(LanguageData.load(language))
        let templates = data.dates.templates
        let covered = Set(try Self.rows().map(\.template))
        for template in [templates.dayFirst, templates.monthFirst, templates.year, templates.weekday, templates.dateTime]
            + [templates.monthFirstYear, templates.dayFirstAfterArticle].compactMap({ $0 }) {
            let written = template.parts.map { part -> String in
                switch part {
                case let .literal(text): text
                case let .slot(slot): "{\(slot.rawValue)}"
                }
            }.joined()
            #expect(written == template.text, "\(language): \(template.text) parsed as \(template.parts)")
            #expect(template.parts.contains { if case .slot = $0 { true } else { false } }, "\(language): \(template.text) has no slot")
            #expect(covered.contains(template.text), "\(language): \(template.text) missing from Fixtures/templates/templates.tsv")
        }
    }
}
