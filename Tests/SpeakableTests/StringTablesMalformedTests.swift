import Foundation
import SpeakableStringTables
import Testing

/// Malformed tables (`Fixtures/tables/malformed.tsv`): an error naming line, column and what was
/// expected. The command-line side (exit 2, nothing written) is in StringTablesCommandLineTests.
@Suite struct StringTablesMalformedTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let row: Int
        let file: String
        let line: Int
        let column: Int
        let message: String
        var testDescription: String { "malformed.tsv:\(row) \(file)" }
        var url: URL { TableFixtures.root.appendingPathComponent("malformed/\(file)") }
    }

    static let cases: [Case] = TableFixtures.rows("malformed.tsv").map {
        Case(row: $0.line, file: $0.columns[0], line: Int($0.columns[1])!, column: Int($0.columns[2])!, message: $0.columns[3])
    }

    @Test func everyMalformedFixtureIsListed() {
        let folder = TableFixtures.root.appendingPathComponent("malformed")
        let listed = Set(Self.cases.map(\.file))
        for url in TableFixtures.tables(under: folder) {
            #expect(listed.contains(String(url.path.dropFirst(folder.path.count + 1))), "\(url.path) is not in malformed.tsv")
        }
        #expect(Self.cases.count >= 20)
    }

    @Test(arguments: cases)
    func failsWithPlace(_ fixture: Case) throws {
        do {
            _ = try StringTable(contentsOf: fixture.url.path)
            Issue.record("\(fixture.file) was read without an error")
        } catch {
            #expect(error.path == fixture.url.path)
            #expect(error.line == fixture.line && error.column == fixture.column, "\(error)")
            #expect(error.expected.contains(fixture.message), "\(error)")
            #expect(error.description.hasPrefix("\(fixture.url.path):\(fixture.line):\(fixture.column): expected "))
        }
    }
}
