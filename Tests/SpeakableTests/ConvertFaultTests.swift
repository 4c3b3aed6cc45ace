import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `speakable convert` under faults: inputs never change, no partial or temporary output is left,
/// and the exit status says what happened.
///
/// Faults that need Linux (bind mounts, tmpfs, `/dev/full`) are enabled only where they can run, so
/// the suite runs on macOS too.
@Suite(.serialized) struct ConvertFaultTests {
    #if os(Linux)
    static let isLinux = true
    #else
    static let isLinux = false
    #endif
    /// Root on Linux can mount; root elsewhere ignores permission bits and cannot bind-mount.
    static let canMakeReadOnlyFolder = geteuid() != 0 || isLinux

    /// A fresh folder of `count` French tables of about `size` bytes each.
    static func makeTables(_ count: Int, size: Int = 2_000, in folder: String? = nil) throws -> (folder: String, files: [String]) {
        let folder = folder ?? NSTemporaryDirectory() + "speakable-faults-\(UUID().uuidString)/fr.lproj"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let line = "\"battery.%d\" = \"Il reste 21 %% à 17h45, 1 234,5 km\";\n"
        var files: [String] = []
        for index in 0..<count {
            let path = folder + "/T\(String(format: "%04d", index)).strings"
            var text = "/* table \(index) */\n"
            var n = 0
            while text.utf8.count < size { text += line.replacingOccurrences(of: "%d", with: "\(n)"); n += 1 }
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            files.append(path)
        }
        return (folder, files)
    }

    static func snapshot(_ files: [String]) -> [String: Data] {
        Dictionary(uniqueKeysWithValues: files.compactMap { path in FileManager.default.contents(atPath: path).map { (path, $0) } })
    }

    /// Names in `folder` that are temporary or partial output.
    static func leftovers(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".tmp") || $0.hasPrefix(".") }
    }

    static func start(_ arguments: [String]) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = CommandLineTests.binary
        process.arguments = arguments
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return (process, error)
    }

    @Test func outputPathTakenByAFolder() throws {
        let (folder, files) = try Self.makeTables(3)
        // The companion of the second table cannot be written: a folder has its name.
        try FileManager.default.createDirectory(atPath: folder + "/T0001+Speakable.strings", withIntermediateDirectories: false)
        let before = Self.snapshot(files)
        let result = try CommandLineTests.run(["convert", "--locale", "fr", folder])
        #expect(result.status == 2)
        #expect(result.err.contains("T0001+Speakable.strings: expected a file that can be replaced"), "\(result.err)")
        #expect(Self.snapshot(files) == before)
        #expect(Self.leftovers(in: folder).isEmpty, "\(Self.leftovers(in: folder))")
        // The others were written, whole.
        #expect(FileManager.default.fileExists(atPath: folder + "/T0000+Speakable.strings"))
        #expect(FileManager.default.fileExists(atPath: folder + "/T0002+Speakable.strings"))
    }

    /// A read-only folder (root ignores permission bits, so a read-only bind mount when root).
    @Test(.enabled(if: canMakeReadOnlyFolder)) func outputFolderNotWritable() throws {
        let (folder, files) = try Self.makeTables(2)
        let before = Self.snapshot(files)
        let readOnly = folder + "-ro"
        try FileManager.default.createDirectory(atPath: readOnly, withIntermediateDirectories: false)
        var target = readOnly
        if geteuid() == 0 {
            guard Self.shell("mount --bind -o ro '\(folder)' '\(readOnly)'") == 0 else {
                Issue.record("cannot bind-mount read-only here (no CAP_SYS_ADMIN): fault not exercised")
                return
            }
        } else {
            try FileManager.default.removeItem(atPath: readOnly)
            target = folder
            chmod(folder, 0o555)
        }
        defer { if geteuid() == 0 { _ = Self.shell("umount '\(readOnly)'") } else { chmod(folder, 0o755) } }
        let result = try CommandLineTests.run(["convert", "--locale", "fr", target])
        #expect(result.status == 2)
        #expect(result.err.contains("expected a writable folder"), "\(result.err)")
        #expect(Self.snapshot(files) == before)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(names.sorted() == files.map { ($0 as NSString).lastPathComponent }.sorted(), "\(names)")
    }

    /// Disk full: a 64 KB tmpfs holding the tables (needs root and mount); each write fails, nothing partial is left.
    @Test(.enabled(if: isLinux && geteuid() == 0)) func diskFull() throws {
        let mountPoint = NSTemporaryDirectory() + "speakable-full-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
        guard Self.shell("mount -t tmpfs -o size=64k tmpfs '\(mountPoint)'") == 0 else {
            Issue.record("cannot mount a tmpfs here: fault not exercised")
            return
        }
        defer { _ = Self.shell("umount '\(mountPoint)'") }
        // Tables filling most of the space: their companions cannot all fit.
        let (folder, files) = try Self.makeTables(3, size: 16_000, in: mountPoint + "/fr.lproj")
        let before = Self.snapshot(files)
        let result = try CommandLineTests.run(["convert", "--locale", "fr", folder])
        #expect(result.status == 2)
        #expect(result.err.contains("expected room to write the file") || result.err.contains("expected a writable folder"), "\(result.err)")
        #expect(Self.snapshot(files) == before)
        #expect(Self.leftovers(in: folder).isEmpty, "\(Self.leftovers(in: folder))")
        for file in files {
            let companion = file.replacingOccurrences(of: ".strings", with: "+Speakable.strings")
            guard let written = FileManager.default.contents(atPath: companion) else { continue }
            #expect(String(decoding: written, as: UTF8.self).hasSuffix(";\n"), "a companion is whole or absent")
        }
    }

    /// Standard output that cannot be written (/dev/full): a clean error, not a crash.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"))) func standardOutputFull() throws {
        let (_, files) = try Self.makeTables(1)
        let before = Self.snapshot(files)
        let process = Process()
        process.executableURL = CommandLineTests.binary
        process.arguments = ["convert", "--locale", "fr", "--stdout", files[0]]
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(Self.snapshot(files) == before)
        // A full disk is an input/output error: exit 2, not a trap.
        #expect(process.terminationReason == .exit && process.terminationStatus == 2)
    }

    @Test func inputDeletedMidRun() throws {
        let (folder, files) = try Self.makeTables(120, size: 6_000)
        let victim = files.last!
        let before = Self.snapshot(files.dropLast())
        let (process, error) = try Self.start(["convert", "--locale", "fr"] + files)
        // As soon as the first companion exists the file list is taken: remove the last input.
        let firstCompanion = folder + "/T0000+Speakable.strings"
        let deadline = Date().addingTimeInterval(60)
        while !FileManager.default.fileExists(atPath: firstCompanion), process.isRunning, Date() < deadline { usleep(1_000) }
        try FileManager.default.removeItem(atPath: victim)
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard FileManager.default.fileExists(atPath: folder + "/T0119+Speakable.strings") == false else {
            Issue.record("the run finished before the input was deleted: fault not exercised")
            return
        }
        #expect(process.terminationStatus == 2)
        #expect(message.contains("T0119.strings: expected a readable file"), "\(message)")
        #expect(Self.snapshot(files.dropLast()) == before)
        #expect(Self.leftovers(in: folder).isEmpty)
        #expect(FileManager.default.fileExists(atPath: folder + "/T0118+Speakable.strings"), "the rest of the batch is done")
    }

    @Test func interruptedBatchLeavesNoPartialOutput() throws {
        let (folder, files) = try Self.makeTables(30, size: 200_000)
        let before = Self.snapshot(files)
        let (process, error) = try Self.start(["convert", "--locale", "fr", folder])
        let deadline = Date().addingTimeInterval(120)
        while !FileManager.default.fileExists(atPath: folder + "/T0000+Speakable.strings"), process.isRunning, Date() < deadline { usleep(1_000) }
        usleep(20_000)
        kill(process.processIdentifier, SIGINT)
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGINT,
                "\(process.terminationReason) \(process.terminationStatus)")
        #expect(message.contains("interrupted; no partial file left behind"), "\(message)")
        #expect(Self.snapshot(files) == before)
        #expect(Self.leftovers(in: folder).isEmpty, "\(Self.leftovers(in: folder))")
        // Companions written before the interruption are whole: each ends like its table.
        let companions = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains("+Speakable") }
        #expect(companions.count < files.count, "the batch was interrupted")
        for name in companions {
            let text = String(decoding: FileManager.default.contents(atPath: folder + "/" + name) ?? Data(), as: UTF8.self)
            #expect(text.hasPrefix("/* table ") && text.hasSuffix(";\n"), "\(name) is whole")
        }
    }

    static func shell(_ command: String) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command + " 2>/dev/null"]
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
