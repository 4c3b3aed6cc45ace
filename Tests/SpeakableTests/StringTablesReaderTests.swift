import Foundation
import SpeakableStringTables
import Testing

/// What the readers decode: every value of each tricky fixture, with its place and label, as listed
/// in `Fixtures/tables/values.tsv` (`file`, `line:column`, `label`, decoded text with `\n` `\t` `\\`).
@Suite struct StringTablesReaderTests {
    static var files: [String] {
        var seen: [String] = []
        for row in TableFixtures.rows("values.tsv") where !seen.contains(row.columns[0]) { seen.append(row.columns[0]) }
        return seen
    }

    @Test func everyTrickyFixtureIsListed() {
        let listed = Set(Self.files)
        let valid = TableFixtures.root.appendingPathComponent("valid")
        for url in TableFixtures.tables(under: valid) {
            let name = String(url.path.dropFirst(valid.path.count + 1))
            #expect(listed.contains(name), "values.tsv lists nothing for \(name)")
        }
    }

    @Test(arguments: files)
    func decodedValues(_ file: String) throws {
        let table = try TableFixtures.read(TableFixtures.root.appendingPathComponent("valid/\(file)"))
        let expected = TableFixtures.rows("values.tsv").filter { $0.columns[0] == file }
        let actual = table.values.map { value in
            [file, "\(value.line):\(value.column)", value.label, TableFixtures.escape(value.original)].joined(separator: "\t")
        }
        for (index, row) in expected.enumerated() {
            let line = row.columns.joined(separator: "\t")
            #expect(index < actual.count && actual[index] == line, "values.tsv:\(row.line): read \(index < actual.count ? actual[index] : "nothing")")
        }
        #expect(actual.count == expected.count, "\(file): \(actual.count) values read, \(expected.count) listed:\n\(actual.dropFirst(expected.count).joined(separator: "\n"))")
    }

    @Test func duplicateStringsKeysAreKeptInOrder() throws {
        let table = try TableFixtures.read(TableFixtures.root.appendingPathComponent("valid/fr.lproj/Tricky.strings"))
        #expect(table.values.filter { $0.key == "duplicate" }.map(\.original) == ["1re version", "2e version"])
    }

    @Test func catalogPlacesForMissingLocalizations() throws {
        let rows = TableFixtures.rows("insertions.tsv")
        #expect(!rows.isEmpty)
        for file in Set(rows.map { $0.columns[0] }) {
            let table = try TableFixtures.read(TableFixtures.root.appendingPathComponent("valid/\(file)"))
            let places = table.segments.compactMap { segment -> String? in
                guard case .value(let value) = segment, value.isInsertion else { return nil }
                #expect(value.original == value.key && !value.isChanged)
                return "\(file)\t\(value.line):\(value.column)\t\(value.label)"
            }
            #expect(places == rows.filter { $0.columns[0] == file }.map { $0.columns.joined(separator: "\t") })
        }
    }
}
