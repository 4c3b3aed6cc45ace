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
    // Sendable notes: `built` is published once through an atomic compare-and-exchange (release)
    // and read with an acquiring load; what it points to is immutable. `build` and `fallback` are
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

    private let built = ManagedAtomicLazyReference<Built>()
    private let build: @Sendable () throws(LanguageDataError) -> Value
    private let fallback: @Sendable () -> Value

    /// A table made by `build` on first use; `fallback` (an empty table) stands in when it fails.
    init(fallback: @escaping @Sendable () -> Value, build: @escaping @Sendable () throws(LanguageDataError) -> Value) {
        self.build = build
        self.fallback = fallback
    }

    /// The table, built on first use; when its file is broken, the error is reported once and the
    /// fallback returned.
    ///
    /// (Yielded, not returned: a caller reads the table in place, where a copy of a struct of
    /// tables would retain and release each of its arrays at every lookup.)
    @inline(__always)
    var value: Value {
        _read { yield box.value }
    }

    /// The box holding the table (built now on first use): `box.value` reads the table in place,
    /// a stored property of a class, without copying it.
    @inline(__always)
    var box: Built {
        if let built = built.load() { return built }
        return make(reporting: true)
    }

    /// Whether the table was built (or failed) already.
    @inline(__always)
    var isBuilt: Bool { built.load() != nil }

    /// The table, or the error of its file (not reported: the caller throws it).
    func get() throws(LanguageDataError) -> Value {
        try (built.load() ?? make(reporting: false)).result.get()
    }

    @inline(never)
    private func make(reporting: Bool) -> Built {
        let result: Result<Value, LanguageDataError>
        do throws(LanguageDataError) { result = .success(try build()) } catch { result = .failure(error) }
        let stored = built.storeIfNilThenLoad(Built(result: result, fallback: fallback))
        if reporting, case let .failure(error) = stored.result { LanguageDataError.report(error) }
        return stored
    }
}
