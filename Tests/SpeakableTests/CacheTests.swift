import Foundation
import Testing
@testable import Speakable

@Suite struct CacheTests {
    @Test func formattersAreCreatedOnceAndShared() throws {
        let first = try #require(FormatterCache.spellOut(locale: "ru", ruleSet: "%spellout-cardinal-feminine"))
        let second = try #require(FormatterCache.spellOut(locale: "ru", ruleSet: "%spellout-cardinal-feminine"))
        #expect(first === second)
        let fr = try #require(SpeakableLocale("fr").flatMap(NumberSpeller.shared(for:)))
        let frAgain = try #require(SpeakableLocale("fr-FR").flatMap(NumberSpeller.shared(for:))) // region FR: own instance
        #expect(fr !== frAgain)
        #expect(fr === NumberSpeller.shared(for: SpeakableLocale("fr")!))
        #expect(fr.speller(.cardinal, .default) === fr.speller(.cardinal, .default))
    }

    @Test func unknownRuleSetIsCachedAsFailure() {
        #expect(FormatterCache.spellOut(locale: "en", ruleSet: "%no-such-rule-set") == nil)
        #expect(FormatterCache.spellOut.cached(.init(locale: "en", ruleSet: "%no-such-rule-set")) != nil)
    }

    @Test func lockedCacheIsBounded() {
        let cache = LockedCache<Int, Int>(limit: 8)
        for value in 0..<100 { _ = cache.value(for: value) { value * 2 } }
        #expect(cache.count > 0 && cache.count <= 8)
        #expect(cache.value(for: 1000) { 1 } == 1)
        #expect(cache.value(for: 1000) { 2 } == 1)
    }

    @Test(arguments: ["fr", "en", "ru"])
    func memoStaysBoundedAndCorrect(locale: String) throws {
        let speller = try #require(SpeakableLocale(locale).flatMap(NumberSpeller.shared(for:)))
        let ruleSet = try #require(speller.speller(.cardinal, Agreement(gender: .feminine)))
        let first = try #require(ruleSet.spell(21))
        // A value is memoized on its second spelling: spell each twice, twice as many as fit.
        for value in 0..<Int64(RuleSetSpeller.memoLimit * 2) { _ = ruleSet.spell(value); _ = ruleSet.spell(value) }
        #expect(ruleSet.memoCount <= RuleSetSpeller.memoLimit)
        #expect(ruleSet.memoCount > RuleSetSpeller.memoLimit / 2)
        #expect(ruleSet.spell(21) == first)
    }

    @Test(arguments: ["fr", "en", "ru"])
    func memoKeepsRepeatedNumbersNotOneOffs(locale: String) throws {
        let speller = try #require(SpeakableLocale(locale).flatMap(NumberSpeller.shared(for:)))
        let ruleSet = try #require(speller.speller(.cardinal, .default))
        PerThread.resetCurrentThread()  // other tests may have spelled these numbers on this thread
        for value: Int64 in [123_456_789, 987_654_321, 555_555_555] {
            _ = ruleSet.spell(value)
            #expect(!ruleSet.isMemoized(value), "a number spelled once takes no entry")
            #expect(ruleSet.spell(value) == ruleSet.spellUncached(value, inPlace: false))
            #expect(ruleSet.isMemoized(value), "a number spelled again is kept")
        }
    }

    @Test func prewarmOpensFormatters() throws {
        Speakable.prewarm(locales: ["ru-RU", "fr", "en-GB", "de"])
        let ru = try #require(SpeakableLocale("ru-RU").flatMap(NumberSpeller.shared(for:)))
        #expect(ru.speller(.ordinal, Agreement(plural: true)) != nil)
    }

    @Test func concurrentUseAcrossLocalesMatchesSerial() async {
        let inputs: [(String, String)] = ["fr", "en", "ru", "fr-CH", "en-GB"].flatMap { locale in
            ["21 minutes", "1,5 %", "3/4", "XXI", "1er", "2,25", "Louis XIV", "1 234 567", "5-го"].map { (locale, $0) }
        }
        let serial = inputs.map { Speakable.normalize($0.1, locale: $0.0) }
        // Each task walks the inputs in its own order, so that locales and caches interleave
        // differently; results are put back in input order before comparing.
        await withTaskGroup(of: [String].self) { group in
            for task in 0..<8 {
                group.addTask {
                    var generator = SplitMix64(seed: UInt64(task + 1))
                    let order = Array(inputs.indices).shuffled(using: &generator)
                    var results = Array(repeating: "", count: inputs.count)
                    for index in order { results[index] = Speakable.normalize(inputs[index].1, locale: inputs[index].0) }
                    return results
                }
            }
            for await result in group { #expect(result == serial) }
        }
    }
}
