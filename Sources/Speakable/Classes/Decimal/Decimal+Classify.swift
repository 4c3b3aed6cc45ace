/// Decimal numbers as written in the locale: "3,14" (fr, ru), "3.14" (en), "54 038 921,7".
enum DecimalClass {
    static func classify(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        guard let fraction = literal.fraction else { return nil }
        if fraction == "5", literal.integer == "1", !literal.negative, context.rules.decimal.oneAndAHalf != nil,
           let next = context.text.nextWordLowercased(from: literal.range.upperBound),
           let noun = context.speller.data.nounsByForm[next], noun.form(for: context.speller.pluralCategory(2)) == next {
            // ru "1,5 часа": the noun in the form it takes after two says it is counted. Read with
            // it, as a unit's noun, so that a governing word changes both ("около 1,5 часа" ->
            // "около полутора часов").
            let key = noun.form(for: .one)
            let nounStart = context.text.wordStart(after: literal.range.upperBound)
            if context.speller.data.nouns[key] == noun, context.text.matches(next, at: nounStart) {
                let value = MeasureValue(numeral: Numeral(digits: "1"), fraction: "5", unit: MeasureUnit(noun: key, after: ""), scale: nil)
                return Token(kind: .measure(value), semioticClass: .measure, range: literal.range.lowerBound..<nounStart + next.unicodeScalars.count)
            }
            return Token(kind: .oneAndAHalf(noun.gender), semioticClass: .decimal, range: literal.range)
        }
        return Token(kind: .decimal(Numeral(digits: literal.integer, negative: literal.negative), fraction: fraction),
                     semioticClass: .decimal, range: literal.range)
    }
}
