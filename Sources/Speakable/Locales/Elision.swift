/// Elision of the word before spoken numbers (`Resources/<lang>/elision.tsv`): fr "de 1 h" ->
/// "d'une heure", "que 1 place" -> "qu'une place"; "de 11" stays "de onze". en and ru: none.
///
/// ```swift
/// // fr: Speakable.normalize("Retard de 1 h 10", locale: "fr") == "Retard d'une heure dix"
/// ```
struct Elision: Sendable {
    enum Kind: String, Sendable, CaseIterable {
        /// A word that elides, and what it becomes ("de" -> "d'").
        case elide
        /// A first spoken word that makes the word before it elide ("un", "une").
        case before
    }

    /// The UTF-8 bytes of each eliding word, lowercased, with its elided form.
    private var elided: [(word: [UInt8], replacement: [UInt8])] = []
    private var triggers: [[UInt8]] = []

    var isEmpty: Bool { elided.isEmpty }

    init() {}

    init(rows: [DataTable.Row]) throws(LanguageDataError) {
        for row in rows {
            guard let kind = try row.value("kind", as: Kind.self), let text = row["text"], !text.isEmpty else {
                throw LanguageDataError(file: row.file, line: row.line, expected: "a kind and a word")
            }
            switch kind {
            case .elide:
                guard let replacement = row["replacement"], !replacement.isEmpty else {
                    throw LanguageDataError(file: row.file, line: row.line, expected: "the elided form of \"\(text)\"")
                }
                elided.append((Array(text.utf8), Array(replacement.utf8)))
            case .before:
                triggers.append(Array(text.utf8))
            }
        }
    }

    /// The elided form of `word` ("de" -> "d'", "De" -> "D'"), nil when it does not elide.
    func elided(_ word: String) -> String? {
        let bytes = Array(word.utf8)
        guard let first = bytes.first else { return nil }
        let lowered = bytes.map(Self.lowered)
        guard let entry = elided.first(where: { $0.word == lowered }) else { return nil }
        var replacement = entry.replacement
        if first != lowered[0], let initial = replacement.first, initial >= 0x61, initial <= 0x7A { replacement[0] = initial - 0x20 }
        return String(decoding: replacement, as: UTF8.self)
    }

    /// Whether spoken `words` make the word before them elide ("un", "une", not "onze").
    func elides(before words: String) -> Bool {
        startsWithTrigger(words.utf8)
    }

    private func startsWithTrigger(_ words: String.UTF8View) -> Bool {
        for trigger in triggers where words.starts(with: trigger) {
            let next = words.dropFirst(trigger.count).first
            if next == nil || next == 0x20 || next == 0x2D || next == 0x2C { return true }
        }
        return false
    }

    @inline(__always) private static func lowered(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }
}
