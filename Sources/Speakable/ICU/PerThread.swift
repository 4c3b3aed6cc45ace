#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// State that each thread keeps for itself, so that the hot path takes no lock and writes no
/// memory that another thread reads: the number memo, the last locales looked up, the count of
/// ICU opens, the normalized texts. Created on a thread's first call and released when the thread exits.
///
/// Why per thread rather than one shared table behind a lock or atomics: two threads reading one
/// shared memo still bounce its cache lines (a lock's word, or the reference count of the cached
/// `String` each hit retains), which costs more than the hit itself. Here nothing is shared, so
/// two threads run twice the calls of one. The price is memory: each thread that spells numbers
/// holds at most `SpellingMemo.capacity` entries.
///
/// Sendable notes: a `ThreadState` is reachable only from its own thread (through a pthread key),
/// so its unsynchronized storage is never touched concurrently.
final class ThreadState {
    /// ICU objects opened by calls on this thread (`ICUOpenCounter`).
    var icuOpens = 0
    /// Spelled numbers, keyed by rule-set speller and value.
    let memo = SpellingMemo()
    /// The last locale identifiers resolved to number spellers (`Speakable.speller(for:)`).
    let recentSpellers = RecentSpellers()
    /// The rule-set spellers used lately (`NumberSpeller.speller(_:_:)`).
    let ruleSets = RecentRuleSets()
    /// Normalized UI strings (`Speakable.normalize`).
    let texts = TextMemo()
    /// The parts numbers are read in, for the cardinal rule sets used lately.
    let chunks = RecentChunkTables()
    /// The date voices used lately (`DateVoice.of`).
    let voices = RecentVoices()

    deinit {
        memo.deallocate()
        texts.deallocate()
    }
}

enum PerThread {
    /// The pthread key of the states. Hot callers copy it into a `let` of their own, since reading
    /// a lazily initialized static costs a `swift_once` call each time.
    static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            // Runs on thread exit: drop the thread's reference to its state.
            #if canImport(Darwin)
            Unmanaged<ThreadState>.fromOpaque(pointer).release()
            #else
            if let pointer { Unmanaged<ThreadState>.fromOpaque(pointer).release() }
            #endif
        }
        precondition(status == 0, "pthread_key_create failed: \(status)")
        return key
    }()

    /// The calling thread's state, created on first use.
    @inline(__always)
    static var state: ThreadState {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<ThreadState>.fromOpaque(pointer).takeUnretainedValue()
        }
        return makeState()
    }

    /// Runs `body` with the calling thread's state without retaining it (the thread owns it for
    /// as long as it runs, and `body` runs on that thread).
    @inline(__always)
    static func withState<Result>(_ body: (ThreadState) -> Result) -> Result {
        withState(key: key, body)
    }

    /// `withState(_:)` with the key already at hand (`PerThread.key`, copied by the caller).
    @inline(__always)
    static func withState<Result>(key: pthread_key_t, _ body: (ThreadState) -> Result) -> Result {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<ThreadState>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
        }
        return body(makeState())
    }

    @inline(never)
    private static func makeState() -> ThreadState {
        let state = ThreadState()
        pthread_setspecific(key, Unmanaged.passRetained(state).toOpaque())
        return state
    }

    /// Empties the calling thread's memo and recent locales (counters are kept).
    static func resetCurrentThread() {
        withState { state in
            state.memo.removeAll()
            state.texts.removeAll()
            state.chunks.removeAll()
            state.voices.removeAll()
            state.recentSpellers.removeAll()
            state.ruleSets.removeAll()
        }
    }
}
