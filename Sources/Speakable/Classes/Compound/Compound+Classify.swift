/// Compound adjectives written with a number: ru "5-этажный" -> "пятиэтажный", "20-процентная"
/// -> "двадцатипроцентная", "100-летний" -> "столетний". The number's stem is the number in the
/// case the data gives (genitive), joined to the word; the adjective endings and the stems that
/// differ are data (`compounds` in `numbers.json`). fr and en have none.
///
/// en: a number joined to a unit symbol before a noun is an adjective with the unit's singular
/// noun: "a 10-min walk" -> "a ten-minute walk", "a 5-km run" -> "a five-kilometer run"
/// (`unitAdjectives` in `numbers.json`).
enum CompoundClass {
    static func classify(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        guard literal.isPlainInteger, !literal.negative else { return nil }
        let text = context.text
        let hyphen = literal.range.upperBound
        // ru "3 комн. кв.": with a space, only an abbreviated adjective with its noun (below).
        let spaced = text[hyphen] == " " && context.rules.compounds != nil
        guard text[hyphen] == "-" || text[hyphen] == "\u{2011}" || spaced, text.isLetter(hyphen + 1) else { return nil }
        if context.rules.unitAdjectives == true { return unitAdjective(literal, in: context) }
        guard let compounds = context.rules.compounds else { return nil }
        // "2-комн. кв.": an abbreviated adjective (and the noun after it) of the data.
        for pair in compounds.abbreviations ?? [] where pair.count == 2 && text.matches(pair[0], at: hyphen + 1) && (!spaced || pair[0].utf8.contains(UInt8(ascii: " "))) {
            let abbreviationEnd = hyphen + 1 + pair[0].unicodeScalars.count
            guard !text.isLetter(abbreviationEnd), !text.isDigit(abbreviationEnd) else { continue }
            return Token(kind: .compound(Numeral(digits: literal.integer), word: pair[1]), semioticClass: .cardinal, range: literal.range.lowerBound..<abbreviationEnd)
        }
        guard !spaced else { return nil }
        let end = text.letterRunEnd(from: hyphen + 1)
        // The whole word, lowercase, not followed by another hyphenated part.
        guard !text.isDigit(end), text[end] != "-" else { return nil }
        let word = text.string(hyphen + 1..<end)
        guard word == word.lowercased(), word.unicodeScalars.count > 3,
              compounds.endings.contains(where: { word.hasSuffix($0) && word.count > $0.count + 1 }) else { return nil }
        return Token(kind: .compound(Numeral(digits: literal.integer), word: word), semioticClass: .cardinal, range: literal.range.lowerBound..<end)
    }

    /// "10-min walk": a unit symbol of `units.tsv` glued by the hyphen, then a space and a
    /// lowercase word (the noun it describes), or a capitalized one after a symbol of two letters
    /// or more ("30-min HIIT"; "Form 10-K Filing" keeps its K); units with words after their noun
    /// ("km/h") stay.
    private static func unitAdjective(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        let text = context.text
        let start = literal.range.upperBound + 1
        guard let (unit, end) = context.speller.data.units.match(text, after: start), unit.after.isEmpty,
              !text.isLetter(end), !text.isDigit(end), text[end] == " ", let next = text[end + 1],
              TextCursor.isLowercase(next) || TextCursor.isUppercase(next) && end - start >= 2,
              context.speller.data.nouns[unit.noun] != nil else { return nil }
        return Token(kind: .unitAdjective(Numeral(digits: literal.integer), noun: unit.noun), semioticClass: .measure, range: literal.range.lowerBound..<end)
    }
}
