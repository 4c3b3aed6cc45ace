/// Spell-out formatters and plural rules, keyed by (locale, rule set), opened once and shared
/// read-only: the Swift RBNF interpreter's, in every configuration.
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

    /// Cardinal (`ordinal` false) or ordinal plural rules of a locale: one per language, as
    /// `plurals.tsv` gives them (the speller and the RBNF rules of "fr" and "fr_CH" share them).
    static func pluralRules(locale: String, ordinal: Bool) -> PluralRules? {
        let language = String(locale.prefix { $0 != "_" && $0 != "-" && $0 != "@" && $0 != "." })
        return pluralRules.value(for: Signature(locale: language, ruleSet: ordinal ? "ordinal" : "cardinal")) {
            do throws(LanguageDataError) { return try PluralRules(locale: locale, ordinal: ordinal) } catch {
                LanguageDataError.report(error)
                return nil
            }
        }
    }
}

/// The spell-out formatter of every configuration: ICU's rules (generated from ICU into
/// `Resources/<lang>/spellout*.rbnf`) run by the Swift interpreter. The `SystemICU` configuration
/// used to open ICU's own formatters here; they took 4.1-8.9 MB per language once prewarmed, against
/// 1.2-1.8 MB for the interpreter's rules read from the binary, for the same bytes out
/// (`RBNFDifferentialTests`) at the same speed. ICU stays the oracle: the data generator and the
/// differential tests open `ICUSpellOutFormatter` directly.
typealias SpellOutFormatter = RBNFSpellOutFormatter
/// The plural rules of every configuration: CLDR's rule text evaluated in Swift, tested against
/// `ICUPluralRules` in the `SystemICU` configuration.
typealias PluralRules = CLDRPluralRules
