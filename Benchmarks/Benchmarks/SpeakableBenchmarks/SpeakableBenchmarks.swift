import Benchmark
import Foundation
import Speakable

/// Inputs are built outside the measured closures; each benchmark checks its output once.
let benchmarks: @Sendable () -> Void = {
    let locales = ["fr", "en", "ru"]
    var generator = SystemRandomNumberGenerator()
    let randomIntegers = (0..<1024).map { _ in Int64.random(in: 0..<1_000_000_000, using: &generator) }
    let repeated: [Int64] = [1, 2, 5, 10, 12, 21, 24, 30, 42, 60, 99, 100, 365, 1000, 2024]
    Speakable.prewarm(locales: locales)

    for locale in locales {
        let style = SpeakableNumber(locale: locale)
        precondition(style.format(21) != "21", "spell-out is broken for \(locale)")

        Benchmark("cardinal_random.\(locale)") { benchmark in
            for index in benchmark.scaledIterations {
                blackHole(style.format(randomIntegers[index % randomIntegers.count]))
            }
        }
        Benchmark("cardinal_repeated.\(locale)") { benchmark in
            for index in benchmark.scaledIterations {
                blackHole(style.format(repeated[index % repeated.count]))
            }
        }
        let formatter = NumberFormatter()
        formatter.numberStyle = .spellOut
        formatter.locale = Locale(identifier: locale)
        Benchmark("foundation_cached.\(locale)") { benchmark in
            for index in benchmark.scaledIterations {
                blackHole(formatter.string(from: NSNumber(value: randomIntegers[index % randomIntegers.count])))
            }
        }
    }
}
