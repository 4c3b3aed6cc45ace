// Verbalizing: tokens of this class into words. Never looks at the text.

extension WeekdayClass {
    /// en "Thursday"; fr "mardi"; ru "пятницу" after "в".
    static func verbalize(_ day: Int, _ grammaticalCase: GrammaticalCase, with speller: NumberSpeller) -> String? {
        let rules = speller.data.dates
        if grammaticalCase != .nominative, let forms = rules.weekdayForms?[grammaticalCase.rawValue], forms.indices.contains(day) { return forms[day] }
        return rules.weekdays.indices.contains(day) ? rules.weekdays[day] : nil
    }

    /// en "Tuesday to Saturday"; fr "mardi à samedi"; ru "понедельник — пятница".
    static func verbalizeRange(_ first: Int, _ last: Int, with speller: NumberSpeller) -> String? {
        guard let from = verbalize(first, .nominative, with: speller), let to = verbalize(last, .nominative, with: speller),
              let template = speller.data.dates.weekdayRange else { return nil }
        return template.replacing("{from}", with: from).replacing("{to}", with: to)
    }
}
