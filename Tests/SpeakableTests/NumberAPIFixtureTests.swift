import Testing
@testable import Speakable

/// Every `Fixtures/<lang>/api/*.tsv` row through `SpeakableNumber`.
///
/// Options column: a notation (`cardinal`, `ordinal`, `year`, `percent`, `digits`, `fraction`,
/// `plural-category`), then `gender=`, `case=`, `plural`, `locale=` (a regional variant).
@Suite struct NumberAPIFixtureTests {
    @Test(arguments: Fixtures.apiCases().filter { !Fixtures.nonNumberAPIFiles.contains($0.file) })
    func formats(_ fixture: FixtureCase) throws {
        let actual = try Self.run(fixture)
        #expect(Fixtures.matches(actual, fixture), "\(fixture.location): [\(fixture.options)] \(fixture.input) -> \(actual), expected \(fixture.expected[0])")
    }

    /// A fixture row naming an option or value this reader does not know: the row fails rather
    /// than silently testing the plain cardinal.
    struct UnknownOption: Error, CustomStringConvertible {
        let fixture: FixtureCase
        let option: String
        var description: String { "\(fixture.location): unknown option \"\(option)\"" }
    }

    static let notations: Set<String> = ["cardinal", "ordinal", "year", "percent", "digits", "fraction", "plural-category"]

    static func run(_ fixture: FixtureCase) throws -> String {
        var locale = fixture.language
        var notation = "cardinal"
        var gender: Gender?
        var grammaticalCase: GrammaticalCase?
        var plural = false
        for option in fixture.options.split(separator: " ") {
            let parts = option.split(separator: "=", maxSplits: 1).map(String.init)
            switch (parts[0], parts.count) {
            case ("gender", 2):
                guard let value = Gender(rawValue: parts[1]) else { throw UnknownOption(fixture: fixture, option: String(option)) }
                gender = value
            case ("case", 2):
                guard let value = GrammaticalCase(rawValue: parts[1]) else { throw UnknownOption(fixture: fixture, option: String(option)) }
                grammaticalCase = value
            case ("plural", 1): plural = true
            case ("locale", 2): locale = parts[1]
            case (let name, 1) where notations.contains(name): notation = name
            default: throw UnknownOption(fixture: fixture, option: String(option))
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
            guard parts.count == 2 else { throw UnknownOption(fixture: fixture, option: "fraction of \(fixture.input)") }
            return style.format(numerator: parts[0], denominator: parts[1])
        default: break
        }
        if let integer = Int64(fixture.input) { return style.format(integer) }
        return style.format(fixture.input)
    }
}
