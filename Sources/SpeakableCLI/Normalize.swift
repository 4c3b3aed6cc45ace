import ArgumentParser
import Foundation
import Speakable

/// `speakable normalize --locale fr [TEXT...]`: speaks its arguments, or standard input line by line.
struct Normalize: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Speak the numbers in text.",
        discussion: """
        With TEXT arguments, prints each one normalized on its own line. Without, reads standard input \
        and writes exactly one output line per input line, streaming (constant memory).
        printf placeholders (%d, %1$@, %lld, %%, %#@var@) are never changed.
        """
    )

    @Option(name: .long, help: "Language of the text: fr, en or ru, with an optional region (fr-CH, en-GB).")
    var locale: String

    @Option(name: .long, help: ArgumentHelp("A JSON object of the app's abbreviations, {\"PTS\": \"points\"}; they win over the built-in ones.", valueName: "file.json"))
    var abbreviations: String?

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, ssml, json
    }

    @Option(name: .long, help: "Output: text (the spoken text), ssml (an SSML 1.1 <speak> document per line), json (one object per line: source, text, language, spans).")
    var format: OutputFormat = .text

    @Option(name: .long, help: ArgumentHelp("The SSML element around a span in another language: lang (SSML 1.1 <lang xml:lang>) or voice (<voice xml:lang>, which engines such as espeak-ng need to switch pronunciation).", valueName: "lang|voice"))
    var ssmlLanguageElement: SSMLLanguageElement = .lang

    @OptionGroup(title: "Language tagging (ssml and json)")
    var language: LanguageOptions

    @Argument(help: "Text to speak. Reads standard input when absent.")
    var text: [String] = []

    func validate() throws {
        do { try Speakable.validateLanguageData(locales: [locale]) } catch { throw ValidationError("\(error)") }
        guard Speakable.isSupported(locale: locale) else {
            throw ValidationError("unsupported locale '\(locale)': Speakable speaks \(Speakable.supportedLanguages.joined(separator: ", ")) (with regions such as fr-CH, en-GB)")
        }
    }

    func run() throws {
        if let abbreviations {
            Speakable.register(abbreviations: try AbbreviationFile.read(abbreviations), locale: locale)
        }
        if !text.isEmpty {
            for line in text { print(render(line)) }
            return
        }
        // Line by line; "\r\n" endings are kept as they came.
        while let line = readLine(strippingNewline: true) {
            print(render(line))
        }
    }

    private func render(_ line: String) -> String {
        switch format {
        case .text: Speakable.normalize(line, locale: locale)
        case .ssml: SpeakableText(line, locale: locale, tagging: language.tagging).ssml(languageElement: ssmlLanguageElement)
        case .json: SpeakableText(line, locale: locale, tagging: language.tagging).jsonLine
        }
    }
}

extension SSMLLanguageElement: ExpressibleByArgument {}

/// The `--abbreviations` file: one JSON object of strings.
enum AbbreviationFile {
    struct ReadError: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "\(path): \(reason)" }
    }

    static func read(_ path: String) throws -> [String: String] {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ReadError(path: path, reason: "cannot read the file (\(error.localizedDescription))")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw ReadError(path: path, reason: "not valid JSON: \(Self.describe(error)); expected an object such as {\"PTS\": \"points\"}")
        }
        guard let dictionary = object as? [String: Any] else {
            throw ReadError(path: path, reason: "expected a JSON object of strings such as {\"PTS\": \"points\"}, found \(type(of: object))")
        }
        var entries: [String: String] = [:]
        for (key, value) in dictionary {
            guard let text = value as? String, !key.isEmpty, !text.isEmpty else {
                throw ReadError(path: path, reason: "entry \"\(key)\": expected a non-empty string")
            }
            entries[key] = text
        }
        return entries
    }

    private static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    }
}
