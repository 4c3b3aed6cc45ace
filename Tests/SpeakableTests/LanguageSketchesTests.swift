import Testing
@testable import Speakable

/// The precompiled sketches (`EmbeddedSketches`) are those the files give: regenerate them with
/// scripts/generate-data after editing Resources/.
@Suite struct LanguageSketchesTests {
    @Test(arguments: ["fr", "en", "ru"])
    func precompiledSketchesMatchTheFiles(language: String) throws {
        let embedded = try #require(EmbeddedSketches.snapshot(language), "no precompiled sketches for \(language): run scripts/generate-data")
        let read = LanguageSketches(reading: language, replacing: [:]).snapshot(sourceHash: LanguageSketches.sourceHash(language))
        #expect(embedded.sourceHash == read.sourceHash, "the sketches of \(language) were read from other files: run scripts/generate-data")
        #expect(embedded == read, "the precompiled sketches of \(language) differ from the files': run scripts/generate-data")
        // And what `load` gives is what the snapshot holds.
        let loaded = LanguageSketches.load(language, replacing: [:]).snapshot(sourceHash: embedded.sourceHash)
        #expect(loaded == embedded)
    }

    /// A replaced file (tests' broken copies) is read, never answered from the snapshot.
    @Test(arguments: ["fr", "en", "ru"])
    func replacedFilesAreRead(language: String) throws {
        let units = "symbol\tnoun\tafter\tflags\nzz\tpercent\t\t\n"
        let sketches = LanguageSketches.load(language, replacing: ["units.tsv": units])
        #expect(sketches.units.mayStart(with: "z"))
        #expect(!sketches.units.mayStart(with: "k"))
        #expect(LanguageSketches.load(language, replacing: [:]).units.mayStart(with: "k"))
    }

    /// A change of one byte of any source file changes the hash, and so does moving bytes from
    /// one file to the next (the snapshot is then not used).
    @Test(arguments: ["fr", "en", "ru"])
    func sourceHashCoversEveryByte(language: String) throws {
        let original = LanguageSketches.sourceHash(language)
        #expect(LanguageSketches.sourceHash(language, replacing: [:]) == original)
        for file in LanguageSketches.sourceFiles {
            guard let text = LanguageResources.text(language, file) else { continue }
            var bytes = Array(text.utf8)
            for position in [0, bytes.count / 2, bytes.count - 1] where bytes[position] < 0x80 {
                bytes[position] ^= 0x01
                let changed = String(decoding: bytes, as: UTF8.self)
                #expect(LanguageSketches.sourceHash(language, replacing: [file: changed]) != original, "\(file) byte \(position)")
                bytes[position] ^= 0x01
            }
        }
        let first = try #require(LanguageResources.text(language, "idioms.tsv")), second = try #require(LanguageResources.text(language, "units.tsv"))
        let moved = LanguageSketches.sourceHash(language, replacing: ["idioms.tsv": first + second.prefix(1), "units.tsv": String(second.dropFirst())])
        #expect(moved != original)
    }
}
