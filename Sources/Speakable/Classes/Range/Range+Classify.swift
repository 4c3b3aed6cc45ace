/// Ranges: two quantities joined by a dash, "3-5 jours", "10–20 %", "$50-$100", "5-10 km".
///
/// A range is read with the language's words (`ranges.json`): fr "trois à cinq jours", en "three
/// to five days", ru "от трёх до пяти дней" (both ends in the genitive). It is a range only when
/// both sides are quantities (cardinal, decimal, measure, duration, money, percent), the first is
/// a bare number or of the second's class, nothing but the dash stands between them, and the
/// values ascend (so "978-0" and scores such as "3-1" are not ranges). Phone numbers, dates and
/// times are classified before and never reach this rule.
struct RangeRules: Sendable {
    struct Range: Sendable, JSONRule {
        var template = "{from}-{to}"
        /// The case both ends take (ru genitive).
        var `case`: GrammaticalCase?
        /// When the ends cannot be put in that case.
        var fallback: String?
        /// Words after which a dash is not read as a range (ru "за 3-5 дней" stays "за три-пять дней":
        /// "от ... до" cannot follow another preposition).
        var notAfter: Set<String> = []
        /// Words between the two numbers of a range written out ("de 1 à 3 nuits", "от 1 до 3
        /// ночей", "1 to 3 nights"), or of a count out of a total (ru "2 из 5 попыток"): the first
        /// number agrees with the noun after the second ("d'une à trois nuits", "от одной до трёх
        /// ночей", "две из пяти попыток").
        var wordsBetween: Set<String> = []
        /// ru "Места с 1 по 4" -> "с первого по четвёртое": after the plural of a noun counted
        /// with ordinals (`ordinal-noun` of gender-endings.tsv), the numbers between these words
        /// are ordinals of its gender, each in its word's case.
        var ordinalRange: OrdinalRange?
        /// en words after which two hours of a twelve-hour clock, the second earlier, are opening
        /// hours as after a weekday: "Open today 9–7" -> "nine to seven" ("Hours: 10–6").
        var openingHoursAfter: Set<String> = []

        struct OrdinalRange: Sendable, Hashable {
            var from: String
            var to: String
            var fromCase: GrammaticalCase
            var toCase: GrammaticalCase
        }

        init() {}

        init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
            let object = try json.object(keys: ["template", "case", "fallback", "notAfter", "wordsBetween", "ordinalRange", "openingHoursAfter"])
            template = try object.required("template")
            self.case = try object.optional("case")
            fallback = try object.optional("fallback")
            notAfter = try object.optional("notAfter") ?? []
            wordsBetween = try object.optional("wordsBetween") ?? []
            ordinalRange = try object.optional("ordinalRange")
            openingHoursAfter = try object.optional("openingHoursAfter") ?? []
        }
    }

    struct Ratio: Sendable, JSONRule {
        var joiner = "/"
        /// `joiner` when it is one word between spaces (" из " -> "из"), matched in the text in place.
        var joinerWord: String?
        var ratingJoiner = "/"
        var `case`: GrammaticalCase?
        var wordsBefore: Set<String> = []
        var ratingWordsAfter: Set<String> = []
        /// Words before "a/b" (lowercase) that make it a rating: "Rated 4/5" -> "four out of five",
        /// fr "Noté 4/5" -> "quatre sur cinq", ru "Оценка 4/5" -> "четыре из пяти".
        var ratingWordsBefore: Set<String> = []
        /// Words after "a/b" that make it a count out of a total ("2/3 doses taken" -> "two out of
        /// three", "3/4 done", ru "3/4 выполнено" -> "три из четырёх"), where "1/2 cup" is a half.
        var countWordsAfter: Set<String> = []
        /// Endings of a plural noun after "a/b" (a two or more) that make it a count too ("12/16
        /// stalls", fr "12/16 bornes"): en ["s"], fr ["s", "x"].
        var countPluralEndings: [String] = []
        /// Totals that are a grading scale of the language, read as a score when the count stands
        /// alone (fr "15/20" -> "quinze sur vingt").
        var scaleTotals: Set<Int64> = []
        /// Totals of a rating scale read "out of" after a label that opens the text, with no
        /// colon: "Difficulty 4/5" -> "four out of five", fr "Difficulté 4/5" -> "quatre sur
        /// cinq", ru "Сложность 4/5" -> "четыре из пяти" ("Dose 1/2" stays a half).
        var labelScaleTotals: Set<Int64> = []
        /// Words naming what a gauge measures, before a counter's word and a colon ("Fuel level:
        /// 7/8" -> "seven eighths"): halves, quarters and eighths stay fractions there ("Current
        /// page: 1/2" counts).
        var gaugeWords: Set<String> = []

        init() {}

        init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
            let object = try json.object(keys: ["joiner", "ratingJoiner", "case", "wordsBefore", "ratingWordsAfter", "ratingWordsBefore", "countWordsAfter", "countPluralEndings", "scaleTotals", "labelScaleTotals", "gaugeWords"])
            joiner = try object.required("joiner")
            let trimmed = joiner.trimmedSpaces
            joinerWord = joiner.hasPrefix(" ") && joiner.hasSuffix(" ") && !trimmed.isEmpty && !trimmed.contains(" ") ? trimmed : nil
            ratingJoiner = try object.required("ratingJoiner")
            self.case = try object.optional("case")
            wordsBefore = try object.optional("wordsBefore") ?? []
            ratingWordsAfter = try object.optional("ratingWordsAfter") ?? []
            ratingWordsBefore = try object.optional("ratingWordsBefore") ?? []
            countWordsAfter = try object.optional("countWordsAfter") ?? []
            countPluralEndings = try object.optional("countPluralEndings") ?? []
            scaleTotals = try object.optional("scaleTotals") ?? []
            labelScaleTotals = try object.optional("labelScaleTotals") ?? []
            gaugeWords = try object.optional("gaugeWords") ?? []
        }
    }

    var range = Range()
    var ratio = Ratio()
    /// Scores and aspect ratios ("Score 3:2", "Aspect ratio 16:9"): the label words and the joiner.
    var scores: [Score]?
    /// ru "между 5 и 10" -> "между пятью и десятью": after these governing words, the quantity
    /// after a joiner takes the case of the one before it.
    var coordinated: Coordinated?

    struct Coordinated: Sendable {
        var governors: Set<String>
        var joiners: Set<String>
    }

    struct Score: Sendable {
        /// Lowercased words right before the numbers (a colon may follow them).
        var wordsBefore: Set<String>
        var joiner: String
        /// Written with a slash too ("Blood pressure 120/80" -> "one hundred twenty over eighty").
        var slash: Bool?
        /// Also between two names, the first number not smaller, joined by a dash ("Lakers 112–108
        /// Celtics", fr "Paris 2 – 1 Marseille").
        var betweenNames: Bool?
        /// Pairs read so with no word before, as written with a colon (before one digit, which no
        /// time is): the usual aspect ratios, "Photo · 16:9" -> "sixteen by nine", ru "шестнадцать
        /// на девять"; other pairs ("3:1") read as before.
        var bare: Set<String>?
        /// Unit symbols after a pair written with a slash that read it so with no word before:
        /// "Last reading: 128/82 mmHg" -> "one hundred twenty-eight over eighty-two".
        var unitsAfter: [String]?
        /// A pair of another kind's `bare` is read as that kind's even after these words: en
        /// "Ratio 16:9" -> "sixteen by nine", while "ratio 1:2" -> "one to two".
        var yieldsToBare: Bool?
        /// Only a pair written with a slash reads so: ru a shift pattern "Смена 2/2" -> "два через
        /// два", while "Начало смены 09:00" is a time.
        var slashOnly: Bool?
        /// The only second numbers this kind reads: a time signature's ("Mesure : 3/4"; "Dernière
        /// mesure : 128/82 mmHg" is a blood pressure).
        var denominators: Set<Int64>?
        /// The largest proportion of the two numbers this kind reads: a screen's shape ("9:16",
        /// "21:9"), not a video's length after the same word ("Video 1:15").
        var maxProportion: Int64?
    }
}

enum RangeClass {
    /// (With the ellipsis of a span: ru "−5…+2 °C", "5…10 км".)
    private static let dashes: ScalarSet = ["-", "\u{2013}", "\u{2014}", "\u{2026}"]
    private static let quantities: Set<SemioticClass> = [.cardinal, .decimal, .measure, .duration, .money, .percent]
    /// fr "1-2 h": the second end may be an hour ("2 h" is a time) after a bare number.
    private static let secondEnds = quantities.union([.time])
    /// What may end a range written with a spaced dash: a quantity with its unit.
    private static let spacedEnds: Set<SemioticClass> = [.money, .measure, .percent, .duration]

    /// `first` extended over "-" and a second quantity, or nil.
    static func extend(_ first: Token, in context: ClassifyContext, classify: (Int) -> Token?) -> Token? {
        let text = context.text
        // ("Boeing 737-800": a model and its variant after a maker's name, `modelMakers`.)
        if let makers = context.rules.modelMakers, text[first.range.upperBound] == "-", let maker = text.previousWord(before: first.range.lowerBound),
           makers.contains(maker) { return nil }
        var dash = first.range.upperBound
        // "$85K – $110K", "38 000 – 45 000 €": an en or em dash between spaces joins two amounts,
        // measures or percentages (the second with its unit); two bare numbers stay apart
        // ("Chapter 1 – 5 tips").
        var spaced = text[dash] == " " && (text[dash + 1] == "\u{2013}" || text[dash + 1] == "\u{2014}") && text[dash + 2] == " "
        // ("Стоянка № 3 — 400 ₽/сутки": a number after a number sign names; the dash goes on.)
        if spaced, let signs = context.rules.codeSigns, case let before = text.wordEnd(before: first.range.lowerBound), before > 0,
           let sign = text[before - 1], signs.contains(String(sign)) { spaced = false }
        // ("Monthly pass – Zone 4 – $236.50": a number a label word names ends its phrase.)
        // (And its abbreviation: fr "Catalogue, vol. 2 – 39 €".)
        if spaced, LabelClass.namedBefore(first.range.lowerBound, in: context) { spaced = false }
        if spaced { dash += 1 }
        guard let scalar = text[dash], dashes.contains(scalar), quantities.contains(first.semioticClass) || year(first.kind) != nil,
              // (Glued by a separator to what comes before, a digit or a letter ("3)2-4", "три)2-4"),
              // the numbers are part of something else.)
              !text.isLetter(first.range.lowerBound - 1),
              !(text.isDigit(first.range.lowerBound - 2) || text.isLetter(first.range.lowerBound - 2)) || text[first.range.lowerBound - 1].map(TextCursor.isSpace) == true
        else { return nil }
        // ru "−5…+2 °C", "+5…+7°": the second end may carry a plus sign, after a signed first end.
        var secondStart = dash + 1 + (spaced ? 1 : 0)
        var signedFirst = value(first.kind).map { $0 < 0 } == true
        if case .plus = first.kind { signedFirst = true }
        let plusSign = text[secondStart] == "+" && text.isDigit(secondStart + 1) && signedFirst
        if plusSign { secondStart += 1 }
        guard var second = classify(secondStart) else { return nil }
        // ru "3–5 класса" -> "третьего-пятого класса", "на 3–5 этаже" -> "на третьем-пятом": where
        // the second number is the ordinal of the noun after it, the first is too.
        if context.speller.data.ranges.range.ordinalRange != nil, !spaced, !plusSign, case let .cardinal(low, _) = first.kind,
           case let .ordinal(high, agreement) = second.kind, let lowValue = low.value, let highValue = high.value, lowValue > 0, highValue > lowValue, !low.negative {
            return Token(kind: .range(from: .ordinal(low, agreement), to: second.kind, dashed: true), semioticClass: .ordinal,
                         range: first.range.lowerBound..<second.range.upperBound)
        }
        // ("Pastry box of 6 – $19.99", "Team of 4 – $240": a bare count, then a price with its
        // currency written first; a range of prices writes it on both ends, "$5 – $10".)
        if spaced, isBareNumber(first.kind), second.semioticClass == .money, !text.isDigit(secondStart) { return nil }
        // "$18–24": the currency written before the first amount counts both ("eighteen to
        // twenty-four dollars").
        var first = first
        if !spaced, case let .money(amount) = first.kind, amount.fraction == nil, amount.scale == nil, amount.minor == nil, !amount.onlyMinor,
           case let .cardinal(numeral, _) = second.kind {
            var to = amount
            to.numeral = numeral
            first = Token(kind: .cardinal(amount.numeral, .default), semioticClass: .cardinal, range: first.range)
            second = Token(kind: .money(to), semioticClass: .money, range: second.range)
        }
        guard secondEnds.contains(second.semioticClass),
              // (A bare number before a spaced em dash ends a phrase: "Cabin for 2 — $149".)
              !spaced || spacedEnds.contains(second.semioticClass)
                  && (first.semioticClass == second.semioticClass || isBareNumber(first.kind) && text[dash] != "\u{2014}"),
              first.semioticClass == second.semioticClass || isBareNumber(first.kind) || year(first.kind) != nil,
              !dashes.contains(text[second.range.upperBound] ?? " "),
              let low = value(first.kind, scale: scale(of: second.kind)), let high = value(second.kind, scale: scale(of: second.kind)),
              low < high || openingHours(first.kind, second.kind, at: first.range.lowerBound, in: context)
        else { return nil }
        // "6-4, 3-6, 7-6": a pair among other pairs in a list is a score, not a range.
        if !spaced, case .cardinal = first.kind, case .cardinal = second.kind,
           Self.pairInList(before: first.range.lowerBound, after: second.range.upperBound, in: text) { return nil }
        let rules = context.speller.data.ranges.range
        if plusSign { second = Token(kind: .plus(second.kind), semioticClass: second.semioticClass, range: secondStart - 1..<second.range.upperBound) }
        var (from, to) = (first.kind, second.kind)
        // ru "Выпуски 10–12" -> "Выпуски с десятого по двенадцатый": after the plural of a noun
        // counted with ordinals, with nothing counted after, a span of numbered things, in the
        // words of `ordinalRange`. (Two neighbours name two things: "места 9–10" -> "девять-десять".)
        if let words = rules.ordinalRange, !spaced, !plusSign, case let .cardinal(low, _) = from, case let .cardinal(high, _) = to,
           let lowValue = low.value, let highValue = high.value, lowValue > 0, highValue > lowValue + 1, highValue < 1000, !low.negative,
           text[first.range.lowerBound - 1] == " ", !text.isLetter(second.range.upperBound), !text.isDigit(second.range.upperBound),
           CardinalClass.nothingCountedAfter(second.range.upperBound, in: context),
           let gender = CardinalClass.ordinalNounGender(pluralBefore: first.range.lowerBound, in: context) {
            return Token(kind: .ordinalRange(from: low, to: high, gender, words), semioticClass: .ordinal,
                         range: first.range.lowerBound..<second.range.upperBound)
        }
        // ru "(3–5 классы)" -> "третьи-пятые классы": before the nominative plural of a noun
        // counted with ordinals, plural ordinals (a count would take "классов").
        if rules.ordinalRange != nil, !spaced, !plusSign, case let .cardinal(low, _) = from, case let .cardinal(high, _) = to,
           let lowValue = low.value, let highValue = high.value, lowValue > 0, highValue > lowValue, highValue < 1000, !low.negative,
           !text.isLetter(second.range.upperBound), !text.isDigit(second.range.upperBound),
           CardinalClass.ordinalNounNominativePlural(after: second.range.upperBound, in: context) {
            let plural = Agreement(gender: .masculine, grammaticalCase: .nominative, plural: true)
            return Token(kind: .range(from: .ordinal(low, plural), to: .ordinal(high, plural), dashed: true), semioticClass: .ordinal,
                         range: first.range.lowerBound..<second.range.upperBound)
        }
        var dashed = false
        if let previous = text.previousWord(before: first.range.lowerBound), Self.standsAlone(previous, before: first.range.lowerBound, in: text),
           rules.notAfter.contains(previous) || rules.case != nil && (context.speller.data.governors.governs(previous)
               || context.speller.data.labelWords.contains(previous.lowercased())) {
            // (ru "места 9–10" -> "места девять — десять": after a label word, numbers that name.)
            // ru "до 3-5 дней" -> "до трёх — пяти дней", "с 2-3 друзьями" -> "с двумя — тремя
            // друзьями": after a preposition the range words cannot come; both numbers take one case,
            // the noun's where its ending says it, else the preposition's.
            guard case let .cardinal(low, lowAgreement) = from else { return nil }
            switch to {
            case let .cardinal(high, highAgreement):
                let grammaticalCase = highAgreement.grammaticalCase != .nominative ? highAgreement.grammaticalCase : lowAgreement.grammaticalCase
                var agreement = lowAgreement
                agreement.grammaticalCase = grammaticalCase
                from = .cardinal(low, agreement)
                agreement = highAgreement
                agreement.grammaticalCase = grammaticalCase
                to = .cardinal(high, agreement)
            case .measure, .duration:
                // ru "Хранить при 15–25 °C" -> "при пятнадцати — двадцати пяти градусах": the
                // measure at the end in the case the first number took from the preposition.
                guard lowAgreement.grammaticalCase != .nominative else { return nil }
                to = .governed(to, lowAgreement.grammaticalCase)
            default:
                return nil
            }
            dashed = true
        }
        // ru "1-3 дня", "2–4 игрока": the written noun agrees with "один-три", not with the genitive
        // "от одного до трёх" (which needs "дней"): the numbers are read as written, with a dash;
        // "5-10 дней" fits both.
        if !dashed, let grammaticalCase = rules.case, case let .cardinal(numeral, _) = second.kind, let count = numeral.value,
           let written = text.nextWord(from: second.range.upperBound) {
            let speller = context.speller
            let category = speller.pluralCategory(count)
            // ("1–3 рабочих дня": the noun after plural adjectives.)
            let next = speller.data.genderGuess.nounWord(after: second.range.upperBound, in: text).flatMap { speller.data.nounsByForm[$0] != nil ? $0 : nil } ?? written
            if let noun = speller.data.nounsByForm[next] {
                guard let form = speller.data.caseForms[grammaticalCase]?[category] else { return nil }
                dashed = noun.form(for: form) != next
            } else if category != speller.pluralCategory(5), let noun = speller.data.genderGuess.nounWord(after: second.range.upperBound, in: text),
                      noun.unicodeScalars.count > 2, speller.data.nounsByForm[noun] == nil {
                // An unlisted noun after 2, 3, 4 (or 1): its form is not the genitive plural.
                dashed = true
            }
        }
        // "2015-2020": two years (not in a language whose range words need a case: ru keeps the numbers).
        if rules.case == nil, let from = year(first.kind), let to = year(second.kind) {
            return Token(kind: .range(from: .year(from, nil, noun: nil), to: .year(to, nil, noun: nil)), semioticClass: .date,
                         range: first.range.lowerBound..<second.range.upperBound)
        }
        return Token(kind: .range(from: from, to: to, dashed: dashed), semioticClass: second.semioticClass,
                     range: first.range.lowerBound..<second.range.upperBound)
    }

    /// Whether the word before `index` is a word of its own, not the end of a code joined by a
    /// hyphen ("817-при 318-40" reads as "семнадцати-при" would).
    private static func standsAlone(_ word: String, before index: Int, in text: TextCursor) -> Bool {
        let end = text.wordEnd(before: index)
        let start = end - word.unicodeScalars.count
        guard start == 0 || text[start - 1] != "-" && !text.isDigit(start - 1) else { return false }
        // (Nor a number's unit: in "2 с -8-5" the "с" is seconds, no preposition; a second pass,
        // which reads "две секунды", must find the same range.)
        let before = text.wordEnd(before: start)
        return !(before < start && text.isDigit(before - 1))
    }

    /// Whether a comma and another "digits-digits" pair (a hyphen or an en dash) stand right before `start` or right after `end`.
    private static func pairInList(before start: Int, after end: Int, in text: TextCursor) -> Bool {
        // Pairs of one or two digits each, with nothing glued on ("3-7l" is no score).
        func isDash(_ index: Int) -> Bool { text[index] == "-" || text[index] == "\u{2013}" }
        func pair(endingAt end: Int) -> Bool {
            var index = end
            guard index > 0, text.isDigit(index - 1) else { return false }
            while index > 0, text.isDigit(index - 1) { index -= 1 }
            guard end - index <= 2, index > 1, isDash(index - 1), text.isDigit(index - 2) else { return false }
            var start = index - 1
            while start > 0, text.isDigit(start - 1) { start -= 1 }
            return index - 1 - start <= 2 && (start == 0 || !text.isLetter(start - 1) && !text.isDigit(start - 1))
        }
        // Nothing glued on after a pair, not even through punctuation ("3-6,V", "3-6.c" are no
        // list items).
        func endsCleanly(_ end: Int) -> Bool {
            !text.isLetter(end) && !text.isDigit(end)
                && !(text[end].map { ",.;:/".unicodeScalars.contains($0) } == true && (text.isLetter(end + 1) || text.isDigit(end + 1)))
        }
        func pair(startingAt start: Int) -> Bool {
            guard text.isDigit(start) else { return false }
            let dash = text.digitRunEnd(from: start)
            guard dash - start <= 2, isDash(dash), text.isDigit(dash + 1) else { return false }
            let end = text.digitRunEnd(from: dash + 1)
            return end - dash - 1 <= 2 && endsCleanly(end)
        }
        guard endsCleanly(end) else { return false }
        var after = end
        if text[after] == "," {
            after += 1
            while text.isWhitespace(after) { after += 1 }
            if pair(startingAt: after) { return true }
        }
        let before = text.wordEnd(before: start)
        return before > 0 && text[before - 1] == "," && pair(endingAt: before - 1)
    }

    /// A four-digit number that may be a year, or a year already read as one ("from 2015").
    private static func year(_ kind: Token.Kind) -> Int64? {
        switch kind {
        case let .cardinal(numeral, _) where numeral.digits.count == 4 && !numeral.negative:
            return numeral.value.flatMap { (1000...2099).contains($0) ? $0 : nil }
        case let .year(value, nil, nil) where (1000...2099).contains(value):
            return value
        default:
            return nil
        }
    }

    private static func isBareNumber(_ kind: Token.Kind) -> Bool {
        switch kind {
        case .cardinal, .decimal: return true
        case let .plus(inner): return isBareNumber(inner)
        default: return false
        }
    }

    /// The value of a quantity; one with a scale ("$85K") only where `scale` is the same (the
    /// other end's: "$85K–$110K").
    static func value(_ kind: Token.Kind, scale: String? = nil) -> Double? {
        func number(_ numeral: Numeral, _ fraction: String?) -> Double? {
            Double("\(numeral.negative ? "-" : "")\(numeral.digits).\(fraction ?? "0")")
        }
        switch kind {
        case let .cardinal(numeral, _): return number(numeral, nil)
        case let .decimal(numeral, fraction), let .percent(numeral, fraction): return number(numeral, fraction)
        case let .measure(value), let .duration(value): return value.scale == scale ? number(value.numeral, value.fraction) : nil
        case let .money(amount): return amount.scale == scale && !amount.onlyMinor ? number(amount.numeral, amount.fraction) : nil
        case let .time(time): return Double(time.hour24 * 60 + time.minute)
        case let .year(value, _, _): return Double(value)
        case let .plus(inner): return Self.value(inner, scale: scale)
        default: return nil
        }
    }

    /// en "Open Mon–Sat, 10–6": hours of a twelve-hour clock after a weekday, the second earlier
    /// than the first (six in the evening).
    private static func openingHours(_ first: Token.Kind, _ second: Token.Kind, at start: Int, in context: ClassifyContext) -> Bool {
        guard case let .cardinal(from, _) = first, case let .cardinal(to, _) = second, let low = from.value, let high = to.value,
              (1...12).contains(low), (1...12).contains(high), context.dates.weekdayAbbreviations != nil else { return false }
        if DateClass.weekdayBefore(start, in: context) { return true }
        let words = context.speller.data.ranges.range.openingHoursAfter
        return !words.isEmpty && (context.text.previousWordLowercased(before: start)
            ?? context.text.wordBeforeMark(start, marks: ":")?.lowercased()).map(words.contains) == true
    }

    private static func scale(of kind: Token.Kind) -> String? {
        switch kind {
        case let .measure(value), let .duration(value): value.scale
        case let .money(amount): amount.scale
        case let .plus(inner): scale(of: inner)
        default: nil
        }
    }

    /// The gender of the noun the range counts ("1-2 heures": "une à deux heures").
    static func gender(of kind: Token.Kind, with speller: NumberSpeller) -> Gender? {
        switch kind {
        case let .plus(inner): return gender(of: inner, with: speller)
        case let .cardinal(_, agreement): return agreement.gender
        case let .measure(value), let .duration(value): return speller.data.nouns[value.unit.noun]?.gender
        case .time: return speller.data.nouns[speller.data.dates.time.hourNoun]?.gender
        case let .money(amount): return amount.currency.flatMap { speller.data.nouns[$0.major]?.gender }
        default: return nil
        }
    }

    /// "$15–$25" -> "fifteen to twenty-five dollars": the first of two whole amounts in one
    /// currency (and one scale) is said as its number alone, the currency once, after the second.
    static func sharesCurrency(_ kind: Token.Kind, with other: Token.Kind) -> Numeral? {
        guard case let .money(low) = kind, case let .money(high) = other, low.currency != nil, low.currency == high.currency,
              low.scale == high.scale, low.fraction == nil, low.minor == nil, !low.onlyMinor, high.minor == nil, !high.onlyMinor else { return nil }
        return low.numeral
    }

    /// The first end's words: a bare number agrees with the second end's noun.
    static func words(_ kind: Token.Kind, agreeingWith other: Token.Kind, with speller: NumberSpeller) -> String? {
        if case let .cardinal(numeral, agreement) = kind {
            var agreement = agreement
            agreement.gender = gender(of: other, with: speller) ?? agreement.gender
            return CardinalClass.verbalize(numeral, agreement, with: speller)
        }
        if let numeral = sharesCurrency(kind, with: other), case let .money(amount) = kind {
            if let scale = amount.scale { return CardinalClass.verbalizeScaled(numeral, fraction: nil, scale: scale, with: speller) }
            return CardinalClass.verbalize(numeral, Agreement(gender: gender(of: other, with: speller) ?? .masculine), with: speller)
        }
        return Verbalizer.verbalize(kind, with: speller)
    }
}

/// Ratios: "Page 2/10" -> "Page deux sur dix", "4,5/5 étoiles" -> "quatre virgule cinq sur cinq
/// étoiles", ru "Страница 2/10" -> "Страница два из десяти".
///
/// "a/b" is a ratio rather than a fraction when a word of `ranges.json` ("page", "étape", "шаг")
/// stands before it, a rating word ("stars", "étoiles", "звёзд") after it, or the first number
/// has decimals. Otherwise "1/2" stays a fraction.
enum RatioClass {
    static func classify(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        guard literal.version == nil, !literal.negative else { return nil }
        let text = context.text
        var slash = literal.range.upperBound
        // "Steps 8,432 / 10,000": a slash between spaces, for grouped numbers only.
        let spaced = text[slash] == " " && text[slash + 1] == "/" && text[slash + 2] == " " && text.isDigit(slash + 3)
        if spaced { slash += 1 }
        let totalStart = spaced ? slash + 2 : slash + 1
        guard text[slash] == "/", text.isDigit(totalStart) else { return nil }
        // "3,450/5,000 XP", fr "3 450/5 000": grouped numbers on either side are a count out of a
        // total, never a fraction.
        var end = text.digitRunEnd(from: totalStart)
        var denominatorDigits = String(String.UnicodeScalarView(text.scalars[totalStart..<end]))
        var grouped = literal.grouped && literal.fraction == nil
        if let total = context.lexicon.read(text, at: totalStart), total.grouped, total.isPlainInteger, !total.negative {
            end = total.range.upperBound
            denominatorDigits = total.integer
            grouped = literal.fraction == nil
        }
        guard text[end] != "/", !text.isDigit(end), !text.isLetter(end), text[end] != "," || !text.isDigit(end + 1),
              text[end] != "." || !text.isDigit(end + 1) else { return nil }
        let rules = context.speller.data.ranges.ratio
        if let outOf = outOf(literal, total: totalStart..<end, in: context) { return outOf }
        var rating = literal.fraction != nil || text.nextWord(from: end).map(rules.ratingWordsAfter.contains) ?? false
        // "Page 2/10", and a label with a colon: "Note : 17/20", "Score: 8/10".
        var labelEnd = text.wordEnd(before: literal.range.lowerBound)
        let colon = labelEnd > 0 && text[labelEnd - 1] == ":"
        if colon { labelEnd -= 1 }
        // (fr "Risque d'avalanche : 3/5": the word after an elided article.)
        // ("Quiz 4: 18/20", fr "Devoir 2 : 15/20": a label's word and its number before the colon.)
        if colon, labelEnd > 0, text.isDigit(labelEnd - 1) || text.isWhitespace(labelEnd - 1) && text.isDigit(labelEnd - 2) {
            var numberStart = text.isDigit(labelEnd - 1) ? labelEnd - 1 : labelEnd - 2
            while numberStart > 0, text.isDigit(numberStart - 1) { numberStart -= 1 }
            if numberStart > 1, text[numberStart - 1] == " ", text.isLetter(numberStart - 2) { labelEnd = numberStart - 1 }
        }
        let label = text.previousWord(before: labelEnd).map { word in word.lastIndex(where: { $0 == "'" || $0 == "\u{2019}" }).map { String(word[word.index(after: $0)...]) } ?? word }
        let denominator = Numeral(digits: denominatorDigits)
        let ratedBefore = label.map { rules.ratingWordsBefore.contains($0.lowercased()) } ?? false
        // ("Fuel level: 7/8": after a gauge's word, a word of `wordsBefore` and a colon, halves,
        // quarters and eighths stay fractions too; "Level 7/8", "Current page: 1/2" count.)
        let gauge = colon && label.flatMap { text.previousWord(before: labelEnd - $0.unicodeScalars.count) }.map { rules.gaugeWords.contains($0.lowercased()) } == true
        let counter = ratedBefore || label.map(rules.wordsBefore.contains) ?? false && (!gauge || isPart(literal, of: denominator))
            || previousAbbreviation(before: literal.range.lowerBound, in: context).map(rules.wordsBefore.contains) ?? false
            // ("Niveau de carburant : 3/4": halves, quarters and eighths stay fractions there.)
            || Self.labelOpens(before: labelEnd, words: rules.wordsBefore, in: text) && isPart(literal, of: denominator)

        // After a label and a colon: a score out of a total ("Lives: three out of five", "Quiz
        // score: eighteen out of twenty").
        // Alone, out of the language's grading scale: fr "Une note de 11/20", "15/20" ("5/20" is a
        // fraction in English, "31/02/2020" no score).
        // ("1/20" stays a twentieth: a grade of one is no grade anyone writes.)
        let onScale = !counter && text[literal.range.lowerBound - 1] != "/" && denominator.value.map(rules.scaleTotals.contains) == true
            && (Int64(literal.integer) ?? 0) >= 2
        // (After a label, a score out of at most a thousand: "…56: 6430/41004" is no score, and a
        // second pass would take the number words before the colon for a label.)
        let labelled = !colon && !counter && label != nil && denominator.value.map(rules.labelScaleTotals.contains) == true && Self.opensCapitalized(before: labelEnd, in: text)
        // (An aside after it only past the fractions of a unit: "Flour: 1/3 (40 g)" is a third.)
        let asideAllowed = denominator.value.map { !unitFractionDenominators.contains($0) } == true
        let scored = (colon && label != nil && denominator.value.map { $0 <= 1_000 } == true || onScale || labelled) && Self.standsAlone(end, asideAllowed: asideAllowed, in: text)
            && isPart(literal, of: denominator)
        // "2/3 doses taken", "3/4 done": a count out of a total, said "out of".
        // ("12/16 stalls available": a plural noun after a count of two or more, where "3/4 cup"
        // is a fraction of one thing.)
        let next = text.nextWord(from: end)
        let pluralAfter = next.map { word in
            word.startsLowercase && rules.countPluralEndings.contains(where: word.hasSuffix) && (Int64(literal.integer) ?? 0) >= 2
                && MeasureClass.unit(after: end, in: context) == nil
                // (A noun we list may be a part's ("3/4 heures"), but not past the fractions of a
                // unit: fr "21/28 comprimés pris" counts.)
                && (context.speller.data.nounsByForm[word] == nil || denominator.value.map { !unitFractionDenominators.contains($0) } == true)
        } ?? false
        let counted = (next.map { rules.countWordsAfter.contains($0.lowercased()) } ?? false || pluralAfter)
            && isPart(literal, of: denominator, fractions: true) && !text.isWhitespace(literal.range.upperBound)
        // "Compte rendu (2/3)", "Free coffee after 9 stamps (6/9)": alone in brackets, a count of
        // a total (a page, a step, a stamp).
        // (A total of up to twenty: "(12/25)" may be a date.)
        let bracketed = text[literal.range.lowerBound - 1] == "(" && text[end] == ")" && isPart(literal, of: denominator, fractions: true)
            && denominator.value.map { $0 <= 20 } == true
        // "Bag 2/2 loaded", fr "Cours 2/4 du parcours", ru "Место 2/2": after a capitalized word
        // that opens the phrase, a fraction nobody writes (n/n, or not in lowest terms: 2/4, 6/8)
        // is a count of a total, unless a unit follows ("Flour 2/4 cup" is a recipe's).
        // ("Sticker album 18/40": after a phrase of two or three words opening the text, the first
        // capitalized, too.)
        let unwritten = !colon && label.map { word in
            let start = labelEnd - word.unicodeScalars.count
            let before = text.wordEnd(before: start)
            return word.startsUppercase && (before == 0 || text[before - 1] == "\u{00B7}" || text[before - 1] == "|" || text[before - 1] == "\u{2022}")
                || Self.opensCapitalized(before: labelEnd, in: text)
        } == true && isUnreduced(literal, of: denominator) && MeasureClass.unit(after: text.wordStart(after: end), in: context) == nil
            && next.map { context.speller.data.nounsByForm[$0.lowercased()] == nil } != false
        // "Devices: 4/10 in use", "Points: 340/500 to a free roll", "Walks completed: 1/2 today":
        // after a label of a plural noun or a word that counts done things, and a colon, a count
        // out of a total, whatever follows but a unit or a noun it would be a part of ("Servings:
        // 1/2 cup" is half a cup).
        // (Alone after the colon, `scored` reads it; halves, quarters and eighths after a plural
        // noun stay fractions: "Servings: 1/2".)
        let countingLabel = colon && !Self.standsAlone(end, in: text) && label.map { word in
            let lowered = word.lowercased()
            return rules.countWordsAfter.contains(lowered) && isPart(literal, of: denominator, fractions: true)
                || word.unicodeScalars.count > 3 && rules.countPluralEndings.contains(where: lowered.hasSuffix) && isPart(literal, of: denominator)
        } == true && MeasureClass.unit(after: end, in: context) == nil
            && next.map { context.speller.data.nounsByForm[$0.lowercased()] == nil } != false
        // "Special requests (0/250)": in brackets, a total no day nor month is, a count of it (of
        // characters typed).
        let bracketedCounter = text[literal.range.lowerBound - 1] == "(" && text[end] == ")" && literal.fraction == nil
            && denominator.value.map { $0 > 31 } == true && (Int64(literal.integer) ?? .max) <= (denominator.value ?? 0)
        // "– 5/5", "3/3": a whole out of itself is no fraction anyone says ("five fifths").
        let whole = literal.fraction == nil && !spaced && (Int64(literal.integer) ?? 0) >= 2 && Int64(literal.integer) == denominator.value
            && text[literal.range.lowerBound - 1] != "/"
        rating = rating || scored || counted || ratedBefore || bracketed || countingLabel || bracketedCounter || grouped && isPart(literal, of: denominator)
        // Between spaces, the slash joins grouped numbers, a score after a label ("Difficulty: 3 /
        // 5"), a count after a counter's word ("Page 214 / 368"), or a rating with decimals that
        // ends the phrase ("2.5 / 5"; "2.5 / 5 = 0.5" is arithmetic).
        guard !spaced || grouped || scored || counter && isPart(literal, of: denominator) || literal.fraction != nil && Self.standsAlone(end, in: text)
                && denominator.value.map({ $0 <= 100 }) == true else { return nil }
        // ("New season 10/3": a count larger than its total is no page of a book.)
        guard rating || (counter || unwritten || whole) && isPart(literal, of: denominator, fractions: true) || literal.fraction != nil else { return nil }
        // (The part agrees with the plural noun it counts: ru "21/28 таблеток" -> "двадцать одна
        // из двадцати восьми", fr "21/28 pilules" -> "vingt et une sur vingt-huit".)
        let gender = counted ? next.flatMap { word in
            let lowered = word.lowercased()
            return context.speller.data.nounsByForm[lowered]?.gender ?? context.speller.data.genderGuess.gender(ofPlural: lowered)
        } : nil
        return Token(kind: .ratio(Numeral(digits: literal.integer), fraction: literal.fraction, of: denominator, rating: rating, gender: gender),
                     semioticClass: literal.fraction == nil ? .cardinal : .decimal, range: literal.range.lowerBound..<end)
    }

    /// The denominators of the fractions one says of a unit ("3/4 cup", "3/16 in").
    private static let unitFractionDenominators: Set<Int64> = [2, 3, 4, 5, 8, 10, 16]

    /// "Move: 420/500 cal", "Exercise 18/30 min", "Stand 9/12 hr": after a label, whole numbers,
    /// the first of two or more and no greater than the second, then a unit; a count out of a
    /// total of that unit, unless a fraction of the unit in lowest terms ("3/4 cup").

    private static func outOf(_ literal: NumberLiteral, total: Range<Int>, in context: ClassifyContext) -> Token? {
        let text = context.text
        // ("Weekly goal: 18.4/25 mi": a part with decimals too.)
        let decimal = literal.fraction != nil && !literal.grouped && literal.version == nil
        guard literal.isPlainInteger || decimal, !literal.negative, text[literal.range.upperBound] == "/", let part = Int64(literal.integer), part >= 2,
              let whole = context.lexicon.read(text, at: total.lowerBound), whole.range == total, whole.isPlainInteger, let value = Int64(whole.integer),
              part <= value, !text.isDigit(literal.range.lowerBound - 2) || text[literal.range.lowerBound - 1] != "/",
              let (unit, unitEnd) = MeasureClass.unit(after: total.upperBound, in: context), unit.after.isEmpty,
              !text.isLetter(unitEnd), !text.isDigit(unitEnd) else { return nil }
        guard decimal || !unitFractionDenominators.contains(value) || FractionClass.gcd(part, value) != 1 else { return nil }
        // After a label (its colon, or a capitalized word) or alone; after a lowercase word, two
        // numbers to choose from ("Ships in 24/48 h").
        let before = text.wordEnd(before: literal.range.lowerBound)
        guard before == 0 || text[before - 1] == ":" || text.previousWord(before: literal.range.lowerBound).map({ $0.startsUppercase }) == true else { return nil }
        let gender = context.speller.data.nouns[unit.noun]?.gender ?? .masculine
        let measure = MeasureValue(numeral: Numeral(digits: whole.integer), fraction: nil, unit: unit, scale: nil)
        let kind: Token.Kind = DurationClass.isDuration(unit, in: context) ? .duration(measure) : .measure(measure)
        let counted: Token.Kind = literal.fraction.map { .decimal(Numeral(digits: literal.integer), fraction: $0) }
            ?? .cardinal(Numeral(digits: literal.integer), Agreement(gender: gender))
        return Token(kind: .outOf(counted, total: kind),
                     semioticClass: .measure, range: literal.range.lowerBound..<unitEnd)
    }

    /// Whether the first word of a label of two or three words, the text's first, is one of
    /// `words`: fr "Niveau de résistance 12/24", ru "Уровень сопротивления 12/24".
    private static func labelOpens(before end: Int, words: Set<String>, in text: TextCursor) -> Bool {
        var start = end
        for _ in 0..<3 {
            guard let word = text.previousWord(before: start) else { return false }
            start = text.wordEnd(before: start) - word.unicodeScalars.count
            if text.wordEnd(before: start) == 0 { return start < end && words.contains(word) }
        }
        return false
    }

    /// Whether one to three words end at `end` and open the text, the first capitalized:
    /// "Difficulty", "Spice level".
    private static func opensCapitalized(before end: Int, in text: TextCursor) -> Bool {
        var start = end
        for _ in 0..<3 {
            guard let word = text.previousWord(before: start) else { return false }
            start = text.wordEnd(before: start) - word.unicodeScalars.count
            if text.wordEnd(before: start) == 0 { return start < end && word.startsUppercase }
        }
        return false
    }

    /// "Lives: 3/5", "Vies : 3/5", "Жизни: 3/5": a count out of a total after any label, when no
    /// word follows (a fraction is of something: "Flour: 1/2 cup").
    private static func standsAlone(_ end: Int, asideAllowed: Bool = false, in text: TextCursor) -> Bool {
        var next = end
        while text.isWhitespace(next) { next += 1 }
        guard next < text.count, let scalar = text[next] else { return true }
        // "Solve: 3/4 + 1/2" is arithmetic: only the end of a phrase may follow, or an aside after
        // a space: "Fairways hit: 9/14 (64%)", fr "Compétence : 3/4 — Maîtrise".
        if asideAllowed, next > end, ["(", "\u{2014}", "\u{2013}"].contains(scalar) { return true }
        return [",", ".", ";", "!", "?", ")", "]", "\u{00B7}", "|"].contains(scalar)
    }

    /// Whether the numerator is a whole number no greater than the denominator.
    /// `fractions`: halves, quarters and eighths count too ("Step 1/2").
    private static func isPart(_ literal: NumberLiteral, of denominator: Numeral, fractions: Bool = false) -> Bool {
        guard literal.fraction == nil, let part = Int64(literal.integer), let total = denominator.value else { return false }
        // "Fuel: 3/4", "Portion: 1/2": halves, quarters and eighths are fractions.
        return part <= total && total > 1 && (fractions || ![2, 4, 8].contains(total))
    }

    /// Whether "a/b" is a fraction no one writes: whole numbers, 2 <= a <= b, with a common
    /// divisor ("2/2", "2/4", "6/8").
    private static func isUnreduced(_ literal: NumberLiteral, of denominator: Numeral) -> Bool {
        guard literal.fraction == nil, literal.integer.utf8.count <= 4, let part = Int64(literal.integer), let total = denominator.value,
              part >= 2, part <= total else { return false }
        var (a, b) = (total, part)
        while b != 0 { (a, b) = (b, a % b) }
        return a > 1
    }

    /// "стр." before the number: the word with its period.
    private static func previousAbbreviation(before index: Int, in context: ClassifyContext) -> String? {
        let end = context.text.wordEnd(before: index)
        guard end > 0, context.text[end - 1] == "." else { return nil }
        return context.text.previousWord(before: end - 1).map { $0 + "." }
    }
}

extension RangeRules.Range.OrdinalRange: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["from", "to", "fromCase", "toCase"])
        from = try object.required("from")
        to = try object.required("to")
        fromCase = try object.required("fromCase")
        toCase = try object.required("toCase")
    }
}

extension RangeRules.Coordinated: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["governors", "joiners"])
        governors = try object.required("governors")
        joiners = try object.required("joiners")
    }
}

extension RangeRules.Score: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["wordsBefore", "joiner", "slash", "betweenNames", "bare", "unitsAfter", "yieldsToBare", "slashOnly", "denominators", "maxProportion"])
        wordsBefore = try object.required("wordsBefore")
        joiner = try object.required("joiner")
        slash = try object.optional("slash")
        betweenNames = try object.optional("betweenNames")
        unitsAfter = try object.optional("unitsAfter")
        bare = try object.optional("bare")
        yieldsToBare = try object.optional("yieldsToBare")
        slashOnly = try object.optional("slashOnly")
        denominators = try object.optional("denominators")
        maxProportion = try object.optional("maxProportion")
    }
}

extension RangeRules: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["range", "ratio", "scores", "coordinated"])
        range = try object.required("range")
        ratio = try object.required("ratio")
        scores = try object.optional("scores")
        coordinated = try object.optional("coordinated")
    }
}
