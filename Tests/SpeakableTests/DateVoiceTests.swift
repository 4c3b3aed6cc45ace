import Foundation
import Testing
@testable import Speakable

/// `DateVoice`: its tables give what spelling each value afresh gives, are shared (one instance
/// per speller, one per slot), stay bounded, and hold up under two threads.
@Suite struct DateVoiceTests {
    static func voice(_ language: String) throws -> DateVoice {
        DateVoice.of(try #require(Speakable.speller(for: language), "no speller for \(language)"))
    }

    @Test(arguments: Fixtures.languages)
    func tablesMatchFreshSpelling(_ language: String) throws {
        let voice = try Self.voice(language)
        for grammaticalCase in GrammaticalCase.allCases {
            for day in 0...32 {
                #expect(voice.day(day, grammaticalCase) == voice.spellDay(day, grammaticalCase), "\(language) day \(day) \(grammaticalCase)")
            }
            for key in voice.nounKeys {
                for count in Int64(-1)...Int64(DateVoice.countLimit) {
                    #expect(voice.counted(count, key, in: grammaticalCase) == voice.spellCounted(count, key, in: grammaticalCase),
                            "\(language) \(count) \(key) \(grammaticalCase)")
                }
            }
        }
        for gender in Gender.allCases {
            for value in Int64(-1)...Int64(DateVoice.countLimit) {
                #expect(voice.cardinal(value, gender) == voice.numbers.cardinal(value, Agreement(gender: gender)), "\(language) \(value) \(gender)")
            }
        }
        for year in [Int64(999), 1000, 1583, 1900, 1999, 2000, 2015, 2024, 2999, 3000, 12_345] {
            #expect(voice.year(year) == voice.spellYear(year, nil), "\(language) year \(year)")
        }
    }

    @Test(arguments: Fixtures.languages)
    func oneVoicePerSpellerAndOneInstancePerSlot(_ language: String) throws {
        let first = try Self.voice(language)
        #expect(first === (try Self.voice(language)))
        let spoken = first.counted(21, first.nounKeys[1])
        #expect(spoken != nil)
        let slots = first.table
        let filled = (0..<slots.count).compactMap { slots.spoken(at: $0) }
        #expect(!filled.isEmpty)
        _ = first.counted(21, first.nounKeys[1])
        _ = first.day(17, .genitive)
        let again = (0..<slots.count).compactMap { slots.spoken(at: $0) }
        // The same instances stay in their slots; nothing is replaced.
        for instance in filled { #expect(again.contains { $0 === instance }) }
    }

    @Test(arguments: Fixtures.languages)
    func twoThreadsSeeTheSameWords(_ language: String) async throws {
        let voice = try Self.voice(language)
        let key = voice.nounKeys[0]
        let expected = (0..<Int64(DateVoice.countLimit)).map { voice.spellCounted($0, key, in: .genitive) }
        let results = await withTaskGroup(of: [String?].self) { group in
            for _ in 0..<2 {
                group.addTask { (0..<Int64(DateVoice.countLimit)).map { voice.counted($0, key, in: .genitive) } }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        for result in results { #expect(result == expected, "\(language)") }
    }
}
