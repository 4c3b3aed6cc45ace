// Verbalizing: tokens of this class into words. Never looks at the text.

extension DigitsClass {
    /// "zéro zéro sept", "two point three point one".
    static func verbalize(digits: String, with speller: NumberSpeller) -> String? {
        speller.digits(digits)
    }

    static func verbalize(version: [String], with speller: NumberSpeller) -> String? {
        speller.version(version.map { $0[...] })
    }

    /// Groups of digits and letters, each said on its own: a group of digits as a cardinal, or
    /// its zeros digit by digit when `leadingZeroAsDigits` and it starts with zero; a group of
    /// letters as written. fr postcode "75 002" -> "soixante-quinze zéro zéro deux", "75019" ->
    /// "soixante-quinze zéro dix-neuf"; a plate "AB 123 CD" -> "AB cent vingt-trois CD".
    static func verbalize(groups: [String], leadingZeroAsDigits: Bool, with speller: NumberSpeller) -> String? {
        var words: [String] = []
        for group in groups {
            guard let first = group.unicodeScalars.first else { return nil }
            if first.properties.numericType == nil {
                words.append(group)
            } else if leadingZeroAsDigits, first == "0" {
                // Its zeros digit by digit, then the rest as a number: "019" -> "zéro dix-neuf",
                // "002" -> "zéro zéro deux".
                let rest = group.drop { $0 == "0" }
                if rest.count >= 2, let number = speller.cardinal(digits: rest, negative: false) {
                    words.append(speller.digits(String(group.prefix(group.count - rest.count))) + " " + number)
                } else {
                    words.append(speller.digits(group))
                }
            } else {
                guard let number = speller.cardinal(digits: group[...], negative: false) else { return nil }
                words.append(number)
            }
        }
        return words.joined(separator: " ")
    }
}
