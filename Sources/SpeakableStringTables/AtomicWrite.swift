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
public enum AtomicWrite {
    public static func write(_ bytes: [UInt8], to path: String) throws(TableError) {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (directory.isEmpty ? "" : directory + "/") + ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
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

    private static func failure(_ path: String, _ expected: String) -> TableError {
        TableError(path: path, line: 0, column: 0, expected: expected)
    }
}
