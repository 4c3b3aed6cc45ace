/// How many ICU objects (spell-out formatters, plural rules) Speakable has opened: opening is the
/// expensive part of ICU (0.5-15 ms), so the hot path after `Speakable.prewarm` must open none.
/// The ICU-free configuration counts its own spell-out formatters and plural rules the same way.
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
