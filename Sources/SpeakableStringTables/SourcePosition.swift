/// A 1-based line and column (in Unicode scalars) in UTF-8 text.
struct SourcePosition: Hashable, Sendable {
    var line: Int
    var column: Int

    /// The position of byte `offset`, counted from the start (for errors; linear in `offset`).
    static func of(offset: Int, in bytes: [UInt8]) -> SourcePosition {
        var tracker = PositionTracker()
        return tracker.position(of: offset, in: bytes)
    }
}

/// Positions of increasing offsets in one pass: each call continues where the last one stopped, so
/// locating every value of a table costs one walk over the file.
struct PositionTracker: Sendable {
    private var offset = 0
    private var line = 1
    private var column = 1

    mutating func position(of target: Int, in bytes: [UInt8]) -> SourcePosition {
        if target < offset { self = PositionTracker() }
        let end = min(target, bytes.count)
        while offset < end {
            let byte = bytes[offset]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            offset += 1
        }
        return SourcePosition(line: line, column: column)
    }
}
