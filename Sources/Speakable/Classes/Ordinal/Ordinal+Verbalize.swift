// Verbalizing: tokens of this class into words. Never looks at the text.

extension OrdinalClass {
    /// fr "vingt et unième", en "twenty-second", ru "пятьдесят шестого".
    static func verbalize(_ numeral: Numeral, _ agreement: Agreement, with speller: NumberSpeller) -> String? {
        guard let value = numeral.value else { return nil }
        return speller.ordinal(value, agreement)
    }

    /// The singular of the noun `key` in `grammaticalCase`, as after an ordinal (ru genitive
    /// "километра", the form after two; prepositional "километре", from `noun-endings.tsv`; an
    /// accusative the endings leave alone is the nominative); nil when the data cannot say it.
    static func singular(_ key: String, in grammaticalCase: GrammaticalCase, with speller: NumberSpeller) -> String? {
        guard let noun = speller.data.nouns[key] else { return nil }
        switch grammaticalCase {
        case .nominative: return noun.form(for: .one)
        case .genitive: return speller.data.caseForms[.genitive]?[.one].map { noun.form(for: $0) }
        case .accusative: return speller.noun(key, count: 1, in: .accusative) ?? noun.form(for: .one)
        default: return speller.noun(key, count: 1, in: grammaticalCase)
        }
    }
}
