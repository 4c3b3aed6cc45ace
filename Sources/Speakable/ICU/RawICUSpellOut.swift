/// Raw ICU spell-out through the shim with a formatter opened once: the baseline that benchmarks
/// compare Speakable with (the limit for any ICU-backed library). Not part of the public API.
///
/// ```swift
/// @_spi(Benchmarks) import Speakable
/// let icu = RawICUSpellOut(locale: "ru")!
/// icu.format(21)   // "двадцать один"
/// RawICUSpellOut(cardinalRuleSetOf: "fr")!.format(21)   // "vingt-et-un" (Speakable: "vingt et un")
/// RawICUSpellOut(cardinalRuleSetOf: "en")!.format(21)   // "twenty-one"
/// ```
@_spi(Benchmarks)
public final class RawICUSpellOut: Sendable {
    private let formatter: ICUSpellOutFormatter

    /// Opens a new formatter (not shared with Speakable's cache); `ruleSet` nil keeps ICU's default.
    public init?(locale: String, ruleSet: String? = nil) {
        guard let formatter = try? ICUSpellOutFormatter(locale: locale, ruleSet: ruleSet ?? "") else { return nil }
        self.formatter = formatter
    }

    /// Opens a new formatter with the rule set `SpeakableNumber(locale:)` uses for cardinals, so that
    /// both sides of a comparison run the same ICU rules.
    public convenience init?(cardinalRuleSetOf locale: String) {
        guard let speller = SpeakableLocale(locale).flatMap(NumberSpeller.shared(for:)),
              let ruleSet = speller.speller(.cardinal, .default)?.formatter.ruleSet else { return nil }
        self.init(locale: speller.locale.icuIdentifier, ruleSet: ruleSet)
    }

    /// The rule set this formatter was opened with ("" for ICU's default).
    public var ruleSet: String { formatter.ruleSet }

    /// ICU's words for `value`, UTF-8 straight into a Swift `String`.
    public func format(_ value: Int64) -> String? { try? formatter.format(value) }

    /// ICU's words for a plain decimal string ("3.25"); ICU's own reading, right or wrong (ru).
    public func format(decimal: String) -> String? { try? formatter.format(decimal: decimal) }
}

/// How many ICU objects (spell-out formatters, plural rules) Speakable has opened: opening is the
/// expensive part of ICU (0.5-15 ms), so the hot path after `Speakable.prewarm` must open none.
///
/// ```swift
/// @_spi(Benchmarks) import Speakable
/// Speakable.prewarm(locales: ["ru"])
/// let before = ICUOpenCounter.onCurrentThread
/// _ = SpeakableNumber(locale: "ru").format(21)          // "двадцать один"
/// ICUOpenCounter.onCurrentThread - before               // 0
/// ```
@_spi(Benchmarks)
public enum ICUOpenCounter {
    /// ICU objects opened by calls made on the calling thread (not disturbed by other threads,
    /// so a test can count its own calls while others run).
    public static var onCurrentThread: Int { PerThread.state.icuOpens }

    /// ICU objects opened in this process, on every thread.
    public static var total: Int { totalOpens.withLock { $0 } }

    private static let totalOpens = LockedValue(0)

    /// Called by each ICU wrapper's `init`, successful or not (a failed open costs the same).
    static func record() {
        PerThread.state.icuOpens += 1
        totalOpens.withLock { $0 += 1 }
    }
}

extension Speakable {
    /// Forgets the opened ICU objects and the engines built from them (and the calling thread's
    /// memo), so that a benchmark can time a first call again within one process. The parsed
    /// language data (`Resources/`) stays loaded; other threads keep their memos.
    ///
    /// ```swift
    /// @_spi(Benchmarks) import Speakable
    /// Speakable.resetCachesForBenchmarks()
    /// Speakable.normalize("21 %", locale: "fr")   // "vingt et un pour cent", opening ICU again
    /// ```
    @_spi(Benchmarks)
    public static func resetCachesForBenchmarks() {
        FormatterCache.spellOut.removeAll()
        FormatterCache.pluralRules.removeAll()
        NumberSpeller.removeAllShared()
        DateVoice.removeAllShared()
        spellersByIdentifier.removeAll()
        PerThread.resetCurrentThread()
    }
}
