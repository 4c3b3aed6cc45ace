import Foundation
import Testing
@testable import Speakable

/// `Fixtures/language/cases.tsv`: must-tag and must-not-tag cases, exact spans; and the model's plumbing.
@Suite struct LanguageDetectorTests {
    @Test(arguments: LanguageFixtures.unitCases())
    func tagsExactly(_ fixture: LanguageCase) {
        let found = ForeignSpanDetector.spans(in: fixture.text, base: fixture.base, tagging: fixture.tagging)
        #expect(found == fixture.expected, "\(fixture.file):\(fixture.line): expected \(fixture.marked(fixture.expected)), found \(fixture.marked(found))")
    }

    @Test func everyBaseHasMustTagAndMustNotTagCases() {
        let cases = LanguageFixtures.unitCases()
        for base in LanguageFixtures.bases {
            let rows = cases.filter { $0.base.hasPrefix(base) }
            #expect(rows.contains { !$0.expected.isEmpty } && rows.contains { $0.expected.isEmpty }, "\(base)")
        }
    }

    /// The sorted form finds every key of the table it was built from, at its row, and no other
    /// key: random keys, the extremes of the key space, and an empty table.
    @Test func sortedHashIndexFindsWhatTheTableHas() {
        var index = HashIndex(capacity: 10)
        var random = SplitMix64(seed: 11)
        var keys: [UInt64] = [1, 2, .max, .max - 1, 1 << 63]
        for _ in 0..<20_000 { keys.append(random.next() | 1) }
        for (row, key) in keys.enumerated() { _ = index.insert(key, row: Int32(row)) }
        let sorted = SortedHashIndex(index)
        #expect(sorted.count == index.count)
        for key in keys { #expect(sorted.row(key) == index.row(key), "\(key)") }
        var absent = 0
        for _ in 0..<20_000 {
            let key = random.next() | 1
            if index.row(key) == nil { absent += 1; #expect(sorted.row(key) == nil) }
        }
        #expect(absent > 19_000)
        #expect(sorted.byteCount < index.slotCount * 12)
        let empty = SortedHashIndex(HashIndex(capacity: 0))
        #expect(empty.row(1) == nil && empty.row(.max) == nil && empty.count == 0)
    }

    /// The index keeps every key past its first size and never runs above a 0.7 load.
    @Test func hashIndexGrowsAndKeepsEveryKey() {
        var index = HashIndex(capacity: 10)
        let start = index.slotCount
        var random = SplitMix64(seed: 7)
        var keys: [UInt64] = []
        for row in 0..<5_000 {
            let key = random.next() | 1
            keys.append(key)
            #expect(index.insert(key, row: Int32(row)) == Int32(row))
        }
        #expect(index.count == 5_000)
        #expect(index.slotCount > start)
        #expect(index.count * 10 <= index.slotCount * 7)
        for (row, key) in keys.enumerated() { #expect(index.row(key) == Int32(row)) }
        // A key seen again keeps its first row.
        #expect(index.insert(keys[3], row: 99_999) == 3)
        #expect(index.row(2) == nil)
    }

    @Test func modelLoadsOnceWithEveryList() throws {
        let model = try #require(ForeignLanguageModel.shared)
        #expect(ForeignLanguageModel.shared === model)
        let the = try #require(model.entry(WordHash.of("the")))
        #expect(the.en > the.fr)
        let weekEnd = try #require(model.entry(WordHash.of("week-end")))
        #expect(weekEnd.flags.contains(.loanFr))
        #expect(model.entry(WordHash.of("café"))?.flags.contains(.loanEn) == true)
        #expect(model.entry(WordHash.of("wi-fi"))?.flags.contains(.loanRu) == true)
        #expect(model.entry(WordHash.of("spotify"))?.flags.contains(.brand) == true)
        #expect(model.entry(WordHash.of("netflix"))?.flags.contains(.name) == true)
        #expect(model.phrases[WordHash.of("déjà")]?.contains { $0.flags.contains(.loanEn) } == true)
    }

    @Test func hashesIgnoreCaseAndApostropheForms() {
        #expect(WordHash.of("Week-End") == WordHash.of("week-end"))
        #expect(WordHash.of("L’ÉCRAN") == WordHash.of("l'écran"))
        #expect(WordHash.of("ПРИВЕТ") == WordHash.of("привет"))
        #expect(WordHash.of("Ёлка") == WordHash.of("ёлка"))
        #expect(WordHash.words(in: "maître d'") == [WordHash.of("maître"), WordHash.of("d")])
    }

    @Test func scannerReportsScalarOffsetsAndParts() {
        let words = WordScanner.words(in: "« L’été » — week-end, iPhone 15")
        #expect(words.map(\.range) == [2..<7, 12..<20, 22..<28, 29..<31])
        #expect(words[0].partCount == 2 && words[0].afterApostrophe == 0b10)
        #expect(words[1].partCount == 2 && words[1].gap == .boundary)
        #expect(words[2].innerUpper && words[2].gap == .comma)
        #expect(words[3].hasDigit)
    }

    @Test func compiledTaggingIsCachedPerValue() {
        let tagging = LanguageTagging(allow: ["Dark Mode"], deny: ["Bonjour": "fr"])
        let first = CompiledTagging.compiled(tagging)
        #expect(first.phrases[WordHash.of("dark")]?.first?.words.count == 2)
        #expect(first.phrases[WordHash.of("bonjour")]?.first?.language == "fr")
        #expect(LanguageTagging.default.hasPhrases == false)
    }

    @Test func fastPathAgreesWithTheFullPath() {
        // Every evaluation string: when the fast path says "no span", the full path finds none.
        for fixture in LanguageFixtures.evaluationCases("mixed") + LanguageFixtures.evaluationCases("pure") {
            guard let base = ForeignSpanDetector.Base(fixture.base) else { continue }
            let model = ForeignLanguageModel.shared
            let (may, full) = fixture.text.withUTF8Buffer { bytes in
                (ForeignSpanDetector.mayHaveSpans(bytes, base: base, model: model, parameters: .standard),
                 ForeignSpanDetector.slowSpans(bytes, base: base, model: model, phrases: nil, parameters: .standard))
            }
            #expect(may || full.isEmpty, "\(fixture.file):\(fixture.line)")
        }
    }
}
