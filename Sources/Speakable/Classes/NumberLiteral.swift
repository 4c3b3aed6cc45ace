/// A number as written in a locale: sign, digits with optional grouping, decimal part, or a
/// dot-separated version. The shared lexer of the numeric classes; it decides nothing about
/// meaning (the class files do).
struct NumberLiteral: Hashable, Sendable {
    var range: Range<Int>
    var negative = false
    var integer: String
    /// Digits after the locale's decimal separator, when there is one.
    var fraction: String?
    /// True when the integer part was written with group separators ("13 000", "1,000").
    var grouped = false
    /// Components of a dotted number that is not a decimal ("2.3.1").
    var version: [String]?

    var isPlainInteger: Bool { fraction == nil && version == nil }
    /// How many digits `integer` has (ASCII digits: its UTF-8 length, without counting characters).
    var digitCount: Int { integer.utf8.count }
}

/// The written-number conventions of a locale, from `numbers.json`.
struct NumberLexicon: Sendable {
    let decimalSeparators: ScalarSet
    let groupSeparators: ScalarSet
    /// The whole part said for a fraction written without it (en ".5" -> "point five": none; fr
    /// ",75" -> "zéro virgule soixante-quinze": "0").
    let bareFractionWhole: String
    /// Minus signs: a hyphen, the minus and, glued before a number at a word's start, the en dash
    /// French typography writes for one ("Réduction : –15 %").
    static let signs: ScalarSet = ["-", "\u{2212}", "\u{2013}"]
    /// What may stand before a sign for it to be a sign, not a hyphen or a range.
    static let beforeSign: ScalarSet = ["(", "[", "«", "\"", "'", "\u{201C}", "\u{2018}", ":", "=", "/"]

    init(_ rules: NumberRules) {
        decimalSeparators = ScalarSet(rules.decimalSeparators.compactMap(\.unicodeScalars.first))
        groupSeparators = ScalarSet(rules.groupSeparators.compactMap(\.unicodeScalars.first))
        bareFractionWhole = rules.decimal.zeroBeforeBareFraction ? "0" : ""
    }

    /// Whether a fraction written without its whole part starts at `index` (".5", ",75"): a
    /// decimal separator, digits, and before it the start of the text, a space or a bracket.
    func startsBareFraction(_ text: TextCursor, at index: Int) -> Bool {
        guard let scalar = text[index], decimalSeparators.contains(scalar), text.isDigit(index + 1) else { return false }
        // (Or after a sign that starts a word: "+,25 %", "-.5".)
        func startsWord(_ position: Int) -> Bool { position == 0 || text.isWhitespace(position - 1) || text[position - 1] == "(" }
        guard startsWord(index) || text[index - 1].map({ Self.signs.contains($0) || $0 == "+" }) == true && startsWord(index - 1) else { return false }
        let end = text.digitRunEnd(from: index + 1)
        // ".5.3", ",5,3" and ".5y" are something else; ".5x" is a multiplier.
        let multiplier = (text[end] == "x" || text[end] == "\u{00D7}") && !text.isLetter(end + 1) && !text.isDigit(end + 1)
        return !(text[end].map(decimalSeparators.contains) ?? false) && (!text.isLetter(end) || multiplier) || text[end] == "%"
    }

    /// Whether a sign at `index` stands before a bare fraction ("-,5", "+.25").
    func signedBareFraction(_ text: TextCursor, at index: Int) -> Bool {
        guard let scalar = text[index], Self.signs.contains(scalar) || scalar == "+" else { return false }
        return startsBareFraction(text, at: index + 1)
    }

    /// Reads a number starting at `index` (a digit or a sign directly before a digit).
    func read(_ text: TextCursor, at index: Int) -> NumberLiteral? {
        var i = index
        var negative = false
        if let scalar = text[i], Self.signs.contains(scalar) {
            guard text.isDigit(i + 1) || startsBareFraction(text, at: i + 1),
                  i == 0 || text.isWhitespace(i - 1) || Self.beforeSign.contains(text[i - 1]!) else { return nil }
            negative = true
            i += 1
        }
        if startsBareFraction(text, at: i) {
            let end = text.digitRunEnd(from: i + 1)
            return NumberLiteral(range: index..<end, negative: negative, integer: bareFractionWhole, fraction: text.string(i + 1..<end))
        }
        guard text.isDigit(i) else { return nil }
        var end = text.digitRunEnd(from: i)
        var integer = text.string(i..<end)
        var grouped = false
        // Grouping: 1-3 digits, then groups of exactly three behind one consistent separator.
        if end - i <= 3, let separator = text[end], groupSeparators.contains(separator) {
            var groupEnd = end
            var groups = ""
            while text[groupEnd] == separator, text.digitRunEnd(from: groupEnd + 1) == groupEnd + 4 {
                groups += text.string(groupEnd + 1..<groupEnd + 4)
                groupEnd += 4
            }
            // A dot group followed by another dot and digits is a date or version, not grouping.
            let dotted = separator == "." && text[groupEnd] == "." && text.isDigit(groupEnd + 1)
            // Nor four numbers of 0-255 with no leading zero, an IP address ("85.214.132.117";
            // "1.000.000.000" is a billion).
            let address = separator == "." && groups.count == 9 && Int(integer).map { $0 <= 255 } == true
                && stride(from: 0, to: 9, by: 3).allSatisfy { offset in
                    let group = groups.dropFirst(offset).prefix(3)
                    return group.first != "0" && Int(group).map { $0 <= 255 } == true
                }
            if !groups.isEmpty, !dotted, !address, !decimalSeparators.contains(separator) || groups.count > 3 {
                integer += groups
                end = groupEnd
                grouped = true
            }
        }
        var literal = NumberLiteral(range: index..<end, negative: negative, integer: integer, grouped: grouped)
        // fr (Swiss) "6'850.00": after groups an apostrophe marks, a period and two digits are cents.
        if grouped, let separator = text[text.digitRunEnd(from: i)], separator == "'" || separator == "\u{2019}",
           text[end] == ".", text.digitRunEnd(from: end + 1) == end + 3, text[end + 3] != "." {
            literal.fraction = text.string(end + 1..<end + 3)
            literal.range = index..<end + 3
            return literal
        }
        guard let separator = text[end], text.isDigit(end + 1) else { return literal }
        if separator == "." {
            // Dotted components: a decimal in en ("3.14"); a version when there are more than two
            // components or when "." is not the locale's decimal separator (fr "iOS 17.2").
            var components = [integer]
            var position = end
            while text[position] == ".", text.isDigit(position + 1) {
                let componentEnd = text.digitRunEnd(from: position + 1)
                components.append(text.string(position + 1..<componentEnd))
                position = componentEnd
            }
            if components.count == 2, decimalSeparators.contains(".") {
                literal.fraction = components[1]
            } else if !grouped {
                literal.version = components
            } else {
                return literal
            }
            literal.range = index..<position
            return literal
        }
        if decimalSeparators.contains(separator) {
            let fractionEnd = text.digitRunEnd(from: end + 1)
            // "1,2,3" is a list, not a decimal.
            if text[fractionEnd] == separator, text.isDigit(fractionEnd + 1) { return literal }
            literal.fraction = text.string(end + 1..<fractionEnd)
            literal.range = index..<fractionEnd
        }
        return literal
    }
}
