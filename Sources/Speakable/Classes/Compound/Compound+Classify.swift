/// Compound adjectives written with a number: ru "5-этажный" -> "пятиэтажный", "20-процентная"
/// -> "двадцатипроцентная", "100-летний" -> "столетний". The number's stem is the number in the
/// case the data gives (genitive), joined to the word; the adjective endings and the stems that
/// differ are data (`compounds` in `numbers.json`). fr and en have none.
enum CompoundClass {
    static func classify(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        guard let compounds = context.rules.compounds, literal.isPlainInteger, !literal.negative else { return nil }
        let text = context.text
        let hyphen = literal.range.upperBound
        guard text[hyphen] == "-" || text[hyphen] == "\u{2011}", text.isLetter(hyphen + 1) else { return nil }
        let end = text.letterRunEnd(from: hyphen + 1)
        // The whole word, lowercase, not followed by another hyphenated part.
        guard !text.isDigit(end), text[end] != "-" else { return nil }
        let word = text.string(hyphen + 1..<end)
        guard word == word.lowercased(), word.unicodeScalars.count > 3,
              compounds.endings.contains(where: { word.hasSuffix($0) && word.count > $0.count + 1 }) else { return nil }
        return Token(kind: .compound(Numeral(digits: literal.integer), word: word), semioticClass: .cardinal, range: literal.range.lowerBound..<end)
    }
}
