// Verbalizing: tokens of this class into words. Never looks at the text.

extension YearClass {
    static func verbalize(_ value: Int64, _ grammaticalCase: GrammaticalCase?, noun: String?, with speller: NumberSpeller) -> String? {
        let dates = DateSpeller(speller)
        guard let words = dates.yearWords(value, grammaticalCase) else { return nil }
        return noun.map { "\(words) \($0)" } ?? words
    }

    /// en "twenty nineteen to twenty twenty-four", "twenty twenty-four to twenty-five"; fr "deux
    /// mille dix-neuf à deux mille vingt-quatre"; ru "в две тысячи двадцать четвёртом — две
    /// тысячи двадцать пятом годах".
    static func verbalizeRange(_ from: Int64, _ to: Int64, shortTo: Int64?, _ grammaticalCase: GrammaticalCase?, noun: String?,
                               with speller: NumberSpeller) -> String? {
        guard let template = speller.data.dates.years.range?.template,
              let first = verbalize(from, grammaticalCase, noun: nil, with: speller),
              let second = shortTo.map({ speller.cardinal($0) }) ?? verbalize(to, grammaticalCase, noun: noun, with: speller) else { return nil }
        let words = template.replacingAll("{from}", with: first).replacingAll("{to}", with: second)
        return shortTo != nil ? noun.map { "\(words) \($0)" } ?? words : words
    }

    /// "nineteen eighties", "two thousands", "eighties" (negative: a two-digit decade).
    static func verbalizeDecade(_ value: Int64, with speller: NumberSpeller) -> String? {
        guard let words = value < 0 ? speller.cardinal(-value) : speller.year(value) else { return nil }
        if words.hasSuffix("y") { return words.dropLast() + "ies" }
        return words + "s"
    }
}
