import Atomics
import Foundation

/// Written symbols ("km", "°C", "€", "руб.") and what they stand for, matched longest first
/// against the text without building strings.
///
/// The scanner asks a table at nearly every word, so finding the candidates for a first scalar
/// hashes nothing: ASCII first scalars index an array, others probe a small open-addressing
/// table (a `Dictionary<Unicode.Scalar, _>` lookup runs SipHash, 150-250 instructions).
struct SymbolTable<Value: Sendable>: Sendable {
    /// A run of entries sharing a first scalar: `start..<start + count`.
    private struct Run: Sendable {
        var scalar: UInt32 = 0
        var start: Int32 = 0
        var count: Int32 = 0
    }

    /// Where an entry's scalars are in `scalars`, and whether it ends in "." or "-" (a letter may follow).
    private struct Span: Sendable {
        var start: Int32
        var count: Int32
        var endsInPeriod: Bool
    }

    /// The table, in one object: a copy of a `SymbolTable` (the scanner copies them into lists of
    /// tables to try) retains one reference, not one per array.
    private final class Storage: Sendable {
        /// All entries' scalars end to end, grouped by first scalar, longest first within a group;
        /// matching reads them in place (copying an entry would retain its arrays and strings).
        let scalars: [Unicode.Scalar]
        let spans: [Span]
        let values: [Value]
        /// The run of each ASCII first scalar (count 0: none).
        let ascii: [Run]
        /// Runs of non-ASCII first scalars, open addressing; scalar 0 marks a free slot.
        let others: [Run]
        let otherMask: Int
        let firstScalars: [Unicode.Scalar]
        /// A table built on first use: its sketch, and the table (nil: built, the arrays above).
        let deferred: Deferred?

        init(scalars: [Unicode.Scalar], spans: [Span], values: [Value], ascii: [Run], others: [Run], otherMask: Int, firstScalars: [Unicode.Scalar], deferred: Deferred?) {
            self.scalars = scalars
            self.spans = spans
            self.values = values
            self.ascii = ascii
            self.others = others
            self.otherMask = otherMask
            self.firstScalars = firstScalars
            self.deferred = deferred
        }
    }

    private let storage: Storage
    private var deferred: Deferred? { storage.deferred }

    /// A table of `LanguageData` built on first use, and the sketch that answers before.
    private final class Deferred: Sendable {
        // Sendable notes: `built` holds the address of the built table's storage, published
        // once with a release store and read with an acquiring load; that storage is immutable
        // and kept alive by `full` (which this object holds) as long as this object lives.
        let sketch: SymbolSketch
        let full: LazyLanguageTable<SymbolTable<Value>>
        /// The address of the built table's `Storage`, not retained (`full` holds it); 0 until a
        /// lookup finds the table built.
        private let built = UnsafeAtomic<UInt>.create(0)
        /// How many lookups the sketch answered: it answers a process's first strings, and a
        /// table asked about more often is built (a lookup in the sketch hashes the text once per
        /// length of symbol; one in the table compares a few symbols).
        private let lookups = UnsafeAtomic<Int>.create(0)
        static var lookupsBeforeBuilding: Int { 256 }

        init(sketch: SymbolSketch, full: LazyLanguageTable<SymbolTable<Value>>) {
            self.sketch = sketch
            self.full = full
        }

        deinit {
            built.destroy()
            lookups.destroy()
        }

        /// The built table's storage, not retained; nil until a lookup found it built.
        @inline(__always) var builtStorage: Unmanaged<Storage>? {
            let address = built.load(ordering: .acquiring)
            return address == 0 ? nil : Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: address)!)
        }

        /// Records the built table's storage, which later lookups read first.
        func publish(_ storage: Storage) {
            built.store(UInt(bitPattern: Unmanaged.passUnretained(storage).toOpaque()), ordering: .releasing)
        }

        /// Whether the table, not built yet, should be built now (else the sketch answers).
        @inline(__always) func shouldBuild() -> Bool {
            lookups.loadThenWrappingIncrement(ordering: .relaxed) >= Self.lookupsBeforeBuilding
        }
    }

    /// The first scalar of every symbol, in order.
    var firstScalars: [Unicode.Scalar] { deferred?.full.value.firstScalars ?? storage.firstScalars }

    /// A table built by `full` the first time a symbol may be at a place `sketch` is asked about:
    /// a text in which no symbol of the sketch starts never builds it.
    init(sketch: SymbolSketch, full: LazyLanguageTable<SymbolTable<Value>>) {
        storage = Storage(scalars: [], spans: [], values: [], ascii: [], others: [], otherMask: 0, firstScalars: [],
                          deferred: Deferred(sketch: sketch, full: full))
    }

    init(_ rows: [(String, Value)]) {
        // Sorted by first scalar, then longest first, then in the order of the rows (of two
        // symbols of one length, the first row wins), without grouping into a dictionary.
        var order: [(first: UInt32, count: Int32, row: Int32)] = []
        order.reserveCapacity(rows.count)
        for (position, (written, _)) in rows.enumerated() {
            guard let first = written.unicodeScalars.first, first.value != 0 else { continue }
            order.append((first.value, Int32(written.unicodeScalars.count), Int32(position)))
        }
        order.sort { ($0.first, $1.count, $0.row) < ($1.first, $0.count, $1.row) }
        var firsts: [Unicode.Scalar] = []
        var scalars: [Unicode.Scalar] = []
        var spans: [Span] = []
        spans.reserveCapacity(order.count)
        var values: [Value] = []
        values.reserveCapacity(order.count)
        var ascii = Array(repeating: Run(), count: 128)
        var runs: [Run] = []
        var start = 0
        while start < order.count {
            let first = order[start].first
            var end = start
            while end < order.count, order[end].first == first { end += 1 }
            let run = Run(scalar: first, start: Int32(spans.count), count: Int32(end - start))
            for entry in order[start..<end] {
                let (written, value) = rows[Int(entry.row)]
                let spanStart = scalars.count
                scalars.append(contentsOf: written.unicodeScalars)
                let last = scalars[scalars.count - 1]
                spans.append(Span(start: Int32(spanStart), count: entry.count, endsInPeriod: last == "." || last == "-"))
                values.append(value)
            }
            firsts.append(Unicode.Scalar(first)!)
            if first < 128 { ascii[Int(first)] = run } else { runs.append(run) }
            start = end
        }
        var size = 8
        while size < runs.count * 2 { size *= 2 }
        var others = Array(repeating: Run(), count: size)
        for run in runs {
            var slot = Self.slot(run.scalar, mask: size - 1)
            while others[slot].scalar != 0 { slot = (slot + 1) & (size - 1) }
            others[slot] = run
        }
        storage = Storage(scalars: scalars, spans: spans, values: values, ascii: ascii, others: others, otherMask: size - 1,
                          firstScalars: firsts, deferred: nil)
    }

    @inline(__always) private static func slot(_ scalar: UInt32, mask: Int) -> Int {
        Int(truncatingIfNeeded: (scalar &* 0x9E37_79B1) >> 16) & mask
    }

    @inline(__always) private func run(_ scalar: Unicode.Scalar) -> Run? { Self.run(scalar, in: storage) }

    @inline(__always) private static func run(_ scalar: Unicode.Scalar, in storage: Storage) -> Run? {
        let value = scalar.value
        if value < 128 {
            let run = storage.ascii[Int(value)]
            return run.count == 0 ? nil : run
        }
        var slot = Self.slot(value, mask: storage.otherMask)
        while true {
            let run = storage.others[slot]
            if run.scalar == value { return run }
            if run.scalar == 0 { return nil }
            slot = (slot + 1) & storage.otherMask
        }
    }

    var isEmpty: Bool {
        if let deferred = storage.deferred { return deferred.sketch.isEmpty }
        return storage.spans.isEmpty
    }

    /// The longest symbol at `index` that is not glued to a following letter (or digit, unless
    /// `digitsMayFollow`: "$12"), nor to an elided word ("l'ont"), and its end.
    @inline(__always)
    func match(_ text: TextCursor, at index: Int, digitsMayFollow: Bool = false) -> (Value, Int)? {
        // (A table built on first use and built already is read as one built at load, through
        // its storage's address: no retain, one load more.)
        var table = Unmanaged.passUnretained(storage)
        if let deferred = storage.deferred {
            guard let built = deferred.builtStorage else { return Self.matchBeforeBuilt(deferred, text, at: index, digitsMayFollow: digitsMayFollow) }
            table = built
        }
        return table._withUnsafeGuaranteedRef { Self.match(in: $0, text, at: index, digitsMayFollow: digitsMayFollow) }
    }

    /// `match` in a table built on first use whose built storage no lookup recorded yet (out of
    /// line: the built tables' path stays small).
    @inline(never)
    private static func matchBeforeBuilt(_ deferred: Deferred, _ text: TextCursor, at index: Int, digitsMayFollow: Bool) -> (Value, Int)? {
        if !deferred.full.isBuilt {
            // (Before the table is built, its sketch must hold a symbol written at `index`.)
            guard deferred.shouldBuild() || deferred.sketch.mayMatch(text, at: index) else { return nil }
        }
        return deferred.full.withValue { table in
            deferred.publish(table.storage)
            return match(in: table.storage, text, at: index, digitsMayFollow: digitsMayFollow)
        }
    }

    @inline(__always)
    private static func match(in storage: Storage, _ text: TextCursor, at index: Int, digitsMayFollow: Bool) -> (Value, Int)? {
        guard let first = text[index], let run = run(first, in: storage) else { return nil }
        // (A run holds every symbol of a first scalar, forty for "m" with the case variants:
        // each is rejected in a few loads, most at its second scalar. The arrays are read
        // through buffers: no retain of an array at each candidate.)
        let found: (Int, Int)? = storage.scalars.withUnsafeBufferPointer { symbols in
            storage.spans.withUnsafeBufferPointer { spans in text.scalars.withUnsafeBufferPointer { written in
                for position in Int(run.start)..<Int(run.start + run.count) {
                    let span = spans[position]
                    let count = Int(span.count)
                    guard index + count <= written.count else { continue }
                    let start = Int(span.start)
                    var offset = 1
                    while offset < count, symbols[start + offset] == written[index + offset] { offset += 1 }
                    guard offset >= count else { continue }
                    let end = index + count
                    // "km" in "kms" is not a unit; a symbol ending in "." or "-" ("St-Étienne") may be followed by anything.
                    if !span.endsInPeriod {
                        if text.isLetter(end) || (!digitsMayFollow && text.isDigit(end)) { continue }
                        if let next = text[end], next == "'" || next == "\u{2019}", text.isLetter(end + 1) { continue }
                    }
                    return (position, end)
                }
                return nil
            } }
        }
        return found.map { (storage.values[$0.0], $0.1) }
    }

    /// A symbol right after `index`, one space allowed before it ("5 km", "5km", "12,50 €").
    func match(_ text: TextCursor, after index: Int) -> (Value, Int)? {
        guard !isEmpty else { return nil }
        if let found = match(text, at: index) { return found }
        return TextCursor.isSpace(text[index]) ? match(text, at: index + 1) : nil
    }

    /// Adds the first scalars that are ASCII to `bytes` (of a table not built yet, those its
    /// sketch may hold: a superset).
    func insertASCIIFirstScalars(into bytes: inout EntityBytes) {
        if let deferred { return bytes.formUnion(deferred.sketch.asciiFirsts) }
        for scalar in storage.firstScalars where scalar.isASCII { bytes.insert(UInt8(scalar.value)) }
    }

    /// Whether a table not built yet admits `symbol` before it is built (its sketch holds it);
    /// true for a built table. Tests check every symbol.
    func sketchAdmits(_ symbol: [Unicode.Scalar]) -> Bool {
        guard let deferred else { return true }
        return deferred.sketch.admits(symbol)
    }

    /// Whether a table not built yet may match at `index` before it is built (its sketch says a
    /// symbol may be written there); true for a built table. Tests check it against the built table.
    func sketchMayMatch(_ text: TextCursor, at index: Int) -> Bool {
        guard let deferred else { return true }
        return deferred.sketch.mayMatch(text, at: index)
    }

    /// Every symbol, as scalars (a table not built yet is built).
    var symbols: [[Unicode.Scalar]] {
        if let deferred { return deferred.full.value.symbols }
        return storage.spans.map { Array(storage.scalars[Int($0.start)..<Int($0.start + $0.count)]) }
    }

    /// Whether some symbol starts with `scalar` (a cheap test before `match`).
    @inline(__always) func mayStart(with scalar: Unicode.Scalar) -> Bool {
        if let deferred { return deferred.sketch.mayStart(with: scalar) }
        return run(scalar) != nil
    }
}

/// A unit of `units.tsv`: the noun it is read as (a key of `nouns.tsv`) and invariable words after.
struct MeasureUnit: Hashable, Sendable {
    let noun: String
    let after: String
    /// ru "с", "т", "г" are also words ("2 с половиной"): a unit only when no word follows.
    var final = false
    /// en "in" is also a word ("5 in 2024", "5 in, 3 out"): a unit only where the text ends (or
    /// before a closing bracket).
    var atEnd = false
    /// fr "sec" is also a word ("au sec"): never read alone, only after a number.
    var word = false
    /// "*" is also a footnote or a product ("2 * 3"): a unit only glued to the number ("Hôtel 4*").
    var glued = false
    /// fr "nd" (nœuds) is also an English ordinal's ending ("2nd"): a unit only after a space.
    var spaced = false
    /// en "ct" is a count after a whole number ("100 ct"): carats only after a decimal ("0.75 ct").
    var decimal = false
    /// `"` is also a quotation mark: an inch only where every `"` of the text follows a digit
    /// and stands before no letter or digit ('6.1" display', not 'Say "5"').
    var unquoted = false
    /// "K" is also a thousand ("5K steps"): kelvins only after a number of a thousand or more,
    /// a colour temperature ("5,600 K", "6500K").
    var thousands = false
    /// "A" is also a letter (a row, a seat, a grade): amperes only beside a measure of a unit of
    /// a circuit, before or after a comma, a slash or a middle dot ("240 V, 32 A", "16 A /
    /// 230 V"; "Row 12 A", "Gate 4 A, 5 km" stay).
    var beside = false
    /// A unit of a circuit (volts, watts), which a `beside` unit stands by.
    var circuit = false
    /// The noun goes unsaid, the number agreeing with it: fr "5:12" -> "cinq minutes douze", the
    /// seconds after the minutes (`elapsedSecondsUnsaid`).
    var unsaid = false
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

    /// The set of four 64-bit words, as `words` gives them (a precompiled sketch).
    init(words: [UInt64]) {
        precondition(words.count == 4)
        bits = (words[0], words[1], words[2], words[3])
    }

    var words: [UInt64] { [bits.0, bits.1, bits.2, bits.3] }

    mutating func insert(_ byte: UInt8) {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: bits.0 |= bit
        case 1: bits.1 |= bit
        case 2: bits.2 |= bit
        default: bits.3 |= bit
        }
    }

    /// Adds the bytes of `other`.
    mutating func formUnion(_ other: EntityBytes) {
        bits = (bits.0 | other.bits.0, bits.1 | other.bits.1, bits.2 | other.bits.2, bits.3 | other.bits.3)
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
