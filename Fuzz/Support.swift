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

/// The printf and string-table placeholders of `text`, in order (an independent copy of the
/// pipeline's rule: `%d`, `%1$@`, `%lld`, `%.2f`, `%%`, `%#@n@`, and the non-printf `%0`, `%1`).
func placeholders(in text: String) -> [String] {
    let s = Array(text.unicodeScalars)
    func at(_ i: Int) -> Unicode.Scalar? { i < s.count ? s[i] : nil }
    func digitsEnd(_ from: Int) -> Int {
        var i = from
        while let c = at(i), ("0"..."9").contains(c) { i += 1 }
        return i
    }
    let conversions = Set("@dDiuUxXoOfFeEgGcCsSpaAn".unicodeScalars)
    let flags = Set("-+#0'".unicodeScalars)
    let lengths = ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"].map { Array($0.unicodeScalars) }
    func end(_ index: Int) -> Int? {
        var i = index + 1
        if at(i) == "%" { return i + 1 }
        if at(i) == "#", at(i + 1) == "@" {
            var j = i + 2
            while let c = at(j), c != "@", !c.properties.isWhitespace { j += 1 }
            return at(j) == "@" && j > i + 2 ? j + 1 : nil
        }
        let position = digitsEnd(i)
        if position > i, at(position) == "$" { i = position + 1 }
        while let c = at(i), flags.contains(c) { i += 1 }
        if at(i) == "*" { i += 1 } else { i = digitsEnd(i) }
        if at(i) == "." {
            i += 1
            if at(i) == "*" { i += 1 } else { i = digitsEnd(i) }
        }
        for length in lengths where i + length.count <= s.count && Array(s[i..<(i + length.count)]) == length {
            i += length.count
            break
        }
        if let c = at(i), conversions.contains(c) { return i + 1 }
        let digits = digitsEnd(index + 1)
        return digits > index + 1 ? digits : nil
    }
    var found: [String] = []
    var i = 0
    while i < s.count {
        if s[i] == "%", let e = end(i) {
            var piece = String.UnicodeScalarView()
            piece.append(contentsOf: s[i..<e])
            found.append(String(piece))
            i = e
        } else {
            i += 1
        }
    }
    return found
}

/// Invariant breaks already reported (in Sources/Speakable) and not fixed yet are not findings
/// unless FUZZ_STRICT=1: otherwise each run would stop on them in its first seconds. Both are
/// known-issue tests in PropertyTests.knownInvariantBreaks:
///  - a second pass reads an abbreviation the first left: en "Dr. Dr." -> "Doctor Dr." -> "Doctor Drive";
///  - fr "8-9,7h41" -> "huit-9,7h41" -> "huit-9,sept heures quarante et une" (a range half spoken).
/// (Placeholders made by spoken numbers and fr "sept." are fixed on main: findings again.)
let strict = getenv("FUZZ_STRICT").map { String(cString: $0) == "1" } ?? false

func isKnownIssue(input: String, once: String, twice: String?, locale: String) -> Bool {
    guard !strict, let twice else { return false }
    let a = Array(once.unicodeScalars), b = Array(twice.unicodeScalars)
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
    // The part of the first output that the second pass changed, with some context before it.
    let start = max(0, prefix - 12), end = min(a.count, a.count - suffix + 2)
    guard start < end else { return false }
    let changed = a[start..<end]
    if changed.contains(".") { return true }
    return changed.indices.dropFirst().contains { i in
        changed[i] == "-" && i + 1 < changed.endIndex && ("0"..."9").contains(changed[i + 1]) && changed[i - 1].properties.isAlphabetic
    }
}

/// normalize: no crash, same placeholders (as a multiset), idempotent, text between spans kept.
func checkNormalize(_ input: String, locale: String) {
    let once = Speakable.normalize(input, locale: locale)
    if placeholders(in: once).sorted() != placeholders(in: input).sorted(),
       !isKnownIssue(input: input, once: once, twice: nil, locale: locale) {
        fuzzFail("\(locale): placeholders changed: \(input.debugDescription) -> \(once.debugDescription)")
    }
    let twice = Speakable.normalize(once, locale: locale)
    if twice != once, !isKnownIssue(input: input, once: once, twice: twice, locale: locale) {
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
