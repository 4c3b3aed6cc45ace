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

    /// When `output` ends with an eliding word and one space, and `words` start with a trigger,
    /// rewrites that word to its elided form (keeping a capital) and drops the space; returns
    /// where the elided word starts. Only the bytes from `floor` on are looked at (the text
    /// copied since the last spoken words).
    func apply(to output: inout [UInt8], before words: String, from floor: Int) -> Int? {
        guard !elided.isEmpty, output.last == 0x20, startsWithTrigger(words.utf8) else { return nil }
        let end = output.count - 1
        for (word, replacement) in elided where end - floor >= word.count {
            let start = end - word.count
            // The whole word: nothing but a space, punctuation or the start of the text before it.
            if start > 0, Self.isWordByte(output[start - 1]) { continue }
            var matches = true
            for offset in 0..<word.count where Self.lowered(output[start + offset]) != word[offset] {
                matches = false
                break
            }
            guard matches else { continue }
            var replaced = replacement
            if output[start] != word[0], let first = replaced.first, first >= 0x61, first <= 0x7A { replaced[0] = first - 0x20 }
            output.replaceSubrange(start..<output.count, with: replaced)
            return start
        }
        return nil
    }

    private func startsWithTrigger(_ words: String.UTF8View) -> Bool {
        for trigger in triggers where words.starts(with: trigger) {
            let next = words.dropFirst(trigger.count).first
            if next == nil || next == 0x20 || next == 0x2D || next == 0x2C { return true }
        }
        return false
    }

    @inline(__always) private static func lowered(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }
    /// ASCII letters and digits, and any byte of a non-ASCII scalar (letters with accents).
    @inline(__always) private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte >= 0x80 || byte == 0x27
    }
}
