/// Raw ICU spell-out through the shim with a formatter opened once: the baseline that benchmarks
/// compare Speakable with (the limit for any ICU-backed library). Not part of the public API.
///
/// ```swift
/// @_spi(Benchmarks) import Speakable
/// let icu = RawICUSpellOut(locale: "ru")!
/// icu.format(21)   // "двадцать один"
/// ```
@_spi(Benchmarks)
public final class RawICUSpellOut: Sendable {
    private let formatter: ICUSpellOutFormatter

    /// Opens a new formatter (not shared with Speakable's cache); `ruleSet` nil keeps ICU's default.
    public init?(locale: String, ruleSet: String? = nil) {
        guard let formatter = try? ICUSpellOutFormatter(locale: locale, ruleSet: ruleSet ?? "") else { return nil }
        self.formatter = formatter
    }

    /// ICU's words for `value`, UTF-8 straight into a Swift `String`.
    public func format(_ value: Int64) -> String? { try? formatter.format(value) }
}
