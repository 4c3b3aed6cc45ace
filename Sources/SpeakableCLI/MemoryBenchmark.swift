import Foundation
@_spi(Benchmarks) import Speakable
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `prewarm_memory` rows: resident memory that `Speakable.prewarm` of one language adds to a
/// process whose Foundation is already warm, with and without the tagging model, beside what
/// ICU's own spell-out formatter and plural rules for that language take. Each figure is the
/// median of fresh child processes (`speakable benchmark --memory-child …`), so nothing another
/// row loaded is counted.
///
/// ```
/// speakable benchmark --operation prewarm_memory --json
/// // {"operation": "prewarm_memory", "locale": "ru", "speakable_bytes": …, "speakable_with_tagging_bytes": …, "icu_bytes": …}
/// ```
struct MemoryChild {
    enum Contender: String, CaseIterable {
        case speakable
        case speakableWithTagging = "speakable_with_tagging"
        case icu
    }

    let contender: Contender
    let locale: String

    /// `contender<TAB>locale`.
    init(spec: String) throws {
        let fields = spec.split(separator: "\t").map(String.init)
        guard fields.count == 2, let contender = Contender(rawValue: fields[0]) else {
            throw BenchmarkSpecError(expected: "--memory-child: contender (\(Contender.allCases.map(\.rawValue).joined(separator: ", "))), a tab, a locale")
        }
        (self.contender, locale) = (contender, fields[1])
    }

    /// The bytes of resident memory the contender's preparation added.
    func run() -> String {
        Self.warmFoundation()
        let before = Self.residentBytes()
        var keep: [AnyObject] = []
        switch contender {
        case .speakable:
            Speakable.prewarm(locales: [locale], includingTagging: false)
        case .speakableWithTagging:
            Speakable.prewarm(locales: [locale], includingTagging: true)
        case .icu:
            // What an app spelling numbers with ICU opens for the language: its spell-out
            // formatter (one number spelled) and its cardinal and ordinal plural rules.
            if let formatter = RawICUSpellOut(locale: locale) {
                _ = formatter.format(21)
                keep.append(formatter)
            }
            keep.append(contentsOf: RawICUSpellOut.pluralRules(locale: locale))
        }
        let after = Self.residentBytes()
        withExtendedLifetime(keep) {}
        return "\(after - before)"
    }

    /// What an app has done before its first label: dates, numbers, JSON and strings through
    /// Foundation, so that Foundation's own start-up is not counted as ours.
    static func warmFoundation() {
        let date = DateFormatter()
        date.dateStyle = .long
        date.locale = Locale(identifier: "fr_FR")
        _ = date.string(from: Date(timeIntervalSince1970: 1_427_866_200))
        let number = NumberFormatter()
        number.numberStyle = .decimal
        _ = number.string(from: 1234.5)
        _ = try? JSONDecoder().decode([String: Int].self, from: Data(#"{"a": 1}"#.utf8))
        _ = "Économie".lowercased().uppercased().components(separatedBy: " ")
    }

    /// Resident memory: `/proc/self/statm` on Linux; elsewhere the peak resident size, which only
    /// grows through a child's one preparation.
    static func residentBytes() -> Int {
        #if os(Linux)
        if let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) {
            let fields = statm.split(separator: " ")
            if fields.count > 1, let pages = Int(fields[1]) { return pages * Int(sysconf(Int32(_SC_PAGESIZE))) }
        }
        #endif
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        #if os(Linux)
        return usage.ru_maxrss * 1024
        #else
        return usage.ru_maxrss
        #endif
    }

    /// Runs `speakable benchmark --memory-child …` in a new process; its bytes.
    static func spawn(_ contender: Contender, locale: String) throws -> Double? {
        let process = Process()
        process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["benchmark", "--memory-child", "\(contender.rawValue)\t\(locale)"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

struct BenchmarkSpecError: Error, CustomStringConvertible {
    let expected: String
    var description: String { "expected \(expected)" }
}
