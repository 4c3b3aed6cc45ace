import Benchmark
import Dispatch
import Foundation
@_spi(Benchmarks) import Speakable

// Each Speakable benchmark has its baselines in the same run, named
// `<operation>.<contender>.<locale>`: `speakable`, `icu` (raw ICU through the same shim, with a
// formatter opened once and the same rule set: the limit for an ICU-backed library),
// `foundation_cached` (NumberFormatter(.spellOut) or DateFormatter created once) and
// `foundation_per_call` (created for each call, as the usual sample code does).
// Inputs are built outside the measured closures; each contender's output is checked once before
// any benchmark runs, so a broken path cannot be measured. Compare with
// `swift package benchmark --filter 'cardinal_random\..*\.fr'`.

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

/// Fails loudly when a contender does not produce speech: a broken path is never timed.
func checked(_ output: String?, _ what: String, digitsAllowed: Bool = false) {
    guard let output, !output.isEmpty, digitsAllowed || !output.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else {
        fatalError("\(what) gave \(output.map { "\"\($0)\"" } ?? "nil"), not speech")
    }
}

/// Deterministic inputs: two runs time the same work.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// `ui-strings.tsv`: real UI strings with one number each (see the file's header).
func uiStrings() -> [String: [String]] {
    guard let url = Bundle.module.url(forResource: "ui-strings", withExtension: "tsv"),
          let text = try? String(contentsOf: url, encoding: .utf8) else { fatalError("ui-strings.tsv is missing") }
    var strings: [String: [String]] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count >= 2 else { continue }
        strings[String(fields[0]), default: []].append(String(fields[1]))
    }
    return strings
}

func number(in text: String) -> Int64 {
    Int64(String(text.unicodeScalars.filter { $0.value >= 0x30 && $0.value <= 0x39 })) ?? 0
}

func spellOutFormatter(_ locale: String) -> NumberFormatter {
    let formatter = NumberFormatter()
    formatter.numberStyle = .spellOut
    formatter.locale = Locale(identifier: locale)
    return formatter
}

func dateFormatter(_ locale: String) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: locale)
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateStyle = .long
    formatter.timeStyle = .short
    return formatter
}

/// Runs `body(thread, call)` `calls` times on each of `threads` threads at once.
func onThreads(_ threads: Int, calls: Int, _ body: @Sendable (Int, Int) -> Void) {
    if threads == 1 {
        for call in 0..<calls { body(0, call) }
        return
    }
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
        for call in 0..<calls { body(thread, call) }
    }
}

let benchmarks: @Sendable () -> Void = {
    // A sample is 1,000 calls (`scalingFactor: .kilo`), reported per call: a single call of a few
    // nanoseconds would measure the clock. Formatter creation per call is slow enough for one.
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .throughput, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(2))
    let perCall = Benchmark.Configuration(metrics: [.wallClock, .throughput], scalingFactor: .one, maxDuration: .seconds(2), maxIterations: 200)
    let locales = ["fr", "en", "ru"]
    var generator = SplitMix64(state: 0x5EED)
    // 1,000,000 values: every call misses the memo, as random input should.
    let randomIntegers = (0..<1_000_000).map { _ in Int64(generator.next() % 1_000_000_000) }
    // A UI shows the same numbers again and again: counts, minutes, years.
    let repeated: [Int64] = [0, 1, 2, 3, 5, 7, 10, 12, 15, 21, 24, 30, 42, 45, 60, 99, 100, 365, 1000, 2024]
    let corpus = uiStrings()
    let dates = (0..<1024).map { _ in Date(timeIntervalSince1970: 946_684_800 + Double(generator.next() % 946_684_800)) }
    Speakable.prewarm(locales: locales)

    for locale in locales {
        let style = SpeakableNumber(locale: locale)
        guard let icu = RawICUSpellOut(cardinalRuleSetOf: locale) else { fatalError("ICU spell-out unavailable for \(locale)") }
        let formatter = spellOutFormatter(locale)
        checked(style.format(21), "Speakable \(locale)")
        checked(icu.format(21), "raw ICU \(locale)")
        checked(formatter.string(from: 21), "Foundation \(locale)")

        // MARK: Cardinals: random integers (memo misses) and a repeated working set (memo hits)

        let random = InputCursor(randomIntegers)
        Benchmark("cardinal_random.speakable.\(locale)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(style.format(random.next())) }
        }
        Benchmark("cardinal_random.icu.\(locale)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(icu.format(random.next())) }
        }
        Benchmark("cardinal_random.foundation_cached.\(locale)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(formatter.string(from: NSNumber(value: random.next()))) }
        }
        Benchmark("cardinal_random.foundation_per_call.\(locale)", configuration: perCall) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(spellOutFormatter(locale).string(from: NSNumber(value: random.next()))) }
        }
        let working = InputCursor(repeated)
        Benchmark("cardinal_repeated.speakable.\(locale)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(style.format(working.next())) }
        }
        Benchmark("cardinal_repeated.icu.\(locale)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(icu.format(working.next())) }
        }
        Benchmark("cardinal_repeated.foundation_cached.\(locale)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(formatter.string(from: NSNumber(value: working.next()))) }
        }

        // MARK: Decimals as a UI writes them ("123,45" in fr/ru); ICU and Foundation get "123.45"

        let plain = (0..<4096).map { _ in "\(generator.next() % 1000).\(String(format: "%02d", Int(generator.next() % 100)))" }
        let written = InputCursor(locale == "en" ? plain : plain.map { $0.replacingOccurrences(of: ".", with: ",") })
        let plainDecimals = InputCursor(plain)
        let nsDecimals = InputCursor(plain.map { NSDecimalNumber(string: $0) })
        checked(style.format(written.next()), "Speakable decimal \(locale)")
        checked(icu.format(decimal: plain[0]), "raw ICU decimal \(locale)")
        Benchmark("decimal.speakable.\(locale)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(style.format(written.next())) }
        }
        Benchmark("decimal.icu.\(locale)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(icu.format(decimal: plainDecimals.next())) }
        }
        Benchmark("decimal.foundation_cached.\(locale)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(formatter.string(from: nsDecimals.next())) }
        }

        // MARK: Dates (SpeakableDate) against DateFormatter, which writes digits, not speech

        let speakableDate = SpeakableDate(locale: locale, timeZone: TimeZone(identifier: "UTC")!)
        let dateFormat = dateFormatter(locale)
        let dateInputs = InputCursor(dates)
        checked(speakableDate.format(dates[0]), "SpeakableDate \(locale)")
        checked(dateFormat.string(from: dates[0]), "DateFormatter \(locale)", digitsAllowed: true)
        Benchmark("date.speakable.\(locale)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(speakableDate.format(dateInputs.next())) }
        }
        Benchmark("date.foundation_cached.\(locale)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(dateFormat.string(from: dateInputs.next())) }
        }
        Benchmark("date.foundation_per_call.\(locale)", configuration: perCall) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(dateFormatter(locale).string(from: dateInputs.next())) }
        }

        // MARK: Phone numbers (SpeakablePhoneNumber); baselines spell each group of digits

        func digits(_ count: Int) -> String { (0..<count).map { _ in String(generator.next() % 10) }.joined() }
        let phoneList: [String] = (0..<1024).map { _ in
            switch locale {
            case "fr": return "06 \(digits(2)) \(digits(2)) \(digits(2)) \(digits(2))"
            case "ru": return "+7 (912) \(digits(3))-\(digits(2))-\(digits(2))"
            default: return "(212) 555-\(digits(4))"
            }
        }
        let phones = InputCursor(phoneList)
        let phoneGroups = InputCursor(phoneList.map { $0.split { !$0.isNumber }.compactMap { Int64($0) } })
        let phone = SpeakablePhoneNumber(locale: locale)
        checked(phone.format(phoneList[0]), "SpeakablePhoneNumber \(locale)")
        Benchmark("phone.speakable.\(locale)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(phone.format(phones.next())) }
        }
        Benchmark("phone.icu.\(locale)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(phoneGroups.next().compactMap { icu.format($0) }.joined(separator: ", ")) }
        }
        Benchmark("phone.foundation_cached.\(locale)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(phoneGroups.next().compactMap { formatter.string(from: NSNumber(value: $0)) }.joined(separator: ", "))
            }
        }

        // MARK: normalize on real UI strings (ui-strings.tsv); baselines spell the string's number

        let strings = corpus[locale] ?? []
        precondition(!strings.isEmpty, "no UI strings for \(locale)")
        for text in strings { checked(Speakable.normalize(text, locale: locale), "normalize \(locale) \"\(text)\"") }
        let texts = InputCursor(strings)
        let textNumbers = InputCursor(strings.map(number(in:)))
        Benchmark("normalize_ui_string.speakable.\(locale)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(Speakable.normalize(texts.next(), locale: locale)) }
        }
        Benchmark("normalize_ui_string.icu.\(locale)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(icu.format(textNumbers.next())) }
        }
        Benchmark("normalize_ui_string.foundation_cached.\(locale)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(formatter.string(from: NSNumber(value: textNumbers.next()))) }
        }
        // The same strings as if never seen: the full scan every call, without the thread's memo
        // of texts (`normalizeWithoutMemo`, SPI). Its baselines are the normalize_ui_string rows above.
        for text in strings {
            precondition(Speakable.normalizeWithoutMemo(text, locale: locale) == Speakable.normalize(text, locale: locale),
                         "normalizeWithoutMemo and normalize differ on \"\(text)\"")
        }
        let unseen = InputCursor(strings)
        Benchmark("normalize_ui_string_unseen.speakable.\(locale)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(Speakable.normalizeWithoutMemo(unseen.next(), locale: locale)) }
        }

        // MARK: First call per locale: cold (ICU objects and engines forgotten through SPI; the
        // parsed language data stays loaded) and after prewarm. Only the first call is measured.

        let firstText = strings.last!
        let once = Benchmark.Configuration(metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(5), maxIterations: 10)
        // One closure call is one sample (scaledIterations is 0..<1 here): set up, then time one call.
        Benchmark("first_call.speakable.\(locale)", configuration: once) { benchmark in
            Speakable.resetCachesForBenchmarks()
            benchmark.startMeasurement()
            blackHole(Speakable.normalize(firstText, locale: locale))
            benchmark.stopMeasurement()
        }
        Benchmark("first_call_prewarmed.speakable.\(locale)", configuration: once) { benchmark in
            Speakable.resetCachesForBenchmarks()
            Speakable.prewarm(locales: [locale])
            let opens = ICUOpenCounter.onCurrentThread
            benchmark.startMeasurement()
            blackHole(Speakable.normalize(firstText, locale: locale))
            benchmark.stopMeasurement()
            precondition(ICUOpenCounter.onCurrentThread == opens, "an ICU object was opened after prewarm")
        }
        Benchmark("first_call.icu.\(locale)", configuration: once) { benchmark in
            blackHole(RawICUSpellOut(locale: locale, ruleSet: icu.ruleSet)?.format(21))
        }
        Benchmark("first_call.foundation_per_call.\(locale)", configuration: once) { benchmark in
            blackHole(spellOutFormatter(locale).string(from: 21))
        }

        // MARK: 1 vs 2 threads: a sample is 1,000 calls on each thread; with no lock on the hot
        // path and two free cores, 2 threads take about as long per sample as 1 (twice the throughput).

        let offsets = InputCursor(Array(stride(from: 0, to: randomIntegers.count - 2000, by: 2000)))
        let threadSamples = Benchmark.Configuration(metrics: [.wallClock, .throughput], scalingFactor: .one, maxDuration: .seconds(2))
        for threads in [1, 2] {
            let name = threads == 1 ? "1_thread" : "2_threads"
            Benchmark("threads.cardinal_random.speakable.\(name).\(locale)", configuration: threadSamples) { benchmark in
                let base = offsets.next()  // fresh inputs for each sample: random must miss the memo
                onThreads(threads, calls: 1000) { thread, call in blackHole(style.format(randomIntegers[base + thread * 1000 + call])) }
            }
            Benchmark("threads.cardinal_random.icu.\(name).\(locale)", configuration: threadSamples) { benchmark in
                let base = offsets.next()
                onThreads(threads, calls: 1000) { thread, call in blackHole(icu.format(randomIntegers[base + thread * 1000 + call])) }
            }
            Benchmark("threads.cardinal_repeated.speakable.\(name).\(locale)", configuration: threadSamples) { benchmark in
                onThreads(threads, calls: 1000) { _, call in blackHole(style.format(repeated[call % repeated.count])) }
            }
            Benchmark("threads.normalize_ui_string.speakable.\(name).\(locale)", configuration: threadSamples) { benchmark in
                onThreads(threads, calls: 1000) { _, call in blackHole(Speakable.normalize(strings[call % strings.count], locale: locale)) }
            }
        }
    }

    // MARK: String tables (StringTableBenchmarks.swift) and hostile sizes (LimitsBenchmarks.swift)

    stringTableBenchmarks()
    limitsBenchmarks()
}
