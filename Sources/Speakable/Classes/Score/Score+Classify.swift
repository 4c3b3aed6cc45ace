/// Scores and aspect ratios written with a colon or a dash after a word that says so: en "Score
/// 3:2" / "Final: 3–1" -> "three to one", "Aspect ratio 16:9" -> "sixteen by nine"; fr "Score
/// final : 2-1" -> "deux à un"; ru "Счёт 3:2" -> "три — два". The words and joiners are data
/// (`scores` in `ranges.json`); without such a word, "3:2" and "3-1" read as before.
enum ScoreClass {
    static func classify(at index: Int, in context: ClassifyContext) -> Token? {
        guard let kinds = context.speller.data.ranges.scores, !kinds.isEmpty else { return nil }
        let text = context.text
        let firstEnd = text.digitRunEnd(from: index)
        guard firstEnd - index <= 3, let separator = text[firstEnd], separator == ":" || separator == "-" || separator == "\u{2013}" || separator == "\u{2014}" || separator == "/",
              text.isDigit(firstEnd + 1) else { return nil }
        let secondEnd = text.digitRunEnd(from: firstEnd + 1)
        guard secondEnd - firstEnd - 1 <= 3, !text.isDigit(secondEnd), !text.isLetter(secondEnd), text[secondEnd] != ":",
              text[secondEnd] != "-", text[secondEnd] != "." || !text.isDigit(secondEnd + 1) else { return nil }
        // The label: the word before, skipping spaces and a colon ("Final: 3–1", "Score final : 2-1").
        var labelEnd = index
        while labelEnd > 0, text.isWhitespace(labelEnd - 1) { labelEnd -= 1 }
        if labelEnd > 0, text[labelEnd - 1] == ":" { labelEnd -= 1 }
        guard let label = text.previousWordLowercased(before: labelEnd),
              let kind = kinds.first(where: { $0.wordsBefore.contains(label) }), separator != "/" || kind.slash == true else { return nil }
        return Token(kind: .score(Numeral(digits: text.string(index..<firstEnd)), Numeral(digits: text.string(firstEnd + 1..<secondEnd)), joiner: kind.joiner),
                     semioticClass: .cardinal, range: index..<secondEnd)
    }
}
