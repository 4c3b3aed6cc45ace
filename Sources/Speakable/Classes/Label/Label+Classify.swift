/// Seats, gates, platforms, rooms and flats written with letters and digits together, after a
/// word that names them (`labels.tsv`): en "Seat 14C" -> "Seat fourteen C", "Gate A7" -> "Gate A
/// seven"; fr "Porte B22" -> "Porte B vingt-deux"; ru "вагон 7Б" -> "вагон семь Б". The letters
/// stay as written (a screen reader says them). Without such a word, one capital letter and one or
/// two digits are read ("4K" -> "four K", "T3" -> "T three"), and a word in capitals with a short
/// number glued after it ("SAVE10" -> "SAVE ten", fr "BIENVENUE20", ru "ВКУСНО20"); other codes
/// ("AB14", "iOS17") are kept.
enum LabelClass {
    /// What may open before a glued code: brackets, quotes, an elided article's apostrophe.
    private static let opening: ScalarSet = ["(", "[", "«", "\"", "\u{201C}", "'", "\u{2019}"]
    /// What may close after it: brackets, quotes, punctuation that ends a phrase.
    private static let closing: ScalarSet = [")", "]", "»", "\"", "\u{201D}", "'", ",", ".", ";", ":", "!", "?", "\u{00B7}"]

    /// Whether a number stands before `index`, spaces between ("4 W-3": the letter may be its
    /// unit), in digits or in the words a first pass wrote for them ("one G-13").
    private static func afterNumber(_ index: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        let before = text.wordEnd(before: index)
        return before > 0 && text.isDigit(before - 1) || text.previousWord(before: index).map(context.speller.isNumberWord) == true
    }

    /// The lines of the usual video formats ("1080p").
    private static let videoLines: Set<Int> = [144, 240, 360, 480, 576, 720, 1080, 1440, 2160, 4320]

    /// "S2 E5", "S2E5", fr "S2 É5": a season and an episode.
    private static func seasonEpisode(letters: Range<Int>, digits: Range<Int>, end: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        guard let words = context.rules.seasonEpisode, text.string(letters) == "S", digits.count <= 2 else { return nil }
        var start = end
        if text[start] == " " { start += 1 }
        // "S2 · E7", "S2 - E7", "S2, E7": a separator between, spaces around.
        // (The separator stays: "Season two · Episode seven".)
        if start > end, let mark = text[start], "·•|-–,".unicodeScalars.contains(mark), text[start + 1] == " " { start += 2 }
        else if start == end, text[start] == "," && text[start + 1] == " " { start += 2 }
        let separator = start > end ? text.string(end..<start) : " "
        guard let letter = words.episodeLetters.first(where: { text.matches(Array($0.unicodeScalars), at: start) }) else { return nil }
        let episodeStart = start + letter.unicodeScalars.count
        let episodeEnd = text.digitRunEnd(from: episodeStart)
        guard episodeEnd > episodeStart, episodeEnd - episodeStart <= 3, !text.isLetter(episodeEnd), !text.isDigit(episodeEnd) else { return nil }
        return Token(kind: .seasonEpisode(season: Numeral(digits: text.string(digits)), episode: Numeral(digits: text.string(episodeStart..<episodeEnd)), separator: separator),
                     semioticClass: .cardinal, range: letters.lowerBound..<episodeEnd)
    }

    /// Whether one capitalized word opens the text and stands right before `index`, one space
    /// between: the noun a label's number follows ("Вольер 7Б", "Переговорная 2Б").
    private static func afterOpeningNoun(_ index: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        guard index > 1, text[index - 1] == " ", text.isLetter(index - 2) else { return false }
        var start = index - 1
        while start > 0, text.isLetter(start - 1) { start -= 1 }
        return start == 0 && index - 1 - start >= 3 && text[0].map(TextCursor.isUppercase) == true
    }

    /// A brand or product name before a model's letter and number: capitalized, Latin, at least
    /// three letters ("Galaxy", "Air", "MacBook"; not "Le", "В").
    /// (Not a word a first pass writes for an abbreviation, "Saint" for "St", "Doctor" for "Dr":
    /// "St S5" keeps "S5", and so must the second pass.)
    private static func isModelName(_ word: String, in context: ClassifyContext) -> Bool {
        guard word.unicodeScalars.count >= 3, let first = word.unicodeScalars.first, first.isASCII, first.properties.isUppercase else { return false }
        guard word.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }) && word.unicodeScalars.dropFirst().contains(where: { $0.properties.isLowercase }) else { return false }
        let data = context.speller.data
        return !data.titleExpansions.contains(word) && !data.capitalizedExpansionEnds.contains(word) && !data.streetTypes.contains(word)
    }

    static func classify(at index: Int, in context: ClassifyContext) -> Token? {
        let words = context.speller.data.labelWords
        guard !words.isEmpty else { return nil }
        let text = context.text
        guard index == 0 || !(text.isLetter(index - 1) || text.isDigit(index - 1)) else { return nil }
        // Letters then digits ("A7", "B22") or digits then letters ("14C", "7Б").
        let lettersFirst = text.isLetter(index)
        let firstEnd = lettersFirst ? text.letterRunEnd(from: index) : text.digitRunEnd(from: index)
        guard firstEnd > index else { return nil }
        // "Spot B-14", "место A-112": after a label word, letters, a hyphen and digits.
        // (Not a lone I, V or X after a capitalized label: "Train X cent" would read the regnal
        // "Train dix" to a second pass.)
        if lettersFirst, firstEnd - index <= 2, text[firstEnd] == "-", text.isDigit(firstEnd + 1), text[firstEnd + 1] != "0",
           (index..<firstEnd).allSatisfy({ text[$0].map { TextCursor.isUppercase($0) } == true }),
           !(firstEnd - index == 1 && context.rules.roman.regnalSingleLetters.contains(text.string(index..<firstEnd))
             && !Road.isLetters(text.string(index..<firstEnd), in: context)) {
            let end = text.digitRunEnd(from: firstEnd + 1)
            // ("I-40=5", "A-40+5": a sign read between spaces ends it too, as a second pass sees it.)
            guard end - firstEnd - 1 <= 4, text.endsPhrase(at: end) || text[end] == "=" || text[end] == "+" && text.isDigit(end + 1) else { return nil }
            // en "I-95", "US-101": a road, with no word before it.
            // en "W-2", "B-52", "K-12": one capital and one or two digits, a form's or a model's name.
            let isRoad = end - firstEnd - 1 <= 3 && Road.isLetters(text.string(index..<firstEnd), in: context)
                || firstEnd - index == 1 && end - firstEnd - 1 <= 2 && text.isASCIICapital(index) && !Self.afterNumber(index, in: context)
            guard isRoad || text.previousWord(before: index).map({ words.contains($0) || words.contains($0.lowercased()) }) == true else { return nil }
            return Token(kind: .label(letters: text.string(index..<firstEnd), digits: text.string(firstEnd + 1..<end), lettersFirst: true),
                         semioticClass: .cardinal, range: index..<end)
        }
        let secondEnd = lettersFirst ? text.digitRunEnd(from: firstEnd) : text.letterRunEnd(from: firstEnd)
        if lettersFirst, secondEnd > firstEnd,
           let episode = seasonEpisode(letters: index..<firstEnd, digits: firstEnd..<secondEnd, end: secondEnd, in: context) { return episode }
        // ("2D+3": a sign and digits glued after it make one formula; "D+3" alone reads its sign.)
        // ("23C#": a number sign glued after the letter makes a word of it, "C#", which a second
        // pass would read.)
        guard secondEnd > firstEnd, !text.isLetter(secondEnd), !text.isDigit(secondEnd),
              !((text[secondEnd] == "+" || text[secondEnd] == "-") && text.isDigit(secondEnd + 1)),
              lettersFirst || text[secondEnd] != "#" else { return nil }
        let letters = lettersFirst ? index..<firstEnd : firstEnd..<secondEnd
        let digits = lettersFirst ? firstEnd..<secondEnd : index..<firstEnd
        // ("1D 1W 1M 1Y": a chart's periods, read by the duration class.)
        if !lettersFirst, letters.count == 1, DurationClass.isPeriodItem(at: index, in: context) { return nil }
        // "1080p", "720p", "1080i": a video's lines and its scan, the number then the letter (en
        // in pairs, "ten eighty p"; fr "mille quatre-vingts p"). ("50p" is pence.)
        if !lettersFirst, letters.count == 1, text[letters.lowerBound] == "p" || text[letters.lowerBound] == "i",
           text.intValue(digits).map(Self.videoLines.contains) == true {
            return Token(kind: .label(letters: text.string(letters), digits: text.string(digits), lettersFirst: false),
                         semioticClass: .cardinal, range: index..<secondEnd)
        }
        guard letters.allSatisfy({ text[$0].map { TextCursor.isUppercase($0) } == true }) else { return nil }
        let token = Token(kind: .label(letters: text.string(letters), digits: text.string(digits), lettersFirst: lettersFirst),
                          semioticClass: .cardinal, range: index..<secondEnd)
        // "Seats F11–F14", ru "места Б3–Б6": a range of a place's labels, the same letter at both
        // ends, after a label word.
        if lettersFirst, letters.count == 1, digits.count <= 3, text[digits.lowerBound] != "0", let dash = text[secondEnd], dash == "-" || dash == "\u{2013}",
           text[secondEnd + 1] == text[letters.lowerBound], text.isDigit(secondEnd + 2), text[secondEnd + 2] != "0" {
            let lastEnd = text.digitRunEnd(from: secondEnd + 2)
            if lastEnd - secondEnd - 2 <= 3, !text.isLetter(lastEnd), !text.isDigit(lastEnd), text.endsPhrase(at: lastEnd),
               let first = text.intValue(digits), let last = text.intValue(secondEnd + 2..<lastEnd), first < last,
               Self.labelWord(before: index, within: 1, in: context) {
                let end = Token.Kind.label(letters: text.string(letters), digits: text.string(secondEnd + 2..<lastEnd), lettersFirst: true)
                return Token(kind: .range(from: token.kind, to: end), semioticClass: .cardinal, range: index..<lastEnd)
            }
        }
        // "SAVE10", "BIENVENUE20", "ВКУСНО20", "HTML5": a word in capitals with a one- or two-digit
        // number glued after it is said as the word and the number; "A14", "PS5" and longer codes stay.
        // A code goes on through a separator and more digits ("21T.03.2"): none of the readings
        // below takes a part of it.
        // (A separator between a letter or a digit on either side joins them: "9:39M", "1T:6".)
        // Alone: a space, the text's ends, brackets or quotes around it, or punctuation that ends a
        // phrase ("4K.", "(5G)"); "4N°5" or "9:39M" are parts of something else.
        // (An elided article's apostrophe too: fr "sur l’A7".)
        let alone = (index == 0 || text.isWhitespace(index - 1) || Self.opening.contains(text[index - 1]))
            && (secondEnd >= text.count || text.isWhitespace(secondEnd)
                || Self.closing.contains(text[secondEnd]) && !text.isLetter(secondEnd + 1) && !text.isDigit(secondEnd + 1))
        // (Not Roman letters alone: "Henry VIII3" -> "VIII three" would read regnal to a second pass.)
        // (Nor letters that are an abbreviation alone: "RDV1" read "RDV un" would be "rendez-vous
        // un" to a second pass.)
        // (Those of any place: "CO2" is no Colorado, whose code stands only before a ZIP code.)
        func lettersAbbreviation() -> Bool {
            context.speller.data.abbreviations.match(text, at: letters.lowerBound, digitsMayFollow: true)
                .map({ $0.1 == letters.upperBound && $0.0.contains { $0.place == .any } }) == true
        }
        if lettersFirst, letters.count >= 4, digits.count <= 2, text[digits.lowerBound] != "0", alone, !lettersAbbreviation(),
           !letters.allSatisfy({ text[$0].map(RomanClass.isRomanLetter) == true }) { return token }
        // "PS5", "MP3", "CO2": two or three Latin capitals and one digit (not "XL5", Roman letters).
        if lettersFirst, (2...3).contains(letters.count), digits.count == 1, text[digits.lowerBound] != "0", alone,
           letters.allSatisfy({ text.isASCIICapital($0) }), !letters.allSatisfy({ text[$0].map(RomanClass.isRomanLetter) == true }), !lettersAbbreviation() { return token }
        // "T3", "A6", "Q3", "B12": one capital Latin letter and one or two digits, alone: the letter,
        // then the number.
        // (Not a letter of Roman numerals: "X one" would read as "the tenth one" to a second pass.)
        // (Nor a letter that is an abbreviation alone: "5 min E8" -> "E huit" would read "est" after
        // the measure.)
        // (Roman letters other than I, V and X read no number alone ("Chapter C" stays a letter), so
        // "MacBook Air M3" -> "M three"; after a name, a letter that is an abbreviation elsewhere
        // is a model's: "Galaxy S24" -> "S twenty-four".)
        // (A Cyrillic capital too: ru "Тетрадь А5", "Каюта Б12", "Показания Т1:"; not one that
        // looks like a Roman letter, "С", "М", "Х".)
        if lettersFirst, letters.count == 1, digits.count <= 2, text[digits.lowerBound] != "0", alone,
           let letter = text[letters.lowerBound], letter.isASCII || text.isCodeCapital(letters.lowerBound) && !"СМХ".unicodeScalars.contains(letter),
           !"IVX".unicodeScalars.contains(letter), text[index - 1] != "-", text[secondEnd] != "-",
           !"LCDM".unicodeScalars.contains(letter) || text.previousWord(before: index).map({ Self.isModelName($0, in: context) }) == true,
           context.speller.data.abbreviations.match(text, at: index, digitsMayFollow: true).map({ $0.1 == index + 1 }) != true
            || text.previousWord(before: index).map({ Self.isModelName($0, in: context) }) == true {
            return token
        }
        // fr "la N7", "sur l’A86", "la D906", ru "трасса М4": a road's letters and number after
        // a word of `roadWordsBeforeCode`.
        if lettersFirst, digits.count <= 4, text[digits.lowerBound] != "0", alone, let words = context.rules.roadWordsBeforeCode,
           Road.isLetters(text.string(letters), in: context) {
            var before = index
            if before > 1, text[before - 1] == "\u{2019}" || text[before - 1] == "'" { before -= 1 }
            if let word = text.previousWord(before: before), words.contains(word.lowercased()) { return token }
        }
        // "4K", "5G", "3D": one or two digits and one capital Latin letter that is no unit ("12V" is
        // volts): the number, then the letter. A Cyrillic one after the capitalized noun that opens
        // the text, as a label's: ru "Вольер 7Б" -> "Вольер семь Б" ("5Б" alone may be a school's
        // class, "пятый Б").
        // (Not before a noun counted with ordinals: ru "11А класс" is a school's class.)
        // (Not before a period that makes the letter an abbreviation: "14P. 2" would read "Page 2"
        // to a second pass.)
        // ("3K views" is a count: three thousand views.)
        if !lettersFirst, letters.count == 1, digits.count <= 2, text[digits.lowerBound] != "0", alone,
           !CardinalClass.countsWithScale(digitsEnd: digits.upperBound, scaleEnd: secondEnd, in: context),
           !CardinalClass.endsAmount(digits: digits, scaleEnd: secondEnd, in: context),
           let letter = text[letters.lowerBound], letter.isASCII || text.isCodeCapital(letters.lowerBound) && Self.afterOpeningNoun(index, in: context),
           !"IVXLCDM".unicodeScalars.contains(letter),
           MeasureClass.unit(after: digits.upperBound, in: context) == nil, context.speller.data.genderGuess.ordinalNoun(after: secondEnd, in: text) == nil,
           text[secondEnd] != "." || context.speller.data.abbreviations.match(text, at: letters.lowerBound).map({ $0.1 > secondEnd }) != true {
            return token
        }
        guard letters.count <= 2, digits.count <= 4 else { return nil }
        // (Nor letters last before a period that makes them an abbreviation: "д. 5Д. Иван" read
        // "пять Д. Иван" would be "Деревня Иван" to a second pass.)
        if !lettersFirst, text[secondEnd] == ".",
           context.speller.data.abbreviations.match(text, at: letters.lowerBound).map({ $0.1 > secondEnd }) == true { return nil }
        // (Letters that are an abbreviation alone stay glued: "дом 1АД" read "один АД" would be
        // "артериальное давление" to a second pass.)
        // (One capital after a place's label word is its letter: "Platform 7W".)
        if !(letters.count == 1 && Self.placeNamedBefore(index, in: context)),
           context.speller.data.abbreviations.match(text, at: letters.lowerBound, digitsMayFollow: true).map({ $0.1 == letters.upperBound }) == true { return nil }
        // ru a house number after a street: "пер. Гончарный, 3А".
        if !lettersFirst, AbbreviationClass.followsStreet(index, in: context) { return token }
        // en a house number and its letter before a street: "221B Baker St" -> "two twenty-one B".
        if !lettersFirst, letters.count == 1, CardinalClass.beforeStreet(secondEnd, in: context) { return token }
        // (A lone I, V or X first after a capitalized label stays: "Room X two" would read the
        // regnal "Room the tenth two" to a second pass.)
        // (The word before, through an abbreviation's period: "Apt. X2".)
        if lettersFirst, letters.count == 1, context.rules.roman.regnalSingleLetters.contains(text.string(letters)) {
            var labelEnd = text.wordEnd(before: index)
            if labelEnd > 0, text[labelEnd - 1] == ".", labelEnd < index { labelEnd -= 1 }
            if text.previousWord(before: labelEnd).map(RomanClass.isName) == true { return nil }
        }
        return Self.labelWord(before: index, within: 4, in: context) ? token : nil
    }

    /// Where the code before `index` starts when a list's comma, "&" or joiner word (`weekdayListJoiners`:
    /// "and", "et", "и") stands between: "12C & |12D"; nil otherwise.
    private static func listItemStart(before index: Int, in context: ClassifyContext) -> Int? {
        let text = context.text
        guard index >= 3, text[index - 1] == " " else { return nil }
        var end: Int
        if text[index - 2] == ",", text.isLetter(index - 3) || text.isDigit(index - 3) {
            end = index - 2
        } else if text[index - 2] == "&", text[index - 3] == " " {
            end = index - 3
        } else if let word = text.previousWord(before: index), context.dates.weekdayListJoiners?.contains(word.lowercased()) == true,
                  case let wordStart = index - 1 - word.unicodeScalars.count, wordStart > 0, text[wordStart - 1] == " " {
            end = wordStart - 1
        } else {
            return nil
        }
        var start = end
        var digits = false, letters = false
        while start > 0, text.isLetter(start - 1) || text.isDigit(start - 1) {
            if text.isDigit(start - 1) { digits = true } else { letters = true }
            start -= 1
        }
        guard digits, letters, end - start <= 5, start == 0 || text.isWhitespace(start - 1) else { return nil }
        return start
    }

    /// Whether the letters at `range` are a word of `labels.tsv` or an abbreviation of one, with
    /// or without its period ("ауд." as "аудитория", "Ste" as "Suite", which a second pass reads).
    private static func namesLabel(_ range: Range<Int>, in context: ClassifyContext) -> Bool {
        let text = context.text, words = context.speller.data.labelWords
        let word = text.string(range)
        if words.contains(word) || words.contains(word.lowercased()) { return true }
        guard let (entries, end) = context.speller.data.abbreviations.match(text, at: range.lowerBound),
              end == range.upperBound || end == range.upperBound + 1 && text[range.upperBound] == "." else { return false }
        return entries.contains { words.contains($0.expansion) || words.contains($0.expansion.lowercased()) }
    }

    /// Whether a word of `labels.tsv` stands right before `index` (or before a colon there):
    /// "Platform 7W", "Seat: 7W".
    static func namedBefore(_ index: Int, in context: ClassifyContext) -> Bool {
        labelWord(before: index, within: 1, in: context)
    }

    /// Whether a place's label word (no device's: "Charger 20W") stands right before `index`.
    static func placeNamedBefore(_ index: Int, in context: ClassifyContext) -> Bool {
        guard namedBefore(index, in: context) else { return false }
        let devices = context.speller.data.labelDevices
        return !(context.text.previousWord(before: index).map { devices.contains($0) || devices.contains($0.lowercased()) } ?? false)
    }

    /// Whether a word of `labels.tsv` stands a few lowercase words before `index`, or before a
    /// colon there: "Gate changed to C7", "Seat moved to 14C", "Your seat: 14C". ("Upgrade to
    /// C7" names nothing.)
    private static func labelWord(before index: Int, within count: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        // ("Seats 12C & 12D", "Seats 12C, 12D": a later code of a list takes the first one's label.)
        if let previous = listItemStart(before: index, in: context) { return labelWord(before: previous, within: count, in: context) }
        var end = index
        var first = 0
        // (A number sign right before is passed over as its word would be: ru "Поезд № 752GА*" is
        // "Поезд номер 752GА*" to a second pass.)
        let signEnd = text.wordEnd(before: index)
        if signEnd < index, let sign = context.rules.codeSigns?.first(where: { sign in
            text.start(of: sign, endingAt: signEnd).map { !text.isLetter($0 - 1) } == true
        }), let signStart = text.start(of: sign, endingAt: signEnd) {
            end = signStart
            first = 1
        }
        for step in first..<count {
            end = text.wordEnd(before: end)
            if step == 0, end > 0, text[end - 1] == ":" {
                end -= 1
                end = text.wordEnd(before: end)
            }
            // ("ауд.: 1Б": an abbreviation of a label word, as the first pass's "аудитория: 1Б" is
            // to a second.)
            let abbreviated = end > 1 && text[end - 1] == "." && text.isLetter(end - 2)
            if abbreviated { end -= 1 }
            var start = end
            while start > 0, text.isLetter(start - 1) { start -= 1 }
            // (The word next to the code may follow anything: "(Gate A7)"; further words follow spaces.)
            guard start < end, start == 0 || step == 0 || text.isWhitespace(start - 1) else { return false }
            if Self.namesLabel(start..<end, in: context) { return true }
            let word = text.string(start..<end)
            guard !abbreviated else { return false }
            // (No number's word between: "via 2 M25" keeps "M25", and so must "via two M25".)
            guard word.startsLowercase, !context.speller.isNumberWord(word) else { return false }
            end = start
        }
        return false
    }
}
