/// A bounded memo of spelled numbers, one per thread (`ThreadState.memo`): what makes a UI that
/// shows the same numbers again and again cheaper than ICU itself.
///
/// A small CPU-cache-like table: 1,024 sets of 2 entries, keyed by (rule-set speller id, value),
/// hashed with two multiplications (no `Hasher`). A new entry goes first in its set and pushes the
/// older one to second place, so two values that share a set both stay. Bounded by construction:
/// it never holds more than `capacity` entries, and storing never scans or rehashes.
///
/// A value is stored the second time it is spelled within a while, not the first: a 16 KB table
/// of fingerprints remembers what was seen. Random numbers, which never come back, then cost no
/// entry, no eviction of a cold `String` and no cache lines of the table; a UI's repeated numbers
/// are memoized from their second call on.
///
/// Not thread-safe by design: each thread owns its own (see `ThreadState`, which stores it inline,
/// one load away from the thread's state, and calls `deallocate()` when the thread exits).
struct SpellingMemo {
    struct Entry {
        /// `RuleSetSpeller.id`; 0 marks an empty entry (ids start at 1).
        var owner: Int
        var value: Int64
        var words: String
    }

    static let setCount = 1024
    static let ways = 2
    static let capacity = setCount * ways

    // Raw storage held by `let`s: no exclusivity checks on the hot path.
    private let entries: UnsafeMutablePointer<Entry>
    private let fingerprints = Fingerprints(count: 4096)

    init() {
        entries = .allocate(capacity: Self.capacity)
        entries.initialize(repeating: Entry(owner: 0, value: 0, words: ""), count: Self.capacity)
    }

    func deallocate() {
        entries.deinitialize(count: Self.capacity)
        entries.deallocate()
        fingerprints.deallocate()
    }

    /// The owner's part of the hash, computed once per owner (`RuleSetSpeller.memoSalt`), so
    /// that a lookup multiplies once.
    @inline(__always)
    static func salt(owner: Int) -> UInt64 { UInt64(UInt(bitPattern: owner)) &* 0x9E37_79B9_7F4A_7C15 }

    @inline(__always)
    private static func mix(salt: UInt64, value: Int64) -> UInt64 {
        (UInt64(bitPattern: value) &+ salt) &* 0xBF58_476D_1CE4_E5B9
    }

    @inline(__always)
    private func set(salt: UInt64, value: Int64) -> UnsafeMutablePointer<Entry> {
        entries + Int(truncatingIfNeeded: Self.mix(salt: salt, value: value) >> 54) &* Self.ways
    }

    /// Whether (owner, value) was seen lately, so that it is worth an entry; remembers it if not.
    @inline(__always)
    func seenBefore(salt: UInt64, value: Int64) -> Bool {
        fingerprints.seenBefore(Self.mix(salt: salt, value: value))
    }

    @inline(__always)
    func words(owner: Int, salt: UInt64, value: Int64) -> String? {
        let set = set(salt: salt, value: value)
        if set[0].value == value, set[0].owner == owner { return set[0].words }
        if set[1].value == value, set[1].owner == owner { return set[1].words }
        return nil
    }

    @inline(__always)
    func store(_ words: String, owner: Int, salt: UInt64, value: Int64) {
        let set = set(salt: salt, value: value)
        swap(&set[0], &set[1])
        set[0] = Entry(owner: owner, value: value, words: words)
    }

    /// Entries held for one owner (tests).
    func count(owner: Int) -> Int {
        (0..<Self.capacity).reduce(0) { $0 + (entries[$1].owner == owner ? 1 : 0) }
    }

    func removeAll() {
        for index in 0..<Self.capacity { entries[index] = Entry(owner: 0, value: 0, words: "") }
        fingerprints.removeAll()
    }
}

/// The last few locale identifiers a thread resolved to number spellers, so that
/// `Speakable.normalize(_:locale:)` finds its engine without a lock or a hash.
///
/// Not thread-safe by design: each thread owns its own (see `ThreadState`).
final class RecentSpellers {
    static let capacity = 4
    /// The identifiers (nil: an empty slot), their spellers (nil: known to be unsupported), and
    /// the same spellers read without a retain (`withSpeller(for:_:)`), in parallel rows so that
    /// a lookup copies no entry (copying one would retain its speller).
    private let identifiers: UnsafeMutablePointer<String?>
    private let spellers: UnsafeMutablePointer<NumberSpeller?>
    private let unretained: UnsafeMutablePointer<Unmanaged<NumberSpeller>?>
    private let next: UnsafeMutablePointer<Int>
    /// Whether a speller is lent out (`withSpeller(for:_:)`): entries then stay as they are.
    private let lending: UnsafeMutablePointer<Bool>

    init() {
        identifiers = .allocate(capacity: Self.capacity)
        identifiers.initialize(repeating: nil, count: Self.capacity)
        spellers = .allocate(capacity: Self.capacity)
        spellers.initialize(repeating: nil, count: Self.capacity)
        unretained = .allocate(capacity: Self.capacity)
        unretained.initialize(repeating: nil, count: Self.capacity)
        next = .allocate(capacity: 1)
        next.initialize(to: 0)
        lending = .allocate(capacity: 1)
        lending.initialize(to: false)
    }

    deinit {
        identifiers.deinitialize(count: Self.capacity)
        identifiers.deallocate()
        spellers.deinitialize(count: Self.capacity)
        spellers.deallocate()
        unretained.deallocate()
        next.deallocate()
        lending.deallocate()
    }

    /// `.some(nil)` for an identifier known to be unsupported; nil when not seen lately.
    @inline(__always)
    func speller(for identifier: String) -> NumberSpeller?? {
        for index in 0..<Self.capacity where identifiers[index] == identifier {
            return .some(spellers[index])
        }
        return nil
    }

    /// `body` with the speller of a recent `identifier`, borrowed from its entry without a retain;
    /// nil when the identifier was not seen lately or is unsupported. A retain and a release of
    /// the one speller that every thread shares would make two threads bounce its reference
    /// count's cache line at every call (`normalize_ui_string_2_threads`). While `body` runs, the
    /// table keeps its entries (a nested `store` is dropped), so the lent speller stays alive.
    @inline(__always)
    func withSpeller<Result>(for identifier: String, _ body: (NumberSpeller) -> Result) -> Result? {
        for index in 0..<Self.capacity where identifiers[index] == identifier {
            guard let speller = unretained[index] else { return nil }
            let outer = lending.pointee
            lending.pointee = true
            defer { lending.pointee = outer }
            return speller._withUnsafeGuaranteedRef(body)
        }
        return nil
    }

    func store(_ speller: NumberSpeller?, for identifier: String) {
        guard !lending.pointee else { return }
        let index = next.pointee
        identifiers[index] = identifier
        spellers[index] = speller
        unretained[index] = speller.map(Unmanaged.passUnretained)
        next.pointee = (index + 1) % Self.capacity
    }

    func removeAll() {
        guard !lending.pointee else { return }
        for index in 0..<Self.capacity {
            identifiers[index] = nil
            spellers[index] = nil
            unretained[index] = nil
        }
    }
}

/// The rule-set spellers a thread used lately, keyed by (number speller id, kind-and-agreement
/// code), so that finding one takes no lock and hashes no struct. Direct-mapped, 256 entries; a
/// collision just asks the shared cache again.
///
/// Not thread-safe by design: each thread owns its own (see `ThreadState`).
final class RecentRuleSets {
    struct Entry {
        /// `NumberSpeller.id`; 0 marks an empty entry.
        var owner: Int
        var code: Int
        var speller: RuleSetSpeller?
    }

    static let capacity = 256
    private let entries: UnsafeMutablePointer<Entry>

    init() {
        entries = .allocate(capacity: Self.capacity)
        entries.initialize(repeating: Entry(owner: 0, code: 0, speller: nil), count: Self.capacity)
    }

    deinit {
        entries.deinitialize(count: Self.capacity)
        entries.deallocate()
    }

    @inline(__always)
    private func entry(owner: Int, code: Int) -> UnsafeMutablePointer<Entry> {
        entries + ((owner &* 113 &+ code) & (Self.capacity - 1))
    }

    /// `.some(nil)` for a combination known to have no rule set; nil when not seen lately.
    @inline(__always)
    func speller(owner: Int, code: Int) -> RuleSetSpeller?? {
        let entry = entry(owner: owner, code: code)
        guard entry.pointee.owner == owner, entry.pointee.code == code else { return nil }
        return .some(entry.pointee.speller)
    }

    func store(_ speller: RuleSetSpeller?, owner: Int, code: Int) {
        entry(owner: owner, code: code).pointee = Entry(owner: owner, code: code, speller: speller)
    }

    func removeAll() {
        for index in 0..<Self.capacity { entries[index] = Entry(owner: 0, code: 0, speller: nil) }
    }
}

/// What a memo saw lately, as 32-bit fingerprints of 64-bit hashes in a direct-mapped table: a
/// memo stores a key the second time it comes within a while, so keys that never come back
/// (random numbers, a string table's values) take no entry and evict nothing.
///
/// Not thread-safe by design: each memo, and so each thread, owns its own.
struct Fingerprints {
    private let slots: UnsafeMutablePointer<UInt32>
    private let mask: Int

    /// `count`: a power of two.
    init(count: Int) {
        precondition(count > 0 && count & (count - 1) == 0)
        slots = .allocate(capacity: count)
        slots.initialize(repeating: 0, count: count)
        mask = count - 1
    }

    func deallocate() { slots.deallocate() }

    /// Whether `hash` was seen lately; remembers it if not.
    @inline(__always)
    func seenBefore(_ hash: UInt64) -> Bool {
        let slot = slots + (Int(truncatingIfNeeded: hash >> 20) & mask)
        let fingerprint = UInt32(truncatingIfNeeded: hash >> 32) | 1
        if slot.pointee == fingerprint { return true }
        slot.pointee = fingerprint
        return false
    }

    func removeAll() { slots.update(repeating: 0, count: mask + 1) }
}
