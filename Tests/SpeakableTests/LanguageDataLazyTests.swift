import Testing
@testable import Speakable

/// The tables of `LanguageData` built on first use: the sketches that answer before (read from the
/// files' bytes) hold every symbol and word the built tables hold, so that a lookup answered
/// without building a table is the lookup the table would have answered; and a broken file still
/// fails loudly, with its file and line, when `validate()` builds the tables.
@Suite struct LanguageDataLazyTests {
    static let languages = ["fr", "en", "ru"]

    @Test(arguments: languages)
    func symbolSketchesHoldEverySymbol(language: String) throws {
        let data = try LanguageData(lazily: language)
        let tables: [(String, (([Unicode.Scalar]) -> Bool, [[Unicode.Scalar]]))] = [
            ("abbreviations", (data.abbreviations.sketchAdmits, data.abbreviations.symbols)),
            ("units", (data.units.sketchAdmits, data.units.symbols)),
            ("currencies", (data.currencies.sketchAdmits, data.currencies.symbols)),
            ("minorCurrencies", (data.minorCurrencies.sketchAdmits, data.minorCurrencies.symbols)),
            ("scales", (data.scales.sketchAdmits, data.scales.symbols)),
            ("idioms", (data.idioms.sketchAdmits, data.idioms.symbols)),
        ]
        for (name, (admits, symbols)) in tables {
            #expect(!symbols.isEmpty || name == "minorCurrencies" || name == "idioms", "\(language) \(name)")
            for symbol in symbols {
                #expect(admits(symbol), "\(language) \(name): \(String(String.UnicodeScalarView(symbol)))")
            }
        }
    }

    /// Before a table is built its sketch refuses a place only where the built table matches
    /// nothing: every symbol of the built table, after a number and before the end, a space, a
    /// period, a letter or a digit, is matched by the table only where the sketch lets it; and a
    /// symbol glued to a letter after it is refused (fr "s" in "4 super cœurs": no table built).
    @Test(arguments: languages)
    func symbolSketchesNeverRefuseAMatch(language: String) throws {
        let sketched = try LanguageData(lazily: language)
        let built = try LanguageData(language: language)
        let tables: [(String, (TextCursor, Int) -> Bool, (TextCursor, Int) -> Bool, [[Unicode.Scalar]])] = [
            ("abbreviations", { sketched.abbreviations.sketchMayMatch($0, at: $1) }, { built.abbreviations.match($0, at: $1) != nil }, built.abbreviations.symbols),
            ("units", { sketched.units.sketchMayMatch($0, at: $1) }, { built.units.match($0, at: $1) != nil }, built.units.symbols),
            ("currencies", { sketched.currencies.sketchMayMatch($0, at: $1) }, { built.currencies.match($0, at: $1) != nil }, built.currencies.symbols),
            ("scales", { sketched.scales.sketchMayMatch($0, at: $1) }, { built.scales.match($0, at: $1) != nil }, built.scales.symbols),
            ("idioms", { sketched.idioms.sketchMayMatch($0, at: $1) }, { built.idioms.match($0, at: $1) != nil }, built.idioms.symbols),
        ]
        for (name, mayMatch, matches, symbols) in tables {
            var matched = 0
            for symbol in symbols {
                for after in ["", " ", ".", "a", "5"] {
                    let text = TextCursor("5 " + String(String.UnicodeScalarView(symbol)) + after)
                    guard matches(text, 2) else { continue }
                    matched += 1
                    #expect(mayMatch(text, 2), "\(language) \(name): \(String(String.UnicodeScalarView(symbol)))\(after)")
                }
            }
            // (Every symbol matches at least before the end of the text.)
            #expect(matched >= symbols.count, "\(language) \(name): \(matched) matches for \(symbols.count) symbols")
        }
        if language == "fr" {
            #expect(!sketched.units.sketchMayMatch(TextCursor("4 super cœurs"), at: 2))
            #expect(sketched.units.sketchMayMatch(TextCursor("4 s"), at: 2))
        }
    }

    /// The normalizer asks whether a currency symbol may start at a place: before the table is
    /// built, its sketch answers exactly as the table would.
    @Test(arguments: languages)
    func currencySketchStartsExactly(language: String) throws {
        let sketched = try LanguageData(lazily: language)
        let built = try LanguageData(language: language)
        let firsts = Set(built.currencies.symbols.compactMap(\.first))
        for value in UInt32(0)..<0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(sketched.currencies.mayStart(with: scalar) == firsts.contains(scalar), "\(language) U+\(String(value, radix: 16))")
        }
    }

    @Test(arguments: languages)
    func wordSketchesHoldEveryWord(language: String) throws {
        let data = try LanguageData(lazily: language)
        for (name, set) in [("titleExpansions", data.titleExpansions), ("capitalizedExpansionEnds", data.capitalizedExpansionEnds),
                            ("streetTypes", data.streetTypes), ("compassWords", data.compassWords), ("letterExpansions", data.letterExpansions)] {
            for word in set.allWords { #expect(set.sketchAdmits(word), "\(language) \(name): \(word)") }
        }
        for (name, dictionary) in [("nouns", data.nouns), ("nounsByForm", data.nounsByForm)] {
            #expect(!dictionary.allWords.isEmpty)
            for word in dictionary.allWords { #expect(dictionary.sketchAdmits(word), "\(language) \(name): \(word)") }
        }
    }

    /// The pre-check's bytes, read from the sketches, hold every first byte the built tables have.
    @Test(arguments: languages)
    func entityBytesHoldTheTablesFirstBytes(language: String) throws {
        let data = try LanguageData(lazily: language)
        let exact = LanguageData.entityBytes(abbreviations: data.abbreviations.symbols.compactMap(\.first),
                                             currencies: data.currencies.symbols.compactMap(\.first))
        for byte in UInt8.min...UInt8.max where exact.contains(byte) {
            #expect(data.entityBytes.contains(byte), "\(language) byte \(byte)")
        }
    }

    /// A broken table is not read at load (it is built on first use), and `validate()` (which
    /// `Speakable.validateLanguageData()` calls) builds it and throws its error at its line.
    @Test(arguments: [("fr", "units.tsv", "km\tkilomètre\t\t", "km\tkilomètre\t\tfinl"),
                      ("en", "abbreviations.tsv", "Mr.\tMister\tname", "Mr.\tMister\tnmae"),
                      ("ru", "noun-endings.tsv", "accusative\tfeminine\tone\tа\tу", "accusative\tfemenine\tone\tа\tу"),
                      ("ru", "nouns.tsv", "процент\tmasculine", "процент\tmasculin"),
                      ("en", "currencies.tsv", "USD\t$\tdollar", "USD\t$\tdolar")])
    func brokenTableFailsWhenValidated(language: String, file: String, old: String, new: String) throws {
        let (text, line) = try LanguageDataStrictTests.broken(language, file, old, new)
        let data = try LanguageData(lazily: language, replacing: [file: text])
        do {
            try data.validate()
            Issue.record("\(language)/\(file): validate() did not throw")
        } catch {
            #expect(error.file == "\(language)/\(file)", "\(error)")
            #expect(error.line == line, "\(error)")
        }
        #expect(LanguageDataStrictTests.error(language, file, text)?.line == line)
    }
}
