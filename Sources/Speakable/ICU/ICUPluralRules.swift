#if SPEAKABLE_SYSTEM_ICU
internal import SpeakableICUShim

/// CLDR plural rules of one locale (cardinal or ordinal), through ICU.
///
/// Sendable notes: opened once, then only read; `uplrules_select*` take a `const` handle.
final class ICUPluralRules: @unchecked Sendable {
    private let handle: OpaquePointer

    init(locale: String, ordinal: Bool) throws(ICUError) {
        ICUOpenCounter.record()
        var status: Int32 = 0
        guard let handle = spk_plural_open(locale, ordinal ? 1 : 0, &status), spk_failed(status) == 0 else {
            throw ICUError(status: status == 0 ? 1 : status, operation: "open plural rules for \(locale)")
        }
        self.handle = handle
    }

    deinit { spk_plural_close(handle) }

    func keyword(_ value: Int64) -> String {
        (try? icuUTF8String(capacity: 16, "plural") { spk_plural_select_int64(handle, value, $0, $1, $2) }) ?? "other"
    }

    /// The category of an integer, read from ICU's keyword in a stack buffer: no `String` is made.
    func category(_ value: Int64) -> PluralCategory {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 16) { buffer in
            var status: Int32 = 0
            let length = spk_plural_select_int64(handle, value, buffer.baseAddress!, Int32(buffer.count), &status)
            guard spk_failed(status) == 0, length > 0, Int(length) <= buffer.count else { return .other }
            return UnsafeRawBufferPointer(start: buffer.baseAddress, count: Int(length)).withMemoryRebound(to: UInt8.self) {
                PluralCategory(keyword: $0) ?? .other
            }
        }
    }

    /// Keyword for a decimal string, visible fraction digits counted ("1.5" is "other" in ru).
    func keyword(decimal: String) -> String {
        (try? icuUTF8String(capacity: 16, "plural") { spk_plural_select_decimal(handle, decimal, $0, $1, $2) }) ?? "other"
    }
}
#endif
