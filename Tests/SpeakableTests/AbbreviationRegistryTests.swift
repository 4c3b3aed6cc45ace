import Testing
@testable import Speakable

/// `Speakable.register(abbreviations:locale:)`: app entries are read in text, whole words only,
/// case-sensitive, and can be removed. (Overriding built-ins is tested through the CLI, in its own
/// process, so that it cannot change what other tests see.)
@Suite struct AbbreviationRegistryTests {
    @Test(arguments: [
        ("fr", "QXBUTS", "buts", "QXBUTS 3, qxbuts, QXBUTSX", "buts trois, qxbuts, QXBUTSX"),
        ("en", "QXPTS", "points", "QXPTS 12, qxpts, QXPTSX", "points twelve, qxpts, QXPTSX"),
        ("ru", "ЖЖОЧК", "очки", "ЖЖОЧК 21, жжочк", "очки двадцать один, жжочк"),
    ])
    func registeredEntriesAreRead(_ language: String, _ written: String, _ spoken: String, _ input: String, _ expected: String) {
        Speakable.register(abbreviations: [written: spoken], locale: language)
        #expect(Speakable.normalize(input, locale: language) == expected)
        #expect(Speakable.normalize(input, locale: "\(language)-XX") == expected, "regional locales share the language's entries")
    }

    @Test func registeringForAnUnknownLocaleIsIgnored() {
        Speakable.register(abbreviations: ["QX": "x"], locale: "not a locale")
        #expect(Speakable.normalize("QX", locale: "not a locale") == "QX")
    }
}
