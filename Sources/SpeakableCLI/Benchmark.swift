import ArgumentParser
import Foundation
@_spi(Benchmarks) import Speakable

/// `speakable benchmark [--json] [--quick]`: Speakable against raw ICU and Foundation, side by side.
struct BenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "benchmark",
        abstract: "Time Speakable against raw ICU and Foundation's NumberFormatter in one run.",
        discussion: """
        Prints one table: operation, locale, ns per call for Speakable, raw ICU (a formatter opened \
        once, through the same shim), Foundation cached (NumberFormatter(.spellOut) or DateFormatter \
        created once) and Foundation per call (created for each call, as in the usual sample code), \
        and the ratios. Contenders run in alternating batches; each figure is the median over rounds \
        of the CPU time per call of the benchmarking thread. Build with -c release for meaningful \
        figures; the whole run takes well under a minute.
        """
    )

    @Flag(help: "Print one JSON array of {operation, locale, speakable_ns, icu_ns, foundation_cached_ns, foundation_per_call_ns} (null where a baseline does not apply).")
    var json = false

    @Flag(help: "A few short rounds: checks that every path runs, figures are rough.")
    var quick = false

    @Option(name: .customLong("operation"), help: ArgumentHelp("Only this operation (repeatable); all when absent.", valueName: "name"))
    var operations: [BenchmarkOperation] = []

    @Option(name: .customLong("locale"), help: "Only this locale (repeatable): fr, en, ru.")
    var locales: [String] = ["fr", "en", "ru"]

    /// For profilers (callgrind, perf): run only this contender's calls, untimed.
    @Option(name: .customLong("profile"), help: ArgumentHelp("Run only one contender (speakable, icu, foundation_cached, foundation_per_call) for --profile-calls calls, untimed: for callgrind or perf.", valueName: "contender"))
    var profile: String?

    @Option(name: .customLong("profile-calls"), help: "Calls made with --profile.")
    var profileCalls = 100_000

    /// Internal: one first call in this fresh process, printed as ns (`first_call` rows).
    @Option(name: .customLong("first-call"), help: .hidden)
    var firstCall: String?

    /// Internal: one preparation in this fresh process, printed as bytes (`prewarm_memory` rows).
    @Option(name: .customLong("memory-child"), help: .hidden)
    var memoryChild: String?

    func validate() throws {
        // A first-call child must not touch Speakable before the call it times.
        guard firstCall == nil, memoryChild == nil else { return }
        do { try Speakable.validateLanguageData(locales: locales) } catch { throw ValidationError("\(error)") }
        for locale in locales where !Speakable.isSupported(locale: locale) {
            throw ValidationError("unsupported locale '\(locale)': Speakable speaks \(Speakable.supportedLanguages.joined(separator: ", "))")
        }
    }

    func run() throws {
        if let firstCall {
            print(try FirstCall(spec: firstCall).run())
            return
        }
        if let memoryChild {
            print(try MemoryChild(spec: memoryChild).run())
            return
        }
        let harness = quick ? BenchmarkHarness(batchNanoseconds: 200_000, rounds: 3) : BenchmarkHarness(batchNanoseconds: 3_000_000, rounds: 21)
        let suite = BenchmarkSuite(harness: harness, firstCallSamples: quick ? 1 : 5, profile: profile.map { ($0, profileCalls) })
        var rows: [BenchmarkRow] = []
        var notes: [String] = ["Raw spell-out engine (the \"raw ICU\" column): \(RawICUSpellOut.engine)."]
        for operation in operations.isEmpty ? BenchmarkOperation.allCases : operations {
            for locale in locales {
                rows.append(try suite.run(operation, locale: locale, notes: &notes))
            }
        }
        print(json ? BenchmarkRow.json(rows) : BenchmarkRow.table(rows, notes: notes))
    }
}

enum BenchmarkOperation: String, CaseIterable, ExpressibleByArgument {
    case cardinalRandom = "cardinal_random"
    case cardinalRepeated = "cardinal_repeated"
    case decimal
    case normalizeUIString = "normalize_ui_string"
    case normalizeUnseen = "normalize_ui_string_unseen"
    case date
    case phone
    case firstCall = "first_call"
    case firstCallPrewarmed = "first_call_prewarmed"
    case cardinalRandomTwoThreads = "cardinal_random_2_threads"
    case cardinalRepeatedTwoThreads = "cardinal_repeated_2_threads"
    case normalizeTwoThreads = "normalize_ui_string_2_threads"
    case prewarmMemory = "prewarm_memory"
}

/// One line of the table and one object of the JSON array; nil where a baseline does not apply.
struct BenchmarkRow {
    let operation: String
    let locale: String
    var speakable: Double?
    var icu: Double?
    var foundationCached: Double?
    var foundationPerCall: Double?
    /// `prewarm_memory` rows: resident bytes added, instead of ns per call.
    var memory: (speakable: Double?, speakableWithTagging: Double?, icu: Double?)?

    static func json(_ rows: [BenchmarkRow]) -> String {
        func number(_ value: Double?) -> String {
            guard let value, value.isFinite else { return "null" }
            return String(format: "%.1f", value)
        }
        let objects = rows.map { row in
            if let memory = row.memory {
                return #"  {"operation": "\#(row.operation)", "locale": "\#(row.locale)", "speakable_bytes": \#(number(memory.speakable)), "speakable_with_tagging_bytes": \#(number(memory.speakableWithTagging)), "icu_bytes": \#(number(memory.icu))}"#
            }
            return #"  {"operation": "\#(row.operation)", "locale": "\#(row.locale)", "speakable_ns": \#(number(row.speakable)), "icu_ns": \#(number(row.icu)), "foundation_cached_ns": \#(number(row.foundationCached)), "foundation_per_call_ns": \#(number(row.foundationPerCall))}"#
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]"
    }

    static func table(_ rows: [BenchmarkRow], notes: [String]) -> String {
        func ns(_ value: Double?) -> String {
            guard let value, value.isFinite else { return "-" }
            let formatter = NumberFormatter()
            formatter.numberStyle = .decimal
            formatter.maximumFractionDigits = 0
            formatter.locale = Locale(identifier: "en_US")
            return formatter.string(from: NSNumber(value: value.rounded())) ?? "\(value)"
        }
        func ratio(_ numerator: Double?, _ denominator: Double?) -> String {
            guard let numerator, let denominator, numerator.isFinite, denominator.isFinite, denominator > 0 else { return "-" }
            let value = numerator / denominator
            return value >= 100 ? "\(ns(value))x" : String(format: "%.2fx", value)
        }
        let header = ["operation", "locale", "Speakable ns", "raw ICU ns", "Foundation cached ns", "Foundation per call ns",
                      "Speakable / ICU", "Foundation cached / Speakable", "Foundation per call / Speakable"]
        let timed = rows.filter { $0.memory == nil }
        let lines = timed.map { row in
            [row.operation, row.locale, ns(row.speakable), ns(row.icu), ns(row.foundationCached), ns(row.foundationPerCall),
             ratio(row.speakable, row.icu), ratio(row.foundationCached, row.speakable), ratio(row.foundationPerCall, row.speakable)]
        }
        var text = "| " + header.joined(separator: " | ") + " |\n"
        text += "|" + header.indices.map { $0 < 2 ? "---|" : "---:|" }.joined() + "\n"
        for line in lines { text += "| " + line.joined(separator: " | ") + " |\n" }
        let memoryRows = rows.filter { $0.memory != nil }
        if !memoryRows.isEmpty {
            func mb(_ bytes: Double?) -> String { bytes.map { String(format: "%.2f MB", $0 / 1_000_000) } ?? "-" }
            text += "\n| operation | locale | Speakable prewarm | with tagging | ICU's formatter and plural rules | with tagging / ICU |\n|---|---|---:|---:|---:|---:|\n"
            for row in memoryRows {
                let memory = row.memory!
                text += "| \(row.operation) | \(row.locale) | \(mb(memory.speakable)) | \(mb(memory.speakableWithTagging)) | \(mb(memory.icu)) | \(ratio(memory.speakableWithTagging, memory.icu)) |\n"
            }
        }
        for note in notes { text += "\n" + note }
        return text
    }
}

/// The operations, their inputs and their contenders.
struct BenchmarkSuite {
    let harness: BenchmarkHarness
    let firstCallSamples: Int
    /// (contender, calls): run only that contender, untimed.
    var profile: (String, Int)? = nil

    /// 2^20 random integers below 10^9: far more than any memo holds, so Speakable's memo misses
    /// as it should on random input.
    static let randomIntegers: [Int64] = {
        var generator = SplitMix64(seed: 0x5EED)
        return (0..<(1 << 20)).map { _ in Int64(generator.next() % 1_000_000_000) }
    }()

    /// What a UI shows again and again: counts, minutes, percentages, years.
    static let repeatedIntegers: [Int64] = [0, 1, 2, 3, 5, 7, 10, 12, 15, 21, 24, 30, 42, 45, 60, 99, 100, 365, 1000, 2024]

    /// Real UI strings with one number each, from exelban/stats (MIT), `Localizable.strings`
    /// (copied byte for byte in shared/corpus/string-tables/stats), plus its "%0 cores"-style
    /// strings with a count filled in. The Benchmarks package reads the same list from data.
    static let uiStrings: [String: [String]] = [
        "en": ["2 minutes", "3 minutes", "10 minutes", "1 sec", "5 sec", "15 sec", "30 sec", "60 sec", "1 minute",
               "5 minutes", "15 minutes", "Every 12 hours", "Every 24 hours", "8 cores", "16 threads", "4 efficiency cores"],
        "fr": ["2 minutes", "3 minutes", "10 minutes", "1 seconde", "5 secondes", "15 secondes", "30 secondes", "60 secondes", "1 minute",
               "5 minutes", "15 minutes", "Toutes les 12 heures", "Toutes les 24 heures", "8 cœurs", "16 fils", "4 super cœurs"],
        "ru": ["2 минуты", "3 минуты", "10 минут", "1 сек", "5 сек", "15 сек", "30 сек", "60 сек", "1 минута",
               "5 минут", "15 минут", "Каждые 12 часов", "Каждые 24 часа", "8 ядер", "16 потоков", "4 энергоэффективных ядер"],
    ]

    /// The number written in a UI string (its one run of digits).
    static func number(in text: String) -> Int64 {
        Int64(String(text.unicodeScalars.filter { $0.value >= 0x30 && $0.value <= 0x39 })) ?? 0
    }

    static func isSpeech(_ text: String?) -> Bool {
        guard let text, !text.isEmpty else { return false }
        return !text.utf8.contains { $0 >= 0x30 && $0 <= 0x39 }
    }

    func run(_ operation: BenchmarkOperation, locale: String, notes: inout [String]) throws -> BenchmarkRow {
        var row = BenchmarkRow(operation: operation.rawValue, locale: locale)
        let style = SpeakableNumber(locale: locale)
        guard let icu = RawICUSpellOut(cardinalRuleSetOf: locale) else {
            throw ValidationError("raw ICU spell-out unavailable for \(locale)")
        }
        let foundation = Self.spellOutFormatter(locale)
        func spellOut(_ formatter: NumberFormatter, _ value: Int64) -> String? { formatter.string(from: NSNumber(value: value)) }
        func perCall(_ value: Int64) -> String? { spellOut(Self.spellOutFormatter(locale), value) }
        let speech = Self.isSpeech

        func measure(_ contenders: [(String, Contender)]) throws -> [Double] {
            for (name, contender) in contenders {
                let output = contender.call(0)
                guard contender.check(output) else {
                    throw BrokenPathError(operation: operation.rawValue, locale: locale, contender: name, output: output)
                }
            }
            if let (name, calls) = profile {
                for (contender, run) in contenders where contender.lowercased().replacingOccurrences(of: " ", with: "_").replacingOccurrences(of: "raw_", with: "") == name {
                    var bytes = 0
                    for index in 0..<calls { bytes &+= run.call(index)?.utf8.count ?? 0 }
                    consume(bytes)
                }
                return contenders.map { _ in .nan }
            }
            return harness.measure(contenders.map(\.1))
        }

        switch operation {
        case .cardinalRandom, .cardinalRepeated:
            let inputs = Cycle(operation == .cardinalRandom ? Self.randomIntegers : Self.repeatedIntegers)
            let times = try measure([
                ("Speakable", Contender(call: { style.format(inputs[$0]) }, check: speech)),
                ("raw ICU", Contender(call: { icu.format(inputs[$0]) }, check: speech)),
                ("Foundation cached", Contender(call: { spellOut(foundation, inputs[$0]) }, check: speech)),
                ("Foundation per call", Contender(call: { perCall(inputs[$0]) }, check: speech)),
            ])
            (row.speakable, row.icu, row.foundationCached, row.foundationPerCall) = (times[0], times[1], times[2], times[3])

        case .decimal:
            // "123,45" as a French or Russian UI writes it, "123.45" in English; ICU and Foundation
            // get the plain decimal.
            var generator = SplitMix64(seed: 0xDEC)
            let plainList = (0..<4096).map { _ in "\(generator.next() % 1000).\(String(format: "%02d", Int(generator.next() % 100)))" }
            let written = Cycle(locale == "en" ? plainList : plainList.map { $0.replacingOccurrences(of: ".", with: ",") })
            let decimals = Cycle(plainList.map { NSDecimalNumber(string: $0) })
            let plain = Cycle(plainList)
            // The ICU-free configuration's raw engine has no fraction rules: no raw figure there.
            let rawDecimals = icu.format(decimal: "1.5") != nil
            var contenders: [(String, Contender)] = [
                ("Speakable", Contender(call: { style.format(written[$0]) }, check: speech)),
                ("Foundation cached", Contender(call: { foundation.string(from: decimals[$0]) }, check: speech)),
                ("Foundation per call", Contender(call: { Self.spellOutFormatter(locale).string(from: decimals[$0]) }, check: speech)),
            ]
            if rawDecimals { contenders.insert(("raw ICU", Contender(call: { icu.format(decimal: plain[$0]) }, check: speech)), at: 1) }
            let times = try measure(contenders)
            (row.speakable, row.foundationCached, row.foundationPerCall) = (times[0], times[rawDecimals ? 2 : 1], times[rawDecimals ? 3 : 2])
            if rawDecimals { row.icu = times[1] }

        case .normalizeUIString, .normalizeUnseen:
            // The baselines spell out the string's number: what normalizing costs beyond formatting.
            // `_unseen` bypasses the memo of texts: every call scans, as for a string never shown before.
            // Each slot holds its own copy, as an app builds each label anew: the memo of texts
            // compares bytes, not the identity of one shared String.
            let strings = Cycle(Self.uiStrings[SpeakableLocaleName.language(locale)] ?? []).copied()
            let numbers = Cycle((Self.uiStrings[SpeakableLocaleName.language(locale)] ?? []).map(Self.number))
            let memoized = operation == .normalizeUIString
            let normalize: (String, String) -> String = { memoized ? Speakable.normalize($0, locale: $1) : Speakable.normalizeWithoutMemo($0, locale: $1) }
            let times = try measure([
                ("Speakable", Contender(call: { normalize(strings[$0], locale) }, check: speech)),
                ("raw ICU", Contender(call: { icu.format(numbers[$0]) }, check: speech)),
                ("Foundation cached", Contender(call: { spellOut(foundation, numbers[$0]) }, check: speech)),
                ("Foundation per call", Contender(call: { perCall(numbers[$0]) }, check: speech)),
            ])
            (row.speakable, row.icu, row.foundationCached, row.foundationPerCall) = (times[0], times[1], times[2], times[3])

        case .date:
            // Dates and times between 2000 and 2030 in UTC; DateFormatter (long date, short time)
            // is the usual way, though it writes digits rather than speech.
            var generator = SplitMix64(seed: 0xDA7E)
            let dates = Cycle((0..<1024).map { _ in Date(timeIntervalSince1970: 946_684_800 + Double(generator.next() % 946_684_800)) })
            let speakable = SpeakableDate(locale: locale, timeZone: TimeZone(identifier: "UTC")!)
            let formatter = Self.dateFormatter(locale)
            let times = try measure([
                ("Speakable", Contender(call: { speakable.format(dates[$0]) }, check: speech)),
                ("Foundation cached", Contender(call: { formatter.string(from: dates[$0]) }, check: { !($0 ?? "").isEmpty })),
                ("Foundation per call", Contender(call: { Self.dateFormatter(locale).string(from: dates[$0]) }, check: { !($0 ?? "").isEmpty })),
            ])
            (row.speakable, row.foundationCached, row.foundationPerCall) = (times[0], times[1], times[2])

        case .phone:
            // The baselines spell out each group of digits as a number and join them.
            var generator = SplitMix64(seed: 0xF0E)
            func digits(_ count: Int) -> String { (0..<count).map { _ in String(generator.next() % 10) }.joined() }
            let phoneList: [String] = (0..<1024).map { _ in
                switch SpeakableLocaleName.language(locale) {
                case "fr": return "06 \(digits(2)) \(digits(2)) \(digits(2)) \(digits(2))"
                case "ru": return "+7 (912) \(digits(3))-\(digits(2))-\(digits(2))"
                default: return "(212) 555-\(digits(4))"
                }
            }
            let groups = Cycle(phoneList.map { $0.split { !$0.isNumber }.compactMap { Int64($0) } })
            let phones = Cycle(phoneList)
            let phone = SpeakablePhoneNumber(locale: locale)
            func joined(_ index: Int, _ spell: (Int64) -> String?) -> String? {
                var parts: [String] = []
                for group in groups[index] {
                    guard let words = spell(group) else { return nil }
                    parts.append(words)
                }
                return parts.joined(separator: ", ")
            }
            let times = try measure([
                ("Speakable", Contender(call: { phone.format(phones[$0]) }, check: speech)),
                ("raw ICU", Contender(call: { joined($0) { icu.format($0) } }, check: speech)),
                ("Foundation cached", Contender(call: { joined($0) { spellOut(foundation, $0) } }, check: speech)),
                ("Foundation per call", Contender(call: { joined($0) { perCall($0) } }, check: speech)),
            ])
            (row.speakable, row.icu, row.foundationCached, row.foundationPerCall) = (times[0], times[1], times[2], times[3])

        case .firstCall, .firstCallPrewarmed:
            let prewarmed = operation == .firstCallPrewarmed
            let text = Self.uiStrings[SpeakableLocaleName.language(locale)]?.last ?? "21"
            func child(_ contender: String) throws -> Double? {
                var values: [Double] = []
                var opens: [Int] = []
                for _ in 0..<firstCallSamples {
                    let output = try FirstCall.spawn([contender, locale, icu.ruleSet, prewarmed ? "prewarmed" : "cold", text])
                    let fields = output.split(separator: " ")
                    guard let value = fields.first.flatMap({ Double($0) }) else {
                        throw BrokenPathError(operation: operation.rawValue, locale: locale, contender: contender, output: output)
                    }
                    values.append(value)
                    if fields.count > 1, let count = Int(fields[1]) { opens.append(count) }
                }
                if prewarmed, contender == "speakable" {
                    notes.append("ICU opens during the first call after prewarm, \(locale): \(opens.max() ?? -1)")
                }
                return BenchmarkHarness.median(values)
            }
            row.speakable = try child("speakable")
            row.icu = try child("icu")
            if prewarmed { row.foundationCached = try child("foundation") } else { row.foundationPerCall = try child("foundation") }

        case .prewarmMemory:
            func median(_ contender: MemoryChild.Contender) throws -> Double? {
                var values: [Double] = []
                for _ in 0..<max(firstCallSamples, 3) {
                    guard let bytes = try MemoryChild.spawn(contender, locale: locale) else {
                        throw BrokenPathError(operation: operation.rawValue, locale: locale, contender: contender.rawValue, output: nil)
                    }
                    values.append(bytes)
                }
                return BenchmarkHarness.median(values)
            }
            row.memory = (try median(.speakable), try median(.speakableWithTagging), try median(.icu))

        case .cardinalRandomTwoThreads, .cardinalRepeatedTwoThreads, .normalizeTwoThreads:
            // Effective ns per call with two threads at once; the note gives the throughput gain.
            let call: @Sendable (Int, Int) -> String?
            let baseline: @Sendable (Int, Int) -> String?
            switch operation {
            case .cardinalRandomTwoThreads:
                let inputs = Cycle(Self.randomIntegers)
                call = { style.format(inputs[$1]) }
                baseline = { icu.format(inputs[$1]) }
            case .cardinalRepeatedTwoThreads:
                let inputs = Cycle(Self.repeatedIntegers)
                call = { style.format(inputs[$1]) }
                baseline = { icu.format(inputs[$1]) }
            default:
                // Each thread reads its own copies of the strings (see `BenchmarkHarness.threads`).
                let list = Self.uiStrings[SpeakableLocaleName.language(locale)] ?? []
                let copies = (0..<2).map { _ in Cycle(list).copied() }
                let numbers = Cycle(list.map(Self.number))
                call = { Speakable.normalize(copies[$0][$1], locale: locale) }
                baseline = { icu.format(numbers[$1]) }
            }
            guard speech(call(0, 0)), speech(baseline(0, 0)) else {
                throw BrokenPathError(operation: operation.rawValue, locale: locale, contender: "Speakable or raw ICU", output: call(0, 0))
            }
            // The control is what the machine gives two threads right now: arithmetic only, no
            // memory shared. The three alternate round by round.
            let arithmetic: @Sendable (Int, Int) -> String? = { _, index in
                var value = UInt64(truncatingIfNeeded: index) | 1
                for _ in 0..<200 { value = value &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }
                return value == 0 ? "zero" : "spin"
            }
            let results = harness.threads([call, baseline, arithmetic])
            let (speakable, raw) = (results[0], results[1])
            let control = results[2]
            row.speakable = speakable.two
            row.icu = raw.two
            notes.append(String(format: "2 threads / 1 thread throughput, %@ %@: Speakable %.2fx wall clock, %.2fx by CPU time; raw ICU %.2fx wall clock, %.2fx by CPU time; arithmetic-only control %.2fx wall clock",
                                operation.rawValue, locale, speakable.one / speakable.two, 2 * speakable.oneCPU / speakable.twoCPU,
                                raw.one / raw.two, 2 * raw.oneCPU / raw.twoCPU, control.one / control.two))
        }
        return row
    }

    static func spellOutFormatter(_ locale: String) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.numberStyle = .spellOut
        formatter.locale = Locale(identifier: locale)
        return formatter
    }

    static func dateFormatter(_ locale: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = .long
        formatter.timeStyle = .short
        return formatter
    }
}

/// A first call in a fresh process: nothing opened, nothing loaded (`first_call`), or only the
/// expensive object ready (`first_call_prewarmed`: `Speakable.prewarm`, an opened ICU formatter, a
/// created NumberFormatter). The parent spawns one process per sample.
struct FirstCall {
    let contender: String
    let locale: String
    let ruleSet: String
    let prewarmed: Bool
    let text: String

    /// `contender locale ruleSet cold|prewarmed text`, fields separated by tabs.
    init(spec: String) throws {
        let fields = spec.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 5 else { throw ValidationError("--first-call: expected 5 tab-separated fields") }
        (contender, locale, ruleSet, prewarmed, text) = (fields[0], fields[1], fields[2], fields[3] == "prewarmed", fields[4])
    }

    /// ns of the first call (and, for Speakable after prewarm, the ICU objects it opened).
    func run() throws -> String {
        let number = BenchmarkSuite.number(in: text)
        switch contender {
        case "speakable":
            if prewarmed { Speakable.prewarm(locales: [locale]) }
            let opens = ICUOpenCounter.onCurrentThread
            let start = BenchmarkHarness.now()
            let output = Speakable.normalize(text, locale: locale)
            let elapsed = BenchmarkHarness.now() - start
            guard BenchmarkSuite.isSpeech(output) else { return "broken: \(output)" }
            return "\(elapsed) \(ICUOpenCounter.onCurrentThread - opens)"
        case "icu":
            let prepared = prewarmed ? RawICUSpellOut(locale: locale, ruleSet: ruleSet) : nil
            let start = BenchmarkHarness.now()
            let output = (prepared ?? RawICUSpellOut(locale: locale, ruleSet: ruleSet))?.format(number)
            let elapsed = BenchmarkHarness.now() - start
            guard BenchmarkSuite.isSpeech(output) else { return "broken: \(output ?? "nil")" }
            return "\(elapsed)"
        default:
            let prepared = prewarmed ? BenchmarkSuite.spellOutFormatter(locale) : nil
            let start = BenchmarkHarness.now()
            let output = (prepared ?? BenchmarkSuite.spellOutFormatter(locale)).string(from: NSNumber(value: number))
            let elapsed = BenchmarkHarness.now() - start
            guard BenchmarkSuite.isSpeech(output) else { return "broken: \(output ?? "nil")" }
            return "\(elapsed)"
        }
    }

    /// Runs `speakable benchmark --first-call …` in a new process and returns its output line.
    static func spawn(_ fields: [String]) throws -> String {
        let process = Process()
        process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["benchmark", "--first-call", fields.joined(separator: "\t")]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

enum SpeakableLocaleName {
    /// "fr-CH" -> "fr".
    static func language(_ identifier: String) -> String {
        String(identifier.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }
}

/// Deterministic inputs: two runs time the same work.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// Inputs walked by call number, repeated up to a power-of-two length so that picking one is a
/// mask, not a division (which would cost as much as a memo hit, in every contender alike).
struct Cycle<Element>: @unchecked Sendable {
    private let storage: [Element]
    private let mask: Int

    init(_ elements: [Element]) {
        precondition(!elements.isEmpty)
        var length = 1024
        while length < elements.count { length *= 2 }
        storage = (0..<length).map { elements[$0 % elements.count] }
        mask = length - 1
    }

    @inline(__always) subscript(_ index: Int) -> Element { storage[index & mask] }

    private init(storage: [Element], mask: Int) {
        self.storage = storage
        self.mask = mask
    }
}

extension Cycle where Element == String {
    /// The same texts, each slot its own `String` object.
    func copied() -> Cycle {
        Cycle(storage: storage.map { String(decoding: Array($0.utf8), as: UTF8.self) }, mask: mask)
    }
}
