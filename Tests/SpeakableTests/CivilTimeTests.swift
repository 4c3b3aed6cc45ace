import Foundation
import Testing
@testable import Speakable

/// `CivilTime` (the arithmetic behind `SpeakableDate.format`) against `Calendar.dateComponents`,
/// the reference it replaces on the hot path: pseudo-random instants, with fractions of a second,
/// in time zones with and without daylight saving, plus the edges of days, months, leap years and
/// the first Gregorian years.
@Suite struct CivilTimeTests {
    static let timeZones = ["UTC", "Europe/Paris", "America/New_York", "Europe/Moscow", "Asia/Kolkata", "Pacific/Chatham", "America/St_Johns"]

    /// Instants from 1583 to 2400: 4,000 pseudo-random ones and the seconds around midnights of
    /// month ends and leap days.
    static func instants() -> [Date] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return state
        }
        let low = -12_243_196_800.0 // 1582-01-01T00:00:00Z (CivilTime covers 1583 on)
        let high = 13_569_465_600.0 // 2400-01-01T00:00:00Z
        var dates = (0..<4_000).map { _ in
            Date(timeIntervalSince1970: low + Double(next() % UInt64(high - low)) + Double(next() % 1_000) / 1_000)
        }
        for text in ["1600-02-29", "1700-03-01", "1900-02-28", "1900-03-01", "2000-02-29", "2000-03-01", "2100-03-01",
                     "1970-01-01", "1969-12-31", "2015-04-01", "2024-12-31", "2038-01-19", "1583-01-01"] {
            let midnight = ISO8601DateFormatter().date(from: "\(text)T00:00:00Z")!
            for offset in [-86_400.5, -3_600, -0.25, 0, 0.75, 59.999, 3_600, 43_200, 86_399.5] {
                dates.append(midnight.addingTimeInterval(offset))
            }
        }
        return dates
    }

    @Test(arguments: timeZones)
    func agreesWithCalendar(_ identifier: String) throws {
        let timeZone = try #require(TimeZone(identifier: identifier))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        var compared = 0
        for date in Self.instants() {
            let expected = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
            guard let fields = CivilTime(date, in: timeZone) else {
                #expect((expected.year ?? 0) < CivilTime.firstYear, "\(identifier) \(date.timeIntervalSince1970): left to Calendar")
                continue
            }
            compared += 1
            let actual = DateComponents(year: fields.year, month: fields.month, day: fields.day, hour: fields.hour,
                                        minute: fields.minute, second: fields.second, weekday: fields.weekday)
            let reference = DateComponents(year: expected.year, month: expected.month, day: expected.day, hour: expected.hour,
                                           minute: expected.minute, second: expected.second, weekday: expected.weekday)
            #expect(actual == reference, "\(identifier) \(date.timeIntervalSince1970)")
        }
        #expect(compared > 3_900)
    }

    @Test func outOfRangeInstantsAreLeftToCalendar() {
        for interval in [Double.nan, .infinity, -.infinity, 1e15, -1e15, -12_300_000_000] {
            #expect(CivilTime(Date(timeIntervalSince1970: interval), in: .gmt) == nil, "\(interval)")
        }
    }
}
