#if SPEAKABLE_SYSTEM_ICU
internal import SpeakableICUShim

/// One ICU rule-based spell-out formatter of one rule set.
///
/// By default every rule set of a locale shares one ICU formatter (the rule set is named per
/// call): ICU parses Russian's rules into about 5 MB per formatter, so one formatter per rule set
/// cost 230 MB once `prewarm` had opened all 48. `sharingRules: false` opens a formatter of its
/// own with the rule set fixed, as `unum_open` does: the reference the shared path is tested
/// against.
///
/// Sendable notes: the handle is configured once in `init` (locale and default rule set) and never
/// mutated afterwards; ICU's `unum_format*` calls take a `const` formatter and are safe to call
/// from several threads at once. No capitalization context is ever set (ICU-23348).
final class ICUSpellOutFormatter: @unchecked Sendable {
    let locale: String
    let ruleSet: String
    private let handle: OpaquePointer

    /// Opens the formatter: 0.5-15 ms, which is why instances live in `FormatterCache`.
    init(locale: String, ruleSet: String, sharingRules: Bool = true) throws(ICUError) {
        ICUOpenCounter.record()
        var status: Int32 = 0
        let opened = sharingRules ? spk_rbnf_open_shared(locale, ruleSet, &status) : spk_rbnf_open(locale, ruleSet, &status)
        guard let handle = opened, spk_failed(status) == 0 else {
            throw ICUError(status: status == 0 ? 1 : status, operation: "open \(ruleSet) for \(locale)")
        }
        self.locale = locale
        self.ruleSet = ruleSet
        self.handle = handle
    }

    deinit { spk_rbnf_close(handle) }

    func format(_ value: Int64) throws(ICUError) -> String {
        guard let words = format(value, finishing: { $0.count }) else {
            throw ICUError(status: 1, operation: "format \(value) with \(ruleSet)")
        }
        return words
    }

    /// The hot path: formats `value` as UTF-8 into a stack buffer, lets `finish` check and rewrite
    /// the bytes in place (it returns the new length, at most the old one, or nil to reject the
    /// result), then builds one `String` of exactly that size (inline, with no allocation, up to
    /// 15 bytes). Nil when ICU fails.
    @inline(__always)
    func format(_ value: Int64, finishing finish: (UnsafeMutableBufferPointer<UInt8>) -> Int?) -> String? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { stack -> String? in
            var status: Int32 = 0
            let length = Int(stack.withMemoryRebound(to: CChar.self) {
                spk_rbnf_format_int64(handle, value, $0.baseAddress!, Int32($0.count), &status)
            })
            if spk_failed(status) == 0, length <= stack.count {
                return Self.finish(UnsafeMutableBufferPointer(rebasing: stack[..<length]), finish)
            }
            guard length > stack.count else { return nil }
            // Longer than the stack buffer (Russian numbers near 10^18): once more, on the heap.
            let heap = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: length + 1)
            defer { heap.deallocate() }
            status = 0
            let again = Int(heap.withMemoryRebound(to: CChar.self) {
                spk_rbnf_format_int64(handle, value, $0.baseAddress!, Int32($0.count), &status)
            })
            guard spk_failed(status) == 0, again <= heap.count else { return nil }
            return Self.finish(UnsafeMutableBufferPointer(rebasing: heap[..<again]), finish)
        }
    }

    @inline(__always)
    private static func finish(_ bytes: UnsafeMutableBufferPointer<UInt8>, _ finish: (UnsafeMutableBufferPointer<UInt8>) -> Int?) -> String? {
        guard let count = finish(bytes), count <= bytes.count else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<count]), as: UTF8.self)
    }

    /// Formats a plain decimal string ("-12", "3.25"); ASCII digits, optional sign and point.
    func format(decimal: String) throws(ICUError) -> String {
        try icuUTF8String("format \(decimal) with \(ruleSet)") { spk_rbnf_format_decimal(handle, decimal, $0, $1, $2) }
    }

    /// The rule text of every rule set of the locale (`unum_toPattern`).
    var ruleText: String? {
        try? icuUTF8String(capacity: 131_072, "rule text") { spk_rbnf_rule_text(handle, $0, $1, $2) }
    }

    /// The locale's public rule set names, e.g. `%spellout-cardinal-feminine`.
    var publicRuleSets: [String] {
        let joined = (try? icuUTF8String(capacity: 4096, "rule sets") { spk_rbnf_public_rule_sets(handle, $0, $1, $2) }) ?? ""
        return joined.split(separator: ";").map(String.init)
    }
}
#endif
