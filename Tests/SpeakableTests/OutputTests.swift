import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Speakable

/// The outputs apps use: SpeakableText and its spans, SSML, JSON lines, attributed strings,
/// FormatStyle, and runtime formatting (`Speakable.format`).
@Suite struct OutputTests {
    static let formatCases = Fixtures.apiCases().filter { $0.file == "api/format.tsv" }
    static let textCases = Fixtures.textCases()

    static func arguments(_ options: String) -> [Any] {
        options.split(separator: " ").map { argument -> Any in
            let value = String(argument.dropFirst(2)).replacingOccurrences(of: "_", with: " ")
            switch argument.prefix(2) {
            case "i:": return Int(value)!
            case "f:": return Double(value)!
            default: return value
            }
        }
    }

    @Test(arguments: formatCases)
    func runtimeFormat(_ fixture: FixtureCase) {
        let output = Speakable.format(fixture.input, arguments: Self.arguments(fixture.options), locale: fixture.language)
        #expect(Fixtures.matches(output, fixture), "\(fixture.location): \(fixture.input) -> \(output)")
    }

    @Test(arguments: Fixtures.languages)
    func formatFixturesCoverEveryLanguage(language: String) {
        #expect(Self.formatCases.filter { $0.language == language }.count >= 10)
    }

    /// Spans rebuild the spoken text from the source: between spans the text is the source's,
    /// inside each span it is the span's words.
    @Test(arguments: Fixtures.languages)
    func spansRebuildTheSpokenText(language: String) {
        for fixture in Self.textCases where fixture.language == language {
            #expect(SpeakableText(fixture.input, locale: language, tagging: .disabled).text == Speakable.normalize(fixture.input, locale: language))
            let spoken = SpeakableText(fixture.input, locale: language)
            var rebuilt = ""
            var sourceCopied = spoken.source.startIndex, textCopied = spoken.text.startIndex
            for span in spoken.spans {
                #expect(spoken.source[sourceCopied..<span.sourceRange.lowerBound] == spoken.text[textCopied..<span.range.lowerBound],
                        "\(fixture.location)")
                rebuilt += spoken.text[textCopied..<span.range.upperBound]
                sourceCopied = span.sourceRange.upperBound
                textCopied = span.range.upperBound
            }
            #expect(spoken.source[sourceCopied...] == spoken.text[textCopied...], "\(fixture.location)")
            rebuilt += spoken.text[textCopied...]
            #expect(rebuilt == spoken.text, "\(fixture.location)")
        }
    }

    static let classCases = Fixtures.apiCases().filter { $0.file == "api/classes.tsv" }

    /// The classifier half: the classes of the spans found, in order, then the words.
    @Test(arguments: classCases)
    func spansHaveTheirClasses(_ fixture: FixtureCase) {
        let spoken = SpeakableText(fixture.input, locale: fixture.language, tagging: .disabled)
        let classes = spoken.spans.map(\.semioticClass.rawValue).joined(separator: " ")
        #expect((classes.isEmpty ? "-" : classes) == fixture.options, "\(fixture.location)")
        #expect(Fixtures.matches(spoken.text, fixture), "\(fixture.location): \(spoken.text)")
    }

    @Test(arguments: Fixtures.languages)
    func classFixturesCoverEveryClass(language: String) {
        let covered = Set(Self.classCases.filter { $0.language == language }.flatMap { $0.options.split(separator: " ").map(String.init) })
        let spoken = SemioticClass.allCases.filter { $0 != .foreign && $0 != .verbatim }.map(\.rawValue)
        #expect(Set(spoken).subtracting(covered).isEmpty, "\(language): \(Set(spoken).subtracting(covered))")
    }

    @Test(arguments: Fixtures.languages)
    func ssmlIsWellFormedAndSpeaksTheText(language: String) throws {
        for input in ["Il reste 21 min & <3 > \"ok\" 'x'", "Tom & Jerry: 2 episodes", "Осталось 5 мин", "a\u{0001}b 7"] {
            let spoken = SpeakableText(input, locale: language)
            let collector = CharacterCollector()
            let parser = XMLParser(data: Data(spoken.ssml.utf8))
            parser.delegate = collector
            #expect(parser.parse(), "\(language): \(spoken.ssml)")
            #expect(collector.root == "speak" && collector.language == language)
            #expect(collector.text == spoken.text.replacingOccurrences(of: "\u{0001}", with: ""), "\(language): \(spoken.ssml)")
        }
    }

    @Test(arguments: Fixtures.languages)
    func jsonLinesParseAndPointIntoTheirStrings(language: String) throws {
        for fixture in Self.textCases where fixture.language == language {
            let spoken = SpeakableText(fixture.input, locale: language)
            let line = spoken.jsonLine
            #expect(!line.contains("\n"))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["text"] as? String == spoken.text && object["source"] as? String == spoken.source)
            let spans = try #require(object["spans"] as? [[String: Any]])
            #expect(spans.count == spoken.spans.count)
            let sourceScalars = Array(spoken.source.unicodeScalars), textScalars = Array(spoken.text.unicodeScalars)
            for span in spans {
                let source = String(String.UnicodeScalarView(sourceScalars[(span["source_start"] as! Int)..<(span["source_end"] as! Int)]))
                let text = String(String.UnicodeScalarView(textScalars[(span["start"] as! Int)..<(span["end"] as! Int)]))
                #expect(source == span["source"] as? String && text == span["text"] as? String, "\(fixture.location)")
                #expect(SemioticClass(rawValue: span["class"] as? String ?? "") != nil)
            }
        }
    }

    @Test(arguments: [("fr", "Il reste 21 minutes", "vingt et une"), ("en", "Page 3 of 10", "three"), ("ru", "21 км", "двадцать один километр")])
    func attributedStringCarriesLanguageAndClass(language: String, input: String, firstSpan: String) {
        let spoken = SpeakableText(input, locale: language)
        let attributed = spoken.attributedString
        #expect(String(attributed.characters) == spoken.text)
        #expect(attributed.runs.allSatisfy { $0.speechLanguage == language })
        let classified = attributed.runs.filter { $0.semioticClass != nil }
        #expect(classified.count == spoken.spans.count)
        #expect(classified.first.map { String(attributed[$0.range].characters) } == firstSpan)
        let ns = spoken.attributedText(languageKey: NSAttributedString.Key("language"))
        #expect(ns.string == spoken.text)
    }

    @Test(arguments: Fixtures.languages)
    func formatStyleMatchesTheLibrary(language: String) {
        for fixture in Self.textCases.prefix(200) where fixture.language == language {
            #expect(fixture.input.formatted(.speakable(locale: language)) == Speakable.normalize(fixture.input, locale: language))
        }
        #expect(520215.formatted(.speakable(locale: language)) == SpeakableNumber(locale: language).format(520215))
        #expect(Int64(21).formatted(.speakable(SpeakableNumber(locale: language).ordinal())) == SpeakableNumber(locale: language).ordinal().format(21))
        #expect(1.5.formatted(.speakable(locale: language)) == SpeakableNumber(locale: language).format(1.5))
        #expect("21 km".formatted(.speakable(locale: Locale(identifier: language + "_FR"))) == Speakable.normalize("21 km", locale: language))
    }

    @Test func formatStyleExamplesFromTheDocs() throws {
        #expect(520215.formatted(.speakable(locale: "ru")) == "пятьсот двадцать тысяч двести пятнадцать")
        #expect("Il reste 21 minutes".formatted(.speakable(locale: "fr")) == "Il reste vingt et une minutes")
        let style = SpeakableNumberFormatStyle<Int>.speakable(SpeakableNumber(locale: "ru").gender(.feminine).grammaticalCase(.genitive))
        let decoded = try JSONDecoder().decode(SpeakableNumberFormatStyle<Int>.self, from: JSONEncoder().encode(style))
        #expect(decoded == style && decoded.format(21) == style.format(21))
    }
}

private final class CharacterCollector: NSObject, XMLParserDelegate {
    var text = ""
    var root: String?
    var language: String?
    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if root == nil { root = name; language = attributes["xml:lang"] }
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
}
