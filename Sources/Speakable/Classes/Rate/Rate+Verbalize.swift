// Verbalizing: tokens of this class into words. Never looks at the text.

extension RateClass {
    /// en "twenty dollars per month", fr "vingt euros par mois", ru "пятьсот рублей в месяц".
    static func verbalize(_ kind: Token.Kind, per: String, with speller: NumberSpeller) -> String? {
        Verbalizer.verbalize(kind, with: speller).map { "\($0) \(per)" }
    }
}
