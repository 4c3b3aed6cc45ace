internal import SpeakableICUShim

/// One ICU rule-based spell-out formatter, opened with its rule set fixed.
///
/// Sendable notes: the handle is configured once in `init` (locale and default rule set) and never
/// mutated afterwards; ICU's `unum_format*` calls take a `const` formatter and are safe to call
/// from several threads at once. No capitalization context is ever set (ICU-23348).
final class ICUSpellOutFormatter: @unchecked Sendable {
    let locale: String
    let ruleSet: String
    private let handle: OpaquePointer

    /// Opens the formatter: 0.5-15 ms, which is why instances live in `FormatterCache`.
    init(locale: String, ruleSet: String) throws(ICUError) {
        ICUOpenCounter.record()
        var status: Int32 = 0
        guard let handle = spk_rbnf_open(locale, ruleSet, &status), spk_failed(status) == 0 else {
            throw ICUError(status: status == 0 ? 1 : status, operation: "open \(ruleSet) for \(locale)")
        }
        self.locale = locale
        self.ruleSet = ruleSet
        self.handle = handle
    }

    deinit { spk_rbnf_close(handle) }

    func format(_ value: Int64) throws(ICUError) -> String {
        try icuUTF8String("format \(value) with \(ruleSet)") { spk_rbnf_format_int64(handle, value, $0, $1, $2) }
    }

    /// Formats a plain decimal string ("-12", "3.25"); ASCII digits, optional sign and point.
    func format(decimal: String) throws(ICUError) -> String {
        try icuUTF8String("format \(decimal) with \(ruleSet)") { spk_rbnf_format_decimal(handle, decimal, $0, $1, $2) }
    }

    /// The locale's public rule set names, e.g. `%spellout-cardinal-feminine`.
    var publicRuleSets: [String] {
        let joined = (try? icuUTF8String(capacity: 4096, "rule sets") { spk_rbnf_public_rule_sets(handle, $0, $1, $2) }) ?? ""
        return joined.split(separator: ";").map(String.init)
    }
}
