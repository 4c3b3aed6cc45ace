/// A one-probe Bloom filter of words, from their UTF-8 length and first and last bytes: most
/// lookups of a word in a small table (months, governing words, ordinal nouns) miss, and a miss
/// in a Swift `Dictionary` compares the word with every key of its probe run (about eight when
/// the table is full), 600 to 1,300 instructions; the filter answers most misses in a few.
///
/// It never forgets a word: `mayContain` is true for every word inserted, so a table that asks it
/// first answers exactly as without it.
///
/// ```swift
/// var filter = WordFilter()
/// filter.insert("mars")
/// filter.mayContain("mars")      // true
/// filter.mayContain("minutes")   // false (or, rarely, true: then the table is asked)
/// ```
struct WordFilter: Sendable {
    /// One bit per value of `bit(_:)`, kept as a set of bytes.
    private var bits = EntityBytes([])

    init() {}

    /// The filter's bit for `word`.
    @inline(__always) private static func bit(_ word: String) -> UInt8 {
        let utf8 = word.utf8
        return bit(count: utf8.count, first: utf8.first ?? 0, last: utf8.last ?? 0)
    }

    /// The bit of a word of `count` UTF-8 bytes, the first `first` and the last `last`.
    @inline(__always) private static func bit(count: Int, first: UInt8, last: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: count &* 31 &+ Int(first) &* 7 &+ Int(last) &* 13)
    }

    mutating func insert(_ word: String) { bits.insert(Self.bit(word)) }

    /// Adds every word `other` may contain.
    mutating func formUnion(_ other: WordFilter) { bits.formUnion(other.bits) }

    /// False when `word` was never inserted; true when it was (and for a few words that were not).
    @inline(__always) func mayContain(_ word: String) -> Bool { bits.contains(Self.bit(word)) }

    /// `mayContain` for the word of `count` UTF-8 bytes, the first `first` and the last `last`,
    /// known before the word is built.
    @inline(__always) func mayContain(count: Int, first: UInt8, last: UInt8) -> Bool {
        bits.contains(Self.bit(count: count, first: first, last: last))
    }
}
