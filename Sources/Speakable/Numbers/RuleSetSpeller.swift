/// One ICU rule set of one locale, plus the language's spelling fix-ups and a bounded memo.
///
/// The memo is what makes a UI that shows the same numbers again and again cheaper than ICU itself:
/// a hit is one lookup in the calling thread's `SpellingMemo` (no lock, no hashing of a key
/// struct) instead of a rule-based format.
final class RuleSetSpeller: Sendable {
    let formatter: SpellOutFormatter
    private let replacements: [Replacement]
    /// This speller's key in the per-thread memos; never reused.
    let id: Int
    /// `PerThread.key`, read once here rather than through its lazy static on every call.
    private let threadKey = PerThread.key
    /// This speller's part of the memo's hash.
    private let memoSalt: UInt64

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

        /// Whether the fix can be made in place (it never makes the text longer).
        var shrinks: Bool { replacement.count <= target.count && !target.isEmpty }

        /// `words` with the fix applied, or nil when it does not occur (fixes that lengthen the text).
        func apply(to words: String) -> String? {
            var bytes = Array(words.utf8)
            guard let first = target.first, bytes.count >= target.count else { return nil }
            var output: [UInt8] = []
            var copied = 0
            var index = 0
            while index + target.count <= bytes.count {
                if bytes[index] == first, bytes[index..<index + target.count].elementsEqual(target) {
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
            bytes = output
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Entries a thread's memo keeps, all rule sets together; a working set larger than this just misses.
    static let memoLimit = SpellingMemo.capacity

    /// The same fix-ups as raw bytes, applied in ICU's output buffer; nil when one of them makes
    /// the text longer (none does in the current data), and then `replacements` are applied to Strings.
    private let fixUps: InPlaceFixUps?

    /// Whether numbers from 1,000 up may be read from their parts (`ChunkTable`): cardinal rule
    /// sets, once a thread's self-check has confirmed it.
    private let composable: Bool

    init(formatter: SpellOutFormatter, replacements: [(String, String)], composable: Bool = false) {
        self.formatter = formatter
        self.replacements = replacements.map { Replacement($0.0, $0.1) }
        self.fixUps = self.replacements.allSatisfy(\.shrinks) ? InPlaceFixUps(self.replacements) : nil
        self.composable = composable && fixUps != nil
        self.id = Self.lastID.withLock { $0 += 1; return $0 }
        self.memoSalt = SpellingMemo.salt(owner: id)
    }

    /// The memo's words for `value` on this thread, if it holds them: the whole of a hit.
    @inline(__always)
    func spellFromMemo(_ value: Int64) -> String? {
        let id = id, salt = memoSalt
        return PerThread.withState(key: threadKey) { $0.memo.words(owner: id, salt: salt, value: value) }
    }

    /// The number in words, or nil when ICU fails or has no words for it.
    @inline(__always)
    func spell(_ value: Int64) -> String? {
        let id = id, salt = memoSalt
        return PerThread.withState(key: threadKey) { state in
            if let hit = state.memo.words(owner: id, salt: salt, value: value) { return hit }
            guard let words = spellMissed(value, state) else { return nil }
            if state.memo.seenBefore(salt: salt, value: value) { state.memo.store(words, owner: id, salt: salt, value: value) }
            return words
        }
    }

    /// A memo miss: from the thread's chunk table when the number has parts, else from ICU.
    @inline(never)
    private func spellMissed(_ value: Int64, _ state: ThreadState) -> String? {
        if composable, value >= 1000, value < ChunkTable.limit, let table = chunkTable(state), let words = compose(value, table) {
            return words
        }
        return spellWithICU(value)
    }

    /// The thread's chunk table for this rule set, made and self-checked on first use; nil when
    /// the check found that parts do not join into ICU's words.
    private func chunkTable(_ state: ThreadState) -> ChunkTable? {
        if let table = state.chunks.table(owner: id) { return table.composes ? table : nil }
        let table = ChunkTable(owner: id)
        table.check(composing: { compose($0, table) }, spell: { spellWithICU($0) })
        state.chunks.install(table)
        return table.composes ? table : nil
    }

    /// `value` (1,000 to 10^12) as the words of its parts joined by spaces, filling the table's
    /// missing parts from ICU; nil when ICU fails on a part or a part cannot be cut out.
    private func compose(_ value: Int64, _ table: ChunkTable) -> String? {
        let parts = (value / 1_000_000_000, value / 1_000_000 % 1000, value / 1000 % 1000, value % 1000)
        let top = parts.0 > 0 ? 3 : parts.1 > 0 ? 2 : 1
        var total = -1
        @inline(__always) func need(_ part: Int64, _ scale: Int) -> Bool {
            guard part > 0, scale <= top else { return true }
            let slot = ChunkTable.slot(part: part, scale: scale, leading: scale == top)
            if !table.has(slot) {
                guard fill(slot, part: part, scale: scale, leading: scale == top, table) else { return false }
            }
            total += table.length(slot) + 1
            return true
        }
        guard need(parts.0, 3), need(parts.1, 2), need(parts.2, 1), need(parts.3, 0), total > 0 else { return nil }
        return String(unsafeUninitializedCapacity: total) { buffer in
            var position = 0
            @inline(__always) func append(_ part: Int64, _ scale: Int) {
                guard part > 0, scale <= top else { return }
                if position > 0 {
                    buffer[position] = 0x20
                    position += 1
                }
                position += table.copy(ChunkTable.slot(part: part, scale: scale, leading: scale == top), to: buffer.baseAddress! + position)
            }
            append(parts.0, 3)
            append(parts.1, 2)
            append(parts.2, 1)
            append(parts.3, 0)
            return position
        }
    }

    /// Fills a slot from ICU: a leading part is ICU's words for part × 1000^scale; a following
    /// part is cut out of ICU's words for 1000^(scale+1) + part × 1000^scale, after the words
    /// of 1000^(scale+1) and a space.
    @inline(never)
    private func fill(_ slot: Int, part: Int64, scale: Int, leading: Bool, _ table: ChunkTable) -> Bool {
        guard let fixUps else { return false }
        var multiplier: Int64 = 1
        for _ in 0..<scale { multiplier *= 1000 }
        if leading {
            let stored = formatter.format(part * multiplier) { bytes in
                guard !InPlaceFixUps.containsASCIIDigit(bytes) else { return nil }
                let count = fixUps.apply(to: bytes)
                return table.store(UnsafeBufferPointer(rebasing: bytes[..<count]), in: slot) ? 0 : nil
            }
            return stored != nil
        }
        // The words of the next scale's "one" first: they are the prefix to cut.
        let prefixSlot = ChunkTable.slot(part: 1, scale: scale + 1, leading: true)
        guard table.has(prefixSlot) || fill(prefixSlot, part: 1, scale: scale + 1, leading: true, table) else { return false }
        let stored = formatter.format(multiplier * 1000 + part * multiplier) { bytes in
            guard !InPlaceFixUps.containsASCIIDigit(bytes) else { return nil }
            let count = fixUps.apply(to: bytes)
            let prefix = table.bytes(prefixSlot)
            guard count > prefix.count + 1, bytes[prefix.count] == 0x20,
                  UnsafeBufferPointer(rebasing: bytes[..<prefix.count]).elementsEqual(prefix) else { return nil }
            return table.store(UnsafeBufferPointer(rebasing: bytes[(prefix.count + 1)..<count]), in: slot) ? 0 : nil
        }
        return stored != nil
    }

    /// ICU's words with the language's fix-ups, checked and rewritten in ICU's output buffer
    /// before the one `String` is built.
    @inline(never)
    private func spellWithICU(_ value: Int64) -> String? {
        guard let fixUps else { return spellWithICUSlowly(value) }
        return formatter.format(value) { bytes in
            // Past its rules ICU falls back to digits ("135000." for a Russian ordinal): not speech.
            guard !InPlaceFixUps.containsASCIIDigit(bytes) else { return nil }
            return fixUps.apply(to: bytes)
        }
    }

    /// ICU's words with the fix-ups, bypassing the memo; `inPlace` false forces the String path
    /// (tests compare the two).
    func spellUncached(_ value: Int64, inPlace: Bool) -> String? {
        inPlace ? spellWithICU(value) : spellWithICUSlowly(value)
    }

    private func spellWithICUSlowly(_ value: Int64) -> String? {
        guard var words = try? formatter.format(value), !words.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        for replacement in replacements {
            if let fixed = replacement.apply(to: words) { words = fixed }
        }
        return words
    }

    /// Whether the calling thread's memo holds `value` for this rule set.
    func isMemoized(_ value: Int64) -> Bool { PerThread.state.memo.words(owner: id, salt: memoSalt, value: value) != nil }

    /// Whether the calling thread reads numbers of this rule set from a self-checked chunk table.
    var readsFromChunks: Bool { PerThread.state.chunks.table(owner: id)?.composes ?? false }

    /// Entries of the calling thread's chunk table for this rule set.
    var chunkCount: Int { PerThread.state.chunks.table(owner: id)?.count ?? 0 }

    /// Entries the calling thread's memo holds for this rule set.
    var memoCount: Int { PerThread.state.memo.count(owner: id) }
}


/// A rule set's spelling fix-ups as raw bytes, applied in place to ICU's UTF-8 output before any
/// `String` exists: same result as `RuleSetSpeller.Replacement.apply(to:)` in order, for fixes
/// that never lengthen the text.
///
/// Sendable notes: the byte storage is written once in `init` and only read afterwards.
final class InPlaceFixUps: @unchecked Sendable {
    private struct Fix {
        var target: UnsafeMutablePointer<UInt8>
        var targetCount: Int
        var replacement: UnsafeMutablePointer<UInt8>
        var replacementCount: Int
        var prefixOnly: Bool
        /// The target's first (up to) eight bytes as a little-endian word, and the mask of its bytes.
        var head: UInt64
        var headMask: UInt64
    }

    private let fixes: UnsafeMutableBufferPointer<Fix>

    init(_ replacements: [RuleSetSpeller.Replacement]) {
        fixes = .allocate(capacity: replacements.count)
        for (index, replacement) in replacements.enumerated() {
            precondition(replacement.shrinks)
            let target = UnsafeMutablePointer<UInt8>.allocate(capacity: replacement.target.count)
            target.initialize(from: replacement.target, count: replacement.target.count)
            let substitute = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, replacement.replacement.count))
            substitute.initialize(from: replacement.replacement, count: replacement.replacement.count)
            var head: UInt64 = 0, headMask: UInt64 = 0
            for (offset, byte) in replacement.target.prefix(8).enumerated() {
                head |= UInt64(byte) << (8 * offset)
                headMask |= 0xFF << (8 * offset)
            }
            (fixes.baseAddress! + index).initialize(to: Fix(
                target: target, targetCount: replacement.target.count,
                replacement: substitute, replacementCount: replacement.replacement.count,
                prefixOnly: replacement.prefixOnly, head: head, headMask: headMask))
        }
    }

    deinit {
        for fix in fixes {
            fix.target.deallocate()
            fix.replacement.deallocate()
        }
        fixes.deallocate()
    }

    /// Whether any byte is an ASCII digit, eight bytes at a time.
    @inline(__always)
    static func containsASCIIDigit(_ bytes: UnsafeMutableBufferPointer<UInt8>) -> Bool {
        let base = UnsafeRawPointer(bytes.baseAddress!)
        var index = 0
        while index + 8 <= bytes.count {
            // A byte of `word ^ 0x30…` below 10 is a digit ("hasless" from Bit Twiddling Hacks).
            let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ 0x3030_3030_3030_3030
            if (word &- 0x0A0A_0A0A_0A0A_0A0A) & ~word & 0x8080_8080_8080_8080 != 0 { return true }
            index += 8
        }
        while index < bytes.count {
            if bytes[index] &- 0x30 < 10 { return true }
            index += 1
        }
        return false
    }

    /// Applies every fix in order; returns the new length.
    @inline(__always)
    func apply(to bytes: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var count = bytes.count
        for fix in fixes { count = Self.apply(fix, to: bytes.baseAddress!, count: count) }
        return count
    }

    /// The first index in `from...last` holding `byte`, eight bytes at a time (inline: the texts
    /// are a few dozen bytes, shorter than what makes a `memchr` call pay).
    @inline(__always)
    private static func firstIndex(of byte: UInt8, in base: UnsafeMutablePointer<UInt8>, from: Int, through last: Int) -> Int? {
        let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
        var index = from
        while index + 8 <= last + 1 {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) ^ pattern
            // The lowest flagged byte is the first zero byte ("haszero" from Bit Twiddling Hacks).
            let zeros = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
            if zeros != 0 { return index + zeros.trailingZeroBitCount / 8 }
            index += 8
        }
        while index <= last {
            if base[index] == byte { return index }
            index += 1
        }
        return nil
    }

    private static func apply(_ fix: Fix, to base: UnsafeMutablePointer<UInt8>, count: Int) -> Int {
        let width = fix.targetCount
        guard width <= count else { return count }
        @inline(__always) func matches(at index: Int) -> Bool {
            if index + 8 <= count {
                // One word compares the first eight bytes; longer targets check the rest.
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                guard word & fix.headMask == fix.head else { return false }
                guard width > 8 else { return true }
                for offset in 8..<width where base[index + offset] != fix.target[offset] { return false }
                return true
            }
            for offset in 0..<width where base[index + offset] != fix.target[offset] { return false }
            return true
        }
        if fix.prefixOnly {
            guard matches(at: 0) else { return count }
            (base + 0).update(from: fix.replacement, count: fix.replacementCount)
            (base + fix.replacementCount).update(from: base + width, count: count - width)
            return count - width + fix.replacementCount
        }
        // Candidates by their first byte; the text between matches moves in one block.
        let last = count - width  // the last index where the target fits
        var read = 0, write = 0, from = 0
        while let index = firstIndex(of: fix.target[0], in: base, from: from, through: last) {
            guard matches(at: index) else {
                from = index + 1
                continue
            }
            if write != read { (base + write).update(from: base + read, count: index - read) }
            write += index - read
            (base + write).update(from: fix.replacement, count: fix.replacementCount)
            write += fix.replacementCount
            read = index + width
            from = read
        }
        guard read > 0 else { return count }
        (base + write).update(from: base + read, count: count - read)
        return write + count - read
    }
}
