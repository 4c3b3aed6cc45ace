// Verbalizing: tokens of this class into words. Never looks at the text.

extension DecimalClass {
    /// fr "trois virgule quatorze", en "three point one four", ru "три целых четырнадцать сотых".
    /// ru after a governing word: "Отправить 1,2" -> "одну целую две десятых", "до 0,5" -> "до
    /// ноля целых пяти десятых".
    static func verbalize(_ numeral: Numeral, fraction: String, in grammaticalCase: GrammaticalCase = .nominative,
                          with speller: NumberSpeller) -> String? {
        speller.decimal(integer: numeral.digits[...], fraction: fraction[...], negative: numeral.negative, in: grammaticalCase)
    }
}
