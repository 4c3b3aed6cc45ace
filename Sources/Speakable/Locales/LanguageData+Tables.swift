/// How `LanguageData` builds its tables from `Resources/<lang>/`, each on first use
/// (`LazyLanguageTable`); every builder checks its file strictly (file, line, column).
extension LanguageData {
    /// `labels.tsv`: the label words, and those that name a device.
    struct LabelTables: Sendable {
        var words: Set<String> = []
        var devices: Set<String> = []
    }

    /// `units.tsv`: the unit symbols with their case variants, and the capitalized words read after them.
    struct UnitTables: Sendable {
        var units = SymbolTable<MeasureUnit>([])
        var unitWords: Set<String> = []
    }

    /// `currencies.tsv` and `currencies-cldr.tsv`: symbols and codes, and minor-unit symbols.
    struct CurrencyTables: Sendable {
        var currencies = SymbolTable<Currency>([])
        var minorCurrencies = SymbolTable<Currency>([])
    }

    /// `abbreviations.tsv`: the table, and the sets of words derived from its rows.
    struct AbbreviationTables: Sendable {
        var table = SymbolTable<[AbbreviationClass.Entry]>([])
        var titleExpansions: Set<String> = []
        var capitalizedExpansionEnds: Set<String> = []
        var streetTypes: Set<String> = []
        var compassWords: Set<String> = []
        var letterExpansions: Set<String> = []
    }

    /// The bytes of those of `files` the language has.
    static func files(_ language: String, _ files: [String], replacing: [String: String]) -> [[UInt8]] {
        files.compactMap { LanguageResources.bytes(language, $0, replacing: replacing) }
    }

    /// `nouns.tsv`, then the currency names generated from CLDR (`nouns-cldr.tsv`,
    /// scripts/language-data/currencies.py); hand-written nouns win.
    static func buildNouns(_ language: String, replacing: [String: String]) throws(LanguageDataError) -> WordDictionary<Noun> {
        var nouns = try parseNouns(LanguageResources.required(language, "nouns.tsv", replacing: replacing), file: "\(language)/nouns.tsv")
        if let cldr = LanguageResources.bytes(language, "nouns-cldr.tsv", replacing: replacing) {
            nouns.addMissing(try parseNouns(cldr, file: "\(language)/nouns-cldr.tsv"))
        }
        return nouns
    }

    /// Every written form of one word of every noun -> its noun.
    static func buildNounsByForm(_ nouns: WordDictionary<Noun>) -> WordDictionary<Noun> {
        var byForm = WordDictionary<Noun>(minimumCapacity: nouns.count * 4)
        for noun in nouns.values {
            for form in noun.forms.values where !form.utf8.contains(0x20) { byForm[form] = noun }
        }
        return byForm
    }

    /// `gender-endings.tsv`, and fr the generated genders of frequent nouns whose ending misleads
    /// (`noun-genders.tsv`, searched in place).
    static func buildGenderGuess(_ language: String, replacing: [String: String]) throws(LanguageDataError) -> GenderGuess {
        var genderGuess = try GenderGuess(rows: optionalRows(language, "gender-endings.tsv", replacing: replacing))
        if let text = LanguageResources.text(language, "noun-genders.tsv", replacing: replacing) {
            genderGuess.generated = try SortedWordGenders(text: text, file: "\(language)/noun-genders.tsv")
        }
        return genderGuess
    }

    static func buildLabels(_ language: String, replacing: [String: String]) throws(LanguageDataError) -> LabelTables {
        var labels = LabelTables()
        for row in try optionalRows(language, "labels.tsv", replacing: replacing) {
            guard let word = row["word"], !word.isEmpty, !word.utf8.contains(0x20) else {
                throw LanguageDataError(file: row.file, line: row.line, expected: "one word")
            }
            labels.words.insert(word)
            if try row.value("kind", as: LabelKind.self) == .device { labels.devices.insert(word) }
        }
        return labels
    }

    static func buildCaseForms(_ language: String, replacing: [String: String]) throws(LanguageDataError) -> [GrammaticalCase: [PluralCategory: PluralCategory]] {
        var caseForms: [GrammaticalCase: [PluralCategory: PluralCategory]] = [:]
        for row in try optionalRows(language, "noun-cases.tsv", replacing: replacing) {
            guard let grammaticalCase = try row.value("case", as: GrammaticalCase.self) else {
                throw LanguageDataError(file: row.file, line: row.line, expected: "a case in the column \"case\"")
            }
            for category in PluralCategory.allCases {
                if let form = try row.value(category.rawValue, as: PluralCategory.self) { caseForms[grammaticalCase, default: [:]][category] = form }
            }
        }
        return caseForms
    }

    static func buildCaseEndings(_ language: String, replacing: [String: String]) throws(LanguageDataError) -> [CaseEndingKey: [(ending: String, replacement: String)]] {
        var caseEndings: [CaseEndingKey: [(ending: String, replacement: String)]] = [:]
        for row in try optionalRows(language, "noun-endings.tsv", replacing: replacing) {
            // "*" for every gender, categories separated by commas, "∅" for no ending (any form).
            let genders: [Gender] = try row["gender"] == "*" ? Gender.allCases : [row.value("gender", as: Gender.self)].compactMap { $0 }
            var categories: [PluralCategory] = []
            for name in (row["category"] ?? "").splitASCII(",", omittingEmpty: true) {
                guard let category = PluralCategory(rawValue: String(name)) else {
                    throw LanguageDataError(file: row.file, line: row.line, expected: "plural categories (zero, one, two, few, many, other) separated by commas, found \"\(name)\"")
                }
                categories.append(category)
            }
            guard let grammaticalCase = try row.value("case", as: GrammaticalCase.self), !genders.isEmpty, !categories.isEmpty,
                  let ending = row["ending"], !ending.isEmpty, let replacement = row["replacement"] else {
                throw LanguageDataError(file: row.file, line: row.line, expected: "a case, a gender (or *), plural categories, an ending (∅ for none) and its replacement")
            }
            for gender in genders {
                for category in categories {
                    caseEndings[CaseEndingKey(grammaticalCase: grammaticalCase, gender: gender, category: category), default: []]
                        .append((ending == "∅" ? "" : ending, replacement))
                }
            }
        }
        return caseEndings
    }

    static func buildPer(_ language: String, replacing: [String: String]) throws(LanguageDataError) -> SymbolTable<String> {
        SymbolTable(try optionalRows(language, "per.tsv", replacing: replacing).compactMap { row in
            guard let written = row["written"], let spoken = row["spoken"], !written.isEmpty, !spoken.isEmpty else { return nil }
            return (written, spoken)
        })
    }

    static func buildIdioms(_ language: String, replacing: [String: String]) throws(LanguageDataError) -> SymbolTable<Idiom> {
        var idiomRows: [(String, Idiom)] = []
        for row in try optionalRows(language, "idioms.tsv", replacing: replacing) {
            guard let written = row["written"], let spoken = row["spoken"], !written.isEmpty, !spoken.isEmpty else {
                throw LanguageDataError(file: row.file, line: row.line, expected: "a written form and what is said for it")
            }
            let notAfter = (row["not-after"] ?? "").splitASCII(",", omittingEmpty: true).map { $0.trimmedSpaces }.filter { !$0.isEmpty }
            idiomRows.append((written, Idiom(spoken: spoken, notAfter: notAfter)))
            // ("24 h/24" with a no-break or a narrow no-break space, as French typography writes it.)
            for space in ["\u{00A0}", "\u{202F}"] where written.utf8.contains(0x20) {
                idiomRows.append((written.splitASCII(" ").joined(separator: space), Idiom(spoken: spoken, notAfter: notAfter)))
            }
        }
        return SymbolTable(idiomRows)
    }

    static func buildUnits(_ language: String, nouns: WordDictionary<Noun>, replacing: [String: String]) throws(LanguageDataError) -> UnitTables {
        let unitRows = try optionalRows(language, "units.tsv", replacing: replacing)
        let unitWords = Set(unitRows.flatMap { ($0["after"] ?? "").splitASCII(" ", omittingEmpty: true).map(String.init) }.filter { $0.startsUppercase })
        var units: [(String, MeasureUnit)] = []
        var exact: Set<String> = []
        for row in unitRows {
            guard let symbol = row["symbol"], !symbol.isEmpty, let noun = row["noun"], nouns[noun] != nil else {
                throw LanguageDataError(file: row.file, line: row.line, expected: "a symbol and a noun of nouns.tsv")
            }
            var unit = MeasureUnit(noun: noun, after: row["after"] ?? "")
            for flag in (row["flags"] ?? "").splitASCII(",", omittingEmpty: true) {
                switch flag.trimmedSpaces {
                case "final": unit.final = true
                case "end": unit.atEnd = true
                case "word": unit.word = true
                case "glued": unit.glued = true
                case "spaced": unit.spaced = true
                case "decimal": unit.decimal = true
                case "unquoted": unit.unquoted = true
                case "exact": exact.insert(symbol)
                case "thousands": unit.thousands = true
                case "beside": unit.beside = true
                case "circuit": unit.circuit = true
                default: throw LanguageDataError(file: row.file, line: row.line, expected: "flags \"final\", \"end\", \"word\", \"glued\", \"spaced\", \"decimal\", \"unquoted\", \"thousands\", \"beside\", \"circuit\" or \"exact\", not \"\(flag)\"")
                }
            }
            units.append((symbol, unit))
        }
        return UnitTables(units: SymbolTable(units + caseVariants(of: units, except: exact)), unitWords: unitWords)
    }

    static func buildAbbreviations(_ language: String, replacing: [String: String]) throws(LanguageDataError) -> AbbreviationTables {
        var abbreviationRows: [(written: String, entry: AbbreviationClass.Entry)] = []
        for row in try optionalRows(language, "abbreviations.tsv", replacing: replacing) {
            guard let written = row["written"], let expansion = row["expansion"], !written.isEmpty, !expansion.isEmpty,
                  let place = try row.value("where", as: AbbreviationClass.Entry.Place.self, fallback: .any) else {
                throw LanguageDataError(file: row.file, line: row.line, expected: "a written form and its expansion")
            }
            var entry = AbbreviationClass.Entry(expansion: expansion, place: place)
            // "улица,улицы,улице,улицу,улицей,улице"; "минимальный,минимальная,минимальное".
            func forms(_ column: String, counts: ClosedRange<Int>, of what: @autoclosure () -> String) throws(LanguageDataError) -> [String] {
                guard let text = row[column], !text.isEmpty else { return [] }
                let forms = text.splitASCII(",", omittingEmpty: true).map { $0.trimmedSpaces }
                guard counts.contains(forms.count), forms.allSatisfy({ !$0.isEmpty }) else {
                    throw LanguageDataError(file: row.file, line: row.line, expected: "\(counts.lowerBound == counts.upperBound ? "\(counts.lowerBound)" : "\(counts.lowerBound) or \(counts.upperBound)") comma-separated forms in the column \"\(column)\" (\(what())), not \"\(text)\"")
                }
                return forms
            }
            let caseCount = GrammaticalCase.allCases.count, genderCount = Gender.allCases.count
            entry.cases = try forms("cases", counts: caseCount...caseCount, of: GrammaticalCase.allCases.map(\.rawValue).joined(separator: ", "))
            entry.genders = try forms("genders", counts: genderCount...genderCount + 1, of: Gender.allCases.map(\.rawValue).joined(separator: ", ") + ", and plural")
            entry.genitive = try forms("genitive", counts: genderCount + 1...genderCount + 1, of: "the genitive of " + Gender.allCases.map(\.rawValue).joined(separator: ", ") + ", and plural")
            guard entry.genitive.isEmpty || entry.genders.count == genderCount + 1 else {
                throw LanguageDataError(file: row.file, line: row.line, expected: "the four nominative forms in \"genders\" for genitive ones")
            }
            // (Before its noun it agrees with the noun after it, else with the noun before it.)
            guard entry.genders.isEmpty || place == .beforeNoun || place == .any || entry.genitive.isEmpty && place == .number else {
                throw LanguageDataError(file: row.file, line: row.line, expected: "the place \"before-noun\", \"any\" or \"number\" for an abbreviation with gender forms")
            }
            abbreviationRows.append((written: written, entry: entry))
        }
        var tables = AbbreviationTables()
        tables.table = AbbreviationClass.table(abbreviationRows)
        // The words of one place, written (without the period) and read.
        // (One pass over the rows, none copied: this runs three times at load.)
        func words(of place: AbbreviationClass.Entry.Place) -> Set<String> {
            var words: Set<String> = []
            for index in abbreviationRows.indices where abbreviationRows[index].entry.place == place {
                // With the capitalized expansions ("Г." -> "Город"): a capitalized variant says it so.
                let expansion = abbreviationRows[index].entry.expansion
                words.insert(expansion)
                words.insert(expansion.prefix(1).uppercased() + expansion.dropFirst())
                words.insert(String(abbreviationRows[index].written.prefix { $0 != "." }))
            }
            return words
        }
        tables.titleExpansions = words(of: .name)
        // (A lowercase entry ending in "." matches capitalized too, and its expansion is then
        // capitalized: "Ср." -> "Сравни".)
        // (Not a state's name, which is a name wherever it is written: "1600 Pennsylvania Ave".)
        // (Scalar properties, not `Character`'s: this runs for every row at load.)
        for row in abbreviationRows where row.entry.place != .beforePostcode {
            let expansion = row.entry.expansion
            let space = expansion.utf8.lastIndex(of: 0x20)
            let last = space.map { expansion[expansion.utf8.index(after: $0)...] } ?? expansion[...]
            guard let first = last.unicodeScalars.first else { continue }
            if first.properties.isUppercase {
                tables.capitalizedExpansionEnds.insert(String(last))
            } else if space == nil, row.written.hasSuffix("."), row.written.startsLowercase {
                tables.capitalizedExpansionEnds.insert(first.properties.uppercaseMapping + String(last.unicodeScalars.dropFirst()))
            }
        }
        tables.streetTypes = words(of: .afterName)
        tables.compassWords = words(of: .afterStreet)
        for index in abbreviationRows.indices {
            let written = abbreviationRows[index].written
            guard let first = written.first, written.index(after: written.startIndex) == written.endIndex, first.isLetter else { continue }
            tables.letterExpansions.insert(abbreviationRows[index].entry.expansion.lowercased())
        }
        return tables
    }

    /// Digits, "%", "+", "&", Roman capitals, any non-ASCII scalar (lead bytes), and the first
    /// scalars of abbreviations and currency symbols.
    static func entityBytes(abbreviations: [Unicode.Scalar], currencies: [Unicode.Scalar]) -> EntityBytes {
        var bytes = EntityBytes("0123456789%+IVXLCDM&".unicodeScalars)
        for byte in UInt8(0xC2)...UInt8(0xF4) { bytes.insert(byte) }
        for scalar in abbreviations + currencies where scalar.isASCII { bytes.insert(UInt8(scalar.value)) }
        return bytes
    }

    /// A scale written as a whole word is also written capitalized, as in a title ("$245
    /// Million"; fr "3 Millions"); its letters alone ("M", "bn") keep their case.
    static func buildScales(_ money: MoneyRules, nouns: WordDictionary<Noun>) -> SymbolTable<String> {
        let scales = money.scales.filter { nouns[$0.value] != nil }
        let capitalized = scales.compactMap { key, noun -> (String, String)? in
            guard key.unicodeScalars.count >= 4, key.unicodeScalars.allSatisfy({ $0.properties.isLowercase }) else { return nil }
            let title = key.prefix(1).uppercased() + key.dropFirst()
            return scales[title] == nil ? (title, noun) : nil
        }
        return SymbolTable(scales.map { ($0.key, $0.value) } + capitalized)
    }
}
