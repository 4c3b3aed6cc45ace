// Shared checks for the fuzz targets (compiled into each target by Fuzz/build.sh, never by SwiftPM).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Speakable
import SpeakableStringTables

/// Stops the run with a message: libFuzzer records the input as a crash.
func fuzzFail(_ message: @autoclosure () -> String) -> Never {
    let line = Array("FUZZ PROPERTY BROKEN: \(message())\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    abort()
}

/// The printf and string-table placeholders of `text`, in order: the tests' grammar oracle
/// (Tests/SpeakableTests/Support/PlaceholderOracle.swift), not the library's scanner.
func placeholders(in text: String) -> [String] { PlaceholderOracle.placeholders(in: text) }

/// normalize: no crash, same placeholders (as a multiset), idempotent, text between spans kept.
func checkNormalize(_ input: String, locale: String) {
    let once = Speakable.normalize(input, locale: locale)
    if placeholders(in: once).sorted() != placeholders(in: input).sorted() {
        fuzzFail("\(locale): placeholders changed: \(input.debugDescription) -> \(once.debugDescription)")
    }
    let twice = Speakable.normalize(once, locale: locale)
    if twice != once {
        fuzzFail("\(locale): not idempotent: \(input.debugDescription) -> \(once.debugDescription) -> \(twice.debugDescription)")
    }
    // With language tagging off, SpeakableText speaks exactly what normalize does (with it on,
    // entities inside a foreign span are spoken in that span's language): as PropertyTests.
    if SpeakableText(input, locale: locale, tagging: .disabled).text != once {
        fuzzFail("\(locale): SpeakableText.text differs from normalize: \(input.debugDescription)")
    }
    let spoken = SpeakableText(input, locale: locale)
    var sourceStart = input.startIndex, textStart = spoken.text.startIndex
    for span in spoken.spans {
        guard span.sourceRange.lowerBound >= sourceStart, span.range.lowerBound >= textStart else {
            fuzzFail("\(locale): spans out of order: \(input.debugDescription)")
        }
        if input.unicodeScalars[sourceStart..<span.sourceRange.lowerBound].elementsEqual(
            spoken.text.unicodeScalars[textStart..<span.range.lowerBound]) == false {
            fuzzFail("\(locale): text outside entities changed: \(input.debugDescription) -> \(once.debugDescription)")
        }
        sourceStart = span.sourceRange.upperBound
        textStart = span.range.upperBound
    }
    if !input.unicodeScalars[sourceStart...].elementsEqual(spoken.text.unicodeScalars[textStart...]) {
        fuzzFail("\(locale): text after the last entity changed: \(input.debugDescription) -> \(once.debugDescription)")
    }
}

/// Readers: write(read(x)) == x for accepted inputs; read(write(read(x))) == read(x); an edited
/// table written and read again gives back the edited values.
func checkReader(_ bytes: [UInt8], format: StringTable.Format) {
    let path = "fuzz.\(format == .android ? "xml" : format.rawValue)"
    guard let table = try? StringTable(bytes: bytes, path: path, format: format) else { return }
    let written = table.encoded()
    if written != bytes {
        fuzzFail("\(format): write(read(x)) != x (\(bytes.count) bytes in, \(written.count) out)")
    }
    let again: StringTable
    do { again = try StringTable(bytes: written, path: path, format: format) } catch {
        fuzzFail("\(format): its own output is rejected: \(error)")
    }
    if again != table { fuzzFail("\(format): read(write(read(x))) != read(x)") }

    // Edit every value (characters each format must escape), write, read: the edits come back.
    var edited = table
    edited.update { value in value.original.isEmpty ? "\"<&'>\\ %d\n" : value.original + " \"<&'>\\ %d\n" }
    let editedBytes = edited.encoded()
    let reread: StringTable
    do { reread = try StringTable(bytes: editedBytes, path: path, format: format) } catch {
        fuzzFail("\(format): edited table rejected on re-read: \(error)")
    }
    let expected = edited.values.map(\.text), got = reread.values.map(\.original)
    if expected != got {
        let index = zip(expected, got).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expected.count, got.count)
        fuzzFail("\(format): edited values not read back (\(expected.count) written, \(got.count) read), first difference at \(index): "
                 + "\(expected.dropFirst(index).first.debugDescription) vs \(got.dropFirst(index).first.debugDescription)")
    }
}
