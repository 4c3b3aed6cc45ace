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
        // Line by line, as bytes: "\r\n" endings are kept as they came, and a line that is not
        // valid UTF-8 goes through byte for byte, with a warning naming it on standard error.
        // Output is flushed before each read, so that a pipe sees each line as soon as it is spoken.
        var output: [UInt8] = []
        var lines = ByteLines {
            if !output.isEmpty { FileHandle.standardOutput.write(Data(output)); output.removeAll(keepingCapacity: true) }
            return (try? FileHandle.standardInput.read(upToCount: 1 << 16)).map { [UInt8]($0) } ?? []
        }
        var number = 0
        while let line = lines.next() {
            number += 1
            var content = line[...]
            let carriageReturn = content.last == UInt8(ascii: "\r")
            if carriageReturn { content = content.dropLast() }
            let offset = ByteLines.firstInvalidOffset(content)
            if offset == content.count {
                output.append(contentsOf: render(String(decoding: content, as: UTF8.self)).utf8)
            } else {
                FileHandle.standardError.write(Data("speakable: standard input line \(number), byte \(offset + 1): not valid UTF-8; the line is passed through unchanged\n".utf8))
                output.append(contentsOf: content)
            }
            output.append(contentsOf: carriageReturn ? [UInt8(ascii: "\r"), UInt8(ascii: "\n")] : [UInt8(ascii: "\n")])
        }
        if !output.isEmpty { FileHandle.standardOutput.write(Data(output)) }
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

/// Lines as bytes, without their "\n", from a source of blocks (an empty block ends it):
/// constant memory but for the longest line.
struct ByteLines {
    private let read: () -> [UInt8]
    private var buffer: [UInt8] = []
    private var start = 0
    private var finished = false

    init(read: @escaping () -> [UInt8]) { self.read = read }

    mutating func next() -> [UInt8]? {
        var line: [UInt8] = []
        while true {
            if start == buffer.count {
                if finished { return line.isEmpty ? nil : line }
                buffer = read()
                start = 0
                if buffer.isEmpty { finished = true; continue }
            }
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                line.append(contentsOf: buffer[start..<newline])
                start = newline + 1
                return line
            }
            line.append(contentsOf: buffer[start...])
            start = buffer.count
        }
    }

    /// The offset of the first byte that does not decode as UTF-8; the count when all do.
    static func firstInvalidOffset(_ bytes: ArraySlice<UInt8>) -> Int {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar): offset += UTF8.width(scalar)
            case .emptyInput: return offset
            case .error: return offset
            }
        }
    }
}

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
