import Foundation
import Speakable

/// Speaks a table: every value through `Speakable.normalize` in its language, placeholders and
/// units glued to them kept, so the result is a companion table an app loads for accessibility labels.
///
/// ```swift
/// let table = try StringTable(contentsOf: "fr.lproj/Localizable.strings")
/// let result = try TableConverter().convert(table)
/// result.table.values.map(\.text)   // ["Il reste vingt et un pour cent", "il y a %ldh"]
/// result.findings.map(\.description)
/// // ["fr.lproj/Localizable.strings:2:10: ago: needs runtime formatting: %ldh"]
/// ```
public struct TableConverter: Sendable, Hashable {
    /// The language for tables whose path or content does not name one; for a catalog, the only
    /// language converted.
    public var locale: String?
    /// Rename Android resources (`name="eta"` -> `name="eta_speakable"`) so the companion can live
    /// next to the original in the same `values` folder.
    public var renamesAndroidResources: Bool
    /// Words never tagged as another language, phrases always tagged (the app's exemptions).
    public var tagging: LanguageTagging

    public init(locale: String? = nil, renamesAndroidResources: Bool = true, tagging: LanguageTagging = .default) {
        self.locale = locale
        self.renamesAndroidResources = renamesAndroidResources
        self.tagging = tagging
    }

    /// A converter for tables in `locale` (`Locale(identifier: "fr_FR")`), where the path or the
    /// content names no language.
    public init(locale: Locale, renamesAndroidResources: Bool = true, tagging: LanguageTagging = .default) {
        self.init(locale: locale.identifier, renamesAndroidResources: renamesAndroidResources, tagging: tagging)
    }

    /// The outcome for one table.
    public struct Result: Sendable, Hashable {
        /// The converted table (write it with `encoded()`).
        public var table: StringTable
        /// Values the conversion changed, entries to look at, duplicates.
        public var findings: [TableFinding]
        /// Catalog languages left as they were because Speakable does not speak them.
        public var skippedLanguages: [String]
        /// How many values the file holds (places for missing localizations not counted).
        public var valueCount: Int
    }

    /// The language each value of `table` is spoken in, or an error when one cannot be told.
    public func language(for table: StringTable) throws(TableError) -> String? {
        if table.format == .xcstrings { return locale }
        if let locale { return locale }
        if let language = TableLocation.language(of: table.path) { return language }
        throw TableError(path: table.path, line: 0, column: 0,
                         expected: "a language: the folder (xx.lproj, values-xx) names none; pass --locale")
    }

    public func convert(_ table: StringTable, progress: ((Int) -> Void)? = nil) throws(TableError) -> Result {
        let fileLanguage = try language(for: table)
        let restriction = locale.map(Self.languageCode)
        var converted = table
        var findings: [TableFinding] = []
        var skipped = Set<String>()
        var memo: [MemoKey: Speech] = [:]
        var seen: [String: Int] = [:]
        var valueCount = 0
        for index in converted.segments.indices {
            switch converted.segments[index] {
            case .verbatim:
                continue
            case .resourceName(let original, _):
                if renamesAndroidResources { converted.segments[index] = .resourceName(original: original, current: original + "_speakable") }
                continue
            case .value(var value):
                if !value.isInsertion { valueCount += 1 }
                if valueCount % 1024 == 0 { progress?(valueCount) }
                if table.format == .strings {
                    if let first = seen[value.key] {
                        findings.append(TableFinding(table: table, value: value, kind: .duplicateKey(firstLine: first)))
                    } else {
                        seen[value.key] = value.line
                    }
                }
                let language: String
                if let own = value.language {
                    if let restriction, Self.languageCode(own) != restriction { continue }
                    language = own
                } else if let fileLanguage {
                    language = fileLanguage
                } else {
                    continue
                }
                guard Speakable.isSupported(locale: language) else { skipped.insert(language); continue }
                let key = MemoKey(text: value.original, language: language)
                let speech = memo[key] ?? {
                    let answer = Self.speak(value.original, language: language, tagging: tagging)
                    memo[key] = answer
                    return answer
                }()
                for span in speech.glued {
                    findings.append(TableFinding(table: table, value: value, kind: .needsRuntimeFormatting(span)))
                }
                for span in speech.foreign {
                    var finding = TableFinding(table: table, value: value, kind: .foreign(span.text, language: span.language))
                    finding.language = language
                    findings.append(finding)
                }
                if speech.text != value.original {
                    findings.append(TableFinding(table: table, value: value, kind: .spoken(speech.text, classes: speech.classes)))
                    value.text = speech.text
                    converted.segments[index] = .value(value)
                }
            }
        }
        progress?(valueCount)
        return Result(table: converted, findings: findings, skippedLanguages: skipped.sorted(), valueCount: valueCount)
    }

    private struct MemoKey: Hashable {
        var text: String
        var language: String
    }

    /// What Speakable says for one value.
    struct Speech: Hashable {
        var text: String
        /// The semiotic class of each spoken span, in order.
        var classes: [SemioticClass]
        /// Units glued to placeholders, kept as written.
        var glued: [String]
        /// Spans in another language, as written, with that language.
        var foreign: [ForeignSpan]
    }

    struct ForeignSpan: Hashable {
        var text: String
        var language: String
    }

    /// The spoken text, its classes, and the runtime-formatting spans kept as written.
    static func speak(_ text: String, language: String, tagging: LanguageTagging = .default) -> Speech {
        let glued = RuntimeFormatting.spans(in: text, locale: language)
        let analysis = Speakable.analyze(text, locale: language, tagging: tagging)
        let foreign = analysis.spans.compactMap { span -> ForeignSpan? in
            guard span.semioticClass == .foreign || span.language != nil else { return nil }
            return ForeignSpan(text: String(text[span.sourceRange]), language: span.language ?? "?")
        }
        let classes = analysis.spans.map(\.semioticClass).filter { $0 != .foreign }
        // Promises: a glued unit is left as is, and placeholders are never changed; if the
        // normalizer broke either, the value stays as written.
        var spoken = analysis.text
        if glued.contains(where: { !spoken.contains($0) }) || PrintfPlaceholder.all(in: spoken) != PrintfPlaceholder.all(in: text) {
            spoken = text
        }
        return Speech(text: spoken, classes: spoken == text ? [] : classes, glued: glued, foreign: foreign)
    }

    static func languageCode(_ identifier: String) -> String {
        String(identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? Substring(identifier)).lowercased()
    }
}

/// Something `speakable convert --check` reports about one value.
///
/// ```swift
/// finding.description
/// // "fr.lproj/Localizable.strings:12:14: left: would be read \"Il reste 21 %\"; say \"Il reste vingt et un pour cent\""
/// ```
public struct TableFinding: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// A screen reader would read the text as written; Speakable says it this way, reading
        /// spans of these classes.
        case spoken(String, classes: [SemioticClass])
        /// A span in another language, which a screen reader would read with the wrong voice.
        case foreign(String, language: String)
        /// A unit glued to a placeholder, left as written: the app must format it.
        case needsRuntimeFormatting(String)
        /// The key appeared before (CoreFoundation keeps the last value).
        case duplicateKey(firstLine: Int)
    }

    public var path: String
    public var line: Int
    public var column: Int
    /// The value's key, variant and language, as `TableValue.label`.
    public var label: String
    /// The language the value is spoken in (for a foreign span, the text's language).
    public var language: String?
    public var original: String
    public var kind: Kind

    init(table: StringTable, value: TableValue, kind: Kind) {
        path = table.path
        line = value.line
        column = value.column
        label = value.label
        language = value.language
        original = value.original
        self.kind = kind
    }

    public var description: String {
        let place = "\(path):\(line):\(column): \(label)"
        switch kind {
        case .spoken(let spoken, let classes):
            let kinds = classes.isEmpty ? "" : " (" + Array(Set(classes.map(\.rawValue))).sorted().joined(separator: ", ") + ")"
            return "\(place): would be read \(Self.quote(original)); say \(Self.quote(spoken))\(kinds)"
        case .foreign(let span, let spanLanguage):
            let base = language.map { " in \($0) text" } ?? ""
            return "\(place): \(Self.quote(span)) is \(spanLanguage)\(base): a screen reader would read it with the wrong voice"
        case .needsRuntimeFormatting(let span): return "\(place): needs runtime formatting: \(span)"
        case .duplicateKey(let first): return "\(place): duplicate key, also on line \(first); the last value wins"
        }
    }

    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
