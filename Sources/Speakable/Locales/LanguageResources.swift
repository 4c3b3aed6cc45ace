import Foundation

/// The language data compiled into the library, read in place from the binary's constant bytes.
///
/// `Resources/<folder>/<file>` is the source of truth; `scripts/embed-language-data.py` turns it
/// into `Sources/Speakable/Generated/` (no resource bundle, no file system, no `Bundle` lookup), so a
/// `speakable` binary copied alone, an app and an app extension all carry the same data.
///
/// ```swift
/// LanguageResources.text("fr", "per.tsv")?.hasPrefix("#")   // true
/// LanguageResources.text("de", "numbers.json")              // nil: no such folder
/// ```
enum LanguageResources {
    /// The languages that have data, in the order of `Resources/`: ["en", "fr", "ru"].
    static var languages: [String] { EmbeddedResources.languages }

    /// Calls `body` with the UTF-8 bytes of `Resources/<folder>/<file>`, in place; nil when absent.
    static func withBytes<R>(_ folder: String, _ file: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        guard let contents = EmbeddedResources.file(folder, file) else { return nil }
        return contents.withUTF8Buffer(body)
    }

    /// The text of `Resources/<folder>/<file>`, or nil when there is no such file. `replacing`
    /// stands in for files by name (tests feed broken copies through it).
    static func text(_ folder: String, _ file: String, replacing: [String: String] = [:]) -> String? {
        if let replacement = replacing[file] { return replacement }
        return withBytes(folder, file) { String(decoding: $0, as: UTF8.self) }
    }

    /// The UTF-8 bytes of `Resources/<folder>/<file>` (or of the text `replacing` has for it),
    /// copied without decoding them into a `String` first; nil when there is no such file.
    static func bytes(_ folder: String, _ file: String, replacing: [String: String] = [:]) -> [UInt8]? {
        if let replacement = replacing[file] { return Array(replacement.utf8) }
        return withBytes(folder, file) { Array($0) }
    }

    /// The bytes of a file the language must have: an error naming the file when it is absent.
    static func required(_ folder: String, _ file: String, replacing: [String: String] = [:]) throws(LanguageDataError) -> [UInt8] {
        guard let bytes = bytes(folder, file, replacing: replacing) else {
            throw LanguageDataError(file: "\(folder)/\(file)", expected: "the file to exist")
        }
        return bytes
    }

    /// Decodes a JSON file strictly: unknown keys and unknown enumerated values are errors that name
    /// the file, the line and column where the JSON path points, and what was expected.
    static func decode<T: JSONRule>(_ type: T.Type, _ folder: String, _ file: String, required: Bool = true, replacing: [String: String] = [:]) throws(LanguageDataError) -> T? {
        let name = "\(folder)/\(file)"
        if var replacement = replacing[file] {
            return try replacement.withUTF8 { bytes in Result { () throws(LanguageDataError) in try StrictJSON.decode(type, from: bytes, file: name) } }.get()
        }
        guard let contents = EmbeddedResources.file(folder, file) else {
            if required { throw LanguageDataError(file: name, expected: "the file to exist") }
            return nil
        }
        return try contents.withUTF8Buffer { bytes in Result { () throws(LanguageDataError) in try StrictJSON.decode(type, from: bytes, file: name) } }.get()
    }
}
