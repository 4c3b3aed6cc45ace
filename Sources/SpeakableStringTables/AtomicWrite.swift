import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file all at once: a temporary file in the same folder, then a rename over the target,
/// so a reader never sees half a table and a failed run leaves the old file as it was.
///
/// ```swift
/// try AtomicWrite.write(table.encoded(), to: "fr.lproj/Localizable+Speakable.strings")
/// ```
package enum AtomicWrite {
    package static func write(_ bytes: [UInt8], to path: String) throws(TableError) {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (directory.isEmpty ? "" : directory + "/") + ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        Pending.set(temporary)
        defer { Pending.clear() }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw failure(path, "a writable folder (\(String(cString: strerror(errno))))") }
        var written = 0
        let ok = bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let result = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 { if errno == EINTR { continue }; return false }
                written += result
            }
            return fsync(descriptor) == 0
        }
        let error = errno
        close(descriptor)
        guard ok else {
            unlink(temporary)
            throw failure(path, "room to write the file (\(String(cString: strerror(error))))")
        }
        // Keep the permissions of a file being replaced.
        var info = stat()
        if stat(path, &info) == 0 { chmod(temporary, info.st_mode & 0o7777) }
        guard rename(temporary, path) == 0 else {
            let error = errno
            unlink(temporary)
            throw failure(path, "a file that can be replaced (\(String(cString: strerror(error))))")
        }
    }

    /// Removes the temporary file being written when the process gets one of `signals`, then dies
    /// of that signal as it would have (the exit status still says "interrupted"). Call it once,
    /// before writing; the handler does only async-signal-safe work (unlink, write, raise).
    ///
    /// ```swift
    /// AtomicWrite.removeTemporaryFileOnSignals()   // Ctrl-C mid-write leaves no ".x.strings.123.tmp"
    /// ```
    package static func removeTemporaryFileOnSignals(_ signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]) {
        Pending.clear() // allocates the buffer before any handler can run
        // A parent may have blocked them (a test runner's or a build tool's thread): unblock, or a
        // pending Ctrl-C would be ignored until the run ends.
        var set = sigset_t()
        sigemptyset(&set)
        for signalNumber in signals { sigaddset(&set, signalNumber) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        for signalNumber in signals {
            signal(signalNumber) { received in
                if Pending.path[0] != 0 {
                    unlink(Pending.path)
                    Pending.path[0] = 0
                }
                let message: StaticString = "\nspeakable: interrupted; no partial file left behind\n"
                _ = Foundation.write(2, message.utf8Start, message.utf8CodeUnitCount)
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }

    /// The temporary file being written (NUL-terminated; empty when none), read by the handler.
    enum Pending {
        static let capacity = 4096
        nonisolated(unsafe) static let path: UnsafeMutablePointer<CChar> = {
            let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
            buffer.initialize(repeating: 0, count: capacity)
            return buffer
        }()

        /// Copies the path in with its first byte last, so a handler never sees half a path.
        static func set(_ temporary: String) {
            path[0] = 0
            let bytes = Array(temporary.utf8)
            guard bytes.count < capacity - 1, let first = bytes.first else { return }
            for (offset, byte) in bytes.enumerated().dropFirst() { path[offset] = CChar(bitPattern: byte) }
            path[bytes.count] = 0
            path[0] = CChar(bitPattern: first)
        }

        static func clear() { path[0] = 0 }
    }

    private static func failure(_ path: String, _ expected: String) -> TableError {
        TableError(path: path, line: 0, column: 0, expected: expected)
    }
}
