import Foundation
import Testing
@_spi(Benchmarks) @testable import Speakable

/// The two caches behind the benchmark figures: the per-thread chunk tables that read numbers of
/// 1,000 and up from their parts, and the per-thread memo of normalized texts. Both must give
/// exactly what the uncached path gives, stay bounded, and notice what invalidates them.
@Suite struct HotPathCacheTests {
    static let agreements: [Agreement] = Gender.allCases.flatMap { gender in
        GrammaticalCase.allCases.flatMap { grammaticalCase in
            [false, true].map { Agreement(gender: gender, grammaticalCase: grammaticalCase, plural: $0) }
        }
    }

    /// Numbers whose parts stress the joins, then random ones of every size up to 10^12.
    static func numbers(seed: UInt64) -> [Int64] {
        var state = seed
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
        var values: [Int64] = ChunkTable.probes + [1000, 1001, 1021, 2002, 11_000, 21_021, 101_101, 1_001_001, 21_000_000_021, 999_999_999_999]
        for digits in 4...12 {
            var limit: UInt64 = 1
            for _ in 0..<digits { limit *= 10 }
            for _ in 0..<40 { values.append(Int64(limit / 10 + next() % (limit - limit / 10))) }
        }
        return values
    }

    /// en-GB reads "one thousand and one": parts do not join, the self-check sees it and every
    /// number goes to ICU (still right, just not faster).
    @Test(arguments: [("fr", true), ("en", true), ("ru", true), ("fr-CH", true), ("en-GB", false)])
    func chunkTablesReadEveryCardinalAsICUDoes(locale: String, joins: Bool) throws {
        let speller = try #require(SpeakableLocale(locale).flatMap(NumberSpeller.shared(for:)))
        var seen = Set<ObjectIdentifier>()
        for agreement in Self.agreements {
            let ruleSet = try #require(speller.speller(.cardinal, agreement))
            guard seen.insert(ObjectIdentifier(ruleSet)).inserted else { continue }
            PerThread.resetCurrentThread()
            for value in Self.numbers(seed: UInt64(ruleSet.id)) {
                let spoken = ruleSet.spell(value)
                #expect(spoken != nil && spoken == ruleSet.spellUncached(value, inPlace: false), "\(locale) \(ruleSet.formatter.ruleSet) \(value)")
            }
            #expect(ruleSet.readsFromChunks == joins, "\(locale) \(ruleSet.formatter.ruleSet)")
            #expect(ruleSet.chunkCount > 0 && ruleSet.chunkCount <= ChunkTable.slotCount)
        }
    }

    @Test func aThreadKeepsTheTablesOfAFewRuleSets() throws {
        PerThread.resetCurrentThread()
        let ru = try #require(SpeakableLocale("ru").flatMap(NumberSpeller.shared(for:)))
        let ruleSets = Self.agreements.compactMap { ru.speller(.cardinal, $0) }
        for ruleSet in ruleSets { _ = ruleSet.spell(123_456) }
        let held = ruleSets.filter { $0.chunkCount > 0 }.count
        #expect(held >= 1 && held <= RecentChunkTables.capacity)
    }

    @Test func ordinalsAndYearsNeverReadFromParts() throws {
        PerThread.resetCurrentThread()
        for locale in ["fr", "en", "ru"] {
            let speller = try #require(SpeakableLocale(locale).flatMap(NumberSpeller.shared(for:)))
            for kind in [NumberSpeller.Kind.ordinal, .year] {
                let ruleSet = try #require(speller.speller(kind, .default))
                _ = ruleSet.spell(1984)
                _ = ruleSet.spell(123_456)
                #expect(!ruleSet.readsFromChunks, "\(locale) \(kind)")
            }
        }
    }

    static let texts: [String: [String]] = [
        "fr": ["Toutes les 12 heures", "21 minutes", "Il reste 3 places", "1er avril 2015", "Ligne 1 sur 3"],
        "en": ["Every 12 hours", "21 minutes", "3 seats left", "April 1, 2015", "Line 1 of 3"],
        "ru": ["Каждые 12 часов", "21 минута", "Осталось 3 места", "1 апреля 2015 г.", "Строка 1 из 3"],
    ]

    @Test(arguments: ["fr", "en", "ru"])
    func memoOfTextsGivesTheScannedResult(locale: String) throws {
        PerThread.resetCurrentThread()
        for text in try #require(Self.texts[locale]) {
            let scanned = Speakable.normalizeWithoutMemo(text, locale: locale)
            #expect(scanned != text, "\(text): a case with a number to speak")
            #expect(Speakable.normalize(text, locale: locale) == scanned)  // first sighting: scanned
            #expect(Speakable.normalize(text, locale: locale) == scanned)  // second: stored
            #expect(Speakable.normalize(text, locale: locale) == scanned)  // third: from the memo
        }
        // At least one entry per text (two when another suite registered abbreviations meanwhile).
        #expect(Speakable.textMemoCount(locale: locale) >= Self.texts[locale]!.count)
    }

    /// `Speakable.normalize` borrows the thread's recent engine without a retain; while it is lent,
    /// resolving other identifiers (more of them than the table holds) must not evict it.
    @Test(arguments: [("fr", ["fr-FR", "fr-CH", "fr-BE", "fr-CA", "fr_FR"]), ("en", ["en-US", "en-GB", "en-AU", "en-CA", "en_US"]),
                      ("ru", ["ru-RU", "ru-UA", "ru-BY", "ru-KZ", "ru_RU"])])
    func recentEnginesAreLentWithoutEviction(locale: String, others: [String]) throws {
        PerThread.resetCurrentThread()
        let shared = try #require(Speakable.speller(for: locale))
        let recent = PerThread.state.recentSpellers
        let lent = recent.withSpeller(for: locale) { lent in
            for other in others { #expect(Speakable.speller(for: other) != nil) }
            // Still the same engine, and still in the table: nothing was stored while lent.
            #expect(recent.withSpeller(for: locale) { $0 === lent } == true)
            for other in others { #expect(recent.withSpeller(for: other) { _ in true } == nil) }
            return lent
        }
        #expect(lent === shared)
        #expect(recent.withSpeller(for: "de") { _ in true } == nil, "never resolved")
        #expect(Speakable.speller(for: "de") == nil)
        #expect(recent.withSpeller(for: "de") { _ in true } == nil, "known unsupported: nothing to lend")
        #expect(Speakable.normalize("12", locale: "de") == "12")
        let text = try #require(Self.texts[locale]?.first)
        #expect(Speakable.normalize(text, locale: others[0]) == Speakable.normalizeWithoutMemo(text, locale: locale))
        #expect(recent.withSpeller(for: others[0]) { $0 === Speakable.speller(for: others[0]) } == true, "stored once resolved")
    }

    @Test(arguments: ["fr", "en", "ru"])
    func memoOfTextsStaysBounded(locale: String) {
        PerThread.resetCurrentThread()
        for value in 0..<(TextMemo.capacity * 4) {
            let text = "\(value) %d"
            _ = Speakable.normalize(text, locale: locale)
            _ = Speakable.normalize(text, locale: locale)
        }
        let count = Speakable.textMemoCount(locale: locale)
        #expect(count > TextMemo.capacity / 2 && count <= TextMemo.capacity)
        let long = String(repeating: "12 ", count: TextMemo.maxBytes)
        _ = Speakable.normalize(long, locale: locale)
        PerThread.resetCurrentThread()
        _ = Speakable.normalize(long, locale: locale)
        _ = Speakable.normalize(long, locale: locale)
        #expect(Speakable.textMemoCount(locale: locale) == 0, "texts over \(TextMemo.maxBytes) bytes are never stored")
    }
}

/// Registering abbreviations must reach texts already in a thread's memo. Entries are never
/// removed (other suites read the registry at the same time), so the written forms are unique.
@Suite struct TextMemoInvalidationTests {
    @Test(arguments: [("fr", "QXMEMO 12", "QXMEMO", "quelque chose"), ("en", "QXMEMO 12", "QXMEMO", "something"),
                      ("ru", "ЩЩМЕМО 12", "ЩЩМЕМО", "что-то")])
    func registeringAbbreviationsReachesMemoizedTexts(locale: String, text: String, written: String, spoken: String) {
        PerThread.resetCurrentThread()
        let before = Speakable.normalize(text, locale: locale)
        _ = Speakable.normalize(text, locale: locale)
        #expect(Speakable.normalize(text, locale: locale) == before)
        #expect(!before.contains(spoken))
        Speakable.register(abbreviations: [written: spoken], locale: locale)
        let after = Speakable.normalize(text, locale: locale)
        #expect(after.hasPrefix(spoken), "\(after)")
        #expect(after == Speakable.normalizeWithoutMemo(text, locale: locale))
    }
}
