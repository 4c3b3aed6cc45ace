import Benchmark
import Foundation
import Speakable

/// Linear time on hostile sizes: `normalize` on one line of 10 KB, 100 KB and 1 MB, and on runs of
/// 1,000 / 10,000 / 100,000 separators, per locale. Linear means the wall clock per run grows 10x
/// from one size to the next (compare the p50 rows); a quadratic path would show 100x.
///
/// One sample is one call (`scalingFactor: .one`, set here because `Benchmark.defaultConfiguration`
/// asks for 1,000 calls a sample, which at 1 MB a call would run for hours). Texts this long skip
/// the memo of texts, so every call scans.
///
/// Registered by calling `limitsBenchmarks()` from `benchmarks` in SpeakableBenchmarks.swift.
func limitsBenchmarks() {
    let unit = "Il reste 21 % de 1 234,5 km à 17h45, %1$@ — le 3/4 ✓ "
    for locale in ["fr", "en", "ru"] {
        for size in [10_000, 100_000, 1_000_000] {
            let line = String(repeating: unit, count: size / unit.utf8.count + 1)
            precondition(Speakable.normalize(line, locale: locale) != line, "nothing spoken in \(locale)")
            Benchmark("limits.line_\(size / 1000)KB.\(locale)",
                      configuration: .init(metrics: [.wallClock, .peakMemoryResident], scalingFactor: .one, maxDuration: .seconds(5), maxIterations: 20)) { benchmark in
                for _ in benchmark.scaledIterations { blackHole(Speakable.normalize(line, locale: locale)) }
            }
        }
        for count in [1_000, 10_000, 100_000] {
            let separators = String(repeating: " ,.", count: count / 3)
            Benchmark("limits.separators_\(count).\(locale)",
                      configuration: .init(metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(5), maxIterations: 50)) { benchmark in
                for _ in benchmark.scaledIterations { blackHole(Speakable.normalize(separators, locale: locale)) }
            }
        }
    }
}
