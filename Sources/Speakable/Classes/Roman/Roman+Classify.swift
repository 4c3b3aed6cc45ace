/// Roman numerals, read only where the context says they are numbers (data in `numbers.json`):
/// - with an ordinal suffix (fr "XXIe siècle", "François Ier");
/// - before a noun that takes an ordinal ("XXI век", "XX century", "Ve siècle");
/// - after a noun that takes a cardinal ("Chapter IV", "tome III", "глава V");
/// - after a capitalized name, as a regnal number: fr "Louis XIV" -> "Louis quatorze",
///   en "Henry VIII" -> "Henry the eighth", ru "Пётр I" -> "Пётр первый".
/// Elsewhere ("Sam and I", "CD", "MIX") the letters stay as written.
enum RomanClass {
    @inline(__always) static func isRomanLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar { case "I", "V", "X", "L", "C", "D", "M": true; default: false }
    }
    private static func isRegnalLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar { case "I", "V", "X": true; default: false }
    }

    static func classify(at index: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        guard !text.isLetter(index - 1), !text.isDigit(index - 1) else { return nil }
        var end = index
        while let scalar = text[end], isRomanLetter(scalar) { end += 1 }
        guard end > index else { return nil }
        let roman = context.rules.roman
        // Capitals inside a word ("Le", "Cette") end here, before any string is built.
        if text.isLetter(end), !roman.ordinalSuffixes || OrdinalClass.suffix(in: context, at: end) == nil { return nil }
        guard let value = RomanNumeral.value(of: text.string(index..<end)) else { return nil }
        let numeral = Numeral(digits: String(value))
        let letters = text.string(index..<end)

        // "Le", "Ce", "De" are words: a suffix makes an ordinal only after I, V, X or several letters.
        let suffixAllowed = letters.count > 1 || roman.regnalSingleLetters.contains(letters)
        if roman.ordinalSuffixes, suffixAllowed, let (suffix, written, suffixEnd) = OrdinalClass.suffix(in: context, at: end),
           let kind = OrdinalClass.kind(for: suffix, written: written, value: Int64(value), numeral: numeral, context: context, range: index..<suffixEnd) {
            return Token(kind: kind, semioticClass: .roman, range: index..<suffixEnd)
        }
        guard !text.isLetter(end), !text.isDigit(end) else { return nil }
        // (One letter other than I, V or X is a letter there too: "L кв." and "L квартал" stay.)
        if letters.count > 1 || roman.regnalSingleLetters.contains(letters), let next = text.nextWord(from: end), let feature = roman.ordinalBefore[next] {
            return Token(kind: .ordinal(numeral, agreement(feature)), semioticClass: .roman, range: index..<end)
        }
        // ru "V в. до н. э." -> "пятый век", "в XIX в." -> "в девятнадцатом веке": before an
        // abbreviated noun, the ordinal and the noun, in the case the word before gives the noun
        // as a place or a time (its prepositional form is what "в" looks at).
        if letters.count > 1 || roman.regnalSingleLetters.contains(letters), text[end] == " ",
           let abbreviations = roman.ordinalBeforeAbbreviations,
           let (written, key) = abbreviations.first(where: { text.matches($0.key, at: end + 1) && !text.isLetter(end + 1 + $0.key.unicodeScalars.count) }),
           let located = context.speller.singular(key, in: .prepositional) {
            let grammaticalCase = context.speller.data.governors.grammaticalCase(before: index, after: end, in: text, date: true, unitNoun: located) ?? .nominative
            return Token(kind: .ordinalNoun(numeral, noun: key, case: grammaticalCase), semioticClass: .roman, range: index..<end + 1 + written.unicodeScalars.count)
        }
        // "X-100", "V-8": letters joined by a hyphen to digits or letters are a name.
        if text[end] == "-" || text[end] == "\u{2011}", text.isDigit(end + 1) || text.isLetter(end + 1) { return nil }
        // "I E N F": one letter among spelled letters is a letter.
        if end - index == 1, text[end] == " ", let next = text[end + 1], TextCursor.isUppercase(next), !text.isLetter(end + 2) { return nil }
        // (After an elided article or preposition, the name: fr "d'Henri IV" -> "Henri".)
        let previous = text.previousWord(before: index).map { word -> String in
            guard let apostrophe = word.lastIndex(of: "'"), word.distance(from: word.startIndex, to: apostrophe) <= 2,
                  word[..<apostrophe].allSatisfy(\.isLowercase) else { return word }
            return String(word[word.index(after: apostrophe)...])
        }
        // "Chapter IV", "Глава V"; one letter other than I, V or X is a letter ("Level D", "Part C").
        // ("Super Bowl LIX": a phrase of several words.)
        if let previous, letters.count > 1 || roman.regnalSingleLetters.contains(letters),
           roman.cardinalAfter.contains(previous, before: index, in: text) {
            return Token(kind: .cardinal(numeral, .default), semioticClass: .roman, range: index..<end)
        }
        // ru "XXII зимние Олимпийские игры", "II мировая война": an ordinal agreeing with the
        // adjective after it, a noun after that (only I, V, X and L: "MIX новые треки" stays).
        if let endings = roman.ordinalBeforeAdjectiveEndings, previous.map(isName) != true,
           letters.count > 1 || roman.regnalSingleLetters.contains(letters),
           letters.unicodeScalars.allSatisfy({ isRegnalLetter($0) || $0 == "L" }),
           let adjective = text.nextWord(from: end), adjective.count > 3, adjective.startsLowercase,
           // (Not an ordinal's word a first pass wrote: "X\nV тур" -> "X\nпятый тур" keeps "X".)
           !context.speller.isDayOrdinalWord(adjective),
           let feature = endings.first(where: { adjective.hasSuffix($0.key) })?.value,
           text.nextWord(from: text.wordStart(after: end) + adjective.unicodeScalars.count) != nil {
            return Token(kind: .ordinal(numeral, agreement(feature)), semioticClass: .roman, range: index..<end)
        }
        // Regnal numbers are small (Louis XVIII, Benoît XVI): only I, V and X, which keeps
        // "Washington DC" and "Buy CD" as written.
        if let previous, isName(previous), !roman.notNames.contains(previous), !context.speller.data.unitWords.contains(previous),
           !context.speller.data.titleExpansions.contains(previous), !context.speller.data.capitalizedExpansionEnds.contains(previous),
           // "Numéro XI", "Number XI": the number sign's word is no name (fr "N° XI" reads so).
           previous.lowercased() != context.rules.numberSign,
           letters.unicodeScalars.allSatisfy(isRegnalLetter),
           letters.count > 1 || roman.regnalSingleLetters.contains(letters) {
            // "Final Fantasy VII", "Gold III": no ruler's name, a title's or a tier's number (one
            // letter stays a letter: "Generation X").
            guard isRuler(previous, before: index, in: context) else {
                return letters.count > 1 ? Token(kind: .cardinal(numeral, .default), semioticClass: .roman, range: index..<end) : nil
            }
            if let form = roman.regnalNames?[previous] {
                return Token(kind: .regnal(Int64(value), agreement(form)), semioticClass: .roman, range: index..<end)
            }
            let feminine = roman.feminineNameEndings.contains { previous.hasSuffix($0) }
            return Token(kind: .regnal(Int64(value), Agreement(gender: feminine ? .feminine : .masculine)),
                         semioticClass: .roman, range: index..<end)
        }
        return nil
    }

    /// Whether `name`, the word before `index`, is a ruler's (`rulerNames`, or a form of
    /// `regnalNames`), alone or after one: "Henry", "Петра", "Paul" in "John Paul", "Emmanuel"
    /// in "Victor Emmanuel". Any name is when the language lists none.
    private static func isRuler(_ name: String, before index: Int, in context: ClassifyContext) -> Bool {
        let roman = context.rules.roman
        guard let rulers = roman.rulerNames else { return true }
        if rulers.contains(name) || roman.regnalNames?[name] != nil { return true }
        let text = context.text
        var nameStart = text.wordEnd(before: index)
        nameStart -= name.unicodeScalars.count
        guard nameStart > 0, text.isWhitespace(nameStart - 1), let first = text.previousWord(before: nameStart) else { return false }
        return rulers.contains(first)
    }

    /// A capitalized word, the rest lowercase: "Louis", "Пётр" (not "VVVVVн", "iOS").
    static func isName(_ word: String) -> Bool {
        guard let first = word.first, first.isUppercase else { return false }
        return word.count > 1 && word.dropFirst().allSatisfy { $0.isLowercase }
    }

    /// Whether a Roman letter at `end - 1`, spelled as the last character of a code, would read as
    /// an ordinal on a second pass: before a word that takes one ("XX01I век" spelled "X X ноль один
    /// I век" would become "... первый век"). Such a code stays as written.
    static func spelledLetterTakesOrdinal(endingAt end: Int, in context: ClassifyContext) -> Bool {
        guard let last = context.text[end - 1], isRomanLetter(last), let next = context.text.nextWord(from: end) else { return false }
        return context.rules.roman.ordinalBefore[next] != nil
    }

    static func agreement(_ feature: NumberRules.RomanContext) -> Agreement {
        Agreement(gender: feature.gender ?? .masculine,
                  grammaticalCase: feature.case ?? .nominative,
                  plural: feature.plural ?? false)
    }
}
