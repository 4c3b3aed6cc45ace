/// The one intermediate form between classifying and verbalizing.
///
/// Classifiers read text and produce tokens; they never produce words. Verbalizers read tokens and
/// produce words; they never look at the text. A token keeps the range it was read from so the
/// rest of the text can be copied exactly.
struct Token: Hashable, Sendable {
    /// What was recognized, with the grammatical features the verbalizer needs.
    indirect enum Kind: Hashable, Sendable {
        case cardinal(Numeral, Agreement)
        case ordinal(Numeral, Agreement)
        /// An ordinal whose word is fixed by its written suffix (fr "2nde" -> "seconde").
        case ordinalWord(String)
        /// An ordinal suffix that does not fit the number ("3th"): the number, then the suffix as written.
        case cardinalWithSuffix(Numeral, String)
        case decimal(Numeral, fraction: String)
        /// en "Flight UA 1482" -> "fourteen eighty-two", "Room 305" -> "three oh five": a number read
        /// in pairs of digits.
        case digitPairs(Int64)
        /// "S2 E5" -> "Season two Episode five".
        case seasonEpisode(season: Numeral, episode: Numeral, separator: String)
        /// "K7XQ2M", "8XYZ214": a code of capitals and digits mixed, said one character at a time.
        case spelledCode(String)
        /// "v2.4.1": a version with its "v", said as the language's word for a version.
        case prefixedVersion(noun: String, [String])
        /// ru "1,5 часа" -> "полтора часа", "1,5 минуты" -> "полторы минуты": one and a half before
        /// a noun, in the noun's gender.
        case oneAndAHalf(Gender)
        /// A number with a glued scale: "1.5M", "1,23млрд".
        case scaled(Numeral, fraction: String?, scale: String)
        case percent(Numeral, fraction: String)
        case fraction(whole: Int64?, numerator: Int64, denominator: Int64, negative: Bool)
        /// "1/2" before a word no table lists, said as a half of it (`halfBeforeWord`): fr "1/2
        /// tasse" -> "une demi-tasse", ru "по 1/2 таблетки" -> "по половине таблетки"; en has none
        /// ("one half tablet"). The word's gender.
        case halfOfWord(Gender)
        /// A fraction and the unit it counts: "1 1/2 h" -> fr "une heure et demie", "½ kg".
        case countedFraction(whole: Int64?, numerator: Int64, denominator: Int64, negative: Bool, unit: MeasureUnit)
        /// Read one digit at a time ("007", digit strings past Int64).
        case digits(String)
        /// The visible end of a masked card or account number, after the words that say so
        /// (`maskedEnding`): "Visa •••• 4821" -> "Visa ending in four eight two one".
        case maskedDigits(String)
        /// A code read digit by digit and the keypad's "#" typed after it: "Gate code: 2580#" ->
        /// "two five eight zero pound", fr "dièse", ru "решётка".
        case codeThenHash(String)
        /// A postcode in the groups the language reads it in (fr "75002 Paris" -> "soixante-quinze
        /// zéro zéro deux"): each group a number, or digit by digit from a leading zero.
        case postcode([String])
        /// Dot-separated numbers that are not a decimal ("2.3.1", fr "17.2").
        case version([String])
        /// A Roman numeral read as a regnal number after a name ("Louis XIV").
        case regnal(Int64, Agreement)
        case date(DateReading)
        /// Several days of one month: "les 17/18 juin".
        /// `dashed`: two days joined by a dash where the range's words do not fit (ru "за 9–15
        /// марта" -> "за девятое – пятнадцатое марта", `dayDashed`).
        case dayList(days: [Int], month: Int, year: Int?, yearNoun: Bool, grammaticalCase: GrammaticalCase, range: Bool = false,
                     monthFirst: Bool = false, dashed: Bool = false)
        /// A day joined by a list word to the date after it: ru "между 10 и 15 июля" ->
        /// "десятым", in the case the list takes.
        case dayAlone(Int, GrammaticalCase)
        /// "Dec 20 – Jan 3": two dates joined by a dash, read with the locale's range words.
        case dateRange(from: DateReading, to: DateReading)
        case time(ClockTime)
        /// en "2pm-5pm".
        /// `joined`: a word before already opens the range ("de 9 h–17 h"): the times are joined
        /// with `rangeJoiner`, not put in `rangeTemplate`.
        case timeRange(ClockTime, ClockTime, joined: Bool)
        /// A year outside a date, with the case and the spoken noun after it (ru "году").
        case year(Int64, GrammaticalCase?, noun: String?)
        /// "2019–2024", "2024/25": two years, the second maybe said short (`shortTo`), in a case,
        /// with the noun said after them.
        case yearRange(Int64, Int64, shortTo: Int64?, GrammaticalCase?, noun: String?)
        /// en "1980s"; a negative value is a two-digit decade ("'80s").
        case decade(Int64)
        /// A number and a unit ("5 km", "90 min").
        case measure(MeasureValue)
        /// A number and a unit of time ("90 min", "2 ч").
        case duration(MeasureValue)
        /// Minutes and seconds on a clock face: "28:14" (a run), "0:42" (a voice message),
        /// "5:25 /km" (a pace): each part a duration, zero parts unsaid.
        case elapsed([MeasureValue])
        /// An amount or a measure per a unit: "2,99 €/kg" -> "deux euros quatre-vingt-dix-neuf
        /// par kilogramme", "104 mg/dL", "8 L/100 km" (`count` 100).
        case perUnit(Kind, count: Numeral?, unit: MeasureUnit)
        /// A slash and a unit after a counted word, what the count is per: "8–10 g carbs/kg" ->
        /// " per kilogram", fr " par kilogramme", ru " на килограмм" (said after the word).
        case perUnitAlone(MeasureUnit)
        case money(MoneyAmount)
        case telephone(TelephoneClass.Parsed)
        /// A keypad's service code as written ("*100#", "*#06#").
        case serviceCode(String)
        /// An abbreviation's expansion; `count` is the number before an `@noun` expansion.
        case abbreviation(AbbreviationClass.Entry, count: String?, keepPeriod: Bool)
        /// "3-5 jours", "$50-$100": two numbers joined by a dash, read with the language's range words;
        /// `dashed` where the noun after agrees with the numbers as written, not with the range
        /// words' case (ru "2–4 игрока" -> "два — четыре игрока", not "от двух до четырёх").
        case range(from: Kind, to: Kind, dashed: Bool = false)
        /// ru "с десятого по двенадцатый": a span of numbered things, ordinals of their noun's gender.
        case ordinalRange(from: Numeral, to: Numeral, Gender, RangeRules.Range.OrdinalRange)
        /// An amount or a measure per something: "$20/mo" -> "twenty dollars per month".
        case rate(Kind, per: String)
        /// "Page 2/10", "4,5/5 étoiles": a count out of a total (`rating` after a score).
        case ratio(Numeral, fraction: String?, of: Numeral, rating: Bool, gender: Gender?)
        /// A count out of a total with its unit: "420/500 cal" -> en "four hundred twenty out of five
        /// hundred calories", fr "… sur cinq cents kilocalories", ru "… из пятисот килокалорий".
        case outOf(Kind, total: Kind)
        /// An abbreviated weekday (0 = Sunday) in a case: "Thu" -> "Thursday", ru "в пт" -> "в пятницу".
        case weekday(Int, GrammaticalCase, capitalized: Bool)
        /// A weekday that recurs, ru "по пн" -> "по понедельникам" (`weekdayRecurring`).
        case recurringWeekday(Int)
        /// "Tue–Sat" -> "Tuesday to Saturday".
        case weekdayRange(Int, Int, capitalized: Bool)
        /// A seat, gate or flat of letters and digits: "14C" after "Seat" -> "fourteen C".
        case label(letters: String, digits: String, lettersFirst: Bool)
        /// A score or an aspect ratio: "3:2" after "Score" -> "three to two".
        case score(Numeral, Numeral, joiner: String)
        /// A number after "#": "#3" -> en "number three", fr "numéro trois", ru "номер три".
        case numbered(Kind)
        /// A power written with superscript digits: "10⁶" -> en "ten to the power of six", fr "dix
        /// puissance six", ru "десять в степени шесть".
        case power(Numeral, exponent: Numeral)
        /// A letter said before a number: an aperture "f/1.8" -> en "f one point eight", fr "f un
        /// virgule huit", ru "f одна целая восемь десятых".
        case prefixed(String, Kind)
        /// An ordinal said with the noun it counts, in the noun's gender and in a case: a match's
        /// minute "67'" -> en "sixty-seventh minute", fr "soixante-septième minute", ru "шестьдесят
        /// седьмая минута"; a unit after an ordinal, "the 3rd km" -> "the third kilometer", fr "au
        /// 3e km" -> "au troisième kilomètre", ru "на 3-м км" -> "на третьем километре".
        case ordinalNoun(Numeral, noun: String, case: GrammaticalCase)
        /// A quantity written with "+": "+18°" -> "plus eighteen degrees", "+5 %".
        case plus(Kind)
        /// A count written with a "+" after it: "99+" -> "ninety-nine plus", ru "18+".
        case orMore(Kind)
        /// A number that is a fixed phrase of `idioms.tsv`: "24/7" -> "twenty-four seven".
        case idiom(String)
        /// "1.5x" -> "one point five x", "x2" -> "times two", "2 x 2" -> "two by two".
        case multiplier(before: Kind?, after: Kind?)
        /// A time-zone offset: "UTC+3" -> "UTC plus three", ru "МСК-1" -> "МСК минус один".
        case zoneOffset(zone: String, negative: Bool, Kind)
        /// A number joined to an adjective: ru "5-этажный" -> "пятиэтажный".
        case compound(Numeral, word: String)
        /// en "10-min walk" -> "ten-minute walk": a number and a unit's singular noun, hyphenated.
        case unitAdjective(Numeral, noun: String)
        /// A unit symbol alone after a word such as "per": "per kWh" -> "per kilowatt-hour".
        case unitWord(MeasureUnit)
        /// en "$5 credit", "5 min read": an amount or a measure before the noun it describes,
        /// its noun in the singular ("five dollar credit", "five minute read").
        case attributive(Kind, noun: String)
        /// A unit's noun in a plural category: the unit after a placeholder ("%lld sec" -> "seconds").
        case unitNoun(MeasureUnit, PluralCategory)
        /// Letters and digits of a code after a number sign or a code word: "RX4821" -> "RX four
        /// eight two one", "LIVE2024" -> "LIVE two zero two four".
        case letteredCode(letters: String, digits: String)
        /// A registration plate: its groups of letters and digits ("AB", "123", "CD").
        case plate([String])
        /// Whole numbers joined by slashes that no date or fraction reads, a list of counts: "KDA:
        /// 12/3/8" -> "twelve, three, eight".
        case list([Numeral])
        /// A size with a half after a size's word: "Size 8.5" -> "eight and a half", fr "Pointure
        /// 42,5" -> "quarante-deux et demi", ru "р. 42,5" -> "сорок два с половиной".
        case sizeHalf(Numeral)
        /// A token in the case a word before it gives it (the context stage: ru "до 15 км" ->
        /// genitive "до пятнадцати километров").
        case governed(Kind, GrammaticalCase)
        /// A token whose range takes in the word before it, said elided before the token's words
        /// (fr "de 1 h" -> "d'une heure").
        case elided(Kind, word: String)
        /// A number after a sign of comparison, said with the sign's words first and in the case
        /// they ask ("<5 min" -> "less than five minutes", ru "менее пяти минут").
        case compared(Kind, words: String, GrammaticalCase?)
        /// Text kept exactly as written (printf placeholders, tokens such as "4K" or "Argon2").
        case verbatim
    }

    var kind: Kind
    var semioticClass: SemioticClass
    /// Unicode-scalar offsets in the input.
    var range: Range<Int>
}

extension Token.Kind {
    /// A count that a "+" right after it extends ("99+ unread", "1M+ downloads").
    /// Whether this is `.verbatim` (a pattern match: the derived `==` on this enum costs tens of
    /// instructions, and the scanner asks at every token).
    @inline(__always) var isVerbatim: Bool {
        if case .verbatim = self { true } else { false }
    }

    var isCountForMore: Bool {
        switch self {
        case .cardinal, .scaled, .money, .measure, .percent, .decimal: true
        default: false
        }
    }
}

/// A whole number as written: its digits without grouping, and its sign.
struct Numeral: Hashable, Sendable {
    var digits: String
    var negative: Bool = false

    /// The value when it fits in an Int64.
    var value: Int64? { Int64(digits).map { negative ? -$0 : $0 } }
}

/// The semiotic classes Speakable recognizes. Each has its own file in `Classes/`.
///
/// ```swift
/// SpeakableText("Le 01/04/2015 à 17h45, 3,5 km, 12 €", locale: "fr").spans.map(\.semioticClass)
/// // [.date, .time, .measure, .money]
/// SpeakableText("On 04/01/2015 at 5:45 PM, 3.5 km, $12", locale: "en").spans.map(\.semioticClass)
/// // [.date, .time, .measure, .money]
/// SpeakableText("01.04.2015 в 17:45, 3,5 км, 12 ₽", locale: "ru").spans.map(\.semioticClass)
/// // [.date, .time, .measure, .money]
/// ```
public enum SemioticClass: String, Sendable, Hashable, CaseIterable, Codable {
    /// A number class: cardinal, ordinal, decimal, fraction, percent, Roman numeral, digits
    /// read one by one, version number.
    case cardinal, ordinal, decimal, fraction, percent, roman, digits, version
    /// A class of quantity or entity: date, time, duration, measure, money, phone number,
    /// abbreviation.
    case date, time, duration, measure, money, telephone, abbreviation
    /// A span in another language than the text's (tagged, not rewritten).
    case foreign
    /// Kept as written.
    case verbatim
}
