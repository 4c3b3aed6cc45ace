/// One ICU rule set of one locale, plus the language's spelling fix-ups and a bounded memo.
///
/// The memo is what makes a UI that shows the same numbers again and again cheaper than ICU itself:
/// a hit costs a lock and a hash lookup instead of a rule-based format.
final class RuleSetSpeller: Sendable {
    let formatter: ICUSpellOutFormatter
    private let replacements: [(String, String)]
    private let memo = LockedCache<Int64, String>(limit: RuleSetSpeller.memoLimit)

    /// Entries kept per rule set; a working set larger than this just misses.
    static let memoLimit = 2048

    init(formatter: ICUSpellOutFormatter, replacements: [(String, String)]) {
        self.formatter = formatter
        self.replacements = replacements
    }

    /// The number in words, or nil when ICU fails or has no words for it.
    @inline(__always)
    func spell(_ value: Int64) -> String? {
        if let hit = memo.cached(value) { return hit }
        // Past its rules ICU falls back to digits ("135000." for a Russian ordinal): not speech.
        guard var words = try? formatter.format(value), !words.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        for (from, to) in replacements {
            // "^…" replaces a prefix only (ru "одна тысяча девятьсот" -> "тысяча девятьсот").
            if from.hasPrefix("^") {
                let prefix = from.dropFirst()
                if words.hasPrefix(prefix) { words = to + words.dropFirst(prefix.count) }
            } else if words.contains(from) {
                words = words.replacing(from, with: to)
            }
        }
        memo.store(words, for: value)
        return words
    }

    var memoCount: Int { memo.count }
}

