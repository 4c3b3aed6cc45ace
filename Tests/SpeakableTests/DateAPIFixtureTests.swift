import Foundation
import Testing
@testable import Speakable

/// `Fixtures/<lang>/api/date.tsv` through `SpeakableDate` and `api/duration.tsv` through
/// `SpeakableDuration`.
///
/// date.tsv options: a style (`date`, `time`, `dateTime`), then `weekday`, `noyear`,
/// `region=GB`, `tz=Europe/Paris` (UTC otherwise); the input is an ISO 8601 instant.
/// duration.tsv options: the fields of the input, `dhms`, `hms`, `ms`, `h`, `m`, `s` or `d`
/// (input "1:05:00" with `hms` is one hour five minutes), or `interval` (seconds as a number).
@Suite struct DateAPIFixtureTests {
    @Test(arguments: Fixtures.apiCases().filter { $0.file == "api/date.tsv" })
    func formatsDates(_ fixture: FixtureCase) throws {
        let actual = try Self.date(fixture)
        #expect(Fixtures.matches(actual, fixture), "\(fixture.location): [\(fixture.options)] \(fixture.input) -> \(actual), expected \(fixture.expected[0])")
    }

    @Test(arguments: Fixtures.apiCases().filter { $0.file == "api/duration.tsv" })
    func formatsDurations(_ fixture: FixtureCase) throws {
        let actual = try Self.duration(fixture)
        #expect(Fixtures.matches(actual, fixture), "\(fixture.location): [\(fixture.options)] \(fixture.input) -> \(actual), expected \(fixture.expected[0])")
    }

    @Test func everyLanguageHasDateAndDurationFixtures() {
        for language in Fixtures.languages {
            for file in ["api/date.tsv", "api/duration.tsv", "date.tsv", "time.tsv", "duration.tsv"] {
                let rows = (Fixtures.apiCases() + Fixtures.textCases()).filter { $0.language == language && $0.file == file }
                #expect(rows.count >= 10, "Fixtures/\(language)/\(file) has \(rows.count) rows")
            }
        }
    }

    @Test func unsupportedLocaleAndOddInputsDoNotCrash() {
        let date = Date(timeIntervalSince1970: 1_427_866_200) // 2015-04-01T05:30:00Z
        #expect(SpeakableDate(locale: "xx", timeZone: .gmt).format(date) == "2015-04-01T05:30:00Z")
        for language in Fixtures.languages {
            #expect(!SpeakableDate(locale: language).format(.distantFuture).isEmpty)
            #expect(!SpeakableDate(locale: language).format(.distantPast).isEmpty)
            #expect(SpeakableDuration(locale: language).format(.nan) == "nan")
            #expect(SpeakableDuration(locale: language).format(.infinity) == "inf")
            #expect(!SpeakableDuration(locale: language).format(hours: .max).isEmpty)
        }
    }

    static func date(_ fixture: FixtureCase) throws -> String {
        let instant = try #require(ISO8601DateFormatter().date(from: fixture.input), "\(fixture.location): not ISO 8601")
        var locale = fixture.language
        var style = SpeakableDate(locale: locale, timeZone: .gmt)
        var styleName = "dateTime"
        var weekday = false
        var year = true
        var timeZone = TimeZone.gmt
        for option in fixture.options.split(separator: " ") {
            let parts = option.split(separator: "=", maxSplits: 1).map(String.init)
            switch parts[0] {
            case "weekday": weekday = true
            case "noyear": year = false
            case "region": locale = "\(fixture.language)-\(parts[1])"
            case "tz": timeZone = try #require(TimeZone(identifier: parts[1]), "\(fixture.location): unknown time zone")
            default: styleName = parts[0]
            }
        }
        style = SpeakableDate(locale: locale, timeZone: timeZone)
            .style(try #require(SpeakableDate.Style(rawValue: styleName), "\(fixture.location): unknown style"))
            .weekday(weekday).year(year)
        return style.format(instant)
    }

    static func duration(_ fixture: FixtureCase) throws -> String {
        let style = SpeakableDuration(locale: fixture.language)
        if fixture.options == "interval" {
            return style.format(try #require(TimeInterval(fixture.input), "\(fixture.location): not a number"))
        }
        let values = fixture.input.split(separator: ":").compactMap { Int($0) }
        let fields = Array(fixture.options.isEmpty ? "hms" : fixture.options)
        try #require(values.count == fields.count, "\(fixture.location): \(fields.count) fields expected")
        var parts: [Character: Int] = [:]
        for (field, value) in zip(fields, values) { parts[field] = value }
        return style.format(days: parts["d"] ?? 0, hours: parts["h"] ?? 0, minutes: parts["m"] ?? 0, seconds: parts["s"] ?? 0)
    }
}
