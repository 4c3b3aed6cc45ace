/// The tagging model's character trigrams, read in place from the binary:
/// `Resources/{en,fr}/trigrams.tsv` compiled by `scripts/embed-language-data.py` into records
/// sorted by trigram hash (`ForeignLanguageModel.trigramHash`), bucketed by the hash's top bits
/// like `WordTable`. A trigram one language does not list has that language's floor.
///
/// Each record is 15 characters of 6 bits: the hash in 11, then minus log10 P(trigram) x 100 in
/// English and in French, 2 characters each.
///
/// ```swift
/// TrigramTable.logRatio(ForeignLanguageModel.trigramHash(0x69, 0x6E, 0x67))   // "ing": -199 - (-3xx) > 0, English
/// TrigramTable.logRatio(ForeignLanguageModel.trigramHash(0x65, 0x61, 0x75))   // "eau": < 0, French
/// ```
enum TrigramTable {
    static let recordLength = 15

    /// The trigrams in the table.
    static var count: Int { EmbeddedTrigramTable.count }

    /// log10 P(trigram | en) and log10 P(trigram | fr), x 100; nil when neither language lists it.
    @inline(__always) static func values(_ hash: UInt64) -> (en: Int, fr: Int)? {
        let bucket = Int(hash >> (64 - EmbeddedTrigramTable.bucketBits))
        let starts = EmbeddedTrigramTable.starts.utf8Start
        let records = EmbeddedTrigramTable.records.utf8Start
        var position = Int(WordTable.value(starts, bucket * 3, 3))
        let end = Int(WordTable.value(starts, bucket * 3 + 3, 3))
        while position < end {
            let offset = position * recordLength
            let key = WordTable.value(records, offset, 11)
            if key == hash {
                return (-Int(WordTable.value(records, offset + 11, 2)), -Int(WordTable.value(records, offset + 13, 2)))
            }
            if key > hash { return nil }
            position += 1
        }
        return nil
    }

    /// log10 P(trigram | en) - log10 P(trigram | fr), x 100: the floors' difference for a trigram
    /// neither language lists.
    @inline(__always) static func logRatio(_ hash: UInt64) -> Int {
        guard let (en, fr) = values(hash) else { return EmbeddedTrigramTable.floorEn - EmbeddedTrigramTable.floorFr }
        return en - fr
    }

    /// Every hash in the table, in order (for tests).
    static var hashes: [UInt64] {
        let records = EmbeddedTrigramTable.records.utf8Start
        return (0..<count).map { WordTable.value(records, $0 * recordLength, 11) }
    }
}
