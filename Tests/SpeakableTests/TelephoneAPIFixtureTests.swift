import Testing
@testable import Speakable

/// `Fixtures/<lang>/api/telephone.tsv` through `SpeakablePhoneNumber`; options: empty, or
/// `region=XX` (the locale becomes `<lang>-XX`).
@Suite struct TelephoneAPIFixtureTests {
    @Test(arguments: Fixtures.apiCases().filter { $0.file == "api/telephone.tsv" })
    func formatsPhoneNumbers(_ fixture: FixtureCase) {
        var locale = fixture.language
        for option in fixture.options.split(separator: " ") where option.hasPrefix("region=") {
            locale = "\(fixture.language)-\(option.dropFirst("region=".count))"
        }
        let actual = SpeakablePhoneNumber(locale: locale).format(fixture.input)
        #expect(Fixtures.matches(actual, fixture), "\(fixture.location): \(fixture.input) -> \(actual), expected \(fixture.expected[0])")
    }

    @Test func everyLanguageHasFixturesForIssueFourClasses() {
        for language in Fixtures.languages {
            for file in ["telephone.tsv", "measure.tsv", "money.tsv", "abbreviation.tsv", "api/telephone.tsv"] {
                let rows = (Fixtures.apiCases() + Fixtures.textCases()).filter { $0.language == language && $0.file == file }
                #expect(rows.count >= 8, "Fixtures/\(language)/\(file) has \(rows.count) rows")
            }
        }
    }

    @Test func notAPhoneNumberIsReturnedAsGiven() {
        for language in Fixtures.languages {
            #expect(SpeakablePhoneNumber(locale: language).format("call me") == "call me")
            #expect(SpeakablePhoneNumber(locale: language).format("") == "")
            #expect(SpeakablePhoneNumber(locale: "xx").format("06 11 22 33 06") == "06 11 22 33 06")
        }
    }
}
