// Verbalizing: tokens of this class into words. Never looks at the text.

extension LabelClass {
    /// en "fourteen C", "A seven"; fr "B vingt-deux"; ru "семь Б"; leading zeros digit by digit.
    /// en three or four digits in pairs when `labelDigitsInPairs` says so ("Gate B212" -> "B two
    /// twelve", "I-405" -> "I four oh five").
    static func verbalize(letters: String, digits: String, lettersFirst: Bool, with speller: NumberSpeller) -> String? {
        let pairs = speller.rules.labelDigitsInPairs == true && (3...4).contains(digits.count) && digits.first != "0"
        guard let number = digits.count > 1 && digits.first == "0" ? speller.digits(digits[...])
                : pairs ? Int64(digits).flatMap({ CardinalClass.verbalizePairs($0, with: speller) }) : speller.cardinal(digits: digits[...], negative: false)
        else { return nil }
        return lettersFirst ? "\(letters) \(number)" : "\(number) \(letters)"
    }
}
