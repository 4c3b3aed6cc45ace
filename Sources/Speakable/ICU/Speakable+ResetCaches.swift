extension Speakable {
    /// Forgets the opened ICU objects and the engines built from them (and the calling thread's
    /// memo), so that a benchmark can time a first call again within one process. The parsed
    /// language data stays loaded; other threads keep their memos.
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
