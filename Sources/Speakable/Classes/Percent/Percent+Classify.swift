/// Percentages: "25 %", "25%", "3,5 %" (a space, no-break space or narrow no-break space allowed).
enum PercentClass {
    private static let spaces: ScalarSet = [" ", "\u{00A0}", "\u{202F}", "\u{2009}"]

    static func classify(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        guard literal.version == nil else { return nil }
        let text = context.text
        var sign = literal.range.upperBound
        if let scalar = text[sign], spaces.contains(scalar) { sign += 1 }
        // "%d" right after a number is a placeholder, and "%%" an escaped percent: both stay as written.
        guard text[sign] == "%", Placeholder.end(in: text, at: sign) == nil,
              // ("45%оп-10": a sign glued to letters is part of a code; "процентовоп-10" would
              // make a word of it to a second pass.)
              !text.isLetter(sign + 1) else { return nil }
        // "5.00% APY", fr "3,00 % brut": a rate written with two zeros or more after the separator
        // is said as the whole number ("five percent"); "2.0%" keeps its one zero.
        let fraction = literal.fraction.map { $0.utf8.count >= 2 && $0.utf8.allSatisfy { $0 == UInt8(ascii: "0") } ? "" : $0 } ?? ""
        return Token(kind: .percent(Numeral(digits: literal.integer, negative: literal.negative), fraction: fraction),
                     semioticClass: .percent, range: literal.range.lowerBound..<sign + 1)
    }
}
