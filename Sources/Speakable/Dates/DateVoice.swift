/// The words of dates for one locale's `NumberSpeller`, each spelled once: days in every case,
/// hours, minutes and seconds with their nouns, the small numbers of clock readings, and years.
///
/// What makes `SpeakableDate.format` cost about as much as a cached `DateFormatter`: a date is a
/// handful of table look-ups and one `String` built in one pass, where it used to be four to six
/// ICU calls, plural-rule look-ups and temporary strings. The tables cover bounded domains only
/// (days 1-31 x 6 cases, counts 0-59 x nouns x cases, years 1000-2999), so they never grow; a
/// value outside them is spelled on each call as before.
///
/// ```swift
/// let voice = DateVoice.of(speller)   // fr
/// voice.counted(21, "minute")          // "vingt et une minutes"
/// // en "twenty-one minutes", ru "двадцать одна минута"
/// ```
///
/// Sendable notes: every stored property is immutable except the slots of `table`, which are
/// atomic lazy references (`SpokenTable`).
final class DateVoice: Sendable {
    let numbers: NumberSpeller
    let rules: DateRules
    /// The noun keys of counts that have slots: hour, minute, second, then the duration nouns.
    let nounKeys: [String]
    /// The gender of each noun of `nounKeys` (fr minutes agree with "minute": "vingt et une").
    let nounGenders: [Gender]

    /// Counts 0..<countLimit of each noun have slots.
    static let countLimit = 60
    static let years = 1000..<3000
    private static let cases = GrammaticalCase.allCases
    private static let genders = Gender.allCases

    let table: SpokenTable
    private let dayBase = 0
    private let countedBase: Int
    private let cardinalBase: Int
    private let yearBase: Int

    private init(_ numbers: NumberSpeller) {
        self.numbers = numbers
        let rules = numbers.data.dates
        self.rules = rules
        var keys = [rules.time.hourNoun, rules.time.minuteNoun, rules.time.secondNoun]
        for unit in DurationUnit.allCases {
            if let key = rules.durationNouns[unit.rawValue], !keys.contains(key) { keys.append(key) }
        }
        nounKeys = keys
        nounGenders = keys.map { numbers.data.nouns[$0]?.gender ?? .masculine }
        countedBase = dayBase + Self.cases.count * 32
        cardinalBase = countedBase + keys.count * Self.cases.count * Self.countLimit
        yearBase = cardinalBase + Self.genders.count * Self.countLimit
        table = SpokenTable(count: yearBase + Self.years.count)
    }

    // MARK: Words

    /// The day of the month as dates say it: fr "premier", "deux"; en "first"; ru "первое",
    /// genitive "первого".
    func day(_ day: Int, _ grammaticalCase: GrammaticalCase) -> String? {
        guard (1...31).contains(day) else { return spellDay(day, grammaticalCase) }
        return table.words(at: dayBase + Self.index(of: grammaticalCase) * 32 + day) { spellDay(day, grammaticalCase) }
    }

    /// Positions in `nounKeys` of the clock's nouns (no string comparison on the hot path).
    static let hourNoun = 0, minuteNoun = 1, secondNoun = 2

    /// A count and its noun, agreeing: "vingt et une minutes", "двадцать одна минута".
    func counted(_ count: Int64, _ nounKey: String, in grammaticalCase: GrammaticalCase = .nominative) -> String? {
        guard let noun = nounKeys.firstIndex(of: nounKey) else { return spellCounted(count, nounKey, in: grammaticalCase) }
        return counted(count, noun: noun, in: grammaticalCase)
    }

    /// `counted(_:_:in:)` for the noun at `noun` in `nounKeys` (`DateVoice.hourNoun`...).
    func counted(_ count: Int64, noun: Int, in grammaticalCase: GrammaticalCase = .nominative) -> String? {
        guard count >= 0, count < Self.countLimit else { return spellCounted(count, nounKeys[noun], in: grammaticalCase) }
        let index = countedBase + (noun * Self.cases.count + Self.index(of: grammaticalCase)) * Self.countLimit + Int(count)
        return table.words(at: index) { spellCounted(count, nounKeys[noun], in: grammaticalCase) }
    }

    /// A cardinal in a gender, nominative: en "thirty", fr minutes "vingt et une".
    func cardinal(_ value: Int64, _ gender: Gender = .masculine) -> String? {
        guard value >= 0, value < Self.countLimit else { return numbers.cardinal(value, Agreement(gender: gender)) }
        let index = cardinalBase + Self.index(of: gender) * Self.countLimit + Int(value)
        return table.words(at: index) { numbers.cardinal(value, Agreement(gender: gender)) }
    }

    /// The gender of a noun of `nouns.tsv` (masculine when unknown).
    func gender(of nounKey: String) -> Gender {
        if let index = nounKeys.firstIndex(of: nounKey) { return nounGenders[index] }
        return numbers.data.nouns[nounKey]?.gender ?? .masculine
    }

    /// A year as the locale reads it, in the case of `dates.json`: fr "deux mille quinze",
    /// en "twenty fifteen", ru "две тысячи пятнадцатого".
    func year(_ value: Int64) -> String? {
        guard Self.years.contains(Int(clamping: value)) else { return spellYear(value, nil) }
        return table.words(at: yearBase + Int(value) - Self.years.lowerBound) { spellYear(value, nil) }
    }

    // MARK: Spelling (on a table miss)

    func spellDay(_ day: Int, _ grammaticalCase: GrammaticalCase) -> String? {
        if day == 1, let first = rules.day.first { return first }
        let agreement = Agreement(gender: rules.day.gender ?? .masculine,
                                  grammaticalCase: grammaticalCase)
        return rules.day.reading == .ordinal ? numbers.ordinal(Int64(day), agreement) : numbers.cardinal(Int64(day), agreement)
    }

    func spellCounted(_ count: Int64, _ nounKey: String, in grammaticalCase: GrammaticalCase) -> String? {
        if grammaticalCase != .nominative, let words = numbers.counted(count, noun: nounKey, in: grammaticalCase) { return words }
        return numbers.counted(String(count.magnitude), negative: count < 0, noun: nounKey)
    }

    func spellYear(_ value: Int64, _ grammaticalCase: GrammaticalCase?) -> String? {
        switch rules.year.reading {
        case .year: return numbers.year(value)
        case .ordinal:
            let agreement = Agreement(gender: rules.year.gender ?? .masculine,
                                      grammaticalCase: grammaticalCase ?? rules.year.case ?? .nominative)
            return numbers.ordinal(value, agreement)
        case .cardinal: return numbers.cardinal(value)
        }
    }

    @inline(__always)
    private static func index(of grammaticalCase: GrammaticalCase) -> Int {
        switch grammaticalCase {
        case .nominative: 0
        case .genitive: 1
        case .dative: 2
        case .accusative: 3
        case .instrumental: 4
        case .prepositional: 5
        }
    }

    @inline(__always)
    private static func index(of gender: Gender) -> Int {
        switch gender {
        case .masculine: 0
        case .feminine: 1
        case .neuter: 2
        }
    }

    // MARK: Finding a speller's voice

    private static let shared = LockedCache<Int, DateVoice>(limit: 32)

    /// The voice of `numbers`: from the calling thread's recent voices (no lock), else from the
    /// shared cache (created there on first use).
    static func of(_ numbers: NumberSpeller) -> DateVoice {
        let recent = PerThread.state.voices
        if let voice = recent.voice(for: numbers.id) { return voice }
        return lookUp(numbers, recent)
    }

    @inline(never)
    private static func lookUp(_ numbers: NumberSpeller, _ recent: RecentVoices) -> DateVoice {
        let voice = shared.value(for: numbers.id) { DateVoice(numbers) }
        recent.store(voice, for: numbers.id)
        return voice
    }

    /// Forgets every shared voice (with `NumberSpeller.removeAllShared`, for cold-call benchmarks);
    /// `PerThread.resetCurrentThread` forgets the calling thread's.
    static func removeAllShared() { shared.removeAll() }
}

/// The voices a thread used lately, keyed by `NumberSpeller.id` (never reused), so that finding
/// one takes no lock: `SpeakableDate.format` looks one up on every call.
///
/// Not thread-safe by design: each thread owns its own (`ThreadState.voices`), released when the
/// thread exits.
final class RecentVoices {
    static let capacity = 4
    private var ids: (Int, Int, Int, Int) = (0, 0, 0, 0)
    private var voices: [DateVoice?] = [nil, nil, nil, nil]
    private var next = 0

    @inline(__always)
    func voice(for id: Int) -> DateVoice? {
        if ids.0 == id { return voices[0] }
        if ids.1 == id { return voices[1] }
        if ids.2 == id { return voices[2] }
        if ids.3 == id { return voices[3] }
        return nil
    }

    func store(_ voice: DateVoice, for id: Int) {
        switch next {
        case 0: ids.0 = id
        case 1: ids.1 = id
        case 2: ids.2 = id
        default: ids.3 = id
        }
        voices[next] = voice
        next = (next + 1) % Self.capacity
    }

    func removeAll() {
        ids = (0, 0, 0, 0)
        voices = [nil, nil, nil, nil]
        next = 0
    }
}
