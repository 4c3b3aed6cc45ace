// Verbalizing: tokens of this class into words. Never looks at the text.

extension DigitsClass {
    /// "zéro zéro sept", "two point three point one".
    static func verbalize(digits: String, with speller: NumberSpeller) -> String? {
        speller.digits(digits)
    }

    static func verbalize(version: [String], with speller: NumberSpeller) -> String? {
        speller.version(version.map { $0[...] })
    }
}
