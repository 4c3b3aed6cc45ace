import Testing
@testable import Speakable

/// The scanner's and loader's fast paths give what the general ones give: typed plural
/// categories (and the table of small numbers) against the plural rules' keyword, the byte split
/// of data files against the `Character` split, one-pass lower case against `lowercased()`.
@Suite struct FastPathParityTests {
    @Test(arguments: ["fr", "en", "ru"])
    func pluralCategoryMatchesKeyword(language: String) throws {
        let locale = try #require(SpeakableLocale(language))
        let speller = try #require(NumberSpeller.shared(for: locale))
        let rules = try #require(FormatterCache.pluralRules(locale: language, ordinal: false))
        var values: [Int64] = Array(-5...1_100)
        values += [1_000_000, 2_000_000, 21_000_001, Int64.max, Int64.min + 1]
        for value in values {
            let expected = try #require(PluralCategory(rawValue: rules.keyword(value)))
            #expect(rules.category(value) == expected, "\(language) \(value)")
            #expect(speller.pluralCategory(value) == expected, "\(language) \(value)")
        }
    }

    @Test func splitASCIIMatchesCharacterSplit() {
        let samples = ["", "\t", "a\tb\t", "\n\nx\n", "пн\tпонедельник\nвт\tвторник", "e\u{301}\tcafe\u{301}\n#x\t\t", "🇫🇷\t🇷🇺"]
        for sample in samples {
            #expect(sample.splitASCII("\t") == sample.split(separator: "\t", omittingEmptySubsequences: false), "\(sample.debugDescription)")
            #expect(sample.splitASCII("\n") == sample.split(separator: "\n", omittingEmptySubsequences: false), "\(sample.debugDescription)")
        }
        // The one difference, documented: "\r\n" is one Character but splits at its "\n".
        #expect("a\r\nb".splitASCII("\n") == ["a\r", "b"])
    }

    /// `trimmedSpaces` removes what Foundation's `trimmingCharacters(in: .whitespaces)` removes
    /// (the oracle), on fixed samples and on random strings of spaces, tabs, newlines and letters.
    @Test func trimmedSpacesMatchesFoundation() {
        var samples = ["", " ", "\t", "a", " a ", "\u{00A0}Play\t", "\u{202F}12\u{2009}", "\nx\n", " пн \u{3000}", "e\u{301} ", "\u{200B}x"]
        let pieces = [" ", "\t", "\n", "\u{00A0}", "\u{2009}", "\u{202F}", "\u{3000}", "\u{200B}", "a", "é", "ж", "e\u{301}", "🇫🇷"]
        var random = SplitMix64(seed: 3)
        for _ in 0..<2_000 {
            samples.append((0..<Int(random.next() % 6)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined())
        }
        for sample in samples {
            #expect(sample.trimmedSpaces == sample.trimmingCharacters(in: .whitespaces), "\(sample.debugDescription)")
        }
    }

    /// `replacingAll` replaces what Foundation's literal `replacingOccurrences` replaces (the
    /// oracle: both match scalars, not grapheme clusters), on random texts and targets.
    @Test func replacingAllMatchesFoundation() {
        let pieces = ["{from}", "{", "}", "from", " ", "-", "a", "é", "e\u{301}", "ж", "🇫🇷", "{to}", "--"]
        let targets = ["{from}", "{to}", "-", "--", " ", "e", "ж", "🇫🇷", "{from}{to}"]
        let replacements = ["", "nine", "девять", "-", "{from}"]
        var random = SplitMix64(seed: 5)
        for _ in 0..<3_000 {
            let text = (0..<Int(random.next() % 8)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            let target = targets[Int(random.next() % UInt64(targets.count))]
            let replacement = replacements[Int(random.next() % UInt64(replacements.count))]
            #expect(text.replacingAll(target, with: replacement) == text.replacingOccurrences(of: target, with: replacement, options: .literal),
                    "\(text.debugDescription) \(target) -> \(replacement)")
        }
        #expect("abc".replacingAll("", with: "x") == "abc")
    }

    /// The words a first pass writes for numbers, which some rules must not take for words of
    /// the text (a second pass would read them otherwise): every word of a cardinal, but a joiner.
    @Test(arguments: [
        ("fr", ["trois", "cinquante-trois", "quatre-vingts", "cent", "mille", "une"], ["et", "lundi", "plus", "étoiles"]),
        ("en", ["three", "twenty-one", "hundred", "thousand", "zero"], ["and", "plus", "miles", "one-way"]),
        ("ru", ["три", "двух", "пятидесяти", "тысячи", "одной"], ["на", "плюс", "минут", "ВС"]),
    ])
    func numberWordsAreTheSpellersWords(language: String, numberWords: [String], otherWords: [String]) throws {
        let locale = try #require(SpeakableLocale(language))
        let speller = try #require(NumberSpeller.shared(for: locale))
        for word in numberWords { #expect(speller.isNumberWord(word), "\(language) \(word)") }
        for word in otherWords { #expect(!speller.isNumberWord(word), "\(language) \(word)") }
    }

    @Test func letterCasesMatchUnicodeProperties() {
        for value in UInt32(0)...0x2FFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(TextCursor.isUppercase(scalar) == scalar.properties.isUppercase, "U+\(String(value, radix: 16))")
            #expect(TextCursor.isLowercase(scalar) == scalar.properties.isLowercase, "U+\(String(value, radix: 16))")
            #expect(TextCursor.isAlphabetic(scalar) == scalar.properties.isAlphabetic, "U+\(String(value, radix: 16))")
        }
    }

    @Test func lowercasedStringMatchesLowercased() {
        var scalars: [Unicode.Scalar] = (0x20...0x52F).compactMap(Unicode.Scalar.init)
        scalars += ["\u{1E9E}", "\u{2019}", "\u{2126}", "İ", "Σ", "ς"]
        let text = TextCursor(String(String.UnicodeScalarView(scalars)))
        for start in stride(from: 0, to: text.count, by: 7) {
            let range = start..<min(start + 9, text.count)
            #expect(text.lowercasedString(range) == text.string(range).lowercased(), "\(text.string(range).debugDescription)")
        }
        for word in ["ПОНЕДЕЛЬНИК", "Ёлка", "ÉTÉ", "Straße", "İstanbul", "ΟΔΟΣ"] {
            let cursor = TextCursor(word)
            #expect(cursor.lowercasedString(0..<cursor.count) == word.lowercased(), "\(word)")
        }
    }
}
