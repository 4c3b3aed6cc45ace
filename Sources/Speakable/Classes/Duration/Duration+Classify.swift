/// Durations: a number and a unit of time, "90 min", "2 ч", "1 hr", alone or in a chain ("1 h 05 min"
/// is two tokens: "une heure cinq minutes"). The units are the rows of `units.tsv` whose noun is
/// one of `dates.json`'s `durationNouns`; leading zeros are not spoken ("05 min" -> "cinq minutes").
///
/// A bare hour after a number in fr ("17 h 45", "9h") is a time of day (Time/), not a duration;
/// "1 h 05 min" is a duration because a minute unit follows.
enum DurationClass {
    static func classify(_ literal: NumberLiteral, in context: ClassifyContext) -> Token? {
        guard literal.version == nil, let (unit, end) = MeasureClass.unit(after: literal.range.upperBound, in: context),
              isDuration(unit, in: context) else { return nil }
        let value = MeasureValue(numeral: Numeral(digits: literal.integer, negative: literal.negative), fraction: literal.fraction, unit: unit, scale: nil)
        return Token(kind: .duration(value), semioticClass: .duration, range: literal.range.lowerBound..<end)
    }

    static func isDuration(_ unit: MeasureUnit, in context: ClassifyContext) -> Bool {
        context.dates.durationNouns.values.contains(unit.noun)
    }
}
