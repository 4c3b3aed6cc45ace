import Atomics
import Foundation

/// Abbreviations of `abbreviations.tsv` and the app's own (`Speakable.register(abbreviations:)`):
/// fr "M. Dupont" -> "monsieur Dupont", "n° 5" -> "numéro cinq"; en "Elm St." -> "Elm Street",
/// "e.g." -> "for example"; ru "т.е." -> "то есть", "5 стр." -> "пять страниц".
///
/// Where an entry applies is data: `any`, `name` (before a capitalized word), `number` (before a
/// number), `after-name` (after a capitalized word inside a sentence), `after-time` (after a clock
/// time: fr "21 h 30 HNE" -> "heure normale de l'Est", ru "21:40 МСК" -> "по московскому времени"; en zones stay letters). Matching is case-sensitive;
/// a lowercase entry ending in "." also matches capitalized ("Env." -> "Environ"). An expansion
/// `@noun` agrees with a number before it. A period that ends the sentence is kept.
enum AbbreviationClass {
    struct Entry: Hashable, Sendable {
        enum Place: String, Hashable, Sendable, CaseIterable {
            case any, name, number, afterName = "after-name", month, afterMeasure = "after-measure", afterTime = "after-time"
            /// Before a lowercase word, the noun an abbreviated adjective agrees with (ru "Мин.
            /// сумма" -> "Минимальная сумма").
            case beforeNoun = "before-noun"
            /// Before a clock time (fr "Dép. 6h45" -> "Départ", while "Dép. 75" is a département).
            case beforeTime = "before-time"
            /// Before a year that ends the phrase: en "Est. 2008" -> "Established" (while "Est.
            /// 25 min" is an estimate), fr "Éd. 2019" -> "Édition", ru "Изд. 2019" -> "Издание".
            case beforeYear = "before-year"
            /// After a house number, before the street's name and type: en "71 W. Ridge Rd." ->
            /// "West", "60 N Main St" -> "North".
            case beforeStreet = "before-street"
            /// After another part of an address and a comma: ru "д. 5, стр. 2" -> "строение" (the
            /// part's abbreviation reads one of `addressParts` in `numbers.json`), while "гл. 3,
            /// стр. 5" is a page.
            case afterAddress = "after-address"
            /// After a street's type or a road's number, ending the address's phrase: en
            /// "Pennsylvania Ave NW" -> "Northwest", "Hwy 101 N", "I-95 N" -> "North".
            case afterStreet = "after-street"
            /// After a town and its comma, before a postcode of five digits (or five, a hyphen and
            /// four): en "Springfield, IL 62704" -> "Illinois".
            case beforePostcode = "before-postcode"
            /// Right after a number or an ordinal and a space: en "1 cap" -> "capsule", fr "4e
            /// ét." -> "étage", ru "на 3-м эт." -> "этаже" (while ru "табл. 3" is a table).
            case afterNumber = "after-number"
            /// Right before a number only, where the same letters after one are a unit: en "Sec
            /// 112" -> "Section" (while "30 sec" is seconds), fr "th. 6" -> "thermostat", "CP 75011"
            /// -> "code postal" (while "élève de CP" is a school year).
            case beforeNumber = "before-number"
            /// Right before a number and its unit: fr "ép. 12 mm" -> "épaisseur", "long. 2,40 m" ->
            /// "longueur" (while "ép. 12" is an episode).
            case beforeMeasure = "before-measure"
            /// Right after an amount of money and a space: en "$145 pp" -> "per person" (while "12
            /// pp" may count pages), fr "45 € pp" -> "par personne".
            case afterAmount = "after-amount"
            /// After a word of `sizeWords` in `numbers.json` (a colon between allowed), ending the
            /// phrase or in a list: en "Size: M" -> "medium", "Sizes: S, M, L".
            case afterSize = "after-size"
        }
        var expansion: String
        var place: Place
        var capitalized = false
        /// A noun's forms in the six cases (`GrammaticalCase.allCases` order), taken after a
        /// governing word: ru "на ул." -> "на улице". Empty: the expansion alone.
        var cases: [String] = []
        /// An adjective's forms for a masculine, a feminine and a neuter noun after it, and
        /// optionally for a plural one.
        var genders: [String] = []
        /// The same forms in the genitive (ru "до мин. суммы" -> "до минимальной суммы"); an
        /// adjective with none stays as written after a word asking another case than the
        /// nominative, rather than be said in the wrong one.
        var genitive: [String] = []
    }

    /// Builds the lookup table from `written -> entries` rows, with capitalized variants.
    static func table(_ rows: [(written: String, entry: Entry)]) -> SymbolTable<[Entry]> {
        // Each written form once, in the order first seen, with its entries; `positions` finds a
        // form's place in `order` with one lookup.
        var positions: [String: Int] = Dictionary(minimumCapacity: rows.count + rows.count / 2)
        var order: [(written: String, entries: [Entry])] = []
        order.reserveCapacity(rows.count + rows.count / 2)
        func add(_ written: String, _ entry: Entry) {
            if let position = positions[written] {
                order[position].entries.append(entry)
            } else {
                positions[written] = order.count
                order.append((written, [entry]))
            }
        }
        for (written, entry) in rows { add(written, entry) }
        // (With a period, or hyphenated: "Г-н Смирнов".)
        for (written, entry) in rows where written.hasSuffix(".") || written.utf8.contains(UInt8(ascii: "-")) && written.last?.isLetter == true {
            guard let first = written.first, first.isLowercase else { continue }
            // (One letter and its period before a name is an initial there: fr "M. R. Dupont"
            // keeps "R." while "r. Victor Hugo" is a street.)
            if written.count == 2, entry.place == .name { continue }
            let capital = first.uppercased() + written.dropFirst()
            if positions[capital].map({ order[$0].entries.allSatisfy(\.capitalized) }) ?? true {
                var variant = entry
                variant.capitalized = true
                add(capital, variant)
            }
        }
        // The most specific place first: "Elm St." (after a name) before "St. Louis" (before one).
        // (A switch, so that a new place cannot be left without a priority.)
        func priority(_ place: Entry.Place) -> Int {
            switch place {
            case .afterName, .afterMeasure, .afterTime, .beforeTime, .beforeMeasure, .beforeYear, .beforeStreet, .afterAddress, .afterStreet, .beforePostcode, .afterNumber, .afterAmount, .afterSize: return 0
            case .name, .beforeNoun: return 1
            case .month, .number, .beforeNumber: return 2
            case .any: return 3
            }
        }
        return SymbolTable(order.map { written, entries in
            // (Most words have one entry: nothing to sort.)
            guard entries.count > 1 else { return (written, entries) }
            return (written, entries.enumerated().sorted {
                (priority($0.element.place), $0.offset) < (priority($1.element.place), $1.offset)
            }.map(\.element))
        })
    }

    /// Where the first of the one or two words before `index` starts, when they open the text or
    /// follow punctuation (a comma, a colon, a separator), single spaces between: "Hauteur" in
    /// "Hauteur max.", "Fréquence" in "FC · Fréquence cardiaque max."; nil after a number.
    private static func phraseOpening(before index: Int, in text: TextCursor) -> Int? {
        var end = index
        for _ in 0..<2 {
            guard end > 1, text[end - 1] == " ", text.isLetter(end - 2) else { return nil }
            var start = end - 1
            while start > 0, text.isLetter(start - 1) || text[start - 1] == "-" && text.isLetter(start - 2) { start -= 1 }
            let before = text.wordEnd(before: start)
            if before == 0 { return start }
            if let mark = text[before - 1], !text.isLetter(before - 1), !text.isDigit(before - 1), mark != "'", mark != "\u{2019}" {
                return start
            }
            end = start
        }
        return nil
    }

    /// An abbreviation starting at `index`, with app entries winning over built-in ones.
    static func classify(at index: Int, in context: ClassifyContext) -> Token? {
        let text = context.text
        guard !text.isLetter(index - 1), !text.isDigit(index - 1) else { return nil }
        guard let first = text[index] else { return nil }
        if let table = context.styleAbbreviations, let token = classify(at: index, first: first, table: table, in: context) { return token }
        if let table = context.userAbbreviations, let token = classify(at: index, first: first, table: table, in: context) { return token }
        return classify(at: index, first: first, table: context.speller.data.abbreviations, in: context)
    }

    private static func classify(at index: Int, first: Unicode.Scalar, table: SymbolTable<[Entry]>, in context: ClassifyContext) -> Token? {
        let text = context.text
        guard table.mayStart(with: first), let (entries, end) = table.match(text, at: index) else { return nil }
        // "Dr.ith", "Mr.Smith": a word glued after the period; expanding would glue the words and
        // change where the next word starts.
        // "д.. 5Е": a second period after it leaves the reading unsure, and the expansion would
        // look like an abbreviation ("дом.") to a second pass.
        if text[end - 1] == ".", text.isLetter(end) || text[end] == "." { return nil }
        // fr "St-Étienne": an abbreviation ending in a hyphen joins a name.
        if text[end - 1] == "-", text[end].map({ !TextCursor.isUppercase($0) }) ?? true { return nil }
        guard var entry = entries.first(where: { applies($0, range: index..<end, in: context) }) else { return nil }
        // A noun of place in the case of the word before it; an adjective in the gender of the
        // noun after it.
        // (After its name, the word before the name governs: "на Тверской ул." -> "улице".)
        var governed = index
        if entry.place == .afterName, let name = text.previousWord(before: index) {
            while governed > 0, TextCursor.isSpace(text[governed - 1]) { governed -= 1 }
            governed -= name.unicodeScalars.count
        }
        // (After its number, the word before the number: "на 3-м эт." -> "этаже".)
        if entry.place == .afterNumber, let start = numberStart(before: index, in: context) { governed = start }
        // (A number written bare or with a nominative ending says the noun's case itself: "за
        // 3-й кв.", "за 3 кв." -> "за третий квартал", where "за" before a place would ask
        // "за домом"; "во 2-м кв." -> "во втором квартале" takes the preposition's.)
        let nominativeOrdinal = entry.place == .afterNumber && entry.expansion == entry.cases.first
            && index >= 3 && (text[index - 2] == "\u{0439}" && text[index - 3] == "-" || text.isDigit(index - 2))
        if !entry.cases.isEmpty, !nominativeOrdinal, let grammaticalCase = context.speller.data.governors.placeCase(before: governed, in: text),
           let position = GrammaticalCase.allCases.firstIndex(of: grammaticalCase) {
            entry.expansion = entry.cases[position]
        }
        if !entry.genders.isEmpty, entry.place != .beforeNoun {
            // fr "Hauteur max." -> "hauteur maximale", "Fréquence cardiaque max." -> "maximale": an
            // adjective after the one or two words that open a phrase agrees with the first, when
            // it is singular; else, or when nothing decides the gender, the expansion ("Poids max.",
            // "Bagage cabine max.", "2 invités max." -> "maximum").
            if let start = phraseOpening(before: index, in: text), case let wordEnd = text.letterRunEnd(from: start),
               text[wordEnd - 1] != "s", text[wordEnd - 1] != "x",
               let gender = context.speller.data.genderGuess.gender(after: start, category: .one, in: text),
               let position = Gender.allCases.firstIndex(of: gender), entry.genders.indices.contains(position) {
                entry.expansion = entry.genders[position]
            }
        } else if !entry.genders.isEmpty, let governing = text.previousWordLowercased(before: index),
           let grammaticalCase = context.speller.data.governors.grammaticalCase(of: governing), grammaticalCase != .nominative {
            // ru "до мин. суммы", "для доп. услуг": the genitive, its gender and number from the
            // noun's ending ("-ы", "-и": a feminine singular; "-а", "-я": masculine or neuter;
            // else plural). Other cases: as written.
            guard grammaticalCase == .genitive, entry.genitive.count == Gender.allCases.count + 1,
                  let noun = text.nextWordLowercased(from: end), let last = noun.unicodeScalars.last else { return nil }
            let form: Int
            switch last {
            case "ы", "и": form = Gender.allCases.firstIndex(of: .feminine)!
            case "а", "я": form = Gender.allCases.firstIndex(of: .masculine)!
            // (A vowel ending no genitive has: "до ср. включительно" is no adjective.)
            case "о", "е", "ё", "у", "ю", "э": return nil
            default: form = Gender.allCases.count
            }
            entry.expansion = entry.genitive[form]
        } else if !entry.genders.isEmpty, let form = afterNumberForm(entry, at: index, end: end, in: context) {
            // ru "2 доп. водителя" -> "два дополнительных водителя", "с 2 доп. водителями" ->
            // "дополнительными": after a number, the form the number and the noun's case ask.
            entry.expansion = form
        } else if !entry.genders.isEmpty {
            let guess = context.speller.data.genderGuess
            if entry.genders.count > Gender.allCases.count, guess.isPlural(after: end, in: text) {
                // "Доп. услуги" -> "Дополнительные услуги": the plural form, listed last.
                entry.expansion = entry.genders[Gender.allCases.count]
            } else {
                // (A noun no ending decides is masculine, as a number's noun is: "Ср. счёт".)
                let gender = guess.gender(after: end, category: .one, in: text) ?? .masculine
                guard let position = Gender.allCases.firstIndex(of: gender) else { return nil }
                entry.expansion = entry.genders[position]
            }
        }
        let endsWithPeriod = text[end - 1] == "."
        let keepPeriod = endsWithPeriod && entry.place != .name && entry.place != .beforeStreet && endsSentence(after: end, in: context)
        var count: String?
        if entry.expansion.hasPrefix("@") { count = numberBefore(index, in: context) ?? rangeAfter(end, in: context) }
        return Token(kind: .abbreviation(entry, count: count, keepPeriod: keepPeriod), semioticClass: .abbreviation, range: index..<end)
    }

    /// An abbreviated adjective's form right after a number (ru "2 доп. водителя"): in the case
    /// the noun's plural ending says ("-ами" instrumental, "-ам" dative, "-ах" prepositional),
    /// the plural of that case, made from the genitive plural ("дополнительных" ->
    /// "дополнительными", "дополнительным"); else after 2-4 the genitive plural, or the
    /// nominative plural before a feminine noun ("две доп. минуты" -> "дополнительные"), after
    /// five or more the genitive plural, after one the singular of the noun's gender. Nil where
    /// no number stands before it or the entry lists no plural forms.
    private static func afterNumberForm(_ entry: Entry, at index: Int, end: Int, in context: ClassifyContext) -> String? {
        let text = context.text
        let plurals = Gender.allCases.count
        guard entry.genders.count > plurals, entry.genitive.count > plurals, index >= 2, text[index - 1] == " ", text.isDigit(index - 2),
              case let numberStart = text.digitRunStart(before: index - 1), !text.isLetter(numberStart - 1), text[numberStart - 1] != "/",
              let value = text.intValue(numberStart..<index - 1), let noun = text.nextWordLowercased(from: end) else { return nil }
        let genitivePlural = entry.genitive[plurals]
        func replacingEnding(_ cases: [(String, String)]) -> String? {
            cases.first { genitivePlural.hasSuffix($0.0) }.map { String(genitivePlural.dropLast($0.0.count)) + $0.1 }
        }
        if noun.hasSuffix("ами") || noun.hasSuffix("ями") || noun.hasSuffix("ьми") { return replacingEnding([("ых", "ыми"), ("их", "ими")]) }
        if noun.hasSuffix("ам") || noun.hasSuffix("ям") { return replacingEnding([("ых", "ым"), ("их", "им")]) }
        if noun.hasSuffix("ах") || noun.hasSuffix("ях") { return genitivePlural }
        let guess = context.speller.data.genderGuess
        switch context.speller.pluralCategory(Int64(value)) {
        case .one:
            let gender = guess.gender(after: end, category: .one, in: text) ?? .masculine
            return Gender.allCases.firstIndex(of: gender).map { entry.genders[$0] }
        case .few:
            return guess.gender(ofFewForm: noun) == .feminine ? entry.genders[plurals] : genitivePlural
        default:
            return genitivePlural
        }
    }

    /// The first result `body` gives for the entries written at `index`, walking the tables in
    /// the order they win: the format style's, the app's, the language's.
    private static func firstMatch<T>(at index: Int, in context: ClassifyContext, _ body: (_ entries: [Entry], _ end: Int) -> T?) -> T? {
        guard let scalar = context.text[index] else { return nil }
        for table in [context.styleAbbreviations, context.userAbbreviations, context.speller.data.abbreviations] {
            guard let table, table.mayStart(with: scalar), let (entries, end) = table.match(context.text, at: index) else { continue }
            if let found = body(entries, end) { return found }
        }
        return nil
    }

    /// Whether some abbreviation's written form starts at `index` (in the app's tables or the
    /// language's), wherever it would apply.
    /// (Not a clothing size's letters, which are one only after a size's word: "Booking K7XQ2M."
    /// ends with no abbreviation, "$2/L" is per liter.)
    static func matches(at index: Int, in context: ClassifyContext) -> Bool {
        firstMatch(at: index, in: context) { entries, _ in entries.contains { $0.place != .afterSize } ? true : nil } ?? false
    }

    /// Whether ", Town, " ends right before `start` after a street with its number ("1 Infinite
    /// Loop, Cupertino, "): a comma, one to three capitalized words, a comma, and before them a
    /// part that holds a digit.
    static func endsStreetAndTown(before start: Int, in text: TextCursor) -> Bool {
        var position = start
        guard position > 2, text[position - 1] == " ", text[position - 2] == "," else { return false }
        position -= 2
        var words = 0
        while words < 3 {
            var wordStart = position
            while wordStart > 0, text.isLetter(wordStart - 1) || text[wordStart - 1] == "." { wordStart -= 1 }
            guard wordStart < position, text[wordStart].map(TextCursor.isUppercase) == true else { return false }
            words += 1
            position = wordStart
            guard position > 1, text[position - 1] == " " else { return false }
            if text[position - 2] == "," { break }
            position -= 1
        }
        // The street's part: a digit in it, after the last comma or the start.
        guard let part = text.addressPart(before: position) else { return false }
        return (part.start..<part.comma).contains { text.isDigit($0) }
    }

    /// Every expansion of the abbreviation written at `index` in the first table that has it.
    /// ru whether `index` starts the part after a street's part of an address: a comma, and before
    /// it a part that starts with an abbreviation of a street (`streetParts`): the house number
    /// in "ул. Садовая, 8" or "пер. Гончарный, 3А".
    static func followsStreet(_ index: Int, in context: ClassifyContext) -> Bool {
        guard let streets = context.rules.streetParts else { return false }
        let text = context.text
        // The part starts after a comma, or a label's colon or a separator ("Постамат: ул. Садовая, 8").
        guard let part = text.addressPart(before: index, separators: ":;·|•("), part.comma + 1 < index else { return false }
        if text.isLetter(part.start) && expansions(at: part.start, in: context).contains(where: streets.contains) { return true }
        // (Or the street's type after its name: "Садовая ул., 14, стр. 2".)
        var typeStart = part.comma
        if typeStart > 0, text[typeStart - 1] == "." { typeStart -= 1 }
        let typeEnd = typeStart
        while typeStart > part.start, text.isLetter(typeStart - 1) { typeStart -= 1 }
        return typeStart < typeEnd && typeStart > part.start && TextCursor.isSpace(text[typeStart - 1])
            && expansions(at: typeStart, in: context).contains(where: streets.contains)
    }

    static func expansions(at index: Int, in context: ClassifyContext) -> [String] {
        firstMatch(at: index, in: context) { entries, _ in entries.map(\.expansion) } ?? []
    }

    /// The first expansion of an abbreviation at `index` that is a plain word, not a counted
    /// `@noun`: ru "эт." -> "этаж".
    static func expansion(at index: Int, in context: ClassifyContext) -> String? {
        // The first table that has the written form decides, even when its entry is counted.
        let expansion = firstMatch(at: index, in: context) { entries, _ in entries.first?.expansion }
        return expansion?.hasPrefix("@") == false ? expansion : nil
    }

    /// The noun key of an `@noun` abbreviation at `index` and where it ends ("c. à café" ->
    /// "cuillère à café"), for a fraction that counts it.
    static func countedNoun(at index: Int, in context: ClassifyContext) -> (key: String, end: Int)? {
        firstMatch(at: index, in: context) { entries, end in
            guard let entry = entries.first(where: { $0.expansion.hasPrefix("@") }) else { return nil }
            let key = String(entry.expansion.dropFirst())
            return context.speller.data.nouns[key] != nil ? (key, end) : nil
        }
    }

    /// The noun of an `@noun` abbreviation after a number, for the number's agreement.
    static func noun(at index: Int, in context: ClassifyContext) -> LanguageData.Noun? {
        countedNoun(at: index, in: context).flatMap { context.speller.data.nouns[$0.key] }
    }

    private static func applies(_ entry: Entry, range: Range<Int>, in context: ClassifyContext) -> Bool {
        let text = context.text
        switch entry.place {
        // (A word's abbreviation glued to digits after its period is part of a code: "руб.15".)
        case .any: return !(text[range.upperBound - 1] == "." && !entry.cases.isEmpty && text.isDigit(range.upperBound))
        case .beforeMeasure:
            var next = range.upperBound
            while TextCursor.isSpace(text[next]) { next += 1 }
            guard text.isDigit(next) else { return false }
            var end = text.digitRunEnd(from: next)
            if let separator = text[end], separator == "." || context.lexicon.decimalSeparators.contains(separator), text.isDigit(end + 1) {
                end = text.digitRunEnd(from: end + 1)
            }
            return MeasureClass.unit(after: end, in: context) != nil
        case .beforeTime:
            var next = range.upperBound
            while TextCursor.isSpace(text[next]) { next += 1 }
            let digitsEnd = text.digitRunEnd(from: next)
            guard digitsEnd > next, digitsEnd - next <= 2 else { return false }
            return text[digitsEnd] == ":" && text.isDigit(digitsEnd + 1) || text[digitsEnd] == "h" && !text.isLetter(digitsEnd + 1)
        case .beforeStreet:
            // "W 14th St": before an ordinal and a street's type.
            if text[range.upperBound] == " ", text.isDigit(range.upperBound + 1),
               let (_, _, suffixEnd) = OrdinalClass.suffix(in: context, at: text.digitRunEnd(from: range.upperBound + 1)),
               text[suffixEnd] == " ", let type = text.nextWord(from: suffixEnd + 1), context.speller.data.streetTypes.contains(type) {
                return true
            }
            var start = range.lowerBound
            guard start > 1, text[start - 1] == " ", text.isDigit(start - 2) else { return false }
            start -= 1
            return CardinalClass.beforeStreet(start, in: context)
        case .beforeYear:
            var next = range.upperBound
            while TextCursor.isSpace(text[next]) { next += 1 }
            let digitsEnd = text.digitRunEnd(from: next)
            guard digitsEnd - next == 4, let year = text.intValue(next..<digitsEnd), (1000...2099).contains(year) else { return false }
            var after = digitsEnd
            while TextCursor.isSpace(text[after]) { after += 1 }
            return after >= text.count || text[after].map { ".,;)·|•\n".unicodeScalars.contains($0) } == true && !text.isDigit(after + 1)
        case .beforeNoun:
            // ("Мин. 500 ₽" is no adjective: a number follows.)
            let next = range.upperBound
            return text[next] == " " && text[next + 1].map { TextCursor.isLowercase($0) } == true
                && context.speller.data.genderGuess.mayBeNoun(after: next, in: text)
                // (Nor a number's word a first pass wrote: "мин. двадцать три" for "мин. 23", or
                // a sign's: "мин. плюс двенадцать" for "мин. +12", or the decimal point's: "max
                // point two four" for "max .24".)
                && !(text.nextWord(from: next + 1).map(context.speller.isNumberWord) ?? false)
                && !(text.nextWordLowercased(from: next + 1).map { $0 == context.rules.plus || $0 == context.rules.minus || $0 == context.rules.decimal.word } ?? false)
                // (Nor a word of quantity: "approx. half an hour" is "approximately".)
                && !(text.nextWordLowercased(from: next + 1).map { context.rules.quantityWords?.contains($0) == true } ?? false)
        case .name:
            var next = range.upperBound
            while TextCursor.isSpace(text[next]) { next += 1 }
            // A title alone (a table header "Mᵐᵉ") is read too.
            if range.lowerBound == 0, next >= text.count { return true }
            // "St July 26": a month is no name (and is capitalized in English whatever was written).
            if let initial = text[next], context.dates.monthInitials.contains(initial), DateClass.monthWord(at: next, in: context) != nil { return false }
            if next > range.upperBound, let particles = context.rules.nameParticles,
               let particle = particles.filter({ text.matches($0, at: next) }).max(by: { $0.count < $1.count }) {
                // fr "av. de la Gare", "pl. d'Italie": a particle, then the name.
                var name = next + particle.unicodeScalars.count
                if particle.last != "'" { guard text[name] == " " else { return false }; name += 1 }
                return text[name].map { TextCursor.isUppercase($0) } == true
            }
            // "Main St E": a compass word ending the phrase names no one; the abbreviation is a
            // street's type.
            if isCompassEnding(at: next, in: context) { return false }
            // A quoted name too: ru "ст. м. «Чистые пруды»", fr "av. « Foch »" (a space may follow
            // a French guillemet).
            if next > range.upperBound, let quote = text[next], "«“„\"".unicodeScalars.contains(quote) {
                next += 1
                while TextCursor.isSpace(text[next]) { next += 1 }
            }
            return next > range.upperBound && text[next].map { TextCursor.isUppercase($0) } == true
        case .number, .beforeNumber:
            // (A one-letter label after a lowercase word is a spelled letter: "two H: 78", which a
            // first pass writes for the code "2H: 78".)
            // (Only a letter a code is written with: "Ø 5 cm" after a word is a diameter.)
            if range.count <= 2, text[range.upperBound - 1] != ".", text.isLetter(range.lowerBound),
               text[range.lowerBound].map({ $0.isASCII || (0x0400...0x04FF).contains($0.value) }) == true, let previous = text.previousWord(before: range.lowerBound),
               previous.startsLowercase { return false }
            var next = range.upperBound
            while TextCursor.isSpace(text[next]) { next += 1 }
            // ("Pts: 45", fr "Pts : 45": a label's colon between, the abbreviation the label's
            // start; "Vitesse max : 25 km/h", "Carry-on max: 22" keep a word's "max".)
            if text[next] == ":", !(range.lowerBound > 1 && TextCursor.isSpace(text[range.lowerBound - 1]) && text.isLetter(range.lowerBound - 2)) {
                next += 1
                while TextCursor.isSpace(text[next]) { next += 1 }
            }
            // ("Rx #5829301": a number sign between.)
            // ("Мин. +12 °C": a sign before the number.)
            // (fr "niv. -1": a hyphen-minus too.)
            // ("Tel: (202) 555-0147": an area code's bracket.)
            // ("CP 7501CP": before a number glued to letters, a code, a `before-number` abbreviation
            // stays, as it would after a second pass read "code postal 7501CP" as a code.)
            if entry.place == .beforeNumber, text.isDigit(next), text.isLetter(text.digitRunEnd(from: next)) { return false }
            // (Nor right after a number, whose unit it then is: ru "200 гр. 5 шт." is grams.)
            // (Or after the word a first pass writes for one: "двести гр.8", written for "200 гр.8";
            // with its period too: "двадцать. гр.81" for "20. гр.81".)
            if entry.place == .beforeNumber, numberBefore(range.lowerBound, in: context) != nil
                || (text.previousWord(before: range.lowerBound) ?? text.wordBeforeMark(range.lowerBound, marks: ".")).map(context.speller.isNumberWord) == true { return false }
            // ("1h01 min 01 s": after an hour and minutes written "1h01", "min" is the minutes'
            // unit, kept as written, whatever number follows; read as "minimum", a second pass would
            // read "1h01" as a time of day.)
            // (Before a signed number too: "1h01 min +05".)
            if text.isDigit(next) || text[next].map({ "+-\u{2212}".unicodeScalars.contains($0) }) == true && text.isDigit(next + 1),
               Self.followsCompactHour(range.lowerBound, in: text) { return false }
            // (Capitals after a number stay before a number's word a first pass wrote for digits
            // glued to them: "+3 NW two" for "+3 NW2", where "NW" stayed.)
            if entry.place == .number, range.count <= 3, text.isASCIICapital(range.lowerBound), text[range.upperBound] == " ",
               text.nextWord(from: range.upperBound + 1).map(context.speller.isNumberWord) == true { return false }
            // ("(min $0.25)": an amount's sign before the number.)
            // ("Daily max .24": a bare fraction, as "max point two four" written for it is read.)
            return text.isDigit(next) || (text[next] == "#" || text[next] == "+" || text[next] == "\u{2212}" || text[next] == "-" || text[next] == "(") && text.isDigit(next + 1)
                || context.lexicon.startsBareFraction(text, at: next)
                || entry.place == .number && text[next].map({ $0.properties.generalCategory == .currencySymbol }) == true && text.isDigit(next + 1)
                || entry.place == .number && numberBefore(range.lowerBound, in: context) != nil
                // ("Licence no. FL-2026-884213": before a code of capitals and digits.)
                || entry.place == .number && text.isCodeCapital(next) && {
                    var position = next
                    while position - next < 6, text.isCodeCapital(position) || text[position] == "-" { position += 1 }
                    return text.digitRunEnd(from: position) - position >= 3
                }()
        case .month:
            // fr "3 sept.", "sept. 2024": a day before it or a year of four digits after it ("sept.
            // 29" is the number seven and a period, as "7. 29" is read).
            var dayEnd = range.lowerBound
            while dayEnd > 0, TextCursor.isSpace(text[dayEnd - 1]) { dayEnd -= 1 }
            var dayStart = dayEnd
            while dayStart > 0, text.isDigit(dayStart - 1) { dayStart -= 1 }
            // A day alone: one or two digits, 1 to 31, after a space or the start ("5:6 sept." is not).
            if dayEnd < range.lowerBound, dayEnd - dayStart <= 2, let day = text.intValue(dayStart..<dayEnd), (1...31).contains(day),
               dayStart == 0 || text.isWhitespace(dayStart - 1) || text[dayStart - 1] == "(" { return true }
            var next = range.upperBound
            while TextCursor.isSpace(text[next]) { next += 1 }
            let yearEnd = text.digitRunEnd(from: next)
            return yearEnd - next == 4 && !text.isLetter(yearEnd) && !text.isDigit(yearEnd)
        case .afterTime:
            // "11:59 p.m. ET", "21:40 МСК": right after minutes or a meridiem. (Not before a
            // number's word a first pass wrote for a code: "PT eight" for "9 p.m. PT8".)
            if text[range.upperBound] == " ", text.nextWord(from: range.upperBound + 1).map(context.speller.isNumberWord) == true { return false }
            var end = range.lowerBound
            while end > 0, TextCursor.isSpace(text[end - 1]) { end -= 1 }
            guard end < range.lowerBound, end > 0 else { return false }
            if text.isDigit(end - 1) {
                var start = end - 1
                while start > 0, text.isDigit(start - 1) { start -= 1 }
                // "21:40", fr "20 h 30", "20h30".
                let hour = text[start - 1] == ":" ? start - 2 : text[start - 1] == "h" ? start - 2 : text[start - 1] == " " && text[start - 2] == "h" ? start - 3 : -1
                guard end - start == 2, hour >= 0, text.isDigit(hour) || text[hour] == " " && text.isDigit(hour - 1) else { return false }
                // The hour read as a time: not glued to a word ("G12:30 MT" stays), an hour of a
                // day ("88:32 MT" stays).
                let hourEnd = text.isDigit(hour) ? hour + 1 : hour
                var hourStart = hourEnd - 1
                while hourStart > 0, text.isDigit(hourStart - 1) { hourStart -= 1 }
                guard let value = text.intValue(hourStart..<hourEnd), value <= 24 else { return false }
                return !text.isLetter(hourStart - 1)
            }
            var start = end
            while start > 0, text.isLetter(start - 1) || text[start - 1] == "." { start -= 1 }
            // fr "à 20 h HNE", "20h HNE": an hour and the language's hour marker, no minutes.
            if context.dates.time.hourMarkers.contains(text.string(start..<end)) {
                let hourEnd = start > 0 && text[start - 1] == " " ? start - 1 : start
                var hourStart = hourEnd
                while hourStart > 0, text.isDigit(hourStart - 1) { hourStart -= 1 }
                guard hourStart < hourEnd, hourEnd - hourStart <= 2, let value = text.intValue(hourStart..<hourEnd), value <= 24 else { return false }
                return !text.isLetter(hourStart - 1)
            }
            let meridiem = String(text.lowercasedString(start..<end).filter { $0 != "." })
            return (meridiem == "am" || meridiem == "pm") && (start == 0 || !text.isLetter(start - 1))
        case .afterMeasure:
            // "Wind 10 km/h NW", "Ветер 5 м/с, СЗ": right after a number and its unit (a comma between).
            // (Not a letter before a degree sign: fr "N°", the number sign.)
            if text[range.upperBound] == "°" || text[range.upperBound] == "º" { return false }
            // (Nor one letter before a number's word: "8 h S deux T", which a first pass writes for
            // the code "8 h S2TT"; nor a compass point of up to three: "+3 NW two" for "+3 NW2".)
            if range.count <= 3, text[range.upperBound] == " ", text.nextWord(from: range.upperBound + 1).map(context.speller.isNumberWord) == true { return false }
            // (One letter among spelled letters is a letter: "10h N E R five", which a first pass
            // writes for the code "NER5U55".)
            if range.count == 1, text[range.upperBound] == " ", text.isLetter(range.upperBound + 1),
               text[range.upperBound + 1].map({ TextCursor.isUppercase($0) }) == true, !text.isLetter(range.upperBound + 2) { return false }
            var end = range.lowerBound
            while end > 0, text.isWhitespace(end - 1) || text[end - 1] == "," { end -= 1 }
            var start = end
            while start > 0, !text.isWhitespace(start - 1), !text.isDigit(start - 1) { start -= 1 }
            var numberEnd = start
            if numberEnd > 0, text.isWhitespace(numberEnd - 1) { numberEnd -= 1 }
            // (Or an amount: fr "950 € CC" -> "charges comprises".)
            guard start < end, numberEnd > 0, text.isDigit(numberEnd - 1),
                  var unitEnd = MeasureClass.unit(after: numberEnd, in: context)?.1 ?? context.speller.data.currencies.match(text, after: numberEnd)?.1
                    // (Or a percentage, before an abbreviation with its period: fr "13,5 % vol." ->
                    // "volume"; "12 % N" is no wind.)
                    ?? (text[range.upperBound - 1] != "." ? nil : text[numberEnd] == "%" ? numberEnd + 1
                        : TextCursor.isSpace(text[numberEnd]) && text[numberEnd + 1] == "%" ? numberEnd + 2 : nil)
                    // (Or an angle's minutes or seconds: "43° 17′ N", ru "44°25′ с. ш.".)
                    ?? MeasureClass.arcMarkEnd(at: numberEnd, in: text)
            else { return false }
            // Or a rate: "1 150 €/mois CC", "3,49 €/kg TTC".
            if text[unitEnd] == "/", let perEnd = context.speller.data.per.match(text, at: unitEnd + 1)?.1 ?? MeasureClass.unit(after: unitEnd + 1, in: context)?.1 {
                unitEnd = perEnd
            }
            // The number stands alone: "C0h N" has no measure ("0h" is part of a code).
            var numberStart = numberEnd - 1
            while numberStart > 0, text.isDigit(numberStart - 1) || (text[numberStart - 1] == "." || text[numberStart - 1] == ",") && text.isDigit(numberStart - 2) {
                numberStart -= 1
            }
            return unitEnd == end && !text.isLetter(numberStart - 1)
        case .afterNumber:
            return numberStart(before: range.lowerBound, in: context) != nil
        case .afterAmount:
            return Self.amountEnds(before: range.lowerBound, in: text)
        case .afterSize:
            return Self.afterSizeWord(range, in: context)
        case .beforePostcode:
            // Or ending an address of a street, a town and the state: "1 Infinite Loop, Cupertino,
            // CA" ("Yes, OK" is no address).
            if range.upperBound >= text.count || text[range.upperBound].map({ ".)·|".unicodeScalars.contains($0) }) == true
                || text[range.upperBound] == " " && text[range.upperBound + 1].map({ "·|•(".unicodeScalars.contains($0) }) == true {
                return Self.endsStreetAndTown(before: range.lowerBound, in: text)
            }
            guard text[range.upperBound] == " " else { return false }
            let digitsEnd = text.digitRunEnd(from: range.upperBound + 1)
            guard digitsEnd - range.upperBound - 1 == 5 else { return false }
            var end = digitsEnd
            if text[end] == "-", text.digitRunEnd(from: end + 1) - end - 1 == 4 { end = text.digitRunEnd(from: end + 1) }
            guard !text.isLetter(end), !text.isDigit(end), text[end] != "-" else { return false }
            guard let comma = text.addressPart(before: range.lowerBound)?.comma else { return false }
            return comma + 1 < range.lowerBound && text.isLetter(comma - 1)
        case .afterStreet:
            // Nothing but punctuation or the end after it.
            // (Nor a number's word a first pass wrote for digits glued to it: "Ave NW two" for
            // "Ave NW2", where the letters stayed.)
            guard !text.isLetter(range.upperBound), !text.isDigit(range.upperBound),
                  range.lowerBound > 1, text[range.lowerBound - 1] == " ",
                  !(text[range.upperBound] == " " && text.nextWord(from: range.upperBound + 1).map(context.speller.isNumberWord) == true) else { return false }
            let before = range.lowerBound - 1
            if let word = text.previousWord(before: before), word.unicodeScalars.count > 1 || word == "N" {
                return context.speller.data.streetTypes.contains(word)
            }
            // A road's number: "Hwy 101 N", "Highway one oh one N" is not read again; "I-95 N".
            guard text.isDigit(before - 1) else { return false }
            var numberStart = before - 1
            while numberStart > 0, text.isDigit(numberStart - 1) { numberStart -= 1 }
            return Road.isNumber(startingAt: numberStart, in: context)
        case .afterAddress:
            guard let parts = context.rules.addressParts else { return false }
            guard let comma = text.addressPart(before: range.lowerBound)?.comma, comma > 1 else { return false }
            // The part's number ("5", "12А", "3/1"), then its abbreviation.
            var numberStart = comma
            while numberStart > 0, text.isDigit(numberStart - 1) || text.isLetter(numberStart - 1) && !TextCursor.isSpace(text[numberStart - 2]) || text[numberStart - 1] == "/" {
                numberStart -= 1
            }
            guard numberStart < comma, text.isDigit(numberStart) else { return false }
            // Or a house number after a street: "ул. Садовая, 8, стр. 2".
            if followsStreet(numberStart, in: context) { return true }
            // (Or after a street's name alone, capitalized with an adjective's ending: "на
            // Тверской, 12, стр. 1".)
            if let endings = context.rules.streetNameEndings {
                var nameEnd = numberStart
                while nameEnd > 0, TextCursor.isSpace(text[nameEnd - 1]) { nameEnd -= 1 }
                if nameEnd < numberStart, text[nameEnd - 1] == ",", let name = text.previousWord(before: nameEnd - 1),
                   name.count >= 4, name.first?.isUppercase == true, endings.contains(where: name.hasSuffix) { return true }
            }
            var abbreviationEnd = numberStart
            while abbreviationEnd > 0, TextCursor.isSpace(text[abbreviationEnd - 1]) { abbreviationEnd -= 1 }
            guard abbreviationEnd < numberStart, abbreviationEnd > 1, text[abbreviationEnd - 1] == "." else { return false }
            var abbreviationStart = abbreviationEnd - 1
            while abbreviationStart > 0, text.isLetter(abbreviationStart - 1) { abbreviationStart -= 1 }
            return expansions(at: abbreviationStart, in: context).contains { parts.contains($0) }
        case .afterName:
            // "5th Ave", "E 10th St": after an ordinal written with digits, a street.
            var ordinalEnd = range.lowerBound
            while ordinalEnd > 0, TextCursor.isSpace(text[ordinalEnd - 1]) { ordinalEnd -= 1 }
            // "at 59 St": after the number that names it (`numberedStreets`).
            if ordinalEnd < range.lowerBound, text.isDigit(ordinalEnd - 1), context.rules.numberedStreets == true {
                var digitsStart = ordinalEnd - 1
                while digitsStart > 0, text.isDigit(digitsStart - 1) { digitsStart -= 1 }
                if ordinalEnd - digitsStart <= 3, text[digitsStart] != "0", !text.isLetter(digitsStart - 1),
                   CardinalClass.streetTypeAfter(ordinalEnd, in: context) { return true }
            }
            if ordinalEnd < range.lowerBound, ordinalEnd >= 3, text.isLetter(ordinalEnd - 1), text.isLetter(ordinalEnd - 2), text.isDigit(ordinalEnd - 3),
               let (_, _, suffixEnd) = OrdinalClass.suffix(in: context, at: ordinalEnd - 2), suffixEnd == ordinalEnd {
                // "5th Dr. Smith": before a name, a title ("Dr." is "Doctor" there).
                guard context.speller.data.titleExpansions.contains(String(text.string(range).filter { $0 != "." })) else { return true }
                var next = range.upperBound
                while TextCursor.isSpace(text[next]) { next += 1 }
                return next == range.upperBound || text[next].map { !TextCursor.isUppercase($0) } ?? true
            }
            // "Elm St.": a capitalized word before, itself not the first word of the sentence.
            // ("O'Brien Dr.": the name after the apostrophe; "Drive'h Dr." has none.)
            // (The part after an apostrophe is checked too: "Mon'Doctor Dr." is what a first pass
            // writes for "Mon'Dr. Dr.")
            guard let word = text.previousWord(before: range.lowerBound), word.startsUppercase,
                  let name = word.split(whereSeparator: { $0 == "'" || $0 == "\u{2019}" }).last.map(String.init), name.startsUppercase,
                  !context.speller.data.titleExpansions.contains(word), !context.speller.data.streetTypes.contains(word),
                  !context.speller.data.titleExpansions.contains(name), !context.speller.data.streetTypes.contains(name),
                  // (Nor the last word of an abbreviation a first pass expanded: "Сравни ул." for
                  // "Ср. ул.")
                  !context.speller.data.capitalizedExpansionEnds.contains(word),
                  // (A month or a weekday is no street name: "10 july St" reads "July St" on a
                  // second pass.)
                  !context.dates.months.contains(word.lowercased()), !context.dates.weekdays.contains(word.lowercased()),
                  !context.dates.months.contains(word), !context.dates.weekdays.contains(word),
                  // (Nor a meridiem: "5a.m.  St" reads "five AM  St" on a second pass.)
                  !context.dates.time.meridiem.am.contains(word.lowercased()), !context.dates.time.meridiem.pm.contains(word.lowercased()) else { return false }
            var start = range.lowerBound
            while start > 0, TextCursor.isSpace(text[start - 1]) { start -= 1 }
            start -= word.unicodeScalars.count
            var before = start
            while before > 0, TextCursor.isSpace(text[before - 1]) { before -= 1 }
            // A sentence ends at a period followed by a space ("Dr.Episodes" has none: the period
            // is the abbreviation's, and expanding it must not change the reading after it).
            var sentenceInitial = before == 0 || (before < start && text[before - 1].map { $0 == "." || $0 == "!" || $0 == "?" } == true)
            // An abbreviation's period ends no sentence ("Elm St. Elo Ct.": a first pass writes
            // "Saint" there, without the period).
            if sentenceInitial, before > 0, text[before - 1] == "." {
                var abbreviationStart = before - 1
                while abbreviationStart > 0, text.isLetter(abbreviationStart - 1) { abbreviationStart -= 1 }
                if abbreviationStart < before - 1, AbbreviationClass.matches(at: abbreviationStart, in: context) { sentenceInitial = false }
            }
            guard sentenceInitial else { return true }
            // "Elm St.", "Mulholland Dr. is closed": nothing capitalized follows, so not a title.
            var next = range.upperBound
            while text.isWhitespace(next) { next += 1 }
            return next >= text.count || text[next].map { !TextCursor.isUppercase($0) } == true || isCompassEnding(at: next, in: context)
        }
    }

    /// Where the number (or the ordinal: "4e", "3-м", "2nd") that ends one space before `index`
    /// starts; nil when none does.
    /// Whether an amount ends right before `index`, a space between: a currency sign after its
    /// number ("45 € pp") or before it ("$145 pp", "$12.99 pp").
    private static func amountEnds(before index: Int, in text: TextCursor) -> Bool {
        guard index > 2, text[index - 1] == " " else { return false }
        let isCurrency = { (position: Int) in text[position].map { $0.properties.generalCategory == .currencySymbol } == true }
        if isCurrency(index - 2) { return text.isDigit(index - 3) || text[index - 3] == " " && text.isDigit(index - 4) }
        var start = index - 1
        guard text.isDigit(start - 1) else { return false }
        while start > 0, text.isDigit(start - 1) || (text[start - 1] == "." || text[start - 1] == ",") && text.isDigit(start - 2) { start -= 1 }
        return start > 0 && isCurrency(start - 1)
    }

    /// Whether the letters at `range` follow a word of `sizeWords` (a colon between allowed), or
    /// other sizes in a list that one opens ("Sizes: S, M, L", "Size S/M"), and end the phrase or
    /// the list's item.
    private static func afterSizeWord(_ range: Range<Int>, in context: ClassifyContext) -> Bool {
        guard let words = context.rules.sizeWords else { return false }
        let text = context.text
        // (Before a colon the letter names a category: "Size S: up to 8 × 15 in".)
        guard !text.isLetter(range.upperBound), !text.isDigit(range.upperBound), text[range.upperBound] != ":" else { return false }
        // (Nor before a number's word a first pass wrote for digits glued to it: "Size S two
        // tabs" for "Size S2 tabs", where "S" stayed.)
        if text[range.upperBound] == " ", text.nextWord(from: range.upperBound + 1).map(context.speller.isNumberWord) == true { return false }
        var end = range.lowerBound
        for _ in 0..<6 {
            end = text.wordEnd(before: end)
            guard end > 0 else { return false }
            if text[end - 1] == ":" { end = text.wordEnd(before: end - 1) }
            if let word = text.previousWord(before: end), words.contains(word.lowercased()), text.wordEnd(before: end) < end || text[end] == " " || end < range.lowerBound {
                return true
            }
            // Another size before, then a comma or a slash ("S, M", "S/M").
            guard let mark = text[end - 1], mark == "," || mark == "/" else { return false }
            end -= 1
            var start = end
            while start > 0, text.isLetter(start - 1) || text.isDigit(start - 1) { start -= 1 }
            guard start < end, end - start <= 4, (start..<end).allSatisfy({ text.isASCIICapital($0) || text.isDigit($0) }) else { return false }
            end = start
        }
        return false
    }

    private static func numberStart(before index: Int, in context: ClassifyContext) -> Int? {
        let text = context.text
        guard index > 1, text[index - 1] == " " else { return nil }
        var start = index - 1
        // An ordinal's suffix of up to four letters, with its hyphen.
        var suffix = 0
        while start > 0, text.isLetter(start - 1), suffix < 4 { start -= 1; suffix += 1 }
        if suffix > 0, start > 0, text[start - 1] == "-" { start -= 1 }
        // fr "IIe s.", "XVIIIe s.": a Roman ordinal, its suffix glued.
        if suffix > 0, start == 0 || !text.isDigit(start - 1), context.rules.roman.ordinalSuffixes {
            var romanStart = index - 1 - suffix
            while romanStart > 0, let scalar = text[romanStart - 1], RomanClass.isRomanLetter(scalar) { romanStart -= 1 }
            // (The suffix's letters are its own: "IIe" is "II" and "e".)
            let romanEnd = (romanStart..<index - 1).first { text[$0].map(RomanClass.isRomanLetter) != true } ?? index - 1
            // (A suffix makes an ordinal only after several letters or I, V, X, as the Roman class
            // reads it: "Les s." is an article.)
            let letters = text.string(romanStart..<romanEnd)
            guard romanEnd > romanStart, letters.count > 1 || context.rules.roman.regnalSingleLetters.contains(letters), RomanNumeral.value(of: letters) != nil,
                  romanStart == 0 || !text.isLetter(romanStart - 1) && !text.isDigit(romanStart - 1),
                  OrdinalClass.suffix(in: context, at: romanEnd).map({ $0.2 == index - 1 }) == true else { return nil }
            return romanStart
        }
        guard start > 0, text.isDigit(start - 1) else { return nil }
        while start > 0, text.isDigit(start - 1) { start -= 1 }
        guard start == 0 || !text.isLetter(start - 1) && !text.isDigit(start - 1) else { return nil }
        // (A suffix that is no ordinal's is a code: "5ABC табл.".)
        if suffix > 0, OrdinalClass.suffix(in: context, at: text.digitRunEnd(from: start)) == nil { return nil }
        return start
    }

    /// en whether a compass word of the `after-street` place ("NW", "N", or "Northwest", which a
    /// first pass writes) stands at `index` and ends the phrase.
    private static func isCompassEnding(at index: Int, in context: ClassifyContext) -> Bool {
        let compass = context.speller.data.compassWords
        guard !compass.isEmpty, let word = context.text.nextWord(from: index), compass.contains(word) else { return false }
        let end = index + word.unicodeScalars.count
        return !context.text.isLetter(end) && !context.text.isDigit(end) && (context.text[end] != " " || !context.text.isLetter(end + 1) || context.text[end + 1].map(TextCursor.isLowercase) == true)
    }

    /// End of text, or a space and a capital letter: the abbreviation's period also ends the sentence.
    private static func endsSentence(after end: Int, in context: ClassifyContext) -> Bool {
        let text = context.text
        guard end < text.count else { return true }
        guard text.isWhitespace(end) else { return false }
        var next = end
        while text.isWhitespace(next) { next += 1 }
        // (An acronym starts no sentence: "Avg. HR 62 bpm".)
        let wordEnd = text.letterRunEnd(from: next)
        if wordEnd - next >= 2, wordEnd < text.count, (next..<wordEnd).allSatisfy({ text[$0].map(TextCursor.isUppercase) == true }) { return false }
        return next >= text.count || text[next].map { TextCursor.isUppercase($0) } == true
    }

    /// "p. 12–18" -> "pages", ru "стр. 12–18" -> "страницы": before a range of numbers, the noun
    /// of a count of two (the plural its numbers ask), as the count.
    private static func rangeAfter(_ end: Int, in context: ClassifyContext) -> String? {
        let text = context.text
        guard text[end] == " ", text.isDigit(end + 1) else { return nil }
        let firstEnd = text.digitRunEnd(from: end + 1)
        var secondStart = firstEnd + 1
        // fr "p. 112 à 118", en "pp. 12 to 18": a word between the ends (`range.wordsBetween`).
        // (Not the word of a part of a whole: ru "Стр. 1 из 3", one page.)
        let ranges = context.speller.data.ranges
        if text[firstEnd] == " ", let word = text.nextWord(from: firstEnd), ranges.range.wordsBetween.contains(word), ranges.ratio.joinerWord != word {
            secondStart = firstEnd + 1 + word.unicodeScalars.count
            guard text[secondStart] == " " else { return nil }
            secondStart += 1
        } else {
            guard let dash = text[firstEnd], dash == "-" || dash == "\u{2013}" || dash == "\u{2014}" else { return nil }
        }
        guard text.isDigit(secondStart), let first = text.intValue(end + 1..<firstEnd),
              let last = text.intValue(secondStart..<text.digitRunEnd(from: secondStart)), first < last else { return nil }
        return "2"
    }

    /// The digits of a number just before `index` ("5 стр."), or nil.
    /// Whether "1h01", digits, "h" and digits, ends right before `index` (spaces between).
    private static func followsCompactHour(_ index: Int, in text: TextCursor) -> Bool {
        var position = text.wordEnd(before: index)
        guard position < index, position > 0, text.isDigit(position - 1) else { return false }
        while position > 0, text.isDigit(position - 1) { position -= 1 }
        return position > 1 && (text[position - 1] == "h" || text[position - 1] == "H") && text.isDigit(position - 2)
    }

    private static func numberBefore(_ index: Int, in context: ClassifyContext) -> String? {
        let text = context.text
        var end = index
        while end > 0, TextCursor.isSpace(text[end - 1]) { end -= 1 }
        // A count and more: "5+ yrs".
        if end > 1, text[end - 1] == "+", text.isDigit(end - 2), end < index { end -= 1 }
        // Digits with group separators: "12 000 hab."; a decimal part: "2,5 млн" (as "2.5").
        var digits: [Unicode.Scalar] = []
        var start = end
        var sawDecimal = false
        while start > 0 {
            if text.isDigit(start - 1) { digits.append(text[start - 1]!); start -= 1; continue }
            if !sawDecimal, let separator = text[start - 1], context.lexicon.decimalSeparators.contains(separator),
               text.isDigit(start - 2), !digits.isEmpty, !context.lexicon.groupSeparators.contains(separator) {
                digits.append(".")
                sawDecimal = true
                start -= 1
                continue
            }
            if let separator = text[start - 1], context.lexicon.groupSeparators.contains(separator), text.isDigit(start - 2) { start -= 1; continue }
            break
        }
        // "Ressen33 sept.": digits glued to a word are part of it, not a number before; so are
        // digits a hyphen joins to a word ("dix-huit-21 min").
        guard !digits.isEmpty, digits.count <= 18, !text.isLetter(start - 1), !(text[start - 1] == "-" && text.isLetter(start - 2)) else { return nil }
        var number = String.UnicodeScalarView()
        number.append(contentsOf: digits.reversed())
        return String(number)
    }
}

/// App-supplied abbreviations, by language; they win over the built-in lexicons.
enum AbbreviationRegistry {
    /// Bumped by every change, so that per-thread caches (`TextMemo`) drop what they computed
    /// before it; 0 until the app registers anything, which spares the scanner the lock.
    private static let epoch = ManagedAtomic<Int>(0)
    private static let tables = LockedCache<String, SymbolTable<[AbbreviationClass.Entry]>>(limit: 64)
    private static let entries = LockedCache<String, [String: String]>(limit: 64)
    private static let lock = NSLock()

    static func register(_ abbreviations: [String: String], language: String) {
        lock.lock()
        defer { lock.unlock() }
        var merged = entries.cached(language) ?? [:]
        merged.merge(abbreviations) { $1 }
        entries.replace(merged, for: language)
        tables.replace(table(merged), for: language)
        epoch.wrappingIncrement(ordering: .releasing)
    }

    /// The lookup table of app abbreviations (`written -> spoken`, any place).
    static func table(_ abbreviations: [String: String]) -> SymbolTable<[AbbreviationClass.Entry]> {
        let rows = abbreviations.sorted { $0.key < $1.key }.map { (written: $0.key, entry: AbbreviationClass.Entry(expansion: $0.value, place: .any)) }
        return AbbreviationClass.table(rows)
    }

    static func removeAll(language: String) {
        lock.lock()
        defer { lock.unlock() }
        entries.remove(language)
        tables.remove(language)
        epoch.wrappingIncrement(ordering: .releasing)
    }

    /// The number of changes so far (0: nothing was ever registered).
    @inline(__always) static var currentEpoch: Int { epoch.load(ordering: .acquiring) }

    static func table(for language: String) -> SymbolTable<[AbbreviationClass.Entry]>? {
        guard currentEpoch != 0 else { return nil }
        return tables.cached(language)
    }
}
