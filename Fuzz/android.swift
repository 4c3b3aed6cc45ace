// libFuzzer target: the Android strings.xml reader and writer (see Support.swift for the properties checked).
import SpeakableStringTables

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    checkReader(Array(UnsafeBufferPointer(start: data, count: size)), format: .android)
    return 0
}
