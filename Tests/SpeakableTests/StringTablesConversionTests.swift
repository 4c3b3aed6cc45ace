import Foundation
import Speakable
import SpeakableStringTables
import Testing

/// Converting tables: each value spoken in its language, placeholders and glued units untouched,
/// everything else kept byte for byte.
@Suite struct StringTablesConversionTests {
    static let tables = TableFixtures.tables(under: TableFixtures.root.appendingPathComponent("valid")) + TableFixtures.realTables()

    static func language(of url: URL) -> String? {
        TableLocation.language(of: url.path) ?? (TableFixtures.format(of: url) == .xcstrings ? nil : "en")
    }

    @Test(arguments: tables)
    func valuesAreSpokenAndTheRestIsKept(_ url: URL) throws {
        let table = try TableFixtures.read(url)
        let fileLanguage = Self.language(of: url)
        let result = try TableConverter(locale: table.format == .xcstrings ? nil : fileLanguage).convert(table)
        #expect(result.table.segments.count == table.segments.count)
        #expect(result.valueCount == table.values.count)
        var spoken = 0
        for (before, after) in zip(table.segments, result.table.segments) {
            switch (before, after) {
            case (.verbatim(let a), .verbatim(let b)):
                #expect(a == b)
            case (.value(let a), .value(let b)):
                #expect(a.original == b.original && a.raw == b.raw)
                guard let language = a.language ?? fileLanguage, Speakable.isSupported(locale: language) else {
                    #expect(!b.isChanged, "\(b.label): a language Speakable does not speak was changed")
                    continue
                }
                let expected = Speakable.analyze(a.original, locale: language).text
                if b.isChanged {
                    spoken += 1
                    #expect(b.text == expected, "\(url.lastPathComponent) \(b.label)")
                }
                // Placeholders are never changed.
                #expect(Self.placeholders(b.text) == Self.placeholders(a.original), "\(url.lastPathComponent) \(b.label): \(b.text)")
            case (.resourceName(let a, _), .resourceName(let original, let current)):
                #expect(a == original && current == original + "_speakable")
            default:
                Issue.record("segment kinds differ")
            }
        }
        #expect(result.findings.filter { if case .spoken = $0.kind { true } else { false } }.count == spoken)
        // The companion reads back with the same keys, in the same order.
        let companion = try StringTable(bytes: result.table.encoded(), path: url.path, format: table.format)
        let suffix = table.format == .android ? "_speakable" : ""
        #expect(companion.values.map(\.key) == result.table.values.map { $0.key + suffix })
        #expect(companion.values.map(\.variant) == result.table.values.map(\.variant))
        #expect(companion.values.map(\.original) == result.table.values.map(\.text))
        #expect(companion.values.count == table.values.count + result.table.values.filter(\.isInsertion).count)
    }

    /// printf placeholders as written, in order (`%d`, `%1$@`, `%lld`, `%#@files@`, `%%`).
    static func placeholders(_ text: String) -> [String] {
        let pattern = /%(?:%|(?:[0-9]+\$)?(?:[-+0']*[0-9]*(?:\.[0-9]+)?#@[^@\s]+@|[-+#0']*[0-9]*(?:\.[0-9]+)?(?:hh|ll|h|l|q|L|z|t|j)?[@dDiuUxXoOfFeEgGcCsSpaA])|[0-9]+)/
        return text.matches(of: pattern).map { String($0.output) }
    }

    @Test(arguments: TableFixtures.rows("runtime.tsv").map { Array($0.columns) })
    func gluedUnitsNeedRuntimeFormatting(_ row: [String]) {
        let expected = row[2].isEmpty ? [] : row[2].components(separatedBy: " | ")
        #expect(RuntimeFormatting.spans(in: row[1], locale: row[0]) == expected, "\(row[0]) \(row[1])")
    }

    @Test func gluedUnitsAreLeftAsWritten() throws {
        let table = try TableFixtures.read(TableFixtures.root.appendingPathComponent("valid/fr.lproj/Tricky.strings"))
        let result = try TableConverter().convert(table)
        let glued = try #require(result.table.values.first { $0.key == "glued" })
        #expect(glued.text == "il y a %ldh")
        #expect(result.findings.contains { $0.label == "glued" && $0.kind == .needsRuntimeFormatting("%ldh") })
        #expect(result.findings.contains { $0.label == "duplicate" && $0.kind == .duplicateKey(firstLine: 18) })
    }

    @Test(arguments: TableFixtures.rows("locations.tsv").map { Array($0.columns) })
    func pathsTellLanguageAndCompanion(_ row: [String]) {
        #expect(TableLocation.language(of: row[0]) == (row[1] == "-" ? nil : row[1]), "\(row[0])")
        #expect(TableLocation.companion(of: row[0]) == row[2])
        #expect(TableLocation.isCompanion(row[2]) && !TableLocation.isCompanion(row[0]))
    }

    @Test func aCatalogSpeaksEachLanguageAndOnlyTheOneAskedFor() throws {
        let table = try TableFixtures.read(TableFixtures.root.appendingPathComponent("valid/Tricky.xcstrings"))
        let all = try TableConverter().convert(table)
        #expect(Set(all.table.values.filter(\.isChanged).compactMap(\.language)) == ["en", "fr", "ru"])
        #expect(all.skippedLanguages == ["de"])
        let french = try TableConverter(locale: "fr-FR").convert(table)
        #expect(Set(french.table.values.filter(\.isChanged).compactMap(\.language)) == ["fr"])
    }

    @Test func aTableWithoutALanguageIsAnError() throws {
        let table = try StringTable(bytes: Array("\"a\" = \"2\";".utf8), path: "Base.lproj/Localizable.strings", format: .strings)
        #expect(throws: TableError.self) { try TableConverter().convert(table) }
        #expect(try TableConverter(locale: "en").convert(table).table.values[0].text == "two")
    }

    @Test func theDiffNamesChangedLinesOnly() throws {
        let url = TableFixtures.root.appendingPathComponent("valid/fr.lproj/Tricky.strings")
        let table = try TableFixtures.read(url)
        var edited = table
        edited.update { $0.key == "multi.line" ? "première ligne\nseconde ligne, deux fois" : $0.key == "inline" ? "cinq minutes" : $0.original }
        let expected = try String(contentsOf: TableFixtures.root.appendingPathComponent("expected/Tricky.strings.diff"), encoding: .utf8)
        #expect(TableDiff.unified(from: table, to: edited, newPath: "fr.lproj/Tricky+Speakable.strings")
            == expected.replacingOccurrences(of: "@PATH@", with: url.path))
        #expect(TableDiff.unified(from: table, to: table, newPath: "x").isEmpty)
    }

    /// A generated 100,000-entry table converts correctly (time and memory stay linear: values
    /// are cut and written in one pass, and repeated values are spoken once).
    @Test func aHundredThousandEntries() throws {
        let count = 100_000
        let phrases = ["Il reste %d minutes", "Dans 3 jours", "Le 1er prix", "Fichier n°12", "21 km en 2 h", "Sans nombre"]
        var source = "/* Generated */\n"
        source.reserveCapacity(count * 40)
        for index in 0..<count {
            source += "\"key.\(index)\" = \"\(phrases[index % phrases.count]) \(index % 40)\";\n"
        }
        let bytes = Array(source.utf8)
        let table = try StringTable(bytes: bytes, path: "fr.lproj/Big.strings", format: .strings)
        #expect(table.values.count == count)
        #expect(table.encoded() == bytes)
        let result = try TableConverter().convert(table)
        #expect(result.valueCount == count)
        let written = try StringTable(bytes: result.table.encoded(), path: "fr.lproj/Big+Speakable.strings", format: .strings)
        #expect(written.values.count == count)
        let originals = table.values, spoken = written.values
        for index in stride(from: 0, to: count, by: 97) {
            #expect(spoken[index].key == "key.\(index)")
            #expect(spoken[index].original == Speakable.normalize(originals[index].original, locale: "fr"), "\(originals[index].original)")
        }
    }
}
