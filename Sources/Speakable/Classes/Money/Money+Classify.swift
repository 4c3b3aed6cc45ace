/// Amounts of money: a currency symbol or ISO code before or after the amount, with minor units
/// and scales: "12,50 €", "$12.50", "USD 100", "6 руб. 35 коп.", "$0.2 million", "2,5 тыс. руб.".
///
/// fr "12,50 €" -> "douze euros cinquante"; en "$12.50" -> "twelve dollars and fifty cents";
/// ru "12,50 ₽" -> "двенадцать рублей пятьдесят копеек". Currencies are data (`currencies.tsv`),
/// the way major and minor units are joined too (`money.json`).
enum MoneyClass {
    /// A currency written after the amount ("12,50 €", "1 руб.", "2,5 тыс. руб.", "50¢").
    static func classify(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        let data = context.speller.data
        guard literal.version == nil, !data.currencies.isEmpty else { return nil }
        let text = context.text
        var position = literal.range.upperBound
        // "15.– CHF": a period and a dash in place of the cents, none.
        if literal.fraction == nil, let end = noCentsEnd(after: position, in: text), data.currencies.match(context.text, after: end) != nil { position = end }
        var scale: String?
        if let (noun, end) = data.scales.match(context.text, after: position), data.currencies.match(context.text, after: end) != nil {
            scale = noun
            position = end
        }
        var amount = MoneyAmount(numeral: Numeral(digits: literal.integer, negative: literal.negative), fraction: literal.fraction, scale: scale)
        if let (currency, end) = data.currencies.match(context.text, after: position) {
            amount.currency = currency
            position = end
            // ru "6 руб. 35 коп.": the minor units after the major ones.
            if amount.fraction == nil, scale == nil, TextCursor.isSpace(text[position]), text.isDigit(position + 1) {
                let minorEnd = text.digitRunEnd(from: position + 1)
                if minorEnd - position - 1 <= 2, let (minor, end) = data.minorCurrencies.match(context.text, after: minorEnd),
                   minor.code == currency.code {
                    amount.minor = text.string(position + 1..<minorEnd)
                    position = end
                }
            }
            return Token(kind: .money(amount), semioticClass: .money, range: literal.range.lowerBound..<position)
        }
        // ("72.5¢ per mile": a decimal count of cents too.)
        if scale == nil, let (currency, end) = data.minorCurrencies.match(context.text, after: position) {
            amount.currency = currency
            amount.onlyMinor = true
            return Token(kind: .money(amount), semioticClass: .money, range: literal.range.lowerBound..<end)
        }
        return nil
    }

    /// Where "CHF 15.–", "15.- Fr." end: a period and a dash after the whole amount stand for no
    /// cents; nil when none stands at `index`.
    private static func noCentsEnd(after index: Int, in text: TextCursor) -> Int? {
        guard text[index] == ".", let dash = text[index + 1], dash == "-" || dash == "\u{2013}" || dash == "\u{2014}",
              !text.isDigit(index + 2), !text.isLetter(index + 2) else { return nil }
        return index + 2
    }

    /// A currency written before the amount ("$12.50", "€5", "USD 100", "US$76.3 trillion"),
    /// starting at `index`.
    static func classifyPrefix(at start: Int, in context: ClassifyContext) -> Token? {
        let data = context.speller.data
        let text = context.text
        // "-$5": a sign before the symbol.
        var index = start
        var negative = false
        var plus = false
        if let scalar = text[index], NumberLexicon.signs.contains(scalar) || scalar == "+" && text[index - 1] != "+", !text.isLetter(index - 1), !text.isDigit(index - 1) {
            // "+$0.75" -> "plus seventy-five cents".
            negative = scalar != "+"
            plus = scalar == "+"
            index += 1
        }
        // "90$1": a symbol glued after digits is part of a code.
        guard !text.isLetter(index - 1), !text.isDigit(index - 1), let (currency, symbolEnd) = data.currencies.match(text, at: index, digitsMayFollow: true) else { return nil }
        // "EUR/USD 1.0842": the second code of a currency pair names the pair, not the amount (and
        // after a word a first pass wrote for the first code: "euros/USD00" for "550EUR/USD00").
        if text[index - 1] == "/", text.isLetter(index - 2), text.isASCIICapital(index), text.isASCIICapital(index + 1) { return nil }
        var numberStart = symbolEnd
        // ru "р00", "руб5", "руб.15": a currency in lowercase letters glued before digits is part of a code
        // (it is written after the amount: "5 р.").
        // (One Latin letter glued too: "F0", "R5" are keys and codes.)
        let lastLetter = text[symbolEnd - 1] == "." ? symbolEnd - 2 : symbolEnd - 1
        if let last = text[lastLetter], TextCursor.isLowercase(last) || symbolEnd - index == 1 && text.isASCIICapital(index), text.isDigit(symbolEnd) { return nil }
        // (Nor before a space: ru "р. 42,5" is a size, "р." of an amount follows it: "42 р.")
        if text[symbolEnd - 1] == ".", text[index].map(TextCursor.isLowercase) == true, TextCursor.isSpace(text[symbolEnd]) { return nil }
        if TextCursor.isSpace(text[numberStart]) { numberStart += 1 }
        // "$.01": cents only, written without the zero.
        if let separator = text[numberStart], context.lexicon.decimalSeparators.contains(separator), text.isDigit(numberStart + 1),
           numberStart == symbolEnd {
            let digitsEnd = text.digitRunEnd(from: numberStart + 1)
            guard !text.isLetter(digitsEnd), !text.isDigit(digitsEnd) else { return nil }
            let fraction = String(String.UnicodeScalarView(text.scalars[numberStart + 1..<digitsEnd]))
            let kind = Token.Kind.money(MoneyAmount(numeral: Numeral(digits: "0", negative: negative), fraction: fraction, currency: currency))
            return Token(kind: plus ? .plus(kind) : kind, semioticClass: .money, range: start..<digitsEnd)
        }
        guard text.isDigit(numberStart) || (NumberLexicon.signs.contains(text[numberStart] ?? " ") && text.isDigit(numberStart + 1)),
              var literal = context.lexicon.read(text, at: numberStart) else { return nil }
        // ru/fr "$4.99": after a currency written first, a period and two digits are cents, as
        // the price is written in that currency's country.
        if let version = literal.version, version.count == 2, version[1].count == 2, !literal.grouped, context.lexicon.decimalSeparators.contains(",") {
            literal.integer = version[0]
            literal.fraction = version[1]
            literal.version = nil
        }
        guard literal.version == nil else { return nil }
        var amount = MoneyAmount(numeral: Numeral(digits: literal.integer, negative: literal.negative != negative), fraction: literal.fraction, currency: currency)
        var end = literal.range.upperBound
        if let (noun, scaleEnd) = data.scales.match(context.text, after: end) {
            amount.scale = noun
            end = scaleEnd
        }
        if amount.scale == nil, literal.fraction == nil, let noCents = noCentsEnd(after: end, in: text) { end = noCents }
        if text.isLetter(end) || text.isDigit(end) { return nil }
        if plus && literal.negative { return nil }
        // "BTC −3.1%", "EUR +0,4 %": a percent after the number; the code names what changed, no amount.
        var after = end
        if TextCursor.isSpace(text[after]) { after += 1 }
        if let sign = text[after], sign == "%" || sign == "\u{2030}", sign != "%" || Placeholder.end(in: text, at: after) == nil { return nil }
        // "BTC 61 234,56 €", "ETH 3 100 $": a currency after the number too; the first code names
        // what is priced in it.
        if data.currencies.match(text, after: end) != nil { return nil }
        return Token(kind: plus ? .plus(.money(amount)) : .money(amount), semioticClass: .money, range: start..<end)
    }

    static func isVowel(_ character: Character) -> Bool {
        "aeiouyéèêàâîïôûh".contains(character.lowercased())
    }
}

/// An amount as read from the text.
struct MoneyAmount: Hashable, Sendable {
    var numeral: Numeral
    var fraction: String?
    var scale: String?
    var currency: Currency?
    /// Minor units written separately ("35 коп.").
    var minor: String?
    /// Only a minor-unit symbol ("50¢").
    var onlyMinor = false
}

/// A currency of `currencies.tsv`.
struct Currency: Hashable, Sendable {
    let code: String
    let major: String
    let minor: String?
    let minorDigits: Int
}

/// The contents of `money.json`.
struct MoneyRules: Sendable, JSONRule {
    /// How major and minor units are joined: "{major} and {minor}"; `{minorNumber}` is the minor
    /// amount without its noun (fr "douze euros cinquante").
    var majorAndMinor: String
    var scales: [String: String]
    var scaleJoiner: String?
    var scaleJoinerBeforeVowel: String?
    /// The noun's form after a scale word: ru "many" (genitive plural, "миллиона литров").
    var afterScale: PluralCategory = .other
    /// fr: number words after which the currency takes the joiner ("un million d’euros").
    var joinerAfterWords: [String] = []
    /// fr "12,4 k abonnés", "1,2 M de vues": a scale after one space, before a lowercase word.
    var spacedScaleBeforeWord = false
    /// Nouns a whole number with a one-letter scale glued to it counts ("10K reviews", "1M+
    /// downloads"), lowercased; elsewhere "4K" and "3D" stay a number and a letter.
    var scaleCountNouns: Set<String> = []

    init(majorAndMinor: String, scales: [String: String]) {
        self.majorAndMinor = majorAndMinor
        self.scales = scales
    }

    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let object = try json.object(keys: ["majorAndMinor", "scales", "scaleJoiner", "scaleJoinerBeforeVowel", "afterScale", "joinerAfterWords", "spacedScaleBeforeWord", "scaleCountNouns"])
        majorAndMinor = try object.required("majorAndMinor")
        scales = try object.required("scales")
        scaleJoiner = try object.optional("scaleJoiner")
        scaleJoinerBeforeVowel = try object.optional("scaleJoinerBeforeVowel")
        afterScale = try object.optional("afterScale") ?? .other
        joinerAfterWords = try object.optional("joinerAfterWords") ?? []
        spacedScaleBeforeWord = try object.optional("spacedScaleBeforeWord") ?? false
        scaleCountNouns = try object.optional("scaleCountNouns") ?? []
    }
}

extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}
