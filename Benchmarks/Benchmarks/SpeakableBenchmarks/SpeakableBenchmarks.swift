import Benchmark
import Foundation
@_spi(Benchmarks) import Speakable

/// Each Speakable benchmark has its baselines in the same run: raw ICU through the shim with a
/// cached formatter, Foundation's `NumberFormatter(.spellOut)` cached and created per call.
/// Inputs are built outside the measured closures; each benchmark checks its output once.
/// Walks an input array across samples: `scaledIterations` restarts at 0 for every sample, so an
/// index taken from it alone would measure the same input again and again.
final class InputCursor<Element>: @unchecked Sendable {
    private let inputs: [Element]
    private var position = 0
    init(_ inputs: [Element]) { self.inputs = inputs }
    @inline(__always) func next() -> Element {
        position = position + 1 == inputs.count ? 0 : position + 1
        return inputs[position]
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .throughput, .mallocCountTotal], maxDuration: .seconds(2))
    let locales = ["fr", "en", "ru"]
    var generator = SystemRandomNumberGenerator()
    let randomIntegers = (0..<1_000_000).map { _ in Int64.random(in: 0..<1_000_000_000, using: &generator) }
    // 1,000,000 values against a 2,048-entry memo: almost every call misses, as random input should.
    // A UI shows the same numbers again and again: counts, minutes, years.
    let repeated: [Int64] = [0, 1, 2, 3, 5, 7, 10, 12, 15, 21, 24, 30, 42, 45, 60, 99, 100, 365, 1000, 2024]
    let uiStrings = ["fr": "Il reste 21 minutes avant la fin", "en": "You have 21 unread messages", "ru": "Осталось 21 минута до конца"]
    Speakable.prewarm(locales: locales)

    for locale in locales {
        let style = SpeakableNumber(locale: locale)
        let random = InputCursor(randomIntegers)
        let working = InputCursor(repeated)
        guard let icu = RawICUSpellOut(locale: locale) else { fatalError("ICU spell-out unavailable for \(locale)") }
        precondition(style.format(21) != "21" && icu.format(21) != nil, "spell-out is broken for \(locale)")
        let formatter = NumberFormatter()
        formatter.numberStyle = .spellOut
        formatter.locale = Locale(identifier: locale)
        precondition(formatter.string(from: 21) != nil)

        Benchmark("cardinal_random.speakable.\(locale)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(style.format(random.next())) }
        }
        Benchmark("cardinal_random.icu.\(locale)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(icu.format(random.next())) }
        }
        Benchmark("cardinal_random.foundation_cached.\(locale)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(formatter.string(from: NSNumber(value: random.next()))) }
        }
        Benchmark("cardinal_random.foundation_per_call.\(locale)", configuration: .init(maxDuration: .seconds(2), maxIterations: 200)) { benchmark in
            for _ in benchmark.scaledIterations {
                let perCall = NumberFormatter()
                perCall.numberStyle = .spellOut
                perCall.locale = Locale(identifier: locale)
                blackHole(perCall.string(from: NSNumber(value: random.next())))
            }
        }
        Benchmark("cardinal_repeated.speakable.\(locale)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(style.format(working.next())) }
        }
        Benchmark("cardinal_repeated.icu.\(locale)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(icu.format(working.next())) }
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
