import ArgumentParser
import Foundation
import Speakable
import SpeakableStringTables

/// `speakable convert <files or folders>`: writes a speakable companion for each string table.
struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Speak the string tables of an app (.strings, .stringsdict, .xcstrings, Android strings.xml).",
        discussion: """
        For each table, writes a companion next to it (Localizable.strings -> Localizable+Speakable.strings, \
        Localizable.xcstrings -> Localizable+Speakable.xcstrings, values-fr/strings.xml -> \
        values-fr/strings_speakable.xml with names suffixed _speakable), keeping the file's encoding, \
        order, comments and layout. Folders are searched for tables. Placeholders are never changed; a unit \
        glued to a placeholder (%ldh, %d км) is reported as needing runtime formatting and left as written.
        Exit status: 0 done, 1 --check found entries a screen reader would misread, 2 usage or input errors \
        (a broken table is reported as file:line:column and nothing is written for it).
        """
    )

    enum ReportFormat: String, ExpressibleByArgument, CaseIterable { case json }

    @Argument(help: "Tables (.strings, .stringsdict, .xcstrings, strings.xml) or folders to search for them.")
    var paths: [String] = []

    @Option(name: .long, help: "Language of the tables (fr, en, ru, with an optional region). Default: from the folder (fr.lproj, values-fr); for a catalog, every language it holds, or only this one.")
    var locale: String?

    @Flag(name: .long, help: "Replace each table by its spoken version instead of writing a companion.")
    var inPlace = false

    @Flag(name: .long, help: "Print a diff of what would change; write nothing.")
    var dryRun = false

    @Flag(name: .long, help: "List the entries a screen reader would misread; write nothing; exit 1 if there are any.")
    var check = false

    @Option(name: .long, help: "Print a report with counts per file and per class to standard output.")
    var report: ReportFormat?

    @Flag(name: .long, help: "Read and write the table back unconverted (with --stdout): shows the round trip is byte for byte.")
    var passthrough = false

    @Flag(name: .long, help: "Write the (one) resulting table to standard output instead of a file.")
    var stdout = false

    @OptionGroup(title: "Language tagging (foreign spans in --check and --report, and their reading)")
    var language: LanguageOptions

    @Option(name: .long, help: ArgumentHelp("A JSON object of the app's abbreviations, {\"PTS\": \"points\"}; they win over the built-in ones.", valueName: "file.json"))
    var abbreviations: String?

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one table or folder") }
        if passthrough && !stdout { throw ValidationError("--passthrough writes to standard output: add --stdout") }
        let modes = [inPlace, dryRun, check, stdout].filter { $0 }.count
        if modes > 1 { throw ValidationError("choose one of --in-place, --dry-run, --check, --stdout") }
        if report != nil && (stdout || dryRun) { throw ValidationError("--report prints to standard output: it cannot go with --stdout or --dry-run") }
        if passthrough { return }
        do { try Speakable.validateLanguageData(locales: locale.map { [$0] }) } catch { throw ValidationError("\(error)") }
        if let locale, !Speakable.isSupported(locale: locale) {
            throw ValidationError("unsupported locale '\(locale)': Speakable speaks \(Speakable.supportedLanguages.joined(separator: ", ")) (with regions such as fr-CH, en-GB)")
        }
    }

    func run() throws {
        let files = try TableFiles.collect(paths)
        if stdout && files.count != 1 {
            throw ValidationError("--stdout writes one table; \(files.count) were given")
        }
        if let abbreviations {
            let entries = try AbbreviationFile.read(abbreviations)
            for language in locale.map({ [$0] }) ?? Speakable.supportedLanguages {
                Speakable.register(abbreviations: entries, locale: language)
            }
        }
        // Ctrl-C (or a CI timeout's SIGTERM) mid-write must not leave a temporary file behind.
        AtomicWrite.removeTemporaryFileOnSignals()
        let converter = TableConverter(locale: locale, renamesAndroidResources: !inPlace, tagging: language.tagging)
        var progress = ProgressBar(files: files)
        var summary = TableReport()
        var failed = false
        var findings = 0
        for file in files {
            do {
                let table = try StringTable(contentsOf: file)
                if passthrough {
                    try writeStandardOutput(table.encoded(), for: file)
                    continue
                }
                let total = table.segments.count { if case .value = $0 { true } else { false } }
                let result = try converter.convert(table) { progress.advance(file: file, values: $0, of: total) }
                progress.finish(file: file, values: result.valueCount)
                let target = inPlace ? file : TableLocation.companion(of: file)
                if check {
                    findings += result.findings.count
                    for finding in result.findings { emit(finding.description) }
                    for language in result.skippedLanguages { note("\(file): \(language) is not spoken by Speakable; left as is") }
                } else if dryRun {
                    print(TableDiff.unified(from: table, to: result.table, newPath: target), terminator: "")
                } else if stdout {
                    try writeStandardOutput(result.table.encoded(), for: file)
                } else {
                    try AtomicWrite.write(result.table.encoded(), to: target)
                    for finding in result.findings { if case .needsRuntimeFormatting = finding.kind { note(finding.description) } }
                }
                summary.add(result, output: check ? nil : target)
            } catch {
                progress.clear()
                note(error.description)
                summary.add(error)
                failed = true
            }
        }
        progress.clear()
        if report == .json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(summary), as: UTF8.self))
        }
        if failed { throw ExitCode(2) }
        if check && findings > 0 { throw ExitCode(1) }
    }

    /// A finding: to standard output, or standard error when standard output carries the report.
    private func emit(_ line: String) {
        if report == nil { print(line) } else { note(line) }
    }

    private func note(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// The tables named on the command line: files as given, folders searched (sorted, companions skipped).
enum TableFiles {
    static func collect(_ paths: [String]) throws -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ValidationError("no such file or folder: \(path)")
            }
            guard isDirectory.boolValue else { files.append(path); continue }
            let found = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
            files += found.sorted().map { (path as NSString).appendingPathComponent($0) }.filter(TableLocation.isTable)
        }
        return files
    }
}

/// A one-line progress bar on standard error, shown only when it is a terminal and the run is long.
struct ProgressBar {
    private let enabled: Bool
    private let start = Date()
    private var lastDraw = Date.distantPast
    private var shown = false
    private var done = 0
    private let total: Int

    init(files: [String]) {
        enabled = isatty(2) == 1
        total = files.count
    }

    mutating func advance(file: String, values: Int, of fileTotal: Int) {
        guard enabled, Date().timeIntervalSince(start) > 0.5, Date().timeIntervalSince(lastDraw) > 0.1 else { return }
        lastDraw = Date()
        shown = true
        let width = 30
        // Files done, plus the share of the current file.
        let share = fileTotal == 0 ? 0 : Double(values) / Double(fileTotal)
        let filled = total == 0 ? 0 : min(width, Int(Double(width) * (Double(done) + share) / Double(total)))
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let name = (file as NSString).lastPathComponent
        FileHandle.standardError.write(Data("\r\u{1B}[K[\(bar)] \(done)/\(total) files, \(name): \(values) values".utf8))
    }

    mutating func finish(file: String, values: Int) {
        done += 1
        advance(file: file, values: 0, of: 0)
    }

    mutating func clear() {
        guard shown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        shown = false
    }
}

/// Standard output that reports a write error (a full disk, a closed pipe) as the file's error
/// instead of trapping.
private func writeStandardOutput(_ bytes: [UInt8], for file: String) throws(TableError) {
    do {
        try FileHandle.standardOutput.write(contentsOf: Data(bytes))
    } catch {
        throw TableError(path: file, line: 1, column: 1, expected: "standard output to accept the converted table (\(error.localizedDescription))")
    }
}
