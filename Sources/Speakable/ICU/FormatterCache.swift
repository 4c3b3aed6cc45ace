/// Spell-out formatters and plural rules, keyed by (locale, rule set), opened once and shared
/// read-only: ICU's in the `SystemICU` configuration, the Swift RBNF interpreter's otherwise.
///
/// Bounded: Russian has 48 public rule sets, French 8, English 7, so 256 entries hold every rule
/// set of a dozen locales. A rule set ICU does not know is cached as a failure (nil) too, so a bad
/// name costs one failed open, not one per call.
enum FormatterCache {
    struct Signature: Hashable, Sendable {
        let locale: String
        let ruleSet: String
    }

    static let spellOut = LockedCache<Signature, SpellOutFormatter?>(limit: 256)
    static let pluralRules = LockedCache<Signature, PluralRules?>(limit: 64)

    static func spellOut(locale: String, ruleSet: String) -> SpellOutFormatter? {
        spellOut.value(for: Signature(locale: locale, ruleSet: ruleSet)) {
            try? SpellOutFormatter(locale: locale, ruleSet: ruleSet)
        }
    }

    /// Cardinal (`ordinal` false) or ordinal plural rules of a locale.
    static func pluralRules(locale: String, ordinal: Bool) -> PluralRules? {
        pluralRules.value(for: Signature(locale: locale, ruleSet: ordinal ? "ordinal" : "cardinal")) {
            #if SPEAKABLE_SYSTEM_ICU
            return try? PluralRules(locale: locale, ordinal: ordinal)
            #else
            do throws(LanguageDataError) { return try PluralRules(locale: locale, ordinal: ordinal) } catch {
                LanguageDataError.report(error)
                return nil
            }
            #endif
        }
    }
}

#if SPEAKABLE_SYSTEM_ICU
/// The spell-out formatter of this configuration: ICU's own.
typealias SpellOutFormatter = ICUSpellOutFormatter
/// The plural rules of this configuration: ICU's own.
typealias PluralRules = ICUPluralRules
#else
/// The spell-out formatter of this configuration: ICU's rules run by the Swift interpreter.
typealias SpellOutFormatter = RBNFSpellOutFormatter
/// The plural rules of this configuration: CLDR's rule text evaluated in Swift.
typealias PluralRules = CLDRPluralRules
#endif
