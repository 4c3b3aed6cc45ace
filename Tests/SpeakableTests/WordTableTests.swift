import Foundation
import Testing
@testable import Speakable

/// The tagging model's word table, compiled from `Resources/{en,fr}/words.tsv` by
/// `scripts/embed-language-data.py` (in Python), against the files read here and hashed by the
/// library's own `WordHash`: every word, its frequencies and name flag, and nothing else.
@Suite struct WordTableTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources")

    /// `words.tsv` of both languages as the model reads them: the last row of a hash wins, the name
    /// flag of any row counts.
    static func expected() throws -> [UInt64: WordTable.Entry] {
        var entries: [UInt64: WordTable.Entry] = [:]
        for language in ["en", "fr"] {
            let text = try String(contentsOf: resources.appendingPathComponent("\(language)/words.tsv"), encoding: .utf8)
            for line in text.split(separator: "\n") where !line.hasPrefix("#") && line.contains("\t") {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                let hash = WordHash.of(fields[0])
                var entry = entries[hash] ?? WordTable.Entry(en: 0, fr: 0, name: false)
                let value = UInt8(clamping: max(0, min(127, try #require(Int(fields[1])))))
                if language == "en" { entry.en = value } else { entry.fr = value }
                if fields.count > 2 { entry.name = true }
                entries[hash] = entry
            }
        }
        return entries
    }

    @Test func everyWordHasItsFrequenciesAndFlag() throws {
        let expected = try Self.expected()
        #expect(WordTable.count == expected.count)
        for (hash, entry) in expected { #expect(WordTable.entry(hash) == entry, "\(hash)") }
        #expect(WordTable.entry(WordHash.of("the"))?.en ?? 0 > 70)
        #expect(WordTable.entry(WordHash.of("france"))?.name == true)
        #expect(WordTable.entry(WordHash.of("THE")) == WordTable.entry(WordHash.of("the")))
    }

    @Test func hashesAreSortedAndOthersAreAbsent() {
        let hashes = WordTable.hashes
        #expect(zip(hashes, hashes.dropFirst()).allSatisfy { $0 < $1 })
        var random = SplitMix64(seed: 5)
        let known = Set(hashes)
        for _ in 0..<50_000 {
            let hash = random.next()
            if !known.contains(hash) { #expect(WordTable.entry(hash) == nil) }
        }
        #expect(WordTable.entry(WordHash.of("qwzxkj")) == nil)
        #expect(WordTable.entry(1) == nil && WordTable.entry(.max) == nil)
    }
}
