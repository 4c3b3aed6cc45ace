/// Elision of the word before spoken numbers (`Resources/<lang>/elision.tsv`): fr "de 1 h" ->
/// "d'une heure", "que 1 place" -> "qu'une place"; "de 11" stays "de onze". The same table
/// gives ru's euphonic "о": "с 2 мая" -> "со второго мая", "в 2 ряду" -> "во втором ряду",
/// "с 100 ₽" -> "со ста рублей" (a replacement that does not end in an apostrophe takes a space
/// after it). en: none.
///
/// ```swift
/// // fr: Speakable.normalize("Retard de 1 h 10", locale: "fr") == "Retard d'une heure dix"
/// // ru: Speakable.normalize("Акция со 2 по 5 мая", locale: "ru") == "Акция со второго по пятое мая"
/// ```
struct Elision: Sendable {
    enum Kind: String, Sendable, CaseIterable {
        /// A word that elides, and what it becomes ("de" -> "d'").
        case elide
        /// A first spoken word that makes the word before it elide ("un", "une"); ending in "*",
        /// a beginning of one ("втор*"). With `only`, for that eliding word alone (ru "ста" after
        /// "с", not after "в": "в ста метрах").
        case before
    }

    /// The UTF-8 bytes of each eliding word, lowercased, with its elided form.
    private var elided: [(word: [UInt8], replacement: [UInt8])] = []
    private var triggers: [(text: [UInt8], prefix: Bool, only: [UInt8]?)] = []

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
                let prefix = text.hasSuffix("*")
                let only = row["only"].flatMap { $0.isEmpty ? nil : Array($0.utf8) }
                if let only, !elided.contains(where: { $0.word == only }) {
                    throw LanguageDataError(file: row.file, line: row.line, expected: "an eliding word listed above for \"only\" (found \"\(String(decoding: only, as: UTF8.self))\")")
                }
                triggers.append((Array((prefix ? String(text.dropLast()) : text).utf8), prefix, only))
            }
        }
    }

    /// The elided form of `word` ("de" -> "d'", "De" -> "D'", ru "С" -> "Со "), nil when it does not elide.
    func elided(_ word: String) -> String? {
        guard let first = word.unicodeScalars.first else { return nil }
        // (Lowercasing maps each scalar to one or more: a word of more scalars than every elided
        // word is none of them, and is not lowercased, which costs about a thousand instructions
        // on a Cyrillic word.)
        let scalars = word.unicodeScalars.count
        guard elided.contains(where: { entry in entry.word.count >= scalars && entry.word.reduce(0) { $1 & 0xC0 != 0x80 ? $0 + 1 : $0 } >= scalars }) else { return nil }
        let lowered = Array(word.lowercased().utf8)
        guard let entry = elided.first(where: { $0.word == lowered }) else { return nil }
        var replacement = String(decoding: entry.replacement, as: UTF8.self)
        if first.properties.isUppercase { replacement = replacement.prefix(1).uppercased() + replacement.dropFirst() }
        if let last = replacement.unicodeScalars.last, last != "'", last != "\u{2019}" { replacement += " " }
        return replacement
    }

    /// `words` with each word elided before the words after it, for a template's own words
    /// (ru "с вторника по пятницу" -> "со вторника по пятницу").
    func applied(to words: String) -> String {
        guard !elided.isEmpty else { return words }
        let parts = words.split(separator: " ", omittingEmptySubsequences: false)
        var result = ""
        var index = 0
        while index < parts.count {
            let word = String(parts[index])
            if index + 1 < parts.count, let replacement = elided(word) {
                let rest = parts[(index + 1)...].joined(separator: " ")
                if elides(word, before: rest) {
                    result += replacement
                    index += 1
                    continue
                }
            }
            result += word
            if index + 1 < parts.count { result += " " }
            index += 1
        }
        return result
    }

    /// Whether spoken `words` make `word` before them elide ("un", "une", not "onze"; ru
    /// "второго" after "с", "ста" after "с" only).
    func elides(_ word: String, before words: String) -> Bool {
        let lowered = Array(word.lowercased().utf8)
        let spoken = words.utf8
        for trigger in triggers where spoken.starts(with: trigger.text) {
            if let only = trigger.only, only != lowered { continue }
            if trigger.prefix { return true }
            let next = spoken.dropFirst(trigger.text.count).first
            if next == nil || next == 0x20 || next == 0x2D || next == 0x2C { return true }
        }
        return false
    }

}
