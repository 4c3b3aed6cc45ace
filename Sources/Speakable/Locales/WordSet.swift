/// A set of words, hashed and compared by their UTF-8 bytes (see `WordDictionary`: `String`
/// normalizes every Cyrillic word it hashes).
///
/// ```swift
/// let people: WordSet = ["пассажиров", "друзей"]
/// people.contains("друзей")   // true
/// ```
struct WordSet: Sendable, ExpressibleByArrayLiteral, Decodable {
    private var storage: Set<WordDictionary<Bool>.Key> = []

    init() {}

    init(arrayLiteral words: String...) {
        for word in words { insert(word) }
    }

    init(_ words: some Sequence<String>) {
        for word in words { insert(word) }
    }

    /// From a JSON array of strings.
    init(from decoder: any Decoder) throws {
        self.init(try [String](from: decoder))
    }

    func contains(_ word: String) -> Bool { storage.contains(.init(word: word)) }
    mutating func insert(_ word: String) { storage.insert(.init(word: word)) }
    mutating func formUnion(_ words: some Sequence<String>) {
        for word in words { insert(word) }
    }
    var isEmpty: Bool { storage.isEmpty }
    var count: Int { storage.count }
}

extension WordDictionary: Decodable where Value: Decodable {
    /// From a JSON object of words.
    init(from decoder: any Decoder) throws {
        self.init()
        for (word, value) in try [String: Value](from: decoder) { self[word] = value }
    }
}
