/// What a classifier may consult: the text, the locale's written-number conventions and its data.
struct ClassifyContext {
    let text: TextCursor
    let lexicon: NumberLexicon
    let speller: NumberSpeller
    /// The app's abbreviations for this language, read once per call.
    var userAbbreviations: SymbolTable<[AbbreviationClass.Entry]>? = nil
    /// The abbreviations of the format style in use (`SpeakableFormatStyle.abbreviations(_:)`),
    /// which win over the app's.
    var styleAbbreviations: SymbolTable<[AbbreviationClass.Entry]>? = nil

    var rules: NumberRules { speller.rules }
    var dates: DateRules { speller.data.dates }

    /// Whether a unit symbol or a currency follows `index` (after optional spaces).
    func isUnitOrCurrency(after index: Int) -> Bool {
        MeasureClass.unit(after: index, in: self) != nil
    }

    /// True when the token ending at `end` runs into a letter ("4K", "30код"): not a number to speak.
    func runsIntoLetter(_ end: Int) -> Bool { text.isLetter(end) }

    /// The end of a run kept as written (a word, a code) that ends in digits, taking in the
    /// groups of a grouped number those digits start after a sign or a separator: fr "km/1 000"
    /// keeps "1 000" whole, as it
    /// keeps "13/1 000QQ1Q" ("000" alone would read as a code on a second pass).
    func keptRunEnd(_ end: Int) -> Int {
        guard text.isDigit(end - 1), !text.isDigit(end) else { return end }
        var start = end - 1
        while start > 0, text.isDigit(start - 1) { start -= 1 }
        // Digits glued to letters belong to the word ("Vitamine D3 100 UI").
        guard !text.isLetter(start - 1), let literal = lexicon.read(text, at: start), literal.grouped, literal.range.upperBound > end else { return end }
        let upper = literal.range.upperBound
        if text.isLetter(upper) || text.isDigit(upper) { return keptRunEnd(text.alphanumericRunEnd(from: upper)) }
        // "TM-583/5,500/2010": the run goes on after the groups, through a slash, a hyphen or a
        // period before more of it ("2010" alone would read as a number on a second pass).
        if let next = text[upper], next == "/" || next == "-" || next == ".", text.isLetter(upper + 1) || text.isDigit(upper + 1) {
            return keptRunEnd(text.alphanumericRunEnd(from: upper + 1))
        }
        return upper
    }
}
