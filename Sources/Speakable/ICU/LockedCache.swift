import Foundation

/// A small bounded dictionary behind a lock, for values that are expensive to create.
///
/// Creation runs outside the lock (opening a Russian ICU formatter takes 13 ms; other threads keep
/// reading meanwhile). When two threads race to create the same key, the first stored value wins
/// and both callers get that same instance. When full, the cache is emptied before the next insert:
/// O(1) amortized, and instances already handed out stay valid (callers hold references).
final class LockedCache<Key: Hashable & Sendable, Value>: @unchecked Sendable {
    // Sendable notes: `storage` is only touched with `lock` held.
    private let lock = NSLock()
    private var storage: [Key: Value]
    let limit: Int

    init(limit: Int) {
        precondition(limit > 0)
        self.limit = limit
        self.storage = Dictionary(minimumCapacity: min(limit, 1024))
    }

    /// The cached value, or nil on a miss.
    @inline(__always)
    func cached(_ key: Key) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return storage[key]
    }

    /// The cached value for `key`, created with `create` (outside the lock) on a miss.
    func value(for key: Key, create: () -> Value) -> Value {
        if let hit = cached(key) { return hit }
        let created = create()
        return store(created, for: key)
    }

    /// Stores `value` unless another thread stored one first; returns the value now cached.
    @discardableResult
    func store(_ value: Value, for key: Key) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let existing = storage[key] { return existing }
        if storage.count >= limit { storage.removeAll(keepingCapacity: true) }
        storage[key] = value
        return value
    }

    /// Sets the value for `key`, replacing any (for registries, not caches of created values).
    func replace(_ value: Value, for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        if storage[key] == nil, storage.count >= limit { storage.removeAll(keepingCapacity: true) }
        storage[key] = value
    }

    func remove(_ key: Key) {
        lock.lock()
        defer { lock.unlock() }
        storage[key] = nil
    }

    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        storage.removeAll()
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return storage.count
    }
}

/// One value behind a lock, for rare updates (counters, registries).
final class LockedValue<Value>: @unchecked Sendable {
    // Sendable notes: `value` is only touched with `lock` held.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
