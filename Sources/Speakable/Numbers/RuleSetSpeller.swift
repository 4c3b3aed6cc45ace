/// One ICU rule set of one locale, plus the language's spelling fix-ups and a bounded memo.
///
/// The memo is what makes a UI that shows the same numbers again and again cheaper than ICU itself:
/// a hit is one lookup in the calling thread's `SpellingMemo` (no lock, no hashing of a key
/// struct) instead of a rule-based format.
final class RuleSetSpeller: Sendable {
    let formatter: ICUSpellOutFormatter
    private let replacements: [Replacement]
    /// This speller's key in the per-thread memos; never reused.
    let id: Int

    private static let lastID = LockedValue(0)

    /// A spelling fix-up from `numbers.json`, pre-split into UTF-8 for a byte search.
    struct Replacement: Sendable {
        let target: [UInt8]
        let replacement: [UInt8]
        /// "^…" in the data: only at the start.
        let prefixOnly: Bool

        init(_ target: String, _ replacement: String) {
            prefixOnly = target.hasPrefix("^")
            self.target = Array((prefixOnly ? String(target.dropFirst()) : target).utf8)
            self.replacement = Array(replacement.utf8)
        }

        /// `words` with the fix applied, or nil when it does not occur (the common case: no allocation).
        func apply(to words: String) -> String? {
            var words = words
            return words.withUTF8 { bytes -> String? in
                guard let first = target.first, bytes.count >= target.count else { return nil }
                var output: [UInt8] = []
                var copied = 0
                var index = 0
                while index + target.count <= bytes.count {
                    if bytes[index] == first, bytes[index..<index + target.count].elementsEqual(target) {
                        if output.isEmpty { output.reserveCapacity(bytes.count + 8) }
                        output.append(contentsOf: bytes[copied..<index])
                        output.append(contentsOf: replacement)
                        index += target.count
                        copied = index
                        if prefixOnly { break }
                    } else {
                        if prefixOnly { return nil }
                        index += 1
                    }
                }
                guard copied > 0 else { return nil }
                output.append(contentsOf: bytes[copied...])
                return String(decoding: output, as: UTF8.self)
            }
        }
    }

    /// Entries a thread's memo keeps, all rule sets together; a working set larger than this just misses.
    static let memoLimit = SpellingMemo.capacity

    init(formatter: ICUSpellOutFormatter, replacements: [(String, String)]) {
        self.formatter = formatter
        self.replacements = replacements.map { Replacement($0.0, $0.1) }
        self.id = Self.lastID.withLock { $0 += 1; return $0 }
    }

    /// The number in words, or nil when ICU fails or has no words for it.
    @inline(__always)
    func spell(_ value: Int64) -> String? {
        let id = id
        if let hit = PerThread.withState({ $0.memo.words(owner: id, value: value) }) { return hit }
        guard let words = spellWithICU(value) else { return nil }
        PerThread.withState { $0.memo.store(words, owner: id, value: value) }
        return words
    }

    @inline(never)
    private func spellWithICU(_ value: Int64) -> String? {
        // Past its rules ICU falls back to digits ("135000." for a Russian ordinal): not speech.
        guard var words = try? formatter.format(value), !words.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        for replacement in replacements {
            if let fixed = replacement.apply(to: words) { words = fixed }
        }
        return words
    }

    /// Entries the calling thread's memo holds for this rule set.
    var memoCount: Int { PerThread.state.memo.count(owner: id) }
}

