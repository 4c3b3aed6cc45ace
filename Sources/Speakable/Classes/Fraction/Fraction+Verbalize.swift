// Verbalizing: tokens of this class into words. Never looks at the text.

extension FractionClass {
    /// fr "trois quarts", en "two and a half", ru "одна вторая".
    /// ru in an oblique case: "до одной второй", "из трех четвертых".
    static func verbalize(whole: Int64?, numerator: Int64, denominator: Int64, negative: Bool, in grammaticalCase: GrammaticalCase = .nominative,
                          with speller: NumberSpeller) -> String? {
        speller.fraction(whole: whole, numerator: numerator, denominator: denominator, negative: negative, in: grammaticalCase)
    }

    /// A half of the word after it, in `grammaticalCase` (`halfBeforeWord`): fr "une demi-", ru
    /// "по половине"; nil where the language has no word for that case.
    static func verbalizeHalf(gender: Gender, in grammaticalCase: GrammaticalCase = .nominative, with speller: NumberSpeller) -> String? {
        guard let spec = speller.rules.fractions.withNoun, var words = spec.halfBeforeWord?.words(in: grammaticalCase) else { return nil }
        if let half = spec.halfAloneWords { words = words.replacingAll("{halfAlone}", with: half.nominative(gender)) }
        return words.trimmedSpaces
    }
}
