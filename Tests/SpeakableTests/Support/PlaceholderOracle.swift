// Test support shared by the tests and the fuzz targets (Fuzz/build.sh compiles this file into each
// target): no Testing, no Foundation, no Speakable.

/// The placeholders of a string-table value, found from the format-specifier grammar written out
/// as a table (printf as Apple's `String(format:)` and Android take it, plus `%%`, stringsdict
/// `%#@name@` and the bare positional `%1` some tables use). It shares no code with the
/// library's own scanner, so that the tests check the library against the grammar, not against
/// itself.
///
/// ```
/// %[argument$][flags -+#0'][width][.precision][length]conversion
/// ```
enum PlaceholderOracle {
    /// One part of a specifier: the scalars it may start with and how many times it may repeat.
    struct Part {
        enum Shape { case digitsThenDollar, repeatedSet, numberOrStar, dotThenNumberOrStar, oneOfWords, oneScalar }
        let name: String
        let shape: Shape
        let scalars: Set<Unicode.Scalar>
        let words: [[Unicode.Scalar]]
        let required: Bool
    }

    /// The grammar, in order (IEEE Std 1003.1 fprintf; Apple "String Format Specifiers").
    static let grammar: [Part] = [
        Part(name: "argument", shape: .digitsThenDollar, scalars: digits, words: [], required: false),
        // No space flag: "50 % de réduction" is French text, not "% d".
        Part(name: "flags", shape: .repeatedSet, scalars: Set("-+#0'".unicodeScalars), words: [], required: false),
        Part(name: "width", shape: .numberOrStar, scalars: digits, words: [], required: false),
        Part(name: "precision", shape: .dotThenNumberOrStar, scalars: digits, words: [], required: false),
        Part(name: "length", shape: .oneOfWords, scalars: [], words: ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"].map { Array($0.unicodeScalars) }, required: false),
        Part(name: "conversion", shape: .oneScalar, scalars: Set("@dDiuUxXoOfFeEgGcCsSpaAn".unicodeScalars), words: [], required: true),
    ]
    static let digits = Set("0123456789".unicodeScalars)

    /// Every placeholder of `text`, in order.
    static func placeholders(in text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var found: [String] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%", let end = specifierEnd(scalars, from: index + 1) else { index += 1; continue }
            found.append(String(String.UnicodeScalarView(scalars[index..<end])))
            index = end
        }
        return found
    }

    /// Where the specifier after a "%" at `start - 1` ends; nil when none starts there.
    static func specifierEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
        guard start < s.count else { return nil }
        if s[start] == "%" { return start + 1 }
        // stringsdict: "%#@name@".
        if s[start] == "#", start + 1 < s.count, s[start + 1] == "@",
           let close = s[(start + 2)...].firstIndex(where: { $0 == "@" || $0.properties.isWhitespace }), s[close] == "@", close > start + 2 {
            return close + 1
        }
        var position = start
        for part in grammar {
            if let end = match(part, s, at: position) {
                position = end
            } else if part.required {
                // "%1", "%2": positional arguments without a conversion.
                let digitsEnd = s[start...].firstIndex { !digits.contains($0) } ?? s.count
                return digitsEnd > start ? digitsEnd : nil
            }
        }
        return position
    }

    /// Where `part` ends when it matches at `index`; nil when it does not (optional parts then
    /// take nothing).
    private static func match(_ part: Part, _ s: [Unicode.Scalar], at index: Int) -> Int? {
        func run(_ from: Int, _ set: Set<Unicode.Scalar>) -> Int {
            var end = from
            while end < s.count, set.contains(s[end]) { end += 1 }
            return end
        }
        switch part.shape {
        case .digitsThenDollar:
            let end = run(index, part.scalars)
            return end > index && end < s.count && s[end] == "$" ? end + 1 : nil
        case .repeatedSet:
            let end = run(index, part.scalars)
            return end > index ? end : nil
        case .numberOrStar:
            if index < s.count, s[index] == "*" { return index + 1 }
            let end = run(index, part.scalars)
            return end > index ? end : nil
        case .dotThenNumberOrStar:
            guard index < s.count, s[index] == "." else { return nil }
            if index + 1 < s.count, s[index + 1] == "*" { return index + 2 }
            return run(index + 1, part.scalars)
        case .oneOfWords:
            for word in part.words where index + word.count <= s.count && s[index..<(index + word.count)].elementsEqual(word) {
                return index + word.count
            }
            return nil
        case .oneScalar:
            return index < s.count && part.scalars.contains(s[index]) ? index + 1 : nil
        }
    }

    /// Specifiers generated from the grammar: each conversion with a sample of the optional parts
    /// (`count` of them, deterministic), for tests that every one is found and kept.
    static func generated(count: Int) -> [String] {
        let arguments = ["", "1$", "2$", "12$"]
        let flags = ["", "-", "+", "#", "0", "'", "-0", "+0"]
        let widths = ["", "5", "12", "*"]
        let precisions = ["", ".2", ".", ".*", ".10"]
        let lengths = [""] + grammar[4].words.map { String(String.UnicodeScalarView($0)) }
        let conversions = grammar[5].scalars.map { String($0) }.sorted()
        var result: [String] = []
        var state: UInt64 = 0x5EED
        func pick<T>(_ values: [T]) -> T {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return values[Int((state >> 33) % UInt64(values.count))]
        }
        for index in 0..<count {
            let conversion = conversions[index % conversions.count]
            result.append("%" + pick(arguments) + pick(flags) + pick(widths) + pick(precisions) + pick(lengths) + conversion)
        }
        return result + ["%%", "%#@count@", "%1", "%2"]
    }
}
