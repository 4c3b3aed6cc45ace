/// One word of the input, described without building a `String`.
///
/// A word is a run of letters, digits and combining marks; a hyphen or apostrophe between two
/// letters joins two parts ("week-end", "l'application", "don't"), and ".", "@", "_", "/" between
/// letters or digits make a technical token ("apple.com", "et/ou").
struct ScannedWord: Sendable {
    enum Script: UInt8, Sendable { case latin, cyrillic, other, mixed, none }

    /// What separates a word from the one before it (or from the start of the text).
    enum Gap: UInt8, Sendable, Comparable {
        case space, path, colon, comma, boundary, edge
        static func < (a: Gap, b: Gap) -> Bool { a.rawValue < b.rawValue }
    }

    /// Unicode-scalar offsets in the input.
    var range: Range<Int>
    /// UTF-8 offsets in the input.
    var bytes: Range<Int>
    /// The whole word, lowercased.
    var hash: UInt64 = 0
    /// The word without its last letter, unfinished (plural loanwords: "playlists" -> "playlist").
    var stateWithoutLast = WordHash()
    var hashWithoutLast: UInt64 { stateWithoutLast.value }
    var lastScalar: UInt32 = 0
    /// Up to four parts split at hyphens and apostrophes.
    var parts: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    var partCount = 0
    /// Bit n set: part n follows an apostrophe.
    var afterApostrophe: UInt8 = 0
    var script: Script = .none
    var letters = 0
    var uppercase = 0
    var firstIsUpper = false
    /// An uppercase letter after a lowercase one ("iPhone", "YouTube"): a brand-like name.
    var innerUpper = false
    var hasDigit = false
    var technical = false
    var gap: Gap = .space
    /// First word of the text or after a sentence-like boundary (capitals say nothing there).
    var sentenceStart = false
    /// Follows a capitalized word, spaces only between ("Location Services").
    var afterCapitalized = false
    /// Every hyphen- or apostrophe-separated part starts with a capital ("Jean-Pierre", "Saint-Étienne").
    var partsCapitalized = true

    func part(_ n: Int) -> UInt64 {
        switch n {
        case 0: return parts.0
        case 1: return parts.1
        case 2: return parts.2
        default: return parts.3
        }
    }

    /// Capitalized ("Privacy") rather than lowercase, ALL-CAPS or mixed.
    var isCapitalized: Bool { firstIsUpper && uppercase == 1 && letters > 1 }
    var isAllCaps: Bool { letters > 0 && uppercase == letters }
}

/// Reads the words of a string one at a time, from its UTF-8 bytes.
struct WordScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let table: UnsafePointer<UInt8> = ScalarKind.table.entries
    private var index = 0
    private var offset = 0
    private var atStart = true
    private var previousCapitalized = false

    /// Valid UTF-8 (a Swift string's bytes).
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The words of `text`.
    static func words(in text: String) -> [ScannedWord] {
        text.withUTF8Buffer { bytes in
            var scanner = WordScanner(bytes)
            var words: [ScannedWord] = []
            while let word = scanner.next() { words.append(word) }
            return words
        }
    }

    /// The scalar at byte `i` and its length in bytes.
    @inline(__always) static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (UInt32, Int) {
        let b0 = UInt32(bytes[i])
        if b0 < 0x80 { return (b0, 1) }
        if b0 < 0xE0 { return ((b0 & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F), 2) }
        if b0 < 0xF0 { return ((b0 & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F), 3) }
        return ((b0 & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6 | UInt32(bytes[i + 3] & 0x3F), 4)
    }

    @inline(__always) private static func isWordScalar(_ kind: ScalarKind.Class) -> Bool {
        switch kind {
        case .latin, .cyrillic, .otherLetter, .digit, .mark: return true
        default: return false
        }
    }

    mutating func next() -> ScannedWord? {
        let end = bytes.count
        var gap: ScannedWord.Gap = atStart ? .edge : .space
        var sentence = atStart
        // The gap before the word.
        while index < end {
            let (value, length) = Self.decode(bytes, at: index)
            let kind = ScalarKind(value, table: table).kind
            if Self.isWordScalar(kind) { break }
            switch kind {
            case .comma: gap = max(gap, .comma)
            case .colon: gap = max(gap, .colon); sentence = true
            case .path: gap = max(gap, .path); sentence = true
            case .boundary, .joiner, .technical: gap = max(gap, .boundary); sentence = true
            default: break
            }
            index += length
            offset += 1
        }
        guard index < end else { return nil }
        atStart = false
        var word = ScannedWord(range: offset..<offset, bytes: index..<index)
        word.gap = gap
        word.sentenceStart = sentence
        word.afterCapitalized = previousCapitalized && gap == .space
        var hash = WordHash()
        var previous = WordHash()
        var part = WordHash()
        var lastWasLower = false
        var partLetters = 0
        while index < end {
            let (value, length) = Self.decode(bytes, at: index)
            let scalarKind = ScalarKind(value, table: table)
            switch scalarKind.kind {
            case .latin, .cyrillic, .otherLetter, .digit, .mark:
                let lower = scalarKind.normalized(value)
                previous = hash
                hash.add(lower)
                // Parts are hashed apart only after a first hyphen or apostrophe.
                if word.partCount > 0 { part.add(lower) }
                word.lastScalar = lower
                switch scalarKind.kind {
                case .digit:
                    word.hasDigit = true
                case .mark:
                    break
                default:
                    word.letters += 1
                    if partLetters == 0, !scalarKind.isUpper { word.partsCapitalized = false }
                    partLetters += 1
                    let script: ScannedWord.Script = scalarKind.kind == .latin ? .latin : scalarKind.kind == .cyrillic ? .cyrillic : .other
                    if word.script == .none { word.script = script } else if word.script != script { word.script = .mixed }
                    if scalarKind.isUpper {
                        if word.letters == 1 { word.firstIsUpper = true }
                        if lastWasLower { word.innerUpper = true }
                        word.uppercase += 1
                    }
                    lastWasLower = !scalarKind.isUpper
                }
            case .joiner, .technical:
                // Joins only when a letter or digit follows.
                let after = index + length
                guard after < end, Self.isWordScalar(ScalarKind(Self.decode(bytes, at: after).0, table: table).kind) else {
                    return finish(&word, hash: hash, previous: previous, part: part)
                }
                let joiner = scalarKind.normalized(value)
                previous = hash
                hash.add(joiner)
                if scalarKind.kind == .technical {
                    word.technical = true
                    if word.partCount > 0 { part.add(joiner) }
                } else {
                    // The first part's hash is the word's hash so far.
                    appendPart(&word, word.partCount == 0 ? previous : part)
                    part = WordHash()
                    partLetters = 0
                    if joiner == 0x27, word.partCount < 4 { word.afterApostrophe |= 1 << UInt8(word.partCount) }
                }
                lastWasLower = false
            default:
                return finish(&word, hash: hash, previous: previous, part: part)
            }
            index += length
            offset += 1
        }
        return finish(&word, hash: hash, previous: previous, part: part)
    }

    @inline(__always) private func appendPart(_ word: inout ScannedWord, _ part: WordHash) {
        switch word.partCount {
        case 0: word.parts.0 = part.value
        case 1: word.parts.1 = part.value
        case 2: word.parts.2 = part.value
        case 3: word.parts.3 = part.value
        default: break
        }
        word.partCount += 1
    }

    private mutating func finish(_ word: inout ScannedWord, hash: WordHash, previous: WordHash, part: WordHash) -> ScannedWord {
        word.hash = hash.value
        if word.partCount == 0 {
            word.parts.0 = word.hash
            word.partCount = 1
        } else {
            appendPart(&word, part)
        }
        word.stateWithoutLast = previous
        word.range = word.range.lowerBound..<offset
        word.bytes = word.bytes.lowerBound..<index
        previousCapitalized = word.isCapitalized
        return word
    }
}

extension String {
    /// Calls `body` with the string's UTF-8 bytes, copying only when they are not contiguous.
    @inline(__always) func withUTF8Buffer<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return copy.withUTF8(body)
    }
}
