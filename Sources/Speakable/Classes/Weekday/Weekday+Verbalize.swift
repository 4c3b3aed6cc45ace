// Verbalizing: tokens of this class into words. Never looks at the text.

extension WeekdayClass {
    /// en "Thursday"; fr "mardi"; ru "пятницу" after "в".
    static func verbalize(_ day: Int, _ grammaticalCase: GrammaticalCase, with speller: NumberSpeller) -> String? {
        let rules = speller.data.dates
        if grammaticalCase != .nominative, let forms = rules.weekdayForms?[grammaticalCase.rawValue], forms.indices.contains(day) { return forms[day] }
        return rules.weekdays.indices.contains(day) ? rules.weekdays[day] : nil
    }

    /// en "Tuesday to Saturday"; fr "du mardi au samedi"; ru "с понедельника по пятницу", "со
    /// вторника по субботу" (the euphonic "о" of `elision.tsv`). The
    /// template (`weekdayRange`) names the case of each end where the language has cases
    /// ("с {from.genitive} по {to.accusative}").
    static func verbalizeRange(_ first: Int, _ last: Int, with speller: NumberSpeller) -> String? {
        guard var words = speller.data.dates.weekdayRange else { return nil }
        for (name, day) in [("from", first), ("to", last)] {
            for grammaticalCase in GrammaticalCase.allCases where words.contains("{\(name).\(grammaticalCase.rawValue)}") {
                guard let form = verbalize(day, grammaticalCase, with: speller) else { return nil }
                words = words.replacingAll("{\(name).\(grammaticalCase.rawValue)}", with: form)
            }
            if words.contains("{\(name)}") {
                guard let form = verbalize(day, .nominative, with: speller) else { return nil }
                words = words.replacingAll("{\(name)}", with: form)
            }
        }
        return speller.data.elision.applied(to: words)
    }
}
