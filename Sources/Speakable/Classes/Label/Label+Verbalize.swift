// Verbalizing: tokens of this class into words. Never looks at the text.

extension LabelClass {
    /// en "fourteen C", "A seven"; fr "B vingt-deux"; ru "семь Б"; leading zeros digit by digit.
    static func verbalize(letters: String, digits: String, lettersFirst: Bool, with speller: NumberSpeller) -> String? {
        guard let number = digits.count > 1 && digits.first == "0" ? speller.digits(digits[...]) : speller.cardinal(digits: digits[...], negative: false)
        else { return nil }
        return lettersFirst ? "\(letters) \(number)" : "\(number) \(letters)"
    }
}
