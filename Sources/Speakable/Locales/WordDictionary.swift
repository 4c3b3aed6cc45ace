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
            // (On the String's own bytes where it has them, as a native String does: a copy to
            // call `withUTF8` retains and releases it on every probe.)
            if word.utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) != nil { return }
            var word = word
            word.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            // A missed lookup compares the word with every key of its probe run (about eight in a
            // full table): most differ in length, answered before any byte is read.
            // (On the contiguous bytes: `String.UTF8View` compares byte by byte through its indices.)
            guard lhs.word.utf8.count == rhs.word.utf8.count else { return false }
            if let same = lhs.word.utf8.withContiguousStorageIfAvailable({ left in
                rhs.word.utf8.withContiguousStorageIfAvailable { left.elementsEqual($0) }
            }), let same { return same }
            var left = lhs.word, right = rhs.word
            return left.withUTF8 { left in right.withUTF8 { left.elementsEqual($0) } }
        }
    }

    private var storage: [Key: Value] = [:]
    /// Every word of `storage`: most misses end here.
    private var filter = WordFilter()

    init() {}

    /// An empty dictionary with room for `count` words without growing.
    init(minimumCapacity count: Int) {
        storage = Dictionary(minimumCapacity: count)
    }

    subscript(word: String) -> Value? {
        get { filter.mayContain(word) ? storage[Key(word: word)] : nil }
        set {
            if newValue != nil { filter.insert(word) }
            storage[Key(word: word)] = newValue
        }
    }

    /// `self[text.lowercasedString(range)]`, the word built only when the filter lets it be here.
    subscript(lowercased range: Range<Int>, in text: TextCursor) -> Value? {
        guard text.lowercasedMayBeIn(filter, range) else { return nil }
        return self[text.lowercasedString(range)]
    }

    var isEmpty: Bool { storage.isEmpty }
    var count: Int { storage.count }
    var values: Dictionary<Key, Value>.Values { storage.values }
    var keys: [String] { storage.keys.map(\.word) }

    /// Adds the entries of `other` whose words are not here yet (the first one wins).
    mutating func addMissing(_ other: WordDictionary<Value>) {
        storage.merge(other.storage) { first, _ in first }
        filter.formUnion(other.filter)
    }
}
