import Foundation
import Speakable
import SpeakableStringTables
import Testing

/// Hostile sizes and values: each returns (no crash, no stack overflow) with a clear result.
/// Correctness only; `Benchmarks/Benchmarks/Limits` shows the time grows linearly.
@Suite struct LimitsTests {
    static let locales = ["fr", "en", "ru"]

    // MARK: normalize

    @Test(arguments: locales)
    func oneMegabyteSingleLine(locale: String) {
        let unit = "Il reste 21 % de 1 234,5 km à 17h45 — %1$@ ✓ "
        let line = String(repeating: unit, count: 1_048_576 / unit.utf8.count + 1)
        let spoken = Speakable.normalize(line, locale: locale)
        #expect(!spoken.isEmpty && !spoken.contains("\n"))
        #expect(spoken.components(separatedBy: "%1$@").count == line.components(separatedBy: "%1$@").count)
    }

    @Test(arguments: locales)
    func hundredDigitNumberIsSpokenOrKept(locale: String) {
        let digits = String(repeating: "1234567890", count: 10)
        for input in [digits, "-" + digits, digits + "," + digits, "0," + digits, "1e" + digits] {
            #expect(PropertyCheck.failure(of: input, locale: locale) == nil, "\(locale): \(input)")
        }
        #expect(SpeakableNumber(locale: locale).format(digits) != "", "\(locale)")
    }

    @Test(arguments: locales)
    func tenThousandConsecutiveSeparators(locale: String) {
        for separator in [".", ",", ":", "/", "-", " ", "\u{00A0}", "\u{202F}", "%", "1.", "1,"] {
            let input = String(repeating: separator, count: 10_000)
            #expect(PropertyCheck.failure(of: input, locale: locale) == nil, "\(locale): \(separator.debugDescription) x 10,000")
        }
    }

    @Test func unknownAndMalformedLocalesKeepTheText() {
        let text = "21 %d, 3/4"
        for locale in ["", "xx", "de", "zz-ZZ", "@@@", "fr@@", "ru_RU@calendar=buddhist;x=y", String(repeating: "fr-", count: 10_000), "\u{0}", "fr\u{0}"] {
            let spoken = Speakable.normalize(text, locale: locale)
            if !Speakable.isSupported(locale: locale) {
                #expect(spoken == text, "\(locale.prefix(20).debugDescription)")
                #expect(SpeakableNumber(locale: locale).format(21) == "21")
                #expect(SpeakableText(text, locale: locale).spans.isEmpty)
            }
            _ = SpeakableDuration(locale: locale).format(minutes: 5)
            _ = SpeakableDate(locale: locale, timeZone: TimeZone(identifier: "UTC")!).format(Date(timeIntervalSince1970: 0))
        }
    }

    // MARK: typed API

    @Test(arguments: locales)
    func nanAndInfinitiesThroughTheTypedAPI(locale: String) {
        let number = SpeakableNumber(locale: locale)
        for (value, expected) in [(Double.nan, "nan"), (.infinity, "inf"), (-.infinity, "-inf"), (-Double.nan, "nan")] {
            #expect(number.format(value) == expected)
            #expect(number.ordinal().format(value) == expected)
            #expect(number.percent().format(value) == expected)
            #expect(SpeakableDuration(locale: locale).format(value) == "\(value)")
        }
        for value in [Double.greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, -0.0, 9.2e18, 1e300] {
            #expect(!number.format(value).isEmpty, "\(value)")
            #expect(!SpeakableDuration(locale: locale).format(value).isEmpty, "\(value)")
        }
        for value in [Int64.min, Int64.max, 0, -1] {
            #expect(number.format(value) != String(value), "\(value) is spoken")
            _ = number.ordinal().format(value)
            _ = number.year().format(value)
            _ = number.digits().format(value)
            _ = number.pluralCategory(value)
        }
        for (numerator, denominator) in [(1, 0), (0, 0), (Int.max, Int.min), (-1, Int.min), (Int.max, -1)] {
            #expect(!number.format(numerator: numerator, denominator: denominator).isEmpty)
        }
        for (days, hours) in [(Int.min, Int.max), (Int.max, 0), (0, Int.min)] {
            #expect(!SpeakableDuration(locale: locale).format(days: days, hours: hours).isEmpty)
        }
    }

    /// Found by this suite: `abs(Int.min)` traps in `SpeakableNumber.format(numerator:denominator:)`
    /// (Sources/Speakable/Numbers/SpeakableNumber.swift:147). Fix there: `Int64(clamping: numerator.magnitude)`.
    @Test(arguments: locales)
    func fractionWithMinimumNumerator(locale: String) {
        #expect(!SpeakableNumber(locale: locale).format(numerator: Int.min, denominator: -1).isEmpty)
    }

    @Test(arguments: locales)
    func invalidAndExtremeDates(locale: String) {
        let style = SpeakableDate(locale: locale, timeZone: TimeZone(identifier: "UTC")!)
        let dates = [Date(timeIntervalSinceReferenceDate: .nan), Date(timeIntervalSinceReferenceDate: .infinity),
                     Date(timeIntervalSinceReferenceDate: -.infinity), .distantPast, .distantFuture,
                     Date(timeIntervalSince1970: -62_135_596_800 - 86_400), Date(timeIntervalSince1970: 1e15)]
        for date in dates {
            for kind in [SpeakableDate.Style.date, .time, .dateTime] {
                #expect(!style.style(kind).weekday().format(date).isEmpty, "\(date.timeIntervalSinceReferenceDate)")
            }
        }
    }

    // MARK: string tables

    @Test func oneMegabyteValueRoundTrips() throws {
        let value = String(repeating: "Il reste 21 % ", count: 75_000)
        let bytes = Array("\"key\" = \"\(value)\";\n".utf8)
        let table = try StringTable(bytes: bytes, path: "big.strings", format: .strings)
        #expect(table.values.first?.original == value)
        #expect(table.encoded() == bytes)
    }

    @Test(arguments: [100_000, 257])
    func deeplyNestedJSONIsRejectedAtTheLimit(depth: Int) throws {
        for (open, close) in [("[", "]"), ("{\"a\":", "}")] {
            let json = "{\"strings\":" + String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth) + "}"
            let error = #expect(throws: TableError.self) {
                try StringTable(bytes: Array(json.utf8), path: "deep.xcstrings", format: .xcstrings)
            }
            #expect(error?.description.hasPrefix("deep.xcstrings:1:") == true)
            #expect(error?.description.contains("nesting no deeper than \(NestingLimit.maximumDepth) levels") == true, "\(error?.description ?? "")")
        }
    }

    @Test func nestingUpToTheLimitIsRead() throws {
        let depth = NestingLimit.maximumDepth - 1 // inside the catalog's root object
        let json = "{\"strings\":{}, \"x\":" + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
        let table = try StringTable(bytes: Array(json.utf8), path: "ok.xcstrings", format: .xcstrings)
        #expect(table.encoded() == Array(json.utf8))
    }

    @Test(arguments: [100_000, 300])
    func deeplyNestedPropertyListIsRejected(depth: Int) throws {
        let plist = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">" + String(repeating: "<array>", count: depth)
            + String(repeating: "</array>", count: depth) + "</plist>\n"
        let error = #expect(throws: TableError.self) {
            try StringTable(bytes: Array(plist.utf8), path: "deep.stringsdict", format: .stringsdict)
        }
        #expect(error?.description.contains("deep.stringsdict:2:") == true, "\(error?.description ?? "")")
        #expect(error?.description.contains("nesting no deeper than \(NestingLimit.maximumDepth) levels") == true)
    }

    @Test func deeplyNestedAndroidMarkupIsReadWithoutRecursion() throws {
        let depth = 100_000
        let xml = "<resources>\n<string name=\"deep\">" + String(repeating: "<b>", count: depth) + "x"
            + String(repeating: "</b>", count: depth) + "</string>\n</resources>\n"
        do {
            let table = try StringTable(bytes: Array(xml.utf8), path: "strings.xml", format: .android)
            #expect(table.encoded() == Array(xml.utf8))
        } catch {
            #expect(!error.description.isEmpty)
        }
        // Unclosed elements, 100,000 deep: an error, not a crash.
        let unclosed = "<resources>" + String(repeating: "<string name=\"a\">", count: depth)
        #expect(throws: TableError.self) { try StringTable(bytes: Array(unclosed.utf8), path: "strings.xml", format: .android) }
    }

    @Test func hugeFlatCatalogIsRead() throws {
        let entries = (0..<20_000).map { "\"k\($0)\":{\"localizations\":{\"fr\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\($0) %\"}}}}" }
        let json = "{\"sourceLanguage\":\"en\",\"strings\":{" + entries.joined(separator: ",") + "},\"version\":\"1.0\"}"
        let table = try StringTable(bytes: Array(json.utf8), path: "huge.xcstrings", format: .xcstrings)
        // The 20,000 French values, plus each source-language key (English, no localization).
        #expect(table.values.filter { $0.language == "fr" }.count == 20_000)
        #expect(table.encoded() == Array(json.utf8))
    }
}
