/// The text being normalized, as Unicode scalars, with the small look-arounds classifiers need.
struct TextCursor {
    let scalars: [Unicode.Scalar]
    /// The ASCII scalars the text has, a bit each (`containsASCII`): a rule that needs a "/" or a
    /// ":" somewhere is skipped at once where there is none.
    private var ascii: (UInt64, UInt64) = (0, 0)

    /// Decodes the String's UTF-8 in one pass (the generic `Array(text.unicodeScalars)` costs
    /// several times more).
    init(_ text: String) {
        var text = text
        var ascii: (UInt64, UInt64) = (0, 0)
        scalars = text.withUTF8 { bytes in
            [Unicode.Scalar](unsafeUninitializedCapacity: bytes.count) { output, count in
                var offset = 0
                count = 0
                while offset < bytes.count {
                    let (value, width) = Self.decode(bytes, at: offset)
                    if value < 64 { ascii.0 |= 1 << UInt64(value) } else if value < 128 { ascii.1 |= 1 << UInt64(value - 64) }
                    output[count] = Unicode.Scalar(value).unsafelyUnwrapped
                    count += 1
                    offset += width
                }
            }
        }
        self.ascii = ascii
    }

    /// Whether the ASCII scalar `scalar` is anywhere in the text.
    @inline(__always) func containsASCII(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 64 { return ascii.0 & (1 << UInt64(value)) != 0 }
        return value < 128 && ascii.1 & (1 << UInt64(value - 64)) != 0
    }

    /// The scalar value starting at `offset` in a String's UTF-8 and its width in bytes. A String's
    /// bytes are valid UTF-8, so no check is repeated here.
    @inline(__always) private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (UInt32, Int) {
        let lead = UInt32(bytes[offset])
        switch lead {
        case 0..<0x80:
            return (lead, 1)
        case 0xC0..<0xE0:
            return ((lead & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F), 2)
        case 0xE0..<0xF0:
            return ((lead & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6 | UInt32(bytes[offset + 2] & 0x3F), 3)
        default:
            return ((lead & 0x07) << 18 | UInt32(bytes[offset + 1] & 0x3F) << 12 | UInt32(bytes[offset + 2] & 0x3F) << 6 | UInt32(bytes[offset + 3] & 0x3F), 4)
        }
    }

    var count: Int { scalars.count }

    /// UTF-8 length of a range of scalars.
    @inline(__always) func utf8Width(_ range: Range<Int>) -> Int {
        var width = 0
        for index in range { width += UTF8.width(scalars[index]) }
        return width
    }

    @inline(__always) subscript(_ index: Int) -> Unicode.Scalar? {
        index >= 0 && index < scalars.count ? scalars[index] : nil
    }

    @inline(__always) func isDigit(_ index: Int) -> Bool {
        guard let scalar = self[index] else { return false }
        return scalar.value >= 0x30 && scalar.value <= 0x39
    }

    /// A Latin capital A-Z (no property lookup).
    @inline(__always) func isASCIICapital(_ index: Int) -> Bool {
        guard let scalar = self[index] else { return false }
        return scalar.value >= 0x41 && scalar.value <= 0x5A
    }

    /// A capital letter of a code: Latin A-Z or Cyrillic А-Я, Ё ("RX4821", "Б1042").
    @inline(__always) func isCodeCapital(_ index: Int) -> Bool {
        guard let scalar = self[index] else { return false }
        return scalar.value >= 0x41 && scalar.value <= 0x5A || scalar.value >= 0x410 && scalar.value <= 0x42F || scalar.value == 0x401
    }

    @inline(__always) func isLetter(_ index: Int) -> Bool {
        guard let scalar = self[index] else { return false }
        let value = scalar.value
        if value < 0x80 { return (value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A }
        return Self.isAlphabetic(scalar)
    }

    /// `properties.isAlphabetic`, answered by range for Latin-1, Latin Extended-A and Cyrillic
    /// (the stdlib's property lookup costs ~200 instructions per scalar, and Russian text is
    /// all Cyrillic).
    @inline(__always) static func isAlphabetic(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch value {
        case 0xC0...0x24F: return value != 0xD7 && value != 0xF7
        case 0x400...0x481, 0x48A...0x52F: return true
        case 0x80...0xBF, 0x482...0x489, 0x2000...0x206F, 0x20A0...0x20CF: return value == 0xAA || value == 0xB5 || value == 0xBA
        default: return scalar.properties.isAlphabetic
        }
    }

    /// `properties.isUppercase`, answered by range for ASCII, Latin-1 and the basic Cyrillic
    /// block (the stdlib's lookup costs a few hundred instructions per scalar).
    @inline(__always) static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch value {
        case 0x41...0x5A, 0xC0...0xD6, 0xD8...0xDE, 0x400...0x42F: return true
        case 0x00...0x40, 0x5B...0xBF, 0xD7, 0xDF...0xFF, 0x430...0x45F: return false
        default: return scalar.properties.isUppercase
        }
    }

    /// `properties.isLowercase`, answered by range as `isUppercase` is.
    @inline(__always) static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch value {
        case 0x61...0x7A, 0xDF...0xF6, 0xF8...0xFF, 0x430...0x45F: return true
        case 0x00...0x60, 0x7B...0xA9, 0xAB...0xB4, 0xB6...0xB9, 0xBB...0xDE, 0xF7, 0x400...0x42F: return false
        default: return scalar.properties.isLowercase
        }
    }

    @inline(__always) func isWhitespace(_ index: Int) -> Bool {
        guard let scalar = self[index] else { return false }
        let value = scalar.value
        if value < 0x80 { return value == 0x20 || (value >= 0x09 && value <= 0x0D) }
        return Self.isNonASCIIWhitespace(value)
    }

    /// `properties.isWhitespace` above ASCII: Unicode's White_Space list (U+0085, U+00A0, U+1680,
    /// U+2000-U+200A, U+2028, U+2029, U+202F, U+205F, U+3000), a fixed set, answered without the
    /// stdlib's property lookup (about 200 instructions for every Cyrillic letter).
    @inline(__always) static func isNonASCIIWhitespace(_ value: UInt32) -> Bool {
        switch value {
        case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// A space inside a written entity: space, no-break space, narrow no-break space, thin space.
    @inline(__always) static func isSpace(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return scalar == " " || scalar == "\u{00A0}" || scalar == "\u{202F}" || scalar == "\u{2009}"
    }

    /// A mark that groups a number's digits by thousands: a space of `isSpace`, a comma, a period
    /// or an apostrophe ("5,600", "5 600", "5.600", "5'600").
    @inline(__always) static func isGroupSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "," || scalar == "." || scalar == "'" || isSpace(scalar)
    }

    /// The first index after `index` that is not a space.
    func wordStart(after index: Int) -> Int {
        var start = index
        while start < count, isWhitespace(start) { start += 1 }
        return start
    }

    /// The index just after the last character before `index` that is no whitespace (`index`
    /// itself when none stands right before it): where the word before a run of spaces ends.
    @inline(__always) func wordEnd(before index: Int) -> Int {
        var end = index
        while end > 0, isWhitespace(end - 1) { end -= 1 }
        return end
    }

    /// Where the run of digits ending just before `index` starts (`index` itself when no digit
    /// stands right before it).
    @inline(__always) func digitRunStart(before index: Int) -> Int {
        var start = index
        while start > 0, isDigit(start - 1) { start -= 1 }
        return start
    }

    /// The value of the ASCII digits in `range` (at most 18), without building a string.
    @inline(__always) func intValue(_ range: Range<Int>) -> Int? {
        guard !range.isEmpty, range.count <= 18, range.lowerBound >= 0, range.upperBound <= scalars.count else { return nil }
        var value = 0
        for index in range {
            let digit = Int(scalars[index].value) - 0x30
            guard digit >= 0, digit <= 9 else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    /// The end of the run of letters starting at `index`.
    func letterRunEnd(from index: Int) -> Int {
        var end = index
        while isLetter(end) { end += 1 }
        return end
    }

    /// The end of the run of ASCII digits starting at `index`.
    func digitRunEnd(from index: Int) -> Int {
        var end = index
        while isDigit(end) { end += 1 }
        return end
    }

    /// The scalars in `range` as a String, encoded to UTF-8 straight into the String's storage
    /// (appending scalars to a `UnicodeScalarView` goes through UTF-32 repair and costs 10x more).
    func string(_ range: Range<Int>) -> String {
        let range = range.clamped(to: 0..<scalars.count)
        guard !range.isEmpty else { return "" }
        return scalars.withUnsafeBufferPointer { Self.encode(buffer: $0, range, lowercased: false) }
    }

    /// The text of `range` in lower case, as `string(range).lowercased()` gives it, built in one
    /// pass for ASCII, Latin-1 and basic Cyrillic (the stdlib's general path is slow on Cyrillic).
    func lowercasedString(_ range: Range<Int>) -> String {
        let range = range.clamped(to: 0..<scalars.count)
        guard !range.isEmpty else { return "" }
        return scalars.withUnsafeBufferPointer { buffer in
            for index in range where Self.fastLowercase(buffer[index]) == nil { return string(range).lowercased() }
            return Self.encode(buffer: buffer, range, lowercased: true)
        }
    }

    /// The scalars of `range` (lowercased by `fastLowercase` when asked, which must map each of
    /// them) as UTF-8 in a new String. The exact length is reserved: a String of up to 15 bytes
    /// ("минута" is 12) is then built in place, where a larger reservation would allocate storage.
    @inline(__always) private static func encode(buffer: UnsafeBufferPointer<Unicode.Scalar>, _ range: Range<Int>, lowercased: Bool) -> String {
        var length = 0
        for index in range { length += UTF8.width(buffer[index]) }
        return String(unsafeUninitializedCapacity: length) { output in
            var count = 0
            for index in range {
                let value = lowercased ? fastLowercase(buffer[index])!.value : buffer[index].value
                switch value {
                case 0..<0x80:
                    output[count] = UInt8(truncatingIfNeeded: value)
                    count += 1
                case 0x80..<0x800:
                    output[count] = UInt8(truncatingIfNeeded: 0xC0 | value >> 6)
                    output[count + 1] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
                    count += 2
                case 0x800..<0x10000:
                    output[count] = UInt8(truncatingIfNeeded: 0xE0 | value >> 12)
                    output[count + 1] = UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F)
                    output[count + 2] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
                    count += 3
                default:
                    output[count] = UInt8(truncatingIfNeeded: 0xF0 | value >> 18)
                    output[count + 1] = UInt8(truncatingIfNeeded: 0x80 | value >> 12 & 0x3F)
                    output[count + 2] = UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F)
                    output[count + 3] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
                    count += 4
                }
            }
            return count
        }
    }

    /// Whether `lowercasedString(range)` may be a word of `filter`, answered from the scalars
    /// without building it (true, to be looked up, where a scalar's lower case is not a fixed
    /// offset: then the String's own `lowercased()` decides).
    func lowercasedMayBeIn(_ filter: WordFilter, _ range: Range<Int>) -> Bool {
        let range = range.clamped(to: 0..<scalars.count)
        guard !range.isEmpty else { return true }
        return scalars.withUnsafeBufferPointer { buffer in
            var count = 0
            for index in range {
                guard let lower = Self.fastLowercase(buffer[index].value) else { return true }
                count += lower < 0x80 ? 1 : lower < 0x800 ? 2 : 3
            }
            let first = Self.fastLowercase(buffer[range.lowerBound])!, last = Self.fastLowercase(buffer[range.upperBound - 1])!
            return filter.mayContain(count: count, first: Self.firstUTF8Byte(first), last: Self.lastUTF8Byte(last))
        }
    }

    /// The lower case of a scalar whose mapping is a fixed offset (or none), or nil.
    @inline(__always) private static func fastLowercase(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        fastLowercase(scalar.value).map { Unicode.Scalar($0).unsafelyUnwrapped }
    }

    /// `fastLowercase` on a scalar's value (every value it gives is a scalar of the BMP).
    @inline(__always) private static func fastLowercase(_ value: UInt32) -> UInt32? {
        switch value {
        case 0x41...0x5A, 0xC0...0xD6, 0xD8...0xDE, 0x410...0x42F: value + 0x20
        case 0x400...0x40F: value + 0x50
        case 0...0x40, 0x5B...0xBF, 0xD7, 0xDF...0xFF, 0x430...0x45F, 0x2000...0x206F: value
        default: nil
        }
    }

    /// `previousWord(before:)` in lower case.
    func previousWordLowercased(before index: Int) -> String? {
        let end = wordEnd(before: index)
        var start = end
        while start > 0, isLetter(start - 1) || (isLetter(start - 2) && (self[start - 1] == "-" || self[start - 1] == "'")) { start -= 1 }
        return start < end ? lowercasedString(start..<end) : nil
    }

    /// `nextWord(from:)` in lower case.
    func nextWordLowercased(from index: Int) -> String? {
        var start = index
        while start < count, isWhitespace(start) { start += 1 }
        var end = start
        while end < count, isLetter(end) || (isLetter(end + 1) && (self[end] == "-" || self[end] == "'")) { end += 1 }
        return start < end ? lowercasedString(start..<end) : nil
    }

    /// Whether the scalars at `index` are `expected`.
    @inline(__always) func matches(_ expected: [Unicode.Scalar], at index: Int) -> Bool {
        guard index >= 0, index + expected.count <= scalars.count else { return false }
        for offset in 0..<expected.count where scalars[index + offset] != expected[offset] { return false }
        return true
    }

    /// Where `text` starts when its scalars end just before `end`; nil when they do not.
    func start(of text: String, endingAt end: Int) -> Int? {
        // A last byte that differs answers at once: most calls try a list of words where one or
        // none fits.
        if let last = text.utf8.last {
            guard end >= 1, end <= scalars.count, Self.lastUTF8Byte(scalars[end - 1]) == last else { return nil }
        }
        var position = end
        for scalar in text.unicodeScalars.reversed() {
            position -= 1
            guard position >= 0, scalars[position] == scalar else { return nil }
        }
        return position
    }

    /// Whether the scalars at `index` spell `text`.
    func matches(_ text: String, at index: Int) -> Bool {
        // A first byte that differs answers at once (see `start(of:endingAt:)`).
        if let first = text.utf8.first {
            guard let scalar = self[index], Self.firstUTF8Byte(scalar) == first else { return false }
        }
        var position = index
        for scalar in text.unicodeScalars {
            guard self[position] == scalar else { return false }
            position += 1
        }
        return true
    }

    /// The first byte of `scalar`'s UTF-8 form.
    @inline(__always) static func firstUTF8Byte(_ scalar: Unicode.Scalar) -> UInt8 {
        let value = scalar.value
        switch value {
        case 0..<0x80: return UInt8(truncatingIfNeeded: value)
        case 0x80..<0x800: return UInt8(truncatingIfNeeded: 0xC0 | value >> 6)
        case 0x800..<0x10000: return UInt8(truncatingIfNeeded: 0xE0 | value >> 12)
        default: return UInt8(truncatingIfNeeded: 0xF0 | value >> 18)
        }
    }

    /// The last byte of `scalar`'s UTF-8 form.
    @inline(__always) static func lastUTF8Byte(_ scalar: Unicode.Scalar) -> UInt8 {
        let value = scalar.value
        return value < 0x80 ? UInt8(truncatingIfNeeded: value) : UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
    }

    /// Whether the scalars at `index` spell `text` as a whole word (no letter or digit after it).
    func matchesWord(_ text: String, at index: Int) -> Bool {
        guard matches(text, at: index) else { return false }
        let end = index + text.unicodeScalars.count
        return !isLetter(end) && !isDigit(end)
    }

    /// The word (letters, with inner hyphens or apostrophes) ending just before `index`, skipping
    /// spaces; nil when punctuation other than spaces comes first.
    func previousWord(before index: Int) -> String? {
        let end = wordEnd(before: index)
        var start = end
        while start > 0, isLetter(start - 1) || (isLetter(start - 2) && (self[start - 1] == "-" || self[start - 1] == "'")) { start -= 1 }
        return start < end ? string(start..<end) : nil
    }

    /// The word before one of `marks` that ends just before `index`, spaces skipped: "Born: 2019"
    /// -> "Born" (marks ":"), fr "Né le : 2019", ru "ок. 2 ч" -> "ок" (marks ".:"). Nil when no
    /// mark is there, or no word before it.
    func wordBeforeMark(_ index: Int, marks: String) -> String? {
        let end = wordEnd(before: index)
        guard end > 1, let mark = self[end - 1], marks.unicodeScalars.contains(mark) else { return nil }
        return previousWord(before: end - 1)
    }

    /// Whether an operator of a sum ("+", "−", "=", or "-" between spaces) stands, past one
    /// space, after `end` or before `start`: "3x + 5", "= 2x".
    func besideOperator(before start: Int, after end: Int) -> Bool {
        let after = self[end] == " " ? end + 1 : end
        if let scalar = self[after], scalar == "+" || scalar == "\u{2212}" || scalar == "=" || scalar == "-" && self[after + 1] == " " { return true }
        let before = self[start - 1] == " " ? start - 2 : start - 1
        guard before >= 0, let scalar = self[before] else { return false }
        return scalar == "+" || scalar == "\u{2212}" || scalar == "="
    }

    /// The word starting after `index`, skipping spaces.
    func nextWord(from index: Int) -> String? {
        var start = index
        while start < count, isWhitespace(start) { start += 1 }
        var end = start
        while end < count, isLetter(end) || (isLetter(end + 1) && (self[end] == "-" || self[end] == "'")) { end += 1 }
        return start < end ? string(start..<end) : nil
    }

    /// The comma ending the address part before `index`, spaces skipped back ("ул. Садовая, 8":
    /// the comma after "Садовая"), and where that part starts: after the part before it ends in a
    /// comma or one of `separators`, its spaces skipped. Nil when no comma is there.
    func addressPart(before index: Int, separators: String = ",") -> (start: Int, comma: Int)? {
        var comma = index
        while comma > 0, Self.isSpace(self[comma - 1]) { comma -= 1 }
        guard comma > 1, self[comma - 1] == "," else { return nil }
        comma -= 1
        var start = comma
        while start > 0, let scalar = self[start - 1], scalar != ",", !separators.unicodeScalars.contains(scalar) { start -= 1 }
        while start < comma, Self.isSpace(self[start]) { start += 1 }
        return (start, comma)
    }

    /// Whether a code spelled one character at a time may end at `end`: the text's end, a space, or
    /// punctuation that ends a phrase with nothing glued after it. A glued symbol ("M5839N° 72")
    /// would join the last letter on a second pass ("N°" read as an abbreviation); so would a
    /// period after a last letter that `isAbbreviation` says starts one ("S22EP. 1": "P.").
    func spelledCodeEnds(at end: Int, isAbbreviation: (Int) -> Bool) -> Bool {
        guard endsPhrase(at: end) else { return false }
        return !(self[end] == "." && isLetter(end - 1) && isAbbreviation(end - 1))
    }

    /// Whether a code, a label or a keypad code may end at `end`: the text's end, a space, or
    /// punctuation that ends a phrase with no letter or digit glued after it ("Seat 14C.", "Gate
    /// A7)"). "5839N°" or "B-14x" go on.
    func endsPhrase(at end: Int) -> Bool {
        guard let next = self[end], !isWhitespace(end) else { return true }
        return Self.phraseEnds.contains(next) && !isLetter(end + 1) && !isDigit(end + 1)
    }

    /// Punctuation that may end a phrase right after a code.
    private static let phraseEnds = Set(")]}»\"\u{201D}',.;:!?…·|".unicodeScalars)

    /// The end of a number written as a code, starting at a digit: letters and digits through
    /// inner separators ("9,7h41", "10er", "4021-8837x"), so that no part of it is read alone.
    func codeRunEnd(from index: Int) -> Int {
        var end = index
        while true {
            if isLetter(end) || isDigit(end) { end += 1; continue }
            if end > index, let next = self[end], next == "." || next == "," || next == "-" || next == "/" || next == ":",
               isLetter(end + 1) || isDigit(end + 1) { end += 2; continue }
            return end
        }
    }

    /// The end of the run of letters and digits starting at `index`, through inner dots and
    /// hyphens ("v2.3.1", "USB-C") and a slash before digits ("photos03/021").
    func alphanumericRunEnd(from index: Int) -> Int {
        var end = index
        var sawDigit = false
        while true {
            if isDigit(end) { sawDigit = true; end += 1; continue }
            if isLetter(end) { end += 1; continue }
            // "1712T:01": a colon before digits inside a run that has digits ("Total:5" stops).
            if sawDigit, self[end] == ":", isDigit(end + 1) { end += 2; continue }
            if end > index, self[end] == "." || self[end] == "-", isLetter(end + 1) || isDigit(end + 1) {
                // ("тонны.3Ї:2": the digit after the period counts, so the colon goes on.)
                if isDigit(end + 1) { sawDigit = true }
                end += 2
                continue
            }
            // "photos03/021": digits after a slash glued to the word are part of it, as a code
            // joined by a slash is kept whole.
            if end > index, self[end] == "/", isDigit(end + 1) { sawDigit = true; end += 2; continue }
            return end
        }
    }
}

extension StringProtocol {
    /// Whether the first scalar is a capital (`TextCursor.isUppercase`: no `Character` property
    /// lookup, which costs about 500 instructions).
    var startsUppercase: Bool { unicodeScalars.first.map(TextCursor.isUppercase) ?? false }
    /// Whether the first scalar is a lowercase letter (`TextCursor.isLowercase`).
    var startsLowercase: Bool { unicodeScalars.first.map(TextCursor.isLowercase) ?? false }
}
