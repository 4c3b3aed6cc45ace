#if SPEAKABLE_SYSTEM_ICU
internal import SpeakableICUShim

/// What the data generator reads from ICU, the oracle of the ICU-free configuration: each locale's
/// spell-out rule text and grouping separator. Not part of the public API.
///
/// ```swift
/// @_spi(DataGeneration) import Speakable
/// ICUDataSource.groupingSeparator(locale: "fr")          // "\u{202F}"
/// ICUDataSource.spellOutRuleText(locale: "ru")?.count    // 94,000-odd characters, 48 public rule sets
/// ICUDataSource.availableLocales.filter { $0.hasPrefix("en") }.count   // 100-odd ids
/// ```
@_spi(DataGeneration)
public enum ICUDataSource {
    /// ICU's version string ("72.1").
    public static var icuVersion: String {
        (try? icuUTF8String(capacity: 32, "version") { spk_icu_version($0, $1, $2) }) ?? "unknown"
    }

    /// Every rule set of the locale's spell-out rules as ICU writes them (`unum_toPattern`).
    public static func spellOutRuleText(locale: String) -> String? {
        guard let formatter = try? ICUSpellOutFormatter(locale: locale, ruleSet: "") else { return nil }
        return formatter.ruleText
    }

    /// ICU's available locale ids ("fr", "fr_BE", ...).
    public static var availableLocales: [String] {
        let joined = (try? icuUTF8String(capacity: 16_384, "available locales") { spk_available_locales($0, $1, $2) }) ?? ""
        return joined.split(separator: ";").map(String.init)
    }

    /// The secondary grouping size of the locale's decimal format (2 in en-IN, else 3).
    public static func secondaryGroupingSize(locale: String) -> Int {
        Int(spk_secondary_grouping_size(locale))
    }

    /// The locale's grouping separator.
    public static func groupingSeparator(locale: String) -> String? {
        try? icuUTF8String(capacity: 16, "grouping separator") { spk_grouping_separator(locale, $0, $1, $2) }
    }
}
#endif
