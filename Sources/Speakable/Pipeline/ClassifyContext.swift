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
}
