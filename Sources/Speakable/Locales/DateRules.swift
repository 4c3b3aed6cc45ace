/// The contents of `dates.json`: month and weekday names, field order, how days, years and
/// times are read, and the nouns of durations.
struct DateRules: Sendable {
    struct Day: Sendable {
        /// fr cardinal, en and ru ordinal.
        var reading: DayReading
        /// fr "premier": the 1st is an ordinal even where other days are cardinals.
        var first: String?
        var gender: Gender?
    }
    struct Year: Sendable {
        /// fr cardinal, en year (ICU's year rule set), ru ordinal (in `case`).
        var reading: YearReading
        var `case`: GrammaticalCase?
        var gender: Gender?
    }
    struct Templates: Sendable {
        // Templates are parsed once, when `dates.json` is decoded (`DateTemplate`).
        var dayFirst: DateTemplate
        var monthFirst: DateTemplate
        var year: DateTemplate
        /// en "April first, twenty fifteen": the year after a month-first date.
        var monthFirstYear: DateTemplate?
        var weekday: DateTemplate
        var dateTime: DateTemplate
        /// Between the days of a list ("17, 18 juin"): plain text, not a template.
        var dayList: String
        /// Between two days joined by a dash that are no range's (ru " – "); `dayList` where absent.
        var dayDashed: String?
        /// A day alone before a list word ("on 10 and 15 July" -> "on the tenth and the fifteenth
        /// of July"): plain text with `{day}`; the day alone where absent.
        var dayAlone: String?
        /// Two days or two dates joined by a dash: ru "5–12 июня" -> "с пятого по двенадцатое
        /// июня", fr "du cinq au douze juin", en "June fifth to twelfth".
        var dayRange: DayRange?
        /// en "on the 26th May": after "the", the template's own article is left out.
        var articles: [String]?
        var dayFirstAfterArticle: DateTemplate?
    }
    /// How a range of days or dates is read: `{from}` and `{to}` in `template`, the first in
    /// `fromCase` where no word before governs it.
    struct DayRange: Sendable {
        var template: String
        var fromCase: GrammaticalCase?
        /// Words after which the template does not fit, lowercased (fr "les 9-15 mars": no "du"
        /// after an article).
        var notAfter: Set<String>?

        /// The template's own words ("с", "по"; "du", "au"; "to").
        var words: Set<String> {
            Set(template.split(separator: " ").filter { !$0.hasPrefix("{") }.map { $0.lowercased() })
        }

        func fill(_ from: String, _ to: String) -> String {
            template.replacingAll("{from}", with: from).replacingAll("{to}", with: to)
        }
    }
    struct Meridiem: Sendable {
        var am: [String]
        var pm: [String]
        /// en "a" and "p" glued to a time with minutes ("5:30p") or ending a range ("9a–5p").
        var gluedAm: [String]?
        var gluedPm: [String]?
    }
    struct Time: Sendable {
        /// fr "h" in "17h45".
        var hourMarkers: [String]
        /// How minutes follow the hour.
        var minutes: MinuteReading
        var hourNoun: String
        var minuteNoun: String
        var secondNoun: String
        var noon: String?
        var midnight: String?
        /// ru: midnight on the 24-hour clock in text, in each case ("до 00:00" -> "до полуночи",
        /// "в 00:00" -> "в полночь").
        var midnightForms: CaseForms?
        var oClock: String?
        var hundred: String?
        var oh: String?
        /// ru: the gender of minutes said as a bare number after the hour ("13:52" -> "тринадцать
        /// пятьдесят две", the minutes' noun understood); the minute noun's gender when absent.
        var bareMinuteGender: Gender?
        /// ru: one o'clock on the hour after a preposition is the hour's noun alone, in the
        /// accusative, in text ("в 1:00 ночи" -> "в час ночи"; "1:00" alone stays "один час").
        var oneHourAlone: Bool?
        /// What joins the seconds to the rest of a clock time with seconds ("21:51:31" -> en "...
        /// fifty-one minutes and thirty-one seconds").
        var secondsJoiner: String
        /// en: the same in a length of under ten hours, a timer's or a track's ("1:02:17" -> "one
        /// hour two minutes seventeen seconds", as CLDR's unit lists join units); absent:
        /// `secondsJoiner`.
        var timerSecondsJoiner: String?
        var meridiem: Meridiem
        var meridiemWords: [String: String]?
        /// fr the words after which "0 h" is midnight ("à 0 h" -> "à minuit"); elsewhere it is a
        /// count of hours ("Total : 0 h" -> "zéro heure"). Absent: midnight everywhere.
        var midnightAfter: Set<String>?
        /// fr "min" in "1 h 05 min": after "h" and minutes it makes a duration, not a time.
        var minuteMarkers: [String]
        /// en "2pm-5pm" -> "two PM to five PM"; nil keeps the dash between two times.
        var rangeJoiner: String?
        /// ru "10:00–10:30" -> "с десяти часов до десяти тридцати": the words around the two
        /// times (`{from}`, `{to}`), which take `rangeCase`; where no word governs the first.
        var rangeTemplate: String?
        var rangeCase: GrammaticalCase?
        /// fr: the words after which two times are joined with `rangeJoiner` rather than put in
        /// `rangeTemplate` ("de 9 h–17 h" -> "de neuf heures à dix-sept heures").
        var rangeTemplateNotAfter: [String]?
        /// ru: the two words of a range of times ("с", "до") in which a round hour is said as its
        /// number alone, as in `rangeTemplate`'s range: "с 9:00 до 18:00", "10:00–14:00" -> "с
        /// девяти до восемнадцати", "с десяти до четырнадцати" ("до 18:00" alone keeps "часов").
        var bareHoursInRange: [String]?
        /// Time scales written before an offset: "UTC+3" -> "UTC plus three", ru "МСК+2".
        var offsetZones: [String]
    }

    struct YearNounForm: Sendable {
        struct After: Sendable {
            var `case`: GrammaticalCase
            var spoken: String?
        }
        /// ru "году", "г.".
        var written: String
        var `case`: GrammaticalCase
        /// What is said for it ("г." -> "год"); the written form when nil.
        var spoken: String?
        /// Case and spoken form after a preposition (lowercased): "в 2015 г." -> "году".
        var afterPreposition: [String: After]?
        /// Case and spoken form after the joiner of a range of years that a preposition opens
        /// ("с 2020 по 2024 г." -> "по две тысячи двадцать четвёртый год", not "году"). A form
        /// with this map and no `afterPreposition` is read only there ("с 2020 по 2024 гг.").
        var inRange: [String: After]?
        /// Case and spoken form after any other word, the year describing it ("Kia Rio 2019 г."
        /// -> "две тысячи девятнадцатого года"); not after a label's colon nor alone.
        var afterWord: After?
    }
    /// A class: every year classified reads it, and a struct this size was copied field by field
    /// (about 900 instructions) each time.
    final class Years: Sendable, JSONRule {
        /// en "1980s" -> "nineteen eighties".
        let decades: Bool
        /// en: the words after which "80s" is a decade ("the 80s", "early 90s"), lowercased.
        let decadeWords: [String]?
        /// en: the nouns before which "90s" is a decade ("90s music", "80s Hits"), lowercased
        /// ("30s left" stays thirty seconds).
        let decadeNounsAfter: [String]?
        /// fr: the words after which two digits ending in zero are a decade, read as a year
        /// ("les années 80" -> "quatre-vingt", invariable).
        let decadeAfterWords: [String]?
        /// en: a four-digit number after a context word is a year ("in 1984").
        let bareYears: Bool
        let contextWords: [String]
        /// ru: years in this range (first, last) after a governing word of `governors.tsv` and
        /// before no noun are years ("в 2019"); nil elsewhere.
        let bareYearsAfterGoverningWord: [Int64]?
        /// ru: forms of "год" after a number, longest first.
        let nounForms: [YearNounForm]
        /// ru: a year right after a month said without a day is in this case, with this noun
        /// ("сентябрь 2044 г." -> "сентябрь две тысячи сорок четвёртого года").
        let afterMonth: YearNounForm.After?
        /// ru: words after which a year is in `afterMonth`'s case too ("III квартал 2026 г." ->
        /// "две тысячи двадцать шестого года").
        let afterWords: [String]?
        /// ru: words after which a plausible year without a noun is one, in the nominative ("Год
        /// выпуска: 2019" -> "две тысячи девятнадцатый").
        let nominativeAfter: [String]?
        /// en: labels right before a year ("Q4 2026", "FY 2025"), as written.
        let labelsBefore: [String]?
        /// Eras written after a year of any length, which make it one: en "340 AD", "44 BC", fr
        /// "52 av. J.-C.", ru "52 г. до н. э." (then "г." is the year's noun, not grams).
        let eraWords: [String]?
        /// en: words joining two years ("from 2020 to 2024", "between 2019 and 2024"): after one,
        /// a plausible year is one when the number before the word is a year read for its context
        /// word.
        let joiners: [String]?
        /// en: words that open a pair of years without announcing one alone ("between").
        let joinerOpeners: [String]?
        /// en: a year of this range (first, last) before a singular noun, at the start of a phrase
        /// or after one of `determiners` ("2024 tax return", "Your 2025 season"); "2000 steps"
        /// counts.
        let beforeSingularNoun: BeforeSingularNoun?

        struct BeforeSingularNoun: Sendable {
            var range: [Int64]
            var determiners: [String]
        }
        /// Two years joined by a dash or a slash ("2019–2024", "2024/25", a season).
        let range: YearRange?

        struct YearRange: Sendable {
            /// "{from} to {to}".
            var template: String
            /// en: the second year written with two digits is said so ("2024–25" -> "... to
            /// twenty-five"); elsewhere it is said whole.
            var shortEnd: Bool?
            /// ru: the noun after the years by case ("годах"); said after them in the case of the
            /// word before (`defaultCase` when none), or kept where the text writes it.
            var nouns: [String: String]?
            var defaultCase: GrammaticalCase?
            /// ru "гг.": abbreviations of the noun, read as the noun in the case.
            var abbreviations: [String]?
        }

        init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
            let object = try json.object(keys: ["decades", "decadeWords", "decadeNounsAfter", "decadeAfterWords", "bareYears", "contextWords", "bareYearsAfterGoverningWord", "nounForms", "afterMonth", "afterWords", "nominativeAfter", "labelsBefore", "eraWords", "joiners", "joinerOpeners", "beforeSingularNoun", "range"])
            decades = try object.required("decades")
            decadeWords = try object.optional("decadeWords")
            decadeNounsAfter = try object.optional("decadeNounsAfter")
            decadeAfterWords = try object.optional("decadeAfterWords")
            bareYears = try object.required("bareYears")
            contextWords = try object.required("contextWords")
            bareYearsAfterGoverningWord = try object.optional("bareYearsAfterGoverningWord")
            nounForms = try object.required("nounForms")
            afterMonth = try object.optional("afterMonth")
            afterWords = try object.optional("afterWords")
            nominativeAfter = try object.optional("nominativeAfter")
            labelsBefore = try object.optional("labelsBefore")
            eraWords = try object.optional("eraWords")
            joiners = try object.optional("joiners")
            joinerOpeners = try object.optional("joinerOpeners")
            beforeSingularNoun = try object.optional("beforeSingularNoun")
            range = try object.optional("range")
        }
    }

    var months: [String]
    /// ru: `months` are the genitive ("5 марта"); a month said without a day takes the case of
    /// the words around it ("сентябрь 2027", "в марте 2025", "до июня 2026").
    var monthsWithoutDay: MonthsByCase?

    struct MonthsByCase: Sendable {
        var nominative: [String]
        var genitive: [String]
        var dative: [String]
        var accusative: [String]
        var instrumental: [String]
        var prepositional: [String]
        /// Prepositions that give a month said without a day another case than they give a day
        /// ("в октябре 2025", but "в понедельник").
        var caseAfter: [String: GrammaticalCase]?

        func names(_ grammaticalCase: GrammaticalCase) -> [String] {
            switch grammaticalCase {
            case .nominative: nominative
            case .genitive: genitive
            case .dative: dative
            case .accusative: accusative
            case .instrumental: instrumental
            case .prepositional: prepositional
            }
        }
    }
    /// Other written forms of months (abbreviations, nominative), lowercased, without the period.
    var monthForms: WordDictionary<Int>
    var weekdays: [String]
    /// Written short weekdays ("Thu", "mar.", "пт", without the period) -> weekday (0 = Sunday).
    var weekdayAbbreviations: [String: Int]?
    /// ru: the weekdays in other cases than the nominative, by case name ("accusative": "пятницу").
    var weekdayForms: WeekdayForms?

    /// The weekdays' forms by case name, and all of them in one set for a check of a word.
    struct WeekdayForms: Sendable, JSONRule {
        let byCase: [String: [String]]
        /// Every form of every case ("понедельника", "пятницу"), lowercase as written.
        let all: Set<String>

        init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
            byCase = try [String: [String]](json: json)
            all = Set(byCase.values.joined())
        }

        subscript(caseName: String) -> [String]? { byCase[caseName] }
    }
    /// ru "по пн, ср, пт" -> "по понедельникам, средам, пятницам": after these words (not closing
    /// a range "с пн по пт"), weekdays and the list they open say a recurring day, in these forms.
    var weekdayRecurring: WeekdayRecurring?

    struct WeekdayRecurring: Sendable {
        var after: Set<String>
        var forms: [String]
    }
    /// Words after which a short weekday is one ("due", "on", "le", "chaque"), lowercased.
    var weekdayContextWords: [String]?
    /// Words that join weekdays in a list ("Tue and Fri", "вт и пт"): a weekday abbreviation
    /// next to another one across them is a weekday too.
    var weekdayListJoiners: [String]?
    /// Parts of the day after which a capitalized weekday abbreviation is a weekday ("Sat night").
    var weekdayPartsOfDay: [String]?
    /// Words after a weekday abbreviation that introduce a time ("mar. de 14h", "Tue from 9").
    var weekdayTimeWords: [String]?
    /// Whether a short weekday alone after a label's colon must be capitalized to be one (en:
    /// "Sun" and "Sat" are words too).
    var weekdayAbbreviationsNeedCapital: Bool?
    /// ru: words after which a weekday and the date after its comma agree in case ("на субботу,
    /// восьмое ноября"); elsewhere the date says when, in the genitive.
    var weekdayDateAgreesAfter: [String]?
    /// How two weekdays joined by a dash are read: "{from} to {to}".
    var weekdayRange: String?
    /// Where a month written short without a day or a year is one.
    var monthAlone: MonthAlone?

    /// A short month alone is read only after one of `after` (en "in Oct", fr "depuis janv.", ru
    /// "в окт."), in the case `monthsWithoutDay.caseAfter` gives; en needs its capital ("Jan" is
    /// a name too: "in jan" stays), fr its period ("sept" is a number).
    struct MonthAlone: Sendable {
        var after: Set<String>
        var needsCapital: Bool?
        var needsPeriod: Bool?
    }
    /// First scalars of `weekdayAbbreviations` in both cases, and the longest one: the scanner's
    /// pre-check before it builds a word (set when the file loads).
    var weekdayInitials = ScalarSet()
    var weekdayAbbreviationLength = 0
    var dayFirst: Bool
    /// Regions whose field order is the opposite of `dayFirst` (en: GB, AU... are day first).
    var regionsWithOtherOrder: [String]
    var day: Day
    /// Words after which a day and month without a year are read as a date ("le 17/06").
    var dayContextWords: [String]
    /// Labels after which, with their colon, a day and month are a date (en "Next payment: 12/15";
    /// "Payment 2/3 complete" without the colon counts installments).
    var dayLabelWords: [String]?
    /// Whether a day and a month without a year are written with a slash and one digit ("3/7");
    /// false in ru, which writes them with a dot or two digits ("14/07"), so that "заполнен на
    /// 2/3" is a fraction.
    var dayMonthSlash: Bool?
    /// Words after which "MM/YY" is a month and a year, as on a card ("Valid thru 08/28").
    var expiryWords: [String]?
    /// ru: what joins a day to a following date of the same month ("со 2 по 6 декабря" ->
    /// "со второго по шестое декабря"): the first number is a day too.
    var dayRangeJoiners: [String]?
    /// ru the words whose case a time after a date and a comma takes too ("до 10 мая, 18:00" ->
    /// "до … восемнадцати часов"; "Расчёт от 12.05, 09:15" keeps "девять пятнадцать").
    var timeAfterDateGovernors: Set<String>?
    var year: Year
    /// ru "года": said after the year of every date with a day and a month, as a native speaker
    /// reads it aloud ("первое апреля две тысячи пятнадцатого года"), whether or not the text
    /// writes "г."; a year alone takes it only where the text writes it.
    var yearNoun: String?
    /// Units of time written short and glued to the number ("5m ago", "2h 15m", "2 j", "3 дн.
    /// назад"), read as durations when the words around say so (`CompactDurations`).
    var compactDurations: CompactDurations?

    struct CompactDurations: Sendable {
        /// Written unit (without its period) -> the noun of `nouns.tsv` it is read as.
        var units: [String: String]
        /// Words after which or before which a compact unit is a duration ("ago", "назад";
        /// "in", "через"). Another duration right before also makes it one ("2h 15m").
        var wordsAfter: [String]
        var wordsBefore: [String]
        /// Words after which "m:ss" is minutes and seconds, not a time of day: a countdown or a
        /// length ("через 14:32", "dans 04:32", "Durée : 3:45").
        var clockWordsBefore: [String]?
        /// Separators of a feed row ("liked your photo · 5m"): a compact unit glued to the
        /// number after one of them (spaces around) and ending the text is a unit of time.
        var separatorsBefore: [String]?
        /// A chart's periods, one capital letter glued to its number ("1D 1W 1M 1Y", fr "1J 1S
        /// 1M 1A", ru "1Д 1Н 1М 1Г") -> the noun it is read as: units of time only in a row of
        /// three or more such items ("2D 3D" and "Seat 1D" stay).
        var periodLetters: [String: String]?
        /// A lap or a race's time after its distance: "m:ss" after a length, a joiner between
        /// ("5K in 21:58", fr "5 km : 21:58", ru "400 м за 1:32") is minutes and seconds.
        var lapAfterDistance: LapAfterDistance?
        /// Words after which a unit that is also a length's ("m", "м") is that length, even after
        /// a word of `wordsBefore`: "within 50 m of a hub", ru "через 50 м от остановки".
        var lengthWordsAfter: [String]?
        /// fr: minutes and seconds written "m:ss" say the minutes' noun only, as a clock time says
        /// the hours' ("5:12" -> "cinq minutes douze", as "14 h 30" -> "quatorze heures trente").
        var elapsedSecondsUnsaid: Bool?
    }
    struct LapAfterDistance: Sendable {
        /// Words or marks between the distance and the time ("in", ":"; fr "en"; ru "за").
        var joiners: [String]
        /// Letters glued to the number that also make it a distance (en "5K").
        var letters: [String]?
        /// Units short enough that a time under ten minutes after them is minutes too ("400 m in
        /// 1:32"; "42 km in 3:47" is hours and minutes).
        var shortNouns: [String]
    }
    var yearMarkers: [String]
    var templates: Templates
    var ordinalDaySuffixes: [String]
    var time: Time
    var durationNouns: [String: String]
    /// First letters of month names, either case (a cheap test before building a word).
    var monthInitials: ScalarSet = []
    var years: Years

    /// Whether numeric dates put the day first in `region`.
    func isDayFirst(region: String?) -> Bool {
        guard let region, regionsWithOtherOrder.contains(region) else { return dayFirst }
        return !dayFirst
    }

    /// The month (1-12) a written word names, or nil: full names and `monthForms`, any case,
    /// with or without a final period.
    func month(named word: String) -> Int? {
        var key = word.lowercased()
        if key.hasSuffix(".") { key.removeLast() }
        return monthForms[key]
    }

    func isFullMonthName(_ word: String) -> Bool {
        let key = word.lowercased()
        return months.contains { $0.lowercased() == key }
    }

    /// Adds the full month names to `monthForms`, indexes their initials and sorts the year
    /// markers longest first (called once, after decoding).
    mutating func indexMonthNames() {
        for abbreviation in (weekdayAbbreviations ?? [:]).keys {
            for variant in [abbreviation.lowercased(), abbreviation.uppercased()] { if let first = variant.unicodeScalars.first { weekdayInitials.insert(first) } }
            weekdayAbbreviationLength = max(weekdayAbbreviationLength, abbreviation.unicodeScalars.count)
        }
        for (index, name) in months.enumerated() where monthForms[name.lowercased()] == nil {
            monthForms[name.lowercased()] = index + 1
        }
        yearMarkers.sort { $0.count > $1.count }
        for form in monthForms.keys {
            for variant in [form.lowercased(), form.uppercased()] { if let first = variant.unicodeScalars.first { monthInitials.insert(first) } }
        }
    }
}

/// How a day of the month is read: fr cardinal ("le cinq mai"), en and ru ordinal.
enum DayReading: String, Sendable, CaseIterable, JSONEnum {
    case cardinal, ordinal
}

/// How a year is read: fr cardinal, en with ICU's year rule set ("nineteen eighty-four"), ru
/// ordinal ("две тысячи пятнадцатого года").
enum YearReading: String, Sendable, CaseIterable, JSONEnum {
    case cardinal, year, ordinal
}

/// How minutes follow the hour: fr "number" ("cinq heures trente"), en "clock" ("five thirty",
/// "five oh five", "thirteen hundred"), ru "noun" ("пять часов тридцать минут").
enum MinuteReading: String, Sendable, CaseIterable, JSONEnum {
    case number, clock, noun
    /// ru "десять тридцать", "четырнадцать ноль пять", "в десять часов": numbers, and the hour's
    /// noun only on the hour.
    case numbersWithNounOnTheHour = "numbers-with-noun-on-the-hour"
}

extension DateRules.Day: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["reading", "first", "gender"])
        reading = try object.required("reading")
        first = try object.optional("first")
        gender = try object.optional("gender")
    }
}

extension DateRules.Year: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["reading", "case", "gender"])
        reading = try object.required("reading")
        self.case = try object.optional("case")
        gender = try object.optional("gender")
    }
}

extension DateRules.Templates: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["dayFirst", "monthFirst", "year", "monthFirstYear", "weekday", "dateTime", "dayList", "dayDashed", "dayAlone", "dayRange", "articles", "dayFirstAfterArticle"])
        dayFirst = try object.required("dayFirst")
        monthFirst = try object.required("monthFirst")
        year = try object.required("year")
        monthFirstYear = try object.optional("monthFirstYear")
        weekday = try object.required("weekday")
        dateTime = try object.required("dateTime")
        dayList = try object.required("dayList")
        dayDashed = try object.optional("dayDashed")
        dayAlone = try object.optional("dayAlone")
        dayRange = try object.optional("dayRange")
        articles = try object.optional("articles")
        dayFirstAfterArticle = try object.optional("dayFirstAfterArticle")
    }
}

extension DateRules.DayRange: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["template", "fromCase", "notAfter"])
        template = try object.required("template")
        fromCase = try object.optional("fromCase")
        notAfter = try object.optional("notAfter")
    }
}

extension DateRules.Meridiem: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["am", "pm", "gluedAm", "gluedPm"])
        am = try object.required("am")
        pm = try object.required("pm")
        gluedAm = try object.optional("gluedAm")
        gluedPm = try object.optional("gluedPm")
    }
}

extension DateRules.Time: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["hourMarkers", "minutes", "hourNoun", "minuteNoun", "secondNoun", "noon", "midnight", "midnightForms", "oClock", "hundred", "oh", "bareMinuteGender", "oneHourAlone", "secondsJoiner", "timerSecondsJoiner", "meridiem", "meridiemWords", "midnightAfter", "minuteMarkers", "rangeJoiner", "rangeTemplate", "rangeCase", "rangeTemplateNotAfter", "bareHoursInRange", "offsetZones"])
        hourMarkers = try object.required("hourMarkers")
        minutes = try object.required("minutes")
        hourNoun = try object.required("hourNoun")
        minuteNoun = try object.required("minuteNoun")
        secondNoun = try object.required("secondNoun")
        noon = try object.optional("noon")
        midnight = try object.optional("midnight")
        midnightForms = try object.optional("midnightForms")
        oClock = try object.optional("oClock")
        hundred = try object.optional("hundred")
        oh = try object.optional("oh")
        bareMinuteGender = try object.optional("bareMinuteGender")
        oneHourAlone = try object.optional("oneHourAlone")
        secondsJoiner = try object.required("secondsJoiner")
        timerSecondsJoiner = try object.optional("timerSecondsJoiner")
        meridiem = try object.required("meridiem")
        meridiemWords = try object.optional("meridiemWords")
        midnightAfter = try object.optional("midnightAfter")
        minuteMarkers = try object.required("minuteMarkers")
        rangeJoiner = try object.optional("rangeJoiner")
        rangeTemplate = try object.optional("rangeTemplate")
        rangeCase = try object.optional("rangeCase")
        rangeTemplateNotAfter = try object.optional("rangeTemplateNotAfter")
        bareHoursInRange = try object.optional("bareHoursInRange")
        offsetZones = try object.required("offsetZones")
    }
}

extension DateRules.YearNounForm.After: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["case", "spoken"])
        self.case = try object.required("case")
        spoken = try object.optional("spoken")
    }
}

extension DateRules.YearNounForm: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["written", "case", "spoken", "afterPreposition", "inRange", "afterWord"])
        written = try object.required("written")
        self.case = try object.required("case")
        spoken = try object.optional("spoken")
        afterPreposition = try object.optional("afterPreposition")
        inRange = try object.optional("inRange")
        afterWord = try object.optional("afterWord")
    }
}

extension DateRules.Years.BeforeSingularNoun: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["range", "determiners"])
        range = try object.required("range")
        determiners = try object.required("determiners")
    }
}

extension DateRules.Years.YearRange: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["template", "shortEnd", "nouns", "defaultCase", "abbreviations"])
        template = try object.required("template")
        shortEnd = try object.optional("shortEnd")
        nouns = try object.optional("nouns")
        defaultCase = try object.optional("defaultCase")
        abbreviations = try object.optional("abbreviations")
    }
}


extension DateRules.MonthsByCase: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["nominative", "genitive", "dative", "accusative", "instrumental", "prepositional", "caseAfter"])
        nominative = try object.required("nominative")
        genitive = try object.required("genitive")
        dative = try object.required("dative")
        accusative = try object.required("accusative")
        instrumental = try object.required("instrumental")
        prepositional = try object.required("prepositional")
        caseAfter = try object.optional("caseAfter")
    }
}

extension DateRules.WeekdayRecurring: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["after", "forms"])
        after = try object.required("after")
        forms = try object.required("forms")
    }
}

extension DateRules.MonthAlone: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["after", "needsCapital", "needsPeriod"])
        after = try object.required("after")
        needsCapital = try object.optional("needsCapital")
        needsPeriod = try object.optional("needsPeriod")
    }
}

extension DateRules.CompactDurations: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["units", "wordsAfter", "wordsBefore", "clockWordsBefore", "separatorsBefore", "periodLetters", "lapAfterDistance", "lengthWordsAfter", "elapsedSecondsUnsaid"])
        units = try object.required("units")
        wordsAfter = try object.required("wordsAfter")
        wordsBefore = try object.required("wordsBefore")
        clockWordsBefore = try object.optional("clockWordsBefore")
        lengthWordsAfter = try object.optional("lengthWordsAfter")
        elapsedSecondsUnsaid = try object.optional("elapsedSecondsUnsaid")
        separatorsBefore = try object.optional("separatorsBefore")
        periodLetters = try object.optional("periodLetters")
        lapAfterDistance = try object.optional("lapAfterDistance")
    }
}

extension DateRules.LapAfterDistance: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["joiners", "letters", "shortNouns"])
        joiners = try object.required("joiners")
        letters = try object.optional("letters")
        shortNouns = try object.required("shortNouns")
    }
}

extension DateRules: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["months", "monthsWithoutDay", "monthForms", "weekdays", "weekdayAbbreviations", "weekdayForms", "weekdayRecurring", "weekdayContextWords", "weekdayListJoiners", "weekdayPartsOfDay", "weekdayTimeWords", "weekdayAbbreviationsNeedCapital", "weekdayDateAgreesAfter", "weekdayRange", "monthAlone", "dayFirst", "regionsWithOtherOrder", "day", "dayContextWords", "dayLabelWords", "dayMonthSlash", "expiryWords", "dayRangeJoiners", "timeAfterDateGovernors", "year", "yearNoun", "yearMarkers", "templates", "ordinalDaySuffixes", "time", "compactDurations", "durationNouns", "years"])
        months = try object.required("months")
        monthsWithoutDay = try object.optional("monthsWithoutDay")
        monthForms = try object.required("monthForms")
        weekdays = try object.required("weekdays")
        weekdayAbbreviations = try object.optional("weekdayAbbreviations")
        weekdayForms = try object.optional("weekdayForms")
        weekdayRecurring = try object.optional("weekdayRecurring")
        weekdayContextWords = try object.optional("weekdayContextWords")
        weekdayListJoiners = try object.optional("weekdayListJoiners")
        weekdayPartsOfDay = try object.optional("weekdayPartsOfDay")
        weekdayTimeWords = try object.optional("weekdayTimeWords")
        weekdayAbbreviationsNeedCapital = try object.optional("weekdayAbbreviationsNeedCapital")
        weekdayDateAgreesAfter = try object.optional("weekdayDateAgreesAfter")
        weekdayRange = try object.optional("weekdayRange")
        monthAlone = try object.optional("monthAlone")
        dayFirst = try object.required("dayFirst")
        regionsWithOtherOrder = try object.required("regionsWithOtherOrder")
        day = try object.required("day")
        dayContextWords = try object.required("dayContextWords")
        dayLabelWords = try object.optional("dayLabelWords")
        dayMonthSlash = try object.optional("dayMonthSlash")
        expiryWords = try object.optional("expiryWords")
        dayRangeJoiners = try object.optional("dayRangeJoiners")
        timeAfterDateGovernors = try object.optional("timeAfterDateGovernors")
        year = try object.required("year")
        yearNoun = try object.optional("yearNoun")
        yearMarkers = try object.required("yearMarkers")
        templates = try object.required("templates")
        ordinalDaySuffixes = try object.required("ordinalDaySuffixes")
        time = try object.required("time")
        compactDurations = try object.optional("compactDurations")
        durationNouns = try object.required("durationNouns")
        years = try object.required("years")
    }
}

/// A word in each of the six cases (ru "полночь": "полуночи", "полночь", …).
struct CaseForms: Sendable {
    var nominative: String
    var genitive: String
    var dative: String
    var accusative: String
    var instrumental: String
    var prepositional: String

    func form(for grammaticalCase: GrammaticalCase) -> String {
        switch grammaticalCase {
        case .nominative: nominative
        case .genitive: genitive
        case .dative: dative
        case .accusative: accusative
        case .instrumental: instrumental
        case .prepositional: prepositional
        }
    }
}

extension CaseForms: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["nominative", "genitive", "dative", "accusative", "instrumental", "prepositional"])
        nominative = try object.required("nominative")
        genitive = try object.required("genitive")
        dative = try object.required("dative")
        accusative = try object.required("accusative")
        instrumental = try object.required("instrumental")
        prepositional = try object.required("prepositional")
    }
}
