import ArgumentParser
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

    @Argument(help: "Text to speak. Reads standard input when absent.")
    var text: [String] = []

    func validate() throws {
        guard Speakable.resourceDirectory != nil else {
            throw ValidationError("language data not found: put Speakable_Speakable.resources next to the speakable binary, or set SPEAKABLE_RESOURCES to a copy of the package's Resources/ folder")
        }
        guard Speakable.isSupported(locale: locale) else {
            throw ValidationError("unsupported locale '\(locale)': Speakable speaks \(Speakable.supportedLanguages.joined(separator: ", ")) (with regions such as fr-CH, en-GB)")
        }
    }

    func run() throws {
        if !text.isEmpty {
            for line in text { print(Speakable.normalize(line, locale: locale)) }
            return
        }
        // Line by line; "\r\n" endings are kept as they came.
        while let line = readLine(strippingNewline: true) {
            print(Speakable.normalize(line, locale: locale))
        }
    }
}
