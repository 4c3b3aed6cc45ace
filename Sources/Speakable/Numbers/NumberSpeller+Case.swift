extension NumberSpeller {
    /// A number and a noun in an oblique case, when the language data says which noun form serves
    /// (`noun-cases.tsv`); nil otherwise, so the caller can keep the nominative.
    ///
    /// ru genitive: 1 + "километр" -> "одного километра", 5 -> "пяти километров",
    /// 18 + "час" -> "восемнадцати часов". fr and en have no cases: nil.
    func counted(_ value: Int64, noun key: String, in grammaticalCase: GrammaticalCase) -> String? {
        guard let forms = data.caseForms[grammaticalCase], let noun = data.nouns[key] else { return nil }
        let category = pluralCategory(value)
        guard let form = forms[category],
              let number = cardinal(value, Agreement(gender: noun.gender, grammaticalCase: grammaticalCase)) else { return nil }
        // After a scale word in any case, the noun is counted by it: ru "к 5 000 ₽" -> "к пяти
        // тысячам рублей" (the genitive after "тысячам"), as after "пять" in the genitive.
        if value >= 1_000, value % 1_000 == 0, let scaleForm = data.caseForms[.genitive]?[.many] {
            return "\(number) \(nounForm(noun, scaleForm, in: .genitive, after: .many))"
        }
        return "\(number) \(nounForm(noun, form, in: grammaticalCase, after: category))"
    }

    /// The noun's form `form` with the ending the case gives it after a number of `category`
    /// (`noun-endings.tsv`: ru accusative feminine singular "минута" -> "минуту").
    func nounForm(_ noun: LanguageData.Noun, _ form: PluralCategory, in grammaticalCase: GrammaticalCase, after category: PluralCategory) -> String {
        let word = noun.form(for: form)
        let key = LanguageData.CaseEndingKey(grammaticalCase: grammaticalCase, gender: noun.gender, category: category)
        guard let endings = data.caseEndings[key],
              let change = endings.first(where: { word.hasSuffix($0.ending) }) else { return word }
        return String(word.dropLast(change.ending.count)) + change.replacement
    }
}
