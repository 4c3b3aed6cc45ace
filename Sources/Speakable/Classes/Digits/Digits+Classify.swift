/// Numbers read one digit at a time ("007", digit strings past Int64) and dotted version
/// numbers ("2.3.1").
enum DigitsClass {
    static func classify(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        if let components = literal.version {
            return Token(kind: .version(components), semioticClass: .version, range: literal.range)
        }
        guard literal.isPlainInteger, !literal.negative else { return nil }
        // A code after the words that announce one ("Card ending in 4821", "код 4821", "Код из
        // СМС: 739 104": a code in groups is still a code).
        // (Groups written with a comma or a period are a count: "call 1,000 users".)
        if literal.digitCount >= 3 || context.text[literal.range.upperBound] == "-", !context.runsIntoLetter(literal.range.upperBound),
           !literal.grouped || !context.text.scalars[literal.range].contains(where: { $0 == "," || $0 == "." }),
           // (A range or a measure is no code: "Heart rate zone 120–140 bpm", "Zone 120 km".)
           !(context.text[literal.range.upperBound].map { $0 == "\u{2013}" || $0 == "\u{2014}" } == true && context.text.isDigit(literal.range.upperBound + 1)),
           !context.isUnitOrCurrency(after: literal.range.upperBound),
           // (Nor a number in groups that counts a noun after it: ru "Индекс Мосбиржи: 2 874
           // пункта", while "Код из СМС: 739 104" is a code.)
           !(literal.grouped && context.text[literal.range.upperBound] == " "
             && context.text.nextWordLowercased(from: literal.range.upperBound + 1).map { context.speller.data.nounsByForm[$0] != nil } == true),
           // (Nor the value after a label that ends with its own number: "Zone 4: 160-175 bpm".)
           !Self.afterNumberedLabel(literal.range.lowerBound, in: context.text),
           context.speller.data.codeWords.precede(literal.range.lowerBound, in: context.text, digits: literal.digitCount) {
            // "ISBN 978-0-14-303943-3": the groups a hyphen joins are part of the code.
            let (digits, end) = joinedGroups(literal, in: context.text)
            guard digits.count >= 3, !context.text.isLetter(end) else { return nil }
            // (Two groups a hyphen joins before a unit are a range: "Zone: 160-175 bpm".)
            if end > literal.range.upperBound, context.isUnitOrCurrency(after: end) { return nil }
            // "Visa •••• 4821" -> "Visa ending in four eight two one": the mask goes with the digits.
            // The mask's words say what it hides ("ending in"), unless a phrase says so already
            // ("ending in •••• 4821").
            guard let start = CodeWords.maskStart(before: literal.range.lowerBound, in: context.text) else {
                // "Gate code: 2580#": the keypad's key after the digits, said as in a service code.
                if context.text[end] == "#", context.speller.data.phones.serviceCodeSigns != nil, context.text.endsPhrase(at: end + 1), !digits.contains("-") {
                    return Token(kind: .codeThenHash(digits), semioticClass: .digits, range: literal.range.lowerBound..<end + 1)
                }
                return Token(kind: .digits(digits), semioticClass: .digits, range: literal.range.lowerBound..<end)
            }
            let said = context.speller.data.codeWords.precede(start, in: context.text)
            return Token(kind: said ? .digits(digits) : .maskedDigits(digits), semioticClass: .digits, range: start..<end)
        }
        // en "Austin, TX 78701", "New York, NY 10001-1234": five digits (and four after a hyphen)
        // after a region of `postalCodeAfter`, written as it is (case-sensitive: "OK 200" is no
        // Oklahoma), ending the address.
        if let regions = context.rules.postalCodeAfter, literal.digitCount == 5, !literal.grouped,
           let region = context.text.previousWord(before: literal.range.lowerBound), regions.contains(region) {
            var end = literal.range.upperBound
            var digits = literal.integer
            if context.text[end] == "-", context.text.digitRunEnd(from: end + 1) == end + 5 {
                digits += context.text.string(end + 1..<end + 5)
                end += 5
            }
            // (After "City, ", and ending the text or the address: "Texas 25000 cases" is a count.)
            var before = literal.range.lowerBound - 1
            while before > 0, context.text.isWhitespace(before) { before -= 1 }
            before -= region.unicodeScalars.count
            while before > 0, context.text.isWhitespace(before) { before -= 1 }
            var after = end
            while context.text.isWhitespace(after), context.text[after] != "\n" { after += 1 }
            if before >= 0, context.text[before] == ",",
               after >= context.text.count || context.text[after].map({ ",;)\n".unicodeScalars.contains($0) }) == true {
                return Token(kind: .digits(digits), semioticClass: .digits, range: literal.range.lowerBound..<end)
            }
        }
        if let postcode = postcodeBeforeTown(literal, in: context) { return postcode }
        guard !literal.grouped else { return nil }
        // A long number after a number sign (`codeSignMinimumDigits`: en "Order #4521", "№
        // 402-7719385", "n° 4471902"),
        // with the groups a hyphen joins: a code. "№ 7", "#3 in Charts" stay numbers.
        if let code = signedCode(literal, in: context) { return code }
        let leadingZero = literal.digitCount > 1 && literal.integer.first == "0"
        // Eleven digits or more, ungrouped and not round ("Microchip ID: 985112004367891"): an
        // identifier; amounts that large are written in groups or end in zeros.
        let identifier = literal.digitCount >= 11 && !literal.integer.hasSuffix("000000")
        guard leadingZero || identifier || Int64(literal.integer) == nil else { return nil }
        // "0912-4471": groups of three or more digits a hyphen joins to a leading zero's are the
        // same code.
        if leadingZero, literal.digitCount >= 3, context.text[literal.range.upperBound] == "-",
           context.text.digitRunEnd(from: literal.range.upperBound + 1) - literal.range.upperBound - 1 >= 3 {
            let (digits, end) = joinedGroups(literal, in: context.text)
            if !context.text.isLetter(end) { return Token(kind: .digits(digits), semioticClass: .digits, range: literal.range.lowerBound..<end) }
        }
        return Token(kind: .digits(literal.integer), semioticClass: .digits, range: literal.range)
    }

    /// fr "12 rue de la Paix, 75002 Paris", "75002 Paris", ru "190000, Санкт-Петербург": a
    /// postcode of `postcodeBeforeTown`'s digits, after a comma or where a line starts, before a
    /// capitalized town.
    private static func postcodeBeforeTown(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        guard let groups = context.rules.postcodeBeforeTown, !literal.grouped, !literal.negative,
              literal.digitCount == groups.reduce(0, +) else { return nil }
        let text = context.text
        let end = literal.range.upperBound
        // (ru "190000, Санкт-Петербург": a comma may follow it.)
        let town = text[end] == "," ? end + 1 : end
        guard text[town] == " ", text[town + 1].map(TextCursor.isUppercase) == true, text.isLetter(town + 2) else { return nil }
        var before = literal.range.lowerBound
        while before > 0, text[before - 1] == " " { before -= 1 }
        guard before == 0 || text[before - 1] == "," || text[before - 1] == "\n" else { return nil }
        var parts: [String] = []
        var rest = Substring(literal.integer)
        for count in groups {
            parts.append(String(rest.prefix(count)))
            rest = rest.dropFirst(count)
        }
        return Token(kind: .postcode(parts), semioticClass: .digits, range: literal.range)
    }

    /// ru "Код домофона: 739В": after a code word, three digits or more and one capital letter
    /// glued to them (a unit's letter elsewhere: "220В") are the code, the letter as written.
    static func gluedLetterCode(at index: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        guard !text.isLetter(index - 1), !text.isDigit(index - 1) else { return nil }
        let digitsEnd = text.digitRunEnd(from: index)
        // (The letter ends the code: a space, the end, or a phrase's punctuation; "5839N°" is the
        // start of "N°", the number sign, which a second pass would read.)
        let end = digitsEnd + 1
        guard digitsEnd - index >= 3, let letter = text[digitsEnd], TextCursor.isUppercase(letter),
              text.endsPhrase(at: end),
              // (Or a number sign and its label, which a first pass writes as the code word:
              // "N° de dossier : 8392017C" is "Numéro de dossier : …" to a second pass.)
              // (After a number sign alone, three digits and a letter are a number and its letter:
              // ru "Поезд № 752А" -> "семьсот пятьдесят два А", as "вагон 7Б".)
              context.speller.data.codeWords.precede(index, in: text) || digitsEnd - index > 3 && afterCodeSign(index, in: context) else { return nil }
        return Token(kind: .spelledCode(text.string(index..<digitsEnd + 1)), semioticClass: .digits, range: index..<digitsEnd + 1)
    }

    /// Whether a label ending with a short number and a colon stands right before `index`: "Zone
    /// 4: 160-175 bpm", fr "Zone 4 : …" name a numbered thing, whose value follows.
    private static func afterNumberedLabel(_ index: Int, in text: TextCursor) -> Bool {
        var colon = index
        while colon > 0, text.isWhitespace(colon - 1) { colon -= 1 }
        guard colon > 0, text[colon - 1] == ":" else { return false }
        var end = colon - 1
        while end > 0, text.isWhitespace(end - 1) { end -= 1 }
        let start = text.digitRunStart(before: end)
        return end - start >= 1 && end - start <= 2 && start >= 2 && text[start - 1] == " " && text.isLetter(start - 2)
    }

    /// The literal's digits and those of the groups a hyphen joins to it, and where they end.
    private static func joinedGroups(_ literal: NumberLiteral, in text: TextCursor) -> (String, Int) {
        var digits = literal.integer
        var end = literal.range.upperBound
        while text[end] == "-", text.isDigit(end + 1) {
            let groupEnd = text.digitRunEnd(from: end + 1)
            digits += text.string(end + 1..<groupEnd)
            end = groupEnd
        }
        // en "Verification code: 482 913", "Microchip: 985 112 003 456 789": more groups of the
        // first's length (three or four) after single spaces, where the language does not group
        // with spaces (it would be one grouped number otherwise).
        if end == literal.range.upperBound, !literal.grouped, (3...4).contains(literal.digitCount) {
            while text[end] == " ", text.isDigit(end + 1) {
                let groupEnd = text.digitRunEnd(from: end + 1)
                guard groupEnd - end - 1 == literal.digitCount, !text.isLetter(groupEnd),
                      text[groupEnd] != "," && text[groupEnd] != "." || !text.isDigit(groupEnd + 1) else { break }
                digits += text.string(end + 1..<groupEnd)
                end = groupEnd
            }
        }
        // fr "Avis n° 75056 2401 8834 217", "Carte n° 2 0457 0012 8834": three groups or more of
        // other lengths, each after the first of three to five digits, read group by group (a
        // space in the digits is a pause).
        if end == literal.range.upperBound, !literal.grouped, literal.digitCount <= 5 {
            var groups = [literal.integer]
            var position = end
            while text[position] == " ", text.isDigit(position + 1) {
                let groupEnd = text.digitRunEnd(from: position + 1)
                guard (3...5).contains(groupEnd - position - 1), !text.isLetter(groupEnd),
                      text[groupEnd] != "," && text[groupEnd] != "." || !text.isDigit(groupEnd + 1) else { break }
                groups.append(text.string(position + 1..<groupEnd))
                position = groupEnd
            }
            if groups.count >= 3 { return (groups.joined(separator: " "), position) }
        }
        return (digits, end)
    }

    /// "Confirmation #: 83920174", "Order #: A7-55": a number sign after a word and before a
    /// label's colon is the word ("number"), as "No.:" would be; `afterCodeSign` then reads the
    /// code after the colon. Not after a number's word a first pass wrote ("0 #: N" -> "zero #: N").
    /// A number sign spaced before a number is the word too: "PO # 77-1042", "# 3 in Charts".
    static func labelSign(at index: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        guard text[index] == "#" else { return nil }
        let colon = text[index + 1] == ":"
        let after = colon ? index + 3 : index + 2
        guard colon ? text[index + 2] == " " : text[index + 1] == " ", text.isDigit(after) || colon && text.isCodeCapital(after) else { return nil }
        // (Not before digits glued to letters, a code kept as written: "= # 0Sequence00", which a
        // second pass sees after "равно", a word.)
        if !colon, text.isLetter(text.digitRunEnd(from: after)) { return nil }
        if index == 0, !colon { return Token(kind: .idiom(context.rules.numberSign), semioticClass: .abbreviation, range: index..<index + 1) }
        guard index > 1, text[index - 1] == " ", text.isLetter(index - 2),
              let word = text.previousWord(before: index - 1), !context.speller.isNumberWord(word) else { return nil }
        return Token(kind: .idiom(context.rules.numberSign), semioticClass: .abbreviation, range: index..<index + 1)
    }

    /// Whether a number sign of `codeSigns` ("#", "n°", "№") stands right before `start` (spaces
    /// between allowed).
    static func afterCodeSign(_ start: Int, in context: ClassifyContext) -> Bool {
        guard let signs = context.rules.codeSigns else { return false }
        let text = context.text
        var before = text.wordEnd(before: start)
        // "Confirmation #: 83920174": a label's colon after the sign.
        if before > 0, text[before - 1] == ":" {
            before -= 1
            before = text.wordEnd(before: before)
        }
        // (Compared in place, from the end: no string is built nor counted per sign.)
        func signEnds(at position: Int) -> Bool {
            signs.contains { sign in
                guard let signStart = text.start(of: sign, endingAt: position) else { return false }
                return !text.isLetter(signStart - 1)
            }
        }
        if signEnds(at: before) { return true }
        // fr "N° de dossier : 83920174", ru "№ счётчика: 0912": a label of one to three words
        // after the sign, ending in its colon ("# of items: 12" counts: `codeSignCountWords`);
        // or without the colon: fr "N° de séance 20260314", ru "№ объявления 2841937".
        var position = before
        for _ in 0..<3 {
            let wordEnd = position
            while position > 0, text.isLetter(position - 1) || text[position - 1] == "'" || text[position - 1] == "\u{2019}" { position -= 1 }
            guard position < wordEnd, position > 0, text.isWhitespace(position - 1) else { return false }
            let word = text.string(position..<wordEnd)
            position -= 1
            position = text.wordEnd(before: position)
            if signEnds(at: position) { return context.rules.codeSignCountWords?.contains(word.lowercased()) != true }
        }
        return false
    }

    private static func signedCode(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        let signs = context.rules.codeSigns ?? []
        guard !signs.isEmpty else { return nil }
        let text = context.text
        guard afterCodeSign(literal.range.lowerBound, in: context) else { return nil }
        let (digits, end) = joinedGroups(literal, in: text)
        guard digits.count >= context.rules.codeSignMinimumDigits ?? 5 || end > literal.range.upperBound, !text.isLetter(end), !text.isDigit(end) else { return nil }
        return Token(kind: .digits(digits), semioticClass: .digits, range: literal.range.lowerBound..<end)
    }

    /// Capital letters and digits after a number sign or a code word: "Confirmation #RX4821" ->
    /// "number RX four eight two one", "Scooter ID: QX-4471", "Promo code: LIVE2024" -> "LIVE
    /// two zero two four", "VIN: 1HGCM82633A004352" and "#: 7F3K-92QD" one character at a time.
    /// Latin capitals and digits (two or more), hyphens between them, standing alone. `signed`:
    /// right after a number sign (the caller's), no context needed.
    static func letteredCode(at index: Int, signed: Bool = false, in context: ClassifyContext) -> Token? {
        let text = context.text
        guard !text.isLetter(index - 1), !text.isDigit(index - 1) else { return nil }
        func isCapital(_ position: Int) -> Bool { text.isCodeCapital(position) }
        var end = index
        var letters = 0, digits = 0, leadingLetters = 0, switches = 0
        var lastWasDigit: Bool?
        while true {
            if isCapital(end) || text.isDigit(end) {
                let digit = text.isDigit(end)
                if digit { digits += 1 } else { letters += 1; if digits == 0 { leadingLetters += 1 } }
                if let lastWasDigit, lastWasDigit != digit { switches += 1 }
                lastWasDigit = digit
                end += 1
            } else if text[end] == "-", end > index, isCapital(end + 1) || text.isDigit(end + 1) {
                end += 1
            } else {
                break
            }
            if end - index > 24 { return nil }
        }
        // (One digit among letters on both sides, five characters or more: "QXK7TM".)
        // (Or, right after a number sign, one digit and its letter: "Blade #7F".)
        let signedDigitAndLetter = signed && digits == 1 && letters == 1 && leadingLetters == 0 && end - index == 2 && text[index] != "0"
        guard letters >= 1, digits >= 2 || digits == 1 && switches >= 2 && end - index >= 5 || signedDigitAndLetter, !text.isLetter(end),
              !(text[end].map { "-/.:,".unicodeScalars.contains($0) } == true && (text.isLetter(end + 1) || text.isDigit(end + 1))) else { return nil }
        // (A number and its letter after a number sign may end before a footnote's star too, as
        // after "номер": "№ 752А*"; "#89N°" stays, its "N°" a sign.)
        let numberAndLetter = leadingLetters == 0 && letters == 1 && switches == 1 && digits <= 3 && text[index] != "0" && end - index == digits + letters
        let codeEnds = text.spelledCodeEnds(at: end, isAbbreviation: { AbbreviationClass.matches(at: $0, in: context) })
        guard codeEnds || numberAndLetter && text[end] == "*", !RomanClass.spelledLetterTakesOrdinal(endingAt: end, in: context) else { return nil }
        // "Nº V1251": a lone I, V or X spelled before digits would read as a Roman number after
        // the sign or a label on a second pass ("V un" -> "cinq un").
        // ("X7R2" has more letters than that one: spelled.)
        if leadingLetters == 1, letters == 1, let first = text[index], context.rules.roman.regnalSingleLetters.contains(String(first)) { return nil }
        // Letters, then digits ("RX4821", "TM-58392017"): the letters as written, then the
        // digits; "SAVE10" is a word and a number ("SAVE ten", LabelClass).
        let simple = leadingLetters == letters && switches == 1
        if simple, letters > 5 || letters >= 4 && digits <= 2 { return nil }
        var afterSign = signed
        if !signed {
            // "#RX4821", "#: 7F3K-92QD", "№ TM-58392017"; or after any label ending in the
            // number sign's word and a colon ("Receipt number: IOE0912345678").
            var before = index
            while before > 0, text.isWhitespace(before - 1) || text[before - 1] == ":" { before -= 1 }
            let signs = context.rules.codeSigns ?? []
            afterSign = signs.contains { sign in
                let count = sign.unicodeScalars.count
                return before >= count && before < index && text.string(before - count..<before) == sign && !text.isLetter(before - count - 1)
            }
            guard afterSign || context.speller.data.codeWords.precede(index, in: text)
                    || text.wordBeforeMark(index, marks: ":").map({ $0.lowercased() == context.rules.numberSign }) == true else { return nil }
        }
        let written = text.string(index..<end).replacingAll("-", with: "")
        // After a number sign, up to three digits and one letter are a number and its letter, as
        // "вагон 7Б": ru "Поезд № 752А" -> "номер семьсот пятьдесят два А", en "#12B".
        if afterSign, numberAndLetter {
            return Token(kind: .label(letters: String(written.suffix(1)), digits: String(written.dropLast()), lettersFirst: false),
                         semioticClass: .cardinal, range: index..<end)
        }
        guard codeEnds else { return nil }
        guard simple else { return Token(kind: .spelledCode(written), semioticClass: .digits, range: index..<end) }
        // (Letters that are an abbreviation alone are spelled, "R D V": "RDV" kept would read
        // "rendez-vous" to a second pass.)
        let prefix = String(written.prefix(letters))
        let said = spelledIfAbbreviation(prefix, at: index, in: context)
        return Token(kind: .letteredCode(letters: said, digits: String(written.dropFirst(letters))), semioticClass: .digits, range: index..<end)
    }

    /// `letters`, written at `index`, as a code says them: as written, or one by one where the
    /// same letters alone are an abbreviation a second pass would expand ("RDV", fr "CB").
    static func spelledIfAbbreviation(_ letters: String, at index: Int, in context: ClassifyContext) -> String {
        let abbreviation = context.speller.data.abbreviations.match(context.text, at: index, digitsMayFollow: true)
            .map { $0.1 == index + letters.unicodeScalars.count } == true
        return abbreviation ? letters.map(String.init).joined(separator: " ") : letters
    }
}
