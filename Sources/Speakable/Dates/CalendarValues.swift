import Foundation

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
    /// Read as a clock in running text ("в 22:47" -> ru "в двадцать два сорок семь"); the typed
    /// API reads dates and times in full ("двадцать два часа сорок семь минут").
    var inText = false
    /// The first time of a range whose last time carries the meridiem ("9:00–11:00 AM" -> "nine
    /// to eleven AM"): said on a twelve-hour clock, without it.
    var meridiemShared = false
    /// A round hour inside a range of times, said as its number alone where the language does so
    /// (`time.bareHoursInRange`: ru "с 9:00 до 18:00" -> "с девяти до восемнадцати").
    var inRange = false
    /// A round hour in a range whose other end is past noon on a 24-hour clock: en "06:00–22:00"
    /// -> "oh six hundred to twenty-two hundred", not "six o'clock".
    var onTwentyFourHourClock = false
    /// Written with a leading zero ("06:00"), as a 24-hour clock writes an hour before ten.
    var zeroPadded = false
    /// Whether a range this time ends may say its round hours bare: not at one o'clock, which
    /// keeps the noun on both ends ("с 1:00 до 6:00" -> "с одного часа до шести часов"); midnight on
    /// the hour has its own word ("с 18:00 до 00:00" -> "с восемнадцати до полуночи").
    var allowsBareHoursInRange: Bool { hour24 > 1 || hour24 == 0 && minute == 0 }

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
    /// Said with a capital, as written where a language writes months in lowercase (fr "Janv. :
    /// 212 kWh" -> "Janvier :").
    var capitalized = false
}

/// One component of a duration.
enum DurationUnit: String, Hashable, Sendable, CaseIterable {
    case day, hour, minute, second, millisecond
}

/// The Gregorian calendar fields of an instant in a time zone, by integer arithmetic: what
/// `Calendar.dateComponents` gives for years from 1583 on, at a tenth of the cost (no `Calendar`,
/// no `Set` of components, no `DateComponents`).
///
/// Nil before 1583 (Foundation's Gregorian calendar is Julian before October 1582) and for
/// instants too far out; callers then ask `Calendar`.
struct CivilTime: Hashable, Sendable {
    var year: Int
    var month: Int
    var day: Int
    var hour: Int
    var minute: Int
    var second: Int
    /// 1 = Sunday ... 7 = Saturday, as `Calendar` numbers weekdays.
    var weekday: Int

    /// Years from this one on are computed here.
    static let firstYear = 1583

    init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, weekday: Int) {
        (self.year, self.month, self.day, self.hour, self.minute, self.second, self.weekday) = (year, month, day, hour, minute, second, weekday)
    }

    init?(_ date: Date, in timeZone: TimeZone) {
        let interval = date.timeIntervalSince1970
        // ±3e12 s is about ±95,000 years: far inside Int64, and far beyond any date to speak.
        guard interval.isFinite, interval.magnitude < 3e12 else { return nil }
        let seconds = Int64(interval.rounded(.down)) + Int64(timeZone.secondsFromGMT(for: date))
        let days = Self.floorDivide(seconds, 86_400)
        let secondOfDay = Int(seconds - days * 86_400)
        // Howard Hinnant's civil_from_days (proleptic Gregorian, day 0 = 1970-01-01).
        let shifted = days + 719_468
        let era = Self.floorDivide(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        guard year >= Int64(Self.firstYear) else { return nil }
        self.year = Int(year)
        self.month = Int(month)
        self.day = Int(day)
        self.hour = secondOfDay / 3_600
        self.minute = secondOfDay % 3_600 / 60
        self.second = secondOfDay % 60
        // 1970-01-01 was a Thursday (5 in Calendar's numbering).
        self.weekday = Int((days + 4) - Self.floorDivide(days + 4, 7) * 7) + 1
    }

    private static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return value % divisor < 0 ? quotient - 1 : quotient
    }
}
