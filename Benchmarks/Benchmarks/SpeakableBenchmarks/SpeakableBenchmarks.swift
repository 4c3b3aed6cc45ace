import Benchmark
import Foundation
@_spi(Benchmarks) import Speakable

/// Each Speakable benchmark has its baselines in the same run: raw ICU through the shim with a
/// cached formatter, Foundation's `NumberFormatter(.spellOut)` cached and created per call.
/// Inputs are built outside the measured closures; each benchmark checks its output once.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .throughput, .mallocCountTotal], maxDuration: .seconds(2))
    let locales = ["fr", "en", "ru"]
    var generator = SystemRandomNumberGenerator()
    let randomIntegers = (0..<4096).map { _ in Int64.random(in: 0..<1_000_000_000, using: &generator) }
    // A UI shows the same numbers again and again: counts, minutes, years.
    let repeated: [Int64] = [0, 1, 2, 3, 5, 7, 10, 12, 15, 21, 24, 30, 42, 45, 60, 99, 100, 365, 1000, 2024]
    let uiStrings = ["fr": "Il reste 21 minutes avant la fin", "en": "You have 21 unread messages", "ru": "Осталось 21 минута до конца"]
    Speakable.prewarm(locales: locales)

    for locale in locales {
        let style = SpeakableNumber(locale: locale)
        guard let icu = RawICUSpellOut(locale: locale) else { fatalError("ICU spell-out unavailable for \(locale)") }
        precondition(style.format(21) != "21" && icu.format(21) != nil, "spell-out is broken for \(locale)")
        let formatter = NumberFormatter()
        formatter.numberStyle = .spellOut
        formatter.locale = Locale(identifier: locale)
        precondition(formatter.string(from: 21) != nil)

        Benchmark("cardinal_random.speakable.\(locale)") { benchmark in
            for index in benchmark.scaledIterations { blackHole(style.format(randomIntegers[index % randomIntegers.count])) }
        }
        Benchmark("cardinal_random.icu.\(locale)") { benchmark in
            for index in benchmark.scaledIterations { blackHole(icu.format(randomIntegers[index % randomIntegers.count])) }
        }
        Benchmark("cardinal_random.foundation_cached.\(locale)") { benchmark in
            for index in benchmark.scaledIterations {
                blackHole(formatter.string(from: NSNumber(value: randomIntegers[index % randomIntegers.count])))
            }
        }
        Benchmark("cardinal_random.foundation_per_call.\(locale)", configuration: .init(maxDuration: .seconds(2), maxIterations: 200)) { benchmark in
            for index in benchmark.scaledIterations {
                let perCall = NumberFormatter()
                perCall.numberStyle = .spellOut
                perCall.locale = Locale(identifier: locale)
                blackHole(perCall.string(from: NSNumber(value: randomIntegers[index % randomIntegers.count])))
            }
        }
        Benchmark("cardinal_repeated.speakable.\(locale)") { benchmark in
            for index in benchmark.scaledIterations { blackHole(style.format(repeated[index % repeated.count])) }
        }
        Benchmark("cardinal_repeated.icu.\(locale)") { benchmark in
            for index in benchmark.scaledIterations { blackHole(icu.format(repeated[index % repeated.count])) }
        }
        let uiString = uiStrings[locale]!
        precondition(Speakable.normalize(uiString, locale: locale) != uiString)
        Benchmark("normalize_ui_string.speakable.\(locale)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(Speakable.normalize(uiString, locale: locale)) }
        }
        Benchmark("normalize_ui_string.icu.\(locale)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(icu.format(21)) }
        }
    }
}
