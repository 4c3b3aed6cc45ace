/// One rule set's words for the parts a number below 10^12 is read in, as UTF-8, kept by each
/// thread. ICU reads 123,456,789 as the words of 123,000,000 ("leading" part), then those of
/// 456,000 and of 789 as they sound after a larger part ("following" parts: ru 1,000 alone is
/// "тысяча" but 1,001,000 is "один миллион одна тысяча", so a following part is cut out of
/// ICU's words for 1,001,000). The self-check below makes sure joining parts gives ICU's words,
/// for each rule set on each ICU; once the parts are known a number never seen before costs
/// three table reads and one copy instead of a rule-based format.
///
/// At most 7,000 entries (about 150 KB in Russian) per rule set, and a thread keeps the tables
/// of at most `ThreadState.chunkTableCount` rule sets: bounded by construction. Entries are raw
/// bytes in one arena, so a read retains nothing. Not thread-safe by design (see `ThreadState`).
final class ChunkTable {
    /// `RuleSetSpeller.id` of the rule set.
    let owner: Int
    /// Whether joining parts gives ICU's own words for this rule set (false: always ask ICU).
    private(set) var composes = false

    /// Leading parts n × 1000^k at k × 1000 + n (k = 1...3); following parts at 4000 + k × 1000 + n
    /// (k = 0...2).
    static let slotCount = 7000
    /// Below 10^12: billions are the largest part.
    static let limit: Int64 = 1_000_000_000_000

    /// (offset << 8) | length for each slot; 0 while the slot is empty.
    private let slots: UnsafeMutablePointer<UInt32>
    private var arena: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var used = 0

    init(owner: Int) {
        self.owner = owner
        slots = .allocate(capacity: Self.slotCount)
        slots.initialize(repeating: 0, count: Self.slotCount)
        capacity = 4096
        arena = .allocate(capacity: capacity)
    }

    deinit {
        slots.deallocate()
        arena.deallocate()
    }

    /// Numbers whose reading shows whether parts join into ICU's words: round thousands and
    /// millions (fr "quatre-vingt mille" but "quatre-vingts millions"), "et un" and feminine
    /// thousands (fr "vingt et un mille", ru "двадцать одна тысяча"), hundreds (fr "deux cent
    /// mille" / "deux cents"), and each scale followed by a small rest.
    static let probes: [Int64] = [
        1001, 1080, 1100, 2000, 2001, 21000, 21001, 22022, 80000, 80080, 100_001, 101_000, 200_000,
        200_200, 999_999, 1_000_000, 1_000_001, 1_001_000, 2_001_000, 5_002_001, 2_000_000,
        21_000_021, 21_021_000, 80_000_000, 200_000_000, 123_456_789, 1_000_000_000,
        1_000_000_001, 2_001_001_001, 80_080_080_080, 999_999_999_999,
    ]

    /// Runs the self-check: `spell` (ICU's words for the whole number) against the joined parts.
    func check(composing compose: (Int64) -> String?, spell: (Int64) -> String?) {
        composes = true
        for probe in Self.probes where compose(probe) != spell(probe) {
            composes = false
            return
        }
    }

    /// The slot of `part × 1000^scale` (part below 1,000) as the first part (scale 1...3) or
    /// after a larger one (scale 0...2).
    @inline(__always) static func slot(part: Int64, scale: Int, leading: Bool) -> Int {
        (leading ? 0 : 4000) &+ scale &* 1000 &+ Int(truncatingIfNeeded: part)
    }

    /// The bytes of a filled slot.
    @inline(__always) func bytes(_ slot: Int) -> UnsafeBufferPointer<UInt8> {
        let entry = slots[slot]
        return UnsafeBufferPointer(start: arena + Int(entry >> 8), count: Int(entry & 0xFF))
    }

    /// Whether the slot holds words.
    @inline(__always) func has(_ slot: Int) -> Bool { slots[slot] != 0 }

    @inline(__always) func length(_ slot: Int) -> Int { Int(slots[slot] & 0xFF) }

    /// Copies the slot's bytes to `destination`; returns the count.
    @inline(__always) func copy(_ slot: Int, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        let entry = slots[slot]
        let count = Int(entry & 0xFF)
        destination.update(from: arena + Int(entry >> 8), count: count)
        return count
    }

    /// Stores words for a slot; false when they do not fit an entry (over 255 bytes).
    func store(_ bytes: UnsafeBufferPointer<UInt8>, in slot: Int) -> Bool {
        guard !bytes.isEmpty, bytes.count <= 0xFF, used + bytes.count < 1 << 24 else { return false }
        if used + bytes.count > capacity {
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: max(capacity * 2, used + bytes.count))
            grown.initialize(from: arena, count: used)
            arena.deallocate()
            arena = grown
            capacity = max(capacity * 2, used + bytes.count)
        }
        (arena + used).initialize(from: bytes.baseAddress!, count: bytes.count)
        slots[slot] = UInt32(used) << 8 | UInt32(bytes.count)
        used += bytes.count
        return true
    }

    /// Entries held (tests).
    var count: Int { (0..<Self.slotCount).reduce(0) { $0 + (slots[$1] != 0 ? 1 : 0) } }
}

/// The chunk tables of the rule sets a thread used lately: direct-mapped by rule-set id, so a
/// thread holds at most `capacity` tables. Not thread-safe by design (see `ThreadState`).
final class RecentChunkTables {
    static let capacity = 4
    private var tables: [ChunkTable?] = Array(repeating: nil, count: capacity)

    @inline(__always) func table(owner: Int) -> ChunkTable? {
        let table = tables[owner & (Self.capacity - 1)]
        return table?.owner == owner ? table : nil
    }

    func install(_ table: ChunkTable) { tables[table.owner & (Self.capacity - 1)] = table }

    func removeAll() { tables = Array(repeating: nil, count: Self.capacity) }
}
