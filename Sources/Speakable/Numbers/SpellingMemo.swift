/// A bounded memo of spelled numbers, one per thread (`ThreadState.memo`): what makes a UI that
/// shows the same numbers again and again cheaper than ICU itself.
///
/// A small CPU-cache-like table: 1,024 sets of 2 entries, keyed by (rule-set speller id, value),
/// hashed with two multiplications (no `Hasher`). A new entry goes first in its set and pushes the
/// older one to second place, so two values that share a set both stay. Bounded by construction:
/// it never holds more than `capacity` entries, and storing never scans or rehashes.
///
/// Not thread-safe by design: each thread owns its own (see `ThreadState`).
final class SpellingMemo {
    struct Entry {
        /// `RuleSetSpeller.id`; 0 marks an empty entry (ids start at 1).
        var owner: Int
        var value: Int64
        var words: String
    }

    static let setCount = 1024
    static let ways = 2
    static let capacity = setCount * ways

    // Raw storage held by a `let`: no exclusivity checks on the hot path.
    private let entries: UnsafeMutablePointer<Entry>

    init() {
        entries = .allocate(capacity: Self.capacity)
        entries.initialize(repeating: Entry(owner: 0, value: 0, words: ""), count: Self.capacity)
    }

    deinit {
        entries.deinitialize(count: Self.capacity)
        entries.deallocate()
    }

    @inline(__always)
    private func set(owner: Int, value: Int64) -> UnsafeMutablePointer<Entry> {
        let mixed = (UInt64(bitPattern: value) &+ UInt64(UInt(bitPattern: owner)) &* 0x9E37_79B9_7F4A_7C15) &* 0xBF58_476D_1CE4_E5B9
        return entries + Int(truncatingIfNeeded: mixed >> 54) &* Self.ways
    }

    @inline(__always)
    func words(owner: Int, value: Int64) -> String? {
        let set = set(owner: owner, value: value)
        if set[0].value == value, set[0].owner == owner { return set[0].words }
        if set[1].value == value, set[1].owner == owner { return set[1].words }
        return nil
    }

    @inline(__always)
    func store(_ words: String, owner: Int, value: Int64) {
        let set = set(owner: owner, value: value)
        swap(&set[0], &set[1])
        set[0] = Entry(owner: owner, value: value, words: words)
    }

    /// Entries held for one owner (tests).
    func count(owner: Int) -> Int {
        (0..<Self.capacity).reduce(0) { $0 + (entries[$1].owner == owner ? 1 : 0) }
    }

    func removeAll() {
        for index in 0..<Self.capacity { entries[index] = Entry(owner: 0, value: 0, words: "") }
    }
}

/// The last few locale identifiers a thread resolved to number spellers, so that
/// `Speakable.normalize(_:locale:)` finds its engine without a lock or a hash.
///
/// Not thread-safe by design: each thread owns its own (see `ThreadState`).
final class RecentSpellers {
    struct Entry {
        var identifier: String
        var speller: NumberSpeller?
    }

    static let capacity = 4
    private let entries: UnsafeMutablePointer<Entry?>
    private let next: UnsafeMutablePointer<Int>

    init() {
        entries = .allocate(capacity: Self.capacity)
        entries.initialize(repeating: nil, count: Self.capacity)
        next = .allocate(capacity: 1)
        next.initialize(to: 0)
    }

    deinit {
        entries.deinitialize(count: Self.capacity)
        entries.deallocate()
        next.deallocate()
    }

    /// `.some(nil)` for an identifier known to be unsupported; nil when not seen lately.
    @inline(__always)
    func speller(for identifier: String) -> NumberSpeller?? {
        for index in 0..<Self.capacity {
            if let entry = entries[index], entry.identifier == identifier { return .some(entry.speller) }
        }
        return nil
    }

    func store(_ speller: NumberSpeller?, for identifier: String) {
        entries[next.pointee] = Entry(identifier: identifier, speller: speller)
        next.pointee = (next.pointee + 1) % Self.capacity
    }

    func removeAll() {
        for index in 0..<Self.capacity { entries[index] = nil }
    }
}
