import Foundation

/// What the foreign-span detector knows about words: English and French frequencies, character
/// trigrams for unknown words, proper nouns, brands and each language's loanwords.
///
/// Word frequencies are `WordTable`, compiled from `Resources/{en,fr}/words.tsv` and read in place;
/// `trigrams.tsv`, `Resources/{en,fr,ru}/loanwords.txt`, `Resources/common/brands.txt` and
/// `product-words.txt` are read on first use, then shared read-only.
/// Every lookup is by `WordHash`, so the detector builds no string per word.
final class ForeignLanguageModel: Sendable {
    // Sendable notes: every stored property is a `let` of value types, built once in `init`.
    private let tables: Tables

    /// The shared model, or nil when its data is broken (reported, never silent; the detector then
    /// tags by script only).
    static let shared: ForeignLanguageModel? = {
        do throws(LanguageDataError) { return try ForeignLanguageModel() } catch {
            LanguageDataError.report(error)
            return nil
        }
    }()

    init() throws(LanguageDataError) {
        tables = try Tables()
    }

    @inline(__always) func entry(_ hash: UInt64) -> Entry? { tables.entry(hash) }
    @inline(__always) func trigramLogRatio(_ hash: UInt64) -> Int { tables.trigramLogRatio(hash) }
    var phrases: [UInt64: [Phrase]] { tables.phrases }

    /// A word the model knows.
    struct Entry: Sendable {
        /// Zipf x 10 in English and French (0 = not in the list).
        var en: UInt8
        var fr: UInt8
        var flags: Flags
    }

    @inline(__always) static func trigramHash(_ a: UInt32, _ b: UInt32, _ c: UInt32) -> UInt64 {
        var hash = WordHash()
        hash.add(a)
        hash.add(b)
        hash.add(c)
        return hash.value
    }

    /// What a word is besides its frequencies.
    struct Flags: OptionSet, Sendable, Hashable {
        let rawValue: UInt8
        /// Neither the French (Dicollecte) nor the English (SCOWL) hunspell dictionary accepts it in lowercase: a name when capitalized.
        static let name = Flags(rawValue: 1)
        /// A brand (`common/brands.txt`): exempt when the text capitalizes it.
        static let brand = Flags(rawValue: 2)
        /// A loanword of French, English or Russian text (`<lang>/loanwords.txt`).
        static let loanFr = Flags(rawValue: 4)
        static let loanEn = Flags(rawValue: 8)
        static let loanRu = Flags(rawValue: 16)
        /// Starts at least one multi-word brand or loan phrase.
        static let phrase = Flags(rawValue: 32)
        /// Continues a product name after a brand ("Pro", "Max", "Plus"): `common/product-words.txt`.
        static let product = Flags(rawValue: 64)
    }

    /// A multi-word brand ("Apple Music") or loan phrase ("déjà vu"), as word hashes.
    struct Phrase: Sendable, Hashable {
        let words: [UInt64]
        let flags: Flags
    }

    /// The arrays behind the model, built once. Frequencies and the name flag come from
    /// `WordTable`, read in place from the binary; the lists (loanwords, brands, product words) are
    /// a few thousand words, indexed here.
    struct Tables: Sendable {
        /// Flags of the words of the lists, by row of `index`.
        private(set) var flags: [Flags] = []
        /// Built in a `HashIndex`, then kept sorted (`SortedHashIndex`): less than half the memory.
        private var building: HashIndex
        private var index = SortedHashIndex(HashIndex(capacity: 0))
        private var trigramIndex = SortedHashIndex(HashIndex(capacity: 0))
        /// log10 probability x 100 of each trigram in English and French text.
        private var trigramEn: [Int16] = []
        private var trigramFr: [Int16] = []
        private var trigramFloorEn: Int16 = -600
        private var trigramFloorFr: Int16 = -600
        /// Multi-word phrases by the hash of their first word, longest first.
        private(set) var phrases: [UInt64: [Phrase]] = [:]

        @inline(__always) func entry(_ hash: UInt64) -> Entry? {
            let listed = index.row(hash)
            let word = WordTable.entry(hash)
            guard listed != nil || word != nil else { return nil }
            var entry = Entry(en: word?.en ?? 0, fr: word?.fr ?? 0, flags: word?.name == true ? .name : [])
            if let listed { entry.flags.formUnion(flags[Int(listed)]) }
            return entry
        }

        /// log10 P(trigram | en) - log10 P(trigram | fr), x 100.
        @inline(__always) func trigramLogRatio(_ hash: UInt64) -> Int {
            guard let row = trigramIndex.row(hash) else { return Int(trigramFloorEn) - Int(trigramFloorFr) }
            return Int(trigramEn[Int(row)]) - Int(trigramFr[Int(row)])
        }

        init() throws(LanguageDataError) {
            building = HashIndex(capacity: 4_096)
            var trigramBuilding = HashIndex(capacity: 8_000)
            for (language, flag) in [("fr", Flags.loanFr), ("en", .loanEn), ("ru", .loanRu)] {
                try Self.forEachLine(language, "loanwords.txt") { add($0, flag) }
            }
            try Self.forEachLine("common", "brands.txt") { add($0, .brand) }
            try Self.forEachLine("common", "product-words.txt") { add($0, .product) }
            for (key, list) in phrases { phrases[key] = list.sorted { $0.words.count > $1.words.count } }
            for (language, isEnglish) in [("en", true), ("fr", false)] {
                try Self.forEachLine(language, "trigrams.tsv", keepingComments: true) { line in
                    let columns = line.splitASCII("\t").filter { !$0.isEmpty }
                    guard columns.count == 2, let value = Int16(columns[1]) else { return }
                    if columns[0] == "#floor" {
                        if isEnglish { trigramFloorEn = value } else { trigramFloorFr = value }
                        return
                    }
                    guard columns[0].utf8.first != UInt8(ascii: "#") else { return }
                    let scalars = columns[0].unicodeScalars
                    guard scalars.count >= 3 else { return }
                    var iterator = scalars.makeIterator()
                    let hash = ForeignLanguageModel.trigramHash(iterator.next()!.value, iterator.next()!.value, iterator.next()!.value)
                    let row = Int(trigramBuilding.insert(hash, row: Int32(trigramEn.count)))
                    if row == trigramEn.count {
                        trigramEn.append(.min)
                        trigramFr.append(.min)
                    }
                    if isEnglish { trigramEn[row] = value } else { trigramFr[row] = value }
                }
            }
            index = SortedHashIndex(building)
            trigramIndex = SortedHashIndex(trigramBuilding)
            building = HashIndex(capacity: 0)
            // A trigram listed in one language only gets the other's floor.
            trigramEn = trigramEn.map { $0 == .min ? trigramFloorEn : $0 }
            trigramFr = trigramFr.map { $0 == .min ? trigramFloorFr : $0 }
        }

        private mutating func row(for hash: UInt64) -> Int {
            let row = Int(building.insert(hash, row: Int32(flags.count)))
            if row == flags.count { flags.append([]) }
            return row
        }

        /// Adds a word or phrase of a loanword or brand list.
        private mutating func add(_ line: String, _ flag: Flags) {
            let words = WordHash.words(in: line)
            guard let first = words.first else { return }
            let row = row(for: first)
            if words.count == 1 {
                flags[row].insert(flag)
            } else {
                flags[row].insert(.phrase)
                phrases[first, default: []].append(Phrase(words: words, flags: flag))
            }
        }


        /// The non-comment, non-empty lines of a resource file.
        /// Calls `body` with each line of the file that is not empty or a comment, trimmed, one at
        /// a time (no array of every line: the lists' lines are read once, at load).
        private static func forEachLine(_ language: String, _ file: String, keepingComments: Bool = false,
                                        _ body: (String) -> Void) throws(LanguageDataError) {
            let text = try LanguageResources.required(language, file)
            for line in text.splitASCII("\n") {
                if line.utf8.first == UInt8(ascii: "#") && !(keepingComments && line.utf8.starts(with: "#floor".utf8)) { continue }
                let trimmed = line.trimmedSpaces
                if !trimmed.isEmpty { body(trimmed) }
            }
        }
    }
}
