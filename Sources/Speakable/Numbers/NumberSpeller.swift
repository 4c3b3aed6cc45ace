/// An ordinal suffix of `numbers.json`, pre-split into scalars for matching.
struct OrdinalSuffixEntry: Sendable {
    let written: String
    let scalars: [Unicode.Scalar]
    let suffix: NumberRules.OrdinalSuffix
}

/// Speaks numbers for one locale: the engine behind `SpeakableNumber` and the text verbalizers.
///
/// Built once per locale (`NumberSpeller.shared(for:)`) from `Resources/<lang>/numbers.json` and
/// ICU; every method is read-only and thread-safe. Methods return nil when the number cannot be
/// spoken (ICU failure); callers then keep the written text.
final class NumberSpeller: Sendable {
    enum Kind: Hashable, Sendable { case cardinal, ordinal, year }

    private struct Signature: Hashable, Sendable {
        let kind: Kind
        let agreement: Agreement
    }

    let locale: SpeakableLocale
    let data: LanguageData
    let rules: NumberRules
    private let cardinalPlurals: PluralRules
    private let ordinalPlurals: PluralRules
    /// The cardinal category of 0..<128, asked once here: the numbers UI text shows most, read
    /// without a plural-rules call (ICU's takes about 1,400 instructions).
    private let smallCategories: [PluralCategory]
    private let replacements: [(String, String)]
    private let spellers = LockedCache<Signature, RuleSetSpeller?>(limit: 128)
    /// "zéro" ... "neuf", from ICU.
    let digitWords: [String]
    /// The words of the cardinals this speller writes for 0-100, the hundreds and the first
    /// scales, in every gender, lowercased; built on first use (`isNumberWord`).
    private let numberWords = LockedValue<Set<String>?>(nil)
    private let dayOrdinalWords = LockedValue<Set<String>?>(nil)
    private let fractionWords = LockedValue<Set<String>?>(nil)
    /// Ordinal suffixes of `numbers.json`, longest first, so "ème" wins over "e".
    let sortedOrdinalSuffixes: [OrdinalSuffixEntry]
    /// The locale's written-number conventions.
    let lexicon: NumberLexicon

    private static let instances = LockedCache<SpeakableLocale, NumberSpeller?>(limit: 32)
    /// This speller's key in the per-thread `RecentRuleSets`; never reused.
    let id: Int
    /// This speller's seed for `TextMemo.hash`.
    let textMemoSeed: UInt64
    private static let lastID = LockedValue(0)

    /// The shared speller of `locale`, or nil when its data or ICU data is missing.
    static func shared(for locale: SpeakableLocale) -> NumberSpeller? {
        instances.value(for: locale) { NumberSpeller(locale: locale) }
    }

    /// Forgets every shared speller (benchmarks of the first call; see `Speakable.resetCachesForBenchmarks`).
    static func removeAllShared() { instances.removeAll() }

    private init?(locale: SpeakableLocale) {
        guard let data = LanguageData.load(locale.language),
              let cardinalPlurals = FormatterCache.pluralRules(locale: locale.icuIdentifier, ordinal: false),
              let ordinalPlurals = FormatterCache.pluralRules(locale: locale.icuIdentifier, ordinal: true)
        else { return nil }
        self.id = Self.lastID.withLock { $0 += 1; return $0 }
        self.textMemoSeed = UInt64(UInt(bitPattern: id)) &* 0x9E37_79B9_7F4A_7C15
        self.locale = locale
        self.data = data
        let rules = data.numbers
        self.rules = rules
        self.cardinalPlurals = cardinalPlurals
        self.ordinalPlurals = ordinalPlurals
        self.smallCategories = (0..<128).map { cardinalPlurals.category(Int64($0)) }
        let variantFixes = locale.region.flatMap { data.numbers.variantReplacements?[$0] } ?? []
        self.replacements = (variantFixes + data.numbers.replacements).compactMap { $0.count == 2 ? ($0[0], $0[1]) : nil }
        let plain = Self.ruleSetCandidates(.cardinal, .default, rules: data.numbers, region: locale.region)
            .lazy.compactMap { FormatterCache.spellOut(locale: locale.icuIdentifier, ruleSet: $0) }.first
        guard let plain else { return nil }
        let speller = RuleSetSpeller(formatter: plain, replacements: replacements)
        let digits = (0..<10).compactMap { speller.spell(Int64($0)) }
        guard digits.count == 10 else { return nil }
        self.digitWords = digits
        self.sortedOrdinalSuffixes = rules.ordinalSuffixes.map {
            OrdinalSuffixEntry(written: $0.key, scalars: Array($0.key.unicodeScalars), suffix: $0.value)
        }.sorted { ($0.scalars.count, $0.written) > ($1.scalars.count, $1.written) }
        self.lexicon = NumberLexicon(rules)
    }

    // MARK: Rule sets

    /// The rule-set speller for a kind and agreement, falling back to simpler rule sets when ICU has
    /// no such combination (case first, then gender), and nil only if even the plain one fails.
    ///
    /// The hot path is the calling thread's `RecentRuleSets` (no lock, no hashing of a struct);
    /// the shared cache and ICU are asked only on a miss.
    @inline(__always)
    func speller(_ kind: Kind, _ agreement: Agreement) -> RuleSetSpeller? {
        let code = Self.code(kind, agreement), id = id
        if let recent = PerThread.withState({ $0.ruleSets.speller(owner: id, code: code) }) { return recent }
        let resolved = sharedSpeller(kind, agreement)
        PerThread.withState { $0.ruleSets.store(resolved, owner: id, code: code) }
        return resolved
    }

    /// A small number for (kind, agreement), below `RecentRuleSets.codeCount`.
    @inline(__always)
    static func code(_ kind: Kind, _ agreement: Agreement) -> Int {
        let kindIndex: Int
        switch kind {
        case .cardinal: kindIndex = 0
        case .ordinal: kindIndex = 1
        case .year: kindIndex = 2
        }
        let genderIndex: Int
        switch agreement.gender {
        case .masculine: genderIndex = 0
        case .feminine: genderIndex = 1
        case .neuter: genderIndex = 2
        }
        let caseIndex: Int
        switch agreement.grammaticalCase {
        case .nominative: caseIndex = 0
        case .genitive: caseIndex = 1
        case .dative: caseIndex = 2
        case .accusative: caseIndex = 3
        case .instrumental: caseIndex = 4
        case .prepositional: caseIndex = 5
        }
        return ((kindIndex * 3 + genderIndex) * 6 + caseIndex) * 2 + (agreement.plural ? 1 : 0)
    }

    private func sharedSpeller(_ kind: Kind, _ agreement: Agreement) -> RuleSetSpeller? {
        let signature = Signature(kind: kind, agreement: agreement)
        if let hit = spellers.cached(signature) { return hit }
        var resolved: RuleSetSpeller?
        for name in Self.ruleSetCandidates(kind, agreement, rules: rules, region: locale.region) {
            if let formatter = FormatterCache.spellOut(locale: locale.icuIdentifier, ruleSet: name) {
                let specific = (rules.ruleSetReplacements?[name] ?? []).compactMap { $0.count == 2 ? ($0[0], $0[1]) : nil }
                resolved = RuleSetSpeller(formatter: formatter, replacements: specific + replacements, composable: kind == .cardinal)
                break
            }
        }
        return spellers.store(resolved, for: signature)
    }

    private static func ruleSetCandidates(_ kind: Kind, _ agreement: Agreement, rules: NumberRules, region: String?) -> [String] {
        let variant = region.flatMap { rules.variants[$0] } ?? [:]
        let template: String
        switch kind {
        case .cardinal: template = variant["cardinal"] ?? rules.ruleSets.cardinal
        case .ordinal where agreement.plural: template = variant["ordinalPlural"] ?? rules.ruleSets.ordinalPlural
        case .ordinal: template = variant["ordinal"] ?? rules.ruleSets.ordinal
        case .year: template = variant["year"] ?? rules.ruleSets.year
        }
        let gender = rules.genderFallback[agreement.gender.rawValue] ?? agreement.gender.rawValue
        let caseName = agreement.grammaticalCase == .nominative
            ? "" : rules.caseNames?[agreement.grammaticalCase.rawValue].map { "-\($0)" } ?? ""
        func fill(_ gender: String, _ caseSuffix: String) -> String {
            template.replacingAll("{gender}", with: gender).replacingAll("{-case}", with: caseSuffix)
        }
        var candidates = [fill(gender, caseName), fill(gender, ""), fill("masculine", caseName), fill("masculine", "")]
        if kind == .cardinal, agreement.plural { candidates.insert(fill("plural", caseName), at: 0) }
        var seen = Set<String>()
        return candidates.filter { seen.insert($0).inserted }
    }

    // MARK: Plural categories

    func pluralCategory(_ value: Int64) -> PluralCategory {
        value >= 0 && value < Int64(smallCategories.count) ? smallCategories[Int(value)] : cardinalPlurals.category(value)
    }

    /// Category of a plain decimal string ("2.5"): visible fraction digits count.
    func pluralCategory(decimal: String) -> PluralCategory {
        // ".5": a fraction written without its zero.
        let decimal = decimal.first == "." ? "0" + decimal : decimal
        return PluralCategory(rawValue: cardinalPlurals.keyword(decimal: decimal)) ?? .other
    }

    func ordinalCategory(_ value: Int64) -> PluralCategory {
        PluralCategory(rawValue: ordinalPlurals.keyword(value)) ?? .other
    }

    // MARK: Integers

    /// ICU's rule-based formats stop below 10^18; larger numbers are built around this unit.
    static let quintillion: Int64 = 1_000_000_000_000_000_000

    /// Whether `word` is one the speller writes for a cardinal ("trois", "cinquante", "двух"):
    /// a word a first pass may have put where digits stood.
    func isNumberWord(_ word: String) -> Bool {
        // ("cinquante-trois": every part.)
        let parts = word.lowercased().split(separator: "-").map(String.init)
        guard !parts.isEmpty else { return false }
        if let words = numberWords.withLock({ $0 }) { return parts.allSatisfy(words.contains) }
        // Built outside the lock; the first one stored wins.
        // Every word of each spelling but a joiner only ever between two others (fr "et" in
        // "vingt et un").
        var words = Set<String>(), edges = Set<String>(), middles = Set<String>()
        let values = Array(0...100) + stride(from: 200, through: 900, by: 100) + [1_000, 2_000, 5_000, 1_000_000, 1_000_000_000]
        for value in values {
            for gender in Gender.allCases {
                for grammaticalCase in GrammaticalCase.allCases {
                    guard let spelled = cardinal(Int64(value), Agreement(gender: gender, grammaticalCase: grammaticalCase)) else { continue }
                    let spaced = spelled.lowercased().split(separator: " ").map(String.init)
                    for (position, group) in spaced.enumerated() {
                        let parts = group.split(separator: "-").map(String.init)
                        words.formUnion(parts)
                        if position == 0 || position == spaced.count - 1 || parts.count > 1 { edges.formUnion(parts) } else { middles.insert(group) }
                    }
                }
            }
        }
        words.subtract(middles.subtracting(edges))
        let stored = numberWords.withLock { stored -> Set<String> in
            if stored == nil { stored = words }
            return stored!
        }
        return parts.allSatisfy(stored.contains)
    }

    /// Whether `word` is the last word the speller writes for a day's ordinal, 1 to 31, in any
    /// gender and case ("second", "deuxième", "второе", "второго"): a word a first pass may have
    /// put for a day's digits.
    func isDayOrdinalWord(_ word: String) -> Bool {
        Self.lastWords(in: dayOrdinalWords, contain: word) {
            (1...31).flatMap { value in
                Gender.allCases.flatMap { gender in
                    GrammaticalCase.allCases.map { ordinal(Int64(value), Agreement(gender: gender, grammaticalCase: $0)) }
                }
            }
        }
    }

    /// Whether `word` is the last word the speller writes for a fraction of a denominator from 2
    /// to 100 ("fourteenths", "quatorzièmes", "четырнадцатых", "half"): a word a first pass may
    /// have put for "3/14".
    func isFractionWord(_ word: String) -> Bool {
        Self.lastWords(in: fractionWords, contain: word) {
            (Int64(2)...100).flatMap { denominator in
                [Int64(1), 2, 3, 5].map { fraction(whole: nil, numerator: $0, denominator: denominator, negative: false, in: .nominative) }
            }
        }
    }

    /// Whether the last words of `spellings` (lowercased, after a space or a hyphen) contain
    /// `word`, the set built once into `storage`: outside the lock, the first one stored wins.
    private static func lastWords(in storage: LockedValue<Set<String>?>, contain word: String, spellings: () -> [String?]) -> Bool {
        let word = word.lowercased()
        if let words = storage.withLock({ $0 }) { return words.contains(word) }
        var words = Set<String>()
        for spelled in spellings() {
            guard let last = spelled?.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" }).last else { continue }
            words.insert(String(last))
        }
        let stored = storage.withLock { stored -> Set<String> in
            if stored == nil { stored = words }
            return stored!
        }
        return stored.contains(word)
    }

    func cardinal(_ value: Int64, _ agreement: Agreement = .default) -> String? {
        guard value.magnitude >= Self.quintillion.magnitude else { return speller(.cardinal, agreement)?.spell(value) }
        let words = cardinal(digits: String(value.magnitude)[...], negative: false, agreement)
        return words.map { value < 0 ? "\(rules.minus) \($0)" : $0 }
    }

    /// Whether ICU's rule set alone speaks `value` correctly, so the engine's workarounds
    /// (`cardinal`, `ordinal`) can be skipped on the hot path.
    @inline(__always)
    func ruleSetAlone(covers value: Int64, ordinal: Bool) -> Bool {
        value.magnitude < Self.quintillion.magnitude && !(ordinal && needsCompoundHundredOrdinal(value))
    }

    @inline(__always)
    private func needsCompoundHundredOrdinal(_ value: Int64) -> Bool {
        rules.compoundHundredOrdinals != nil && value > 100 && value % 100 == 0 && value % 1000 != 0
    }

    func ordinal(_ value: Int64, _ agreement: Agreement = .default) -> String? {
        if needsCompoundHundredOrdinal(value), let hundreds = rules.compoundHundredOrdinals {
            return compoundHundredOrdinal(value, agreement, hundreds)
        }
        if let words = speller(.ordinal, agreement)?.spell(value) { return words }
        // ICU 72's Russian ordinal rules stop at 21000: "135 120th" is the cardinal of the
        // thousands and the ordinal of the rest ("сто тридцать пять тысяч сто двадцатый").
        // Round thousands ("стотысячный") are single compound words ICU cannot build: nil.
        let rest = value % 1000
        guard value > 1000, rest != 0, let head = cardinal(value - rest), let tail = ordinal(rest, agreement) else { return nil }
        return "\(head) \(tail)"
    }

    /// Russian ordinals of round hundreds, which ICU 72 reads as cardinals ("пятьсот" for 500th):
    /// the genitive of the hundreds digit joined to the ordinal of 100: "пятисотый",
    /// "тысяча двухсотого".
    private func compoundHundredOrdinal(_ value: Int64, _ agreement: Agreement, _ genitiveCase: String) -> String? {
        let hundreds = (value % 1000) / 100
        let thousands = value - value % 1000
        guard let hundredth = speller(.ordinal, agreement)?.spell(100) else { return nil }
        var word = hundredth
        if hundreds > 1 {
            let genitive = Agreement(gender: .masculine, grammaticalCase: GrammaticalCase(rawValue: genitiveCase) ?? .genitive)
            guard let prefix = cardinal(hundreds, genitive) else { return nil }
            word = prefix + hundredth
        }
        guard thousands > 0 else { return word }
        return cardinal(thousands).map { "\($0) \(word)" }
    }

    func year(_ value: Int64) -> String? {
        speller(.year, .default)?.spell(value)
    }

    /// Reads each digit: "007" -> "zéro zéro sept"; a space parts groups, said with a comma
    /// between ("842 6103" -> "huit quatre deux, six un zéro trois").
    func digits<S: Sequence>(_ digits: S) -> String where S.Element == Character {
        var words = ""
        var groupStarts = false
        for character in digits {
            if character == " " {
                groupStarts = !words.isEmpty
            } else if let value = character.wholeNumberValue, value < 10 {
                if !words.isEmpty { words += groupStarts ? ", " : " " }
                words += digitWords[value]
                groupStarts = false
            }
        }
        return words
    }

    /// A cardinal from a plain digit string of any length: up to 24 digits as a number (past 10^18
    /// as "N quintillions" and the rest), longer strings digit by digit (never scientific notation,
    /// never a crash).
    func cardinal(digits: Substring, negative: Bool, _ agreement: Agreement = .default) -> String? {
        // The common case, read from the UTF-8 bytes: at most 18 ASCII digits.
        if let value = Self.plainValue(digits) {
            guard let body = speller(.cardinal, agreement)?.spell(value) else { return nil }
            return negative ? "\(rules.minus) \(body)" : body
        }
        let trimmed = digits.drop { $0 == "0" }
        let body: String?
        if trimmed.count <= 18, let value = Int64(trimmed.isEmpty ? "0" : trimmed) {
            body = speller(.cardinal, agreement)?.spell(value)
        } else if trimmed.count <= 24, let unit = rules.quintillionNoun {
            // "9 223 372 036 854 775 807": the quintillions, their noun by plural category, the rest.
            let high = Int64(trimmed.dropLast(18)) ?? 0
            let low = Int64(trimmed.suffix(18)) ?? 0
            guard let highWords = cardinal(high), let noun = noun(unit, count: high) else { return nil }
            body = low == 0 ? "\(highWords) \(noun)" : cardinal(low, agreement).map { "\(highWords) \(noun) \($0)" }
        } else {
            body = self.digits(digits)
        }
        guard let body else { return nil }
        return negative ? "\(rules.minus) \(body)" : body
    }

    /// The value of 1 to 18 ASCII digits; nil for anything else (the general path decides).
    @inline(__always)
    static func plainValue(_ digits: Substring) -> Int64? {
        let bytes = digits.utf8
        guard !bytes.isEmpty, bytes.count <= 18 else { return nil }
        var value: Int64 = 0
        for byte in bytes {
            let digit = byte &- 0x30
            guard digit < 10 else { return nil }
            value = value &* 10 &+ Int64(digit)
        }
        return value
    }

    /// "2.3.1" -> "two point three point one"; a year first is read as one ("2026.8.3" -> en
    /// "twenty twenty-six point eight point three").
    func version(_ components: [Substring]) -> String? {
        var parts: [String] = []
        for (index, component) in components.enumerated() {
            let year = index == 0 && component.count == 4 ? Int64(component).flatMap { (1900...2099).contains($0) ? $0 : nil } : nil
            guard let words = component.count > 1 && component.first == "0"
                ? digits(component) : year.map({ self.year($0) }) ?? cardinal(digits: component, negative: false) else { return nil }
            parts.append(words)
        }
        // Four numbers of 0-255 are an IP address: en "one ninety-two dot ...", read with the
        // language's word for the dot of an address.
        let isAddress = components.count == 4 && components.allSatisfy { $0.count <= 3 && (Int($0) ?? 256) <= 255 }
        return parts.joined(separator: " \(isAddress ? rules.addressWord ?? rules.versionWord : rules.versionWord) ")
    }

    // MARK: Nouns

    /// The noun's form for a count given as a plain decimal string.
    func noun(_ key: String, decimal: String) -> String? {
        guard let noun = data.nouns[key] else { return nil }
        return noun.form(for: pluralCategory(decimal: decimal))
    }

    /// The noun's form after `count`; in another case than the nominative, its form for
    /// adjectival nouns (ru "целая", "десятая"): the singular with the case's ending
    /// (`noun-endings.tsv`: "целой"), the plural as after five ("целых"); nil when the data has
    /// no ending for that case.
    func noun(_ key: String, count: Int64, in grammaticalCase: GrammaticalCase = .nominative) -> String? {
        guard let noun = data.nouns[key] else { return nil }
        let category = pluralCategory(count)
        guard grammaticalCase != .nominative else { return noun.form(for: category) }
        // The plural's oblique cases start from the genitive plural; the genitive (and, for the
        // adjectives "целых", "десятых", the prepositional) is that form, the other cases change
        // it ("двум целым", "двумя целыми", "километрах").
        func changed(_ word: String, _ category: PluralCategory) -> String? {
            inflected(word, in: grammaticalCase, gender: noun.gender, category: category)
        }
        guard category == .one else {
            let many = noun.form(for: .many)
            // Zero is a noun that keeps what it counts in the genitive plural in every case: ru
            // "к 0,5 км" -> "к нулю целых пяти десятым", "к 0 км" -> "к нулю километров".
            guard count != 0, grammaticalCase == .dative || grammaticalCase == .instrumental || grammaticalCase == .prepositional else { return many }
            return changed(many, category) ?? many
        }
        return changed(noun.form(for: .one), .one)
    }

    /// The singular of the noun `key` in `grammaticalCase`, as after an ordinal or alone after a
    /// preposition (ru genitive "километра", the form after two; prepositional "километре", from
    /// `noun-endings.tsv`; an accusative the endings leave alone is the nominative: "за шт." ->
    /// "за штуку", "на 3-м км" -> "на третьем километре"); nil when the data cannot say it.
    func singular(_ key: String, in grammaticalCase: GrammaticalCase) -> String? {
        guard let noun = data.nouns[key] else { return nil }
        switch grammaticalCase {
        case .nominative: return noun.form(for: .one)
        case .genitive: return data.caseForms[.genitive]?[.one].map { noun.form(for: $0) }
        case .accusative: return self.noun(key, count: 1, in: .accusative) ?? noun.form(for: .one)
        default: return self.noun(key, count: 1, in: grammaticalCase)
        }
    }

    /// `word` with the ending `noun-endings.tsv` gives it in `grammaticalCase` for a noun of
    /// `gender` after a number of `category` (ru accusative feminine "доза" -> "дозу"); nil when
    /// no ending there applies.
    func inflected(_ word: String, in grammaticalCase: GrammaticalCase, gender: Gender, category: PluralCategory) -> String? {
        let key = LanguageData.CaseEndingKey(grammaticalCase: grammaticalCase, gender: gender, category: category)
        guard let change = data.caseEndings[key]?.first(where: { word.hasSuffix($0.ending) }) else { return nil }
        return String(word.dropLast(change.ending.count)) + change.replacement
    }

    /// A number written as digits and the noun it counts, agreeing in gender and plural category;
    /// decimals take the decimal's category: "vingt et une minutes", "три целых две десятых литра".
    func counted(_ integer: String, _ fraction: String? = nil, negative: Bool = false, noun key: String, in grammaticalCase: GrammaticalCase = .nominative) -> String? {
        if fraction == "5", integer == "1", !negative, let half = rules.decimal.oneAndAHalf, let noun = data.nouns[key] {
            // ru "полтора километра" (the noun as after two), "более полутора километров".
            switch grammaticalCase {
            case .nominative, .accusative: return "\(half.nominative(noun.gender)) \(noun.form(for: pluralCategory(2)))"
            case .genitive: return "\(half.oblique) \(noun.form(for: pluralCategory(5)))"
            // "к полутора километрам", "с полутора литрами", "в полутора километрах".
            case .dative, .instrumental, .prepositional: return self.noun(key, count: 5, in: grammaticalCase).map { "\(half.oblique) \($0)" }
            }
        }
        if grammaticalCase != .nominative {
            // Oblique cases: whole numbers whose noun form the data gives in that case; decimals
            // in the reading with nouns, the counted noun staying in the genitive singular.
            if let fraction {
                guard let noun = data.nouns[key],
                      let number = decimal(integer: integer[...], fraction: fraction[...], negative: negative, in: grammaticalCase) else { return nil }
                return "\(number) \(noun.form(for: pluralCategory(decimal: "\(integer).\(fraction)")))"
            }
            guard let value = Int64(integer) else { return nil }
            return counted(negative ? -value : value, noun: key, in: grammaticalCase)
        }
        guard let noun = data.nouns[key] else { return nil }
        if let fraction {
            guard let number = decimal(integer: integer[...], fraction: fraction[...], negative: negative) else { return nil }
            return "\(number) \(noun.form(for: pluralCategory(decimal: "\(integer).\(fraction)")))"
        }
        // fr "500 k€" -> "cinq cent mille": an invariable noun that is the word of a thousand is
        // part of one number ("cent" takes no "s" before it).
        if let value = Int64(integer), value > 0, value < 1_000_000, noun.form(for: .one) == noun.form(for: .other),
           let thousand = cardinal(1_000, .default), thousand == noun.form(for: .one),
           let whole = cardinal(digits: String(value * 1_000)[...], negative: negative, Agreement(gender: noun.gender)) {
            return whole
        }
        guard let number = cardinal(digits: integer[...], negative: negative, Agreement(gender: noun.gender)) else { return nil }
        let category = Int64(integer).map(pluralCategory) ?? pluralCategory(decimal: integer)
        return "\(number) \(noun.form(for: category))"
    }
}
