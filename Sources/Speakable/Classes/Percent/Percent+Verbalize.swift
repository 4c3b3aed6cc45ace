// Verbalizing: tokens of this class into words. Never looks at the text.

extension PercentClass {
    /// fr "vingt-cinq pour cent", en "twenty-five percent", ru "двадцать пять процентов".
    static func verbalize(_ numeral: Numeral, fraction: String, in grammaticalCase: GrammaticalCase = .nominative, with speller: NumberSpeller) -> String? {
        guard grammaticalCase != .nominative else {
            return speller.percent(integer: numeral.digits[...], fraction: fraction[...], negative: numeral.negative)
        }
        // ru "до 50%" -> "до пятидесяти процентов", "на 1,3 %" -> "на одну целую три десятых
        // процента": percentages with the percent noun.
        guard let noun = speller.rules.percent.noun else { return nil }
        return speller.counted(String(numeral.digits.drop { $0 == "0" }).nonEmpty ?? "0", fraction.isEmpty ? nil : fraction,
                               negative: numeral.negative, noun: noun, in: grammaticalCase)
    }
}
