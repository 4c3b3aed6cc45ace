// Verbalizing: tokens of this class into words. Never looks at the text.

extension DurationClass {
    /// fr "quatre-vingt-dix minutes", en "one hour", ru "двадцать одна минута": the number agrees
    /// with the unit's noun, read as a measure.
    static func verbalize(_ value: MeasureValue, with speller: NumberSpeller) -> String? {
        MeasureClass.verbalize(value, with: speller)
    }
}
