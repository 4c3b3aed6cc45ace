/// Roads named by a word or by letters before their number: en "Hwy 101", "Route 66", "I-95",
/// "US-101"; ru "М-11". The shared look-around of the classes that read addresses (a house number
/// before a road, a compass letter after one, a road's letters and number as a label).
/// The words and letters are data (`roadWords`, `roadLetters` in `numbers.json`).
enum Road {
    /// Whether `word` names a road before its number ("Hwy", "Route"); a period after it is allowed.
    static func isWord(_ word: String, in context: ClassifyContext) -> Bool {
        guard let words = context.rules.roadWords else { return false }
        return words.contains(word) || word.hasSuffix(".") && words.contains(String(word.dropLast()))
    }

    /// Whether `letters` name a road before a hyphen and its number ("I", "US", "М").
    static func isLetters(_ letters: String, in context: ClassifyContext) -> Bool {
        context.rules.roadLetters?.contains(letters) == true
    }

    /// Whether a road's word starting at `start` and ending at `end` ("Hwy", "Hwy.") has its number
    /// after one space: "2500 Hwy 101".
    static func isNumbered(wordAt start: Int, end: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        guard isWord(text.string(start..<end), in: context) else { return false }
        let next = text[end] == "." ? end + 1 : end
        return text[next] == " " && text.isDigit(next + 1)
    }

    /// Whether the digits starting at `numberStart` are a road's number: after a road's word and a
    /// space ("Hwy 101", "Hwy. 101") or after a road's letters and a hyphen ("I-95").
    static func isNumber(startingAt numberStart: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        guard numberStart > 1 else { return false }
        if text[numberStart - 1] == "-" {
            let lettersEnd = numberStart - 1
            var lettersStart = lettersEnd
            while lettersStart > 0, text.isLetter(lettersStart - 1) { lettersStart -= 1 }
            return lettersStart < lettersEnd && !text.isDigit(lettersStart - 1) && isLetters(text.string(lettersStart..<lettersEnd), in: context)
        }
        guard text[numberStart - 1] == " " else { return false }
        var wordEnd = numberStart - 1
        if text[wordEnd - 1] == "." { wordEnd -= 1 }
        var wordStart = wordEnd
        while wordStart > 0, text.isLetter(wordStart - 1) { wordStart -= 1 }
        return wordStart < wordEnd && !text.isDigit(wordStart - 1) && isWord(text.string(wordStart..<wordEnd), in: context)
    }
}
