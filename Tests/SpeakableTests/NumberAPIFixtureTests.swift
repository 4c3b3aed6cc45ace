import Testing
@testable import Speakable

/// Every `Fixtures/<lang>/api/*.tsv` row through `SpeakableNumber`.
///
/// Options column: a notation (`cardinal`, `ordinal`, `year`, `percent`, `digits`, `fraction`,
/// `plural-category`), then `gender=`, `case=`, `plural`, `locale=` (a regional variant).
@Suite struct NumberAPIFixtureTests {
    @Test(arguments: Fixtures.apiCases().filter { !Fixtures.nonNumberAPIFiles.contains($0.file) })
    func formats(_ fixture: FixtureCase) {
        let actual = Self.run(fixture)
        #expect(Fixtures.matches(actual, fixture), "\(fixture.location): [\(fixture.options)] \(fixture.input) -> \(actual), expected \(fixture.expected[0])")
    }

    static func run(_ fixture: FixtureCase) -> String {
        var locale = fixture.language
        var notation = "cardinal"
        var gender: Gender?
        var grammaticalCase: GrammaticalCase?
        var plural = false
        for option in fixture.options.split(separator: " ") {
            let parts = option.split(separator: "=", maxSplits: 1).map(String.init)
            switch parts[0] {
            case "gender": gender = Gender(rawValue: parts[1])
            case "case": grammaticalCase = GrammaticalCase(rawValue: parts[1])
            case "plural": plural = true
            case "locale": locale = parts[1]
            default: notation = parts[0]
            }
        }
        var style = SpeakableNumber(locale: locale)
        if let gender { style = style.gender(gender) }
        if let grammaticalCase { style = style.grammaticalCase(grammaticalCase) }
        if plural { style = style.plural() }
        switch notation {
        case "ordinal": style = style.ordinal()
        case "year": style = style.year()
        case "percent": style = style.percent()
        case "digits": style = style.digits()
        case "plural-category": return style.pluralCategory(fixture.input).rawValue
        case "fraction":
            let parts = fixture.input.split(separator: "/").compactMap { Int($0) }
            return style.format(numerator: parts[0], denominator: parts[1])
        default: break
        }
        if let integer = Int64(fixture.input) { return style.format(integer) }
        return style.format(fixture.input)
    }
}
