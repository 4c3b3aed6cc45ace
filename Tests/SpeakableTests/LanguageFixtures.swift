import Foundation
import Testing
@testable import Speakable

/// A string of the language fixtures with its expected spans, marked inline as `[en:Privacy Settings]`.
struct LanguageCase: CustomTestStringConvertible, Sendable {
    let file: String
    let line: Int
    let base: String
    let split: String
    let note: String
    /// The text without markup.
    let text: String
    let expected: [LanguageSpan]
    /// Options of `cases.tsv` rows: `allow=a|b deny=phrase:lang|...`.
    let tagging: LanguageTagging

    var testDescription: String { "\(file):\(line) \(marked(expected))" }

    /// The text with `spans` marked inline, for messages.
    func marked(_ spans: [LanguageSpan]) -> String {
        LanguageFixtures.mark(text, spans)
    }
}

enum LanguageFixtures {
    static let bases = ["fr", "en", "ru"]

    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/language")
    }

    /// `language/<base>/{mixed,pure}.tsv`: columns split, text, note.
    static func evaluationCases(_ kind: String) -> [LanguageCase] {
        bases.flatMap { base -> [LanguageCase] in
            let name = "\(base)/\(kind).tsv"
            return rows(name).compactMap { line, columns in
                guard columns.count >= 2, let (text, spans) = parse(columns[1]) else { return nil }
                return LanguageCase(file: name, line: line, base: base, split: columns[0], note: columns.count > 2 ? columns[2] : "",
                                    text: text, expected: spans, tagging: .default)
            }
        }
    }

    /// `language/cases.tsv`: columns base, text, options (must-tag and must-not-tag cases).
    static func unitCases() -> [LanguageCase] {
        rows("cases.tsv").compactMap { line, columns in
            guard columns.count >= 2, let (text, spans) = parse(columns[1]) else { return nil }
            return LanguageCase(file: "cases.tsv", line: line, base: columns[0], split: "unit", note: "",
                                text: text, expected: spans, tagging: tagging(columns.count > 2 ? columns[2] : ""))
        }
    }

    /// Data rows (after the header) with their 1-based line numbers.
    static func rows(_ name: String) -> [(Int, [String])] {
        guard let text = try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8) else { return [] }
        var result: [(Int, [String])] = []
        var sawHeader = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            if !sawHeader { sawHeader = true; continue }
            result.append((index + 1, line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)))
        }
        return result
    }

    /// "Ouvrez [en:Privacy Settings]" -> ("Ouvrez Privacy Settings", [7..<23 en]); nil when malformed.
    static func parse(_ marked: String) -> (String, [LanguageSpan])? {
        var text = ""
        var spans: [LanguageSpan] = []
        var offset = 0
        var open: (start: Int, language: String)?
        var scalars = Array(marked.unicodeScalars)[...]
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            if scalar == "[", open == nil, let colon = scalars.firstIndex(of: ":"), colon - scalars.startIndex <= 3 {
                open = (offset, String(String.UnicodeScalarView(scalars[scalars.startIndex..<colon])))
                scalars = scalars[(colon + 1)...]
            } else if scalar == "]", let span = open {
                spans.append(LanguageSpan(range: span.start..<offset, language: span.language))
                open = nil
            } else {
                text.unicodeScalars.append(scalar)
                offset += 1
            }
        }
        return open == nil ? (text, spans) : nil
    }

    static func mark(_ text: String, _ spans: [LanguageSpan]) -> String {
        var result = ""
        let scalars = Array(text.unicodeScalars)
        for (offset, scalar) in scalars.enumerated() {
            for span in spans where span.range.lowerBound == offset { result += "[\(span.language):" }
            result.unicodeScalars.append(scalar)
            for span in spans where span.range.upperBound == offset + 1 { result += "]" }
        }
        return result
    }

    /// `allow=Dark Mode|OK deny=Bonjour:fr|Privacy:en`.
    static func tagging(_ options: String) -> LanguageTagging {
        var tagging = LanguageTagging()
        for option in options.split(separator: ";") {
            let parts = option.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { continue }
            let values = parts[1].split(separator: "|").map(String.init)
            switch parts[0] {
            case "allow": tagging.allow = Set(values)
            case "deny":
                for value in values {
                    if let colon = value.lastIndex(of: ":") { tagging.deny[String(value[..<colon])] = String(value[value.index(after: colon)...]) }
                }
            case "enabled": tagging.isEnabled = parts[1] != "false"
            default: break
            }
        }
        return tagging
    }
}
