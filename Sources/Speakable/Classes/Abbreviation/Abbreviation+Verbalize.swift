// Verbalizing: tokens of this class into words. Never looks at the text.

extension AbbreviationClass {
    static func verbalize(_ entry: Entry, count: String?, keepPeriod: Bool, with speller: NumberSpeller) -> String? {
        var words = entry.expansion
        if words.hasPrefix("@") {
            guard let noun = speller.data.nouns[String(words.dropFirst())] else { return nil }
            let category = count.map { Int64($0).map(speller.pluralCategory) ?? speller.pluralCategory(decimal: $0) } ?? .one
            words = noun.form(for: category)
        }
        if entry.capitalized, let first = words.first { words = first.uppercased() + words.dropFirst() }
        return keepPeriod ? words + "." : words
    }
}
