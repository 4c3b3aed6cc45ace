/// The tagging model's words, read in place from the binary: `Resources/{en,fr}/words.tsv` compiled
/// by `scripts/embed-language-data.py` into records sorted by `WordHash`, with the start of each
/// bucket of the hash's top bits. Nothing is parsed or copied at run time; a lookup decodes the
/// two or three records of one bucket.
///
/// Each record is 14 characters of 6 bits ("0" to "o", so that the text sorts as the numbers do):
/// the hash in 11, then Zipf x 10 in English (7 bits), in French (7 bits) and the name flag.
///
/// ```swift
/// WordTable.entry(WordHash.of("the"))     // (en: 77, fr: …, name: false)
/// WordTable.entry(WordHash.of("france"))  // (en: 60, fr: …, name: true)
/// WordTable.entry(WordHash.of("qwzx"))    // nil
/// ```
enum WordTable {
    struct Entry: Equatable, Sendable {
        var en: UInt8
        var fr: UInt8
        var name: Bool
    }

    static let recordLength = 14

    /// The words in the table.
    static var count: Int { EmbeddedWordTable.count }

    @inline(__always) private static func value(_ bytes: UnsafePointer<UInt8>, _ offset: Int, _ count: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in 0..<count { value = value << 6 | UInt64(bytes[offset + index] &- 0x30) }
        return value
    }

    /// The entry of the word whose hash is `hash`, nil when the table does not have it.
    @inline(__always) static func entry(_ hash: UInt64) -> Entry? {
        let bucket = Int(hash >> (64 - EmbeddedWordTable.bucketBits))
        let starts = EmbeddedWordTable.starts.utf8Start
        let records = EmbeddedWordTable.records.utf8Start
        var position = Int(value(starts, bucket * 3, 3))
        let end = Int(value(starts, bucket * 3 + 3, 3))
        while position < end {
            let offset = position * recordLength
            let key = value(records, offset, 11)
            if key == hash {
                let packed = value(records, offset + 11, 3)
                return Entry(en: UInt8(packed & 127), fr: UInt8(packed >> 7 & 127), name: packed >> 14 & 1 == 1)
            }
            if key > hash { return nil }
            position += 1
        }
        return nil
    }

    /// Every hash in the table, in order (for tests).
    static var hashes: [UInt64] {
        let records = EmbeddedWordTable.records.utf8Start
        return (0..<count).map { value(records, $0 * recordLength, 11) }
    }
}
