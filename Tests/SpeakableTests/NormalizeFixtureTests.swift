import Testing
@testable import Speakable

/// Every `Fixtures/<lang>/<class>.tsv` row through `Speakable.normalize`.
@Suite struct NormalizeFixtureTests {
    @Test(arguments: Fixtures.textCases())
    func normalizes(_ fixture: FixtureCase) {
        let actual = Speakable.normalize(fixture.input, locale: fixture.language)
        #expect(Fixtures.matches(actual, fixture), "\(fixture.location): \(fixture.input) -> \(actual), expected \(fixture.expected[0])")
    }

    @Test func everyLanguageHasNumberFixtures() {
        for language in Fixtures.languages {
            for semioticClass in ["cardinal", "decimal", "ordinal", "fraction", "percent", "roman", "verbatim"] {
                let rows = Fixtures.textCases().filter { $0.language == language && $0.file == "\(semioticClass).tsv" }
                #expect(rows.count >= 5, "Fixtures/\(language)/\(semioticClass).tsv has \(rows.count) rows")
            }
        }
    }
}
