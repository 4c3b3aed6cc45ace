// Verbalizing: tokens of this class into words. Never looks at the text.

extension FractionClass {
    /// fr "trois quarts", en "two and a half", ru "одна вторая".
    /// ru in an oblique case: "до одной второй", "из трех четвертых".
    static func verbalize(whole: Int64?, numerator: Int64, denominator: Int64, negative: Bool, in grammaticalCase: GrammaticalCase = .nominative,
                          with speller: NumberSpeller) -> String? {
        speller.fraction(whole: whole, numerator: numerator, denominator: denominator, negative: negative, in: grammaticalCase)
    }
}
