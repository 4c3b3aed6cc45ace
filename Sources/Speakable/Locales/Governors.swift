import Foundation

/// The words that govern the case of what follows them (`Resources/<lang>/governors.tsv`): one
/// table per language for every class, read by the context stage. Empty for languages without case.
///
/// ```swift
/// // ru: "до 15 км" -> genitive, "с 3 друзьями" -> instrumental (the noun's ending), "с 9 до 21"
/// // -> genitive, "через 1 неделю" -> accusative; "Доставка 5 декабря": a date after any other
/// // word -> genitive ("пятого декабря"), but "Сегодня 5 декабря" stays nominative.
/// ```
struct Governors: Sendable {
    /// Which classes a word governs.
    enum Scope: String, Sendable, CaseIterable {
        /// Numbers, measures, amounts, percentages, times and dates.
        case any
        /// Days and times only ("по 12 июня"; "у" before a date).
        case dates
        /// Years without a noun ("в 2019" -> prepositional "в две тысячи девятнадцатом"); a row
        /// of this scope, where there is one, wins for years.
        case years
        /// A word after the number and its noun ("1 минуту назад"): postpositions.
        case after
        /// Numbers, measures, amounts, percentages and durations, not days or times: a verb's
        /// object ("Оплатите 1 000 ₽" -> accusative "тысячу рублей"), while "Оплатите 15 мая"
        /// says when.
        case amounts
        /// Numbers and amounts that count a noun written after them (a word in lowercase, not a
        /// unit or a percent sign): a noun of action and its object ("Удаление 12 объектов" ->
        /// genitive "двенадцати"), while "Загрузка 45%" says a state.
        case counts
        /// Quantities: a number with its unit, currency or percent, or before a noun, not a bare
        /// number ("в размере 1 000 ₽" -> genitive "тысячи рублей", while "в размере 44" is a size).
        case quantities
        /// A noun of place the language abbreviates ("на ул. Ленина" -> prepositional "на улице");
        /// a row of this scope, where there is one, wins for such nouns over the row for numbers.
        case places
        /// A word of motion before the preposition of a `places` row ("Выход на пл. Революции",
        /// "Поверните на ул. Ленина"): the preposition's case for every class (accusative) then.
        case directions
        /// A word the search for a verb of `amounts` passes over: a pronoun of the person
        /// ("Иван перевёл вам 1 000 ₽" -> "тысячу рублей").
        case transparent
        /// A word joining two amounts: the second takes the case the first was given ("для 2
        /// взрослых и 1 ребёнка" -> "одного ребёнка", "до 5 км и 3 ч" -> "трёх часов").
        case conjunction
        /// A word between a governing word and the number it governs, agreeing with both, passed
        /// over ("со всех 4 сторон" -> "четырёх", "за последние 2 часа", "в течение этих 3 дней").
        case determiner

        /// Whether a word of this scope governs a day or time (`date`) or any other number.
        func governs(date: Bool) -> Bool {
            switch self {
            case .any: true
            case .dates: date
            case .amounts, .counts, .quantities: !date
            case .years, .after, .places, .directions, .transparent, .conjunction, .determiner: false
            }
        }
    }

    struct Entry: Sendable {
        var grammaticalCase: GrammaticalCase
        var scope: Scope
        /// Taken instead when the noun after the number ends in one of `endings`.
        var alternative: GrammaticalCase?
        var endings: [String]
        /// Taken instead when one of these words follows the number and its noun ("в 800 м от
        /// вас": prepositional).
        var beforeWords: [String] = []
    }

    private var entries = WordDictionary<Entry>()
    private var yearEntries = WordDictionary<GrammaticalCase>()
    private var placeEntries = WordDictionary<GrammaticalCase>()
    /// Words passed over on the way back to a verb of `amounts` (scope `transparent`).
    private var transparentWords = WordSet()
    private var determinerWords = WordSet()
    /// Words joining two amounts (scope `conjunction`).
    private var conjunctionWords = WordSet()
    /// The longest of them in UTF-8 bytes (a longer word is none of them, without hashing it).
    private var conjunctionMaxBytes = 0
    private var directionWords = WordSet()
    /// Finds the noun after a number past plural adjectives (`gender-endings.tsv`), set at load.
    var nouns = GenderGuess()
    private var postpositions = WordDictionary<GrammaticalCase>()
    /// First scalars of the postpositions, either case: a cheap test before a word is built.
    private var postpositionInitials = ScalarSet()
    /// The case of a date after any other word (the "*" row).
    private(set) var otherWordBeforeDate: GrammaticalCase?

    var isEmpty: Bool { entries.isEmpty }

    /// The case `word` gives every class after it ("из" -> genitive), nil when it governs none.
    func grammaticalCase(of word: String) -> GrammaticalCase? {
        guard let entry = entries[word], entry.scope == .any else { return nil }
        return entry.grammaticalCase
    }

    /// Whether `word` governs every class of number after it ("в течение", "вместо").
    func governs(_ word: String) -> Bool { entries[word]?.scope == .any }

    /// Whether `word` may also govern `alternative` (ru "по": the dative, "по 1 штуке").
    func mayGovern(_ alternative: GrammaticalCase, word: String) -> Bool { entries[word.lowercased()]?.alternative == alternative }

    /// Whether a count is said as a noun of one: one thousand, one million, one billion ("по 1 000
    /// ₽" -> "по тысяче рублей", as "по одному рублю").
    static func countsAsOne(_ value: Int64) -> Bool { value == 1_000 || value == 1_000_000 || value == 1_000_000_000 }

    /// The case `word` gives a count whose noun shows no ending (a unit symbol, a currency sign,
    /// an abbreviation), given the case it gives otherwise.
    ///
    /// ru "по 1 ₽" -> "по одному рублю", "по 1 шт." -> "по одной штуке": a word whose alternative
    /// is the dative gives it to a count of one, as it does before a written noun ("по 1 штуке");
    /// any other count ("по 2 ₽" -> "по два рубля") keeps `grammaticalCase`.
    func grammaticalCase(_ grammaticalCase: GrammaticalCase, givenBy word: String, toCountOfOne countIsOne: Bool) -> GrammaticalCase {
        grammaticalCase == .accusative && countIsOne && mayGovern(.dative, word: word) ? .dative : grammaticalCase
    }

    init() {}

    init(rows: [DataTable.Row]) throws(LanguageDataError) {
        for row in rows {
            guard let word = row["word"], !word.isEmpty, let grammaticalCase = try row.value("case", as: GrammaticalCase.self),
                  let scope = try row.value("scope", as: Scope.self) else {
                throw LanguageDataError(file: row.file, line: row.line, expected: "a word, its case and its scope")
            }
            let alternative = try row.value("alternative", as: GrammaticalCase.self)
            let endings = (row["alternative-when-noun-ends"] ?? "").splitASCII(",", omittingEmpty: true).map(\.trimmedSpaces)
            guard (alternative == nil) == endings.isEmpty else {
                throw LanguageDataError(file: row.file, line: row.line, expected: "an alternative case together with the noun endings that select it")
            }
            if word == "*" {
                otherWordBeforeDate = grammaticalCase
                continue
            }
            // Capitalized at the start of a sentence; not one-letter words, where a capital is more
            // often an initial or a label ("О 12") than a preposition.
            // (The first character found once: counting them all breaks every grapheme of the word.)
            let second = word.index(after: word.startIndex)
            let forms = second != word.endIndex ? [word, word[..<second].uppercased() + word[second...]] : [word]
            if scope == .years {
                for form in forms { yearEntries[form] = grammaticalCase }
                continue
            }
            if scope == .places {
                for form in forms { placeEntries[form] = grammaticalCase }
                continue
            }
            if scope == .directions {
                directionWords.formUnion(forms)
                continue
            }
            if scope == .transparent {
                transparentWords.formUnion(forms)
                continue
            }
            if scope == .determiner {
                determinerWords.formUnion(forms)
                continue
            }
            if scope == .conjunction {
                conjunctionWords.formUnion(forms)
                conjunctionMaxBytes = max(conjunctionMaxBytes, forms.map(\.utf8.count).max() ?? 0)
                continue
            }
            if scope == .after {
                guard postpositions[word] == nil else {
                    throw LanguageDataError(file: row.file, line: row.line, expected: "one row per word and scope (\"\(word)\" is listed twice)")
                }
                postpositions[word] = grammaticalCase
                for form in forms { if let first = form.unicodeScalars.first { postpositionInitials.insert(first) } }
                continue
            }
            let beforeWords = (row["alternative-before-word"] ?? "").splitASCII(",", omittingEmpty: true).map(\.trimmedSpaces)
            let entry = Entry(grammaticalCase: grammaticalCase, scope: scope, alternative: alternative, endings: endings, beforeWords: beforeWords)
            for form in forms {
                guard entries[form] == nil else {
                    throw LanguageDataError(file: row.file, line: row.line, expected: "one row per word and scope (\"\(word)\" is listed twice)")
                }
                entries[form] = entry
            }
        }
    }

    /// The case the word before `start` gives what is read from `start` to `end` (a number, or a
    /// number with its unit), nil when no governing word stands there.
    /// `date` includes the words that govern only days and times; `anyWord` applies the "*" row
    /// (days and months, not clock times).
    /// `unitNoun`: the noun of a unit symbol inside the token ("метр" for "200 м"), matched
    /// against the alternative's endings in place of the word after the token.
    func grammaticalCase(before start: Int, after end: Int, in text: TextCursor, date: Bool = false, anyWord: Bool = false,
                         withUnit: Bool = false, unitNoun: String? = nil) -> GrammaticalCase? {
        guard !entries.isEmpty else { return nil }
        // "через ~10 мин": a governing word before "~" governs the number through it.
        if Self.symbolBefore(start, in: text) != nil, let sign = approximateSign(before: start, in: text) {
            return grammaticalCase(before: sign, after: end, in: text, date: date, anyWord: anyWord, withUnit: withUnit, unitNoun: unitNoun)
        }
        // ru "~2 часа" -> "примерно два часа": before a bare count and the noun written after it
        // (agreeing with the count as written), "~" governs nothing.
        if !withUnit, unitNoun == nil, Self.symbolBefore(start, in: text) != nil, Self.writtenNounAfter(end, in: text) { return nil }
        guard let word = Self.symbolBefore(start, in: text) ?? text.previousWord(before: start) ?? Self.markedWordBefore(start, in: text) else {
            // ru "до 21:00 15 января": a date after a clock time is an adverbial of time too.
            if anyWord, let otherWordBeforeDate, Self.clockTimeBefore(start, in: text) || Self.amountBefore(start, in: text)
                || Self.placeholderBefore(start, in: text) { return otherWordBeforeDate }
            return postpositionCase(after: end, in: text)
        }
        // "со всех 4 сторон": a determiner between the governing word and the number passes.
        if determinerWords.contains(word), text.previousWord(before: start) == word, case let before = Self.wordStart(before: start, in: text),
           before > 0, text.isWhitespace(before - 1), text.previousWord(before: before) != nil {
            return grammaticalCase(before: before, after: end, in: text, date: date, anyWord: anyWord, withUnit: withUnit, unitNoun: unitNoun)
        }
        // (Before a colon, only a preposition governs a quantity: "До: 15 км"; "Что больше: 1/2 или
        // 1/3?" asks. A label's word still gives a date its case.)
        if !date, !anyWord, word.unicodeScalars.count > 3, text.previousWord(before: start) == nil, text.wordBeforeMark(start, marks: ":") == word {
            return postpositionCase(after: end, in: text)
        }
        // "К 18:00", "К 5 мая", "В 12 км от центра": a one-letter preposition capitalized where a
        // sentence starts, before a time, a date or a quantity with its unit ("О 12" alone is more
        // often a label).
        // "перевёл вам 1 000 ₽": the verb of an amount before a pronoun of the person.
        if !date, transparentWords.contains(word), let verb = text.previousWord(before: Self.wordStart(before: start, in: text)),
           let entry = entries[verb], entry.scope == .amounts {
            return entry.grammaticalCase
        }
        // "для 2 взрослых и 1 ребёнка": after a joining word, the case of the amount before it.
        // (Its noun decides between a preposition's cases: "с 5 отзывами и 3 фото" -> "тремя".)
        if !date, word.utf8.count <= conjunctionMaxBytes, conjunctionWords.contains(word), let earlier = Self.amount(beforeWordEndingAt: start, word: word, in: text), earlier.lowerBound < start {
            return grammaticalCase(before: earlier.lowerBound, after: earlier.upperBound, in: text, withUnit: withUnit, unitNoun: unitNoun)
        }
        // (Or before a number and a word in lowercase: "К 1 заказу", "С 3 друзьями".)
        func capitalPreposition() -> Bool {
            guard !date, !withUnit else { return true }
            let next = text.wordStart(after: end)
            return next > end && text.isLetter(next) && text[next].map(TextCursor.isLowercase) == true
        }
        guard let entry = (entries[word] ?? (word.unicodeScalars.count == 1 && capitalPreposition() && Self.startsSentence(before: start, word: word, in: text) ? entries[word.lowercased()] : nil))
                .flatMap({ ($0.scope == .amounts || $0.scope == .counts || $0.scope == .quantities) && date ? nil : $0 }) else {
            guard anyWord, let otherWordBeforeDate,
                  Self.separatedBySpace(word, before: start, in: text) || Self.clauseAfterLabel(before: start, in: text) else {
                return postpositionCase(after: end, in: text)
            }
            return otherWordBeforeDate
        }
        guard entry.scope.governs(date: date) else { return nil }
        if entry.scope == .quantities, !withUnit, unitNoun == nil {
            let next = text.wordStart(after: end)
            guard next > end, text[next].map(TextCursor.isLowercase) == true else { return nil }
        }
        if entry.scope == .counts {
            let next = text.wordStart(after: end)
            guard !withUnit, unitNoun == nil, next > end, text[next].map(TextCursor.isLowercase) == true else { return nil }
        }
        if let alternative = entry.alternative, !entry.beforeWords.isEmpty, Self.followed(by: entry.beforeWords, after: end, in: text) {
            return alternative
        }
        // An ending written "!ие" excludes the nouns with it from a shorter listed ending ("е").
        if let alternative = entry.alternative, let noun = unitNoun ?? noun(after: GenderGuess.quotedLetterEnd(after: end, in: text) ?? end, in: text),
           !entry.endings.contains(where: { $0.hasPrefix("!") && noun.hasSuffix($0.dropFirst()) }),
           entry.endings.contains(where: { !$0.hasPrefix("!") && noun.hasSuffix($0) && (noun.count > $0.count || unitNoun != nil) }) {
            return alternative
        }
        return entry.grammaticalCase
    }

    /// The word after `end`, lowercased, past plural adjectives ("крупных городах" -> "городах").
    private func noun(after end: Int, in text: TextCursor) -> String? {
        nouns.nounWord(after: end, in: text) ?? text.nextWordLowercased(from: end)
    }

    /// The digits of an amount's number when `word` ends just before `start` (spaces between)
    /// and one or two words (a noun, a unit, an adjective) stand between it and the number: "2
    /// взрослых и" -> the "2". Nil when no number stands there.
    static func amount(beforeWordEndingAt start: Int, word: String, in text: TextCursor) -> Range<Int>? {
        var index = start
        while index > 0, TextCursor.isSpace(text[index - 1]) { index -= 1 }
        index -= word.unicodeScalars.count
        for words in 0..<3 {
            while index > 0, TextCursor.isSpace(text[index - 1]) { index -= 1 }
            if index > 0, text.isDigit(index - 1) {
                guard words > 0 else { return nil }
                let end = index
                while index > 0, text.isDigit(index - 1) || (text.isDigit(index - 2) && (text[index - 1] == "," || text[index - 1] == " " || text[index - 1] == "\u{00A0}")) { index -= 1 }
                return index..<end
            }
            guard index > 0, text.isLetter(index - 1) else { return nil }
            while index > 0, text.isLetter(index - 1) { index -= 1 }
        }
        return nil
    }

    /// Where the word that ends before `start` (spaces between) starts.
    static func wordStart(before start: Int, in text: TextCursor) -> Int {
        var index = start
        while index > 0, TextCursor.isSpace(text[index - 1]) { index -= 1 }
        while index > 0, text.isLetter(index - 1) { index -= 1 }
        return index
    }

    /// The case a year without a noun takes after the word before `start`: its `years` row, else
    /// its row for every class; nil when no governing word stands there.
    func yearCase(before start: Int, in text: TextCursor) -> GrammaticalCase? {
        guard let word = text.previousWord(before: start) ?? Self.markedWordBefore(start, in: text) else { return nil }
        if let grammaticalCase = yearEntries[word] { return grammaticalCase }
        guard let entry = entries[word], entry.scope == .any else { return nil }
        return entry.grammaticalCase
    }

    /// The case a noun of place takes after the word before `start` (ru "на ул." ->
    /// prepositional, "до ул." -> genitive, "по ул." -> dative): its `places` row, else its row
    /// for every class; nil when no governing word stands there.
    func placeCase(before start: Int, in text: TextCursor) -> GrammaticalCase? {
        guard let word = text.previousWord(before: start) else { return nil }
        if let grammaticalCase = placeEntries[word] {
            // (Only where the place row says where: "по ул." is the same after "Идите".)
            guard grammaticalCase == .prepositional else { return grammaticalCase }
            var wordStart = start
            while wordStart > 0, TextCursor.isSpace(text[wordStart - 1]) { wordStart -= 1 }
            wordStart -= word.unicodeScalars.count
            guard let before = text.previousWord(before: wordStart), directionWords.contains(before) || directionWords.contains(before.lowercased()),
                  let entry = entries[word], entry.scope == .any else { return grammaticalCase }
            return entry.grammaticalCase
        }
        guard let entry = entries[word], entry.scope == .any else { return nil }
        return entry.grammaticalCase
    }

    /// The case the `years` row of the word before `start` gives ("в 2030–2035 гг." ->
    /// prepositional), nil when that word has no such row.
    func yearRowCase(before start: Int, in text: TextCursor) -> GrammaticalCase? {
        text.previousWord(before: start).flatMap { yearEntries[$0] }
    }

    /// Whether a word before `start` governs years.
    func governsYear(before start: Int, in text: TextCursor) -> Bool {
        yearCase(before: start, in: text) != nil
    }

    /// The case a postposition gives the number and noun before it: ru "1 мин назад" -> "одну
    /// минуту назад" (the word right after `end`, or after the noun that follows it).
    func postpositionCase(after end: Int, in text: TextCursor) -> GrammaticalCase? {
        guard !postpositions.isEmpty else { return nil }
        return Self.firstOfNextTwoWords(after: end, in: text) { start, wordEnd in
            guard let first = text[start], postpositionInitials.contains(first) else { return nil }
            return postpositions[text.lowercasedString(start..<wordEnd)]
        }
    }

    /// Whether one of `words` follows `end`: right after it, or after the one word (the noun) that
    /// follows it ("в 800 м от вас", "в 5 минутах от метро").
    private static func followed(by words: [String], after end: Int, in text: TextCursor) -> Bool {
        firstOfNextTwoWords(after: end, in: text) { start, wordEnd in words.contains(text.lowercasedString(start..<wordEnd)) ? true : nil } ?? false
    }

    /// The first non-nil `match` of the word right after `end` and the word after it (a noun, with
    /// an abbreviation's period: "1 мин. назад"), given each word's start and end.
    private static func firstOfNextTwoWords<T>(after end: Int, in text: TextCursor, _ match: (Int, Int) -> T?) -> T? {
        var start = end
        for _ in 0..<2 {
            start = text.wordStart(after: start)
            guard start < text.count, text.isLetter(start) else { return nil }
            let wordEnd = text.letterRunEnd(from: start)
            if let found = match(start, wordEnd) { return found }
            start = wordEnd
            if text[start] == "." { start += 1 }
        }
        return nil
    }

    /// "~" right before `start` (a space between allowed), which the table may list as a word
    /// ("~5 км" governs as "около").
    /// ru "ок. 2 ч", "Годен до: 08.2027": a listed word before an abbreviation's period or a
    /// label's colon, with a space after it.
    private static func markedWordBefore(_ start: Int, in text: TextCursor) -> String? {
        // (A space between: "ок.2 ч" is one run.)
        guard start > 0, text.isWhitespace(start - 1), let word = text.wordBeforeMark(start, marks: ".:") else { return nil }
        // (One letter and a period is an abbreviation, never a preposition: "д. 5, к. 2" is "корпус".)
        if word.unicodeScalars.count == 1, text.wordBeforeMark(start, marks: ".") != nil { return nil }
        return word
    }

    /// Where "~" (or "≈") stands before `start` when a word of the table other than the sign
    /// precedes it, a space between: "через ~10" (nil for "~10" alone, or "в среднем ~10").
    func approximateSign(before start: Int, in text: TextCursor) -> Int? {
        var index = start - 1
        if index >= 0, text[index] == " " { index -= 1 }
        guard index > 1, let scalar = text[index], scalar == "~" || scalar == "\u{2248}", text[index - 1] == " ",
              let word = text.previousWord(before: index), word != "~", entries[word] != nil || entries[word.lowercased()] != nil else { return nil }
        return index
    }

    /// Whether a word follows `end`, a space between, past the second number of a dashed range
    /// ("2-3 дня"): the noun a bare count counts.
    static func writtenNounAfter(_ end: Int, in text: TextCursor) -> Bool {
        var index = end
        if text[index] == "-" || text[index] == "\u{2013}", text.isDigit(index + 1) { index = text.digitRunEnd(from: index + 1) }
        return text[index] == " " && text.isLetter(index + 1)
    }

    /// A sign that governs like a word, right before `start` or one space before it: "~" and
    /// "≈" (ru "около"), "=" (ru "равно": "= 20" -> "равно двадцати").
    private static func symbolBefore(_ start: Int, in text: TextCursor) -> String? {
        var index = start - 1
        if index >= 0, text[index] == " " { index -= 1 }
        guard index >= 0, let scalar = text[index], scalar == "~" || scalar == "\u{2248}" || scalar == "=" else { return nil }
        // ("М-11=5": a glued "=" belongs to a code.)
        if scalar == "=", index == start - 1 || index > 0 && text[index - 1] != " " { return nil }
        return String(scalar)
    }

    /// Whether `word`, just before `start`, opens the text or a sentence.
    private static func startsSentence(before start: Int, word: String, in text: TextCursor) -> Bool {
        var index = start - 1
        while index >= 0, text.isWhitespace(index) { index -= 1 }
        index -= word.unicodeScalars.count
        while index >= 0, text.isWhitespace(index) { index -= 1 }
        return index < 0 || text[index].map { $0 == "." || $0 == "!" || $0 == "?" || $0 == ":" || $0 == "\n" } == true
    }

    /// Whether a clock time ("21:00") stands right before `start`, spaces between.
    private static func clockTimeBefore(_ start: Int, in text: TextCursor) -> Bool {
        var index = start - 1
        guard index >= 0, text.isWhitespace(index) else { return false }
        while index >= 0, text.isWhitespace(index) { index -= 1 }
        guard index >= 4, text.isDigit(index), text.isDigit(index - 1), text[index - 2] == ":", text.isDigit(index - 3) else { return false }
        return true
    }

    /// Whether an amount ends before `start`, a space between: "пожертвовали 450 ₽ 3 марта"
    /// (a currency sign or a percent sign after digits).
    private static func amountBefore(_ start: Int, in text: TextCursor) -> Bool {
        var index = start - 1
        guard index >= 0, text.isWhitespace(index) else { return false }
        while index >= 0, text.isWhitespace(index) { index -= 1 }
        guard index >= 1, let sign = text[index], sign == "%" || sign.properties.generalCategory == .currencySymbol else { return false }
        var digit = index - 1
        while digit >= 0, text.isWhitespace(digit) { digit -= 1 }
        return text.isDigit(digit)
    }

    /// Whether a printf placeholder for an object ("%@", "%1$@") ends before `start`, a space
    /// between: "Вход с %1$@ 22 апреля" (a word at run time).
    private static func placeholderBefore(_ start: Int, in text: TextCursor) -> Bool {
        var index = start - 1
        guard index >= 0, text.isWhitespace(index) else { return false }
        while index >= 0, text.isWhitespace(index) { index -= 1 }
        guard index >= 1, text[index] == "@" else { return false }
        var percent = index - 1
        while percent >= 0, index - percent <= 4, text[percent] != "%" {
            guard text.isDigit(percent) || text[percent] == "$" else { return false }
            percent -= 1
        }
        return percent >= 0 && text[percent] == "%"
    }

    /// Whether only spaces stand between the word and `start` (no punctuation: "Дата: 5 мая").
    /// "Штормовое предупреждение: 12 июня ветер до 25 м/с": a date after a label's colon that a
    /// clause goes on after (a lowercase word) says when; "Дата: 12 июня" alone names the date.
    private static func clauseAfterLabel(before start: Int, in text: TextCursor) -> Bool {
        var index = start - 1
        while index >= 0, text.isWhitespace(index) { index -= 1 }
        guard index >= 0, index < start - 1, text[index] == ":" else { return false }
        // Past the day and its month ("12 июня"), and a year if one follows ("2026 г.").
        var position = text.digitRunEnd(from: start)
        guard position > start, text[position] == " ", text.isLetter(position + 1) else { return false }
        position = text.letterRunEnd(from: position + 1)
        if text[position] == " ", text.isDigit(position + 1) {
            position = text.digitRunEnd(from: position + 1)
            if text[position] == " ", text.isLetter(position + 1) {
                let markerEnd = text.letterRunEnd(from: position + 1)
                if text.string(position + 1..<markerEnd).hasPrefix("г") { position = text[markerEnd] == "." ? markerEnd + 1 : markerEnd }
            }
        }
        guard text[position] == " ", let next = text[position + 1] else { return false }
        return TextCursor.isLowercase(next)
    }

    private static func separatedBySpace(_ word: String, before start: Int, in text: TextCursor) -> Bool {
        var index = start - 1
        while index >= 0, text.isWhitespace(index) { index -= 1 }
        return index < start - 1 && text.isLetter(index)
    }
}
