import Speakable

/// Units glued to a placeholder (`%ldh`, `%d км`, `%ldm ago`, `il y a %ldh`): only the app, which
/// knows the number, can say them right ("une heure", "два километра"), so a table converter leaves
/// them as written and reports them.
///
/// A word after a number placeholder is a unit when Speakable itself would change it after a
/// number: the placeholder is tried as "2", and the word counts if it does not come out as written.
///
/// ```swift
/// RuntimeFormatting.spans(in: "il y a %ldh", locale: "fr")     // ["%ldh"]
/// RuntimeFormatting.spans(in: "%d км", locale: "ru")           // ["%d км"]
/// RuntimeFormatting.spans(in: "%d files, %ldm ago", locale: "en")  // ["%ldm"]
/// ```
package enum RuntimeFormatting {
    /// The placeholder-and-unit spans of `text`, as written.
    package static func spans(in text: String, locale: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var spans: [String] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%", let end = PrintfPlaceholder.end(in: scalars, at: index) else { index += 1; continue }
            defer { index = end }
            guard PrintfPlaceholder.isValue(scalars[index..<end]) else { continue }
            var wordStart = end
            if wordStart < scalars.count, [" ", "\u{A0}", "\u{202F}"].contains(scalars[wordStart]) { wordStart += 1 }
            guard wordStart < scalars.count else { continue }
            var wordEnd = wordStart
            if isUnitSymbol(scalars[wordStart]) {
                wordEnd += 1
                while wordEnd < scalars.count, scalars[wordEnd].properties.isAlphabetic { wordEnd += 1 }
            } else {
                while wordEnd < scalars.count, scalars[wordEnd].properties.isAlphabetic { wordEnd += 1 }
            }
            guard wordEnd > wordStart else { continue }
            // The words that follow count ("с тома": a preposition, not seconds), up to the next
            // number or placeholder, which the probe must not speak.
            var contextEnd = wordEnd
            while contextEnd < scalars.count, contextEnd - wordEnd < 24, scalars[contextEnd] != "%",
                  scalars[contextEnd].properties.numericType == nil { contextEnd += 1 }
            let separator = String(String.UnicodeScalarView(scalars[end..<wordStart]))
            let kept = String(String.UnicodeScalarView(scalars[wordStart..<contextEnd]))
            let spoken = Speakable.normalize("2" + separator + kept, locale: locale)
            if !spoken.hasSuffix(separator + kept) {
                spans.append(String(String.UnicodeScalarView(scalars[index..<wordEnd])))
            }
        }
        return spans
    }

    private static func isUnitSymbol(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "°" || scalar.properties.generalCategory == .currencySymbol
    }
}

/// printf placeholders, as `String(format:)` reads them.
enum PrintfPlaceholder {
    private static let conversions: Set<Unicode.Scalar> = Set("@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars)
    /// Conversions that print a number (and `%@`, which apps often give a formatted number).
    private static let valueConversions: Set<Unicode.Scalar> = Set("@dDiuUxXoOfFeEgGaA".unicodeScalars)
    private static let flags: Set<Unicode.Scalar> = Set("-+#0'".unicodeScalars)

    /// The end of the placeholder at `index` ("%"), or nil when there is none. Stringsdict
    /// variables count, with a position, width or precision too (`%#@files@`, `%8$3.2#@f8@`).
    static func end(in scalars: [Unicode.Scalar], at index: Int) -> Int? {
        var i = index + 1
        guard i < scalars.count else { return nil }
        if scalars[i] == "%" { return i + 1 }
        func digits() { while i < scalars.count, ("0"..."9").contains(scalars[i]) { i += 1 } }
        func isVariable() -> Bool { i + 1 < scalars.count && scalars[i] == "#" && scalars[i + 1] == "@" }
        let position = i
        digits()
        if i > position, i < scalars.count, scalars[i] == "$" { i += 1 } else { i = position }
        while i < scalars.count, flags.contains(scalars[i]), !isVariable() { i += 1 }
        digits()
        if i < scalars.count, scalars[i] == "." { i += 1; digits() }
        if isVariable() {
            var close = i + 2
            while close < scalars.count, scalars[close] != "@", !scalars[close].properties.isWhitespace { close += 1 }
            return close < scalars.count && scalars[close] == "@" && close > i + 2 ? close + 1 : nil
        }
        for length in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] {
            let units = Array(length.unicodeScalars)
            if i + units.count <= scalars.count, Array(scalars[i..<(i + units.count)]) == units { i += units.count; break }
        }
        guard i < scalars.count, conversions.contains(scalars[i]) else { return nil }
        return i + 1
    }

    /// Every placeholder of `text` in order, stringsdict variables included.
    static func all(in text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var found: [String] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%", let end = self.end(in: scalars, at: index) else { index += 1; continue }
            found.append(String(String.UnicodeScalarView(scalars[index..<end])))
            index = end
        }
        return found
    }

    static func isValue(_ placeholder: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let last = placeholder.last, placeholder.count > 1, placeholder.dropFirst().first != "%" else { return false }
        // A stringsdict variable (%#@files@) is text chosen by plural rules, not a number.
        if placeholder.dropLast().contains("@") { return false }
        return valueConversions.contains(last)
    }
}
