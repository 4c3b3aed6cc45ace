// Verbalizing: tokens of this class into words. Never looks at the text.

extension TimeClass {
    /// fr "cinq heures trente", en "five thirty PM", ru "пять часов тридцать минут".
    static func verbalize(_ time: ClockTime, with speller: NumberSpeller) -> String? {
        DateSpeller(speller).time(time)
    }

    static func verbalizeRange(_ first: ClockTime, _ last: ClockTime, with speller: NumberSpeller) -> String? {
        let speaker = DateSpeller(speller)
        let rules = speaker.rules.time
        if let template = rules.rangeTemplate {
            var (first, last) = (first, last)
            first.grammaticalCase = rules.rangeCase ?? first.grammaticalCase
            last.grammaticalCase = rules.rangeCase ?? last.grammaticalCase
            guard let from = speaker.time(first), let to = speaker.time(last) else { return nil }
            return template.replacing("{from}", with: from).replacing("{to}", with: to)
        }
        guard let joiner = rules.rangeJoiner, let from = speaker.time(first), let to = speaker.time(last) else { return nil }
        return from + joiner + to
    }
}
