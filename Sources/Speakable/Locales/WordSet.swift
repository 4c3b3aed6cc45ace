/// A set of words, hashed and compared by their UTF-8 bytes (see `WordDictionary`: `String`
/// normalizes every Cyrillic word it hashes).
///
/// ```swift
/// let people: WordSet = ["пассажиров", "друзей"]
/// people.contains("друзей")   // true
/// ```
struct WordSet: Sendable, ExpressibleByArrayLiteral, JSONRule {
    private var storage: Set<WordDictionary<Bool>.Key> = []
    /// Every word of `storage`: most misses end here.
    private var filter = WordFilter()

    init() {}

    init(arrayLiteral words: String...) {
        for word in words { insert(word) }
    }

    init(_ words: some Sequence<String>) {
        for word in words { insert(word) }
    }

    /// From a JSON array of strings.
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        self.init(try [String](json: json))
    }

    func contains(_ word: String) -> Bool { filter.mayContain(word) && storage.contains(.init(word: word)) }
    /// `contains(text.lowercasedString(range))`, the word built only when the filter lets it be here.
    func contains(lowercased range: Range<Int>, in text: TextCursor) -> Bool {
        text.lowercasedMayBeIn(filter, range) && contains(text.lowercasedString(range))
    }

    mutating func insert(_ word: String) {
        filter.insert(word)
        storage.insert(.init(word: word))
    }
    mutating func formUnion(_ words: some Sequence<String>) {
        for word in words { insert(word) }
    }
    var isEmpty: Bool { storage.isEmpty }
    var count: Int { storage.count }
}

extension WordDictionary: JSONRule where Value: JSONRule {
    /// From a JSON object of words.
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        self.init()
        for (word, value) in try json.members(Value.init(json:)) { self[word] = value }
    }
}
