import Foundation

/// The gender of a noun the data does not list, from its ending or from an adjective before it
/// (`Resources/<lang>/gender-endings.tsv`): the number agrees with the noun as written.
///
/// ```swift
/// // ru "1 новое сообщение" -> neuter ("одно"), "через 1 неделю" -> feminine ("одну"),
/// // "2 новые заявки" -> the adjective is plural, the noun "заявки" feminine ("две");
/// // fr "1 nouvelle notification" -> feminine ("une"). en: no table, no guess.
/// ```
struct GenderGuess: Sendable {
    /// What an ending row applies to.
    enum Kind: String, Sendable, CaseIterable {
        /// A noun after any number.
        case noun
        /// A noun after a number of the plural category `one` (ru nominative or accusative singular).
        case nounOne = "noun-one"
        /// A noun after a number of the category `few` (ru genitive singular).
        case nounFew = "noun-few"
        /// A noun in the dative singular after 1 (ru "по 1 штуке": feminine, "по 1 рублю": masculine).
        case nounDative = "noun-dative"
        /// A noun in the prepositional singular after 1, where its ending tells: ru "на 1 поездке"
        /// (a feminine "-ка": "одной"); other endings stay masculine ("в 1 парке").
        case nounPrepositional = "noun-prepositional"
        /// A noun in the instrumental singular after 1: ru "с 1 пересадкой" (feminine "-ой":
        /// "одной"), "с 1 ребёнком" (masculine "-ом": "одним").
        case nounInstrumental = "noun-instrumental"
        /// A noun in the genitive plural, after a number of the category `many`: ru "от 1 до 5
        /// таблеток" (a feminine "-ка": "от одной").
        case nounMany = "noun-many"
        /// An adjective between the number and its noun.
        case adjective
        /// A plural adjective, which says nothing of the gender: the noun after it decides.
        case skip
        /// A noun's ending that a `skip` ending would take for a plural adjective's (ru "-ение":
        /// "1 приглашение ожидает ответа" -> "одно").
        case notSkip = "not-skip"
        /// One word with its gender (the exceptions to the endings).
        case word
        /// A word after a number that is not its noun ("для", "или"): no guess.
        case notNoun = "not-noun"
        /// A noun with no singular (ru "сутки", "ножницы"), in any of its forms: the number
        /// takes the plural ("одни сутки") or a collective ("двое суток").
        case pluralOnly = "plural-only"
        /// A noun counted with ordinals ("этаж": "на 5 этаже" -> "на пятом этаже"), with its gender.
        case ordinalNoun = "ordinal-noun"
        /// A noun counted with ordinals only, never counted by a number: ru "число" (the day of a
        /// month), so that "до 21 числа" is "до двадцать первого числа" where "до 21 места" counts
        /// seats.
        case ordinalOnlyNoun = "ordinal-only-noun"
        /// A noun counted with ordinals that a lone "1" opening a phrase names rather than counts:
        /// ru "Матанализ · 1 курс" -> "первый курс", "1 этаж" -> "первый этаж" (after a word, a
        /// count: "Свободен 1 курс" -> "один").
        case ordinalFirstNoun = "ordinal-first-noun"
        /// The plural mark to strip before matching (fr "s": "nouvelles notifications").
        case pluralSuffix = "plural-suffix"
        /// A plural noun ending that says the case the number takes where no word governs it
        /// (ru "-ам": dative, "отправлен 2 получателям" -> "двум получателям").
        case pluralCase = "plural-case"
        /// The same after a number of the category `few` only, where the noun would be in the
        /// genitive singular: ru "-ок", "-ов" ("Чистка 3 рубашек" -> "трёх рубашек"; after five
        /// "рубашек" is the nominative's noun).
        case pluralCaseAfterFew = "plural-case-after-few"
    }

    /// An ending as UTF-8 bytes, compared in place with a word's bytes.
    private struct Ending: Sendable {
        var bytes: [UInt8]
        var scalars: Int
        var gender: Gender
    }

    /// Endings per kind, indexed by `slot(_:)`, longest first.
    private var endings: [[Ending]] = Array(repeating: [], count: 8)
    private var words: [String: Gender] = [:]
    /// Frequent nouns whose ending misleads (fr `noun-genders.tsv`), after `words`.
    var generated = SortedWordGenders() {
        didSet { isEmpty = isEmpty && generated.isEmpty }
    }
    private var notNouns: Set<String> = []
    private var pluralOnly = WordSet()
    private var ordinalNouns = WordDictionary<Gender>()
    private var ordinalOnlyNouns: Set<String> = []
    private var ordinalFirstNouns: Set<String> = []
    /// Noun endings that also say the case (ru "-у"/"-ю" after 1: accusative, "21 минуту").
    /// The case a `noun-one` ending says, longest ending first (a dictionary's order would let
    /// "ю" win over "телю" in one process and not in the next).
    private var endingCases: [(ending: String, grammaticalCase: GrammaticalCase)] = []
    /// Plural noun endings that say the case (`plural-case` rows), longest first.
    private var pluralEndingCases: [(ending: String, grammaticalCase: GrammaticalCase)] = []
    private var pluralEndingCasesAfterFew: [(ending: String, grammaticalCase: GrammaticalCase)] = []
    /// Last scalars of those endings: a cheap test before a word is built.
    private var pluralEndingFinals = ScalarSet()
    /// fr: a final "s" is the plural mark ("nouvelles notifications").
    private var pluralSuffix: String?

    /// Whether the language has no table (en): every question answers nil at once.
    private(set) var isEmpty = true

    /// Where a kind's endings are kept (kinds without endings have none).
    private static func slot(_ kind: Kind) -> Int? {
        switch kind {
        case .noun: 0
        case .nounOne: 1
        case .nounFew: 2
        case .nounDative: 3
        case .adjective: 4
        case .nounPrepositional: 5
        case .nounInstrumental: 6
        case .nounMany: 7
        case .skip, .notSkip, .word, .notNoun, .pluralOnly, .ordinalNoun, .ordinalOnlyNoun, .ordinalFirstNoun, .pluralSuffix, .pluralCase, .pluralCaseAfterFew: nil
        }
    }

    /// The gender a listed word has: `word` rows first, then the generated list.
    private func listed(_ word: String) -> Gender? { words[word] ?? generated.gender(of: word) }

    /// Whether `word` ends as a plural adjective ("новые") and not as a noun that looks like one
    /// ("приглашение").
    private func isPluralAdjective(_ word: String) -> Bool {
        Self.first(in: skipEndings, of: word) != nil && Self.first(in: notSkipEndings, of: word) == nil
    }

    /// `.skip` endings: plural adjectives, whose gender is not read.
    private var skipEndings: [Ending] = []
    private var notSkipEndings: [Ending] = []

    init() {}

    init(rows: [DataTable.Row]) throws(LanguageDataError) {
        for row in rows {
            guard let kind = try row.value("kind", as: Kind.self), let text = row["text"], !text.isEmpty else {
                throw LanguageDataError(file: row.file, line: row.line, expected: "a kind and an ending or word")
            }
            let gender = try row.value("gender", as: Gender.self)
            switch kind {
            case .word:
                guard let gender else { throw LanguageDataError(file: row.file, line: row.line, expected: "the word's gender") }
                words[text] = gender
            case .notNoun:
                notNouns.insert(text)
            case .pluralOnly:
                pluralOnly.insert(text)
            case .ordinalNoun, .ordinalOnlyNoun, .ordinalFirstNoun:
                guard let gender else { throw LanguageDataError(file: row.file, line: row.line, expected: "the noun's gender") }
                ordinalNouns[text] = gender
                if kind == .ordinalOnlyNoun { ordinalOnlyNouns.insert(text) }
                if kind == .ordinalFirstNoun { ordinalFirstNouns.insert(text) }
            case .pluralSuffix:
                pluralSuffix = text
            case .pluralCase, .pluralCaseAfterFew:
                guard let grammaticalCase = try row.value("case", as: GrammaticalCase.self) else {
                    throw LanguageDataError(file: row.file, line: row.line, expected: "the case the ending says")
                }
                if kind == .pluralCase { pluralEndingCases.append((text, grammaticalCase)) } else { pluralEndingCasesAfterFew.append((text, grammaticalCase)) }
                if let last = text.unicodeScalars.last { pluralEndingFinals.insert(last) }
            case .skip:
                skipEndings.append(Ending(bytes: Array(text.utf8), scalars: text.unicodeScalars.count, gender: .masculine))
            case .notSkip:
                notSkipEndings.append(Ending(bytes: Array(text.utf8), scalars: text.unicodeScalars.count, gender: .masculine))
            case .noun, .nounOne, .nounFew, .nounDative, .nounPrepositional, .nounInstrumental, .nounMany, .adjective:
                guard let gender, let slot = Self.slot(kind) else {
                    throw LanguageDataError(file: row.file, line: row.line, expected: "the gender the ending gives")
                }
                endings[slot].append(Ending(bytes: Array(text.utf8), scalars: text.unicodeScalars.count, gender: gender))
                if kind == .nounOne, let grammaticalCase = try row.value("case", as: GrammaticalCase.self) { endingCases.append((text, grammaticalCase)) }
            }
        }
        // Longest endings first.
        for slot in endings.indices { endings[slot].sort { $0.scalars > $1.scalars } }
        isEmpty = endings.allSatisfy { $0.isEmpty } && words.isEmpty
        skipEndings.sort { $0.scalars > $1.scalars }
        pluralEndingCases.sort { $0.ending.count > $1.ending.count }
        pluralEndingCasesAfterFew.sort { $0.ending.count > $1.ending.count }
        endingCases.sort { $0.ending.count > $1.ending.count }
    }

    /// The case a plural noun's ending says after a number no word governs (`plural-case` rows):
    /// ru "2 получателям" -> dative, "с 3 друзьями" needs none. The noun stays as written; the
    /// number agrees with it.
    func pluralCase(after end: Int, category: PluralCategory, in text: TextCursor) -> GrammaticalCase? {
        guard !pluralEndingCases.isEmpty || !pluralEndingCasesAfterFew.isEmpty else { return nil }
        let start = text.wordStart(after: end)
        guard start > end, text.isLetter(start) else { return nil }
        let wordEnd = text.letterRunEnd(from: start)
        guard let last = text[wordEnd - 1], pluralEndingFinals.contains(last) else { return nil }
        let word = text.lowercasedString(start..<wordEnd)
        // (Not a noun with no singular: "2 суток" -> "двое суток".)
        guard listed(word) == nil, !notNouns.contains(word), !pluralOnly.contains(word) else { return nil }
        let plain = PlainText.isPlain(word)
        let ends = { (row: (ending: String, grammaticalCase: GrammaticalCase)) in PlainText.endsWith(word, row.ending, after: 2, plain: plain) }
        if category == .few, let row = pluralEndingCasesAfterFew.first(where: ends) { return row.grammaticalCase }
        return pluralEndingCases.first(where: ends)?.grammaticalCase
    }

    /// The noun after `end` (spaces and plural adjectives skipped), lowercased, when it is a word
    /// this table says nothing against (not a listed non-noun): ru "2–4 новых игрока" -> "игрока".
    func nounWord(after end: Int, in text: TextCursor) -> String? {
        guard !isEmpty else { return nil }
        let start = text.wordStart(after: end)
        guard start > end, text.isLetter(start) else { return nil }
        let wordEnd = text.letterRunEnd(from: start)
        var word = text.lowercasedString(start..<wordEnd)
        // "2 новых игрока": the noun after a plural adjective; "21 задание" (nothing after): the
        // word itself.
        if isPluralAdjective(word), let (next, _) = nextNoun(after: wordEnd, in: text) { word = next }
        // ("с 2 доп. водителями": past an abbreviated adjective, its period and a lowercase word.)
        else if Self.abbreviatedBeforeWord(start..<wordEnd, in: text) {
            word = text.lowercasedString(wordEnd + 2..<text.letterRunEnd(from: wordEnd + 2))
        }
        return notNouns.contains(word) ? nil : word
    }

    /// Whether the letters at `word` are a short abbreviation with its period, then a space and
    /// a lowercase word: an abbreviated adjective before its noun ("2 доп. водителя").
    private static func abbreviatedBeforeWord(_ word: Range<Int>, in text: TextCursor) -> Bool {
        text[word.upperBound] == "." && word.count <= 5 && text[word.upperBound + 1] == " "
            && text[word.upperBound + 2].map(TextCursor.isLowercase) == true
    }

    /// Whether the noun after `end`, in the nominative, is plural: ru "Доп. услуги" (its ending is
    /// one of the `noun-few` endings, the nominative plural of nouns that end so after two).
    func isPlural(after end: Int, in text: TextCursor) -> Bool {
        guard let (word, _) = nextNoun(after: end, in: text), listed(word) == nil, word.count > 2 else { return false }
        return match(word, .nounFew) != nil || pluralOnly.contains(word)
    }

    /// Whether the word after `end` may be a noun (letters, not a listed non-noun: ru "ср. выше").
    func mayBeNoun(after end: Int, in text: TextCursor) -> Bool { nextNoun(after: end, in: text) != nil }

    /// The word after `end` when it may be a noun (letters, not a listed non-noun), and its end.
    private func nextNoun(after end: Int, in text: TextCursor) -> (String, Int)? {
        let start = text.wordStart(after: end)
        guard start > end, text.isLetter(start) else { return nil }
        let wordEnd = text.letterRunEnd(from: start)
        let word = text.lowercasedString(start..<wordEnd)
        return notNouns.contains(word) ? nil : (word, wordEnd)
    }

    /// The gender of the noun phrase starting after `end` (spaces skipped), read after a number
    /// of `category` in `grammaticalCase`; nil when nothing decides. Noun endings are those of
    /// the nominative and accusative: in another case only adjectives and listed words decide
    /// (ru "на 1 этаже": the "-е" of the prepositional says nothing).
    func gender(after end: Int, category: PluralCategory, grammaticalCase: GrammaticalCase = .nominative, in text: TextCursor) -> Gender? {
        guard !isEmpty else { return nil }
        let start = text.wordStart(after: end)
        guard start > end || start == end, text.isLetter(start) else { return nil }
        let wordEnd = text.letterRunEnd(from: start)
        // "2:1 ЦСКА", "3 SMS": a word in capitals is a name or an acronym, whose ending says nothing.
        if wordEnd - start > 1, (start..<wordEnd).allSatisfy({ text[$0].map { TextCursor.isUppercase($0) } == true }) { return nil }
        // ("2 доп. минуты": past an abbreviated adjective, its period and a lowercase word.)
        if Self.abbreviatedBeforeWord(start..<wordEnd, in: text),
           text.letterRunEnd(from: wordEnd + 2) > wordEnd + 2, listed(text.lowercasedString(start..<wordEnd)) == nil {
            return gender(after: wordEnd + 1, category: category, grammaticalCase: grammaticalCase, in: text)
        }
        var word = text.lowercasedString(start..<wordEnd)
        if let gender = listed(word) { return gender }
        guard !notNouns.contains(word) else { return nil }
        // (In the instrumental, an adjective's "-ой" is feminine as a noun's is: "с 1 новой
        // пересадкой"; the nominative's masculine "-ой" does not apply.)
        if grammaticalCase == .instrumental, category == .one, let gender = match(word, .nounInstrumental) { return gender }
        // (A genitive plural's "-ений" is a noun's, not an adjective's "-ий": "Заданий: 21 из 30".)
        if category == .many, grammaticalCase == .nominative, let gender = match(word, .nounMany) { return gender }
        if let gender = match(word, .adjective) { return gender }
        if isPluralAdjective(word), let (next, _) = nextNoun(after: wordEnd, in: text) {
            // "2 новые заявки": the noun after the plural adjective; with no noun after it, the
            // word is the noun ("21 задание").
            word = next
            if let gender = listed(word) { return gender }
        }
        if grammaticalCase == .dative, category == .one { return match(word, .nounDative) }
        if grammaticalCase == .prepositional, category == .one { return match(word, .nounPrepositional) }
        if grammaticalCase == .instrumental, category == .one { return nil }
        guard grammaticalCase == .nominative || grammaticalCase == .accusative else { return nil }
        switch category {
        case .one: if let gender = match(word, .nounOne) { return gender }
        case .few, .two: if let gender = match(word, .nounFew) { return gender }
        case .many: if let gender = match(word, .nounMany) { return gender }
        default: break
        }
        return match(word, .noun)
    }

    /// The gender the `noun-few` endings give `word` (lowercased), a noun's form after 2-4
    /// (ru "степени", "группы"); nil when no such ending matches. Listed words do not count: their
    /// nominative says nothing of the case.
    func gender(ofFewForm word: String) -> Gender? {
        guard !notNouns.contains(word) else { return nil }
        return match(word, .nounFew)
    }

    /// The gender of `word` (lowercased) as a plural noun, a count's label (fr "prolongations",
    /// ru "продлений"): from the `noun-many` endings, or, where plurals take `plural-suffix`,
    /// from the singular's; nil for a word that is no plural by its ending.
    func gender(ofPlural word: String) -> Gender? {
        if let gender = match(word, .nounMany) { return gender }
        guard let pluralSuffix, word.unicodeScalars.count > pluralSuffix.unicodeScalars.count + 2, word.hasSuffix(pluralSuffix) else { return nil }
        return match(word, .noun)
    }

    /// The case a noun's ending says after a number of the category `one` with no governing word
    /// before it: ru "Поездка заняла 21 минуту" -> accusative ("двадцать одну").
    func impliedCase(after end: Int, in text: TextCursor) -> GrammaticalCase? {
        guard !endingCases.isEmpty else { return nil }
        let start = text.wordStart(after: end)
        guard start > end, text.isLetter(start) else { return nil }
        let word = text.lowercasedString(start..<text.letterRunEnd(from: start))
        guard listed(word) == nil, !notNouns.contains(word) else { return nil }
        let plain = PlainText.isPlain(word)
        return endingCases.first { PlainText.endsWith(word, $0.ending, after: 1, plain: plain) }?.grammaticalCase
    }

    /// The gender of a noun counted with ordinals, written in any case ("этаже", "странице"):
    /// nil when the word after `end` is not one.
    func ordinalNoun(after end: Int, in text: TextCursor) -> Gender? {
        guard !ordinalNouns.isEmpty else { return nil }
        let start = text.wordStart(after: Self.quotedLetterEnd(after: end, in: text) ?? end)
        guard start > end, text.isLetter(start) else { return nil }
        let word = text.lowercasedString(start..<text.letterRunEnd(from: start))
        for length in 0...2 where word.count > length + 2 {
            let stem = String(word.dropLast(length))
            for ending in ["", "а", "я", "ь", "о", "е", "ие"] {
                if let gender = ordinalNouns[stem + ending] { return gender }
            }
        }
        return nil
    }

    /// The gender of a noun counted with ordinals written as listed (the nominative singular:
    /// "класс", "серия", "место") right after `end`; nil for any other word.
    func ordinalNounAsListed(after end: Int, in text: TextCursor) -> Gender? {
        guard !ordinalNouns.isEmpty else { return nil }
        let start = text.wordStart(after: Self.quotedLetterEnd(after: end, in: text) ?? end)
        guard start > end, text.isLetter(start) else { return nil }
        return ordinalNouns[lowercased: start..<text.letterRunEnd(from: start), in: text]
    }

    /// The gender of a noun counted with ordinals when its listed form is `word`.
    func ordinalNoun(listed word: String) -> Gender? { ordinalNouns[word] }

    /// Whether the noun whose listed form is `word` is counted with ordinals only ("число").
    func isOrdinalOnly(listed word: String) -> Bool { ordinalOnlyNouns.contains(word) }
    /// Whether a lone "1" opening a phrase names `word` rather than counts it (`ordinal-first-noun`).
    func isOrdinalFirst(listed word: String) -> Bool { ordinalFirstNouns.contains(word) }

    /// The quotes a class's letter opens with ("«Б»", "\"Б\"", "“Б”", "„Б“").
    private static let openingQuotes: ScalarSet = ["«", "\"", "\u{201C}", "\u{201E}"]
    /// The quotes it closes with.
    private static let closingQuotes: ScalarSet = ["»", "\"", "\u{201D}"]

    /// ru "7 «Б» класс": the end of a letter in quotes after `end` (a space before it), so that the
    /// noun after it is found.
    static func quotedLetterEnd(after end: Int, in text: TextCursor) -> Int? {
        guard text[end] == " ", Self.openingQuotes.contains(text[end + 1]), text.isLetter(end + 2),
              Self.closingQuotes.contains(text[end + 3]) else { return nil }
        return end + 4
    }

    /// Whether the word starting after `end` is a plural-only noun.
    func isPluralOnly(after end: Int, in text: TextCursor) -> Bool {
        guard !pluralOnly.isEmpty else { return false }
        let start = text.wordStart(after: end)
        guard start > end, text.isLetter(start) else { return false }
        return pluralOnly.contains(lowercased: start..<text.letterRunEnd(from: start), in: text)
    }

    /// The gender of the first ending of `kind` that `word` ends with (leaving a character before
    /// it, two before an ending shorter than three), tried again without the plural mark; listed
    /// words first.
    /// Endings are compared as UTF-8 bytes: no string is made unless the plural mark is stripped.
    private func match(_ word: String, _ kind: Kind) -> Gender? {
        guard let slot = Self.slot(kind), !endings[slot].isEmpty else { return nil }
        if let found = Self.first(in: endings[slot], of: word) { return found.gender }
        guard let pluralSuffix, word.utf8.count > pluralSuffix.utf8.count, word.utf8.reversed().starts(with: pluralSuffix.utf8.reversed()) else { return nil }
        let stem = String(decoding: word.utf8.dropLast(pluralSuffix.utf8.count), as: UTF8.self)
        if let gender = listed(stem) { return gender }
        return Self.first(in: endings[slot], of: stem)?.gender
    }

    private static func first(in list: [Ending], of word: String) -> Ending? {
        var word = word
        let scalars = word.unicodeScalars.count
        return word.withUTF8 { bytes in
            list.first { ending in
                // One character before an ending of three or more ("rose", "passe"); two before a
                // shorter one.
                guard scalars > ending.scalars + (ending.scalars >= 3 ? 0 : 1), bytes.count >= ending.bytes.count else { return false }
                let offset = bytes.count - ending.bytes.count
                for index in ending.bytes.indices where bytes[offset + index] != ending.bytes[index] { return false }
                return true
            }
        }
    }
}
