// Verbalizing: tokens of this class into words. Never looks at the text.

extension DurationClass {
    /// fr "quatre-vingt-dix minutes", en "one hour", ru "двадцать одна минута": the number agrees
    /// with the unit's noun, read as a measure.
    static func verbalize(_ value: MeasureValue, with speller: NumberSpeller) -> String? {
        MeasureClass.verbalize(value, with: speller)
    }

    /// "28:14" -> "twenty-eight minutes fourteen seconds", "0:42" -> fr "quarante-deux secondes",
    /// ru "до 5:30" -> "до пяти минут тридцати секунд": the parts that are not zero, each in the case.
    static func verbalize(_ parts: [MeasureValue], in grammaticalCase: GrammaticalCase = .nominative, with speller: NumberSpeller) -> String? {
        var said = parts.filter { $0.numeral.digits.contains { $0 != "0" } || $0.fraction?.contains { $0 != "0" } == true }
        if said.isEmpty, let last = parts.last { said = [last] }
        var words: [String] = []
        for part in said {
            guard let part = MeasureClass.verbalize(part, in: grammaticalCase, with: speller) else { return nil }
            words.append(part)
        }
        return words.joined(separator: " ")
    }
}
