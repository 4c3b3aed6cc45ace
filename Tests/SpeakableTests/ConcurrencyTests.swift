import Foundation
import Testing
@_spi(Benchmarks) @testable import Speakable

/// The typed API, `normalize` and `SpeakableText` from many tasks at once, across locales, with
/// caches cold (locales no other test uses, first touched by all tasks together) and warm: every
/// task's results equal the single-threaded results. Run under ThreadSanitizer with
/// `swift test --sanitize=thread --filter Concurrency` (README, Development).
@Suite struct ConcurrencyTests {
    static let taskCount = 12

    /// One unit of work: everything the public API says for a few inputs in one locale.
    static func work(locale: String, inputs: [String]) -> [String] {
        var results: [String] = []
        let number = SpeakableNumber(locale: locale)
        for value: Int64 in [0, 1, 2, 5, 21, 101, 1_234_567, -42] {
            results.append(number.format(value))
            results.append(number.ordinal().gender(.feminine).format(value))
            results.append(number.cardinal().grammaticalCase(.genitive).gender(.neuter).format(value))
            results.append(number.year().format(value))
            results.append(number.pluralCategory(value).rawValue)
        }
        results.append(number.format(3.25))
        results.append(number.format("1 234,5"))
        results.append(number.format(numerator: 3, denominator: 4))
        results.append(SpeakableDuration(locale: locale).format(hours: 1, minutes: 21, seconds: 5))
        results.append(SpeakableDate(locale: locale, timeZone: TimeZone(identifier: "UTC")!).weekday()
            .format(Date(timeIntervalSince1970: 1_700_000_000)))
        for input in inputs {
            results.append(Speakable.normalize(input, locale: locale))
            let spoken = SpeakableText(input, locale: locale)
            results.append(spoken.spans.map { "\($0.semioticClass) \(spoken.text[$0.range])" }.joined(separator: "|"))
        }
        return results
    }

    static func inputs(language: String) -> [String] {
        let cases = Fixtures.textCases().filter { $0.language == language }.map(\.input)
        return Array(cases.enumerated().filter { $0.offset % max(1, cases.count / 60) == 0 }.map(\.element).prefix(60))
    }

    /// Runs `jobs` on `taskCount` tasks, each in its own shuffled order, and returns every task's
    /// results by job.
    static func concurrently(_ jobs: [(locale: String, inputs: [String])]) async -> [[Int: [String]]] {
        await withTaskGroup(of: [Int: [String]].self) { group in
            for task in 0..<taskCount {
                group.addTask {
                    var order = Array(jobs.indices)
                    order = task.isMultiple(of: 2) ? order.reversed() : order.shuffled()
                    var results: [Int: [String]] = [:]
                    for index in order { results[index] = work(locale: jobs[index].locale, inputs: jobs[index].inputs) }
                    return results
                }
            }
            var all: [[Int: [String]]] = []
            for await results in group { all.append(results) }
            return all
        }
    }

    @Test func coldCachesThenWarmCachesMatchSerialResults() async {
        // Regional variants get their own speller and ICU formatters: these are cold here.
        let cold = ["fr-MC", "fr-LU", "en-NZ", "en-IE", "ru-KG", "ru-MD"]
        let warm = ["fr", "en", "ru", "fr-CH", "en-GB", "ru-RU"]
        let jobs = (cold + warm).map { locale in (locale: locale, inputs: Self.inputs(language: String(locale.prefix(2)))) }
        let opensBefore = ICUOpenCounter.total

        let coldResults = await Self.concurrently(jobs)                      // first touch: all tasks race to open
        #expect(ICUOpenCounter.total > opensBefore, "the cold phase must open ICU formatters")
        let serial = jobs.map { Self.work(locale: $0.locale, inputs: $0.inputs) }
        let warmResults = await Self.concurrently(jobs)                      // everything cached now

        for (phase, results) in [("cold", coldResults), ("warm", warmResults)] {
            #expect(results.count == Self.taskCount)
            for taskResults in results {
                for (index, job) in jobs.enumerated() where taskResults[index] != serial[index] {
                    Issue.record("\(phase) \(job.locale): a task's results differ from the serial results")
                }
            }
        }
    }

    /// Abbreviation registration (a write) while other tasks normalize (reads): no crash, and
    /// text without the registered abbreviation reads the same as serially.
    @Test func registeringAbbreviationsWhileNormalizing() async {
        let locale = "fr-BE"
        let inputs = Self.inputs(language: "fr").filter { !$0.contains("ZZQ") }
        let serial = inputs.map { Speakable.normalize($0, locale: locale) }
        await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                for round in 0..<200 {
                    Speakable.register(abbreviations: ["ZZQ": "zèdzèdku \(round)"], locale: locale)
                    if round.isMultiple(of: 3) { Speakable.removeRegisteredAbbreviations(locale: locale) }
                }
                return true
            }
            for _ in 0..<6 {
                group.addTask { inputs.map { Speakable.normalize($0, locale: locale) } == serial }
            }
            for await same in group { #expect(same) }
        }
        Speakable.removeRegisteredAbbreviations(locale: locale)
    }
}
