import Foundation

/// A date style: how to speak a `Date` in a locale, in a time zone, on the Gregorian calendar.
///
/// A value type and a `FormatStyle` (Codable); modifiers return a modified copy. `format` never
/// throws: for an unsupported locale it returns the date's ISO 8601 text.
///
/// ```swift
/// let date = Date(timeIntervalSince1970: 1427866200)   // 2015-04-01T05:30:00Z
/// date.formatted(.speakable(locale: Locale(identifier: "fr_FR"), timeZone: .gmt))
/// // "premier avril deux mille quinze à cinq heures trente"
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
public struct SpeakableDate: FormatStyle, Sendable, Hashable, Codable {
    /// What is said.
    ///
    /// ```swift
    /// let date = Date(timeIntervalSince1970: 1427866200)   // 2015-04-01T05:30:00Z
    /// SpeakableDate(locale: "fr", timeZone: .gmt).style(.date).format(date)   // "premier avril deux mille quinze"
    /// SpeakableDate(locale: "en", timeZone: .gmt).style(.time).format(date)   // "five thirty AM"
    /// SpeakableDate(locale: "ru", timeZone: .gmt).style(.dateTime).format(date)
    /// // "первое апреля две тысячи пятнадцатого года, пять часов тридцать минут"
    /// ```
    public enum Style: String, Sendable, Hashable, CaseIterable, Codable {
        /// The day, month and year.
        case date
        /// The time of day.
        case time
        /// The date, then the time.
        case dateTime
    }

    /// The locale identifier ("fr_FR", "en-GB", "ru").
    public let localeIdentifier: String
    /// What is said: date, time or both.
    public private(set) var style: Style = .dateTime
    /// Whether the day of the week is said.
    public private(set) var includesWeekday = false
    /// Whether the year is said.
    public private(set) var includesYear = true
    /// The time zone the date is read in.
    public private(set) var timeZone: TimeZone

    /// The style for a BCP-47 or ICU identifier ("fr", "en-GB", "ru_RU").
    public init(locale: String, timeZone: TimeZone = .autoupdatingCurrent) {
        self.localeIdentifier = locale
        self.timeZone = timeZone
    }

    /// The style for `locale` and `timeZone`; by default the user's current ones, as Foundation's
    /// date styles do.
    public init(locale: Locale = .autoupdatingCurrent, timeZone: TimeZone = .autoupdatingCurrent) {
        self.init(locale: locale.identifier, timeZone: timeZone)
    }

    /// The locale, as a Foundation `Locale`.
    public var locale: Locale { Locale(identifier: localeIdentifier) }

    /// The same style in another locale.
    public func locale(_ locale: Locale) -> Self {
        var copy = Self(locale: locale, timeZone: timeZone)
        copy.style = style
        copy.includesWeekday = includesWeekday
        copy.includesYear = includesYear
        return copy
    }

    /// Say the date, the time or both (the default).
    public func style(_ style: Style) -> Self { var copy = self; copy.style = style; return copy }
    /// Say the day of the week ("mercredi", "Wednesday", "среда").
    public func weekday(_ included: Bool = true) -> Self { var copy = self; copy.includesWeekday = included; return copy }
    /// Say the year (the default) or not.
    public func year(_ included: Bool) -> Self { var copy = self; copy.includesYear = included; return copy }
    /// Read the date in another time zone.
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
