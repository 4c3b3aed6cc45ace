#if SPEAKABLE_SYSTEM_ICU
internal import SpeakableICUShim

/// An ICU failure status, kept with the call that produced it. Internal: the public API never throws.
struct ICUError: Error, Hashable, CustomStringConvertible {
    let status: Int32
    let operation: String

    var description: String { "\(operation): \(String(cString: spk_status_name(status)))" }

    static func check(_ status: Int32, _ operation: @autoclosure () -> String) throws(ICUError) {
        if spk_failed(status) != 0 { throw ICUError(status: status, operation: operation()) }
    }
}

/// Runs an ICU call that writes UTF-8 into a buffer and builds the `String` in place: no UTF-16
/// round trip, no intermediate array. Retries once with the exact size ICU asked for.
@inline(__always)
func icuUTF8String(
    capacity: Int = 192,
    _ operation: @autoclosure () -> String,
    _ body: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32
) throws(ICUError) -> String {
    var status: Int32 = 0
    var needed = 0
    let text = String(unsafeUninitializedCapacity: capacity) { buffer in
        buffer.withMemoryRebound(to: CChar.self) { chars in
            let length = body(chars.baseAddress!, Int32(chars.count), &status)
            needed = Int(length)
            return spk_failed(status) == 0 && needed <= chars.count ? needed : 0
        }
    }
    if spk_failed(status) == 0, needed <= capacity { return text }
    guard needed > capacity else { throw ICUError(status: status, operation: operation()) }
    status = 0
    let retried = String(unsafeUninitializedCapacity: needed + 1) { buffer in
        buffer.withMemoryRebound(to: CChar.self) { chars in
            let length = body(chars.baseAddress!, Int32(chars.count), &status)
            return spk_failed(status) == 0 ? Int(length) : 0
        }
    }
    try ICUError.check(status, operation())
    return retried
}
#endif
