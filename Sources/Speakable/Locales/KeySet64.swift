/// A set of 64-bit keys (never 0) in one array, open addressing: the sketches of tables not
/// built yet (`SymbolSketch`, `LazyWordDictionary`) ask it without hashing a `String` or using a
/// `Set` (whose first use costs the runtime a scan of every conformance of the process).
///
/// ```swift
/// var keys = KeySet64(capacity: 100)
/// keys.insert(42)
/// keys.contains(42)   // true
/// keys.contains(7)    // false
/// ```
struct KeySet64: Sendable {
    private var keys: [UInt64]
    private var mask: Int
    private(set) var count = 0

    /// An empty set with room for about `capacity` keys before it grows.
    init(capacity: Int = 32) {
        var size = 64
        while size < capacity * 2 { size *= 2 }
        keys = Array(repeating: 0, count: size)
        mask = size - 1
    }

    @inline(__always) private static func slot(_ key: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    }

    @inline(__always) func contains(_ key: UInt64) -> Bool {
        var slot = Self.slot(key, mask: mask)
        while true {
            let found = keys[slot]
            if found == key { return true }
            if found == 0 { return false }
            slot = (slot + 1) & mask
        }
    }

    /// The set of `keys` (none 0): a precompiled sketch (`LanguageSketches`).
    init(keys: [UInt64]) {
        self.init(capacity: keys.count)
        for key in keys { insert(key) }
    }

    /// The keys, sorted: what a precompiled sketch stores.
    var sortedKeys: [UInt64] { keys.filter { $0 != 0 }.sorted() }

    /// Adds `key` (not 0); grows at half full.
    mutating func insert(_ key: UInt64) {
        precondition(key != 0)
        if (count + 1) * 2 > keys.count {
            let old = keys
            keys = Array(repeating: 0, count: old.count * 2)
            mask = keys.count - 1
            count = 0
            for key in old where key != 0 { insert(key) }
        }
        var slot = Self.slot(key, mask: mask)
        while keys[slot] != 0 {
            if keys[slot] == key { return }
            slot = (slot + 1) & mask
        }
        keys[slot] = key
        count += 1
    }
}
