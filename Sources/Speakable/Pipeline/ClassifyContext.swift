/// What a classifier may consult: the text, the locale's written-number conventions and its data.
struct ClassifyContext {
    let text: TextCursor
    let lexicon: NumberLexicon
    let speller: NumberSpeller

    var rules: NumberRules { speller.rules }

    /// True when the token ending at `end` runs into a letter ("4K", "30код"): not a number to speak.
    func runsIntoLetter(_ end: Int) -> Bool { text.isLetter(end) }
}
