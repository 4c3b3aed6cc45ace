#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A bounded memo of normalized UI strings, one per thread (`ThreadState.texts`): a screen shows
/// the same labels again and again ("5 minutes" in every cell a table view reuses), and a hit
/// costs one hash of the string's bytes and one comparison instead of a scan.
///
/// 256 sets of 4 entries (four ways, so that a screen's labels that share a set do not evict each
/// other in turn) keyed by (engine id, registry epoch, text); strings longer than
/// `maxBytes` UTF-8 bytes are never stored, so a thread holds at most `capacity` entries of at
/// most `maxBytes` bytes each, plus their spoken forms. A text takes a free way at once; in a
/// full set, like in `SpellingMemo`, it gets an entry the second time it is seen within a while (a table of 1,024 fingerprints remembers the first),
/// so a stream of unique strings (a string-table conversion) evicts nothing and stores nothing.
///
/// The epoch is `AbbreviationRegistry.epoch`: registering abbreviations makes every older entry
/// unreachable. Not thread-safe by design: each thread owns its own (see `ThreadState`).
struct TextMemo {
    struct Entry {
        /// `NumberSpeller.id`; 0 marks an empty entry.
        var owner: Int
        var epoch: Int
        var hash: UInt64
        var text: String
        var spoken: String
    }

    static let setCount = 256
    static let ways = 4
    static let capacity = setCount * ways
    /// The longest text stored, in UTF-8 bytes: UI labels, not paragraphs.
    static let maxBytes = 256
    private let entries: UnsafeMutablePointer<Entry>
    private let fingerprints = Fingerprints(count: 1024)

    init() {
        entries = .allocate(capacity: Self.capacity)
        entries.initialize(repeating: Entry(owner: 0, epoch: 0, hash: 0, text: "", spoken: ""), count: Self.capacity)
    }

    func deallocate() {
        entries.deinitialize(count: Self.capacity)
        entries.deallocate()
        fingerprints.deallocate()
    }

    /// A 64-bit hash of `bytes`, eight at a time (multiply-xorshift, no `Hasher`): texts are a few
    /// dozen bytes and SipHash would cost as much as the rest of a hit.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt64 {
        var state = seed ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
        guard let base = bytes.baseAddress else { return state }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= bytes.count {
            state = (state ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
            state ^= state >> 31
            index += 8
        }
        if index < bytes.count {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while index < bytes.count {
                tail |= UInt64(base[index]) << shift
                shift += 8
                index += 1
            }
            state = (state ^ tail) &* 0x94D0_49BB_1331_11EB
        }
        state ^= state >> 29
        state = state &* 0xBF58_476D_1CE4_E5B9
        return state ^ (state >> 32)
    }

    @inline(__always)
    private func set(_ hash: UInt64) -> UnsafeMutablePointer<Entry> {
        entries + Int(truncatingIfNeeded: hash & UInt64(Self.setCount - 1)) &* Self.ways
    }

    @inline(__always)
    func spoken(owner: Int, epoch: Int, hash: UInt64, text: String) -> String? {
        let set = set(hash)
        for way in 0..<Self.ways {
            let entry = set + way
            if entry.pointee.hash == hash, entry.pointee.owner == owner, entry.pointee.epoch == epoch,
               Self.sameBytes(entry.pointee.text, text) {
                return entry.pointee.spoken
            }
        }
        return nil
    }

    /// Whether two texts have the same UTF-8 bytes. Not `==`: String equality is canonical
    /// equivalence, which for two distinct non-ASCII strings (the usual case: a label is built
    /// anew each time it is shown) normalizes both, and costs more than the scan it saves.
    @inline(__always)
    static func sameBytes(_ stored: String, _ text: String) -> Bool {
        let left = stored.utf8, right = text.utf8
        guard left.count == right.count else { return false }
        return left.withContiguousStorageIfAvailable { a in
            right.withContiguousStorageIfAvailable { b in
                // (memcmp: `elementsEqual` compares a byte per iteration.)
                guard let x = a.baseAddress, let y = b.baseAddress else { return true }
                return memcmp(x, y, a.count) == 0
            }
        }.flatMap { $0 } ?? left.elementsEqual(right)
    }

    /// Whether the set of `hash` still has an empty way (a text then takes it at once).
    @inline(__always)
    func hasFreeWay(_ hash: UInt64) -> Bool { set(hash)[Self.ways - 1].owner == 0 }

    /// Whether `hash` was seen lately, so that its text is worth an entry; remembers it if not.
    @inline(__always)
    func seenBefore(_ hash: UInt64) -> Bool { fingerprints.seenBefore(hash) }

    func store(_ spoken: String, for text: String, owner: Int, epoch: Int, hash: UInt64) {
        let set = set(hash)
        // The newest first; the oldest of the set goes.
        for way in stride(from: Self.ways - 1, to: 0, by: -1) { swap(&set[way], &set[way - 1]) }
        set[0] = Entry(owner: owner, epoch: epoch, hash: hash, text: text, spoken: spoken)
    }

    /// Entries held for one owner (tests).
    func count(owner: Int) -> Int {
        (0..<Self.capacity).reduce(0) { $0 + (entries[$1].owner == owner ? 1 : 0) }
    }

    func removeAll() {
        for index in 0..<Self.capacity { entries[index] = Entry(owner: 0, epoch: 0, hash: 0, text: "", spoken: "") }
        fingerprints.removeAll()
    }
}

extension Speakable {
    /// Entries the calling thread's memo of texts holds for `locale` (tests).
    static func textMemoCount(locale: String) -> Int {
        guard let speller = speller(for: locale) else { return 0 }
        return PerThread.state.texts.count(owner: speller.id)
    }
}

extension Normalizer {
    /// `normalize(_:)` through the calling thread's `TextMemo`: what `Speakable.normalize` runs.
    /// Static, so that a hit reads the speller (borrowed) without building a `Normalizer`, whose
    /// copy of the reference would be a retain and a release of the object every thread shares.
    @inline(__always)
    static func normalizeMemoized(_ text: String, speller: NumberSpeller) -> String {
        let utf8 = text.utf8
        guard !utf8.isEmpty, utf8.count <= TextMemo.maxBytes,
              let hash = utf8.withContiguousStorageIfAvailable({ TextMemo.hash($0, seed: speller.textMemoSeed) })
        else { return Normalizer(speller: speller).normalize(text) }
        let epoch = AbbreviationRegistry.currentEpoch
        let owner = speller.id
        return PerThread.withState { state in
            if let hit = state.texts.spoken(owner: owner, epoch: epoch, hash: hash, text: text) { return hit }
            return normalizeAndStore(text, speller: speller, state: state, owner: owner, epoch: epoch, hash: hash)
        }
    }

    @inline(never)
    private static func normalizeAndStore(_ text: String, speller: NumberSpeller, state: ThreadState, owner: Int, epoch: Int, hash: UInt64) -> String {
        let spoken = Normalizer(speller: speller).normalize(text)
        if state.texts.seenBefore(hash) || state.texts.hasFreeWay(hash) { state.texts.store(spoken, for: text, owner: owner, epoch: epoch, hash: hash) }
        return spoken
    }
}
