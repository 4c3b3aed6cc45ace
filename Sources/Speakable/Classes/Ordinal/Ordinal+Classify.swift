/// Ordinals written with a suffix: fr "1er", "1re", "2e", "21e", "XXIe"; en "1st", "22nd";
/// ru "1-й", "2-я", "3-е", "5-го", "1990-е". The suffixes and what they mean are data
/// (`ordinalSuffixes` in `numbers.json`).
enum OrdinalClass {
    static func classify(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        // "000e", "0e": no ordinal of zero.
        guard literal.isPlainInteger, !literal.negative, let value = Int64(literal.integer), value > 0, literal.integer.first != "0" else { return nil }
        guard let (suffix, written, end) = suffix(in: context, at: literal.range.upperBound) else { return nil }
        let numeral = Numeral(digits: literal.integer)
        let range = literal.range.lowerBound..<end
        if let kind = kind(for: suffix, written: written, value: value, numeral: numeral, context: context, range: range) {
            if case let .ordinal(_, agreement) = kind, let (noun, unitEnd) = unit(after: range.upperBound, suffix: suffix, agreement: agreement, in: context) {
                return Token(kind: .ordinalNoun(numeral, noun: noun, case: agreement.grammaticalCase), semioticClass: .ordinal, range: range.lowerBound..<unitEnd)
            }
            return Token(kind: kind, semioticClass: .ordinal, range: range)
        }
        return nil
    }

    /// A unit symbol after a space, counted by the ordinal before it in the singular: "the 3rd
    /// km", fr "au 3e km", ru "66-й км", "на 3-м км"; its noun and where it ends. The suffix's
    /// gender, where it has one, is the noun's ("1re km" is no kilometer's); the noun must have
    /// its singular in the case (`NumberSpeller.singular`).
    private static func unit(after end: Int, suffix: NumberRules.OrdinalSuffix, agreement: Agreement, in context: ClassifyContext) -> (String, Int)? {
        let text = context.text
        // (Not letters an abbreviation reads: "his 44th HR" is a home run.)
        // (Nor a weekday's: ru "каждый 2-й вт" is a Tuesday.)
        guard !agreement.plural, text[end] == " ", text.isLetter(end + 1), !AbbreviationClass.matches(at: end + 1, in: context),
              context.dates.weekdayAbbreviations.flatMap({ WeekdayClass.match(at: end + 1, $0, maxLength: context.dates.weekdayAbbreviationLength, in: text) }) == nil,
              let (unit, unitEnd) = MeasureClass.unit(after: end, in: context), unit.after.isEmpty, !unit.word,
              !text.isLetter(unitEnd), !text.isDigit(unitEnd), text[unitEnd] != "/",
              let noun = context.speller.data.nouns[unit.noun], suffix.gender == nil || suffix.gender == noun.gender,
              context.speller.singular(unit.noun, in: agreement.grammaticalCase) != nil else { return nil }
        return (unit.noun, unitEnd)
    }

    /// The suffix at `index` (after an optional hyphen in Russian), longest first, followed by a
    /// word boundary.
    static func suffix(in context: ClassifyContext, at index: Int) -> (NumberRules.OrdinalSuffix, String, Int)? {
        let text = context.text
        // Most numbers are followed by a space or punctuation: no suffix to look for.
        guard let next = text[index], next == "-" || next == "\u{2011}" || next == "°" || text.isLetter(index) else { return nil }
        var start = index
        if next == "-" || next == "\u{2011}", text.isLetter(start + 1) { start += 1 }
        for candidate in context.speller.sortedOrdinalSuffixes where text.matches(candidate.scalars, at: start) {
            let end = start + candidate.scalars.count
            if text.isLetter(end) || text.isDigit(end) { continue }
            return (candidate.suffix, candidate.written, end)
        }
        return nil
    }

    /// Whether an ordinal suffix can follow `value`: fr "1er" but not "10er", en "21st" but not
    /// "3th" (the suffix's `only`, `except` and CLDR ordinal category).
    static func fits(_ suffix: NumberRules.OrdinalSuffix, value: Int64, in context: ClassifyContext) -> Bool {
        guard allows(suffix, value) else { return false }
        if let category = suffix.category, context.speller.ordinalCategory(value).rawValue != category { return false }
        return true
    }

    /// The suffix's `only` and `except` lists.
    private static func allows(_ suffix: NumberRules.OrdinalSuffix, _ value: Int64) -> Bool {
        if let only = suffix.only, !only.contains(Int(clamping: value)) { return false }
        if let except = suffix.except, except.contains(Int(clamping: value)) { return false }
        return true
    }

    /// The token for a number with a suffix, or nil when the suffix cannot belong to it.
    static func kind(for suffix: NumberRules.OrdinalSuffix, written: String, value: Int64, numeral: Numeral,
                     context: ClassifyContext, range: Range<Int>) -> Token.Kind? {
        let start = range.lowerBound
        if let digits = suffix.cardinalLastDigits {
            let teen = (10...19).contains(value % 100)
            if teen ? suffix.cardinalTeens == true : digits.contains(Int(value % 10)) {
                // The suffix says which cases it can end (ru "-х": genitive or prepositional). The
                // noun after the suffixed number chooses the preposition's case ("с 5-ю друзьями").
                var governed = context.speller.data.governors.grammaticalCase(before: start, after: range.upperBound, in: context.text)
                    .flatMap { (suffix.cardinalCases ?? []).contains($0) ? $0 : nil }
                if governed == nil, let endings = suffix.cardinalBeforeNounEndings, let noun = context.text.nextWordLowercased(from: range.upperBound),
                   endings.contains(where: { noun.hasSuffix($0) && noun.count > $0.count + 1 }) {
                    governed = suffix.cardinalCases?.first
                }
                if governed != nil || suffix.cardinalOnlyWhenGoverned != true {
                    return .cardinal(numeral, Agreement(grammaticalCase: governed ?? suffix.case ?? .genitive))
                }
            }
        }
        guard allows(suffix, value) else { return nil }
        if let word = suffix.word { return .ordinalWord(word) }
        if let category = suffix.category {
            // English: "1st" must be an ordinal "one" (CLDR ordinal plural rules), else "3th" is
            // read as the number and its suffix.
            guard context.speller.ordinalCategory(value).rawValue == category else {
                return .cardinalWithSuffix(numeral, written)
            }
            return .ordinal(numeral, .default)
        }
        var agreement = Agreement()
        agreement.gender = suffix.gender ?? .masculine
        agreement.grammaticalCase = suffix.case ?? .nominative
        agreement.plural = suffix.plural ?? false
        // ("Ваше 50-е пожертвование": before a neuter noun the singular, not the decade.)
        if suffix.decadePlural == true, value >= 10, value % 10 == 0,
           context.speller.data.genderGuess.gender(after: range.upperBound, category: .one, in: context.text) != .neuter { agreement.plural = true }
        if suffix.obliqueFeminine == true,
           var governed = context.speller.data.governors.grammaticalCase(before: start, after: range.upperBound, in: context.text) {
            // "в 21-й серии": after "в" or "на", "-й" before a feminine noun is the prepositional
            // (the accusative would be "-ю"); before a masculine one the accusative ("на 3-й путь").
            // The noun's gender is read from its form after 2-4 ("серии", "минуте" as "минуты").
            if governed == .accusative, let previous = context.text.previousWordLowercased(before: start),
               context.speller.data.governors.mayGovern(.prepositional, word: previous),
               context.speller.data.genderGuess.gender(after: range.upperBound, category: .few, in: context.text) == .feminine {
                governed = .prepositional
            }
            if governed == .genitive || governed == .dative || governed == .instrumental || governed == .prepositional {
                agreement.gender = .feminine
                agreement.grammaticalCase = governed
            }
        } else if suffix.obliqueFeminine == true, suffix.gender == .masculine, let next = context.text.nextWordLowercased(from: range.upperBound),
                  context.speller.data.genderGuess.gender(ofFewForm: next) == .feminine {
            // "гипертензия 1-й степени" -> "первой степени": with no governing word, "-й" before a
            // feminine noun in the form its ending gives after 2-4 (`noun-few`: "-и", "-ы", an
            // oblique case) is that noun's feminine form ("-ой" in the genitive, dative,
            // instrumental and prepositional alike).
            agreement.gender = .feminine
            agreement.grammaticalCase = .genitive
        }
        if let alternative = suffix.withoutPrepositional {
            let governors = context.speller.data.governors
            let previous = context.text.previousWordLowercased(before: start)
            // (With no word before it, "84-м" alone keeps the suffix's own case.)
            let prepositional = previous.map { word in
                governors.grammaticalCase(of: word) == .prepositional || governors.mayGovern(.prepositional, word: word)
                    || word.count > 3 && (context.rules.prepositionalAdjectiveEndings ?? []).contains { word.hasSuffix($0) }
            } ?? true
            // ("в 1-м и 8-м вагонах": a plural noun after it whose ending says the prepositional,
            // `plural-case` rows, says so whatever word comes before.)
            let nounSays = context.speller.data.genderGuess.pluralCase(after: range.upperBound, category: .many, in: context.text) == .prepositional
            if !prepositional, !nounSays { agreement.grammaticalCase = alternative }
        }
        if !agreement.plural, let endings = suffix.pluralBeforeEndings, let next = context.text.nextWordLowercased(from: range.upperBound),
           next.count > 2, endings.contains(where: { next.hasSuffix($0) }) {
            agreement.plural = true
        }
        if !agreement.plural, let determiners = context.rules.ordinalPluralAfter,
           let previous = context.text.previousWordLowercased(before: start), determiners.contains(previous),
           let next = context.text.nextWordLowercased(from: range.upperBound), next.count > 2, next.hasSuffix("s") || next.hasSuffix("x") {
            agreement.plural = true
        }
        return .ordinal(numeral, agreement)
    }
}

