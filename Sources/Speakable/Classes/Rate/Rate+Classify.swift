/// Rates: an amount or a measure, a slash and what it is per, from `per.tsv`: "$20/mo" -> "twenty
/// dollars per month", "20 €/mois" -> "vingt euros par mois", "500 ₽/мес." -> "пятьсот рублей в
/// месяц". Units that contain their own slash ("km/h") are units, matched first.
enum RateClass {
    private static let rated: Set<SemioticClass> = [.money, .measure, .duration]

    static func extend(_ token: Token, in context: ClassifyContext) -> Token? {
        let slash = token.range.upperBound
        guard context.text[slash] == "/", rated.contains(token.semioticClass),
              let (per, end) = context.speller.data.per.match(context.text, at: slash + 1) else { return nil }
        return Token(kind: .rate(token.kind, per: per), semioticClass: token.semioticClass, range: token.range.lowerBound..<end)
    }
}
