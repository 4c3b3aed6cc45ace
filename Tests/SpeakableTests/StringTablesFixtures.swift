import Foundation
import SpeakableStringTables

/// Fixtures of the string-table tests: `Fixtures/tables/`.
enum TableFixtures {
    static var root: URL { Fixtures.root.appendingPathComponent("tables") }

    /// The real tables kept in the package, and `../shared/corpus/string-tables` when present.
    static func realTables() -> [URL] {
        var roots = [root.appendingPathComponent("corpus")]
        let shared = Fixtures.root.appendingPathComponent("../../../../shared/corpus/string-tables").standardizedFileURL
        if FileManager.default.fileExists(atPath: shared.path) { roots.append(shared) }
        return roots.flatMap { tables(under: $0) }
    }

    /// Every table file under a folder, sorted.
    static func tables(under folder: URL) -> [URL] {
        let names = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }.filter { format(of: $0) != nil }
    }

    /// The format by extension; the shared corpus names historic copies `x.strings.utf16le@commit`.
    static func format(of url: URL) -> StringTable.Format? {
        let name = url.lastPathComponent
        if name.contains(".strings.") && name.contains("@") { return .strings }
        return StringTable.Format(path: name)
    }

    static func bytes(_ url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }

    static func read(_ url: URL) throws -> StringTable {
        try StringTable(bytes: bytes(url), path: url.path, format: format(of: url)!)
    }

    /// Rows of a TSV file under `tables/`, with their line numbers; `#` lines and blank lines skipped.
    static func rows(_ name: String) -> [(line: Int, columns: [String])] {
        guard let text = try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8) else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            guard !line.isEmpty, !line.hasPrefix("#") else { return nil }
            return (index + 1, line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init))
        }
    }

    /// TSV cell escapes: `\n`, `\t`, `\\`.
    static func unescape(_ cell: String) -> String {
        var out = ""
        var escaping = false
        for character in cell {
            if escaping {
                switch character {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                default: out.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return out
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("speakable-tables-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
