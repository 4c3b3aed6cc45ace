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
    var startIndex: String.UnicodeScalarView.Index
    var endIndex: String.UnicodeScalarView.Index
    /// The whole word, lowercased.
    var hash: UInt64 = 0
    /// The word without its last letter (plural loanwords: "playlists" -> "playlist").
    var hashWithoutLast: UInt64 = 0
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

/// Reads the words of a string one at a time.
struct WordScanner {
    private let scalars: String.UnicodeScalarView
    private var index: String.UnicodeScalarView.Index
    private var offset = 0
    private var atStart = true
    private var previousCapitalized = false

    init(_ text: String) {
        scalars = text.unicodeScalars
        index = scalars.startIndex
    }

    @inline(__always) private static func isWordScalar(_ kind: ScalarKind.Class) -> Bool {
        switch kind {
        case .latin, .cyrillic, .otherLetter, .digit, .mark: return true
        default: return false
        }
    }

    mutating func next() -> ScannedWord? {
        let end = scalars.endIndex
        var gap: ScannedWord.Gap = atStart ? .edge : .space
        var sentence = atStart
        // The gap before the word.
        while index < end {
            let kind = ScalarKind(scalars[index].value).kind
            if Self.isWordScalar(kind) { break }
            switch kind {
            case .comma: gap = max(gap, .comma)
            case .colon: gap = max(gap, .colon); sentence = true
            case .path: gap = max(gap, .path); sentence = true
            case .boundary, .joiner, .technical: gap = max(gap, .boundary); sentence = true
            default: break
            }
            scalars.formIndex(after: &index)
            offset += 1
        }
        guard index < end else { return nil }
        atStart = false
        var word = ScannedWord(range: offset..<offset, startIndex: index, endIndex: index)
        word.gap = gap
        word.sentenceStart = sentence
        word.afterCapitalized = previousCapitalized && gap == .space
        var hash = WordHash()
        var previous = WordHash()
        var part = WordHash()
        var lastWasLower = false
        var partLetters = 0
        while index < end {
            let value = scalars[index].value
            let scalarKind = ScalarKind(value)
            switch scalarKind.kind {
            case .latin, .cyrillic, .otherLetter, .digit, .mark:
                let lower = scalarKind.normalized(value)
                previous = hash
                hash.add(lower)
                part.add(lower)
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
                let after = scalars.index(after: index)
                guard after < end, Self.isWordScalar(ScalarKind(scalars[after].value).kind) else {
                    return finish(&word, hash: hash, previous: previous, part: part)
                }
                let joiner = scalarKind.normalized(value)
                previous = hash
                hash.add(joiner)
                if scalarKind.kind == .technical {
                    word.technical = true
                    part.add(joiner)
                } else {
                    appendPart(&word, part)
                    part = WordHash()
                    partLetters = 0
                    if joiner == 0x27, word.partCount < 4 { word.afterApostrophe |= 1 << UInt8(word.partCount) }
                }
                lastWasLower = false
            default:
                return finish(&word, hash: hash, previous: previous, part: part)
            }
            scalars.formIndex(after: &index)
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
        appendPart(&word, part)
        word.hash = hash.value
        word.hashWithoutLast = previous.value
        word.range = word.range.lowerBound..<offset
        word.endIndex = index
        previousCapitalized = word.isCapitalized
        return word
    }
}
