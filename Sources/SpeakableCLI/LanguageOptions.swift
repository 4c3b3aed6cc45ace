import ArgumentParser
import Speakable

/// The language-tagging options shared by `normalize` and `convert`.
struct LanguageOptions: ParsableArguments {
    @Option(name: .customLong("allow"), help: ArgumentHelp("A word or phrase never tagged as another language (repeatable): --allow \"Play\".", valueName: "phrase"))
    var allow: [String] = []

    @Option(name: .customLong("deny"), help: ArgumentHelp("A phrase always tagged with a language (repeatable): --deny \"Sign in=en\".", valueName: "phrase=lang"))
    var deny: [String] = []

    @Flag(name: .customLong("no-language-tagging"), help: "Do not tag spans in another language.")
    var noLanguageTagging = false

    func validate() throws {
        for entry in deny {
            guard let equals = entry.lastIndex(of: "="), !entry[..<equals].isEmpty, Speakable.isSupported(locale: String(entry[entry.index(after: equals)...])) else {
                throw ValidationError("--deny '\(entry)': expected PHRASE=LANG with LANG one of \(Speakable.supportedLanguages.joined(separator: ", ")), e.g. --deny \"Sign in=en\"")
            }
        }
    }

    var tagging: LanguageTagging {
        guard !noLanguageTagging else { return .disabled }
        var denied: [String: String] = [:]
        for entry in deny {
            guard let equals = entry.lastIndex(of: "=") else { continue }
            denied[String(entry[..<equals])] = String(entry[entry.index(after: equals)...])
        }
        return LanguageTagging(allow: Set(allow), deny: denied)
    }
}
