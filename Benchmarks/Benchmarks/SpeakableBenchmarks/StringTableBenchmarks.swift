import Benchmark
import Foundation
@_spi(Benchmarks) import Speakable
import SpeakableStringTables

/// A real app's string table (`tables/stats/<lang>.lproj/Localizable.strings`, 464 entries, see
/// `tables/README.md`) converted in memory as `speakable convert` does, per locale. One sample is
/// one whole table; `entries/s` is the table's entry count over the sample's own clock.
///
/// Rows, same table, same run:
/// - `string_table.speakable`: read the bytes, convert every value (`TableConverter`), write the
///   bytes back: the whole conversion.
/// - `string_table.read_write`: read and write only: the reader's and writer's share.
/// - `string_table.normalize_values`: the values alone through `normalizeWithoutMemo` (no memo of
///   texts, as a first conversion sees them): the speech's share.
/// - `string_table.foundation_parse`: Foundation's own reader of `.strings`
///   (`PropertyListSerialization`), which loses comments and order and speaks nothing: what
///   reading the table the usual way costs.
///
/// Registered by calling `stringTableBenchmarks()` from `benchmarks` in SpeakableBenchmarks.swift.
func stringTableBenchmarks() {
    let entries = BenchmarkMetric.custom("entries/s", polarity: .prefersLarger, useScalingFactor: false)
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal, entries], scalingFactor: .one,
                                                maxDuration: .seconds(2), maxIterations: 500)
    for locale in ["fr", "en", "ru"] {
        let path = "stats/\(locale).lproj/Localizable.strings"
        guard let url = Bundle.module.resourceURL?.appendingPathComponent("tables/\(path)"),
              let data = try? Data(contentsOf: url) else { fatalError("tables/\(path) is missing") }
        let bytes = [UInt8](data)
        let converter = TableConverter()

        // Checked once: the table reads, round-trips byte for byte, and the conversion speaks some values.
        let table: StringTable
        do { table = try StringTable(bytes: bytes, path: path, format: .strings) } catch { fatalError("\(path): \(error)") }
        precondition(table.encoded() == bytes, "\(path) does not round-trip")
        let values = table.values.map(\.original)
        let count = values.count
        precondition(count >= 400, "\(path): \(count) entries")
        let spokenCount: Int
        do {
            let result = try converter.convert(table)
            spokenCount = zip(result.table.values, table.values).filter { $0.text != $1.original }.count
        } catch { fatalError("\(path): \(error)") }
        precondition(spokenCount > 0, "\(path): the conversion spoke no value")
        let foundation = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
        precondition((foundation?.count ?? 0) > 0, "Foundation could not read \(path)")

        func timed(_ benchmark: Benchmark, _ body: () -> Void) {
            let clock = ContinuousClock()
            let start = clock.now
            for _ in benchmark.scaledIterations { body() }
            let elapsed = clock.now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            benchmark.measurement(entries, Int(Double(count * benchmark.scaledIterations.count) / seconds))
        }

        Benchmark("string_table.speakable.\(locale)", configuration: configuration) { benchmark in
            timed(benchmark) {
                let read = try! StringTable(bytes: bytes, path: path, format: .strings)
                blackHole(try! converter.convert(read).table.encoded())
            }
        }
        Benchmark("string_table.read_write.\(locale)", configuration: configuration) { benchmark in
            timed(benchmark) { blackHole(try! StringTable(bytes: bytes, path: path, format: .strings).encoded()) }
        }
        Benchmark("string_table.normalize_values.\(locale)", configuration: configuration) { benchmark in
            timed(benchmark) {
                for value in values { blackHole(Speakable.normalizeWithoutMemo(value, locale: locale)) }
            }
        }
        Benchmark("string_table.foundation_parse.\(locale)", configuration: configuration) { benchmark in
            timed(benchmark) { blackHole(try? PropertyListSerialization.propertyList(from: data, format: nil)) }
        }
    }
}
