/// A day of the Gregorian calendar as written: the year may be missing ("17/06") or written with
/// two digits ("01/07/98"), and the day may be missing ("avril 2015").
struct CalendarDate: Hashable, Sendable {
    var day: Int?
    var month: Int
    var year: Int?
    /// The year as written when it has two digits ("98", "06"): read as written, not as 1998.
    var twoDigitYear: String?

    /// Whether the date exists: month 1-12, day within the month (29 February in leap years only).
    var isValid: Bool {
        guard (1...12).contains(month) else { return false }
        guard let day else { return true }
        return day >= 1 && day <= Self.daysIn(month: month, year: year ?? twoDigitYear.flatMap { Int($0) }.map { 2000 + $0 })
    }

    static func daysIn(month: Int, year: Int?) -> Int {
        switch month {
        case 2:
            guard let year else { return 29 }
            return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

/// A time of day as written: 24-hour ("17:45"), or 12-hour with a meridiem ("5:30 PM").
struct ClockTime: Hashable, Sendable {
    enum Meridiem: Hashable, Sendable { case am, pm }

    var hour: Int
    var minute: Int
    var second: Int?
    var meridiem: Meridiem?
    /// The case a preposition before the time gives it (ru "до 18:30" -> genitive).
    var grammaticalCase: GrammaticalCase = .nominative

    var isValid: Bool {
        guard (0...59).contains(minute), (0...59).contains(second ?? 0) else { return false }
        return meridiem == nil ? (0...23).contains(hour) : (1...12).contains(hour)
    }

    /// The hour on a 24-hour clock.
    var hour24: Int {
        switch meridiem {
        case nil: return hour
        case .am: return hour == 12 ? 0 : hour
        case .pm: return hour == 12 ? 12 : hour + 12
        }
    }
}

/// How a date is to be read: which fields come first in speech and the grammar around it.
struct DateReading: Hashable, Sendable {
    enum Order: Hashable, Sendable { case dayFirst, monthFirst }

    var date: CalendarDate
    var order: Order
    /// 0 = Sunday ... 6 = Saturday, when the weekday is to be said (typed API).
    var weekday: Int?
    /// ru: the day's case from a preposition before it ("до 01.04" -> genitive).
    var grammaticalCase: GrammaticalCase = .nominative
    /// ru: say "года" after the year.
    var yearNoun = false
    var time: ClockTime?
    /// The text already says the article of the template ("on the 26th May").
    var afterArticle = false
    /// The typed API speaks English times on a 12-hour clock ("five thirty AM").
    var twelveHourClock = false
}

/// One component of a duration.
enum DurationUnit: String, Hashable, Sendable, CaseIterable {
    case day, hour, minute, second, millisecond
}
