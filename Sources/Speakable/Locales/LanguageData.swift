import Foundation

/// Everything Speakable knows about one language, loaded from `Resources/<lang>/`.
///
/// Loaded once per language (`LanguageData.load`), then shared read-only.
struct LanguageData: Sendable {
    let language: String
    let numbers: NumberRules
    let dates: DateRules
    /// Currency symbols and codes ("€", "USD", "руб."), and minor-unit symbols ("¢", "коп.").
    let currencies: SymbolTable<Currency>
    let minorCurrencies: SymbolTable<Currency>
    let money: MoneyRules
    /// Scale words between an amount and its unit ("million", "тыс."), to their noun.
    let scales: SymbolTable<String>
    let phones: PhoneRules
    /// Bytes that may start an entity in this language (the normalizer's pre-check).
    let entityBytes: EntityBytes
    /// Built-in abbreviations (`abbreviations.tsv`).
    let abbreviations: SymbolTable<[AbbreviationClass.Entry]>
    /// Unit symbols after numbers ("km", "°C", "мин"), from `units.tsv`.
    let units: SymbolTable<MeasureUnit>
    let nouns: [String: Noun]
    /// Every written form of every noun ("minutes", "минуты") -> its noun, for agreement in text.
    let nounsByForm: [String: Noun]
    /// The case a preposition gives the number after it (ru "из 12" -> genitive "из двенадцати"),
    /// from `prepositions.tsv`; empty for languages without case.
    let caseAfter: [String: GrammaticalCase]
    /// For a case other than the nominative, which nominative noun form serves after a number of
    /// each plural category (ru genitive: "одного километра" takes the `few` form, "пяти
    /// километров" the `many` form), from `noun-cases.tsv`.
    let caseForms: [GrammaticalCase: [PluralCategory: PluralCategory]]
    /// What follows a slash after an amount or a measure ("/mo" -> "per month"), from `per.tsv`.
    let per: SymbolTable<String>
    /// How ranges and ratios are read, from `ranges.json`.
    let ranges: RangeRules

    /// A noun numbers agree with: its gender and one form per CLDR plural category.
    struct Noun: Sendable, Hashable {
        let gender: Gender
        let forms: [PluralCategory: String]
        func form(for category: PluralCategory) -> String { forms[category] ?? forms[.other] ?? "" }
    }

    private static let cache = LockedCache<String, Result<LanguageData, LanguageDataError>?>(limit: 16)

    /// The data of `language`; nil for a language Speakable does not have. Data that does not
    /// decode is never silently ignored: the error is reported once (standard error, and an
    /// assertion failure in debug builds) and `Speakable.validateLanguageData()` throws it.
    static func load(_ language: String) -> LanguageData? {
        guard LanguageResources.languages.contains(language) else { return nil }
        switch loadResult(language) {
        case let .success(data): return data
        case let .failure(error):
            LanguageDataError.report(error)
            return nil
        case nil: return nil
        }
    }

    /// The data of `language`, or the first error in its files.
    static func loadResult(_ language: String) -> Result<LanguageData, LanguageDataError>? {
        cache.value(for: language) {
            guard LanguageResources.languages.contains(language) else { return nil }
            do throws(LanguageDataError) { return .success(try LanguageData(language: language)) } catch { return .failure(error) }
        }
    }

    init(language: String) throws(LanguageDataError) {
        self.language = language
        self.numbers = try LanguageResources.decode(NumberRules.self, language, "numbers.json")!
        var dates = try LanguageResources.decode(DateRules.self, language, "dates.json")!
        dates.indexMonthNames()
        self.dates = dates
        let nouns = try Self.parseNouns(LanguageResources.required(language, "nouns.tsv"), file: "\(language)/nouns.tsv")
        self.nouns = nouns
        var byForm: [String: Noun] = [:]
        for noun in nouns.values {
            for form in noun.forms.values where !form.contains(" ") { byForm[form] = noun }
        }
        self.nounsByForm = byForm
        var caseAfter: [String: GrammaticalCase] = [:]
        for row in try Self.optionalRows(language, "prepositions.tsv") {
            guard let word = row["preposition"], let grammaticalCase = row["case"].flatMap(GrammaticalCase.init(rawValue:)) else { continue }
            caseAfter[word] = grammaticalCase
            // Capitalized at the start of a sentence; not one-letter words, where a capital is more
            // often an initial or a label ("О 12") than a preposition.
            if word.count > 1 { caseAfter[word.prefix(1).uppercased() + word.dropFirst()] = grammaticalCase }
        }
        self.caseAfter = caseAfter
        var caseForms: [GrammaticalCase: [PluralCategory: PluralCategory]] = [:]
        for row in try Self.optionalRows(language, "noun-cases.tsv") {
            guard let grammaticalCase = row["case"].flatMap(GrammaticalCase.init(rawValue:)) else { continue }
            for category in PluralCategory.allCases {
                if let form = row[category.rawValue].flatMap(PluralCategory.init(rawValue:)) { caseForms[grammaticalCase, default: [:]][category] = form }
            }
        }
        self.caseForms = caseForms
        self.per = SymbolTable(try Self.optionalRows(language, "per.tsv").compactMap { row in
            guard let written = row["written"], let spoken = row["spoken"], !written.isEmpty, !spoken.isEmpty else { return nil }
            return (written, spoken)
        })
        self.ranges = try LanguageResources.decode(RangeRules.self, language, "ranges.json", required: false) ?? RangeRules()
        let unitRows = try Self.optionalRows(language, "units.tsv")
        self.units = SymbolTable(unitRows.compactMap { row in
            guard let symbol = row["symbol"], let noun = row["noun"], !symbol.isEmpty, nouns[noun] != nil else { return nil }
            return (symbol, MeasureUnit(noun: noun, after: row["after"] ?? "", final: row["flags"]?.contains("final") == true))
        })
        (self.currencies, self.minorCurrencies) = try Self.loadCurrencies(language, nouns: nouns)
        self.money = try LanguageResources.decode(MoneyRules.self, language, "money.json", required: false)
            ?? MoneyRules(majorAndMinor: "{major} {minor}", scales: [:])
        self.phones = try LanguageResources.decode(PhoneRules.self, language, "phones.json")!
        self.abbreviations = AbbreviationClass.table(try Self.optionalRows(language, "abbreviations.tsv").compactMap { row in
            guard let written = row["written"], let expansion = row["expansion"], !written.isEmpty, !expansion.isEmpty,
                  let place = AbbreviationClass.Entry.Place(rawValue: row["where"] ?? "any") else { return nil }
            return (written: written, entry: AbbreviationClass.Entry(expansion: expansion, place: place))
        })
        // Digits, "%", "+", Roman capitals, any non-ASCII scalar (lead bytes), and the first
        // scalars of abbreviations and currency symbols.
        var bytes = EntityBytes("0123456789%+IVXLCDM".unicodeScalars)
        for byte in UInt8(0xC2)...UInt8(0xF4) { bytes.insert(byte) }
        for scalar in abbreviations.firstScalars + currencies.firstScalars where scalar.isASCII { bytes.insert(UInt8(scalar.value)) }
        self.entityBytes = bytes
        self.scales = SymbolTable(money.scales.filter { nouns[$0.value] != nil }.map { ($0.key, $0.value) })
    }

    private static func loadCurrencies(_ language: String, nouns: [String: Noun]) throws(LanguageDataError) -> (SymbolTable<Currency>, SymbolTable<Currency>) {
        var symbols: [(String, Currency)] = []
        var minors: [(String, Currency)] = []
        for row in try optionalRows(language, "currencies.tsv") {
            guard let code = row["code"], let major = row["major"], nouns[major] != nil else { continue }
            let minor = row["minor"].flatMap { nouns[$0] != nil ? $0 : nil }
            let currency = Currency(code: code, major: major, minor: minor, minorDigits: Int(row["minorDigits"] ?? "") ?? 2)
            symbols.append((code, currency))
            for symbol in (row["symbols"] ?? "").split(separator: " ") { symbols.append((String(symbol), currency)) }
            for symbol in (row["minorSymbols"] ?? "").split(separator: " ") where minor != nil { minors.append((String(symbol), currency)) }
        }
        return (SymbolTable(symbols), SymbolTable(minors))
    }

    /// The rows of an optional TSV file of the language (none when the file is absent).
    private static func optionalRows(_ language: String, _ file: String) throws(LanguageDataError) -> [[String: String]] {
        guard let text = LanguageResources.text(language, file) else { return [] }
        return TSV.rows(text)
    }

    /// `key<TAB>gender<TAB><category>...` with the categories named in the header row.
    static func parseNouns(_ text: String, file: String) throws(LanguageDataError) -> [String: Noun] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard let header = lines.first, header.count >= 3 else { return [:] }
        lines.removeFirst()
        let categories = header.dropFirst(2).map { PluralCategory(rawValue: $0) }
        var nouns: [String: Noun] = [:]
        for columns in lines where !(columns.first?.hasPrefix("#") ?? true) && columns.count >= 3 {
            var forms: [PluralCategory: String] = [:]
            for (index, form) in columns.dropFirst(2).enumerated() where index < categories.count {
                if let category = categories[index] { forms[category] = form }
            }
            nouns[columns[0]] = Noun(gender: Gender(rawValue: columns[1]) ?? .masculine, forms: forms)
        }
        return nouns
    }
}

/// The contents of `numbers.json`.
struct NumberRules: Decodable, Sendable {
    struct RuleSets: Decodable, Sendable {
        var cardinal: String
        var ordinal: String
        var ordinalPlural: String
        var year: String
    }
    struct Decimal: Decodable, Sendable {
        /// "virgule", "point", "запятая".
        var word: String
        /// How the digits after the separator are read: "digits" (en: one by one), "cardinal"
        /// (fr: as a number, leading zeros spoken), "nouns" (ru: "две целых пять десятых").
        var fraction: String
        var wholeNoun: String?
        var denominatorNouns: [String]?
    }
    struct Percent: Decodable, Sendable {
        var after: String?
        var noun: String?
    }
    struct Fractions: Decodable, Sendable {
        var denominators: [String: [String: String]]
        var numeratorGender: String?
        var denominatorGender: String?
        var denominatorOtherCase: String?
        var pluralSuffix: String?
        var mixed: String
        var mixedOneNumerator: String?
    }
    struct OrdinalSuffix: Decodable, Sendable, Hashable {
        var gender: String?
        var `case`: String?
        var plural: Bool?
        var category: String?
        var word: String?
        var only: [Int]?
        var except: [Int]?
        var decadePlural: Bool?
        var afterInstrumentalPreposition: String?
    }
    struct RomanContext: Decodable, Sendable, Hashable {
        var gender: String?
        var `case`: String?
        var plural: Bool?
    }
    struct Roman: Decodable, Sendable {
        var ordinalSuffixes: Bool
        var ordinalBefore: [String: RomanContext]
        var cardinalAfter: [String]
        var regnal: String
        var regnalFirst: [String: String]
        var regnalTemplate: String
        var regnalSingleLetters: [String]
        /// Name endings that make a regnal ordinal feminine (ru "Екатерина II" -> "вторая").
        var feminineNameEndings: [String]
        /// Capitalized words that are not names ("Le", "The", "Press").
        var notNames: [String]
    }

    var ruleSets: RuleSets
    var genderFallback: [String: String]
    var caseNames: [String: String]?
    var variants: [String: [String: String]]
    var replacements: [[String]]
    /// Fixes for one rule set only (ICU 72 ru masculine locative says "двадцать" for "двадцати").
    var ruleSetReplacements: [String: [[String]]]?
    /// Fixes for one region only (ICU 72 fr_BE says "quatre-vingt un").
    var variantReplacements: [String: [[String]]]?
    var minus: String
    var decimalSeparators: [String]
    var groupSeparators: [String]
    var decimal: Decimal
    var versionWord: String
    var percent: Percent
    var fractions: Fractions
    var ordinalSuffixes: [String: OrdinalSuffix]
    var instrumentalPrepositions: [String]?
    /// Noun for 10^18 in `nouns.tsv`, where ICU's rules stop.
    var quintillionNoun: String?
    /// ru: build ordinals of round hundreds from this case of the digit + the ordinal of 100.
    var compoundHundredOrdinals: String?
    var roman: Roman
}
