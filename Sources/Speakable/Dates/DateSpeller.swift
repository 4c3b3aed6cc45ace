/// Speaks dates, times and durations for one locale, from `dates.json` and the number engine.
///
/// A small value built on demand around the locale's shared `DateVoice` (its tables of spelled
/// days, hours, minutes and years); every method returns nil when a part cannot be spoken, and
/// callers then keep the written text.
struct DateSpeller {
    let voice: DateVoice

    init(_ numbers: NumberSpeller) {
        self.voice = DateVoice.of(numbers)
    }

    var numbers: NumberSpeller { voice.numbers }
    var rules: DateRules { voice.rules }

    // MARK: Dates

    /// fr "premier avril deux mille quinze", en "April first, twenty fifteen", ru "первое апреля
    /// две тысячи пятнадцатого".
    func date(_ reading: DateReading) -> String? {
        let date = reading.date
        let rules = voice.rules
        guard date.isValid, let monthName = rules.months[safe: date.month - 1] else { return nil }
        var words: String
        if let day = date.day {
            guard let dayWords = self.day(day, reading.grammaticalCase) else { return nil }
            var template = reading.order == .dayFirst ? rules.templates.dayFirst : rules.templates.monthFirst
            if reading.afterArticle, reading.order == .dayFirst, let short = rules.templates.dayFirstAfterArticle { template = short }
            words = template.fill(.day, dayWords, .month, monthName)
        } else {
            words = rules.monthsWithoutDay?.names(reading.grammaticalCase)[safe: date.month - 1] ?? monthName
        }
        if date.year != nil || date.twoDigitYear != nil {
            guard var yearWords = year(date) else { return nil }
            if reading.yearNoun || date.day != nil, let noun = rules.yearNoun { yearWords = joined(yearWords, " ", noun) }
            let template = reading.order == .monthFirst && date.day != nil
                ? rules.templates.monthFirstYear ?? rules.templates.year : rules.templates.year
            words = template.fill(.date, words, .year, yearWords)
        }
        if let weekday = reading.weekday, let name = rules.weekdays[safe: weekday] {
            words = rules.templates.weekday.fill(.weekday, name, .date, words)
        }
        if let time = reading.time {
            guard let timeWords = self.time(time, twelveHourClock: reading.twelveHourClock) else { return nil }
            words = rules.templates.dateTime.fill(.date, words, .time, timeWords)
        }
        return words
    }

    /// Several days of one month: fr "dix-sept, dix-huit juin".
    /// `range`: two days joined by a dash, read with the range words ("с пятого по двенадцатое июня").
    func dayList(_ days: [Int], month: Int, year: Int?, yearNoun: Bool = false, order: DateReading.Order, grammaticalCase: GrammaticalCase,
                 range: Bool = false, dashed: Bool = false) -> String? {
        let rules = voice.rules
        guard let monthName = rules.months[safe: month - 1] else { return nil }
        var spoken: [String] = []
        let dayRange = range && days.count == 2 ? rules.templates.dayRange : nil
        for (index, day) in days.enumerated() {
            // ru "с пятого по двенадцатое": the range words give each end its case.
            var dayCase = grammaticalCase
            if let fromCase = dayRange?.fromCase { dayCase = index == 0 ? fromCase : .nominative }
            guard let words = self.day(day, dayCase) else { return nil }
            spoken.append(words)
        }
        let joiner = dashed ? rules.templates.dayDashed ?? rules.templates.dayList : rules.templates.dayList
        // (The range words' euphonic "о" where the first day asks for it: "со второго по третье".)
        let spokenDays = dayRange.map { numbers.data.elision.applied(to: $0.fill(spoken[0], spoken[1])) } ?? spoken.joined(separator: joiner)
        let template = order == .dayFirst ? rules.templates.dayFirst : rules.templates.monthFirst
        var words = template.fill(.day, spokenDays, .month, monthName)
        if let year {
            guard var yearWords = self.year(CalendarDate(day: nil, month: month, year: year)) else { return nil }
            if let noun = rules.yearNoun { yearWords = joined(yearWords, " ", noun) }
            let yearTemplate = order == .monthFirst ? rules.templates.monthFirstYear ?? rules.templates.year : rules.templates.year
            words = yearTemplate.fill(.date, words, .year, yearWords)
        }
        return words
    }

    func day(_ day: Int, _ grammaticalCase: GrammaticalCase = .nominative) -> String? {
        voice.day(day, grammaticalCase)
    }

    /// A day before a list word and the date it belongs to: en "the tenth", fr "dix", ru "десятым".
    func dayAlone(_ day: Int, _ grammaticalCase: GrammaticalCase) -> String? {
        guard let words = voice.day(day, grammaticalCase) else { return nil }
        return rules.templates.dayAlone.map { $0.replacingAll("{day}", with: words) } ?? words
    }

    /// The year, read as the locale reads years; two-digit years as written ("ninety-eight",
    /// "oh six", "ноль шестого").
    func year(_ date: CalendarDate) -> String? {
        if let written = date.twoDigitYear, let value = Int64(written) {
            guard let words = yearWords(value) else { return nil }
            guard written.hasPrefix("0") else { return words }
            return joined(voice.rules.time.oh ?? voice.numbers.digitWords[0], " ", words)
        }
        return date.year.flatMap { yearWords(Int64($0)) }
    }

    /// A year number alone: fr "deux mille quinze", en "twenty fifteen", ru "две тысячи
    /// пятнадцатого" (in the case of `dates.json`, or `grammaticalCase` when given).
    func yearWords(_ value: Int64, _ grammaticalCase: GrammaticalCase? = nil) -> String? {
        guard let grammaticalCase else { return voice.year(value) }
        return voice.spellYear(value, grammaticalCase)
    }

    // MARK: Times

    /// fr "cinq heures trente", "midi"; en "five thirty", "five thirty PM", "thirteen hundred";
    /// ru "пять часов тридцать минут".
    func time(_ time: ClockTime, twelveHourClock: Bool = false) -> String? {
        guard time.isValid else { return nil }
        let words = voice.rules.time
        let hour = time.hour24
        if let second = time.second, time.meridiem == nil, !twelveHourClock {
            // "21:01:30": every unit with its noun; "00:12:48" (a timer) without the hours.
            // "1:30:00" (a timer): no zero seconds, nor zero hours or minutes ("2:00:00" -> "two hours").
            if second == 0, hour > 0 || time.minute > 0 {
                let hours = hour > 0 ? voice.counted(Int64(hour), noun: DateVoice.hourNoun) : ""
                let minutes = time.minute > 0 ? voice.counted(Int64(time.minute), noun: DateVoice.minuteNoun) : ""
                guard let hours, let minutes else { return nil }
                return [hours, minutes].filter { !$0.isEmpty }.joined(separator: " ")
            }
            guard let seconds = voice.counted(Int64(second), noun: DateVoice.secondNoun) else { return nil }
            let secondsJoiner = hour < 10 ? words.timerSecondsJoiner ?? words.secondsJoiner : words.secondsJoiner
            if hour == 0, time.minute > 0, let minutes = voice.counted(Int64(time.minute), noun: DateVoice.minuteNoun) {
                return joined(minutes, secondsJoiner, seconds)
            }
            guard let hours = voice.counted(Int64(hour), noun: DateVoice.hourNoun) else { return nil }
            guard time.minute > 0 else { return joined(hours, secondsJoiner, seconds) }
            guard let minutes = voice.counted(Int64(time.minute), noun: DateVoice.minuteNoun) else { return nil }
            return joined(hours, " ", minutes, secondsJoiner, seconds)
        }
        // ru "до 00:00" -> "до полуночи".
        if hour == 0, time.minute == 0, time.inText, let forms = words.midnightForms { return forms.form(for: time.grammaticalCase) }
        switch words.minutes {
        case .clock: return clockTime(time, twelveHourClock: twelveHourClock)
        case .numbersWithNounOnTheHour where time.minute > 0 && time.hour > 0 && time.inText:
            // ru "10:30" -> "десять тридцать", "к 10:30" -> "к десяти тридцати", "14:05" ->
            // "четырнадцать ноль пять": hours and minutes as numbers in the case.
            let gender = words.bareMinuteGender ?? voice.nounGenders[DateVoice.minuteNoun]
            // (After "в", the accusative, the minutes keep the form they are read in: "в 7:21" -> "в
            // семь двадцать одна".)
            let minuteCase = time.grammaticalCase == .accusative ? .nominative : time.grammaticalCase
            // (One o'clock is the hour's noun alone where `oneHourAlone`: "1:30" -> "час тридцать",
            // "в 1:22 дня" -> "в час двадцать две дня", "к 1:30" -> "к часу тридцати".)
            let oneAlone = hour == 1 && words.oneHourAlone == true ? numbers.singular(words.hourNoun, in: time.grammaticalCase) : nil
            guard let hours = oneAlone ?? numbers.cardinal(Int64(hour), Agreement(gender: voice.nounGenders[DateVoice.hourNoun], grammaticalCase: time.grammaticalCase)),
                  let minutes = numbers.cardinal(Int64(time.minute), Agreement(gender: gender, grammaticalCase: minuteCase)) else { return nil }
            guard time.minute < 10 else { return joined(hours, " ", minutes) }
            guard let oh = words.oh else { return nil }
            return joined(hours, " ", oh, " ", minutes)
        case .numbersWithNounOnTheHour where time.inText && time.grammaticalCase != .nominative
            && (numbers.data.caseForms[time.grammaticalCase] == nil || time.inRange && time.minute == 0 && hour > 1 && words.bareHoursInRange != nil):
            // On the hour in a case the hour's noun has no form for: the number alone ("к 18:00"
            // -> "к восемнадцати"); in a range of times too ("с 9:00 до 18:00" -> "с девяти до
            // восемнадцати"; one o'clock keeps the noun, "до часу"; midnight has its word, "до полуночи").
            return numbers.cardinal(Int64(hour), Agreement(gender: voice.nounGenders[DateVoice.hourNoun], grammaticalCase: time.grammaticalCase))
        case .noun, .numbersWithNounOnTheHour:
            if hour == 1, time.minute == 0, time.inText, words.oneHourAlone == true, time.grammaticalCase == .accusative,
               let noun = numbers.data.nouns[words.hourNoun] {
                return noun.form(for: .one)
            }
            guard let hours = voice.counted(Int64(hour), noun: DateVoice.hourNoun, in: time.grammaticalCase) else { return nil }
            guard time.minute > 0 else { return hours }
            return voice.counted(Int64(time.minute), noun: DateVoice.minuteNoun, in: time.grammaticalCase).map { joined(hours, " ", $0) }
        case .number:
            let head: String?
            // fr "12 h" -> "midi", "0 h" -> "minuit"; with minutes the hour's number, as on the
            // 24-hour clock ("12 h 05" -> "douze heures cinq", "0 h 40" -> "zéro heure quarante").
            if hour == 12, time.minute == 0, let noon = words.noon { head = noon }
            else if hour == 0, time.minute == 0, let midnight = words.midnight { head = midnight }
            else { head = voice.counted(Int64(hour), noun: DateVoice.hourNoun) }
            guard let head else { return nil }
            guard time.minute > 0 else { return head }
            return voice.cardinal(Int64(time.minute), voice.nounGenders[DateVoice.minuteNoun]).map { joined(head, " ", $0) }
        }
    }

    /// English clock reading: "five thirty", "five oh five", "five o'clock", "thirteen hundred",
    /// "noon", "midnight", and "five thirty PM" on a 12-hour clock ("12 PM" says its meridiem
    /// as written: "twelve PM").
    private func clockTime(_ time: ClockTime, twelveHourClock: Bool) -> String? {
        let words = voice.rules.time
        let hour = time.hour24
        if time.minute == 0, time.meridiem == nil {
            if hour == 12, let noon = words.noon { return noon }
            if hour == 0, let midnight = words.midnight { return midnight }
        }
        var minutes: String?
        if time.minute > 0 {
            guard let spoken = voice.cardinal(Int64(time.minute)) else { return nil }
            minutes = time.minute < 10 ? joined(words.oh ?? voice.numbers.digitWords[0], " ", spoken) : spoken
        }
        if time.meridiemShared {
            guard let hours = voice.cardinal(Int64(hour % 12 == 0 ? 12 : hour % 12)) else { return nil }
            return minutes.map { joined(hours, " ", $0) } ?? hours
        }
        if twelveHourClock || time.meridiem != nil {
            let hour12 = hour % 12 == 0 ? 12 : hour % 12
            guard let hours = voice.cardinal(Int64(hour12)) else { return nil }
            let meridiem = words.meridiemWords?[hour < 12 ? "am" : "pm"] ?? ""
            switch (minutes.map { !$0.isEmpty } ?? false, !meridiem.isEmpty) {
            case (true, true): return joined(hours, " ", minutes!, " ", meridiem)
            case (true, false): return joined(hours, " ", minutes!)
            case (false, true): return joined(hours, " ", meridiem)
            case (false, false): return hours
            }
        }
        guard let hours = voice.cardinal(Int64(hour)) else { return nil }
        if let minutes { return joined(hours, " ", minutes) }
        // ("06:00–22:00": both ends on the 24-hour clock, "oh six hundred".)
        if time.onTwentyFourHourClock, hour < 10, let oh = words.oh, let hundred = words.hundred { return joined(oh, " ", hours, " ", hundred) }
        let after = hour >= 13 || time.onTwentyFourHourClock ? words.hundred : words.oClock
        return after.map { joined(hours, " ", $0) } ?? hours
    }

    // MARK: Durations

    /// "une heure cinq minutes", "one hour five minutes", "один час пять минут"; zero units are
    /// left out, and a zero duration is "zéro seconde", "zero seconds", "ноль секунд".
    func duration(_ components: [(DurationUnit, Int64)]) -> String? {
        let rules = voice.rules
        var parts: [String] = []
        for (unit, count) in components where count != 0 {
            guard let key = rules.durationNouns[unit.rawValue], let words = counted(count, key) else { return nil }
            parts.append(words)
        }
        if parts.isEmpty {
            guard let key = rules.durationNouns[DurationUnit.second.rawValue] else { return nil }
            return counted(0, key)
        }
        return parts.joined(separator: " ")
    }

    // MARK: Nouns

    /// A number and the noun it counts, agreeing: "vingt et une minutes", "двадцать одна минута".
    func counted(_ count: Int64, _ nounKey: String, in grammaticalCase: GrammaticalCase = .nominative) -> String? {
        voice.counted(count, nounKey, in: grammaticalCase)
    }

    /// A number agreeing in gender with a noun that is not said (fr minutes: "cinq heures vingt et une").
    func number(_ count: Int64, agreeingWith nounKey: String) -> String? {
        voice.cardinal(count, voice.gender(of: nounKey))
    }

    /// `first`, `separator` and `second` in one `String` sized in advance.
    private func joined(_ first: String, _ separator: String, _ second: String) -> String {
        var result = ""
        result.reserveCapacity(first.utf8.count + separator.utf8.count + second.utf8.count)
        result += first
        result += separator
        result += second
        return result
    }

    private func joined(_ first: String, _ separator: String, _ second: String, _ separator2: String, _ third: String) -> String {
        var result = ""
        result.reserveCapacity(first.utf8.count + separator.utf8.count + second.utf8.count + separator2.utf8.count + third.utf8.count)
        result += first
        result += separator
        result += second
        result += separator2
        result += third
        return result
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
