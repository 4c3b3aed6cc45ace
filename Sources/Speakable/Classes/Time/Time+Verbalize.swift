// Verbalizing: tokens of this class into words. Never looks at the text.

extension TimeClass {
    /// fr "cinq heures trente", en "five thirty PM", ru "пять часов тридцать минут".
    static func verbalize(_ time: ClockTime, with speller: NumberSpeller) -> String? {
        DateSpeller(speller).time(time)
    }

    /// fr "de dix heures à dix-neuf heures" ("dix heures à dix-neuf heures" after "de"); ru "с
    /// девяти часов до восемнадцати часов"; en "nine AM to five PM".
    static func verbalizeRange(_ first: ClockTime, _ last: ClockTime, joined: Bool, with speller: NumberSpeller) -> String? {
        let speaker = DateSpeller(speller)
        let rules = speaker.rules.time
        if !joined, let template = rules.rangeTemplate {
            var (first, last) = (first, last)
            first.grammaticalCase = rules.rangeCase ?? first.grammaticalCase
            last.grammaticalCase = rules.rangeCase ?? last.grammaticalCase
            if first.allowsBareHoursInRange && last.allowsBareHoursInRange { (first.inRange, last.inRange) = (true, true) }
            guard let from = speaker.time(first), let to = speaker.time(last) else { return nil }
            return template.replacingAll("{from}", with: from).replacingAll("{to}", with: to)
        }
        var (first, last) = (first, last)
        // ("8:00–16:00" keeps "eight o'clock": an hour before ten written without its zero.)
        if first.meridiem == nil, last.meridiem == nil, first.second == nil, last.second == nil, first.minute == 0, last.minute == 0,
           max(first.hour, last.hour) >= 13, first.zeroPadded || last.zeroPadded, [first, last].allSatisfy({ $0.hour >= 10 || $0.zeroPadded }) {
            (first.onTwentyFourHourClock, last.onTwentyFourHourClock) = (true, true)
        }
        guard let joiner = rules.rangeJoiner, let from = speaker.time(first), let to = speaker.time(last) else { return nil }
        return from + joiner + to
    }
}
