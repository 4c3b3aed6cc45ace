// Verbalizing: tokens of this class into words. Never looks at the text.

extension DateClass {
    static func verbalize(_ reading: DateReading, with speller: NumberSpeller) -> String? {
        DateSpeller(speller).date(reading)
    }

    static func verbalizeDayList(_ days: [Int], month: Int, year: Int?, yearNoun: Bool, grammaticalCase: GrammaticalCase, range: Bool = false,
                                 monthFirst: Bool = false, dashed: Bool = false, with speller: NumberSpeller) -> String? {
        DateSpeller(speller).dayList(days, month: month, year: year, yearNoun: yearNoun, order: monthFirst ? .monthFirst : .dayFirst,
                                     grammaticalCase: grammaticalCase, range: range, dashed: dashed)
    }

    /// en "December twentieth to January third", fr "du vingt décembre au trois janvier",
    /// ru "с двадцатого декабря по третье января".
    static func verbalizeRange(from: DateReading, to: DateReading, with speller: NumberSpeller) -> String? {
        let dates = DateSpeller(speller)
        guard let range = speller.data.dates.templates.dayRange else { return nil }
        var (from, to) = (from, to)
        if let fromCase = range.fromCase {
            from.grammaticalCase = fromCase
            to.grammaticalCase = .nominative
        }
        guard let low = dates.date(from), let high = dates.date(to) else { return nil }
        return range.fill(low, high)
    }
}
