import Atomics

/// A fixed number of slots, each holding words spelled once on first use and then shared by all
/// threads without a lock: the days, hours, minutes and years of `DateVoice`.
///
/// Each slot is an atomic lazy reference: the first thread to need it spells the words (outside
/// any lock) and publishes them; a thread that raced it keeps the published value, so every
/// reader sees the same instance. A slot whose words could not be spelled caches the failure
/// (nil). Bounded: the slot count is fixed at creation.
///
/// Sendable notes: slots are only read and written through `UnsafeAtomicLazyReference`
/// (acquire/release), and a published `Spoken` is immutable.
final class SpokenTable: @unchecked Sendable {
    /// The words of one slot (nil: spelling failed, and the caller keeps the written text).
    final class Spoken: Sendable {
        let text: String?
        init(_ text: String?) { self.text = text }
    }

    private typealias Slot = UnsafeAtomicLazyReference<Spoken>
    private let storage: UnsafeMutablePointer<Slot.Storage>
    let count: Int

    init(count: Int) {
        precondition(count > 0)
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: Slot.Storage(), count: count)
    }

    deinit {
        for index in 0..<count { _ = storage[index].dispose() }
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// The words in slot `index`, spelled with `spell` the first time.
    @inline(__always)
    func words(at index: Int, spell: () -> String?) -> String? {
        precondition(index >= 0 && index < count)
        let slot = Slot(at: storage + index)
        if let spoken = slot.load() { return spoken.text }
        return slot.storeIfNilThenLoad(Spoken(spell())).text
    }

    /// The instance in slot `index`, or nil when it was never spelled (tests).
    func spoken(at index: Int) -> Spoken? {
        precondition(index >= 0 && index < count)
        return Slot(at: storage + index).load()
    }
}
