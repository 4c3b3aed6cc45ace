import Foundation
import Speakable
import SpeakableStringTables
import Testing

/// The Foundation-style public API as an app sees it (plain `import Speakable`): every style is a
/// `FormatStyle` reached with `.speakable(...)` on the value it formats, takes a `Locale`, is
/// Codable and Hashable, and its modifiers return copies. Rows: `Fixtures/<lang>/api/format-style.tsv`.
@Suite struct FormatStyleAPITests {
    static let cases = Fixtures.apiCases().filter { $0.file == "api/format-style.tsv" }
    static let regions = ["fr": "fr_FR", "en": "en_US", "ru": "ru_RU"]

    struct UnknownOption: Error, CustomStringConvertible {
        let option: String
        let location: String
        var description: String { "\(location): unknown option \"\(option)\"" }
    }

    @Test func everyLanguageHasRows() {
        for language in Fixtures.languages {
            let kinds = Set(Self.cases.filter { $0.language == language }.map { $0.options.split(separator: " ").first.map(String.init) ?? "" })
            #expect(kinds.isSuperset(of: ["int", "double", "decimal", "number-text", "text", "date", "duration", "phone"]), "\(language): \(kinds.sorted())")
        }
    }

    @Test(arguments: cases)
    func formatsAndSurvivesCoding(_ fixture: FixtureCase) throws {
        let locale = Locale(identifier: Self.regions[fixture.language]!)
        var words = fixture.options.split(separator: " ").map(String.init)
        let kind = words.removeFirst()
        let options = words
        let spoken: String
        switch kind {
        case "int", "int64", "uint8", "double", "float":
            let number = try Self.number(SpeakableNumber(locale: locale), options, fixture)
            switch kind {
            case "int":
                let style: SpeakableNumberFormatStyle<Int> = try Self.apply(options, to: .speakable(locale: locale), fixture)
                #expect(style.number == number)
                spoken = Int(fixture.input)!.formatted(style)
                try Self.expectRoundTrip(style) { $0.format(Int(fixture.input)!) }
            case "int64": spoken = Int64(fixture.input)!.formatted(.speakable(number))
            case "uint8": spoken = UInt8(fixture.input)!.formatted(.speakable(number))
            case "float": spoken = Float(fixture.input)!.formatted(.speakable(number))
            default:
                let style = SpeakableNumberFormatStyle<Double>.speakable(number)
                spoken = Double(fixture.input)!.formatted(style)
                try Self.expectRoundTrip(style) { $0.format(Double(fixture.input)!) }
            }
        case "decimal":
            let style: SpeakableNumberFormatStyle<Decimal> = try Self.apply(options, to: .speakable(locale: locale), fixture)
            spoken = Decimal(string: fixture.input, locale: Locale(identifier: "en_US_POSIX"))!.formatted(style)
        case "number-text":
            let style = try Self.number(.speakableNumber(locale: locale), options, fixture)
            spoken = fixture.input.formatted(style)
            try Self.expectRoundTrip(style) { $0.format(fixture.input) }
        case "text":
            var style = SpeakableFormatStyle.speakable(locale: locale)
            for option in options {
                guard option.hasPrefix("abbr="), let colon = option.firstIndex(of: ":") else { throw UnknownOption(option: option, location: fixture.location) }
                let written = option[option.index(option.startIndex, offsetBy: 5)..<colon].replacingOccurrences(of: "_", with: " ")
                style = style.abbreviations([written: option[option.index(after: colon)...].replacingOccurrences(of: "_", with: " ")])
            }
            spoken = fixture.input.formatted(style)
            try Self.expectRoundTrip(style) { $0.format(fixture.input) }
            #expect(options.isEmpty == (spoken == Speakable.normalize(fixture.input, locale: locale)) || spoken == fixture.input)
        case "date":
            var style = SpeakableDate.speakable(locale: locale, timeZone: .gmt)
            for option in options {
                switch option {
                case "weekday": style = style.weekday()
                case "no-year": style = style.year(false)
                case "style=date": style = style.style(.date)
                case "style=time": style = style.style(.time)
                case let zone where zone.hasPrefix("tz="): style = style.timeZone(TimeZone(identifier: String(zone.dropFirst(3)))!)
                default: throw UnknownOption(option: option, location: fixture.location)
                }
            }
            spoken = Date(timeIntervalSince1970: Double(fixture.input)!).formatted(style)
            try Self.expectRoundTrip(style) { $0.format(Date(timeIntervalSince1970: Double(fixture.input)!)) }
        case "duration":
            guard options.isEmpty else { throw UnknownOption(option: options[0], location: fixture.location) }
            let style = SpeakableDuration.speakable(locale: locale)
            spoken = Duration.seconds(Double(fixture.input)!).formatted(style)
            try Self.expectRoundTrip(style) { $0.format(Duration.seconds(Double(fixture.input)!)) }
        case "phone":
            guard options.isEmpty else { throw UnknownOption(option: options[0], location: fixture.location) }
            let style = SpeakablePhoneNumber.speakablePhoneNumber(locale: locale)
            spoken = fixture.input.formatted(style)
            try Self.expectRoundTrip(style) { $0.format(fixture.input) }
        default:
            throw UnknownOption(option: kind, location: fixture.location)
        }
        #expect(fixture.expected.contains(spoken), "\(fixture.location): got \"\(spoken)\"")
    }

    /// The same style made with an identifier and with a `Locale` of that language say the same.
    @Test(arguments: Fixtures.languages)
    func localeAndIdentifierAgree(language: String) throws {
        let locale = Locale(identifier: Self.regions[language]!)
        try Speakable.validateLanguageData(locales: [locale])
        #expect(TableConverter(locale: locale) == TableConverter(locale: Self.regions[language]!))
        #expect(Speakable.normalize("21 km, 3 min", locale: locale) == Speakable.normalize("21 km, 3 min", locale: language))
        #expect(21.formatted(.speakable(locale: locale).gender(.feminine)) == 21.formatted(.speakable(locale: language).gender(.feminine)))
        #expect(SpeakableNumber(locale: locale).locale(Locale(identifier: "en_US")).format(3) == "three")
        #expect(SpeakableText("21 km", locale: locale).text == SpeakableText("21 km", locale: language).text)
        #expect(Speakable.isSupported(locale: locale))
        #expect(!Speakable.isSupported(locale: Locale(identifier: "ja_JP")))
    }

    private static func number(_ base: SpeakableNumber, _ options: [String], _ fixture: FixtureCase) throws -> SpeakableNumber {
        var number = base
        for option in options {
            switch option {
            case "ordinal": number = number.ordinal()
            case "year": number = number.year()
            case "percent": number = number.percent()
            case "digits": number = number.digits()
            case "plural": number = number.plural()
            case let value where value.hasPrefix("gender="):
                guard let gender = Gender(rawValue: String(value.dropFirst(7))) else { throw UnknownOption(option: option, location: fixture.location) }
                number = number.gender(gender)
            case let value where value.hasPrefix("case="):
                guard let grammaticalCase = GrammaticalCase(rawValue: String(value.dropFirst(5))) else { throw UnknownOption(option: option, location: fixture.location) }
                number = number.grammaticalCase(grammaticalCase)
            default: throw UnknownOption(option: option, location: fixture.location)
            }
        }
        return number
    }

    /// The options as the number style's own modifiers.
    private static func apply<Value>(_ options: [String], to style: SpeakableNumberFormatStyle<Value>, _ fixture: FixtureCase) throws -> SpeakableNumberFormatStyle<Value> {
        var style = style
        for option in options {
            switch option {
            case "ordinal": style = style.ordinal()
            case "year": style = style.year()
            case "percent": style = style.percent()
            case "digits": style = style.digits()
            case "plural": style = style.plural()
            case let value where value.hasPrefix("gender="): style = style.gender(Gender(rawValue: String(value.dropFirst(7)))!)
            case let value where value.hasPrefix("case="): style = style.grammaticalCase(GrammaticalCase(rawValue: String(value.dropFirst(5)))!)
            default: throw UnknownOption(option: option, location: fixture.location)
            }
        }
        return style
    }

    /// Encoded and decoded, the style is equal, hashes alike and says the same.
    private static func expectRoundTrip<Style: FormatStyle>(_ style: Style, _ format: (Style) -> String) throws where Style.FormatOutput == String {
        let decoded = try JSONDecoder().decode(Style.self, from: JSONEncoder().encode(style))
        #expect(decoded == style)
        #expect(decoded.hashValue == style.hashValue)
        #expect(format(decoded) == format(style))
    }

    @Test func strictDecoding() {
        let unknownNotation = Data(#"{"locale":"fr","notation":"roman","gender":"masculine","grammaticalCase":"nominative","plural":false}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SpeakableNumber.self, from: unknownNotation) }
        let unknownGender = Data(#"{"locale":"fr","notation":"cardinal","gender":"common","grammaticalCase":"nominative","plural":false}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SpeakableNumberFormatStyle<Int>.self, from: unknownGender) }
        let unknownStyle = Data(#"{"localeIdentifier":"fr","style":"weekday","includesWeekday":false,"includesYear":true,"timeZone":{"identifier":"GMT"}}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SpeakableDate.self, from: unknownStyle) }
    }
}
