/// Scores and aspect ratios written with a colon or a dash after a word that says so: en "Score
/// 3:2" / "Final: 3–1" -> "three to one", "Aspect ratio 16:9" -> "sixteen by nine"; fr "Score
/// final : 2-1" -> "deux à un"; ru "Счёт 3:2" -> "три-два". The words and joiners are data
/// (`scores` in `ranges.json`); without such a word, the usual aspect ratios ("16:9") are ratios,
/// one digit on each side of a colon is read with the first joiner ("Matched 2:1" -> "two to
/// one"), and "3-1" reads as before.
enum ScoreClass {
    static func classify(at index: Int, in context: ClassifyContext) -> Token? {
        guard let kinds = context.speller.data.ranges.scores, !kinds.isEmpty else { return nil }
        let text = context.text
        let firstEnd = text.digitRunEnd(from: index)
        // "3–1", and a dash between spaces: "Paris 2 – 1 Marseille". (Between names, a colon
        // before one digit: ru "Спартак 2:1 Зенит"; "10:05" is a time.)
        let spaced = text[firstEnd] == " " && text[firstEnd + 2] == " " && text[firstEnd + 1].map(isDash) == true
        let separatorAt = spaced ? firstEnd + 1 : firstEnd
        let secondStart = spaced ? firstEnd + 3 : firstEnd + 1
        guard firstEnd - index <= 3, let separator = text[separatorAt], separator == ":" || isDash(separator) || separator == "/",
              text.isDigit(secondStart) else { return nil }
        let secondEnd = text.digitRunEnd(from: secondStart)
        guard secondEnd - secondStart <= 3, !text.isDigit(secondEnd), !text.isLetter(secondEnd), text[secondEnd] != ":",
              text[secondEnd] != "-", text[secondEnd] != "." || !text.isDigit(secondEnd + 1) else { return nil }
        let first = Numeral(digits: text.string(index..<firstEnd)), second = Numeral(digits: text.string(secondStart..<secondEnd))
        // The label: the word before, skipping spaces and a colon ("Final: 3–1", "Score final : 2-1").
        var labelEnd = text.wordEnd(before: index)
        if labelEnd > 0, text[labelEnd - 1] == ":" {
            labelEnd -= 1
            labelEnd = text.wordEnd(before: labelEnd)
        }
        // ("Set 3: 25-23", fr "Manche 3 : 25-23": a label word and its number before the colon.)
        if labelEnd < index, text.isDigit(labelEnd - 1) {
            var numberStart = labelEnd - 1
            while numberStart > 0, text.isDigit(numberStart - 1) { numberStart -= 1 }
            if labelEnd - numberStart <= 2, numberStart > 1, text[numberStart - 1] == " " { labelEnd = numberStart }
        }
        let kind: RangeRules.Score
        if let label = text.previousWordLowercased(before: labelEnd), let labelled = kinds.first(where: { $0.wordsBefore.contains(label) }) {
            guard separator != "/" || labelled.slash == true else { return nil }
            // (Out of a grading scale's total, a count: ru "Результат: 98/100" -> "из ста".)
            if separator == "/", let a = first.value, let b = second.value, a <= b,
               context.speller.data.ranges.ratio.scaleTotals.contains(b) { return nil }
            kind = labelled
        } else if isDash(separator) || separator == ":" && secondEnd - secondStart == 1,
                  let named = kinds.first(where: { $0.betweenNames == true }), labelEnd == index - 1,
                  let before = text.previousWord(before: labelEnd), isTeamName(before),
                  !context.speller.data.labelWords.contains(before.lowercased()), !context.speller.data.ranges.ratio.wordsBefore.contains(before),
                  text[secondEnd] == " ", let after = text.nextWord(from: secondEnd), isTeamName(after),
                  let a = first.value, let b = second.value, a >= b {
            kind = named
        } else if separator == ":", secondEnd - secondStart == 1, firstEnd - index <= 2, !text.isLetter(index - 1), !text.isDigit(index - 1),
                  text[index - 1] != ":", text[index - 1] != ".",
                  let bare = kinds.first(where: { $0.bare?.contains(text.string(index..<secondEnd)) == true }) {
            kind = bare
        } else if separator == ":", secondEnd - secondStart == 1, firstEnd - index == 1, !text.isLetter(index - 1), !text.isDigit(index - 1),
                  text[index - 1] != ":", text[index - 1] != ".", text[index - 1] != "/", let first = kinds.first {
            // "Matched 2:1", "Ratio 1:1": one digit on each side is no time, a ratio read as a score.
            kind = first
        } else {
            return nil
        }
        return Token(kind: .score(first, second, joiner: kind.joiner), semioticClass: .cardinal, range: index..<secondEnd)
    }

    /// A capitalized name ("Lyon", "Зенит") or a team's initials ("OM", "PSG", "ЦСКА").
    private static func isTeamName(_ word: String) -> Bool {
        RomanClass.isName(word) || (2...5).contains(word.count) && word.allSatisfy { $0.isUppercase }
    }

    private static func isDash(_ scalar: Unicode.Scalar) -> Bool { scalar == "-" || scalar == "\u{2013}" || scalar == "\u{2014}" }
}
