import Foundation

/// A date style: how to speak a `Date` in a locale, in a time zone, on the Gregorian calendar.
///
/// A value type; modifiers return a modified copy. `format` never throws: for an unsupported
/// locale it returns the date's ISO 8601 text.
///
/// ```swift
/// // 2015-04-01 05:30 UTC, a Wednesday
/// SpeakableDate(locale: "fr", timeZone: .gmt).weekday().format(date)
/// // "mercredi premier avril deux mille quinze à cinq heures trente"
/// SpeakableDate(locale: "en", timeZone: .gmt).weekday().format(date)
/// // "Wednesday, April first, twenty fifteen at five thirty AM"
/// SpeakableDate(locale: "ru", timeZone: .gmt).weekday().format(date)
/// // "среда, первое апреля две тысячи пятнадцатого года, пять часов тридцать минут"
/// SpeakableDate(locale: "en-GB", timeZone: .gmt).style(.date).format(date)
/// // "the first of April twenty fifteen"
/// ```
public struct SpeakableDate: Sendable, Hashable {
    /// What is said.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        case date, time, dateTime
    }

    public let localeIdentifier: String
    public private(set) var style: Style = .dateTime
    public private(set) var includesWeekday = false
    public private(set) var includesYear = true
    public private(set) var timeZone: TimeZone

    public init(locale: String, timeZone: TimeZone = .current) {
        self.localeIdentifier = locale
        self.timeZone = timeZone
    }

    public func style(_ style: Style) -> Self { var copy = self; copy.style = style; return copy }
    /// Say the day of the week ("mercredi", "Wednesday", "среда").
    public func weekday(_ included: Bool = true) -> Self { var copy = self; copy.includesWeekday = included; return copy }
    public func year(_ included: Bool) -> Self { var copy = self; copy.includesYear = included; return copy }
    public func timeZone(_ timeZone: TimeZone) -> Self { var copy = self; copy.timeZone = timeZone; return copy }

    /// The spoken date; the ISO 8601 text when the locale is not supported.
    public func format(_ date: Date) -> String {
        guard let speller = Speakable.speller(for: localeIdentifier), let parts = CivilTime(date, in: timeZone) ?? calendarFields(date) else {
            return Self.fallback(date, timeZone: timeZone)
        }
        let speaker = DateSpeller(speller)
        let rules = speaker.voice.rules
        let time = ClockTime(hour: parts.hour, minute: parts.minute)
        // English speaks times on a 12-hour clock ("five thirty AM"); French and Russian on 24 hours.
        let twelveHour = rules.time.minutes == .clock
        let words: String?
        switch style {
        case .time:
            words = speaker.time(time, twelveHourClock: twelveHour)
        case .date, .dateTime:
            var reading = DateReading(
                date: CalendarDate(day: parts.day, month: parts.month, year: includesYear ? parts.year : nil),
                order: rules.isDayFirst(region: speller.locale.region) ? .dayFirst : .monthFirst)
            reading.weekday = includesWeekday ? parts.weekday - 1 : nil
            reading.yearNoun = true
            reading.time = style == .dateTime ? time : nil
            reading.twelveHourClock = twelveHour
            words = speaker.date(reading)
        }
        return words ?? Self.fallback(date, timeZone: timeZone)
    }

    /// The fields from `Calendar`, for instants `CivilTime` leaves to it (before 1583).
    private func calendarFields(_ date: Date) -> CivilTime? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
        guard let year = parts.year, let month = parts.month, let day = parts.day, let hour = parts.hour,
              let minute = parts.minute, let weekday = parts.weekday else { return nil }
        return CivilTime(year: year, month: month, day: day, hour: hour, minute: minute, second: parts.second ?? 0, weekday: weekday)
    }

    private static func fallback(_ date: Date, timeZone: TimeZone) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = timeZone
        return formatter.string(from: date)
    }
}

/// A duration style: hours, minutes and seconds (and days) spoken with agreement.
///
/// `DateComponentsFormatter`, the usual way to do this on Apple platforms, does not exist on Linux.
///
/// ```swift
/// SpeakableDuration(locale: "fr").format(hours: 1, minutes: 5)   // "une heure cinq minutes"
/// SpeakableDuration(locale: "en").format(hours: 1, minutes: 5)   // "one hour five minutes"
/// SpeakableDuration(locale: "ru").format(hours: 1, minutes: 5)   // "один час пять минут"
/// SpeakableDuration(locale: "ru").format(minutes: 21)            // "двадцать одна минута"
/// SpeakableDuration(locale: "fr").format(seconds: 90)            // "une minute trente secondes"
/// ```
public struct SpeakableDuration: Sendable, Hashable {
    public let localeIdentifier: String

    public init(locale: String) {
        self.localeIdentifier = locale
    }

    /// Components as given ("90 minutes" stays ninety minutes); zero components are left out.
    /// Negative durations are spoken with the locale's minus word.
    public func format(days: Int = 0, hours: Int = 0, minutes: Int = 0, seconds: Int = 0) -> String {
        let components: [(DurationUnit, Int64)] = [(.day, Int64(days)), (.hour, Int64(hours)), (.minute, Int64(minutes)), (.second, Int64(seconds))]
        let fallback = components.filter { $0.1 != 0 }.map { "\($0.1) \($0.0.rawValue)" }.joined(separator: " ")
        guard let speller = Speakable.speller(for: localeIdentifier) else { return fallback.isEmpty ? "0 second" : fallback }
        let negative = components.contains { $0.1 < 0 }
        let magnitudes = components.map { ($0.0, Int64(clamping: $0.1.magnitude)) }
        guard let words = DateSpeller(speller).duration(magnitudes) else { return fallback }
        return negative ? "\(speller.rules.minus) \(words)" : words
    }

    /// A number of seconds split into hours, minutes and seconds (days from 24 hours on);
    /// fractions of a second are dropped. NaN and infinities return their description.
    public func format(_ interval: TimeInterval) -> String {
        guard interval.isFinite, interval.magnitude < 1e15 else { return "\(interval)" }
        let total = Int(interval.rounded(.towardZero))
        let sign = total < 0 ? -1 : 1
        var rest = abs(total)
        let days = rest / 86_400; rest %= 86_400
        let hours = rest / 3_600; rest %= 3_600
        return format(days: sign * days, hours: sign * hours, minutes: sign * (rest / 60), seconds: sign * (rest % 60))
    }
}
