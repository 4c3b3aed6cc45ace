/// Between classifying and verbalizing: the case a governing word before a token gives it
/// (`Governors`, one table per language). Numbers, days and times take their case when they are
/// classified; this stage gives it to what carries a noun of its own: measures, durations,
/// amounts and percentages, also inside a rate.
///
/// ```swift
/// // ru: "до 15 км" -> "до пятнадцати километров", "более 500 ₽" -> "более пятисот рублей",
/// // "через 1 мин" -> "через одну минуту", "до 50%" -> "до пятидесяти процентов".
/// // fr and en have no governing words: tokens pass unchanged.
/// ```
enum ContextStage {
    static func govern(_ token: Token, in context: ClassifyContext) -> Token {
        let governors = context.speller.data.governors
        guard !governors.isEmpty else { return token }
        var inner = token.kind
        var per: String?
        if case let .rate(kind, unit) = token.kind {
            inner = kind
            per = unit
        }
        switch inner {
        case .measure, .duration, .money, .percent: break
        default: return token
        }
        guard let grammaticalCase = governors.grammaticalCase(before: token.range.lowerBound, after: token.range.upperBound, in: context.text),
              grammaticalCase != .nominative else { return token }
        var governed = token
        let kind = Token.Kind.governed(inner, grammaticalCase)
        governed.kind = per.map { .rate(kind, per: $0) } ?? kind
        return governed
    }
}
