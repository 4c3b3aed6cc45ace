import Foundation
import SpeakableStringTables
import Testing

/// End-to-end `speakable convert`: the built binary, its files, output and exit status.
@Suite struct StringTablesCommandLineTests {
    static func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let result = try runRaw(arguments)
        return (result.status, String(decoding: result.out, as: UTF8.self), result.err)
    }

    /// The binary's standard output as bytes (UTF-16 tables are not UTF-8).
    static func runRaw(_ arguments: [String]) throws -> (status: Int32, out: [UInt8], err: String) {
        let process = Process()
        process.executableURL = CommandLineTests.binary
        process.arguments = arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read standard error on the side so neither pipe fills up.
        let errorData = LockedData()
        let reader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.isSet { usleep(1000) }
        return (process.terminationStatus, [UInt8](out), String(decoding: errorData.value, as: UTF8.self))
    }

    final class LockedData: @unchecked Sendable {
        private let lock = NSLock()
        private var data: Data?
        func set(_ value: Data) { lock.lock(); data = value; lock.unlock() }
        var isSet: Bool { lock.lock(); defer { lock.unlock() }; return data != nil }
        var value: Data { lock.lock(); defer { lock.unlock() }; return data ?? Data() }
    }

    /// A copy of a fixture folder to convert in.
    static func copy(_ folder: String) throws -> URL {
        let target = try TableFixtures.temporaryFolder()
        let source = TableFixtures.root.appendingPathComponent(folder)
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: target.appendingPathComponent(name))
        }
        return target
    }

    @Test(arguments: TableFixtures.realTables() + TableFixtures.tables(under: TableFixtures.root.appendingPathComponent("valid")))
    func passthroughIsByteForByte(_ url: URL) throws {
        guard TableFixtures.format(of: url) == StringTable.Format(path: url.path) else { return }   // shared corpus' historic names
        let result = try Self.runRaw(["convert", "--passthrough", "--stdout", url.path])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == (try TableFixtures.bytes(url)), "\(url.path)")
    }

    @Test func writesCompanionsAndLeavesInputsUntouched() throws {
        let folder = try Self.copy("valid")
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputs = TableFixtures.tables(under: folder)
        let before = try inputs.map(TableFixtures.bytes)
        let result = try Self.run(["convert", folder.path])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.isEmpty)
        #expect(result.err.contains("needs runtime formatting: %ldh"))
        for (url, bytes) in zip(inputs, before) {
            #expect(try TableFixtures.bytes(url) == bytes, "\(url.path) was modified")
            let companion = TableLocation.companion(of: url.path)
            let table = try TableFixtures.read(url)
            let expected = try TableConverter().convert(table).table.encoded()
            #expect(FileManager.default.contents(atPath: companion).map([UInt8].init) == expected, "\(companion)")
        }
        // A second run skips the companions it wrote and rewrites them the same.
        #expect(try Self.run(["convert", folder.path]).status == 0)
        #expect(TableFixtures.tables(under: folder).filter { TableLocation.isCompanion($0.path) }.count == inputs.count)
    }

    @Test(arguments: StringTablesMalformedTests.cases)
    func malformedTablesExitTwoAndWriteNothing(_ fixture: StringTablesMalformedTests.Case) throws {
        let folder = try TableFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent(fixture.file)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture.url, to: target)
        let good = folder.appendingPathComponent("fr.lproj/Good.strings")
        try FileManager.default.createDirectory(at: good.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("\"a\" = \"21 %\";\n".utf8).write(to: good)
        let result = try Self.run(["convert", "--locale", "fr", target.path, good.path])
        #expect(result.status == 2)
        #expect(result.err.contains("\(target.path):\(fixture.line):\(fixture.column): expected "), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: TableLocation.companion(of: target.path)))
        // The other table is converted all the same.
        let companion = FileManager.default.contents(atPath: TableLocation.companion(of: good.path))
        #expect(companion.map { String(decoding: $0, as: UTF8.self) } == "\"a\" = \"vingt et un pour cent\";\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.deletingLastPathComponent().path).allSatisfy { !$0.hasSuffix(".tmp") })
    }

    @Test func checkListsFindingsAndExitsOne() throws {
        let folder = try Self.copy("valid")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(["convert", "--check", folder.path])
        #expect(result.status == 1, "\(result.err)")
        #expect(result.out.contains("fr.lproj/Tricky.strings:14:11: glued: needs runtime formatting: %ldh"))
        #expect(result.out.contains("fr.lproj/Tricky.strings:3:18: battery.left: would be read \"Il reste 21 %\"; say \"Il reste vingt et un pour cent\" (percent)"))
        #expect(result.out.contains("fr.lproj/Tricky.strings:19:15: duplicate: duplicate key, also on line 18"))
        #expect(TableFixtures.tables(under: folder).allSatisfy { !TableLocation.isCompanion($0.path) }, "--check wrote a file")

        let clean = folder.appendingPathComponent("en.lproj/Clean.strings")
        try Data("/* nothing to say */\n\"a\" = \"Open the settings\";\n".utf8).write(to: clean)
        let ok = try Self.run(["convert", "--check", clean.path])
        #expect(ok.status == 0 && ok.out.isEmpty, "\(ok.out)\(ok.err)")
    }

    @Test func dryRunPrintsADiffAndWritesNothing() throws {
        let folder = try Self.copy("valid")
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent("fr.lproj/Tricky.strings").path
        let result = try Self.run(["convert", "--dry-run", table])
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("--- \(table)\n+++ \(TableLocation.companion(of: table))\n@@ -3 +3 @@\n-\"battery.left\" = \"Il reste 21 %\"; // trailing comment\n+\"battery.left\" = \"Il reste vingt et un pour cent\"; // trailing comment\n"))
        #expect(!FileManager.default.fileExists(atPath: TableLocation.companion(of: table)))
    }

    @Test func reportCountsPerFileAndClass() throws {
        let folder = try Self.copy("valid")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(["convert", "--check", "--report", "json", folder.path])
        #expect(result.status == 1)
        let report = try JSONDecoder().decode(TableReport.self, from: Data(result.out.utf8))
        #expect(report.files.count == TableFixtures.tables(under: folder).count)
        #expect(report.totals.values == report.files.map(\.counts.values).reduce(0, +))
        let strings = try #require(report.files.first { $0.path.hasSuffix("fr.lproj/Tricky.strings") })
        #expect(strings.counts.values == 18)
        #expect(strings.counts.duplicateKeys == 1)
        #expect(strings.counts.needsRuntimeFormatting == 1)
        #expect(strings.counts.classes["percent"] == 1)
        let catalog = report.files.first { (file: TableReport.File) in file.path.hasSuffix("Tricky.xcstrings") }
        #expect(catalog?.skippedLanguages == ["de"])
        #expect(report.errors.isEmpty)
    }

    @Test func inPlaceAndStdout() throws {
        let folder = try Self.copy("valid")
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent("res/values-ru/strings.xml").path
        let printed = try Self.run(["convert", "--stdout", table])
        #expect(printed.status == 0)
        #expect(printed.out.contains("<string name=\"speed_speakable\">Скорость пять километров в час</string>"))
        let replaced = try Self.run(["convert", "--in-place", table])
        #expect(replaced.status == 0)
        let text = String(decoding: FileManager.default.contents(atPath: table) ?? Data(), as: UTF8.self)
        #expect(text.contains("<string name=\"speed\">Скорость пять километров в час</string>"))
        #expect(!FileManager.default.fileExists(atPath: TableLocation.companion(of: table)))
    }

    @Test(arguments: [
        ["convert"],
        ["convert", "--passthrough", "x.strings"],
        ["convert", "--bogus", "x.strings"],
        ["convert", "--locale", "de", "x.strings"],
        ["convert", "--check", "--in-place", "x.strings"],
        ["convert", "/nonexistent/Localizable.strings"],
    ])
    func usageErrorsExitTwo(_ arguments: [String]) throws {
        let result = try Self.run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.status) \(result.err)")
        #expect(!result.err.isEmpty)
    }

    @Test func aTableWithoutALanguageNeedsLocale() throws {
        let folder = try TableFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent("Base.lproj/Localizable.strings")
        try FileManager.default.createDirectory(at: table.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("\"a\" = \"2 files\";\n".utf8).write(to: table)
        let failure = try Self.run(["convert", table.path])
        #expect(failure.status == 2 && failure.err.contains("pass --locale"))
        let success = try Self.run(["convert", "--locale", "en", table.path])
        #expect(success.status == 0)
        #expect(FileManager.default.contents(atPath: TableLocation.companion(of: table.path)) == Data("\"a\" = \"two files\";\n".utf8))
    }

    @Test func foreignSpansFollowTheLanguageOptions() throws {
        let folder = try TableFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent("fr.lproj/Login.strings")
        try FileManager.default.createDirectory(at: table.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("\"login\" = \"Cliquez sur Sign in\";\n\"mode\" = \"Activez le mode sombre\";\n".utf8).write(to: table)
        let found = try Self.run(["convert", "--check", table.path])
        #expect(found.status == 1)
        #expect(found.out == "\(table.path):1:11: login: \"Sign in\" is en in fr text: a screen reader would read it with the wrong voice\n")
        #expect(try Self.run(["convert", "--check", "--allow", "Sign in", table.path]) == (0, "", ""))
        let denied = try Self.run(["convert", "--check", "--allow", "Sign in", "--deny", "mode sombre=en", table.path])
        #expect(denied.status == 1 && denied.out.contains("2:10: mode: \"mode sombre\" is en in fr text"), "\(denied.out)")
        #expect(try Self.run(["convert", "--check", "--no-language-tagging", table.path]).status == 0)
        let report = try Self.run(["convert", "--check", "--report", "json", table.path])
        #expect(try JSONDecoder().decode(TableReport.self, from: Data(report.out.utf8)).totals.classes["foreign"] == 1)
    }
}
