/// A small set of Unicode scalars for the scanner's look-arounds: ASCII members are two bit
/// masks (one test, no hashing), the few others a short array.
///
/// `Set<Unicode.Scalar>` hashes with SipHash on every `contains`; the scanner asks such sets
/// several times per character, so this type answers the common ASCII case in two instructions.
struct ScalarSet: Sendable, Hashable, ExpressibleByArrayLiteral {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    private var others: [Unicode.Scalar] = []

    init<S: Sequence>(_ scalars: S) where S.Element == Unicode.Scalar {
        for scalar in scalars { insert(scalar) }
    }

    init(arrayLiteral elements: Unicode.Scalar...) { self.init(elements) }

    mutating func insert(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0..<64: low |= 1 << UInt64(scalar.value)
        case 64..<128: high |= 1 << UInt64(scalar.value - 64)
        default: if !others.contains(scalar) { others.append(scalar) }
        }
    }

    @inline(__always) func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 64 { return low & (1 << UInt64(value)) != 0 }
        if value < 128 { return high & (1 << UInt64(value - 64)) != 0 }
        return !others.isEmpty && others.contains(scalar)
    }

    /// Whether `scalar` is a member; false for nil.
    @inline(__always) func contains(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return contains(scalar)
    }

    var isEmpty: Bool { low == 0 && high == 0 && others.isEmpty }
}
