/// Decimal numbers as written in the locale: "3,14" (fr, ru), "3.14" (en), "54 038 921,7".
enum DecimalClass {
    static func classify(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        guard let fraction = literal.fraction else { return nil }
        return Token(kind: .decimal(Numeral(digits: literal.integer, negative: literal.negative), fraction: fraction),
                     semioticClass: .decimal, range: literal.range)
    }
}
