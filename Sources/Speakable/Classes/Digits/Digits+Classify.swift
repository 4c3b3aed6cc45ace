/// Numbers read one digit at a time ("007", digit strings past Int64) and dotted version
/// numbers ("2.3.1").
enum DigitsClass {
    static func classify(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        if let components = literal.version {
            return Token(kind: .version(components), semioticClass: .version, range: literal.range)
        }
        guard literal.isPlainInteger, !literal.grouped, !literal.negative else { return nil }
        // A code after the words that announce one ("Card ending in 4821", "код 4821").
        if literal.integer.count >= 3, !context.runsIntoLetter(literal.range.upperBound),
           context.speller.data.codeWords.precede(literal.range.lowerBound, in: context.text) {
            return Token(kind: .digits(literal.integer), semioticClass: .digits, range: literal.range)
        }
        let leadingZero = literal.integer.count > 1 && literal.integer.first == "0"
        guard leadingZero || Int64(literal.integer) == nil else { return nil }
        return Token(kind: .digits(literal.integer), semioticClass: .digits, range: literal.range)
    }
}
