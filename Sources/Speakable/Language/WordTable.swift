/// The tagging model's words, read in place from the binary: `Resources/{en,fr}/words.tsv` and the
/// lists (`Resources/{en,fr,ru}/loanwords.txt`, `Resources/common/brands.txt`, `product-words.txt`)
/// compiled by `scripts/embed-language-data.py` into records sorted by `WordHash`, with the start
/// of each bucket of the hash's top bits. Nothing is parsed or copied at run time; a lookup decodes
/// the two or three records of one bucket.
///
/// Each record is 15 characters of 6 bits ("0" to "o", so that the text sorts as the numbers do):
/// the hash in 11, then Zipf x 10 in English (7 bits), in French (7 bits) and the flags
/// (`ForeignLanguageModel.Flags`: name, brand, loanwords, phrase start, product word; 7 bits).
/// A list's multi-word entries ("déjà vu", "Apple Music") are `phrases`, by first word.
///
/// ```swift
/// WordTable.entry(WordHash.of("the"))       // (en: 77, fr: …, flags: 0)
/// WordTable.entry(WordHash.of("france"))    // (en: 60, fr: …, flags: name)
/// WordTable.entry(WordHash.of("weekend"))   // (en: …, fr: …, flags: loanword of French)
/// WordTable.entry(WordHash.of("qwzx"))      // nil
/// ```
enum WordTable {
    struct Entry: Equatable, Sendable {
        var en: UInt8
        var fr: UInt8
        /// `ForeignLanguageModel.Flags` raw value.
        var flags: UInt8

        /// Zipf x 10 in the column of `language` ("en", "fr"); 0 for a language the table has
        /// no column for.
        func zipf(_ language: String) -> UInt8 {
            switch language {
            case "en": en
            case "fr": fr
            default: 0
            }
        }
    }

    static let recordLength = 15

    /// The words in the table.
    static var count: Int { EmbeddedWordTable.count }

    @inline(__always) static func value(_ bytes: UnsafePointer<UInt8>, _ offset: Int, _ count: Int) -> UInt64 {
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
                let packed = value(records, offset + 11, 4)
                return Entry(en: UInt8(packed & 127), fr: UInt8(packed >> 7 & 127), flags: UInt8(packed >> 14 & 127))
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

    /// The lists' multi-word entries, in the table's order (by first word's hash, longest first):
    /// each word's hash and the entry's flag (`ForeignLanguageModel.Flags` raw value). Nil when
    /// the records do not fill the table exactly, or a phrase has fewer than two words.
    static var phrases: [(words: [UInt64], flag: UInt8)]? {
        let length = EmbeddedWordTable.phrases.utf8CodeUnitCount
        let bytes = EmbeddedWordTable.phrases.utf8Start
        var phrases: [(words: [UInt64], flag: UInt8)] = []
        phrases.reserveCapacity(EmbeddedWordTable.phraseCount)
        var offset = 0
        for _ in 0..<EmbeddedWordTable.phraseCount {
            guard offset + 3 <= length else { return nil }
            let count = Int(value(bytes, offset, 1))
            let flag = UInt8(value(bytes, offset + 1, 2))
            offset += 3
            guard count > 1, offset + count * 11 <= length else { return nil }
            phrases.append(((0..<count).map { value(bytes, offset + $0 * 11, 11) }, flag))
            offset += count * 11
        }
        return offset == length ? phrases : nil
    }
}
