import Testing
@testable import Speakable

/// The spelling fix-ups applied in ICU's output buffer (`InPlaceFixUps`, the hot path) give the
/// same text as the same fix-ups applied to Strings (`RuleSetSpeller.Replacement.apply(to:)`).
@Suite struct FixUpTests {
    /// (fixes as in numbers.json, text): edge cases of the byte rewriting.
    static let cases: [([(String, String)], String)] = [
        ([("-et-", " et ")], "vingt-et-un"),
        ([("-et-", " et ")], "-et--et-"),
        ([("-et-", " et ")], "soixante-et-onze mille quatre-vingt-et-un"),
        ([("cent-et-", "cent "), ("-et-", " et ")], "cent-et-un mille cent-et-onze"),
        ([("aa", "b")], "aaaaa"),
        ([("aa", "")], "aaaaab"),
        ([("^одна тысяча", "тысяча")], "одна тысяча одна тысяча"),
        ([("^одна тысяча", "тысяча")], "две одна тысяча"),
        ([("двадцать", "двадцати")], "двадцать двадцать"),
        ([("quatre-vingt ", "quatre-vingt-")], "quatre-vingt mille"),
        ([("x", "y")], ""),
        ([("long target", "t")], "short"),
    ]

    @Test(arguments: cases.indices)
    func inPlaceMatchesStrings(_ index: Int) {
        let (fixes, text) = Self.cases[index]
        let replacements = fixes.map { RuleSetSpeller.Replacement($0.0, $0.1) }
        var expected = text
        for replacement in replacements {
            if let fixed = replacement.apply(to: expected) { expected = fixed }
        }
        var bytes = Array(text.utf8)
        let count = bytes.withUnsafeMutableBufferPointer { InPlaceFixUps(replacements).apply(to: $0) }
        #expect(String(decoding: bytes[..<count], as: UTF8.self) == expected, "\(fixes) on \"\(text)\"")
    }

    /// Every rule set with fix-ups in the data, on small numbers and on a spread of large ones.
    @Test(arguments: [("fr", Gender.masculine, GrammaticalCase.nominative), ("fr", .feminine, .nominative),
                      ("fr-BE", .masculine, .nominative), ("ru", .masculine, .nominative),
                      ("ru", .masculine, .prepositional), ("en", .masculine, .nominative)])
    func ruleSetsGiveTheSameWordsBothWays(_ locale: String, _ gender: Gender, _ grammaticalCase: GrammaticalCase) throws {
        let speller = try #require(SpeakableLocale(locale).flatMap(NumberSpeller.shared(for:)))
        let ruleSet = try #require(speller.speller(.cardinal, Agreement(gender: gender, grammaticalCase: grammaticalCase)))
        var values = Array(Int64(0)..<2_100)
        var value: Int64 = 7
        while value < 999_999_999_999_999_999 / 3 { values.append(value); values.append(value * 3 + 1); value = value * 7 + 21 }
        for value in values {
            #expect(ruleSet.spellUncached(value, inPlace: true) == ruleSet.spellUncached(value, inPlace: false), "\(locale) \(value)")
        }
    }
}
