import Foundation

/// Everything Speakable knows about one language, loaded from `Resources/<lang>/`.
///
/// Loaded once per language (`LanguageData.load`), then shared read-only. The JSON settings and
/// the small tables the scanner reads at nearly every number (governors, gender guesses, elision,
/// labels, case forms) are read at load; the large tables (nouns, units, currencies,
/// abbreviations, codes, per, idioms, scales) are built on first use (`LazyLanguageTable`), and
/// `validate()` builds them all.
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
    /// The titles before a name, written ("Dr", "Mr") and read ("Doctor", "Mister"): such a word
    /// is no street name for an abbreviation after it ("Doctor Dr." keeps "Dr."), and no name
    /// before a regnal number ("Mr. V").
    let titleExpansions: LazyWordSet
    /// The last word of every capitalized expansion ("Mountain Time" -> "Time"): no name before a
    /// regnal number ("Mountain Time X" a first pass writes for "MT X").
    let capitalizedExpansionEnds: LazyWordSet
    /// The words after a name, written ("St", "Dr") and read ("Street", "Drive"): no name for
    /// another of them ("Baker Street St" keeps the last "St").
    let streetTypes: LazyWordSet
    /// en compass words after a street ("NW", "Northwest"; `after-street` abbreviations).
    let compassWords: LazyWordSet
    /// What one-letter abbreviations read, lowercased ("W" -> "west"): a word a first pass
    /// writes for a letter.
    let letterExpansions: LazyWordSet
    /// The capitalized words units are read with ("Celsius"): never a name before a regnal number.
    var unitWords: Set<String> { _read { yield unitTables.value.unitWords } }
    /// First scalars of `dates.json` `offsetZones` ("UTC", "МСК"): a cheap test before matching.
    let zoneInitials: Set<Unicode.Scalar>
    /// Unit symbols after numbers ("km", "°C", "мин"), from `units.tsv`.
    let units: SymbolTable<MeasureUnit>
    let nouns: LazyWordDictionary<Noun>
    /// Every written form of every noun ("minutes", "минуты") -> its noun, for agreement in text.
    let nounsByForm: LazyWordDictionary<Noun>
    /// The words that give what follows them a case (ru "из 12" -> genitive "из двенадцати"),
    /// from `governors.tsv`; empty for languages without case.
    let governors: Governors
    /// The gender of nouns `nouns.tsv` does not list, from `gender-endings.tsv` and fr
    /// `noun-genders.tsv`.
    let genderGuess: GenderGuess
    /// Elision before spoken numbers (fr "d'une heure"), from `elision.tsv`.
    let elision: Elision
    /// The words after which a number is a code, read digit by digit (`codes.tsv`).
    var codeWords: CodeWords { _read { yield codeWordTable.value } }
    /// The words before seats, gates, platforms and flats written with letters and digits
    /// ("Seat 14C", "вагон 7Б"), from `labels.tsv`.
    let labelWords: Set<String>
    /// The label words of `labels.tsv` that name a device ("charger"): a unit glued after their
    /// number stays a unit ("Charger 20W").
    let labelDevices: Set<String>
    /// For a case other than the nominative, which nominative noun form serves after a number of
    /// each plural category (ru genitive: "одного километра" takes the `few` form, "пяти
    /// километров" the `many` form), from `noun-cases.tsv`.
    let caseForms: [GrammaticalCase: [PluralCategory: PluralCategory]]
    /// How that form's ending changes in the case (ru accusative feminine singular "минута" ->
    /// "минуту"), from `noun-endings.tsv`.
    var caseEndings: [CaseEndingKey: [(ending: String, replacement: String)]] { _read { yield caseEndingTable.value } }

    struct CaseEndingKey: Hashable, Sendable {
        var grammaticalCase: GrammaticalCase
        var gender: Gender
        var category: PluralCategory
    }
    /// What follows a slash after an amount or a measure ("/mo" -> "per month"), from `per.tsv`.
    var per: SymbolTable<String> { _read { yield perTable.value } }
    /// Numbers that are fixed phrases, not fractions (`idioms.tsv`): "24/7", fr "7j/7", "24h/24".
    let idioms: SymbolTable<Idiom>

    /// A fixed phrase of `idioms.tsv` and the words after which it is something else (fr "le
    /// 24/7" is a date: `not-after` "le").
    struct Idiom: Sendable {
        let spoken: String
        let notAfter: [String]
    }
    /// How "per" is said before any unit after a slash (`rates.json`); nil when the language has none.
    let rates: RateRules?
    /// How ranges and ratios are read, from `ranges.json`.
    let ranges: RangeRules

    /// A noun numbers agree with: its gender and one form per CLDR plural category.
    struct Noun: Sendable, Hashable {
        let gender: Gender
        let forms: [PluralCategory: String]
        func form(for category: PluralCategory) -> String { forms[category] ?? forms[.other] ?? "" }
    }

    // The tables, built on first use (`LanguageData+Tables.swift`).
    private let nounTable: LazyLanguageTable<WordDictionary<Noun>>
    private let nounsByFormTable: LazyLanguageTable<WordDictionary<Noun>>
    private let codeWordTable: LazyLanguageTable<CodeWords>
    private let caseEndingTable: LazyLanguageTable<[CaseEndingKey: [(ending: String, replacement: String)]]>
    private let perTable: LazyLanguageTable<SymbolTable<String>>
    private let idiomTable: LazyLanguageTable<SymbolTable<Idiom>>
    private let unitTables: LazyLanguageTable<UnitTables>
    private let currencyTables: LazyLanguageTable<CurrencyTables>
    private let abbreviationTables: LazyLanguageTable<AbbreviationTables>
    private let scaleTable: LazyLanguageTable<SymbolTable<String>>

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

    /// The data of `language`, or the first error of its JSON settings; its tables are built on
    /// first use (`validate()` builds them all).
    static func loadResult(_ language: String) -> Result<LanguageData, LanguageDataError>? {
        cache.value(for: language) {
            guard LanguageResources.languages.contains(language) else { return nil }
            do throws(LanguageDataError) { return .success(try LanguageData(lazily: language)) } catch { return .failure(error) }
        }
    }

    /// The data of `language`, every table built and checked; `replacing` stands in for some of
    /// its files by name (tests feed broken copies through it).
    init(language: String, replacing: [String: String] = [:]) throws(LanguageDataError) {
        try self.init(lazily: language, replacing: replacing)
        try validate()
    }

    /// Builds every table not built yet and throws the first error, in the order of the files.
    func validate() throws(LanguageDataError) {
        _ = try nounTable.get()
        _ = try nounsByFormTable.get()
        _ = try codeWordTable.get()
        _ = try caseEndingTable.get()
        _ = try perTable.get()
        _ = try idiomTable.get()
        _ = try unitTables.get()
        _ = try currencyTables.get()
        _ = try abbreviationTables.get()
        _ = try scaleTable.get()
    }

    /// The data of `language`: its JSON settings decoded now, its tables on first use.
    init(lazily language: String, replacing: [String: String] = [:]) throws(LanguageDataError) {
        self.language = language
        self.numbers = try LanguageResources.decode(NumberRules.self, language, "numbers.json", replacing: replacing)!
        var dates = try LanguageResources.decode(DateRules.self, language, "dates.json", replacing: replacing)!
        dates.indexMonthNames()
        self.dates = dates
        self.ranges = try LanguageResources.decode(RangeRules.self, language, "ranges.json", required: false, replacing: replacing) ?? RangeRules()
        self.zoneInitials = Set(dates.time.offsetZones.compactMap(\.unicodeScalars.first))
        self.rates = try LanguageResources.decode(RateRules.self, language, "rates.json", required: false, replacing: replacing)
        let money = try LanguageResources.decode(MoneyRules.self, language, "money.json", required: false, replacing: replacing)
            ?? MoneyRules(majorAndMinor: "{major} {minor}", scales: [:])
        self.money = money
        self.phones = try LanguageResources.decode(PhoneRules.self, language, "phones.json", replacing: replacing)!

        let nouns = LazyLanguageTable(fallback: { WordDictionary<Noun>() }) { () throws(LanguageDataError) in
            try Self.buildNouns(language, replacing: replacing)
        }
        nounTable = nouns
        let nounsByForm = LazyLanguageTable(fallback: { WordDictionary<Noun>() }) { () throws(LanguageDataError) in
            Self.buildNounsByForm(try nouns.get())
        }
        nounsByFormTable = nounsByForm
        // (Sketches, precompiled or read from the files' bytes: most lookups of a first string
        // answer nil before any of these tables is built.)
        let sketches = LanguageSketches.load(language, replacing: replacing)
        let nounWords = sketches.nouns
        self.nouns = LazyWordDictionary(words: nounWords, full: nouns)
        self.nounsByForm = LazyWordDictionary(words: nounWords, full: nounsByForm)
        // (Built at load: the scanner consults them for nearly every number in fr and ru, and
        // reads them in place, where a table built on use would be copied at each lookup.)
        var governors = try Governors(rows: Self.optionalRows(language, "governors.tsv", replacing: replacing))
        let genderGuess = try Self.buildGenderGuess(language, replacing: replacing)
        governors.nouns = genderGuess
        self.governors = governors
        self.genderGuess = genderGuess
        // (Small tables, built at load too: the scanner reads them at nearly every number, in
        // place, where a table built on use is read through its box.)
        elision = try Elision(rows: Self.optionalRows(language, "elision.tsv", replacing: replacing))
        let labels = try Self.buildLabels(language, replacing: replacing)
        labelWords = labels.words
        labelDevices = labels.devices
        caseForms = try Self.buildCaseForms(language, replacing: replacing)
        let numberSign = numbers.numberSign, codeSigns = numbers.codeSigns ?? []
        codeWordTable = LazyLanguageTable(fallback: { CodeWords() }) { () throws(LanguageDataError) in
            try CodeWords(rows: Self.optionalRows(language, "codes.tsv", replacing: replacing),
                          numberSign: numberSign, signs: codeSigns)
        }
        caseEndingTable = LazyLanguageTable(fallback: { [:] }) { () throws(LanguageDataError) in
            try Self.buildCaseEndings(language, replacing: replacing)
        }
        perTable = LazyLanguageTable(fallback: { SymbolTable([]) }) { () throws(LanguageDataError) in
            try Self.buildPer(language, replacing: replacing)
        }
        let idiomTable = LazyLanguageTable(fallback: { SymbolTable<Idiom>([]) }) { () throws(LanguageDataError) in
            try Self.buildIdioms(language, replacing: replacing)
        }
        self.idiomTable = idiomTable
        idioms = SymbolTable(sketch: sketches.idioms, full: idiomTable)
        let unitTables = LazyLanguageTable(fallback: { UnitTables() }) { () throws(LanguageDataError) in
            try Self.buildUnits(language, nouns: nouns.get(), replacing: replacing)
        }
        self.unitTables = unitTables
        units = SymbolTable(sketch: sketches.units,
                            full: LazyLanguageTable(fallback: { SymbolTable([]) }) { () throws(LanguageDataError) in try unitTables.get().units })
        let currencyTables = LazyLanguageTable(fallback: { CurrencyTables() }) { () throws(LanguageDataError) in
            try Self.loadCurrencies(language, nouns: nouns.get(), replacing: replacing)
        }
        self.currencyTables = currencyTables
        currencies = SymbolTable(sketch: sketches.currencies,
                                 full: LazyLanguageTable(fallback: { SymbolTable([]) }) { () throws(LanguageDataError) in try currencyTables.get().currencies })
        minorCurrencies = SymbolTable(sketch: sketches.minorCurrencies,
                                      full: LazyLanguageTable(fallback: { SymbolTable([]) }) { () throws(LanguageDataError) in try currencyTables.get().minorCurrencies })
        let abbreviationTables = LazyLanguageTable(fallback: { AbbreviationTables() }) { () throws(LanguageDataError) in
            try Self.buildAbbreviations(language, replacing: replacing)
        }
        self.abbreviationTables = abbreviationTables
        abbreviations = SymbolTable(sketch: sketches.abbreviations,
                                    full: LazyLanguageTable(fallback: { SymbolTable([]) }) { () throws(LanguageDataError) in try abbreviationTables.get().table })
        let scaleTable = LazyLanguageTable(fallback: { SymbolTable<String>([]) }) { () throws(LanguageDataError) in
            Self.buildScales(money, nouns: try nouns.get())
        }
        self.scaleTable = scaleTable
        scales = SymbolTable(sketch: SymbolSketch(symbols: money.scales.keys, variants: .capitalized), full: scaleTable)
        // The words of `abbreviations.tsv`'s rows by place, each set built on first use.
        let abbreviationWords = sketches.abbreviationWords
        func words(_ set: @escaping @Sendable (AbbreviationTables) -> Set<String>) -> LazyWordSet {
            LazyWordSet(words: abbreviationWords, full: LazyLanguageTable(fallback: { [] }) { () throws(LanguageDataError) in set(try abbreviationTables.get()) })
        }
        titleExpansions = words(\.titleExpansions)
        capitalizedExpansionEnds = words(\.capitalizedExpansionEnds)
        streetTypes = words(\.streetTypes)
        compassWords = words(\.compassWords)
        letterExpansions = words(\.letterExpansions)
        // Digits, "%", "+", "&", Roman capitals, any non-ASCII scalar (lead bytes), and the first
        // scalars of abbreviations and currency symbols (their sketches': no table built).
        var entityBytes = Self.entityBytes(abbreviations: [], currencies: [])
        abbreviations.insertASCIIFirstScalars(into: &entityBytes)
        currencies.insertASCIIFirstScalars(into: &entityBytes)
        self.entityBytes = entityBytes
    }

    /// Unit symbols written in another case, where that is unambiguous: "GHZ", "ghz" for "GHz",
    /// "gb" for "GB", "MAH" for "mAh", ru "гб" for "ГБ". A symbol of two letters or more (letters,
    /// digits and "/"), all capitals or all lowercase, not listed itself, and not the variant of
    /// two symbols of different units ("mb": "Mb" megabits, "MB" megabytes); "exact" rows opt out.
    static func caseVariants(of units: [(String, MeasureUnit)], except exact: Set<String>) -> [(String, MeasureUnit)] {
        // (Symbols compared by their bytes, as the table matches them: `String` hashing normalizes
        // every Cyrillic symbol it hashes.)
        // (`WordSet`'s key type, and a dictionary of positions as `StrictJSON` keeps: a hashed
        // type's first use costs the runtime a scan of every conformance of the process.)
        typealias Key = WordDictionary<Bool>.Key
        var listed: Set<Key> = []
        listed.reserveCapacity(units.count)
        for (symbol, _) in units { listed.insert(Key(word: symbol)) }
        var positions: [Key: Int] = [:]
        var found: [MeasureUnit] = []
        var ambiguous: Set<Key> = []
        // (In the order first found: deterministic, and no sort.)
        var order: [Key] = []
        // (ASCII letters and digits without a property lookup.)
        func isAlphabetic(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII ? (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value) : scalar.properties.isAlphabetic
        }
        func isNumeric(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII ? (0x30...0x39).contains(scalar.value) : scalar.properties.numericType != nil
        }
        for (symbol, unit) in units where !exact.contains(symbol) {
            let letters = symbol.unicodeScalars.filter(isAlphabetic).count
            guard letters >= 2, symbol.unicodeScalars.allSatisfy({ isAlphabetic($0) || isNumeric($0) || $0 == "/" }) else { continue }
            for variant in [symbol.uppercased(), symbol.lowercased()] where variant != symbol && !listed.contains(Key(word: variant)) {
                let key = Key(word: variant)
                if let position = positions[key] {
                    if found[position] != unit { ambiguous.insert(key) }
                } else {
                    positions[key] = found.count
                    found.append(unit)
                    order.append(key)
                }
            }
        }
        // (Not sorted: the order of the rows only sets which of two symbols of one first scalar
        // and one length the table tries first, and two such variants never both match.)
        return order.indices.compactMap { ambiguous.contains(order[$0]) ? nil : (order[$0].word, found[$0]) }
    }

    static func loadCurrencies(_ language: String, nouns: WordDictionary<Noun>, replacing: [String: String]) throws(LanguageDataError) -> CurrencyTables {
        var symbols: [(String, Currency)] = []
        var minors: [(String, Currency)] = []
        // Hand-written rows first: a symbol they list is not taken again from CLDR's.
        // (Compared by their bytes, as the table matches them: `String` hashing normalizes every
        // symbol outside ASCII it hashes.)
        var listed: Set<WordDictionary<Bool>.Key> = []
        for row in try optionalRows(language, "currencies.tsv", replacing: replacing) + optionalRows(language, "currencies-cldr.tsv", replacing: replacing) {
            guard let code = row["code"], !code.isEmpty, let major = row["major"], nouns[major] != nil else {
                throw LanguageDataError(file: row.file, line: row.line, expected: "a code and a major unit that nouns.tsv or nouns-cldr.tsv lists")
            }
            let minorText = row["minor"]
            if let minor = minorText, !minor.isEmpty, nouns[minor] == nil {
                throw LanguageDataError(file: row.file, line: row.line, expected: "a minor unit that nouns.tsv lists, not \"\(minor)\"")
            }
            let minor = minorText.flatMap { $0.isEmpty || nouns[$0] == nil ? nil : $0 }
            let currency = Currency(code: code, major: major, minor: minor, minorDigits: Int(row["minorDigits"] ?? "") ?? 2)
            // "-": a code that is a common word ("ALL", "TOP") is not read as money.
            if code != "-", listed.insert(.init(word: code)).inserted { symbols.append((code, currency)) }
            for symbol in (row["symbols"] ?? "").splitASCII(" ", omittingEmpty: true) {
                let symbol = String(symbol)
                if listed.insert(.init(word: symbol)).inserted { symbols.append((symbol, currency)) }
            }
            for symbol in (row["minorSymbols"] ?? "").splitASCII(" ", omittingEmpty: true) where minor != nil { minors.append((String(symbol), currency)) }
        }
        return CurrencyTables(currencies: SymbolTable(symbols), minorCurrencies: SymbolTable(minors))
    }

    /// The rows of an optional TSV file of the language (none when the file is absent).
    static func optionalRows(_ language: String, _ file: String, replacing: [String: String]) throws(LanguageDataError) -> [DataTable.Row] {
        guard let bytes = LanguageResources.bytes(language, file, replacing: replacing) else { return [] }
        return DataTable(bytes: bytes, file: "\(language)/\(file)").rows
    }

    /// `key<TAB>gender<TAB><category>...` with the categories named in the header row.
    ///
    /// Read on the file's UTF-8 bytes: a line's cells become strings only for the nouns it keeps.
    static func parseNouns(_ bytes: [UInt8], file: String) throws(LanguageDataError) -> WordDictionary<Noun> {
        var bounds: [Int32] = []
        let lines = bytes.withUnsafeBufferPointer { DataTable.lines(of: $0, bounds: &bounds) }
        func cell(_ line: (line: Int, first: Int32, count: Int32), _ position: Int) -> Range<Int> {
            let index = Int(line.first) + 2 * position
            return Int(bounds[index])..<Int(bounds[index + 1])
        }
        func string(_ range: Range<Int>) -> String {
            bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
        }
        // The cells of the row read so far as strings: a form written like the key or like an
        // earlier form ("афгани" four times) shares its string instead of decoding it again.
        var made: [(range: Range<Int>, text: String)] = []
        func reused(_ range: Range<Int>) -> String {
            for (earlier, text) in made where earlier.count == range.count && bytes[earlier].elementsEqual(bytes[range]) { return text }
            let text = string(range)
            made.append((range, text))
            return text
        }
        var categories: [PluralCategory]?
        var nouns = WordDictionary<Noun>(minimumCapacity: lines.count)
        var cells: [Range<Int>] = []
        for line in lines {
            let lineNumber = line.line
            // (A line whose first cell is empty is no row.)
            guard !cell(line, 0).isEmpty else { continue }
            cells.removeAll(keepingCapacity: true)
            for position in 0..<Int(line.count) { cells.append(cell(line, position)) }
            guard let categories else {
                guard cells.count >= 3 else { break }
                var header: [PluralCategory] = []
                for range in cells.dropFirst(2) {
                    let name = string(range)
                    guard let category = PluralCategory(rawValue: name) else {
                        throw LanguageDataError(file: file, line: lineNumber, expected: "plural categories (\(PluralCategory.allCases.map(\.rawValue).joined(separator: ", "))) after key and gender, not \"\(name)\"")
                    }
                    header.append(category)
                }
                categories = header
                continue
            }
            guard cells.count >= 3 else { throw LanguageDataError(file: file, line: lineNumber, expected: "a key, a gender and at least one form") }
            made.removeAll(keepingCapacity: true)
            let key = reused(cells[0])
            guard let gender = Gender(rawValue: string(cells[1])) else {
                throw LanguageDataError(file: file, line: lineNumber, column: key.unicodeScalars.count + 2,
                                        expected: "one of \(Gender.allCases.map(\.rawValue).joined(separator: ", ")), not \"\(string(cells[1]))\"")
            }
            var forms: [PluralCategory: String] = Dictionary(minimumCapacity: categories.count)
            for (index, range) in cells.dropFirst(2).enumerated() where index < categories.count {
                forms[categories[index]] = reused(range)
            }
            nouns[key] = Noun(gender: gender, forms: forms)
        }
        guard categories != nil else {
            throw LanguageDataError(file: file, expected: "a header row: key, gender, then plural categories")
        }
        return nouns
    }
}

/// How the digits after a decimal separator are read: en one by one ("digits"), fr as a number
/// with leading zeros spoken ("cardinal"), ru with nouns ("nouns": "две целых пять десятых").
enum FractionReading: String, Sendable, CaseIterable, JSONEnum {
    case digits, cardinal, nouns
}

/// The contents of `numbers.json`.
struct NumberRules: Sendable {
    struct RuleSets: Sendable {
        var cardinal: String
        var ordinal: String
        var ordinalPlural: String
        var year: String
    }
    struct Decimal: Sendable {
        /// "virgule", "point", "запятая".
        var word: String
        /// How the digits after the separator are read.
        var fraction: FractionReading
        var wholeNoun: String?
        /// Whether ",75" is read with its zero (fr "zéro virgule soixante-quinze") or, like en
        /// ".5" -> "point five", without.
        var zeroBeforeBareFraction: Bool
        var denominatorNouns: [String]?
        /// ru "1,5 км" -> "полтора километра", "более 1,5 ч" -> "более полутора часов".
        var oneAndAHalf: OneAndAHalf?
    }
    /// The word for one and a half before a noun, by the noun's gender, and in the oblique cases.
    struct OneAndAHalf: Sendable {
        var masculine: String
        var feminine: String
        var neuter: String
        var oblique: String

        func nominative(_ gender: Gender) -> String {
            switch gender {
            case .masculine: masculine
            case .feminine: feminine
            case .neuter: neuter
            }
        }
    }
    struct Percent: Sendable {
        var after: String?
        var noun: String?
    }
    /// en "Blood type: AB+" -> "AB positive", fr "O−" -> "O négatif": the groups (`groups`,
    /// "Rh" too), the words said for each sign, and the words of which one must be in the text
    /// (lowercased), where "A+" is otherwise a grade.
    struct OrMore: Sendable {
        var before: String
        var `case`: GrammaticalCase?
    }
    struct BloodGroups: Sendable {
        var groups: Set<String>
        var positive: String
        var negative: String
        var contextWords: Set<String>
    }
    struct Fractions: Sendable {
        var denominators: [String: [String: String]]
        var numeratorGender: Gender?
        var denominatorGender: Gender?
        var denominatorOtherCase: GrammaticalCase?
        var pluralSuffix: String?
        var mixed: String
        var mixedOneNumerator: String?
        /// The template of a whole and a fraction of one whose denominator has a `mixedOne` word,
        /// the whole agreeing with the noun counted (masculine alone): ru "{whole} {fraction}"
        /// ("9 1/2" -> "девять с половиной", "2 1/4 минуты" -> "две с четвертью"); nil: `mixed`.
        var mixedWithOne: String?
        /// How a fraction counts the noun of a unit after it ("1 1/2 h", "½ kg", "3/4 mi").
        var withNoun: WithNoun?
        /// The words after one over a denominator past a hundred that make it a part of what
        /// follows: en "1/150 of the rate", fr "1/300 du taux", ru "1/150 ставки" (a fraction,
        /// while "Photo 1/150" counts).
        var partOfWords: Set<String>?
    }
    /// A fraction and the noun it counts. Templates: `{fraction}` (the fraction's words),
    /// `{whole}` (the whole part, agreeing with the noun), `{half}` (`halfWords` in the noun's
    /// gender; `{halfAlone}`: `halfAloneWords`), `{of}` (`of`, before a vowel `ofBeforeVowel`), `{noun}`.
    struct WithNoun: Sendable {
        /// en "{fraction} of {of}{noun}" ("three quarters of a mile"); the noun's form `properNoun`.
        var proper: String
        var properNoun: PluralCategory
        /// en "{fraction} {noun}" ("two and a quarter kilograms"); nil: a mixed number counts no noun.
        var mixed: String?
        var mixedNoun: PluralCategory?
        /// A half alone: en "half {of}{noun}" ("half an hour"), fr "{halfAlone}{noun}" ("une
        /// demi-heure"), ru "половина {noun}"; the noun's form `properNoun`.
        var half: String?
        /// A whole and a half: fr "{whole} {noun} et {half}" ("une heure et demie"), ru "{whole} с
        /// половиной {noun}"; the noun as after the whole (one and a half: `oneAndAHalf`).
        var mixedHalf: String?
        var halfWords: OneAndAHalf?
        /// fr `{halfAlone}`: "un demi-", "une demi-" before the noun.
        var halfAloneWords: OneAndAHalf?
        var of: String?
        var ofBeforeVowel: String?
        /// The letters that make `{of}` take `ofBeforeVowel`, and whole words that do too (en "hour").
        var vowels: String?
        var vowelWords: [String]?
        /// A half before a word no table lists, which stays as written after it: fr "{halfAlone}"
        /// ("1/2 tasse" -> "une demi-tasse"), ru "половина" in each case ("по 1/2 таблетки" -> "по
        /// половине таблетки"). en has none: "1/2 price" is "half price", "1/2 tablet" "half a
        /// tablet", which the word alone does not tell apart.
        var halfBeforeWord: HalfBeforeWord?
    }
    /// `halfBeforeWord`'s words in each case; a case without its own takes no half's word.
    struct HalfBeforeWord: Sendable {
        var nominative: String
        var genitive: String?
        var dative: String?
        var accusative: String?
        var instrumental: String?
        var prepositional: String?

        func words(in grammaticalCase: GrammaticalCase) -> String? {
            switch grammaticalCase {
            case .nominative: nominative
            case .genitive: genitive
            case .dative: dative
            case .accusative: accusative
            case .instrumental: instrumental
            case .prepositional: prepositional
            }
        }
    }
    struct OrdinalSuffix: Sendable, Hashable {
        var gender: Gender?
        var `case`: GrammaticalCase?
        var plural: Bool?
        var category: String?
        var word: String?
        var only: [Int]?
        var except: [Int]?
        var decadePlural: Bool?
        /// ru "-м": the case when no word before it governs the prepositional (that case needs a
        /// preposition): "финишировал 148-м" -> "сто сорок восьмым", "с 2-м" -> "вторым"; "на 2-м
        /// этаже", "в своём 5-м сезоне" stay "втором", "пятом".
        var withoutPrepositional: GrammaticalCase?
        /// ru "-й": after a word governing the genitive, dative, instrumental or prepositional, the
        /// feminine in that case ("с 3-й платформы" -> "с третьей платформы").
        var obliqueFeminine: Bool?
        /// ru "-е": plural before a noun ending in one of these (the nominative plural: "2-е
        /// вторники" -> "вторые", "3-и сутки"; "2-е место" stays "второе").
        var pluralBeforeEndings: [String]?
        /// ru "3-х", "5-ти": after a number ending in one of these digits (and, with
        /// `cardinalTeens`, after 10-19) the suffix is a case ending of the cardinal ("до 3-х дней"
        /// -> "до трёх дней"), in the case of the governing word before it or in `case`.
        var cardinalLastDigits: [Int]?
        var cardinalTeens: Bool?
        /// The cases the ending marks on such a cardinal: the governing word's case when it is
        /// one of them, else `case` ("к 5-ти" -> "к пяти", dative; "до 5-ти" -> genitive).
        var cardinalCases: [GrammaticalCase]?
        /// ru "-ю": a case ending of the cardinal only when the governing word gives one of
        /// `cardinalCases` ("с 5-ю друзьями" -> "с пятью"); else the ordinal ("на 5-ю неделю" ->
        /// "на пятую").
        var cardinalOnlyWhenGoverned: Bool?
        /// Endings of the noun after the number that make it a cardinal in the first of
        /// `cardinalCases` with no governing word before: ru "5-ю способами" -> "пятью".
        var cardinalBeforeNounEndings: [String]?
    }
    /// A list of words and phrases of several words ("Chapter", "Super Bowl"), split at load: the
    /// words in a set, the phrases by their last word.
    struct WordsAndPhrases: Sendable, JSONRule {
        let words: Set<String>
        let phrasesByLastWord: [String: [String]]

        init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
            let list = try [String](json: json)
            words = Set(list.filter { !$0.utf8.contains(0x20) })
            phrasesByLastWord = Dictionary(grouping: list.filter { $0.utf8.contains(0x20) }) { String($0.split(separator: " ").last ?? "") }
        }

        /// Whether `word`, the word before `index`, is one of the words or ends one of the phrases
        /// there ("Super Bowl LIX": "Bowl", after "Super").
        func contains(_ word: String, before index: Int, in text: TextCursor) -> Bool {
            if words.contains(word) { return true }
            guard let phrases = phrasesByLastWord[word] else { return false }
            let end = text.wordEnd(before: index)
            guard end < index else { return false }
            return phrases.contains { phrase in text.start(of: phrase, endingAt: end).map { !text.isLetter($0 - 1) } == true }
        }
    }
    struct RomanContext: Sendable, Hashable {
        var gender: Gender?
        var `case`: GrammaticalCase?
        var plural: Bool?
    }
    struct Roman: Sendable {
        var ordinalSuffixes: Bool
        var ordinalBefore: [String: RomanContext]
        /// Endings of an adjective that, with a noun after it, makes the Roman numeral before it
        /// an ordinal agreeing with it: ru "XXII зимние Олимпийские игры" -> "двадцать вторые".
        var ordinalBeforeAdjectiveEndings: [String: RomanContext]?
        /// Abbreviated nouns, with their period, that take an ordinal before them, and the key of
        /// `nouns.tsv` each stands for: ru "в." -> "век" ("V в. до н. э." -> "пятый век", "в XIX в."
        /// -> "в девятнадцатом веке").
        var ordinalBeforeAbbreviations: [String: String]?
        /// Words, or phrases of several ("Super Bowl"), after which the numeral is a cardinal.
        var cardinalAfter: WordsAndPhrases
        var regnal: String
        var regnalFirst: [String: String]
        var regnalTemplate: String
        var regnalSingleLetters: [String]
        /// Name endings that make a regnal ordinal feminine (ru "Екатерина II" -> "вторая").
        var feminineNameEndings: [String]
        /// Names of rulers in another case than the nominative, with the gender and case their
        /// regnal number takes (ru "Зал Петра I" -> "Петра Первого", "при Екатерине II").
        var regnalNames: [String: RomanContext]?
        /// Capitalized words that are not names ("Le", "The", "Press").
        var notNames: [String]
        /// The names of rulers and popes, after which a Roman numeral is a regnal number ("Henry
        /// VIII", "Пётр I"), also as the first of two names ("John Paul II", "Victor Emmanuel
        /// III"). After another capitalized word it is a title's or a tier's number, a cardinal
        /// ("Final Fantasy VII", "Gold III"). Absent: after any name.
        var rulerNames: Set<String>?
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
    /// The word for a written "+" before a quantity ("+18°" -> "plus eighteen degrees").
    var plus: String
    /// Whether `word` (lowercase) ends a word the normalizer writes for a sign ("times", ru "на"
    /// of "умножить на"): after it, a number is no phrase of its own.
    func endsSignWord(_ word: String) -> Bool {
        [plus, minus, ampersand, equals, times, arrow, approximately, approximatelyAfterGovernor, plusMinus].contains { sign in
            sign.map { $0 == word || $0.hasSuffix(" " + word) } ?? false
        }
    }
    /// What "~" says before a number: en "about", fr "environ", ru "около" ("~210 km").
    var approximately: String?
    /// What "~" says before a date, where it differs: en "around" ("~Apr 2"), fr "vers le" ("~2
    /// avril" -> "vers le deux avril").
    var approximatelyBeforeDate: String?
    /// What "++" and "+++" say after a lone "A", an energy class: en "plus plus", "plus plus
    /// plus"; fr "plus plus", "triple plus".
    var plusRunsAfterA: [String]?
    /// A size with a half after a size's word (`words`, lowercased, abbreviations with their
    /// period): "Size 8.5" -> "eight and a half" (`template`).
    var sizeHalf: SizeHalf?

    struct SizeHalf: Sendable {
        var words: Set<String>
        var template: String
    }
    /// en: words after which clothing sizes are read (`after-size` abbreviations: "Size: M" ->
    /// "medium"); fr and ru say the letters.
    var sizeWords: Set<String>?
    /// What a mask of a card's or an account's number says before its visible digits: en
    /// "ending in", fr "se terminant par" ("Visa •••• 4821"); ru none, the mask goes ("Карта ••
    /// 4821" -> "Карта четыре восемь два один").
    var maskedEnding: String?
    /// What "±" says before a number: en "plus or minus", fr "plus ou moins", ru "плюс-минус"
    /// ("±0.5 °C").
    var plusMinus: String?
    /// ru: what "~" says after a governing word, which then governs the number itself: "через ~10
    /// мин" -> "через примерно десять минут" ("около" would govern the genitive after "через").
    var approximatelyAfterGovernor: String?
    /// What a sign of comparison before a number says, and the case it gives the number: en
    /// "<5 min" -> "less than five minutes", fr "< 1 km" -> "moins d'un kilomètre", ru "<5 мин"
    /// -> "менее пяти минут" (`case`: genitive).
    var comparisons: Comparisons?
    /// Scales after which a decimal amount is read as the whole number it makes, by the scale's
    /// noun and its number of zeros: fr {"mille": 3} ("1,2 k abonnés" -> "mille deux cents"), ru
    /// {"тысяча": 3}; en keeps "one point two thousand".
    var wholeScales: [String: Int]?
    /// fr: the words of a street after a house number, which the number does not agree with
    /// ("21 rue de Rivoli" -> "vingt et un rue", not "vingt et une").
    var houseNumberBefore: Set<String>?
    /// en: the regions (US states, by name and by postal code) after which five digits are a ZIP
    /// code, read digit by digit ("Austin, TX 78701" -> "seven eight seven zero one").
    var postalCodeAfter: Set<String>?
    struct Comparisons: Sendable, Hashable, JSONRule {
        var words: [String: String]
        var `case`: GrammaticalCase?
        /// fr: a bound of age, "-" or "+" glued before a count of these nouns, read with the
        /// words of "<" and ">": "Tarif -26 ans" -> "moins de vingt-six ans", "aux +18 ans" -> "plus
        /// de dix-huit ans". ("+" only after a word of `plusBoundAfter`: "+2 ans de garantie" adds.)
        var boundNouns: Set<String>?
        var plusBoundAfter: Set<String>?
        /// Words a spaced "+" or "-" opening a phrase stands before, the sign read as its word:
        /// fr ["de"] ("(+ de 30 kg)" -> "plus de trente kilos", "(- de 18 ans)" -> "moins de").
        var spelledSignBefore: Set<String>?
        /// Words a "+" ending a phrase stands after, read as its word: fr ["et"] ("18 ans et +"
        /// -> "dix-huit ans et plus").
        var spelledPlusAfter: Set<String>?
        /// The signs, for a check of one scalar before any lookup (the classifier asks at every
        /// position).
        let signs: [Unicode.Scalar]

        init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
            let object = try json.object(keys: ["words", "case", "boundNouns", "plusBoundAfter", "spelledSignBefore", "spelledPlusAfter"])
            words = try object.required("words")
            self.case = try object.optional("case")
            boundNouns = try object.optional("boundNouns")
            plusBoundAfter = try object.optional("plusBoundAfter")
            spelledSignBefore = try object.optional("spelledSignBefore")
            spelledPlusAfter = try object.optional("spelledPlusAfter")
            signs = words.keys.compactMap { $0.unicodeScalars.count == 1 ? $0.unicodeScalars.first : nil }
            guard signs.count == words.count else {
                throw object.failure("words", "each sign of comparison is one character")
            }
        }
    }
    /// The word for "#" before a number ("#3 in Charts" -> "number three").
    var numberSign: String
    /// The fewest digits after a number sign that make a code read digit by digit (en 4: "Order
    /// #4521"; fr, ru 5: "commande n° 4521" is a number); 5 when absent.
    var codeSignMinimumDigits: Int?
    /// What "&" between spaces says ("Salt & Pepper" -> "Salt and Pepper", fr "et", ru "и").
    var ampersand: String?
    /// en: "&" glued between capitals is `ampersand` too ("S&P 500" -> "S and P"); fr and ru
    /// keep names written so ("H&M").
    var ampersandBetweenCapitals: Bool?
    /// A power written with superscript digits ("10⁶"): "{base} to the power of {exponent}".
    var power: String?
    /// Words that may stand between a street abbreviation and the name it opens (fr "av. de la
    /// Gare", "pl. du Marché"), lowercased.
    var nameParticles: [String]?
    /// Makers whose models are numbers with a variant after a hyphen, which is no range ("Boeing
    /// 737-800", "Airbus A320-200").
    var modelMakers: Set<String>?
    /// What "=" between spaces next to a number says ("1 ETH = $3,412.08" -> "equals").
    var equals: String?
    /// ru: "=" after a quantity of one, in its noun's gender ("1 $ = 92,45 ₽" -> "один доллар
    /// равен…", "1 страница = …" -> "равна"), and before a count whose noun is written in the
    /// nominative ("10 отметок = 1 бесплатный визит" -> "десять отметок — один бесплатный визит").
    var equalsAgreement: EqualsAgreement?

    struct EqualsAgreement: Sendable {
        var masculine: String
        var feminine: String
        var neuter: String
        var beforeWrittenNoun: String

        func form(_ gender: Gender) -> String {
            switch gender {
            case .masculine: masculine
            case .feminine: feminine
            case .neuter: neuter
            }
        }
    }
    /// "×" between spaces, after an amount, a count or a word and before a number: "2 tickets ×
    /// $14.99" -> "times", fr "fois", ru "умножить на".
    var times: String?
    /// en: a height written with primes, "5'11\"" or "5′11″", is feet and inches (the nouns).
    var primes: Primes?
    /// fr, ru (no `primes`): the words after which primes stay as written, a height in feet and
    /// inches ("Taille 5'11\""); elsewhere "5'07\"" is minutes and seconds.
    var primedLengthWords: Set<String>?
    /// The words after which a number with a prime is in feet, a container's size ("Conteneur 40' HC" -> "quarante pieds", "Контейнер 40'" -> "сорок
    /// футов"); elsewhere "78'" may be a match's minute.
    var primedFeetAfter: PrimedFeet?

    struct PrimedFeet: Sendable {
        /// The noun of the feet (`nouns.tsv`).
        var noun: String
        /// The words before, lowercased.
        var words: Set<String>
    }

    struct Primes: Sendable {
        var first: String
        var second: String
    }
    /// "→" between spaces: "23:45 → 06:10", "B22 → C4" -> "to", fr "à", ru "—".
    var arrow: String?
    /// "@" between spaces before a number or an amount: "3 sets @ 20 kg", "142 mi @ $0.70/mi" ->
    /// "at", fr "à" ("2 pièces @ 3,50 €"); nil where no word is said for it (ru).
    var atSign: String?
    /// Players against players in a game's format: "2v2" -> "two versus two", fr "deux contre
    /// deux", ru "два на два".
    var versus: String?
    /// Registration plates in the country's fixed pattern (fr "AB-123-CD", ru "А123ВС 77").
    var plates: PlateClass.Rules?
    /// Signs after which a number of five digits or more, or digit groups joined by hyphens,
    /// is a code read digit by digit ("Order #4471902", "№ 402-7719385").
    var codeSigns: [String]?
    /// en the word after a number sign that makes the label a count ("# of items: 12").
    var codeSignCountWords: [String]?
    /// The digit groups of a postcode before its town, after a comma or where a line starts: fr
    /// "12 rue de la Paix, 75002 Paris" -> [2, 3], "soixante-quinze zéro zéro deux"; ru
    /// "190000, Санкт-Петербург" -> [3, 3], "сто девяносто ноль ноль ноль".
    var postcodeBeforeTown: [Int]?
    /// fr the units whose two decimals are said as a number after the whole units ("1,72 m" ->
    /// "un mètre soixante-douze").
    var minorReadings: [String]?
    /// How "x" and "×" are read with numbers: after one ("1.5x"), before one ("x2"), between
    /// two ("2 x 2", "1920×1080").
    struct Multiplier: Sendable {
        var after: String
        var before: String
        var between: String
        /// fr: the word between the two sides of a surface or a sheet, a measure of a length after
        /// the second ("30 × 60 cm" -> "trente sur soixante centimètres"); `between` elsewhere
        /// ("1920×1080", "55 × 35 × 25 cm" -> "par").
        var betweenDimensions: String?
        /// ru: the case a factor after `between` takes ("1920×1080" -> "тысяча девятьсот двадцать
        /// на тысячу восемьдесят": "на" asks the accusative).
        var betweenCase: GrammaticalCase?
        /// A count of times before a word of frequency: "2x daily" -> "two times daily", fr "2x
        /// par jour" -> "deux fois par jour", ru "2x в день" -> "два раза в день" (the noun, from
        /// `nouns.tsv`, agrees with the number).
        var frequency: Frequency?
        /// The nouns of units that measure a side ("2 × 3 m" -> "two by three meters"); spaced
        /// factors before another unit or an amount are a count times it ("2 × 23 kg" -> "two
        /// times twenty-three kilograms", `times`).
        var dimensionNouns: Set<String>?
        /// Words of a sum to work out, before its label's colon: after them, "6 × 4" is
        /// arithmetic, "six times four" (`times`), not a size ("Solve: 6 × 4", fr "Calcule : 6 ×
        /// 4", ru "Реши пример: 6 × 4").
        var arithmeticWords: Set<String>?
        /// en, fr: the sign "×" glued after a number, before no letter or digit, is a count of times
        /// wherever it stands ("Playback speed 1.5×" -> "one point five times", "2× XP"); the
        /// letter keeps `after` ("Zoom 3x" -> "three x").
        var signCounts: Bool?
        /// The word for a spaced "×" between a count with its noun and a count of one of
        /// `countOfNouns` ("3 sets × 12 reps" -> "three sets of twelve reps", fr "de", ru "по";
        /// "2 adults × 3 nights" keeps `times`).
        var countOf: String?
        var countOfNouns: Set<String>?
        /// ru: the word for a spaced "×" between a bare count and a quantity of a unit that
        /// measures no side, or an amount ("4 × 150 г" -> "четыре по сто пятьдесят граммов"); where
        /// absent, `times` ("two times one hundred fifty grams").
        var countTimes: String?

        struct Frequency: Sendable {
            var noun: String
            var wordsAfter: Set<String>
        }
    }
    var multiplier: Multiplier?
    var decimalSeparators: [String]
    var groupSeparators: [String]
    var decimal: Decimal
    var versionWord: String
    /// en: words after which a number of three or four digits is read in pairs, as a flight or a
    /// room number ("Flight UA 1482" -> "fourteen eighty-two", "Room 857" -> "eight fifty-seven"),
    /// an airline's code allowed between.
    var pairsAfter: [String]?
    /// en: a house number of three or four digits before a street is read in pairs too ("1428
    /// Elm St." -> "fourteen twenty-eight Elm Street", "131 E 10th St").
    var pairsBeforeStreet: Bool?
    /// en: a number of one to three digits right before a street's type is the street's name, an
    /// ordinal ("at 59 St" -> "at fifty-ninth Street", "14 St–Union Sq").
    var numberedStreets: Bool?
    /// en: the three or four digits of a label are read in pairs too ("Gate B212" -> "B two
    /// twelve", "I-405" -> "I four oh five").
    var labelDigitsInPairs: Bool?
    /// en: words naming a road before its number ("Hwy 101", "Route 66"): a house number before
    /// one is a house number too ("2500 Hwy 101" -> "twenty-five hundred Highway one oh one"),
    /// and a compass letter after the road's number is a direction ("Hwy 101 N" -> "North").
    var roadWords: [String]?
    /// en: the letters of a road written with a hyphen and its number ("I-95" -> "I ninety-five",
    /// "US-101"), read as letters and number with no word before them.
    var roadLetters: [String]?
    /// fr, ru: words after which a road's letters glued to its number are read as letters and
    /// number ("la N7" -> "la N sept", "sur l’A86", ru "трасса М4" -> "М четыре"), where a lone
    /// "N" would be north. An elided "l’" counts as "l".
    var roadWordsBeforeCode: Set<String>?
    /// en: nouns an amount or a measure describes right before them, its noun then in the
    /// singular ("$5 credit" -> "five dollar credit", "5 min read" -> "five minute read").
    var attributiveNouns: Set<String>?
    /// en: after one of these articles, an amount or a measure before a lowercase word describes
    /// the noun that follows ("a $25 late fee" -> "a twenty-five dollar late fee") unless that
    /// word is one of `attributiveStops` ("a $25 or more purchase", "a $25 and a $30 fee").
    var attributiveArticles: Set<String>?
    var attributiveStops: Set<String>?
    /// ru: the genitive plural of nouns of people ("человек", "гостей", "взрослых"): written after
    /// two, three or four in the accusative, they ask for its animate form, the genitive ("на 4
    /// человек" -> "на четырёх человек"; "на 2 гостя" keeps "два", as written).
    var animateAccusativeForms: WordSet?
    /// ru: the noun a number and a capital letter in quotes name without saying it ("5 «Б»" ->
    /// "пятый «Б»": "класс"), read as an ordinal agreeing with it.
    var nounAfterQuotedLetter: String?
    /// fr: plural determiners ("les", "des"): an ordinal between one of them and a plural noun is
    /// plural ("Tous les 2e mardis" -> "deuxièmes mardis"; "les 3e et 4e places" keeps each).
    var ordinalPluralAfter: Set<String>?
    /// "S2 E5", "S2E5": a season and an episode, said with these words ("Season two Episode five").
    var seasonEpisode: SeasonEpisode?

    struct SeasonEpisode: Sendable {
        var season: String
        var episode: String
        /// Letters written for the episode after "S" ("E"; fr also "É").
        var episodeLetters: [String]
    }
    /// The word for a "v" glued before a version ("v2.4.1" -> "version two point four point one").
    var versionNoun: String?
    /// ru: the version noun in the case a governing word before "v4.12" gives it ("до v4.12" ->
    /// "до версии"), by case name; a version is where something is, so the accusative of "в",
    /// "на" is said as `versionAccusativeAs` ("в v4.12" -> "в версии").
    var versionNounForms: [String: String]?
    /// ru: the words (lowercased) of what a version is of, after which the version noun takes
    /// the genitive ("прошивка v3.2" -> "прошивка версии три точка два").
    var versionGenitiveAfter: Set<String>?
    var versionAccusativeAs: GrammaticalCase?
    /// The dot of an IP address ("192.168.1.1"): en "dot", fr "point", ru "точка".
    var addressWord: String?
    /// Words of size after a measure: a unit read only where the text ends is read before them
    /// too (en "12 in long", "8 in x 10 in").
    var dimensionWords: [String]?
    /// Words of a length that label the number after them: a unit read only where the text ends
    /// is read after them anywhere (en "Height: 22 in at shoulder").
    var dimensionLabels: Set<String>?
    /// Words after which a unit read only where the text ends (`final`) is read too: ru "90 с
    /// между подходами" (no preposition "с" stands before them).
    var wordsAfterFinalUnit: [String]?
    /// Words of a circuit after which a `beside` unit is read with no other measure by it ("A"
    /// as amperes): en "Current 18.5 A", fr "branchement 10 A", ru "розетка 16 А".
    var circuitWords: Set<String>?
    /// Words of quantity: an abbreviated adjective before one of them is the adverb ("approx.
    /// half an hour" -> "approximately").
    var quantityWords: [String]?
    /// ru the parts of an address an abbreviation reads ("дом", "корпус"), after which "стр." is
    /// a building ("д. 5, стр. 2" -> "строение").
    var addressParts: [String]?
    /// ru the endings of a street's name said without its type ("на Тверской, 12, стр. 1": a
    /// building's part after the house number, "строение").
    var streetNameEndings: [String]?
    /// Labels said as a word before the number glued after them: "PM2.5" -> "PM two point five".
    var labelsGluedBeforeNumber: Set<String>?
    /// Blood groups and their sign, in a text about blood: "O−" -> "O negative".
    var bloodGroups: BloodGroups?
    /// The words of a note's accidentals glued after its letter: "B♭" -> "B flat", fr "Si♭" ->
    /// "Si bémol".
    var accidentals: [String: String]?
    /// The notes' names (lowercased) an accidental may follow: "b", fr "si", ru "си". A sign after
    /// another word ("dix♭", a first pass's "10♭") stays.
    var noteNames: Set<String>?
    /// A count and more before a word: ru "5+ лет" -> "более пяти лет" (the word before, and the
    /// case it gives the count), fr "plus de cinq ans"; absent, the count is said, then "plus".
    var orMoreBeforeWord: OrMore?
    /// ru the streets an abbreviation reads ("улица", "переулок"): after a street's name and its
    /// house number, "стр." is a building too ("ул. Садовая, 8, стр. 2" -> "строение").
    var streetParts: [String]?
    /// ru the word for the slash of a house number after an address part or a street ("д. 14/2",
    /// "ул. Садовая, 14/2" -> "четырнадцать дробь два"), which is no fraction.
    var houseNumberSlash: String?
    var percent: Percent
    var fractions: Fractions
    var ordinalSuffixes: [String: OrdinalSuffix]
    /// ru adjectives in the prepositional before an ordinal ("в своём 5-м сезоне"): the
    /// preposition is further back.
    var prepositionalAdjectiveEndings: [String]?
    /// ru collective numerals before plural-only nouns ("2" -> "двое": "двое суток").
    var collectives: [String: String]?
    /// ru compound adjectives with a number: "5-этажный" -> "пятиэтажный".
    var compounds: Compounds?
    /// en: a number joined by a hyphen to a unit symbol before a noun is an adjective with the
    /// unit's singular noun ("a 10-min walk" -> "a ten-minute walk").
    var unitAdjectives: Bool?

    struct Compounds: Sendable {
        /// The endings of the adjective after the hyphen ("ный", "ная", "ое", ...).
        var endings: [String]
        /// The case of the number's stem ("пяти", "двадцати").
        var `case`: GrammaticalCase
        /// Stems that are not the number in that case ("1" -> "одно", "100" -> "сто").
        var stems: [String: String]
        /// Abbreviated adjectives after the hyphen, as written, with what they say, longest
        /// first: "2-комн. кв." -> "двухкомнатная квартира".
        var abbreviations: [[String]]?
    }
    /// Noun for 10^18 in `nouns.tsv`, where ICU's rules stop.
    var quintillionNoun: String?
    /// ru: build ordinals of round hundreds from this case of the digit + the ordinal of 100.
    var compoundHundredOrdinals: String?
    var roman: Roman
}

extension NumberRules.RuleSets: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["cardinal", "ordinal", "ordinalPlural", "year"])
        cardinal = try object.required("cardinal")
        ordinal = try object.required("ordinal")
        ordinalPlural = try object.required("ordinalPlural")
        year = try object.required("year")
    }
}

extension NumberRules.Decimal: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["word", "fraction", "wholeNoun", "zeroBeforeBareFraction", "denominatorNouns", "oneAndAHalf"])
        word = try object.required("word")
        fraction = try object.required("fraction")
        wholeNoun = try object.optional("wholeNoun")
        zeroBeforeBareFraction = try object.required("zeroBeforeBareFraction")
        denominatorNouns = try object.optional("denominatorNouns")
        oneAndAHalf = try object.optional("oneAndAHalf")
    }
}

extension NumberRules.OneAndAHalf: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["masculine", "feminine", "neuter", "oblique"])
        masculine = try object.required("masculine")
        feminine = try object.required("feminine")
        neuter = try object.required("neuter")
        oblique = try object.required("oblique")
    }
}

extension NumberRules.Percent: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["after", "noun"])
        after = try object.optional("after")
        noun = try object.optional("noun")
    }
}

extension NumberRules.OrMore: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["before", "case"])
        before = try object.required("before")
        `case` = try object.optional("case")
    }
}

extension NumberRules.BloodGroups: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["groups", "positive", "negative", "contextWords"])
        groups = try object.required("groups")
        positive = try object.required("positive")
        negative = try object.required("negative")
        contextWords = try object.required("contextWords")
    }
}

extension NumberRules.Fractions: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["denominators", "numeratorGender", "denominatorGender", "denominatorOtherCase", "pluralSuffix", "mixed", "mixedOneNumerator", "mixedWithOne", "withNoun", "partOfWords"])
        denominators = try object.required("denominators")
        numeratorGender = try object.optional("numeratorGender")
        denominatorGender = try object.optional("denominatorGender")
        denominatorOtherCase = try object.optional("denominatorOtherCase")
        pluralSuffix = try object.optional("pluralSuffix")
        mixed = try object.required("mixed")
        mixedOneNumerator = try object.optional("mixedOneNumerator")
        partOfWords = try object.optional("partOfWords")
        mixedWithOne = try object.optional("mixedWithOne")
        withNoun = try object.optional("withNoun")
    }
}

extension NumberRules.WithNoun: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["proper", "properNoun", "mixed", "mixedNoun", "half", "mixedHalf", "halfWords", "halfAloneWords", "of", "ofBeforeVowel", "vowels", "vowelWords", "halfBeforeWord"])
        proper = try object.required("proper")
        properNoun = try object.required("properNoun")
        mixed = try object.optional("mixed")
        mixedNoun = try object.optional("mixedNoun")
        half = try object.optional("half")
        mixedHalf = try object.optional("mixedHalf")
        halfWords = try object.optional("halfWords")
        halfAloneWords = try object.optional("halfAloneWords")
        of = try object.optional("of")
        ofBeforeVowel = try object.optional("ofBeforeVowel")
        vowels = try object.optional("vowels")
        vowelWords = try object.optional("vowelWords")
        halfBeforeWord = try object.optional("halfBeforeWord")
    }
}

extension NumberRules.HalfBeforeWord: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["nominative", "genitive", "dative", "accusative", "instrumental", "prepositional"])
        nominative = try object.required("nominative")
        genitive = try object.optional("genitive")
        dative = try object.optional("dative")
        accusative = try object.optional("accusative")
        instrumental = try object.optional("instrumental")
        prepositional = try object.optional("prepositional")
    }
}

extension NumberRules.OrdinalSuffix: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["gender", "case", "plural", "category", "word", "only", "except", "decadePlural", "withoutPrepositional", "obliqueFeminine", "pluralBeforeEndings", "cardinalLastDigits", "cardinalTeens", "cardinalCases", "cardinalOnlyWhenGoverned", "cardinalBeforeNounEndings"])
        gender = try object.optional("gender")
        self.case = try object.optional("case")
        plural = try object.optional("plural")
        category = try object.optional("category")
        word = try object.optional("word")
        only = try object.optional("only")
        except = try object.optional("except")
        decadePlural = try object.optional("decadePlural")
        withoutPrepositional = try object.optional("withoutPrepositional")
        obliqueFeminine = try object.optional("obliqueFeminine")
        pluralBeforeEndings = try object.optional("pluralBeforeEndings")
        cardinalLastDigits = try object.optional("cardinalLastDigits")
        cardinalTeens = try object.optional("cardinalTeens")
        cardinalCases = try object.optional("cardinalCases")
        cardinalOnlyWhenGoverned = try object.optional("cardinalOnlyWhenGoverned")
        cardinalBeforeNounEndings = try object.optional("cardinalBeforeNounEndings")
    }
}

extension NumberRules.RomanContext: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["gender", "case", "plural"])
        gender = try object.optional("gender")
        self.case = try object.optional("case")
        plural = try object.optional("plural")
    }
}

extension NumberRules.Roman: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["ordinalSuffixes", "ordinalBefore", "ordinalBeforeAdjectiveEndings", "ordinalBeforeAbbreviations", "cardinalAfter", "regnal", "regnalFirst", "regnalTemplate", "regnalSingleLetters", "feminineNameEndings", "regnalNames", "notNames", "rulerNames"])
        ordinalSuffixes = try object.required("ordinalSuffixes")
        ordinalBefore = try object.required("ordinalBefore")
        ordinalBeforeAdjectiveEndings = try object.optional("ordinalBeforeAdjectiveEndings")
        ordinalBeforeAbbreviations = try object.optional("ordinalBeforeAbbreviations")
        cardinalAfter = try object.required("cardinalAfter")
        regnal = try object.required("regnal")
        regnalFirst = try object.required("regnalFirst")
        regnalTemplate = try object.required("regnalTemplate")
        regnalSingleLetters = try object.required("regnalSingleLetters")
        feminineNameEndings = try object.required("feminineNameEndings")
        regnalNames = try object.optional("regnalNames")
        notNames = try object.required("notNames")
        rulerNames = try object.optional("rulerNames")
    }
}

extension NumberRules.SizeHalf: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["words", "template"])
        words = try object.required("words")
        template = try object.required("template")
    }
}

extension NumberRules.PrimedFeet: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["noun", "words"])
        noun = try object.required("noun")
        words = try object.required("words")
    }
}

extension NumberRules.Primes: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["first", "second"])
        first = try object.required("first")
        second = try object.required("second")
    }
}

extension NumberRules.Multiplier.Frequency: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["noun", "wordsAfter"])
        noun = try object.required("noun")
        wordsAfter = try object.required("wordsAfter")
    }
}

extension NumberRules.Multiplier: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["after", "before", "between", "betweenDimensions", "betweenCase", "frequency", "dimensionNouns", "arithmeticWords", "signCounts", "countOf", "countOfNouns", "countTimes"])
        after = try object.required("after")
        before = try object.required("before")
        between = try object.required("between")
        betweenCase = try object.optional("betweenCase")
        betweenDimensions = try object.optional("betweenDimensions")
        frequency = try object.optional("frequency")
        dimensionNouns = try object.optional("dimensionNouns")
        arithmeticWords = try object.optional("arithmeticWords")
        signCounts = try object.optional("signCounts")
        countOf = try object.optional("countOf")
        countOfNouns = try object.optional("countOfNouns")
        countTimes = try object.optional("countTimes")
    }
}

extension NumberRules.EqualsAgreement: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["masculine", "feminine", "neuter", "beforeWrittenNoun"])
        masculine = try object.required("masculine")
        feminine = try object.required("feminine")
        neuter = try object.required("neuter")
        beforeWrittenNoun = try object.required("beforeWrittenNoun")
    }
}

extension NumberRules.SeasonEpisode: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["season", "episode", "episodeLetters"])
        season = try object.required("season")
        episode = try object.required("episode")
        episodeLetters = try object.required("episodeLetters")
    }
}

extension NumberRules.Compounds: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["endings", "case", "stems", "abbreviations"])
        endings = try object.required("endings")
        self.case = try object.required("case")
        stems = try object.required("stems")
        abbreviations = try object.optional("abbreviations")
    }
}

extension NumberRules: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["ruleSets", "genderFallback", "caseNames", "variants", "replacements", "ruleSetReplacements", "variantReplacements", "minus", "plus", "approximately", "approximatelyBeforeDate", "plusRunsAfterA", "sizeHalf", "plusMinus", "maskedEnding", "sizeWords", "approximatelyAfterGovernor", "comparisons", "wholeScales", "houseNumberBefore", "postalCodeAfter", "numberSign", "codeSignMinimumDigits", "ampersand", "ampersandBetweenCapitals", "power", "nameParticles", "modelMakers", "equals", "equalsAgreement", "times", "primes", "primedLengthWords", "primedFeetAfter", "arrow", "atSign", "versus", "plates", "codeSigns", "codeSignCountWords", "postcodeBeforeTown", "minorReadings", "multiplier", "decimalSeparators", "groupSeparators", "decimal", "versionWord", "pairsAfter", "pairsBeforeStreet", "numberedStreets", "labelDigitsInPairs", "roadWords", "roadLetters", "roadWordsBeforeCode", "attributiveNouns", "attributiveArticles", "attributiveStops", "animateAccusativeForms", "nounAfterQuotedLetter", "ordinalPluralAfter", "seasonEpisode", "versionNoun", "versionNounForms", "versionGenitiveAfter", "versionAccusativeAs", "addressWord", "dimensionWords", "dimensionLabels", "wordsAfterFinalUnit", "circuitWords", "quantityWords", "addressParts", "streetNameEndings", "labelsGluedBeforeNumber", "bloodGroups", "accidentals", "noteNames", "orMoreBeforeWord", "streetParts", "houseNumberSlash", "percent", "fractions", "ordinalSuffixes", "prepositionalAdjectiveEndings", "collectives", "compounds", "unitAdjectives", "quintillionNoun", "compoundHundredOrdinals", "roman"])
        ruleSets = try object.required("ruleSets")
        genderFallback = try object.required("genderFallback")
        caseNames = try object.optional("caseNames")
        variants = try object.required("variants")
        replacements = try object.required("replacements")
        ruleSetReplacements = try object.optional("ruleSetReplacements")
        variantReplacements = try object.optional("variantReplacements")
        minus = try object.required("minus")
        plus = try object.required("plus")
        approximately = try object.optional("approximately")
        approximatelyBeforeDate = try object.optional("approximatelyBeforeDate")
        plusRunsAfterA = try object.optional("plusRunsAfterA")
        sizeHalf = try object.optional("sizeHalf")
        plusMinus = try object.optional("plusMinus")
        maskedEnding = try object.optional("maskedEnding")
        sizeWords = try object.optional("sizeWords")
        approximatelyAfterGovernor = try object.optional("approximatelyAfterGovernor")
        comparisons = try object.optional("comparisons")
        wholeScales = try object.optional("wholeScales")
        houseNumberBefore = try object.optional("houseNumberBefore")
        postalCodeAfter = try object.optional("postalCodeAfter")
        numberSign = try object.required("numberSign")
        codeSignMinimumDigits = try object.optional("codeSignMinimumDigits")
        ampersand = try object.optional("ampersand")
        ampersandBetweenCapitals = try object.optional("ampersandBetweenCapitals")
        power = try object.optional("power")
        nameParticles = try object.optional("nameParticles")
        modelMakers = try object.optional("modelMakers")
        equals = try object.optional("equals")
        equalsAgreement = try object.optional("equalsAgreement")
        times = try object.optional("times")
        primes = try object.optional("primes")
        primedLengthWords = try object.optional("primedLengthWords")
        primedFeetAfter = try object.optional("primedFeetAfter")
        arrow = try object.optional("arrow")
        atSign = try object.optional("atSign")
        versus = try object.optional("versus")
        plates = try object.optional("plates")
        codeSigns = try object.optional("codeSigns")
        codeSignCountWords = try object.optional("codeSignCountWords")
        postcodeBeforeTown = try object.optional("postcodeBeforeTown")
        minorReadings = try object.optional("minorReadings")
        multiplier = try object.optional("multiplier")
        decimalSeparators = try object.required("decimalSeparators")
        groupSeparators = try object.required("groupSeparators")
        decimal = try object.required("decimal")
        versionWord = try object.required("versionWord")
        pairsAfter = try object.optional("pairsAfter")
        pairsBeforeStreet = try object.optional("pairsBeforeStreet")
        numberedStreets = try object.optional("numberedStreets")
        labelDigitsInPairs = try object.optional("labelDigitsInPairs")
        roadWords = try object.optional("roadWords")
        roadLetters = try object.optional("roadLetters")
        roadWordsBeforeCode = try object.optional("roadWordsBeforeCode")
        attributiveNouns = try object.optional("attributiveNouns")
        attributiveArticles = try object.optional("attributiveArticles")
        attributiveStops = try object.optional("attributiveStops")
        animateAccusativeForms = try object.optional("animateAccusativeForms")
        nounAfterQuotedLetter = try object.optional("nounAfterQuotedLetter")
        ordinalPluralAfter = try object.optional("ordinalPluralAfter")
        seasonEpisode = try object.optional("seasonEpisode")
        versionNoun = try object.optional("versionNoun")
        versionNounForms = try object.optional("versionNounForms")
        versionGenitiveAfter = try object.optional("versionGenitiveAfter")
        versionAccusativeAs = try object.optional("versionAccusativeAs")
        addressWord = try object.optional("addressWord")
        dimensionWords = try object.optional("dimensionWords")
        dimensionLabels = try object.optional("dimensionLabels")
        wordsAfterFinalUnit = try object.optional("wordsAfterFinalUnit")
        circuitWords = try object.optional("circuitWords")
        quantityWords = try object.optional("quantityWords")
        addressParts = try object.optional("addressParts")
        streetNameEndings = try object.optional("streetNameEndings")
        labelsGluedBeforeNumber = try object.optional("labelsGluedBeforeNumber")
        bloodGroups = try object.optional("bloodGroups")
        accidentals = try object.optional("accidentals")
        noteNames = try object.optional("noteNames")
        orMoreBeforeWord = try object.optional("orMoreBeforeWord")
        streetParts = try object.optional("streetParts")
        houseNumberSlash = try object.optional("houseNumberSlash")
        percent = try object.required("percent")
        fractions = try object.required("fractions")
        ordinalSuffixes = try object.required("ordinalSuffixes")
        prepositionalAdjectiveEndings = try object.optional("prepositionalAdjectiveEndings")
        collectives = try object.optional("collectives")
        compounds = try object.optional("compounds")
        unitAdjectives = try object.optional("unitAdjectives")
        quintillionNoun = try object.optional("quintillionNoun")
        compoundHundredOrdinals = try object.optional("compoundHundredOrdinals")
        roman = try object.required("roman")
    }
}
