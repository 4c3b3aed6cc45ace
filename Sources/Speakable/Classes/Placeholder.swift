/// printf and string-table placeholders, which normalization never touches.
///
/// `%d`, `%1$@`, `%lld`, `%.2f`, `%-5s`, `%%`, `%#@minutes@` (stringsdict), and the non-printf
/// `%0`, `%1` some apps use. A space is not accepted as a printf flag, so "100 % sûr" keeps its
/// percent sign as text.
enum Placeholder {
    private static let conversions: ScalarSet = ScalarSet("@dDiuUxXoOfFeEgGcCsSpaAn".unicodeScalars)
    private static let flags: ScalarSet = ScalarSet("-+#0'".unicodeScalars)
    private static let lengths = ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"]

    /// The end of the placeholder starting at `index` (which holds "%"), or nil.
    static func end(in text: TextCursor, at index: Int) -> Int? {
        guard text[index] == "%" else { return nil }
        var i = index + 1
        if text[i] == "%" { return i + 1 }
        if text[i] == "#", text[i + 1] == "@" {
            var j = i + 2
            while let scalar = text[j], scalar != "@", !scalar.properties.isWhitespace { j += 1 }
            if text[j] == "@", j > i + 2 { return j + 1 }
            // Not closed: "%#@" is still a printf object with the "#" flag.
        }
        // Positional argument "1$".
        let position = text.digitRunEnd(from: i)
        if position > i, text[position] == "$" { i = position + 1 }
        while let scalar = text[i], flags.contains(scalar) { i += 1 }
        if text[i] == "*" { i += 1 } else { i = text.digitRunEnd(from: i) }
        if text[i] == "." {
            i += 1
            if text[i] == "*" { i += 1 } else { i = text.digitRunEnd(from: i) }
        }
        for length in lengths where text.matches(length, at: i) {
            i += length.unicodeScalars.count
            break
        }
        if let scalar = text[i], conversions.contains(scalar) { return i + 1 }
        // Non-printf "%0", "%1": a percent sign directly followed by digits.
        let digitsEnd = text.digitRunEnd(from: index + 1)
        return digitsEnd > index + 1 ? digitsEnd : nil
    }
}
