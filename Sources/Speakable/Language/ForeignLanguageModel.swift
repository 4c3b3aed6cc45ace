import Foundation

/// What the foreign-span detector knows about words: English and French frequencies, character
/// trigrams for unknown words, proper nouns, brands and each language's loanwords.
///
/// Loaded once from `Resources/{en,fr}/words.tsv`, `trigrams.tsv`, `Resources/{en,fr,ru}/loanwords.txt`,
/// `Resources/common/brands.txt` and `product-words.txt` on first use, then shared read-only (about 40 ms, 6 MB).
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

    /// The arrays behind the model, built once.
    struct Tables: Sendable {
        /// Zipf frequency x 10 ("the" = 77); 0 when the language's list does not have the word.
        private(set) var zipfEn: [UInt8] = []
        private(set) var zipfFr: [UInt8] = []
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
            guard let row = index.row(hash) else { return nil }
            let i = Int(row)
            return Entry(en: zipfEn[i], fr: zipfFr[i], flags: flags[i])
        }

        /// log10 P(trigram | en) - log10 P(trigram | fr), x 100.
        @inline(__always) func trigramLogRatio(_ hash: UInt64) -> Int {
            guard let row = trigramIndex.row(hash) else { return Int(trigramFloorEn) - Int(trigramFloorFr) }
            return Int(trigramEn[Int(row)]) - Int(trigramFr[Int(row)])
        }

        init() throws(LanguageDataError) {
            let en = try Self.rows("en", "words.tsv")
            let fr = try Self.rows("fr", "words.tsv")
            // Most French and English words are distinct; the index grows if they are more.
            building = HashIndex(capacity: max(en.count, fr.count))
            var trigramBuilding = HashIndex(capacity: 8_000)
            zipfEn.reserveCapacity(en.count + fr.count)
            zipfFr.reserveCapacity(en.count + fr.count)
            flags.reserveCapacity(en.count + fr.count)
            for (rows, isEnglish) in [(en, true), (fr, false)] {
                for parsed in rows {
                    let row = row(for: parsed.hash)
                    if isEnglish { zipfEn[row] = UInt8(clamping: parsed.value) } else { zipfFr[row] = UInt8(clamping: parsed.value) }
                    if parsed.flagged { flags[row].insert(.name) }
                }
            }
            for (language, flag) in [("fr", Flags.loanFr), ("en", .loanEn), ("ru", .loanRu)] {
                for line in try Self.lines(language, "loanwords.txt") { add(line, flag) }
            }
            for line in try Self.lines("common", "brands.txt") { add(line, .brand) }
            for line in try Self.lines("common", "product-words.txt") { add(line, .product) }
            for (key, list) in phrases { phrases[key] = list.sorted { $0.words.count > $1.words.count } }
            for (language, isEnglish) in [("en", true), ("fr", false)] {
                for line in try Self.lines(language, "trigrams.tsv", keepingComments: true) {
                    let columns = line.split(separator: "\t")
                    guard columns.count == 2, let value = Int16(columns[1]) else { continue }
                    if columns[0] == "#floor" {
                        if isEnglish { trigramFloorEn = value } else { trigramFloorFr = value }
                        continue
                    }
                    guard !columns[0].hasPrefix("#") else { continue }
                    let hash = Self.trigramHash(Array(columns[0].unicodeScalars).map(\.value))
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
            let row = Int(building.insert(hash, row: Int32(zipfEn.count)))
            if row == zipfEn.count {
                zipfEn.append(0)
                zipfFr.append(0)
                flags.append([])
            }
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

        /// Hash of three lowercased scalars; `^` and `$` (0x5E, 0x24) mark the word's edges.
        static func trigramHash(_ scalars: [UInt32]) -> UInt64 {
            ForeignLanguageModel.trigramHash(scalars[0], scalars[1], scalars[2])
        }

        /// A row of `words.tsv` or `trigrams.tsv`: the hash of the key, its number, and whether a third column follows.
        struct Row {
            var hash: UInt64
            var value: Int
            var flagged: Bool
        }

        /// Parses `key<TAB>number[<TAB>flag]` rows straight from the bytes (100k rows in a few ms;
        /// `String` splitting took a few hundred). Comment lines start with `#`.
        static func rows(_ language: String, _ file: String) throws(LanguageDataError) -> [Row] {
            let parsed = LanguageResources.withBytes(language, file) { bytes -> [Row] in
                var rows: [Row] = []
                rows.reserveCapacity(bytes.count / 10)
                var i = 0
                while i < bytes.count {
                    var end = i
                    while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                    defer { i = end + 1 }
                    guard end > i, bytes[i] != UInt8(ascii: "#") else { continue }
                    var tab = i
                    while tab < end, bytes[tab] != 0x09 { tab += 1 }
                    guard tab < end else { continue }
                    var hash = WordHash()
                    var j = i
                    while j < tab {
                        let (value, length) = WordScanner.decode(bytes, at: j)
                        hash.add(ScalarKind(value).normalized(value))
                        j += length
                    }
                    var number = 0
                    var negative = false
                    j = tab + 1
                    if j < end, bytes[j] == UInt8(ascii: "-") { negative = true; j += 1 }
                    while j < end, bytes[j] >= 0x30, bytes[j] <= 0x39 { number = number * 10 + Int(bytes[j] - 0x30); j += 1 }
                    rows.append(Row(hash: hash.value, value: negative ? -number : number, flagged: j < end && bytes[j] == 0x09))
                }
                return rows
            }
            guard let parsed else { throw LanguageDataError(file: "\(language)/\(file)", expected: "the file to exist") }
            return parsed
        }

        /// The non-comment, non-empty lines of a resource file.
        private static func lines(_ language: String, _ file: String, keepingComments: Bool = false) throws(LanguageDataError) -> [String] {
            let text = try LanguageResources.required(language, file)
            return text.splitASCII("\n").compactMap { line in
                if line.hasPrefix("#") && !(keepingComments && line.hasPrefix("#floor")) { return nil }
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                return trimmed.isEmpty ? nil : trimmed
            }
        }
    }
}
