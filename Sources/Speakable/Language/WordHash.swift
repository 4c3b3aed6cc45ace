/// The 64-bit hash of a lowercased word, built one scalar at a time while scanning.
///
/// FNV-1a over scalar values with a final mix, so the detector never builds a `String` per word:
/// `WordHash.of("Week-end") == WordHash.of("week-end")`, and typographic apostrophes hash as `'`.
/// Collisions among the ~100k shipped words are improbable (birthday bound about 3e-10).
struct WordHash: Hashable, Sendable {
    static let seed: UInt64 = 0xcbf2_9ce4_8422_2325
    var state: UInt64 = WordHash.seed

    @inline(__always) mutating func add(_ value: UInt32) {
        state = (state ^ UInt64(value)) &* 0x0000_0100_0000_01b3
    }

    /// The final hash, never 0 (0 marks an empty slot of `HashIndex`).
    @inline(__always) var value: UInt64 {
        var h = state
        h ^= h >> 33
        h &*= 0xff51_afd7_ed55_8ccd
        h ^= h >> 33
        h &*= 0xc4ce_b9fe_1a85_ec53
        h ^= h >> 33
        return h == 0 ? 1 : h
    }

    /// The hashes of the words of a phrase, as the scanner reads them ("maître d'" -> "maître", "d").
    static func words(in phrase: String) -> [UInt64] {
        WordScanner.words(in: phrase).map(\.hash)
    }

    /// The hash of one word or part as stored in the data files (lowercased, joiners normalized).
    static func of<S: StringProtocol>(_ word: S) -> UInt64 {
        var hash = WordHash()
        for scalar in word.unicodeScalars {
            let kind = ScalarKind(scalar.value)
            hash.add(kind.normalized(scalar.value))
        }
        return hash.value
    }
}

/// What one Unicode scalar is to the word scanner; case mapping without `String` allocation.
struct ScalarKind: Sendable {
    enum Class: UInt8, Sendable {
        case latin, cyrillic, otherLetter, digit, mark
        /// Joins two letters into one word: hyphen or apostrophe (starts a new part).
        case joiner
        /// Joins two letters or digits into one technical token ("apple.com", "a@b", "et/ou").
        case technical
        case space
        /// A comma: a weak boundary.
        case comma
        /// ":" and ";": a boundary a little weaker than a comma.
        case colon
        /// ">", "›", "→", "|", "•": between the steps of a menu path, usually of one language.
        case path
        /// Quotes, brackets, sentence ends: a strong boundary where a span may start or end.
        case boundary
        case other
    }

    let kind: Class
    let isUpper: Bool

    /// Classes of the first 0x500 scalars (ASCII, Latin, Cyrillic): one load instead of a switch.
    static let table = ScalarTable()

    @inline(__always) init(_ v: UInt32) {
        self.init(v, table: Self.table.entries)
    }

    /// With the table fetched once by the caller (the scanner's hot loop).
    @inline(__always) init(_ v: UInt32, table: UnsafePointer<UInt8>) {
        if v < ScalarTable.count {
            let entry = table[Int(v)]
            self.init(kind: unsafeBitCast(entry & 0x0F, to: Class.self), isUpper: entry & 0x10 != 0)
        } else {
            self.init(classifying: v)
        }
    }

    init(kind: Class, isUpper: Bool) {
        self.kind = kind
        self.isUpper = isUpper
    }

    init(classifying v: UInt32) {
        switch v {
        case 0x61...0x7A: kind = .latin; isUpper = false
        case 0x41...0x5A: kind = .latin; isUpper = true
        case 0x30...0x39: kind = .digit; isUpper = false
        case 0x20, 0x09, 0x0A, 0x0D, 0xA0, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: kind = .space; isUpper = false
        case 0x27, 0x2019, 0x2BC, 0x2D, 0x2010, 0x2011: kind = .joiner; isUpper = false
        case 0x2E, 0x40, 0x5F, 0x2F: kind = .technical; isUpper = false
        case 0x2C: kind = .comma; isUpper = false
        case 0xC0...0xD6, 0xD8...0xDE: kind = .latin; isUpper = true
        case 0xDF...0xF6, 0xF8...0xFF: kind = .latin; isUpper = false
        case 0x100...0x137, 0x14A...0x177: kind = .latin; isUpper = v & 1 == 0
        case 0x139...0x148, 0x179...0x17E: kind = .latin; isUpper = v & 1 == 1
        case 0x178: kind = .latin; isUpper = true
        case 0x138, 0x149, 0x17F...0x24F: kind = .latin; isUpper = false
        case 0x1E00...0x1EFF: kind = .latin; isUpper = v & 1 == 0
        case 0x400...0x42F: kind = .cyrillic; isUpper = true
        case 0x430...0x45F: kind = .cyrillic; isUpper = false
        case 0x460...0x481, 0x48A...0x52F: kind = .cyrillic; isUpper = v & 1 == 0
        case 0x482...0x489: kind = .cyrillic; isUpper = false
        case 0x300...0x36F: kind = .mark; isUpper = false
        case 0x3A, 0x3B: kind = .colon; isUpper = false
        case 0x3E, 0x7C, 0x203A, 0x2192, 0x25B8, 0x2022: kind = .path; isUpper = false
        case 0x21, 0x22, 0x28, 0x29, 0x3C, 0x3F, 0x5B, 0x5D, 0x7B, 0x7D,
             0xAB, 0xBB, 0x2013, 0x2014, 0x2018, 0x201A, 0x201C...0x201E, 0x2026, 0x2039:
            kind = .boundary; isUpper = false
        default:
            if v < 0x80 {
                kind = .other
            } else if let scalar = Unicode.Scalar(v), scalar.properties.isAlphabetic {
                kind = .otherLetter
            } else {
                kind = .other
            }
            isUpper = false
        }
    }

    /// The scalar as hashed: lowercase Latin and Cyrillic, `'` for every apostrophe, `-` for every hyphen.
    @inline(__always) func normalized(_ v: UInt32) -> UInt32 {
        switch kind {
        case .latin, .cyrillic:
            guard isUpper else { return v }
            switch v {
            case 0x41...0x5A, 0xC0...0xDE: return v + 0x20
            case 0x178: return 0xFF
            case 0x400...0x40F: return v + 0x50
            case 0x410...0x42F: return v + 0x20
            default: return v + 1
            }
        case .joiner:
            return v == 0x2D || v == 0x2010 || v == 0x2011 ? 0x2D : 0x27
        default:
            return v
        }
    }

    var isLetter: Bool { kind == .latin || kind == .cyrillic || kind == .otherLetter }
}

/// `ScalarKind` of every scalar below 0x500, one byte each (class in the low nibble, 0x10 = uppercase).
struct ScalarTable: @unchecked Sendable {
    // Sendable notes: `entries` is written once in `init` and never freed nor written again.
    static let count: UInt32 = 0x500
    let entries: UnsafePointer<UInt8>

    init() {
        let entries = UnsafeMutablePointer<UInt8>.allocate(capacity: Int(Self.count))
        for v in 0..<Self.count {
            let kind = ScalarKind(classifying: v)
            entries[Int(v)] = kind.kind.rawValue | (kind.isUpper ? 0x10 : 0)
        }
        self.entries = UnsafePointer(entries)
    }
}

/// An open-addressing table from a word hash to a row index, built once and read without locks.
/// It keeps its load at most 0.7, doubling when an insertion would pass it, so its size follows
/// the distinct keys rather than a guess (the tagging model's 72k words take 131,072 slots, 1.5 MB).
struct HashIndex: Sendable {
    private var keys: [UInt64]
    private var rows: [Int32]
    private var mask: Int
    /// The keys stored.
    private(set) var count = 0

    /// A table sized for about `capacity` distinct keys.
    init(capacity: Int) {
        var size = 16
        while size * 7 < capacity * 10 { size <<= 1 }
        keys = Array(repeating: 0, count: size)
        rows = Array(repeating: -1, count: size)
        mask = size - 1
    }

    /// The slots in the table (for tests and the memory report).
    var slotCount: Int { keys.count }

    /// The row of `hash`, inserting `row` when absent.
    mutating func insert(_ hash: UInt64, row: Int32) -> Int32 {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while keys[slot] != 0 {
            if keys[slot] == hash { return rows[slot] }
            slot = (slot + 1) & mask
        }
        if (count + 1) * 10 > keys.count * 7 {
            grow()
            return insert(hash, row: row)
        }
        keys[slot] = hash
        rows[slot] = row
        count += 1
        return row
    }

    private mutating func grow() {
        var larger = HashIndex(capacity: 0)
        let size = keys.count * 2
        larger.keys = Array(repeating: 0, count: size)
        larger.rows = Array(repeating: -1, count: size)
        larger.mask = size - 1
        for slot in keys.indices where keys[slot] != 0 { _ = larger.insert(keys[slot], row: rows[slot]) }
        self = larger
    }

    @inline(__always) func row(_ hash: UInt64) -> Int32? {
        keys.withUnsafeBufferPointer { keys in
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let key = keys[slot]
                if key == hash { return rows[slot] }
                if key == 0 { return nil }
                slot = (slot + 1) & mask
            }
        }
    }
}

extension HashIndex {
    /// Calls `body` with every key and its row, in slot order.
    func forEach(_ body: (_ key: UInt64, _ row: Int32) -> Void) {
        for slot in keys.indices where keys[slot] != 0 { body(keys[slot], rows[slot]) }
    }
}

/// The read-only form of a `HashIndex`: keys sorted, and where each bucket of their top bits
/// starts, so a lookup scans a few neighbouring keys (about three, in one cache line) instead of
/// probing a table kept 30 % empty. For the tagging model's ~95k words: 12 bytes a key and 128 KB
/// of bucket starts, 1.3 MB instead of the 3.1 MB that the open-addressing table takes once it has
/// grown to 262,144 slots.
///
/// ```swift
/// var index = HashIndex(capacity: 2)
/// _ = index.insert(WordHash.of("chat"), row: 0)
/// SortedHashIndex(index).row(WordHash.of("chat"))   // 0
/// SortedHashIndex(index).row(WordHash.of("cat"))    // nil
/// ```
struct SortedHashIndex: Sendable {
    private let keys: [UInt64]
    private let rows: [Int32]
    /// `starts[b] ..< starts[b + 1]`: the keys whose top bits are `b`.
    private let starts: [UInt32]
    private let shift: UInt64

    init(_ index: HashIndex) {
        var pairs: [(key: UInt64, row: Int32)] = []
        pairs.reserveCapacity(index.count)
        index.forEach { pairs.append(($0, $1)) }
        pairs.sort { $0.key < $1.key }
        keys = pairs.map(\.key)
        rows = pairs.map(\.row)
        // About four keys a bucket: a power of two at least count / 4.
        var bits: UInt64 = 4
        while (1 << bits) * 4 < pairs.count { bits += 1 }
        shift = 64 - bits
        var starts = [UInt32](repeating: 0, count: (1 << Int(bits)) + 1)
        var bucket = 0
        for (position, key) in keys.enumerated() {
            let keyBucket = Int(key >> shift)
            while bucket <= keyBucket { starts[bucket] = UInt32(position); bucket += 1 }
        }
        while bucket < starts.count { starts[bucket] = UInt32(keys.count); bucket += 1 }
        self.starts = starts
    }

    /// The keys stored.
    var count: Int { keys.count }

    /// Bytes of the three arrays (for the memory report and tests).
    var byteCount: Int { keys.count * 8 + rows.count * 4 + starts.count * 4 }

    @inline(__always) func row(_ hash: UInt64) -> Int32? {
        let bucket = Int(hash >> shift)
        return starts.withUnsafeBufferPointer { starts in
            keys.withUnsafeBufferPointer { keys in
                var position = Int(starts[bucket])
                let end = Int(starts[bucket + 1])
                while position < end {
                    let key = keys[position]
                    if key == hash { return rows[position] }
                    if key > hash { return nil }
                    position += 1
                }
                return nil
            }
        }
    }
}
