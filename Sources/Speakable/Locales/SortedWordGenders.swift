/// A generated list of nouns and their genders (fr `noun-genders.tsv`), kept as the file's bytes
/// and searched in place: loading checks each line and records where it starts, and makes no
/// string per noun, so a list of a thousand nouns costs a cold start next to nothing.
///
/// The file is a header `word<TAB>gender`, `#` comment lines, then one noun per line sorted by
/// its UTF-8 bytes, each noun once; a gender that is not one of `Gender`'s, a line out of
/// order or a missing column is an error with its file, line and column.
///
/// ```swift
/// let genders = try SortedWordGenders(text: "word\tgender\ngoutte\tfeminine\nmusée\tmasculine\n", file: "fr/noun-genders.tsv")
/// genders.gender(of: "goutte")   // .feminine ("1 goutte" -> "une goutte")
/// genders.gender(of: "musée")    // .masculine
/// genders.gender(of: "chien")    // nil
/// ```
struct SortedWordGenders: Sendable {
    private let bytes: [UInt8]
    /// Each noun's first byte and its end (the tab), in order.
    private let words: [(start: Int32, end: Int32, gender: Gender)]

    var isEmpty: Bool { words.isEmpty }

    init() {
        bytes = []
        words = []
    }

    init(text: String, file: String) throws(LanguageDataError) {
        let bytes = Array(text.utf8)
        let genders = Gender.allCases.map { ($0, Array($0.rawValue.utf8)) }
        var words: [(start: Int32, end: Int32, gender: Gender)] = []
        words.reserveCapacity(bytes.count / 12)
        // (Checked on the bytes, no string per line: a cold start reads the whole list.)
        let failure: (line: Int, column: Int, expected: String)? = bytes.withUnsafeBufferPointer { bytes in
            var lineStart = 0, line = 0
            var sawHeader = false
            while lineStart < bytes.count {
                line += 1
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
                defer { lineStart = lineEnd + 1 }
                if lineEnd == lineStart || bytes[lineStart] == UInt8(ascii: "#") { continue }
                guard sawHeader else {
                    guard bytes[lineStart..<lineEnd].elementsEqual("word\tgender".utf8) else { return (line, 1, "the header \"word<TAB>gender\"") }
                    sawHeader = true
                    continue
                }
                var tab = lineStart
                while tab < lineEnd, bytes[tab] != 0x09 { tab += 1 }
                guard tab > lineStart, tab < lineEnd else { return (line, 1, "a noun, a tab and its gender") }
                guard let gender = genders.first(where: { $0.1.elementsEqual(bytes[(tab + 1)..<lineEnd]) })?.0 else {
                    let column = String(decoding: bytes[lineStart..<tab], as: UTF8.self).unicodeScalars.count + 2
                    return (line, column, "one of \(Gender.allCases.map(\.rawValue).joined(separator: ", ")), not \"\(String(decoding: bytes[(tab + 1)..<lineEnd], as: UTF8.self))\"")
                }
                if let previous = words.last, !bytes[Int(previous.start)..<Int(previous.end)].lexicographicallyPrecedes(bytes[lineStart..<tab]) {
                    return (line, 1, "a noun sorted after the one before it (by UTF-8 bytes), each noun once")
                }
                words.append((Int32(lineStart), Int32(tab), gender))
            }
            return nil
        }
        if let failure { throw LanguageDataError(file: file, line: failure.line, column: failure.column, expected: failure.expected) }
        self.bytes = bytes
        self.words = words
    }

    /// The gender listed for `word` (lowercase, as written), nil when the list does not have it.
    func gender(of word: String) -> Gender? {
        guard !words.isEmpty else { return nil }
        var word = word
        return word.withUTF8 { key in
            var low = 0, high = words.count
            while low < high {
                let middle = (low + high) / 2
                let entry = words[middle]
                let listed = bytes[Int(entry.start)..<Int(entry.end)]
                if listed.elementsEqual(key) { return entry.gender }
                if listed.lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }
}
