/// Raw ICU spell-out through the shim with a formatter opened once: the baseline that benchmarks
/// compare Speakable with (the limit for any ICU-backed library). Not part of the public API.
///
/// In the ICU-free configuration it runs the same ICU rules through the Swift interpreter
/// (`RBNFSpellOutFormatter`) without Speakable's caches, and `format(decimal:)` gives nil:
/// `engine` says which.
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
    private let formatter: ReferenceSpellOut

    /// What spells: "ICU 72.1", or "ICU's rules in Swift (no ICU)".
    public static var engine: String {
        #if SPEAKABLE_SYSTEM_ICU
        "ICU \(ICUDataSource.icuVersion)"
        #else
        "ICU's rules in Swift (no ICU)"
        #endif
    }

    /// Opens a new formatter (not shared with Speakable's cache); `ruleSet` nil keeps ICU's default.
    public init?(locale: String, ruleSet: String? = nil) {
        #if SPEAKABLE_SYSTEM_ICU
        // A formatter of its own, as an app calling ICU would open it (`unum_open`).
        guard let formatter = try? ReferenceSpellOut(locale: locale, ruleSet: ruleSet ?? "", sharingRules: false) else { return nil }
        #else
        guard let formatter = try? ReferenceSpellOut(locale: locale, ruleSet: ruleSet ?? "") else { return nil }
        #endif
        self.formatter = formatter
    }

    /// Opens a new formatter with the rule set `SpeakableNumber(locale:)` uses for cardinals, so that
    /// both sides of a comparison run the same ICU rules.
    public convenience init?(cardinalRuleSetOf locale: String) {
        guard let speller = SpeakableLocale(locale).flatMap(NumberSpeller.shared(for:)),
              let ruleSet = speller.speller(.cardinal, .default)?.formatter.ruleSet else { return nil }
        self.init(locale: speller.locale.icuIdentifier, ruleSet: ruleSet)
    }

    /// Newly opened cardinal and ordinal plural rules of `locale` (ICU's in the default
    /// configuration, CLDR's rule text otherwise), not shared with Speakable's cache: the
    /// reference of the `prewarm_memory` benchmark rows.
    public static func pluralRules(locale: String) -> [AnyObject] {
        [false, true].compactMap { ordinal in try? ReferencePluralRules(locale: locale, ordinal: ordinal) }
    }

    /// The rule set this formatter was opened with ("" for ICU's default).
    public var ruleSet: String { formatter.ruleSet }

    /// ICU's words for `value`, UTF-8 straight into a Swift `String`.
    public func format(_ value: Int64) -> String? { try? formatter.format(value) }

    /// ICU's words for a plain decimal string ("3.25"); ICU's own reading, right or wrong (ru).
    public func format(decimal: String) -> String? {
        #if SPEAKABLE_SYSTEM_ICU
        try? formatter.format(decimal: decimal)
        #else
        nil
        #endif
    }
}

#if SPEAKABLE_SYSTEM_ICU
/// The reference engine of this configuration: ICU's own formatter (Speakable itself runs the
/// interpreter in every configuration).
private typealias ReferenceSpellOut = ICUSpellOutFormatter
private typealias ReferencePluralRules = ICUPluralRules
#else
/// The reference engine of this configuration: the same interpreter, without Speakable's caches.
private typealias ReferenceSpellOut = RBNFSpellOutFormatter
private typealias ReferencePluralRules = CLDRPluralRules
#endif
