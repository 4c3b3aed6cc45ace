// Verbalizing: tokens of this class into words. Never looks at the text.

extension DateClass {
    static func verbalize(_ reading: DateReading, with speller: NumberSpeller) -> String? {
        DateSpeller(speller).date(reading)
    }

    static func verbalizeDayList(_ days: [Int], month: Int, year: Int?, yearNoun: Bool, grammaticalCase: GrammaticalCase, with speller: NumberSpeller) -> String? {
        DateSpeller(speller).dayList(days, month: month, year: year, yearNoun: yearNoun, order: .dayFirst, grammaticalCase: grammaticalCase)
    }
}
