import Foundation
import Testing

/// End-to-end: the built `speakable` binary, its output and exit status.
@Suite struct CommandLineTests {
    /// The `speakable` built next to the tests, found the way swift-argument-parser's test helpers
    /// find their executables: beside the test bundle (`SpeakableTests.xctest` on macOS, where the
    /// process is Xcode's `xctest`), or beside the test executable (Linux).
    static var binary: URL {
        var candidates: [URL] = []
        for bundle in [Bundle(for: BundleMarker.self), Bundle.main] {
            let url = bundle.bundleURL
            candidates.append(url.pathExtension == "xctest" ? url.deletingLastPathComponent() : url)
            if let executable = bundle.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        }
        for candidate in candidates {
            let url = candidate.appendingPathComponent("speakable")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return candidates[0].appendingPathComponent("speakable")
    }

    static func run(_ arguments: [String], stdin: String? = nil) throws -> (status: Int32, out: String, err: String) {
        let result = try runBytes(arguments, stdin: stdin.map { Data($0.utf8) })
        return (result.status, String(decoding: result.out, as: UTF8.self), String(decoding: result.err, as: UTF8.self))
    }

    static func runBytes(_ arguments: [String], stdin: Data?) throws -> (status: Int32, out: Data, err: Data) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let output = Pipe(), error = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, out, err)
    }

    /// A line that is not valid UTF-8 comes back byte for byte, with a warning naming its line;
    /// the lines around it are spoken, and "\r\n" endings are kept, in every language.
    @Test(arguments: [("fr", "21 min", "vingt et une minutes"), ("en", "21 min", "twenty-one minutes"), ("ru", "21 мин", "двадцать одна минута")])
    func invalidUTF8LinesPassThrough(_ locale: String, _ valid: String, _ spoken: String) throws {
        let invalid: [UInt8] = [0xFF, 0xFE, 0x20, 0x35, 0x20, 0xC3, 0x28, 0x20, 0xE2, 0x82]   // "\xff\xfe 5 \xc3( \xe2\x82"
        var input = Data(valid.utf8) + Data([0x0A]) + Data(invalid) + Data([0x0A])
        input += Data(valid.utf8) + Data([0x0D, 0x0A]) + Data(invalid)   // CRLF, then no final newline
        let result = try Self.runBytes(["normalize", "--locale", locale], stdin: input)
        #expect(result.status == 0)
        var expected = Data(spoken.utf8) + Data([0x0A]) + Data(invalid) + Data([0x0A])
        expected += Data(spoken.utf8) + Data([0x0D, 0x0A]) + Data(invalid) + Data([0x0A])
        #expect(result.out == expected, "\(Array(result.out))")
        let warnings = String(decoding: result.err, as: UTF8.self)
        #expect(warnings.contains("line 2, byte 1: not valid UTF-8"), "\(warnings)")
        #expect(warnings.contains("line 4, byte 1: not valid UTF-8"), "\(warnings)")
    }

    @Test func ssmlLanguageElementOption() throws {
        let voice = try Self.run(["normalize", "--locale", "en", "--format", "ssml", "--ssml-language-element", "voice", "Open Paramètres généraux now"])
        #expect(voice.status == 0)
        #expect(voice.out.contains("<voice xml:lang=\"fr\">Paramètres généraux</voice>"), "\(voice.out)")
        let lang = try Self.run(["normalize", "--locale", "fr", "--format", "ssml", "Ouvrez Settings maintenant"])
        #expect(lang.out.contains("<lang xml:lang=\"en\">Settings</lang>"), "\(lang.out)")
        let ru = try Self.run(["normalize", "--locale", "ru", "--format", "ssml", "--ssml-language-element", "voice", "Откройте Settings"])
        #expect(ru.out.contains("<voice xml:lang=\"en\">Settings</voice>"), "\(ru.out)")
        let bad = try Self.run(["normalize", "--locale", "en", "--format", "ssml", "--ssml-language-element", "speak", "x"])
        #expect(bad.status != 0)
        #expect(bad.err.contains("lang") && bad.err.contains("voice"), "\(bad.err)")
    }

    @Test func speaksArguments() throws {
        let result = try Self.run(["normalize", "--locale", "ru", "Население: 520 215 человек"])
        #expect(result.status == 0)
        #expect(result.out == "Население: пятьсот двадцать тысяч двести пятнадцать человек\n")
    }

    @Test func streamsOneLinePerInputLine() throws {
        let lines = ["21 %", "", "%d min", "Le 1er", "sans nombre", "3/4"]
        let result = try Self.run(["normalize", "--locale", "fr"], stdin: lines.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        #expect(result.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            == ["vingt et un pour cent", "", "%d minutes", "Le premier", "sans nombre", "trois quarts"])
    }

    @Test func englishAndUnsupportedLocale() throws {
        #expect(try Self.run(["normalize", "--locale", "en", "the 22nd of 100"]).out == "the twenty-second of one hundred\n")
        let failure = try Self.run(["normalize", "--locale", "de", "21"])
        #expect(failure.status != 0)
        #expect(failure.err.contains("unsupported locale 'de'"))
        #expect(failure.out.isEmpty)
    }

    @Test(arguments: [
        ("fr", #"{"PTS": "points", "etc.": "et ainsi de suite"}"#, "PTS 12, etc.", "points douze, et ainsi de suite."),
        ("en", #"{"PTS": "points", "GD": "goal difference", "e.g.": "say"}"#, "PTS 12, GD -3, e.g. this", "points twelve, goal difference minus three, say this"),
        ("ru", #"{"О": "очки", "т.е.": "а именно"}"#, "О 12, т.е. много", "очки двенадцать, а именно много"),
    ])
    func appAbbreviationsWinOverBuiltIns(_ language: String, _ json: String, _ input: String, _ expected: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("abbreviations-\(language)-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try Self.run(["normalize", "--locale", language, "--abbreviations", file.path, input])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == expected + "\n")
    }

    @Test(arguments: [
        ("fr", "Ouvrez Réglages > Privacy > Location Services", "<lang xml:lang=\"en\">Privacy &gt; Location Services</lang>", "Privacy"),
        ("en", "Tap “Mot de passe oublié” to reset it", "<lang xml:lang=\"fr\">Mot de passe oublié</lang>", "Mot de passe oublié"),
        ("ru", "Откройте Settings на телефоне", "<lang xml:lang=\"en\">Settings</lang>", "Settings"),
    ])
    func ssmlTagsForeignSpansAndHonoursAllowDeny(_ language: String, _ input: String, _ tagged: String, _ allowed: String) throws {
        let ssml = try Self.run(["normalize", "--locale", language, "--format", "ssml", input])
        #expect(ssml.status == 0 && ssml.out.contains(tagged), "\(ssml.out)")
        let allow = try Self.run(["normalize", "--locale", language, "--format", "ssml", "--allow", allowed, input])
        #expect(allow.status == 0 && !allow.out.contains("<lang"), "\(allow.out)")
        let off = try Self.run(["normalize", "--locale", language, "--format", "json", "--no-language-tagging", input])
        #expect(off.status == 0 && !off.out.contains("\"foreign\""), "\(off.out)")
        let deny = try Self.run(["normalize", "--locale", language, "--format", "json", "--deny", "\(input.split(separator: " ").first!)=\(language == "en" ? "fr" : "en")", input])
        #expect(deny.status == 0 && deny.out.contains("\"class\":\"foreign\""), "\(deny.out)")
        let bad = try Self.run(["normalize", "--locale", language, "--deny", "x=zz", input])
        #expect(bad.status != 0 && bad.err.contains("PHRASE=LANG"))
    }

    @Test func badAbbreviationFileIsAClearError() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("abbreviations-bad-\(UUID().uuidString).json")
        try Data(#"["PTS"]"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try Self.run(["normalize", "--locale", "en", "--abbreviations", file.path, "PTS"])
        #expect(result.status != 0)
        #expect(result.err.contains(file.path) && result.err.contains("expected a JSON object"))
        #expect(result.out.isEmpty)
        let missing = try Self.run(["normalize", "--locale", "en", "--abbreviations", "/nonexistent/a.json", "PTS"])
        #expect(missing.status != 0 && missing.err.contains("/nonexistent/a.json"))
    }
}

/// A class of the test bundle, for `Bundle(for:)`.
private final class BundleMarker {}
