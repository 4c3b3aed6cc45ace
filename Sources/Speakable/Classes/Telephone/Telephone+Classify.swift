import Foundation

/// Phone numbers: "06.11.22.33.06", "+33 6 12 34 56 78", "+33 (0)6 ...", "(212) 555-0123",
/// "1-800-555-0199", "+7 (912) 345-67-89", "8 800 555-35-35", fr "0612345678".
///
/// Groups are read as written, with a comma between them for a pause; how a group is read is data
/// (`phones.json`): fr pairs ("zéro six, onze"), en digits ("two one two, five five five"),
/// ru numbers ("девятьсот двенадцать, сорок пять"). Dates, times, decimals, thousands grouping,
/// ranges and versions are not phone numbers (see the DocC article).
enum TelephoneClass {
    private static let separators: ScalarSet = [" ", ".", "-", "\u{00A0}", "\u{2011}"]

    /// The groups of a phone number as written.
    struct Parsed: Hashable, Sendable {
        var countryCode: String?
        var groups: [String]
    }

    /// A phone number starting at `index` (a digit, "+" or "(").
    static func classify(at index: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        if text.isLetter(index - 1) || text.isDigit(index - 1) { return nil }
        // "0-+7-0-440130", "ноль-+7-0-440130": glued by a hyphen or a dot to a number or a word,
        // the digits are part of a code.
        if let previous = text[index - 1], previous == "." || previous == "-" || previous == "+", text.isDigit(index - 2) || previous == "-" && text.isLetter(index - 2) { return nil }
        // Cheap test first: a phone number has a separator after its first group, or many digits.
        if text.isDigit(index) {
            let firstEnd = text.digitRunEnd(from: index)
            if let token = shortNumber(at: index, end: firstEnd, in: context) { return token }
            let next = text[firstEnd]
            let separated = next.map { separators.contains($0) || $0 == "(" } == true && (text.isDigit(firstEnd + 1) || text[firstEnd + 1] == "(")
            guard separated || firstEnd - index >= 7 else { return nil }
        }
        guard let (parsed, end) = parse(text, at: index, rules: context.speller.data.phones) else { return nil }
        guard isPhone(parsed, in: context) else { return nil }
        // fr "ID de réunion : 842 6103 9957", ru "Идентификатор конференции: …": groups after the
        // words that announce a code are read digit by digit, group by group, in every language.
        // ("Call 1-800-555-0199": not after a word of calling, which announces a phone number.)
        // (After a number sign too, groups that only spaces join and no national number's zero
        // opens: "Carte n° 2 0457 0012 8834"; "n° 01 23 45 67 89", "#1-800-555-0199" call.)
        // (Groups after the first of three digits or more: "N° de sécurité sociale : 1 85 05 78 …"
        // is read in pairs.)
        if parsed.countryCode == nil,
           context.speller.data.codeWords.precede(index, in: text)
            || text[index] != "0" && parsed.groups.dropFirst().allSatisfy({ $0.count >= 3 })
            && (index..<end).allSatisfy({ text.isDigit($0) || text[$0] == " " }) && DigitsClass.afterCodeSign(index, in: context)
            // (Or groups of four digits or more joined by hyphens: fr "n° 2026-0045-3318".)
            || parsed.groups.allSatisfy({ $0.count >= 4 }) && (index..<end).allSatisfy({ text.isDigit($0) || text[$0] == "-" })
            && DigitsClass.afterCodeSign(index, in: context),
           !callWordBefore(index, in: context) {
            return Token(kind: .digits(parsed.groups.joined(separator: " ")), semioticClass: .digits, range: index..<end)
        }
        return Token(kind: .telephone(parsed), semioticClass: .telephone, range: index..<end)
    }

    /// en "1-800-FLOWERS", "1-800-GO-2-HAUL": an area code of `areaCodeWords`, "1-" before it or
    /// not, then groups of capitals or of digits joined by hyphens, seven or more as a number's
    /// seven digits, two letters or more among them. The letters stay a word; digits are read
    /// one by one ("one, eight hundred, GO two HAUL").
    static func vanity(at index: Int, in context: ClassifyContext) -> Token? {
        // ("+1-800-FLOWERS": the country code, from its sign; a number glued after a sign or
        // another number's hyphen is part of them.)
        let text = context.text
        guard let areaCodes = context.speller.data.phones.areaCodeWords, text.isDigit(index) || text[index] == "+",
              text[index - 1] != "+", !(text[index - 1] == "-" && text.isDigit(index - 2)) else { return nil }
        var start = index
        var groups: [String] = []
        var countryCode: String?
        if text[index] == "+" {
            guard text[index + 1] == "1", text[index + 2] == "-" else { return nil }
            countryCode = "1"
            start += 3
        } else if text[index] == "1", text[index + 1] == "-" {
            groups.append("1")
            start += 2
        }
        let areaEnd = text.digitRunEnd(from: start)
        guard areaEnd - start == 3, areaCodes[text.string(start..<areaEnd)] != nil, text[areaEnd] == "-" else { return nil }
        groups.append(text.string(start..<areaEnd))
        var end = areaEnd + 1
        var letters = 0
        while text.isASCIICapital(end) || text.isDigit(end) || text[end] == "-" && (text.isASCIICapital(end + 1) || text.isDigit(end + 1)) && end > areaEnd + 1 {
            if text.isASCIICapital(end) { letters += 1 }
            // (A group of letters and digits mixed, "FLOWERS2", is a code.)
            if end > areaEnd + 1, text[end] != "-", text[end - 1] != "-", text.isDigit(end) != text.isDigit(end - 1) { return nil }
            end += 1
        }
        // (Seven letters and digits, as a number's seven digits, or more; not a web address:
        // "1-800-FLOWERS.com".)
        let characters = (areaEnd + 1..<end).filter { text[$0] != "-" }.count
        guard letters >= 2, characters >= 7, !text.isLetter(end), !text.isDigit(end), text[end] != "." || !text.isLetter(end + 1) else { return nil }
        groups.append(text.string(areaEnd + 1..<end))
        return Token(kind: .telephone(Parsed(countryCode: countryCode, groups: groups)), semioticClass: .telephone, range: index..<end)
    }

    /// A short number after a word of calling (`phones.json` `shortNumbers`): en "Call 911",
    /// "Reply to 40404" -> "nine one one", fr "Composez le 3919" -> "trente-neuf, dix-neuf", ru
    /// "Позвоните по номеру 900" -> "девятьсот" (a number, not declined).
    private static func shortNumber(at index: Int, end: Int, in context: ClassifyContext) -> Token? {
        guard let rules = context.speller.data.phones.shortNumbers, rules.digits.contains(end - index) else { return nil }
        let text = context.text
        // The number stands alone: "911." and "911," are; "911-A", "40404x", "3919,5" are not.
        if text.isLetter(end) || text[end] == "-" || text[end] == "/" { return nil }
        if let next = text[end], next == "." || next == ",", text.isDigit(end + 1) { return nil }
        // Nor a quantity: "Call 300 m ahead", "Dial 100 %".
        if MeasureClass.unit(after: end, in: context) != nil || context.speller.data.currencies.match(text, after: end) != nil { return nil }
        var wordEnd = index
        while wordEnd > 0, TextCursor.isSpace(text[wordEnd - 1]) { wordEnd -= 1 }
        guard wordEnd < index else { return nil }
        let before = wordEnd
        // "Service client : 3639", "le service client au 3639": a colon, or a joining word, between.
        var labelEnd = before
        if labelEnd > 0, text[labelEnd - 1] == ":" {
            labelEnd -= 1
            while labelEnd > 0, TextCursor.isSpace(text[labelEnd - 1]) { labelEnd -= 1 }
        } else if let joiner = text.previousWord(before: before), rules.keywordJoiners?.contains(joiner) == true {
            labelEnd -= joiner.unicodeScalars.count
            while labelEnd > 0, TextCursor.isSpace(text[labelEnd - 1]) { labelEnd -= 1 }
        }
        let found = [before, labelEnd].contains { callWord(endsAt: $0, words: rules.words, in: text) }
        guard found || keywordBefore(before, rules: rules, in: text) else { return nil }
        return Token(kind: .telephone(Parsed(countryCode: nil, groups: [text.string(index..<end)])), semioticClass: .telephone, range: index..<end)
    }

    /// A service code of the phone's keypad at `index` (a "*" or a "#"): en "Dial *67" -> "star
    /// six seven", fr "*#06#" -> "étoile dièse zéro six dièse", ru "*100#" -> "звёздочка сто
    /// решётка". Its digits are read as a phone number's groups.
    ///
    /// Two signs or more, a sign first ("#31#", "*100*2#"), or one "*" after a word of calling
    /// ("Dial *67"); "#3 in Charts" (a number sign) and "*1" (a footnote) stay for other readings.
    static func serviceCode(at index: Int, in context: ClassifyContext) -> Token? {
        guard context.speller.data.phones.serviceCodeSigns != nil else { return nil }
        let text = context.text
        guard index == 0 || text.isWhitespace(index - 1) || text[index - 1].map({ "([«\"'\u{201C}:".unicodeScalars.contains($0) }) == true else { return nil }
        var end = index
        var signs = 0, digits = 0
        while let scalar = text[end], scalar == "*" || scalar == "#" || text.isDigit(end) {
            if text.isDigit(end) { digits += 1 } else { signs += 1 }
            end += 1
        }
        guard digits > 0, text.endsPhrase(at: end) else { return nil }
        // ("Card ****4821": stars, then only digits, mask a card's number; a code has a sign among
        // or after its digits, or a word of calling before.)
        let masked = signs >= 2 && (index..<index + signs).allSatisfy { text[$0] == "*" } && end - index - signs <= 4
        guard signs >= 2 && !masked || text[index] == "*" && callWordBefore(index, in: context) else { return nil }
        return Token(kind: .serviceCode(text.string(index..<end)), semioticClass: .telephone, range: index..<end)
    }

    /// Whether a word of calling (`shortNumbers` `words`) ends right before `index`, spaces between.
    private static func callWordBefore(_ index: Int, in context: ClassifyContext) -> Bool {
        guard let words = context.speller.data.phones.shortNumbers?.words else { return false }
        let text = context.text
        var before = index
        while before > 0, TextCursor.isSpace(text[before - 1]) { before -= 1 }
        return before < index && callWord(endsAt: before, words: words, in: text)
    }

    /// Whether one of `words` (phrases of calling) ends at `end`, a whole word.
    private static func callWord(endsAt end: Int, words: [String], in text: TextCursor) -> Bool {
        words.contains { phrase in
            let scalars = phrase.unicodeScalars
            let from = end - scalars.count
            guard from >= 0, !text.isLetter(from - 1) else { return false }
            // Compared in place, case folded as the word scanner folds it (no string built).
            var position = from
            for scalar in scalars {
                guard let written = text[position], ScalarKind(written.value).normalized(written.value) == scalar.value else { return false }
                position += 1
            }
            return true
        }
    }

    /// en "Text GIVE to 20222", fr "Envoyez DON au 9239": a keyword in capitals, then a word of
    /// `keywordJoiners`, right before the number (ru "СТОП на 4242" is a code of `codes.tsv`,
    /// read digit by digit).
    private static func keywordBefore(_ end: Int, rules: PhoneRules.ShortNumbers, in text: TextCursor) -> Bool {
        guard let joiners = rules.keywordJoiners else { return false }
        for joiner in joiners {
            let joinerStart = end - joiner.unicodeScalars.count
            guard joinerStart > 2, text[joinerStart - 1] == " ", text.matches(joiner, at: joinerStart), text.isLetter(joinerStart - 2) else { continue }
            var wordStart = joinerStart - 1
            while wordStart > 0, text.isLetter(wordStart - 1) { wordStart -= 1 }
            let length = joinerStart - 1 - wordStart
            guard length >= 2, !text.isLetter(wordStart - 1), !text.isDigit(wordStart - 1),
                  (wordStart..<joinerStart - 1).allSatisfy({ text[$0].map { TextCursor.isUppercase($0) } == true }) else { continue }
            return true
        }
        return false
    }

    /// Reads "+CC", then groups of digits separated by spaces, dots, hyphens or parentheses.
    static func parse(_ text: TextCursor, at index: Int, rules: PhoneRules) -> (Parsed, Int)? {
        var position = index
        var parsed = Parsed(countryCode: nil, groups: [])
        if text[position] == "+" {
            let end = text.digitRunEnd(from: position + 1)
            guard end > position + 1, end - position - 1 <= 3 else { return nil }
            parsed.countryCode = text.string(position + 1..<end)
            position = end
            guard let next = text[position], separators.contains(next) || next == "(" else { return nil }
        }
        var trunk = ""
        while true {
            var start = position
            while let scalar = text[start], separators.contains(scalar) { start += 1 }
            if start - position > 2 { break }
            if parsed.countryCode != nil || !parsed.groups.isEmpty || start > position {
                // A separator is required between groups ("(0)" and "(912)" carry their own).
                guard start > position || text[position] == "(" || text[position - 1] == ")" else { break }
            }
            if text[start] == "(" {
                let end = text.digitRunEnd(from: start + 1)
                guard end > start + 1, end - start - 1 <= 4, text[end] == ")" else { break }
                // ("Fahrenheit 451 (1953)": brackets that close the number after a group hold an
                // aside, a year; "1 (800) 555-0199" goes on after them.)
                if !parsed.groups.isEmpty {
                    var next = end + 1
                    while let scalar = text[next], separators.contains(scalar) { next += 1 }
                    guard next > end + 1, text.isDigit(next) || text[next] == "(" else { break }
                }
                let digits = text.string(start + 1..<end)
                // "+33 (0)6": the trunk zero is read with the next group.
                if digits == "0", parsed.countryCode != nil, parsed.groups.isEmpty {
                    trunk = "0"
                } else {
                    parsed.groups.append(digits)
                }
                position = end + 1
                continue
            }
            guard text.isDigit(start) else { break }
            let end = text.digitRunEnd(from: start)
            parsed.groups.append(trunk + text.string(start..<end))
            trunk = ""
            position = end
        }
        guard trunk.isEmpty, !parsed.groups.isEmpty, !text.isLetter(position), !text.isDigit(position) else { return nil }
        // "06.11.22." at the end of a sentence: the final dot is punctuation.
        return (parsed, position)
    }

    /// The detection rules of the DocC article.
    static func isPhone(_ parsed: Parsed, in context: ClassifyContext) -> Bool {
        let groups = parsed.groups
        let digits = groups.reduce(0) { $0 + $1.count } + (parsed.countryCode?.count ?? 0)
        guard digits >= 7, digits <= 15 else { return false }
        if parsed.countryCode != nil { return groups.count >= 2 && digits >= 8 }
        if groups.count == 1 {
            return context.speller.data.phones.contiguous.contains { groups[0].count == $0.length && groups[0].hasPrefix($0.prefix) }
        }
        // en "555-1234": a local number, unless both ends are round ("200-1000" is a range).
        if groups.count == 2, let local = context.speller.data.phones.local, groups.map(\.count) == local,
           let first = groups[0].first, first >= "2", !(groups[0].hasSuffix("0") && groups[1].hasSuffix("00")) { return true }
        guard groups.count >= 3, groups.dropFirst().allSatisfy({ (2...4).contains($0.count) }), groups[0].count <= 4 else { return false }
        // Thousands grouping: "1 234 567".
        if groups[0].count <= 3, groups[0].first != "0", groups.dropFirst().allSatisfy({ $0.count == 3 }) { return false }
        // Date shapes: "99.99.9999", "2015-13-45".
        let lengths = groups.map { $0.count }
        if groups.count == 3, lengths[0] <= 2, lengths[1] <= 2, lengths[2] == 2 || lengths[2] == 4 { return false }
        if groups.count == 3, lengths[0] == 4, lengths[1] <= 2, lengths[2] <= 2 { return false }
        return true
    }

    static func group(_ digits: String, rules: PhoneRules, speller: NumberSpeller) -> String? {
        switch rules.groups {
        case .digits:
            return speller.digits(digits)
        case .pairs, .numbers:
            // "pairs" (fr) reads up to two digits as a number, "numbers" (ru) up to three; longer
            // groups are cut into pairs (an odd one starts with three digits).
            let limit = rules.groups == .numbers ? 3 : 2
            if digits.count <= max(limit, 3) && (digits.count <= limit || digits.count == 3) {
                return number(digits, speller: speller)
            }
            var chunks: [Substring] = []
            var rest = digits[...]
            if rest.count % 2 == 1 { chunks.append(rest.prefix(3)); rest = rest.dropFirst(3) }
            while !rest.isEmpty { chunks.append(rest.prefix(2)); rest = rest.dropFirst(2) }
            var words: [String] = []
            for chunk in chunks {
                guard let spoken = number(String(chunk), speller: speller) else { return nil }
                words.append(spoken)
            }
            return words.joined(separator: rules.separator)
        }
    }

    /// A group as a number with its leading zeros spoken: "06" -> "zéro six", "00" -> "zéro zéro".
    private static func number(_ digits: String, speller: NumberSpeller) -> String? {
        let zeros = digits.prefix { $0 == "0" }
        let rest = digits.dropFirst(zeros.count)
        var words = Array(repeating: speller.digitWords[0], count: zeros.count)
        if !rest.isEmpty {
            guard let spoken = speller.cardinal(digits: rest, negative: false) else { return nil }
            words.append(spoken)
        }
        return words.joined(separator: " ")
    }
}

/// The contents of `phones.json`.
/// How the groups of a phone number are read: en digit by digit, fr in pairs ("zéro six, onze"),
/// ru as numbers of up to three digits.
enum PhoneGrouping: String, Sendable, CaseIterable, JSONEnum {
    case pairs, digits, numbers
}

/// How a country code is read: as a number ("plus thirty-three") or digit by digit.
enum PhoneCountryCodeReading: String, Sendable, CaseIterable, JSONEnum {
    case number, digits
}

struct PhoneRules: Sendable {
    struct Contiguous: Sendable {
        var length: Int
        var prefix: String
    }
    var plus: String
    var groups: PhoneGrouping
    var countryCode: PhoneCountryCodeReading
    /// Unseparated numbers that are phone numbers (fr: ten digits starting with 0).
    var contiguous: [Contiguous]
    var separator: String
    /// The lengths of the two groups of a local number without its area code (en [3, 4]:
    /// "555-1234"), whose first group does not start with 0 or 1; none where such pairs are
    /// ranges.
    var local: [Int]?
    /// Area codes said as words of their own (en toll-free "1-800-555-0199" -> "one, eight
    /// hundred, five five five, ..."): the first of three groups, after a trunk "1" if any.
    var areaCodeWords: [String: String]?
    /// Short numbers after a word of calling, read as phone numbers.
    var shortNumbers: ShortNumbers?
    /// The words for the keypad's signs in a service code ("*100#"); none: such codes stay as written.
    var serviceCodeSigns: ServiceCodeSigns?

    struct ServiceCodeSigns: Sendable {
        /// "*": en "star", fr "étoile", ru "звёздочка".
        var star: String
        /// "#": en "pound", fr "dièse", ru "решётка".
        var hash: String
    }

    struct ShortNumbers: Sendable, JSONRule {
        /// Lowercase words or phrases right before the number ("call", "reply to", "composez le").
        var words: [String]
        /// How many digits such a number has.
        var digits: ClosedRange<Int>
        /// Words between a keyword in capitals and the number ("Text GIVE to 20222").
        var keywordJoiners: [String]?

        init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
            let object = try json.object(keys: ["words", "minimumDigits", "maximumDigits", "keywordJoiners"])
            words = try object.required("words")
            let minimum: Int = try object.required("minimumDigits")
            let maximum: Int = try object.required("maximumDigits")
            guard minimum >= 2, minimum <= maximum else {
                throw object.failure("maximumDigits", "minimumDigits (2 or more) at most maximumDigits")
            }
            digits = minimum...maximum
            keywordJoiners = try object.optional("keywordJoiners")
        }
    }
}

extension PhoneRules.Contiguous: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["length", "prefix"])
        length = try object.required("length")
        prefix = try object.required("prefix")
    }
}

extension PhoneRules.ServiceCodeSigns: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["star", "hash"])
        star = try object.required("star")
        hash = try object.required("hash")
    }
}

extension PhoneRules: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["plus", "groups", "countryCode", "contiguous", "separator", "local", "areaCodeWords", "shortNumbers", "serviceCodeSigns"])
        plus = try object.required("plus")
        groups = try object.required("groups")
        countryCode = try object.required("countryCode")
        contiguous = try object.required("contiguous")
        separator = try object.required("separator")
        local = try object.optional("local")
        areaCodeWords = try object.optional("areaCodeWords")
        shortNumbers = try object.optional("shortNumbers")
        serviceCodeSigns = try object.optional("serviceCodeSigns")
    }
}
