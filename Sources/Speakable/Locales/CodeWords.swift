/// The words after which a number is a code read digit by digit (`Resources/<lang>/codes.tsv`):
/// en "Card ending in 4821" -> "four eight two one", fr "code postal 75011", ru "код 4821".
struct CodeWords: Sendable {
    /// Each phrase as lowercased words, last word first.
    private var phrases: [[String]] = []
    /// The fewest digits of a code after each phrase (the `digits` column; ru "индекс" before six,
    /// "индекс 120" being a number).
    private var minimumDigits: [Int] = []
    private var longest = 0
    /// The signs of one scalar that is no letter ("№", "#"), a word of their own in a phrase: ru
    /// "№ заказа 45A21" is "номер заказа" to a second pass.
    private var symbolSigns: Set<Unicode.Scalar> = []

    var isEmpty: Bool { phrases.isEmpty }

    init() {}

    /// A phrase that opens with the number sign's word (`numberSign`, fr "numéro de série") is
    /// also matched with each written sign of letters for it (`signs`, fr "n° de série"), as
    /// the text has it before a first pass expands the sign.
    init(rows: [DataTable.Row], numberSign: String? = nil, signs: [String] = []) throws(LanguageDataError) {
        var writtenSigns = Set(signs.map { $0.lowercased() }.filter { $0.unicodeScalars.contains { $0.properties.isAlphabetic } })
        for sign in signs where sign.unicodeScalars.count == 1 && !sign.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) {
            symbolSigns.formUnion(sign.unicodeScalars)
            writtenSigns.insert(sign)
        }
        for row in rows {
            guard let phrase = row["phrase"], !phrase.isEmpty else {
                throw LanguageDataError(file: row.file, line: row.line, expected: "a phrase")
            }
            let words = phrase.lowercased().splitASCII(" ", omittingEmpty: true).map(String.init)
            // (ASCII scalars without a property lookup.)
            guard words.allSatisfy({ $0.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII ? (0x61...0x7A).contains(scalar.value) || (0x41...0x5A).contains(scalar.value) || scalar == "-"
                    : scalar.properties.isAlphabetic || scalar == "\u{00B0}" } }) else {
                throw LanguageDataError(file: row.file, line: row.line, expected: "words of letters (and hyphens, or \"°\" in \"n°\"), not \"\(phrase)\"")
            }
            var minimum = 1
            if let written = row["digits"], !written.isEmpty {
                guard let count = Int(written), count > 0 else {
                    throw LanguageDataError(file: row.file, line: row.line, expected: "a count of digits in \"digits\", not \"\(written)\"")
                }
                minimum = count
            }
            phrases.append(words.reversed())
            minimumDigits.append(minimum)
            longest = max(longest, words.count)
            if let numberSign, words.count > 1, words[0] == numberSign.lowercased() {
                for sign in writtenSigns.sorted() {
                    let variant = Array(([sign] + words.dropFirst()).reversed())
                    if !phrases.contains(variant) {
                        phrases.append(variant)
                        minimumDigits.append(minimum)
                    }
                }
            }
        }
    }

    /// Whether a listed phrase ends right before `index`: spaces, ":", "#" and "-" may stand
    /// between it and the number (of `digits` digits, when known: a phrase's `digits` column
    /// asks for that many at least).
    func precede(_ index: Int, in text: TextCursor, digits: Int = .max) -> Bool {
        if Self.masked(before: index, in: text) { return true }
        guard !phrases.isEmpty else { return false }
        var end = index
        while end > 0, let scalar = text[end - 1], scalar == ":" || scalar == "#" || scalar == "-" || scalar == "\u{2014}" || scalar == "\u{2013}" || text.isWhitespace(end - 1) { end -= 1 }
        // "Арт. 4410229": an abbreviated phrase ends at its period.
        if end > 1, end < index, text[end - 1] == ".", text.isLetter(end - 2) { end -= 1 }
        var words: [String] = []
        while words.count < longest {
            var start = end
            // ("n° client": the number sign's degree-like mark belongs to its word.)
            while start > 0, text.isLetter(start - 1) || (text[start - 1] == "-" && text.isLetter(start - 2))
                || ((text[start - 1] == "\u{00B0}" || text[start - 1] == "\u{00BA}") && text.isLetter(start - 2)) { start -= 1 }
            // ("№ заказа": a sign of one scalar, standing alone, is a word.)
            if start == end, end > 0, let sign = text[end - 1], symbolSigns.contains(sign), end == 1 || text.isWhitespace(end - 2) { start = end - 1 }
            guard start < end else { break }
            words.append(text.lowercasedString(start..<end))
            end = start
            guard end > 0, text.isWhitespace(end - 1) else { break }
            end = text.wordEnd(before: end)
            // "Réf. client": an abbreviation's period is no phrase boundary.
            if end > 1, text[end - 1] == ".", text.isLetter(end - 2) { end -= 1 }
        }
        if phrases.indices.contains(where: { row in
            minimumDigits[row] <= digits && phrases[row].count <= words.count && zip(phrases[row], words).allSatisfy { $0 == $1 }
        }) { return true }
        return labelStarts(before: index, in: text, digits: digits)
    }

    /// Whether the number follows a label that opens with a one-word phrase and ends with a
    /// colon: fr "Code de la boîte à clés : 4817", ru "Код от сейфа с ключами: 4817".
    private func labelStarts(before index: Int, in text: TextCursor, digits: Int) -> Bool {
        let colon = text.wordEnd(before: index)
        guard colon > 0, text[colon - 1] == ":" else { return false }
        var start = colon - 1
        // (A period between digits is a number's, no boundary: "Référence 8.201 : QX7" is
        // "Référence huit mille deux cent un : QX7" to a second pass; so is a bare decimal's
        // point: "Reference batch .8201: QXK7TM", "… point eight two zero one: …".)
        while start > 0, let scalar = text[start - 1], !".·|•;\n\t:".unicodeScalars.contains(scalar)
                || scalar == "." && text.isDigit(start) && (text.isDigit(start - 2) || start < 2 || text.isWhitespace(start - 2)) {
            start -= 1
            if colon - start > 60 { return false }
        }
        // "Réf. de la commande : 4410": the period of a listed abbreviation opens the label as the
        // word does ("Référence de la commande").
        if start > 1, text[start - 1] == ".", text.isLetter(start - 2) {
            var wordStart = start - 2
            while wordStart > 0, text.isLetter(wordStart - 1) { wordStart -= 1 }
            let abbreviation = text.lowercasedString(wordStart..<start - 1)
            if phrases.indices.contains(where: { phrases[$0].count == 1 && phrases[$0][0] == abbreviation && minimumDigits[$0] <= digits }) { return true }
        }
        while text.isWhitespace(start) { start += 1 }
        let wordEnd = text.letterRunEnd(from: start)
        guard wordEnd > start else { return false }
        let first = text.lowercasedString(start..<wordEnd)
        return phrases.indices.contains { phrases[$0].count == 1 && phrases[$0][0] == first && minimumDigits[$0] <= digits }
    }

    /// The masked digits of a card or an account ("•••• 4821", "**** 4821", "·· 07"), in every
    /// language: the visible end of the number is read digit by digit.
    private static let maskScalars: Set<Unicode.Scalar> = ["\u{2022}", "\u{25CF}", "\u{2219}", "\u{00B7}", "*"]

    static func masked(before index: Int, in text: TextCursor) -> Bool {
        maskStart(before: index, in: text) != nil
    }

    /// Where the mask before `index` starts ("Visa •••• 4821": the first "•"), nil when none
    /// stands there. A screen reader would say each mark ("bullet, bullet..."): the code's
    /// reading takes them in and says what they hide (`maskedEnding`: "ending in"), then the
    /// visible digits.
    static func maskStart(before index: Int, in text: TextCursor) -> Int? {
        let end = text.wordEnd(before: index)
        var start = end
        var marks = 0
        // (Groups of marks joined by hyphens too: "SSN: •••-••-6789".)
        while start > 0, let scalar = text[start - 1],
              maskScalars.contains(scalar) || scalar == "-" && text[start - 2].map(maskScalars.contains) == true {
            if scalar != "-" { marks += 1 }
            start -= 1
        }
        // (Or one mark glued before the last four digits after a word: "Счёт *7710",
        // "Card •4821"; "*5", "x*1234" are no mask.)
        let lastFour = text.digitRunEnd(from: index) - index == 4 && !text.isLetter(text.digitRunEnd(from: index))
            && start > 1 && text.isWhitespace(start - 1) && text.isLetter(start - 2)
        guard marks >= 2 || marks == 1 && end == index && lastFour else { return nil }
        // (Marks glued to a word are no mask: "x**42".)
        return start > 0 && !text.isWhitespace(start - 1) && text[start - 1] != "(" ? nil : start
    }
}
