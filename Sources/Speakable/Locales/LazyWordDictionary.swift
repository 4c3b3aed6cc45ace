/// A `WordDictionary` of `LanguageData` built on first use (nouns, their forms), with the hashes
/// of every word its files hold: a lookup of a word the files do not hold ("efficiency") answers
/// nil without building the dictionary.
///
/// ```swift
/// let words = LazyWordDictionary<Noun>.sketch(files: [Array("key\tgender\tone\nminute\tfeminine\tminute\n".utf8)],
///                                             columns: ["key", "one"])
/// let nouns = LazyWordDictionary(words: words, full: table)
/// nouns["cores"]    // nil, nothing built
/// nouns["minute"]   // the noun: `table` built now
/// ```
struct LazyWordDictionary<Value: Sendable>: Sendable {
    /// The hash of every cell of the named columns: a superset of the dictionary's words.
    private let words: KeySet64
    private let full: LazyLanguageTable<WordDictionary<Value>>

    /// The dictionary `full` builds, whose words are among `words` (`sketch(files:columns:)`).
    init(words: KeySet64, full: LazyLanguageTable<WordDictionary<Value>>) {
        self.words = words
        self.full = full
    }

    /// The hashes of the cells of the named columns of `files` (tab-separated, with a header).
    static func sketch(files: [[UInt8]], columns: [String]) -> KeySet64 {
        var words = KeySet64(capacity: files.reduce(0) { $0 + $1.count } / 8)
        for bytes in files {
            DataTable.forEachWord(inColumns: columns, of: bytes, whole: true) { words.insert(Self.hash($0)) }
        }
        return words
    }

    subscript(word: String) -> Value? {
        if let found = full.ifBuilt({ $0[word] }) { return found }
        guard words.contains(Self.hash(word)) else { return nil }
        return full.withValue { $0[word] }
    }

    var isEmpty: Bool { full.value.isEmpty }

    /// Every word (the dictionary is built), for tests of the sketch.
    var allWords: [String] { full.value.keys }

    /// Whether the sketch admits `word` (tests check every word of the built dictionary).
    func sketchAdmits(_ word: String) -> Bool { words.contains(Self.hash(word)) }

    /// FNV-1a of the bytes, never 0.
    private static func hash(_ bytes: some Collection<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return hash | 1
    }

    private static func hash(_ word: String) -> UInt64 {
        var word = word
        return word.withUTF8 { hash($0) }
    }
}
