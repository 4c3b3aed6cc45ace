import Foundation
import Testing
@testable import Speakable

/// The tagging model's word and trigram tables, compiled from `Resources/{en,fr}/words.tsv`, the
/// loanword, brand and product-word lists and `trigrams.tsv` by `scripts/embed-language-data.py`
/// (in Python), against the files read here, split by the library's own `WordScanner` and hashed
/// by its `WordHash`: every word, its frequencies and flags, every phrase and trigram, and nothing else.
@Suite struct WordTableTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources")

    static func lines(_ path: String) throws -> [Substring] {
        try String(contentsOf: resources.appendingPathComponent(path), encoding: .utf8).split(separator: "\n")
    }

    /// The lists and their flags (`ForeignLanguageModel.Flags`).
    static let lists: [(String, ForeignLanguageModel.Flags)] = [
        ("fr/loanwords.txt", .loanFr), ("en/loanwords.txt", .loanEn), ("ru/loanwords.txt", .loanRu),
        ("common/brands.txt", .brand), ("common/product-words.txt", .product),
    ]

    /// `words.tsv` of both languages and the lists as the model reads them: the last row of a hash
    /// wins, the name flag of any row counts, a list's one-word line flags its word, a longer line
    /// flags its first word as a phrase start and is a phrase.
    static func expected() throws -> (entries: [UInt64: WordTable.Entry], phrases: [[UInt64]: UInt8]) {
        var entries: [UInt64: WordTable.Entry] = [:]
        for language in ["en", "fr"] {
            for line in try lines("\(language)/words.tsv") where !line.hasPrefix("#") && line.contains("\t") {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                let hash = WordHash.of(fields[0])
                var entry = entries[hash] ?? WordTable.Entry(en: 0, fr: 0, flags: 0)
                let value = UInt8(clamping: max(0, min(127, try #require(Int(fields[1])))))
                if language == "en" { entry.en = value } else { entry.fr = value }
                if fields.count > 2 { entry.flags |= ForeignLanguageModel.Flags.name.rawValue }
                entries[hash] = entry
            }
        }
        var phrases: [[UInt64]: UInt8] = [:]
        for (path, flag) in lists {
            for line in try lines(path) where !line.hasPrefix("#") {
                let words = WordHash.words(in: String(line))
                guard let first = words.first else { continue }
                var entry = entries[first] ?? WordTable.Entry(en: 0, fr: 0, flags: 0)
                if words.count == 1 {
                    entry.flags |= flag.rawValue
                } else {
                    entry.flags |= ForeignLanguageModel.Flags.phrase.rawValue
                    phrases[words, default: 0] |= flag.rawValue
                }
                entries[first] = entry
            }
        }
        return (entries, phrases)
    }

    @Test func everyWordHasItsFrequenciesAndFlags() throws {
        let (expected, _) = try Self.expected()
        #expect(WordTable.count == expected.count)
        for (hash, entry) in expected { #expect(WordTable.entry(hash) == entry, "\(hash)") }
        #expect(WordTable.entry(WordHash.of("the"))?.en ?? 0 > 70)
        let name = ForeignLanguageModel.Flags.name.rawValue
        #expect(WordTable.entry(WordHash.of("france")).map { $0.flags & name != 0 } == true)
        #expect(WordTable.entry(WordHash.of("THE")) == WordTable.entry(WordHash.of("the")))
        // One word of each list, in each language.
        for (word, flag) in [("weekend", ForeignLanguageModel.Flags.loanFr), ("café", .loanEn), ("online", .loanRu), ("netflix", .brand)] {
            #expect(WordTable.entry(WordHash.of(word)).map { ForeignLanguageModel.Flags(rawValue: $0.flags).contains(flag) } == true, "\(word)")
        }
    }

    @Test func everyPhraseIsCompiledInOrder() throws {
        let (_, expected) = try Self.expected()
        let compiled = try #require(WordTable.phrases)
        var found: [[UInt64]: UInt8] = [:]
        for phrase in compiled { found[phrase.words, default: 0] |= phrase.flag }
        #expect(found == expected)
        // By first word, longest first: what the detector's matching relies on.
        for (a, b) in zip(compiled, compiled.dropFirst()) {
            #expect(a.words[0] < b.words[0] || (a.words[0] == b.words[0] && a.words.count >= b.words.count))
        }
        let model = try #require(ForeignLanguageModel.shared)
        #expect(model.phrases[WordHash.of("déjà")]?.contains { $0.words == WordHash.words(in: "déjà vu") } == true)
    }

    /// `trigrams.tsv` of both languages, with a trigram one language does not list at its floor.
    @Test func everyTrigramHasBothLanguagesValues() throws {
        var floors: [String: Int] = [:]
        var values: [UInt64: (en: Int?, fr: Int?)] = [:]
        for language in ["en", "fr"] {
            for line in try Self.lines("\(language)/trigrams.tsv") {
                let fields = line.split(separator: "\t")
                if line.hasPrefix("#floor") { floors[language] = Int(fields[1]); continue }
                guard !line.hasPrefix("#"), fields.count == 2, let value = Int(fields[1]) else { continue }
                let scalars = Array(fields[0].unicodeScalars)
                let hash = ForeignLanguageModel.trigramHash(scalars[0].value, scalars[1].value, scalars[2].value)
                var pair = values[hash] ?? (nil, nil)
                if language == "en" { pair.en = value } else { pair.fr = value }
                values[hash] = pair
            }
        }
        let floorEn = try #require(floors["en"]), floorFr = try #require(floors["fr"])
        #expect(TrigramTable.count == values.count)
        for (hash, pair) in values {
            let expected = (en: pair.en ?? floorEn, fr: pair.fr ?? floorFr)
            #expect(TrigramTable.values(hash).map { $0 == expected } == true, "\(hash)")
            #expect(TrigramTable.logRatio(hash) == expected.en - expected.fr)
        }
        let hashes = TrigramTable.hashes
        #expect(zip(hashes, hashes.dropFirst()).allSatisfy { $0 < $1 })
        let unlisted = ForeignLanguageModel.trigramHash(0x71, 0x71, 0x71)
        #expect(values[unlisted] == nil && TrigramTable.values(unlisted) == nil && TrigramTable.logRatio(unlisted) == floorEn - floorFr)
        // "ing" is English, "eau" French.
        #expect(TrigramTable.logRatio(ForeignLanguageModel.trigramHash(0x69, 0x6E, 0x67)) > 0)
        #expect(TrigramTable.logRatio(ForeignLanguageModel.trigramHash(0x65, 0x61, 0x75)) < 0)
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
