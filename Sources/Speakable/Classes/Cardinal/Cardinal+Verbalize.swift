// Verbalizing: tokens of this class into words. Never looks at the text.

extension CardinalClass {
    /// fr "cinq cent vingt mille deux cent quinze", en "minus sixty", ru "двадцать одна".
    static func verbalize(_ numeral: Numeral, _ agreement: Agreement, with speller: NumberSpeller) -> String? {
        // ru plural-only nouns take collective numerals: "2 суток" -> "двое суток".
        if agreement.plural, !numeral.negative, agreement.grammaticalCase == .nominative || agreement.grammaticalCase == .accusative,
           let collective = speller.rules.collectives?[numeral.digits] {
            return collective
        }
        return speller.cardinal(digits: numeral.digits[...], negative: numeral.negative, agreement)
    }

    /// en "one point five million", ru "одна целая двадцать три сотых миллиарда".
    static func verbalizeScaled(_ numeral: Numeral, fraction: String?, scale: String, with speller: NumberSpeller) -> String? {
        speller.counted(numeral.digits, fraction, negative: numeral.negative, noun: scale)
    }

    /// 1482 -> "fourteen eighty-two", 1207 -> "twelve oh seven", 857 -> "eight fifty-seven",
    /// 305 -> "three oh five", 1200 -> "twelve hundred".
    static func verbalizePairs(_ value: Int64, with speller: NumberSpeller) -> String? {
        // "Error 1000": a round thousand is said as one.
        if value % 1000 == 0 { return speller.cardinal(value, .default) }
        let high = value / 100, low = value % 100
        guard let first = speller.cardinal(high, .default) else { return nil }
        if low == 0 { return speller.cardinal(100, .default).map { "\(first) \($0.split(separator: " ").last ?? "")" } }
        guard let second = speller.cardinal(low, .default) else { return nil }
        guard low < 10 else { return "\(first) \(second)" }
        return "\(first) \(speller.data.dates.time.oh ?? speller.digits("0")) \(second)"
    }
}
