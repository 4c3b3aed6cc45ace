// Verbalizing: tokens of this class into words. Never looks at the text.

extension TimeClass {
    /// fr "cinq heures trente", en "five thirty PM", ru "пять часов тридцать минут".
    static func verbalize(_ time: ClockTime, with speller: NumberSpeller) -> String? {
        DateSpeller(speller).time(time)
    }

    static func verbalizeRange(_ first: ClockTime, _ last: ClockTime, with speller: NumberSpeller) -> String? {
        let speaker = DateSpeller(speller)
        guard let joiner = speaker.rules.time.rangeJoiner, let from = speaker.time(first), let to = speaker.time(last) else { return nil }
        return from + joiner + to
    }
}
