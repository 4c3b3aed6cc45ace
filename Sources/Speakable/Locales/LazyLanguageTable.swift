import Atomics

/// One table of a language's data (abbreviations, units, governors...), built from its files on
/// first use, then shared read-only.
///
/// A cold process pays only for the tables its first strings consult: "Toutes les 12 heures"
/// never builds the Russian governors or the French phone words. `LanguageData.validate()` (which
/// `Speakable.validateLanguageData()` and the strict `LanguageData(language:)` call) builds every
/// table and throws the first error, with its file, line and column; a table that fails to build
/// on first use elsewhere is reported once (standard error, and an assertion failure in debug
/// builds, as for a language that fails to load) and stands as its empty fallback.
///
/// ```swift
/// let table = LazyLanguageTable(fallback: { [String]() }) { () throws(LanguageDataError) in ["km", "mi"] }
/// table.value                // ["km", "mi"], built now
/// try table.get()            // the same instance's value, not built again
/// ```
final class LazyLanguageTable<Value: Sendable>: Sendable {
    // Sendable notes: the built box is published once through an atomic compare-and-exchange
    // (release) of its address, retained once by this object, and read with an acquiring load;
    // what it points to is immutable and lives as long as this object. `build` and `fallback` are
    // `@Sendable`. Two threads may both build on a race (outside any lock); the first stored wins
    // and both return it.
    /// The table, once built (or its fallback, with the error).
    final class Built: Sendable {
        let result: Result<Value, LanguageDataError>
        let value: Value

        init(result: Result<Value, LanguageDataError>, fallback: () -> Value) {
            self.result = result
            switch result {
            case let .success(value): self.value = value
            case .failure: self.value = fallback()
            }
        }
    }

    /// The address of the built box (retained once, released in `deinit`), 0 until built.
    /// (An address, not a `ManagedAtomicLazyReference`: its `load()` returns a strong reference,
    /// a retain and a release at every lookup of a built table. An `UnsafeAtomic`, whose load is
    /// inlined, where `ManagedAtomic` finds its value through a call.)
    private let address = UnsafeAtomic<UInt>.create(0)
    private let build: @Sendable () throws(LanguageDataError) -> Value
    private let fallback: @Sendable () -> Value

    /// A table made by `build` on first use; `fallback` (an empty table) stands in when it fails.
    init(fallback: @escaping @Sendable () -> Value, build: @escaping @Sendable () throws(LanguageDataError) -> Value) {
        self.build = build
        self.fallback = fallback
    }

    deinit {
        let built = address.load(ordering: .acquiring)
        if built != 0 { Unmanaged<Built>.fromOpaque(UnsafeRawPointer(bitPattern: built)!).release() }
        address.destroy()
    }

    /// The built box, not retained (it lives as long as `self`); nil before it is built.
    @inline(__always)
    private var builtBox: Unmanaged<Built>? {
        let built = address.load(ordering: .acquiring)
        return built == 0 ? nil : Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: built)!)
    }

    /// The table, built on first use; when its file is broken, the error is reported once and the
    /// fallback returned.
    ///
    /// (Yielded, not returned: a caller reads the table in place, where a copy of a struct of
    /// tables would retain and release each of its arrays at every lookup.)
    @inline(__always)
    var value: Value {
        _read {
            if let built = builtBox {
                unowned(unsafe) let box = built.takeUnretainedValue()
                yield box.value
            } else {
                yield make(reporting: true).value
            }
        }
    }

    /// `body` of the table, built now on first use, read in place without retaining it.
    @inline(__always)
    func withValue<Answer>(_ body: (Value) -> Answer) -> Answer {
        if let built = builtBox { return built._withUnsafeGuaranteedRef { body($0.value) } }
        return body(make(reporting: true).value)
    }

    /// `body` of the table if it is built (nil before), read in place without retaining it.
    @inline(__always)
    func ifBuilt<Answer>(_ body: (Value) -> Answer) -> Answer? {
        guard let built = builtBox else { return nil }
        return built._withUnsafeGuaranteedRef { body($0.value) }
    }

    /// Whether the table was built (or failed) already.
    @inline(__always)
    var isBuilt: Bool { address.load(ordering: .acquiring) != 0 }

    /// The table, or the error of its file (not reported: the caller throws it).
    func get() throws(LanguageDataError) -> Value {
        if let built = builtBox { return try built.takeUnretainedValue().result.get() }
        return try make(reporting: false).result.get()
    }

    @inline(never)
    private func make(reporting: Bool) -> Built {
        let result: Result<Value, LanguageDataError>
        do throws(LanguageDataError) { result = .success(try build()) } catch { result = .failure(error) }
        let candidate = Unmanaged.passRetained(Built(result: result, fallback: fallback))
        let (stored, found) = address.compareExchange(expected: 0, desired: UInt(bitPattern: candidate.toOpaque()),
                                                      ordering: .acquiringAndReleasing)
        let built: Built
        if stored {
            built = candidate.takeUnretainedValue()
        } else {
            // (Another thread stored its table first: that one is kept.)
            candidate.release()
            built = Unmanaged<Built>.fromOpaque(UnsafeRawPointer(bitPattern: found)!).takeUnretainedValue()
        }
        if reporting, case let .failure(error) = built.result { LanguageDataError.report(error) }
        return built
    }
}
