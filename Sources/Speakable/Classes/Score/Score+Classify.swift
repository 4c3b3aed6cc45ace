/// Scores and aspect ratios written with a colon or a dash after a word that says so: en "Score
/// 3:2" / "Final: 3–1" -> "three to one", "Aspect ratio 16:9" -> "sixteen by nine"; fr "Score
/// final : 2-1" -> "deux à un"; ru "Счёт 3:2" -> "три два". The words and joiners are data
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
        // (A month after it makes days of them: ru "Период: 1–31 мая" is a span of days.)
        if text[secondEnd] == " ", DateClass.monthWord(at: secondEnd + 1, in: context) != nil { return nil }
        let first = Numeral(digits: text.string(index..<firstEnd)), second = Numeral(digits: text.string(secondStart..<secondEnd))
        // The label: the word before, skipping spaces and a colon ("Final: 3–1", "Score final : 2-1").
        var labelEnd = text.wordEnd(before: index)
        // (And a separator's middle dot before a dash's pair: "Half-time · 0–0"; "Video · 3:07" is
        // a length.)
        if labelEnd > 0, text[labelEnd - 1] == ":" || text[labelEnd - 1] == "\u{00B7}" && labelEnd - 1 > 0 && text[labelEnd - 2] == " " && isDash(separator) {
            labelEnd -= 1
            labelEnd = text.wordEnd(before: labelEnd)
        }
        // (An abbreviated label's period: "Agg. 4–3".)
        if labelEnd > 1, labelEnd < index, text[labelEnd - 1] == ".", text.isLetter(labelEnd - 2) { labelEnd -= 1 }
        // ("Set 3: 25-23", fr "Manche 3 : 25-23": a label word and its number before the colon.)
        if labelEnd < index, text.isDigit(labelEnd - 1) {
            var numberStart = labelEnd - 1
            while numberStart > 0, text.isDigit(numberStart - 1) { numberStart -= 1 }
            if labelEnd - numberStart <= 2, numberStart > 1, text[numberStart - 1] == " " { labelEnd = numberStart }
        }
        // ("Wins 6–4, 7–6", "Sets: 6-4, 3-6": a score after others in a list takes their label.)
        var pairs = 0
        while pairs < 5, labelEnd > 0, labelEnd < index, text[labelEnd - 1] == ",", let pairStart = Self.pairStart(endingAt: labelEnd - 1, in: text) {
            labelEnd = text.wordEnd(before: pairStart)
            if labelEnd > 0, text[labelEnd - 1] == ":" { labelEnd = text.wordEnd(before: labelEnd - 1) }
            pairs += 1
        }
        let kind: RangeRules.Score
        // (Two words win over the last alone: "aspect ratio 16:9" -> "by", "ratio 1:2" -> "to";
        // they are built only after a label word.)
        // (A kind written with a slash only is no label before a colon or a dash: "Vision 3:2".)
        let reads = { (kind: RangeRules.Score) in
            (separator == "/" || kind.slashOnly != true) && (kind.denominators.map { set in second.value.map(set.contains) ?? false } ?? true)
                && (kind.maxProportion.map { most in
                    guard let a = first.value, let b = second.value, a > 0, b > 0 else { return false }
                    return max(a, b) <= most * min(a, b)
                } ?? true)
        }
        if let label = text.previousWordLowercased(before: labelEnd), let single = kinds.first(where: { $0.wordsBefore.contains(label) && reads($0) }),
           case let labelled = text.previousWordLowercased(before: text.wordEnd(before: labelEnd) - label.unicodeScalars.count)
               .flatMap({ word in kinds.first(where: { $0.wordsBefore.contains("\(word) \(label)") && reads($0) }) }) ?? single {
            guard separator != "/" || labelled.slash == true else { return nil }
            // (Out of a grading scale's total, a count: ru "Результат: 98/100" -> "из ста".)
            if separator == "/", let a = first.value, let b = second.value, a <= b,
               context.speller.data.ranges.ratio.scaleTotals.contains(b) { return nil }
            // ("Ratio 16:9": a screen's shape is read as one.)
            let bare = separator == ":" && labelled.yieldsToBare == true
                ? kinds.first(where: { $0.bare?.contains(text.string(index..<secondEnd)) == true }) : nil
            kind = bare ?? labelled
        } else if isDash(separator) || separator == ":" && secondEnd - secondStart == 1,
                  let named = kinds.first(where: { $0.betweenNames == true }), labelEnd == index - 1,
                  let before = text.previousWord(before: labelEnd), isTeamName(before), context.rules.modelMakers?.contains(before) != true,
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
        } else if separator == "/", TextCursor.isSpace(text[secondEnd]),
                  let measured = kinds.first(where: { $0.slash == true && $0.unitsAfter?.contains(where: { text.matches($0, at: secondEnd + 1) }) == true }) {
            // "128/82 mmHg": a pair of the unit that reads it so.
            kind = measured
        } else if separator == "/", !text.isDigit(index - 1), !text.isLetter(index - 1), text[index - 1] != "/", let a = first.value, let b = second.value,
                  (80...250).contains(a), (40...150).contains(b), a > b, b * 3 >= a, !(labelEnd < index && context.speller.data.ranges.ratio.wordsBefore.contains(text.previousWordLowercased(before: labelEnd) ?? "")),
                  let measured = kinds.first(where: { $0.slash == true && $0.unitsAfter != nil }) {
            // "7-day average: 131/85", "Goal: below 120/80": a pair that only a blood pressure
            // writes so (a systolic above its diastolic), read as that unit's pair is.
            kind = measured
        } else {
            return nil
        }
        return Token(kind: .score(first, second, joiner: kind.joiner), semioticClass: .cardinal, range: index..<secondEnd)
    }

    /// A capitalized name ("Lyon", "Зенит") or a team's initials ("OM", "PSG", "ЦСКА").
    private static func isTeamName(_ word: String) -> Bool {
        RomanClass.isName(word) || (2...5).contains(word.count) && word.allSatisfy { $0.isUppercase }
    }

    /// Where a pair of one to three digits each side of a dash, colon or slash ("6–4") starts,
    /// when it ends at `end`; nil for anything else.
    private static func pairStart(endingAt end: Int, in text: TextCursor) -> Int? {
        var start = end
        while start > 0, text.isDigit(start - 1) { start -= 1 }
        guard (1...3).contains(end - start), let separator = text[start - 1], separator == ":" || separator == "/" || isDash(separator) else { return nil }
        let second = start - 1
        var first = second
        while first > 0, text.isDigit(first - 1) { first -= 1 }
        guard (1...3).contains(second - first), !text.isLetter(first - 1), !text.isDigit(first - 1) else { return nil }
        return first
    }

    private static func isDash(_ scalar: Unicode.Scalar) -> Bool { scalar == "-" || scalar == "\u{2013}" || scalar == "\u{2014}" }
}
