import Foundation
import Testing
@testable import Speakable

/// Properties that hold for every string: placeholders kept, idempotence, text outside entities kept.
@Suite struct InvariantTests {
    static let placeholders = ["%d", "%1$@", "%lld", "%.2f", "%%", "%#@count@", "%2$ld", "%-5s", "%0", "%1", "%@", "%u", "%02d"]

    /// Real UI strings: every fixture input plus strings from the shared corpus when present.
    static let strings: [String] = {
        var strings = Fixtures.textCases().map(\.input)
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../shared/corpus/string-tables").standardized
        if let enumerator = FileManager.default.enumerator(atPath: corpus.path) {
            for case let path as String in enumerator where path.hasSuffix(".strings") || path.hasSuffix(".xml") {
                guard let data = FileManager.default.contents(atPath: corpus.appendingPathComponent(path).path),
                      let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) else { continue }
                strings += text.split(separator: "\n").prefix(200).map(String.init)
            }
        }
        return strings
    }()

    @Test(arguments: ["fr", "en", "ru"])
    func placeholdersAreKept(locale: String) {
        for placeholder in Self.placeholders {
            for template in ["\(placeholder)", "Il reste \(placeholder) min", "\(placeholder) 25 \(placeholder)", "x\(placeholder)y"] {
                let output = Speakable.normalize(template, locale: locale)
                #expect(output.components(separatedBy: placeholder).count == template.components(separatedBy: placeholder).count,
                        "\(locale): \(template) -> \(output)")
            }
        }
    }

    @Test(arguments: ["fr", "en", "ru"])
    func normalizingTwiceEqualsOnce(locale: String) {
        for string in Self.strings {
            let once = Speakable.normalize(string, locale: locale)
            #expect(Speakable.normalize(once, locale: locale) == once, "\(locale): \(string)")
        }
    }

    /// The text between entities is copied exactly: removing the tokens' ranges from the input
    /// and from the output leaves the same pieces.
    @Test(arguments: ["fr", "en", "ru"])
    func textOutsideEntitiesIsKept(locale: String) throws {
        let speller = try #require(SpeakableLocale(locale).flatMap(NumberSpeller.shared(for:)))
        let normalizer = Normalizer(speller: speller)
        for string in Self.strings {
            let scalars = Array(string.unicodeScalars)
            let output = normalizer.normalize(string)
            var rest = Substring(output)
            var copied = 0
            let tokens = normalizer.tokens(in: string)
            for token in tokens {
                let between = String(String.UnicodeScalarView(scalars[copied..<token.range.lowerBound]))
                #expect(rest.hasPrefix(between), "\(locale): \(string) lost \(between.debugDescription)")
                copied = token.range.upperBound
                rest = rest.dropFirst(between.count)
                // Skip this token's words: up to the next kept piece.
                let nextEnd = tokens.first { $0.range.lowerBound >= copied }?.range.lowerBound ?? scalars.count
                let next = String(String.UnicodeScalarView(scalars[copied..<nextEnd]))
                if let range = next.isEmpty ? nil : rest.range(of: next) { rest = rest[range.lowerBound...] }
            }
            #expect(rest.hasSuffix(String(String.UnicodeScalarView(scalars[copied...]))), "\(locale): \(string)")
        }
    }

    @Test func unsupportedLocaleReturnsInput() {
        #expect(Speakable.normalize("J'ai 21 ans", locale: "de") == "J'ai 21 ans")
        #expect(SpeakableNumber(locale: "xx").format(21) == "21")
        #expect(SpeakableNumber(locale: "es-ES").format("3,5") == "3,5")
        #expect(!Speakable.isSupported(locale: "de"))
        for locale in ["fr", "fr-BE", "fr_CH", "en-US", "en-GB", "ru-RU", "ru"] {
            #expect(Speakable.isSupported(locale: locale), "\(locale)")
        }
    }

    @Test(arguments: ["fr", "en", "ru"])
    func hostileInputReturnsPromptly(locale: String) {
        let digits = String(repeating: "9", count: 100)
        #expect(!Speakable.normalize(digits, locale: locale).contains("9"))
        let separators = String(repeating: " ,.", count: 10_000)
        #expect(Speakable.normalize(separators, locale: locale) == separators)
        #expect(SpeakableNumber(locale: locale).format(Double.nan) == "nan")
        #expect(SpeakableNumber(locale: locale).format(-Double.infinity) == "-inf")
        #expect(SpeakableNumber(locale: locale).format("not a number") == "not a number")
        #expect(SpeakableNumber(locale: locale).format(Int64.min) != String(Int64.min))
    }
}
