import Foundation
import SpeakableStringTables
import Testing

/// Reading then writing an unchanged table gives back its bytes, on real tables (UTF-8, UTF-8 with
/// BOM, UTF-16 LE and BE) and on the tricky fixtures.
@Suite struct StringTablesRoundTripTests {
    static let real = TableFixtures.realTables()
    static let tricky = TableFixtures.tables(under: TableFixtures.root.appendingPathComponent("valid"))

    @Test func theFixturesAreThere() {
        // 17 real tables are kept in the package (more when ../shared is beside it); the suite must
        // not pass on an empty walk.
        #expect(Self.real.count >= 17)
        #expect(Self.tricky.count >= 8)
    }

    @Test(arguments: real + tricky)
    func byteForByte(_ url: URL) throws {
        let bytes = try TableFixtures.bytes(url)
        let table = try TableFixtures.read(url)
        #expect(table.encoded() == bytes, "\(url.path)")
    }

    @Test(arguments: real + tricky)
    func valuesSetToThemselvesWriteTheSameBytes(_ url: URL) throws {
        var table = try TableFixtures.read(url)
        table.update { String($0.original) }
        #expect(table.encoded() == (try TableFixtures.bytes(url)), "\(url.path)")
    }

    @Test func encodingsAreToldApart() throws {
        let expected: [String: TextEncoding] = [
            "sparkle/historic/utf16le-67a7bc3d/en.lproj/Sparkle.strings": .utf16LittleEndian,
            "sparkle/historic/utf16be-990dee6a/fr.lproj/Sparkle.strings": .utf16BigEndian,
            "sparkle/historic/utf8bom-6dd689ad/fr.lproj/Sparkle.strings": .utf8WithBOM,
            "stats/fr.lproj/Localizable.strings": .utf8,
        ]
        for (path, encoding) in expected {
            let table = try TableFixtures.read(TableFixtures.root.appendingPathComponent("corpus/\(path)"))
            #expect(table.encoding == encoding, "\(path)")
            #expect(table.values.count > 10, "\(path)")
        }
    }
}
