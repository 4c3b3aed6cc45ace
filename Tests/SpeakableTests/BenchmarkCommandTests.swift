import Foundation
import Testing

/// End-to-end: `speakable benchmark --json --quick` prints one JSON array of the documented shape.
/// Only the shape is checked, never the speed.
@Suite struct BenchmarkCommandTests {
    static let keys: Set<String> = ["operation", "locale", "speakable_ns", "icu_ns", "foundation_cached_ns", "foundation_per_call_ns"]
    static let baselines = ["icu_ns", "foundation_cached_ns", "foundation_per_call_ns"]
    /// `prewarm_memory` rows give resident bytes instead of ns per call.
    static let memoryKeys: Set<String> = ["operation", "locale", "speakable_bytes", "speakable_with_tagging_bytes", "icu_bytes"]

    @Test func quickJSONHasTheDocumentedShape() throws {
        let result = try CommandLineTests.run(["benchmark", "--json", "--quick"])
        #expect(result.status == 0, "\(result.err)")
        let parsed = try JSONSerialization.jsonObject(with: Data(result.out.utf8), options: [.fragmentsAllowed])
        let rows = try #require(parsed as? [[String: Any]], "expected one JSON array of objects, got: \(result.out.prefix(200))")
        var seen: Set<String> = []
        for row in rows {
            let operation = try #require(row["operation"] as? String)
            let locale = try #require(row["locale"] as? String)
            seen.insert("\(operation) \(locale)")
            if operation == "prewarm_memory" {
                #expect(Set(row.keys) == Self.memoryKeys, "keys of \(row)")
                let bare = try #require(row["speakable_bytes"] as? Double, "speakable_bytes of \(locale)")
                let tagged = try #require(row["speakable_with_tagging_bytes"] as? Double, "speakable_with_tagging_bytes of \(locale)")
                // (The tagging model's tables are read in place from the binary: prewarming it
                // may add nothing measurable, so only the figures' presence is checked.)
                #expect(bare > 0 && tagged > 0, "\(row)")
                #expect(try #require(row["icu_bytes"] as? Double) > 0)
                continue
            }
            #expect(Set(row.keys) == Self.keys, "keys of \(row)")
            // Speakable is always timed: a positive number of nanoseconds.
            let speakable = try #require(row["speakable_ns"] as? Double, "speakable_ns of \(operation) \(locale)")
            #expect(speakable > 0)
            // A baseline is a positive number, or null where it does not apply.
            for key in Self.baselines {
                let value = try #require(row[key])
                if value is NSNull { continue }
                let number = try #require(value as? Double, "\(key) of \(operation) \(locale) is neither a number nor null")
                #expect(number > 0, "\(key) of \(operation) \(locale)")
            }
            if operation == "normalize_ui_string" || operation.hasPrefix("cardinal_random") && !operation.hasSuffix("threads") {
                #expect(!(row["icu_ns"] is NSNull), "\(operation) \(locale) needs its raw ICU baseline")
            }
        }
        for operation in ["cardinal_random", "cardinal_repeated", "normalize_ui_string", "date", "prewarm_memory"] {
            for locale in ["fr", "en", "ru"] {
                #expect(seen.contains("\(operation) \(locale)"), "missing \(operation) \(locale)")
            }
        }
    }

    @Test func filtersAndRejectsUnknownOperations() throws {
        let result = try CommandLineTests.run(["benchmark", "--json", "--quick", "--operation", "cardinal_repeated", "--locale", "ru"])
        #expect(result.status == 0, "\(result.err)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
        #expect(rows.map { "\($0["operation"] ?? "") \($0["locale"] ?? "")" } == ["cardinal_repeated ru"])
        let bad = try CommandLineTests.run(["benchmark", "--operation", "no_such_operation"])
        #expect(bad.status != 0)
        #expect(bad.err.contains("no_such_operation"))
    }
}
