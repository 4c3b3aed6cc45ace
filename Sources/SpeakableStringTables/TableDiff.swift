/// A unified diff (no context lines, like `diff -U0`) between a table and its converted version.
///
/// Only values change in a conversion, so the changed lines are known from the segments: no
/// line matching is needed and the cost is linear in the file.
///
/// ```swift
/// print(TableDiff.unified(from: table, to: result.table, newPath: "fr.lproj/Localizable+Speakable.strings"))
/// // --- fr.lproj/Localizable.strings
/// // +++ fr.lproj/Localizable+Speakable.strings
/// // @@ -12 +12 @@
/// // -"left" = "Il reste 21 %";
/// // +"left" = "Il reste vingt et un pour cent";
/// ```
package enum TableDiff {
    package static func unified(from old: StringTable, to new: StringTable, newPath: String) -> String {
        var oldText: [UInt8] = [], newText: [UInt8] = []
        var hunks: [(old: ClosedRange<Int>, new: ClosedRange<Int>)] = []
        var oldLine = 1, newLine = 1
        for (before, after) in zip(old.segments, new.segments) {
            let oldStart = oldText.count, newStart = newText.count
            old.append(before, to: &oldText)
            new.append(after, to: &newText)
            let oldBreaks = oldText[oldStart...].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            let newBreaks = newText[newStart...].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            if !oldText[oldStart...].elementsEqual(newText[newStart...]) {
                let hunk = (old: oldLine...(oldLine + oldBreaks), new: newLine...(newLine + newBreaks))
                if let last = hunks.last, last.old.upperBound >= hunk.old.lowerBound {
                    hunks[hunks.count - 1] = (last.old.lowerBound...max(last.old.upperBound, hunk.old.upperBound),
                                              last.new.lowerBound...max(last.new.upperBound, hunk.new.upperBound))
                } else {
                    hunks.append(hunk)
                }
            }
            oldLine += oldBreaks
            newLine += newBreaks
        }
        guard !hunks.isEmpty else { return "" }
        let oldLines = oldText.split(separator: 0x0A, omittingEmptySubsequences: false)
        let newLines = newText.split(separator: 0x0A, omittingEmptySubsequences: false)
        var out = "--- \(old.path)\n+++ \(newPath)\n"
        for hunk in hunks {
            out += "@@ -\(range(hunk.old)) +\(range(hunk.new)) @@\n"
            for line in hunk.old where line - 1 < oldLines.count { out += "-" + String(decoding: oldLines[line - 1], as: UTF8.self) + "\n" }
            for line in hunk.new where line - 1 < newLines.count { out += "+" + String(decoding: newLines[line - 1], as: UTF8.self) + "\n" }
        }
        return out
    }

    private static func range(_ lines: ClosedRange<Int>) -> String {
        lines.count == 1 ? "\(lines.lowerBound)" : "\(lines.lowerBound),\(lines.count)"
    }
}
