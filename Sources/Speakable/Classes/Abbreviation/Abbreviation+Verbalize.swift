// Verbalizing: tokens of this class into words. Never looks at the text.

extension AbbreviationClass {
    /// ru in the case of the number before it: "за 1 шт." -> "за одну штуку", "до 5 шт." -> "до пяти
    /// штук"; with no number, in the case of the preposition before it: "за шт." -> "за штуку".
    static func verbalize(_ entry: Entry, count: String?, keepPeriod: Bool, in grammaticalCase: GrammaticalCase = .nominative,
                          with speller: NumberSpeller) -> String? {
        var words = entry.expansion
        if words.hasPrefix("@") {
            let key = String(words.dropFirst())
            guard let noun = speller.data.nouns[key] else { return nil }
            let value = count.flatMap { Int64($0) }
            let category = count.map { Int64($0).map(speller.pluralCategory) ?? speller.pluralCategory(decimal: $0) } ?? .one
            if grammaticalCase != .nominative, let value, let form = speller.data.caseForms[grammaticalCase]?[speller.pluralCategory(value)] {
                words = speller.nounForm(noun, form, in: grammaticalCase, after: speller.pluralCategory(value))
            } else if count == nil, grammaticalCase != .nominative {
                // ru "3 500 ₽ за шт." -> "за штуку": alone after a preposition, the singular in its case.
                guard let singular = speller.singular(key, in: grammaticalCase) else { return nil }
                words = singular
            } else {
                words = noun.form(for: category)
            }
        }
        if entry.capitalized, let first = words.first { words = first.uppercased() + words.dropFirst() }
        return keepPeriod ? words + "." : words
    }
}
