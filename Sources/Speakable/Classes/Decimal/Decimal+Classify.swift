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
        // ru "1,5 стакана", "1,5 ложки": a noun no table lists, in the form after two (its ending
        // says its gender), counted one and a half ("полтора стакана", "полторы ложки").
        if fraction == "5", literal.integer == "1", !literal.negative, context.rules.decimal.oneAndAHalf != nil,
           context.text[literal.range.upperBound] == " ", context.text[literal.range.upperBound + 1].map(TextCursor.isLowercase) == true,
           let next = context.text.nextWordLowercased(from: literal.range.upperBound), next.unicodeScalars.count >= 4,
           context.speller.data.nounsByForm[next] == nil, context.speller.data.governors.grammaticalCase(of: next) == nil,
           // (A masculine's or a neuter's "-а", which both say "полтора"; not a verb's "-ла", "-ся".)
           let gender = context.speller.data.genderGuess.gender(after: literal.range.upperBound, category: context.speller.pluralCategory(2), in: context.text)
            ?? (next.hasSuffix("а") && !next.hasSuffix("ла") && !next.hasSuffix("ся") ? .masculine : nil) {
            return Token(kind: .oneAndAHalf(gender), semioticClass: .decimal, range: literal.range)
        }
        return Token(kind: .decimal(Numeral(digits: literal.integer, negative: literal.negative), fraction: fraction),
                     semioticClass: .decimal, range: literal.range)
    }
}
