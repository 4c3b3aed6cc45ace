/// A dictionary keyed by words, hashed and compared by their UTF-8 bytes.
///
/// `String` hashes and compares by canonical equivalence: for a word outside ASCII (every Russian
/// word) each lookup normalizes it on the way, about 5,000 instructions for "минуты". The data
/// files and the text are compared scalar for scalar everywhere else, so bytes are enough here:
/// a lookup costs a hash of the bytes and one comparison.
///
/// ```swift
/// var nouns = WordDictionary<Int>()
/// nouns["минута"] = 1
/// nouns["минута"]   // 1
/// nouns["Минута"]   // nil: the key as written
/// ```
struct WordDictionary<Value: Sendable>: Sendable {
    struct Key: Hashable, Sendable {
        let word: String

        func hash(into hasher: inout Hasher) {
            var word = word
            word.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            // (On the contiguous bytes: `String.UTF8View` compares byte by byte through its indices.)
            guard lhs.word.utf8.count == rhs.word.utf8.count else { return false }
            var left = lhs.word, right = rhs.word
            return left.withUTF8 { left in right.withUTF8 { left.elementsEqual($0) } }
        }
    }

    private var storage: [Key: Value] = [:]

    init() {}

    /// An empty dictionary with room for `count` words without growing.
    init(minimumCapacity count: Int) {
        storage = Dictionary(minimumCapacity: count)
    }

    subscript(word: String) -> Value? {
        get { storage[Key(word: word)] }
        set { storage[Key(word: word)] = newValue }
    }

    var isEmpty: Bool { storage.isEmpty }
    var count: Int { storage.count }
    var values: Dictionary<Key, Value>.Values { storage.values }
    var keys: [String] { storage.keys.map(\.word) }

    /// Adds the entries of `other` whose words are not here yet (the first one wins).
    mutating func addMissing(_ other: WordDictionary<Value>) {
        storage.merge(other.storage) { first, _ in first }
    }
}
