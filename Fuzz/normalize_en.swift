// libFuzzer target: Speakable.normalize in "en" (no crash, placeholders kept, idempotent, text
// outside entities kept; see Support.swift).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    checkNormalize(String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self), locale: "en")
    return 0
}
