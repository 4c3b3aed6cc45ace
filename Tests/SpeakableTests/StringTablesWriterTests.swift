import Foundation
import SpeakableStringTables
import Testing

/// Writing changed values in each file's own style (`Fixtures/tables/edits.tsv` -> `expected/`).
@Suite struct StringTablesWriterTests {
    static var files: [String] {
        var seen: [String] = []
        for row in TableFixtures.rows("edits.tsv") where !seen.contains(row.columns[0]) { seen.append(row.columns[0]) }
        return seen
    }

    @Test(arguments: files)
    func writesEditsInTheFileStyle(_ file: String) throws {
        let edits = Dictionary(uniqueKeysWithValues: TableFixtures.rows("edits.tsv").filter { $0.columns[0] == file }
            .map { ($0.columns[1], TableFixtures.unescape($0.columns[2])) })
        var table = try TableFixtures.read(TableFixtures.root.appendingPathComponent("valid/\(file)"))
        var applied = 0
        table.update { value in
            guard let new = edits["\(value.line):\(value.column)"] else { return value.original }
            applied += 1
            return new
        }
        #expect(applied == edits.count, "\(file): some edits name no value")
        let written = table.encoded()
        let expectedURL = TableFixtures.root.appendingPathComponent("expected/\(file)")
        if ProcessInfo.processInfo.environment["SPEAKABLE_RECORD_TABLES"] != nil {
            // Regenerating goldens: review the diff of Fixtures/tables/expected/ before committing.
            try FileManager.default.createDirectory(at: expectedURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(written).write(to: expectedURL)
        }
        let expected = try? TableFixtures.bytes(expectedURL)
        #expect(expected.map { $0 == written } == true, "\(file) differs from expected/\(file):\n\(String(decoding: written, as: UTF8.self))")

        // What was written reads back as the new text, and everything else as before.
        let reread = try StringTable(bytes: written, path: file, format: table.format)
        #expect(reread.values.map(\.original) == table.values.map(\.text))
        #expect(reread.encoding == table.encoding)
    }
}
