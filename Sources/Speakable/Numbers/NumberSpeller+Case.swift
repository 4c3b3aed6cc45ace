extension NumberSpeller {
    /// A number and a noun in an oblique case, when the language data says which noun form serves
    /// (`noun-cases.tsv`); nil otherwise, so the caller can keep the nominative.
    ///
    /// ru genitive: 1 + "километр" -> "одного километра", 5 -> "пяти километров",
    /// 18 + "час" -> "восемнадцати часов". fr and en have no cases: nil.
    func counted(_ value: Int64, noun key: String, in grammaticalCase: GrammaticalCase) -> String? {
        guard let forms = data.caseForms[grammaticalCase], let noun = data.nouns[key],
              let form = forms[pluralCategory(value)],
              let number = cardinal(value, Agreement(gender: noun.gender, grammaticalCase: grammaticalCase)) else { return nil }
        return "\(number) \(noun.form(for: form))"
    }
}
