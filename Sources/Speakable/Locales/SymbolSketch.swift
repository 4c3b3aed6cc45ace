/// Every symbol a table of `Resources/<lang>/` may hold, hashed, read from its file's bytes
/// without building the table: a lazily built `SymbolTable` answers most lookups with it
/// ("efficiency" starts no unit, "cores" no abbreviation, although "corp." starts like it: no
/// table built) and builds itself only when a symbol may be at the place.
///
/// A superset: every symbol the built table holds, with the variants it adds (capitalized,
/// all capitals, all lowercase, with no-break spaces), is here with its first scalar and its
/// length (tests check it against the built tables); a hash here need not be a symbol. The
/// currencies' first scalars are exact (the normalizer asks whether a currency symbol may start
/// at a place).
///
/// ```swift
/// let sketch = SymbolSketch(files: [Array("symbol\tnoun\nkm\tkilometer\n".utf8)], columns: ["symbol"], variants: .none)
/// sketch.mayStart(with: "k")                              // true
/// sketch.mayMatch(TextCursor("5 kg"), at: 2)              // false: no symbol "k" or "kg"
/// sketch.mayMatch(TextCursor("5 km"), at: 2)              // true
/// ```
struct SymbolSketch: Sendable {
    /// Which variants of its written forms the table adds.
    enum Variants: Sendable {
        /// None (currencies).
        case none
        /// The written form with its first letter capitalized (abbreviations: "ул." and "Ул.").
        case capitalized
        /// The written form all capitals and all lowercase (units: "GHz", "GHZ", "ghz").
        case anyCase
        /// Its spaces also as no-break or narrow no-break spaces (idioms: "24 h/24").
        case spaced
    }

    /// First scalars (tag bit 61), first scalars with a length in scalars (tag bit 60), and
    /// whole symbols by hash (bit 63).
    private var keys = KeySet64()
    /// The most scalars of a symbol.
    private var longest = 0
    /// Whether the files list no symbol at all.
    private(set) var isEmpty = true
    var keyCount: Int { keys.count }
    /// The first scalars that are ASCII (the normalizer's pre-check, `LanguageData.entityBytes`).
    private(set) var asciiFirsts = EntityBytes(EmptyCollection())

    /// The sketch of the named columns of tab-separated files (each with its header row); `skip`:
    /// a cell that stands for no symbol (the currencies' code "-"). A column of several symbols
    /// separates them with spaces (with `whole`, a cell is one symbol).
    init(files: [[UInt8]], columns: [String], skip: [UInt8] = [], whole: Bool = false, variants: Variants) {
        keys = KeySet64(capacity: files.reduce(0) { $0 + $1.count } / 4)
        for bytes in files {
            DataTable.forEachWord(inColumns: columns, of: bytes, skip: skip, whole: whole) { add($0, variants: variants) }
        }
    }

    /// What a precompiled sketch holds (`LanguageSketches`).
    struct Snapshot: Equatable, Sendable {
        var keys: [UInt64]
        var longest: Int
        var isEmpty: Bool
        var asciiFirsts: [UInt64]
    }

    /// The sketch a snapshot holds.
    init(snapshot: Snapshot) {
        keys = KeySet64(keys: snapshot.keys)
        longest = snapshot.longest
        isEmpty = snapshot.isEmpty
        asciiFirsts = EntityBytes(words: snapshot.asciiFirsts)
    }

    var snapshot: Snapshot {
        Snapshot(keys: keys.sortedKeys, longest: longest, isEmpty: isEmpty, asciiFirsts: asciiFirsts.words)
    }

    /// The sketch of symbols given as strings (the scales of `money.json`).
    init(symbols: some Sequence<String>, variants: Variants) {
        for symbol in symbols { add(Array(symbol.utf8)[...], variants: variants) }
    }

    /// Whether some symbol may start with `scalar`.
    @inline(__always) func mayStart(with scalar: Unicode.Scalar) -> Bool {
        keys.contains(UInt64(scalar.value) | 1 << 61)
    }

    /// Whether some symbol may be written at `index` of the text, and not glued to a letter after
    /// it, which `SymbolTable.match` never takes ("s" in "super"; a symbol ending in "." or "-"
    /// may be followed by anything): the table's matches there are among these.
    func mayMatch(_ text: TextCursor, at index: Int) -> Bool {
        guard let first = text[index], mayStart(with: first) else { return false }
        let scalars = text.scalars
        for length in 1...max(1, min(longest, scalars.count - index)) where keys.contains(Self.lengthKey(first, length)) {
            let last = scalars[index + length - 1]
            if last != ".", last != "-", text.isLetter(index + length) { continue }
            var hash = Hash()
            for offset in index..<index + length { hash.add(scalars[offset]) }
            if keys.contains(hash.key) { return true }
        }
        return false
    }

    /// Whether `symbol` (as scalars) is in the sketch (tests check every symbol of a built table).
    func admits(_ symbol: [Unicode.Scalar]) -> Bool {
        guard let first = symbol.first, mayStart(with: first), keys.contains(Self.lengthKey(first, symbol.count)) else { return false }
        var hash = Hash()
        for scalar in symbol { hash.add(scalar) }
        return keys.contains(hash.key)
    }

    /// FNV-1a over scalar values; a key with bit 63 set.
    private struct Hash {
        var state: UInt64 = 0xCBF2_9CE4_8422_2325
        @inline(__always) mutating func add(_ scalar: Unicode.Scalar) { state = (state ^ UInt64(scalar.value)) &* 0x100_0000_01B3 }
        var key: UInt64 { state | 1 << 63 }
    }

    @inline(__always) private static func lengthKey(_ first: Unicode.Scalar, _ length: Int) -> UInt64 {
        UInt64(first.value) << 8 | UInt64(min(length, 255)) | 1 << 60
    }

    /// The symbol and, hashed alongside, up to two variants of it.
    private struct Hashed {
        var hash = Hash()
        var first: Unicode.Scalar?
        var count = 0

        @inline(__always) mutating func add(_ scalar: Unicode.Scalar) {
            hash.add(scalar)
            if first == nil { first = scalar }
            count += 1
        }
    }

    private mutating func add(_ written: ArraySlice<UInt8>, variants: Variants) {
        var plain = Hashed(), one = Hashed(), other = Hashed()
        let asciiOnly = written.allSatisfy { $0 < 0x80 }
        DataTable.forEachScalar(in: written) { scalar in
            plain.add(scalar)
            switch variants {
            case .none:
                break
            case .capitalized:
                // ("ул." -> "Ул.": the first letter's capital, which may be two scalars.)
                if plain.count == 1 {
                    let capital = Self.mapped(scalar, upper: true)
                    one.add(capital.first)
                    if let second = capital.second { one.add(second) }
                } else {
                    one.add(scalar)
                }
            case .anyCase where asciiOnly:
                one.add(Self.mapped(scalar, upper: true).first)
                other.add(Self.mapped(scalar, upper: false).first)
            case .anyCase:
                break
            case .spaced:
                one.add(scalar == " " ? "\u{00A0}" : scalar)
                other.add(scalar == " " ? "\u{202F}" : scalar)
            }
        }
        guard let start = plain.first, start.value != 0 else { return }
        isEmpty = false
        insert(start, plain.count, plain.hash)
        for variant in [one, other] {
            if let start = variant.first { insert(start, variant.count, variant.hash) }
        }
        if case .anyCase = variants, !asciiOnly {
            // (Outside ASCII, as `String` maps them, in context: "ГБ" -> "гб".)
            let text = String(decoding: written, as: UTF8.self)
            for variant in [text.uppercased(), text.lowercased()] {
                var hashed = Hashed()
                for scalar in variant.unicodeScalars { hashed.add(scalar) }
                if let start = hashed.first { insert(start, hashed.count, hashed.hash) }
            }
        }
    }

    private mutating func insert(_ first: Unicode.Scalar, _ length: Int, _ hash: Hash) {
        if first.isASCII { asciiFirsts.insert(UInt8(first.value)) }
        keys.insert(UInt64(first.value) | 1 << 61)
        keys.insert(Self.lengthKey(first, length))
        keys.insert(hash.key)
        longest = max(longest, length)
    }

    /// `scalar` in capitals (or lowercase), its first two scalars: ASCII by arithmetic, others by
    /// their Unicode mapping.
    @inline(__always)
    private static func mapped(_ scalar: Unicode.Scalar, upper: Bool) -> (first: Unicode.Scalar, second: Unicode.Scalar?) {
        let value = scalar.value
        if value < 0x80 {
            if upper, (0x61...0x7A).contains(value) { return (Unicode.Scalar(UInt8(value - 0x20)), nil) }
            if !upper, (0x41...0x5A).contains(value) { return (Unicode.Scalar(UInt8(value + 0x20)), nil) }
            return (scalar, nil)
        }
        let mapping = upper ? scalar.properties.uppercaseMapping : scalar.properties.lowercaseMapping
        var scalars = mapping.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return (scalar, nil) }
        return (first, scalars.next())
    }
}
