/// Text whose `Character`s are its scalars: String's answers by bytes and scalars, without the
/// grapheme breaking and canonical equivalence `hasSuffix` and `count` pay for (a few hundred
/// instructions per call on a Cyrillic word).
///
/// Plain means every scalar is printable ASCII, U+00A0-U+02FF (Latin-1, Latin Extended, IPA,
/// spacing modifiers) or basic Cyrillic (U+0400-U+0482, U+048A-U+052F, leaving out the combining
/// U+0483-U+0489). None of those scalars extends a grapheme or joins another (no combining mark,
/// no CR LF pair), and none has a canonical equivalent in the set, so for two plain strings
/// `Character` equality is scalar equality:
///
/// ```swift
/// PlainText.endsWith("минуты", "ы", after: 2, plain: true)   // true, as "минуты".hasSuffix("ы") && 6 > 1 + 2
/// PlainText.count("heures")                               // 6, as "heures".count
/// PlainText.isPlain("e\u{301}")                           // false: a combining mark; String answers
/// ```
enum PlainText {
    /// Whether every scalar of `string` is in the plain set (read on its UTF-8 bytes: a lead byte
    /// and the continuation byte after it tell the range).
    static func isPlain(_ string: String) -> Bool {
        var bytes = string.utf8.makeIterator()
        while let lead = bytes.next() {
            switch lead {
            case 0x20...0x7E: continue
            case 0xC3...0xCB, 0xD0, 0xD1, 0xD3: _ = bytes.next()
            case 0xC2: guard let next = bytes.next(), next >= 0xA0 else { return false }
            case 0xD2: guard let next = bytes.next(), next <= 0x82 || next >= 0x8A else { return false }
            case 0xD4: guard let next = bytes.next(), next <= 0xAF else { return false }
            default: return false
            }
        }
        return true
    }

    /// `string.count` for a plain string: its scalars.
    static func count(_ string: String) -> Int {
        var count = 0
        for byte in string.utf8 where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// `string.hasSuffix(suffix) && string.count > suffix.count + extra`: an ending with more
    /// than `extra` characters before it. `plain` is `isPlain(string)`, worked out once by a
    /// caller that tries several endings.
    static func endsWith(_ string: String, _ suffix: String, after extra: Int, plain: Bool) -> Bool {
        guard plain, isPlain(suffix) else { return string.hasSuffix(suffix) && string.count > suffix.count + extra }
        return string.utf8.count >= suffix.utf8.count && string.utf8.reversed().starts(with: suffix.utf8.reversed())
            && count(string) > count(suffix) + extra
    }
}
