import Foundation
import Testing
@testable import Speakable

/// The language data decodes strictly: every language's files as shipped, and broken copies fail
/// with the file, the line (and column where it is known) and what was expected, instead of the
/// language silently going "unsupported" or a setting silently falling back.
@Suite struct LanguageDataStrictTests {
    static let languages = ["fr", "en", "ru"]

    @Test func oneListOfLanguages() {
        #expect(LanguageResources.languages.sorted() == Self.languages.sorted())
        #expect(Speakable.supportedLanguages.sorted() == Self.languages.sorted())
    }

    @Test(arguments: languages)
    func everyLanguageDecodesStrictly(language: String) throws {
        let data = try LanguageData(language: language)
        #expect(!data.nouns.isEmpty)
        #expect(LanguageData.loadResult(language) != nil)
        try Speakable.validateLanguageData(locales: [language])
    }

    /// A file of `language` with `old` replaced by `new` (which must occur once).
    static func broken(_ language: String, _ file: String, _ old: String, _ new: String) throws -> (text: String, line: Int) {
        let text = try #require(LanguageResources.text(language, file))
        let range = try #require(text.range(of: old), "\(language)/\(file) has no \(old)")
        let line = text[..<range.lowerBound].filter { $0 == "\n" }.count + 1
        return (text.replacingCharacters(in: range, with: new), line)
    }

    static func error(_ language: String, _ file: String, _ text: String) -> LanguageDataError? {
        do {
            _ = try LanguageData(language: language, replacing: [file: text])
            return nil
        } catch {
            return error
        }
    }

    /// Enumerated settings of the JSON files: a typo is an error at its line.
    @Test(arguments: [
        ("fr", "phones.json", #""groups": "pairs""#, #""groups": "pair""#),
        ("en", "phones.json", #""countryCode": "digits""#, #""countryCode": "digit""#),
        ("ru", "phones.json", #""groups": "numbers""#, #""groups": "number""#),
        ("fr", "numbers.json", #""fraction": "cardinal""#, #""fraction": "cardinals""#),
        ("en", "numbers.json", #""fraction": "digits""#, #""fraction": "digit""#),
        ("ru", "numbers.json", #""denominatorOtherCase": "genitive""#, #""denominatorOtherCase": "genetive""#),
        ("fr", "dates.json", #""minutes": "number""#, #""minutes": "numbers""#),
        ("en", "dates.json", #""minutes": "clock""#, #""minutes": "o'clock""#),
        ("ru", "dates.json", #""minutes": "numbers-with-noun-on-the-hour""#, #""minutes": "numbers""#),
    ])
    func brokenSettingNamesTheFileAndLine(language: String, file: String, old: String, new: String) throws {
        let (text, line) = try Self.broken(language, file, old, new)
        let error = try #require(Self.error(language, file, text))
        #expect(error.file == "\(language)/\(file)")
        #expect(error.line == line, "\(error)")
        #expect(error.column != nil)
        let typo = new.split(separator: "\"").last.map(String.init) ?? new
        #expect(error.expected.contains(typo), "\(error)")
        #expect(error.description.hasPrefix("Resources/\(language)/\(file):\(line):"))
    }

    /// Units: an unknown flag or a noun missing from nouns.tsv is an error at its line (once the
    /// language silently lost the unit).
    @Test(arguments: [("fr", "km\tkilomètre\t\t", "km\tkilomètre\t\tfinl"), ("en", "in\tinch\t\tend", "in\tinch\t\tedn"),
                      ("ru", "км\tкилометр\t\t", "км\tкилометры\t\t")])
    func brokenUnitNamesTheFileAndLine(language: String, old: String, new: String) throws {
        let (text, line) = try Self.broken(language, "units.tsv", old, new)
        let error = try #require(Self.error(language, "units.tsv", text))
        #expect(error.file == "\(language)/units.tsv")
        #expect(error.line == line, "\(error)")
    }

    /// Tables: an unknown gender, case or place is an error at its line and column.
    @Test(arguments: languages)
    func brokenTableCellNamesTheFileLineAndColumn(language: String) throws {
        let nouns = try #require(LanguageResources.text(language, "nouns.tsv"))
        let lines = nouns.split(separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.indices.dropFirst().first { !lines[$0].hasPrefix("#") && lines[$0].contains("\t") })
        var cells = lines[index].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        cells[1] = "masc"
        var broken = lines.map(String.init)
        broken[index] = cells.joined(separator: "\t")
        let error = try #require(Self.error(language, "nouns.tsv", broken.joined(separator: "\n")))
        #expect(error.file == "\(language)/nouns.tsv")
        #expect(error.line == index + 1)
        #expect(error.column == cells[0].unicodeScalars.count + 2)
        #expect(error.expected.contains("masculine") && error.expected.contains("masc"))

        let abbreviations = try #require(LanguageResources.text(language, "abbreviations.tsv"))
        let rows = abbreviations.split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(rows.firstIndex { !$0.hasPrefix("#") })
        let row = try #require(rows.indices.first { $0 > header && !rows[$0].hasPrefix("#") && rows[$0].hasSuffix("\tany") })
        var changed = rows.map(String.init)
        changed[row] = String(changed[row].dropLast(3)) + "anywhere"
        let placeError = try #require(Self.error(language, "abbreviations.tsv", changed.joined(separator: "\n")))
        #expect(placeError.file == "\(language)/abbreviations.tsv")
        #expect(placeError.line == row + 1)
        #expect(placeError.column == changed[row].unicodeScalars.count - "anywhere".unicodeScalars.count + 1)
        #expect(placeError.expected.contains("after-name") && placeError.expected.contains("anywhere"))
    }

    /// fr `noun-genders.tsv`, searched in place: a gender it does not know, a noun out of order
    /// and a line with no gender are errors at their line; the shipped list is found.
    @Test func brokenNounGendersNameTheLine() throws {
        let (typo, typoLine) = try Self.broken("fr", "noun-genders.tsv", "goutte\tfeminine", "goutte\tfeminin")
        let typoError = try #require(Self.error("fr", "noun-genders.tsv", typo))
        #expect(typoError.file == "fr/noun-genders.tsv")
        #expect(typoError.line == typoLine, "\(typoError)")
        #expect(typoError.column == "goutte".count + 2)
        #expect(typoError.expected.contains("feminine") && typoError.expected.contains("feminin\""), "\(typoError)")

        let (unsorted, unsortedLine) = try Self.broken("fr", "noun-genders.tsv", "goutte\tfeminine", "zzz\tfeminine")
        let unsortedError = try #require(Self.error("fr", "noun-genders.tsv", unsorted))
        #expect(unsortedError.line == unsortedLine + 1, "\(unsortedError)")
        #expect(unsortedError.expected.contains("sorted"))

        let (missing, missingLine) = try Self.broken("fr", "noun-genders.tsv", "goutte\tfeminine", "goutte")
        #expect(Self.error("fr", "noun-genders.tsv", missing)?.line == missingLine)

        let genders = try SortedWordGenders(text: #require(LanguageResources.text("fr", "noun-genders.tsv")), file: "fr/noun-genders.tsv")
        #expect(genders.gender(of: "goutte") == .feminine)
        #expect(genders.gender(of: "musée") == nil, "gender-endings.tsv lists it already")
        #expect(genders.gender(of: "chien") == nil)
        #expect(genders.gender(of: "") == nil)
    }

    /// A key the type does not know (a misspelt optional setting) and a repeated key are errors at
    /// their line, in every language's JSON: once they passed silently.
    @Test(arguments: [("fr", "phones.json", #""groups":"#, #""group":"#), ("en", "dates.json", #""reading":"#, #""readng":"#),
                      ("ru", "numbers.json", #""denominatorOtherCase":"#, #""denominatorOthercase":"#)])
    func unknownOrRepeatedKeyNamesTheLine(language: String, file: String, old: String, new: String) throws {
        let (text, line) = try Self.broken(language, file, old, new)
        let error = try #require(Self.error(language, file, text))
        #expect(error.file == "\(language)/\(file)")
        #expect(error.line == line, "\(error)")
        #expect(error.expected.contains(new.dropLast().dropFirst().dropLast()), "\(error)")

        let (repeated, repeatedLine) = try Self.broken(language, file, old, old + " null, " + old)
        let repeatedError = try #require(Self.error(language, file, repeated))
        #expect(repeatedError.line == repeatedLine, "\(repeatedError)")
        #expect(repeatedError.expected.contains("repeated"), "\(repeatedError)")
    }

    /// The parser reads what `JSONDecoder` reads (the oracle): escapes, surrogate pairs, numbers,
    /// nesting, null and absent optionals; and refuses what it refuses.
    @Test func parserAgreesWithJSONDecoder() throws {
        // Decodable for the oracle, JSONRule (as the language data's types) for StrictJSON.
        struct Sample: Decodable, Equatable, JSONRule {
            var text: String
            var numbers: [Double]
            var integer: Int
            var flag: Bool
            var nested: [String: [String]]
            var absent: String?
            var null: Int?

            init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
                let object = try json.object(keys: ["text", "numbers", "integer", "flag", "nested", "absent", "null"])
                text = try object.required("text")
                numbers = try object.required("numbers")
                integer = try object.required("integer")
                flag = try object.required("flag")
                nested = try object.required("nested")
                absent = try object.optional("absent")
                null = try object.optional("null")
            }
        }
        let valid = [
            #"{"text": "a\"b\\c\/d\n\t\u00e9\ud83d\ude00 ё", "numbers": [0, -1.5, 2e3, 1E-2], "integer": -42, "flag": true, "nested": {"k": ["x", ""]}, "null": null}"#,
            "\u{FEFF}{\"text\": \"\", \"numbers\": [], \"integer\": 0, \"flag\": false, \"nested\": {}}",
            #" { "integer" : 7 , "flag":false,"text":"é","numbers":[1],"nested":{"a":[],"b":["c"]} } "#,
        ]
        for json in valid {
            let expected = try JSONDecoder().decode(Sample.self, from: Data(json.utf8))
            var copy = json
            let decoded = try copy.withUTF8 { try StrictJSON.decode(Sample.self, from: $0, file: "test.json") }
            #expect(decoded == expected, "\(json)")
        }
        let invalid = [
            #"{"text": "a\x", "numbers": [], "integer": 1, "flag": true, "nested": {}}"#,   // unknown escape
            #"{"text": "a", "numbers": [01], "integer": 1, "flag": true, "nested": {}}"#,   // leading zero
            #"{"text": "\ud83d", "numbers": [], "integer": 1, "flag": true, "nested": {}}"#, // lone surrogate
            #"{"text": "a", "numbers": [], "integer": 1.5, "flag": true, "nested": {}}"#,   // not an Int
            #"{"text": "a", "numbers": [], "integer": 1, "flag": true, "nested": {}} x"#,   // garbage after
            #"{"text": "a", "numbers": [], "integer": 1, "flag": "yes", "nested": {}}"#,    // type mismatch
            #"{"text": "a", "numbers": [], "flag": true, "nested": {}}"#,                   // key missing
        ]
        /// The error StrictJSON gives, which must name a line and a column.
        func strictError(_ json: String) -> LanguageDataError? {
            var copy = json
            do {
                _ = try copy.withUTF8 { try StrictJSON.decode(Sample.self, from: $0, file: "test.json") }
                return nil
            } catch {
                return error as? LanguageDataError
            }
        }
        // Stricter than the oracle: RFC 8259 has no trailing comma (JSONDecoder takes one), and a
        // key the type does not know is an error (JSONDecoder ignores it).
        let stricter = [
            #"{"text": "a", "numbers": [1,], "integer": 1, "flag": true, "nested": {}}"#,
            #"{"text": "a", "numbers": [1], "integer": 1, "flag": true, "nested": {}, "extra": 1}"#,
        ]
        for json in stricter {
            let error = strictError(json)
            #expect(error != nil && error?.line != nil && error?.column != nil, "\(json)")
        }
        for json in invalid {
            #expect(throws: (any Error).self, "JSONDecoder accepts \(json)") { try JSONDecoder().decode(Sample.self, from: Data(json.utf8)) }
            let error = strictError(json)
            #expect(error != nil && error?.line == 1 && error?.column != nil, "\(json)")
        }
        #expect(strictError(#"{"text": "a", "numbers": [], "integer": 1.5, "flag": true, "nested": {}}"#)?.column == 41)
        #expect(strictError(#"{"text": "a", "numbers": [], "integer": 1, "flag": true, "nested": {"k": [1]}}"#)?.expected == "a string at nested.k.[0] (found a number)")
        #expect(strictError(#"{"text": "a", "numbers": [1], "integer": 1, "flag": true, "nested": {}, "extra": 1}"#)?.expected == #"a known key, not "extra" at extra"#)
        #expect(strictError(#"{"text": "a", "numbers": [], "flag": true, "nested": {}}"#)?.expected == #"the key "integer" in the top level"#)
    }

    /// An object's keys are found by a scan while it has few members and by a dictionary past
    /// twelve: both read every key, both refuse a repeated one; and a string whose bytes are not
    /// UTF-8 is an error at its place.
    @Test func keysFewOrManyAndInvalidUTF8() throws {
        func decode(_ bytes: [UInt8]) throws -> [String: String] {
            try bytes.withUnsafeBufferPointer { try StrictJSON.decode([String: String].self, from: $0, file: "test.json") }
        }
        for count in [3, 12, 13, 40] {
            let members = (0..<count).map { "\"ключ\($0)\": \"\($0)\"" }
            let decoded = try decode(Array("{\(members.joined(separator: ", "))}".utf8))
            #expect(decoded.count == count && decoded["ключ\(count - 1)"] == "\(count - 1)", "\(count) keys")
            let repeated = "{\(members.joined(separator: ", ")), \"ключ0\": \"x\"}"
            do {
                _ = try decode(Array(repeated.utf8))
                Issue.record("\(count) keys and a repeated one decoded")
            } catch let error as LanguageDataError {
                #expect(error.expected == #"each key once ("ключ0" is repeated)"#, "\(count) keys")
            }
        }
        // "{"a": "x\xFFy"}": the byte 0xFF is no UTF-8.
        let invalid = Array(#"{"a": "x"#.utf8) + [0xFF] + Array(#"y"}"#.utf8)
        do {
            _ = try decode(invalid)
            Issue.record("invalid UTF-8 decoded")
        } catch let error as LanguageDataError {
            #expect(error.expected == "valid UTF-8" && error.line == 1 && error.column == 8, "\(error)")
        }
    }

    /// A file that is not JSON at all: the error says so and names the file.
    @Test(arguments: languages)
    func malformedJSONNamesTheFile(language: String) throws {
        let error = try #require(Self.error(language, "ranges.json", "{ \"range\": "))
        #expect(error.file == "\(language)/ranges.json")
        #expect(!error.expected.isEmpty)
    }

    /// Each language data type built by hand (`JSONRule`) reads every key it allows, and allows
    /// every key it reads: a key allowed and never read would be data silently ignored, the very
    /// fault strict decoding is there to stop. (Read from the sources: each `init(json:)` names
    /// its keys once in `json.object(keys:)` and once in each `object.required`/`optional`.)
    @Test func everyAllowedKeyIsRead() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Speakable")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.allObjects as? [URL])
        let allowed = try NSRegularExpression(pattern: #"json\.object\(keys: \[([^\]]*)\]\)"#)
        let quoted = try NSRegularExpression(pattern: #""([^"]+)""#)
        let read = try NSRegularExpression(pattern: #"object\.(?:required|optional)\(\s*"([^"]+)""#)
        func matches(_ expression: NSRegularExpression, in text: String) -> [String] {
            expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
                Range(match.range(at: 1), in: text).map { String(text[$0]) }
            }
        }
        var checked = 0
        for file in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for body in text.components(separatedBy: "init(json: StrictJSON.Reader)").dropFirst() {
                guard let list = matches(allowed, in: body).first else { continue }
                let keys = Set(matches(quoted, in: list))
                #expect(keys == Set(matches(read, in: body)), "\(file.lastPathComponent): allowed \(keys.sorted())")
                checked += 1
            }
        }
        #expect(checked >= 40, "the initializers were not found: \(checked)")
    }
}
