/// Pre-compiled ICU formatters, keyed by (locale, rule set), opened once and shared read-only.
///
/// Bounded: Russian has 48 public rule sets, French 8, English 7, so 256 entries hold every rule
/// set of a dozen locales. A rule set ICU does not know is cached as a failure (nil) too, so a bad
/// name costs one failed open, not one per call.
enum FormatterCache {
    struct Signature: Hashable, Sendable {
        let locale: String
        let ruleSet: String
    }

    static let spellOut = LockedCache<Signature, ICUSpellOutFormatter?>(limit: 256)
    static let pluralRules = LockedCache<Signature, ICUPluralRules?>(limit: 64)

    static func spellOut(locale: String, ruleSet: String) -> ICUSpellOutFormatter? {
        spellOut.value(for: Signature(locale: locale, ruleSet: ruleSet)) {
            try? ICUSpellOutFormatter(locale: locale, ruleSet: ruleSet)
        }
    }

    /// Cardinal (`ordinal` false) or ordinal plural rules of a locale.
    static func pluralRules(locale: String, ordinal: Bool) -> ICUPluralRules? {
        pluralRules.value(for: Signature(locale: locale, ruleSet: ordinal ? "ordinal" : "cardinal")) {
            try? ICUPluralRules(locale: locale, ordinal: ordinal)
        }
    }
}
