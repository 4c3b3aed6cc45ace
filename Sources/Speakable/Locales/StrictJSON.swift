import Foundation

/// Decodes language data JSON strictly, through a parser of our own and hand-written builders
/// (`JSONRule`), with no `Decodable` on the way.
///
/// `JSONDecoder` ignores a key the type does not know, so a misspelt optional setting silently
/// fell back to its default (and dead settings stayed in the files: `year.twoDigit` was one). Here
/// a key the type does not know is an error, as is a repeated key, a missing one, a value of the
/// wrong type, an enumerated value the type does not list and a number the type cannot hold, and
/// every error points at the line and column of the value it concerns. (Not `Decodable`: on a cold
/// start most of its cost was the runtime looking up each `CodingKeys` container type by name,
/// about half of a first `normalize` call.)
///
/// ```swift
/// try StrictJSON.decode(PhoneRules.self, from: bytes, file: "fr/phones.json")
/// // a typo: "Resources/fr/phones.json:4:13: expected one of pairs, digits, numbers (not "pair") at groups"
/// // a key it does not know: "Resources/fr/phones.json:4:12: expected a known key, not "group" at group"
/// ```
enum StrictJSON {
    static func decode<T: JSONRule>(_ type: T.Type, from bytes: UnsafeBufferPointer<UInt8>, file: String) throws(LanguageDataError) -> T {
        let root: Node
        do {
            var parser = Parser(bytes: bytes)
            root = try parser.document()
        } catch {
            throw LanguageDataError(file: file, offset: error.offset, in: bytes, expected: error.expected)
        }
        do {
            return try T(json: Reader(node: root))
        } catch {
            throw LanguageDataError(file: file, offset: error.offset, in: bytes, expected: error.expected)
        }
    }

    // MARK: The tree

    /// A key of an object, hashed and compared by its UTF-8 bytes: `String` hashing normalizes
    /// every key outside ASCII (the Cyrillic words of a map), and the keys a type asks for are
    /// ASCII names. (Two spellings of one key in different normalization forms are two keys.)
    /// `WordSet`'s key type: a hashed type's first use costs the runtime a scan of every
    /// conformance of the process, once per type.
    typealias Key = WordDictionary<Bool>.Key

    /// Where each key of an object is among its members: found by a scan of the members while
    /// they are few (most objects), by a dictionary past `limit` (the maps of words).
    struct Keys {
        static let limit = 12
        private var positions: [Key: Int]?

        init() {}

        /// Takes `key` as the member at `position`; false when an earlier member has it.
        mutating func insert(_ key: String, at slot: Int, members: [(key: String, node: Node)]) -> Bool {
            if positions == nil {
                if position(of: key, in: members) != nil { return false }
                guard slot >= Self.limit else { return true }
                var index: [Key: Int] = Dictionary(minimumCapacity: 2 * Self.limit)
                for (earlier, member) in members.enumerated() { index[Key(word: member.key)] = earlier }
                positions = index
            }
            return positions!.updateValue(slot, forKey: Key(word: key)) == nil
        }

        /// The position of the member named `key`, nil when there is none.
        func position(of key: String, in members: [(key: String, node: Node)]) -> Int? {
            if let positions { return positions[Key(word: key)] }
            let wanted = Key(word: key)
            return members.firstIndex { Key(word: $0.key) == wanted }
        }
    }

    /// One JSON value and the byte offset where it starts.
    struct Node {
        /// (Not `indirect`: arrays and objects hold their nodes in their own storage, and a
        /// string or a number stays inline instead of in a box of its own.)
        enum Value {
            case null
            case bool(Bool)
            /// The number as written, converted when a type asks for it.
            case number(String)
            case string(String)
            case array([Node])
            /// Members in the order written, and where each key is among them.
            case object([(key: String, node: Node)], index: Keys)
        }

        let value: Value
        let offset: Int

        var kind: String {
            switch value {
            case .null: "null"
            case .bool: "a boolean"
            case .number: "a number"
            case .string: "a string"
            case .array: "an array"
            case .object: "an object"
            }
        }
    }

    /// A syntax error at a byte offset.
    struct SyntaxError: Error {
        let offset: Int
        let expected: String
    }

    /// A decoding error and the offset of the value it concerns.
    struct Located: Error {
        let error: DecodingError
        let offset: Int
    }

    /// A recursive-descent JSON parser (RFC 8259) over UTF-8 bytes.
    struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var depth = 0
        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func document() throws(SyntaxError) -> Node {
            // A byte order mark is allowed before the value.
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
            let node = try value()
            skipSpace()
            guard index == bytes.count else { throw SyntaxError(offset: index, expected: "the end of the file after the top-level value") }
            return node
        }

        private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        private mutating func skipSpace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
        }

        private mutating func value() throws(SyntaxError) -> Node {
            skipSpace()
            let start = index
            guard let byte = current else { throw SyntaxError(offset: index, expected: "a value") }
            switch byte {
            case UInt8(ascii: "{"): return Node(value: try object(), offset: start)
            case UInt8(ascii: "["): return Node(value: try array(), offset: start)
            case UInt8(ascii: "\""): return Node(value: .string(try string()), offset: start)
            case UInt8(ascii: "t"): try literal("true"); return Node(value: .bool(true), offset: start)
            case UInt8(ascii: "f"): try literal("false"); return Node(value: .bool(false), offset: start)
            case UInt8(ascii: "n"): try literal("null"); return Node(value: .null, offset: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return Node(value: .number(try number()), offset: start)
            default: throw SyntaxError(offset: index, expected: "a value (an object, array, string, number, true, false or null)")
            }
        }

        private mutating func literal(_ word: StaticString) throws(SyntaxError) {
            let start = index
            for byte in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
                guard current == byte else { throw SyntaxError(offset: start, expected: "\(word)") }
                index += 1
            }
        }

        private mutating func nested() throws(SyntaxError) {
            depth += 1
            guard depth <= 64 else { throw SyntaxError(offset: index, expected: "at most 64 levels of nesting") }
        }

        private mutating func object() throws(SyntaxError) -> Node.Value {
            try nested()
            defer { depth -= 1 }
            index += 1
            var members: [(key: String, node: Node)] = []
            var positions = Keys()
            skipSpace()
            if current == UInt8(ascii: "}") { index += 1; return .object(members, index: positions) }
            while true {
                skipSpace()
                let keyOffset = index
                guard current == UInt8(ascii: "\"") else { throw SyntaxError(offset: index, expected: "a key in quotes") }
                let key = try string()
                guard positions.insert(key, at: members.count, members: members) else {
                    throw SyntaxError(offset: keyOffset, expected: "each key once (\"\(key)\" is repeated)")
                }
                skipSpace()
                guard current == UInt8(ascii: ":") else { throw SyntaxError(offset: index, expected: "':' after the key") }
                index += 1
                members.append((key, try value()))
                skipSpace()
                switch current {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "}"): index += 1; return .object(members, index: positions)
                default: throw SyntaxError(offset: index, expected: "',' or '}' after a member")
                }
            }
        }

        private mutating func array() throws(SyntaxError) -> Node.Value {
            try nested()
            defer { depth -= 1 }
            index += 1
            var elements: [Node] = []
            skipSpace()
            if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
            while true {
                elements.append(try value())
                skipSpace()
                switch current {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "]"): index += 1; return .array(elements)
                default: throw SyntaxError(offset: index, expected: "',' or ']' after an element")
                }
            }
        }

        private mutating func string() throws(SyntaxError) -> String {
            index += 1
            let start = index
            // The common case: no escape, copied in one go.
            while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 { index += 1 }
            if current == UInt8(ascii: "\"") {
                defer { index += 1 }
                return try text(start..<index)
            }
            var scalars = String.UnicodeScalarView()
            scalars.append(contentsOf: try text(start..<index).unicodeScalars)
            while true {
                guard let byte = current else { throw SyntaxError(offset: index, expected: "'\"' to close the string") }
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    scalars.append(try escape())
                case ..<0x20:
                    throw SyntaxError(offset: index, expected: "no control character inside a string (write it escaped)")
                default:
                    let run = index
                    while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 { index += 1 }
                    scalars.append(contentsOf: try text(run..<index).unicodeScalars)
                }
            }
        }

        private func text(_ range: Range<Int>) throws(SyntaxError) -> String {
            let slice = UnsafeBufferPointer(rebasing: bytes[range])
            // (Not `String(validating:)`, about a thousand instructions a call: ASCII is valid as
            // it is, and decoding repairs invalid bytes, so the text is valid exactly when its
            // bytes are the slice's.)
            var text = String(decoding: slice, as: UTF8.self)
            guard !slice.contains(where: { $0 >= 0x80 }) || text.withUTF8({ $0.elementsEqual(slice) }) else {
                throw SyntaxError(offset: range.lowerBound, expected: "valid UTF-8")
            }
            return text
        }

        private mutating func escape() throws(SyntaxError) -> Unicode.Scalar {
            let start = index
            index += 1
            guard let byte = current else { throw SyntaxError(offset: start, expected: "an escape after '\\'") }
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return "\""
            case UInt8(ascii: "\\"): return "\\"
            case UInt8(ascii: "/"): return "/"
            case UInt8(ascii: "b"): return "\u{08}"
            case UInt8(ascii: "f"): return "\u{0C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "u"):
                let high = try hex4(start)
                if (0xD800..<0xDC00).contains(high) {
                    guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                        throw SyntaxError(offset: start, expected: "a low surrogate after a high one")
                    }
                    index += 2
                    let low = try hex4(start)
                    guard (0xDC00..<0xE000).contains(low), let scalar = Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (low - 0xDC00)) else {
                        throw SyntaxError(offset: start, expected: "a low surrogate after a high one")
                    }
                    return scalar
                }
                guard let scalar = Unicode.Scalar(high) else { throw SyntaxError(offset: start, expected: "a Unicode scalar, not a lone surrogate") }
                return scalar
            default:
                throw SyntaxError(offset: start, expected: "one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
            }
        }

        private mutating func hex4(_ start: Int) throws(SyntaxError) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let byte = current else { throw SyntaxError(offset: start, expected: "four hexadecimal digits after \\u") }
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw SyntaxError(offset: start, expected: "four hexadecimal digits after \\u")
                }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            return value
        }

        private mutating func number() throws(SyntaxError) -> String {
            let start = index
            func digits(_ parser: inout Parser) -> Int {
                let from = parser.index
                while let byte = parser.current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { parser.index += 1 }
                return parser.index - from
            }
            if current == UInt8(ascii: "-") { index += 1 }
            let integer = index
            guard digits(&self) > 0 else { throw SyntaxError(offset: start, expected: "a digit in the number") }
            if bytes[integer] == UInt8(ascii: "0"), index - integer > 1 { throw SyntaxError(offset: start, expected: "no leading zero in a number") }
            if current == UInt8(ascii: ".") {
                index += 1
                guard digits(&self) > 0 else { throw SyntaxError(offset: start, expected: "a digit after the decimal point") }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                guard digits(&self) > 0 else { throw SyntaxError(offset: start, expected: "a digit in the exponent") }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        }
    }

    // MARK: Building rule types

    /// An error building a value: where the value starts, and what was expected around its path.
    struct Failure: Error {
        let offset: Int
        /// What was expected, before the path ("a string at ") and after it (" (found a number)").
        let before: String
        var after = ""
        /// The keys and indices ("[2]") from the value up to the top level, innermost first.
        var path: [String] = []

        /// The text of the error: "one of digits, cardinal, nouns (not "digit") at decimal.fraction".
        var expected: String { before + (path.isEmpty ? "the top level" : path.reversed().joined(separator: ".")) + after }

        /// The same error one level up, inside `component`.
        func inside(_ component: String) -> Failure {
            var failure = self
            failure.path.append(component)
            return failure
        }
    }

    /// One value of the tree, read as the type that asks for it.
    struct Reader {
        let node: Node

        /// An error at this value: `expected` (the path is added after it).
        func failure(_ expected: String) -> Failure {
            Failure(offset: node.offset, before: "\(expected) at ")
        }

        func mismatch(_ expected: String) -> Failure {
            Failure(offset: node.offset, before: "\(expected) at ", after: " (found \(node.kind))")
        }

        func string() throws(Failure) -> String {
            guard case let .string(value) = node.value else { throw mismatch("a string") }
            return value
        }

        func bool() throws(Failure) -> Bool {
            guard case let .bool(value) = node.value else { throw mismatch("a boolean") }
            return value
        }

        /// A number that `N` holds exactly as written (no 1.5 for an `Int`, no 300 for a `UInt8`).
        func number<N: LosslessStringConvertible>(_ type: N.Type) throws(Failure) -> N {
            guard case let .number(text) = node.value else { throw mismatch("a number (\(type))") }
            guard let value = N(text) else { throw failure("a \(type) (not \(text))") }
            return value
        }

        /// One of the raw values of `E`.
        func enumValue<E: CaseIterable & RawRepresentable>(_ type: E.Type) throws(Failure) -> E where E.RawValue == String {
            let text = try string()
            guard let value = E(rawValue: text) else {
                throw failure("one of \(E.allCases.map(\.rawValue).joined(separator: ", ")) (not \"\(text)\")")
            }
            return value
        }

        /// An object whose keys are all among `keys` (and "about", which documents an object and
        /// every object may have): a key the type does not know is an error, a typo never passes
        /// as absent.
        func object(keys: [String]) throws(Failure) -> Object {
            guard case let .object(members, index) = node.value else { throw mismatch("an object") }
            // Most objects have only known keys: count them, and look for the unknown one only when
            // the count falls short.
            var known = 0
            for key in keys where index.position(of: key, in: members) != nil { known += 1 }
            if known + (index.position(of: "about", in: members) == nil ? 0 : 1) != members.count {
                for member in members where member.key != "about" && !keys.contains(member.key) {
                    throw Failure(offset: member.node.offset, before: "a known key, not \"\(member.key)\" at ").inside(member.key)
                }
            }
            return Object(members: members, index: index, offset: node.offset)
        }

        /// An array, each element read by `element`.
        func array<T>(_ element: (Reader) throws(Failure) -> T) throws(Failure) -> [T] {
            guard case let .array(elements) = node.value else { throw mismatch("an array") }
            var result: [T] = []
            result.reserveCapacity(elements.count)
            for (position, node) in elements.enumerated() {
                do { result.append(try element(Reader(node: node))) } catch { throw error.inside("[\(position)]") }
            }
            return result
        }

        /// An object of any keys (a map from words), in the order written, each value read by `value`.
        func members<T>(_ value: (Reader) throws(Failure) -> T) throws(Failure) -> [(key: String, value: T)] {
            guard case let .object(members, _) = node.value else { throw mismatch("an object") }
            var result: [(key: String, value: T)] = []
            result.reserveCapacity(members.count)
            for member in members {
                do { result.append((member.key, try value(Reader(node: member.node)))) } catch { throw error.inside(member.key) }
            }
            return result
        }
    }

    /// An object whose keys the type knows, read key by key.
    struct Object {
        let members: [(key: String, node: Node)]
        let index: Keys
        /// Where the object starts.
        let offset: Int

        /// The value of `key`, which must be there (null is no value).
        func required<T: JSONRule>(_ key: String) throws(Failure) -> T {
            guard let position = index.position(of: key, in: members) else { throw Failure(offset: offset, before: "the key \"\(key)\" in ") }
            do { return try T(json: Reader(node: members[position].node)) } catch { throw error.inside(key) }
        }

        /// The value of `key`, or nil when it is absent or null.
        func optional<T: JSONRule>(_ key: String) throws(Failure) -> T? {
            guard let position = index.position(of: key, in: members) else { return nil }
            let node = members[position].node
            if case .null = node.value { return nil }
            do { return try T(json: Reader(node: node)) } catch { throw error.inside(key) }
        }

        /// An error about the value of `key`, placed at the object: "`expected` at path.key".
        func failure(_ key: String, _ expected: String) -> Failure {
            Failure(offset: offset, before: "\(expected) at ").inside(key)
        }
    }
}

/// A type built by hand from a value of a language data file (`StrictJSON.decode`).
///
/// Not `Decodable`: on a cold start the runtime looked up each `KeyedDecodingContainer<CodingKeys>`
/// by its mangled name, a scan of every conformance record of the process (about half of a first
/// `normalize` call's instructions).
///
/// ```swift
/// extension PhoneRules.Contiguous: JSONRule {
///     init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
///         let object = try json.object(keys: ["length", "prefix"])
///         length = try object.required("length")
///         prefix = try object.required("prefix")
///     }
/// }
/// ```
protocol JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure)
}

/// An enumeration a language data file names by raw value; any other value is an error that lists them.
protocol JSONEnum: JSONRule, CaseIterable, RawRepresentable where RawValue == String {}

extension JSONEnum {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) { self = try json.enumValue(Self.self) }
}

extension String: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) { self = try json.string() }
}

extension Bool: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) { self = try json.bool() }
}

extension Int: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) { self = try json.number(Int.self) }
}

extension Int64: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) { self = try json.number(Int64.self) }
}

extension Double: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) { self = try json.number(Double.self) }
}

extension Array: JSONRule where Element: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) { self = try json.array(Element.init(json:)) }
}

extension Set: JSONRule where Element: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) { self = Set(try json.array(Element.init(json:))) }
}

extension Dictionary: JSONRule where Key == String, Value: JSONRule {
    init(json: StrictJSON.Reader) throws(StrictJSON.Failure) {
        let members = try json.members(Value.init(json:))
        self.init(minimumCapacity: members.count)
        for (key, value) in members { self[key] = value }
    }
}

extension Gender: JSONEnum {}
extension GrammaticalCase: JSONEnum {}
extension PluralCategory: JSONEnum {}
