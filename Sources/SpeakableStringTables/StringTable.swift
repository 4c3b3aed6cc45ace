/// A string table read losslessly: the file's bytes cut into verbatim parts and editable values.
///
/// Writing an unchanged table gives back the bytes read; a changed value is written in the file's
/// own escaping style, and only the part of it that changed is re-escaped.
///
/// ```swift
/// var table = try StringTable(contentsOf: "fr.lproj/Localizable.strings")
/// table.values.first?.text            // "Il reste 21 %"
/// table.update { _ in "Il reste vingt et un pour cent" }
/// String(decoding: table.encoded(), as: UTF8.self)
/// // "/* Battery */\n\"left\" = \"Il reste vingt et un pour cent\";\n"
/// ```
public struct StringTable: Sendable, Hashable {
    /// The four kinds of table Speakable reads and writes.
    public enum Format: String, Sendable, Hashable, CaseIterable, Codable {
        /// Apple `.strings` (old-style property list).
        case strings
        /// Apple `.stringsdict` (XML property list of plural rules).
        case stringsdict
        /// Xcode String Catalog `.xcstrings` (JSON).
        case xcstrings
        /// Android `res/values*/strings.xml`.
        case android
    }

    /// One part of the file: text kept as read, an editable value, or an Android resource name.
    public enum Segment: Sendable, Hashable {
        case verbatim(String)
        case value(TableValue)
        /// The text of an Android `name="..."` attribute (renamed in a companion file).
        case resourceName(original: String, current: String)
    }

    /// The file this table was read from, as named by the caller.
    public var path: String
    public var format: Format
    public var encoding: TextEncoding
    public var segments: [Segment]

    public init(path: String, format: Format, encoding: TextEncoding, segments: [Segment]) {
        self.path = path
        self.format = format
        self.encoding = encoding
        self.segments = segments
    }

    /// The values the file holds, in file order (built on each call: keep the array when reading
    /// many). A catalog's place for a missing source-language localization (``TableValue/isInsertion``)
    /// counts once it has new text, since only then is it written.
    public var values: [TableValue] {
        segments.compactMap { if case .value(let value) = $0, !value.isInsertion || value.isChanged { value } else { nil } }
    }

    /// Replaces each value's text by `transform(value)`.
    public mutating func update(_ transform: (TableValue) -> String) {
        for index in segments.indices {
            guard case .value(var value) = segments[index] else { continue }
            value.text = transform(value)
            segments[index] = .value(value)
        }
    }

    /// The file's bytes: identical to the input for an unchanged table.
    public func encoded() -> [UInt8] {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(segments.count * 24)
        for segment in segments { append(segment, to: &utf8) }
        return encoding.encode(utf8)
    }

    /// The text (as UTF-8) one segment writes.
    func append(_ segment: Segment, to utf8: inout [UInt8]) {
        switch segment {
        case .verbatim(let text): utf8.append(contentsOf: text.utf8)
        case .value(let value): utf8.append(contentsOf: value.encodedRaw.utf8)
        case .resourceName(_, let current): utf8.append(contentsOf: XMLText.escapeAttribute(current).utf8)
        }
    }
}

/// One editable string of a table: a `.strings` value, a plural variant, a catalog string unit.
///
/// ```swift
/// value.key        // "files.count"
/// value.variant    // "files.one" (stringsdict), "plural.few" (xcstrings), nil (.strings)
/// value.language   // "ru" in a catalog, nil where the file's folder tells the language
/// value.original   // "%d файла" as read; value.raw is its source text ("\"%d файла\"")
/// ```
public struct TableValue: Sendable, Hashable {
    /// The table key (`.strings` / catalog key, Android resource name).
    public var key: String
    /// Where in the entry this value sits: a plural variable and category, a device, an array item.
    public var variant: String?
    /// The language of this value when the file says it (catalogs), else nil.
    public var language: String?
    /// 1-based line and column where the value's source text starts.
    public var line: Int
    public var column: Int
    /// The value's source text, exactly as in the file (with its quotes in a `.strings` file).
    public let raw: String
    /// The value as read, escapes decoded.
    public let original: String
    /// The value to write; equal to `original` until changed.
    public var text: String
    let style: ValueStyle

    init(key: String, variant: String? = nil, language: String? = nil, position: SourcePosition, raw: String, original: String, style: ValueStyle) {
        self.key = key
        self.variant = variant
        self.language = language
        self.line = position.line
        self.column = position.column
        self.raw = raw
        self.original = original
        self.text = original
        self.style = style
    }

    /// Whether this is not in the file but a place for it: a catalog string's source-language
    /// localization, which Xcode leaves out when it is the key. Written only when changed.
    public var isInsertion: Bool {
        if case .jsonInsertion = style { true } else { false }
    }

    /// Whether `text` differs from what was read.
    public var isChanged: Bool { text != original }

    /// The source text to write: `raw` when unchanged, else the new text escaped in the file's style.
    public var encodedRaw: String {
        isChanged ? style.rewrite(raw: raw, original: original, to: text) : raw
    }

    /// "key", "key [variant]" or "key [variant] (language)", for messages.
    public var label: String {
        var label = key
        if let variant { label += " [\(variant)]" }
        if let language { label += " (\(language))" }
        return label
    }
}
