import Foundation

/// Written symbols ("km", "°C", "€", "руб.") and what they stand for, matched longest first
/// against the text without building strings.
struct SymbolTable<Value: Sendable>: Sendable {
    private struct Entry: Sendable {
        let scalars: [Unicode.Scalar]
        let value: Value
    }
    /// Entries by first scalar, longest first.
    private let buckets: [Unicode.Scalar: [Entry]]

    init(_ entries: [(String, Value)]) {
        var buckets: [Unicode.Scalar: [Entry]] = [:]
        for (written, value) in entries {
            let scalars = Array(written.unicodeScalars)
            guard let first = scalars.first else { continue }
            buckets[first, default: []].append(Entry(scalars: scalars, value: value))
        }
        self.buckets = buckets.mapValues { $0.sorted { $0.scalars.count > $1.scalars.count } }
    }

    var isEmpty: Bool { buckets.isEmpty }

    /// The first scalars of the symbols.
    var firstScalars: [Unicode.Scalar] { Array(buckets.keys) }

    /// The longest symbol at `index` that is not glued to a following letter (or digit, unless
    /// `digitsMayFollow`: "$12"), nor to an elided word ("l'ont"), and its end.
    func match(_ text: TextCursor, at index: Int, digitsMayFollow: Bool = false) -> (Value, Int)? {
        guard let first = text[index], let entries = buckets[first] else { return nil }
        for entry in entries where text.matches(entry.scalars, at: index) {
            let end = index + entry.scalars.count
            // "km" in "kms" is not a unit; a symbol ending in "." may be followed by anything.
            if entry.scalars.last != "." {
                if text.isLetter(end) || (!digitsMayFollow && text.isDigit(end)) { continue }
                if let next = text[end], next == "'" || next == "\u{2019}", text.isLetter(end + 1) { continue }
            }
            return (entry.value, end)
        }
        return nil
    }

    /// A symbol right after `index`, one space allowed before it ("5 km", "5km", "12,50 €").
    func match(_ text: TextCursor, after index: Int) -> (Value, Int)? {
        guard !isEmpty else { return nil }
        if let found = match(text, at: index) { return found }
        return TextCursor.isSpace(text[index]) ? match(text, at: index + 1) : nil
    }

    /// Whether some symbol starts with `scalar` (a cheap test before `match`).
    @inline(__always) func mayStart(with scalar: Unicode.Scalar) -> Bool { buckets[scalar] != nil }
}

/// A unit of `units.tsv`: the noun it is read as (a key of `nouns.tsv`) and invariable words after.
struct MeasureUnit: Hashable, Sendable {
    let noun: String
    let after: String
    /// ru "с", "т", "г" are also words ("2 с половиной"): a unit only when no word follows.
    var final = false
}

/// Reads a TSV resource with a header row into rows of named columns; `#` lines are comments.
enum TSV {
    static func rows(_ text: String) -> [[String: String]] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).filter { !$0.hasPrefix("#") }
        guard !lines.isEmpty else { return [] }
        let header = lines.removeFirst().split(separator: "\t", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        return lines.map { line in
            var row: [String: String] = [:]
            for (name, value) in zip(header, line.split(separator: "\t", omittingEmptySubsequences: false)) {
                row[name] = String(value)
            }
            return row
        }
    }
}

/// A set of UTF-8 bytes, for the normalizer's pre-check.
struct EntityBytes: Sendable {
    private var bits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    init(_ scalars: some Sequence<Unicode.Scalar>) {
        for scalar in scalars {
            // The first byte of the scalar's UTF-8 form.
            insert(UTF8.encode(scalar)!.first!)
        }
    }

    mutating func insert(_ byte: UInt8) {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: bits.0 |= bit
        case 1: bits.1 |= bit
        case 2: bits.2 |= bit
        default: bits.3 |= bit
        }
    }

    @inline(__always) func contains(_ byte: UInt8) -> Bool {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: return bits.0 & bit != 0
        case 1: return bits.1 & bit != 0
        case 2: return bits.2 & bit != 0
        default: return bits.3 & bit != 0
        }
    }
}
