/// A set of words of `LanguageData` built on first use (the street types and title expansions of
/// `abbreviations.tsv`), with the hashes of the words its file holds, compared without case
/// (`WordHash`, which lowercases Latin and Cyrillic): a word the file does not hold ("efficiency")
/// is answered without building the set.
///
/// A superset: every word of the built set (capitalized, lowercased, cut at its period, the last
/// word of an expansion) hashes like a word or a cell of the file; tests check it.
///
/// ```swift
/// let streets = LazyWordSet(words: LazyWordSet.sketch(files: [abbreviations], columns: ["written", "expansion"]), full: table)
/// streets.contains("efficiency")   // false, nothing built
/// streets.contains("Street")       // true: `table` built now
/// ```
struct LazyWordSet: Sendable {
    private let words: KeySet64
    private let full: LazyLanguageTable<Set<String>>

    /// The set `full` builds, whose words hash among `words` (`sketch(files:columns:)`).
    init(words: KeySet64, full: LazyLanguageTable<Set<String>>) {
        self.words = words
        self.full = full
    }

    /// The case-free hashes of the cells of the named columns of `files` (tab-separated, with a
    /// header), of each of their words (separated by spaces) and of each cell cut at its first period.
    static func sketch(files: [[UInt8]], columns: [String]) -> KeySet64 {
        var words = KeySet64(capacity: files.reduce(0) { $0 + $1.count } / 4)
        for bytes in files {
            DataTable.forEachWord(inColumns: columns, of: bytes, whole: true) { cell in
                // (One pass: the cell, its words, and the cell up to its first period.)
                var whole = WordHash(), word = WordHash()
                var wordLength = 0, sawPeriod = false, sawSpace = false
                DataTable.forEachScalar(in: cell) { scalar in
                    if scalar == ".", !sawPeriod {
                        sawPeriod = true
                        words.insert(whole.value)
                    }
                    if scalar == " " {
                        sawSpace = true
                        if wordLength > 0 { words.insert(word.value) }
                        word = WordHash()
                        wordLength = 0
                    } else {
                        let value = normalized(scalar.value)
                        word.add(value)
                        wordLength += 1
                    }
                    whole.add(normalized(scalar.value))
                }
                words.insert(whole.value)
                if sawSpace, wordLength > 0 { words.insert(word.value) }
            }
        }
        return words
    }

    /// `ScalarKind.normalized` (`WordHash.of`), ASCII by arithmetic.
    @inline(__always) private static func normalized(_ value: UInt32) -> UInt32 {
        if value < 0x80 { return (0x41...0x5A).contains(value) ? value + 0x20 : value }
        return ScalarKind(value).normalized(value)
    }

    func contains(_ word: String) -> Bool {
        if let found = full.ifBuilt({ $0.contains(word) }) { return found }
        guard words.contains(WordHash.of(word)) else { return false }
        return full.withValue { $0.contains(word) }
    }

    var isEmpty: Bool { words.count == 0 || full.value.isEmpty }

    /// Every word (the set is built), for tests of the sketch.
    var allWords: Set<String> { full.value }

    /// Whether the sketch admits `word` (tests check every word of the built set).
    func sketchAdmits(_ word: String) -> Bool { words.contains(WordHash.of(word)) }
}
