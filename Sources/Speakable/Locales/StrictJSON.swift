import Foundation

/// Decodes language data JSON strictly, through a parser and a `Decoder` of our own.
///
/// `JSONDecoder` ignores a key the type does not know, so a misspelt optional setting silently
/// fell back to its default (and dead settings stayed in the files: `year.twoDigit` was one). Here
/// a key the type does not know is an error, as is a repeated key, and every error points at the
/// line and column of the value it concerns. (Speed is the same as `JSONDecoder`'s: on a cold start
/// most of the decoding cost is the runtime checking each `CodingKeys` type's conformance when its
/// container type is first built, whichever decoder asks.)
///
/// ```swift
/// try StrictJSON.decode(PhoneRules.self, from: bytes, file: "fr/phones.json")
/// // a typo: "Resources/fr/phones.json:4:13: expected … at groups"
/// // a key it does not know: "Resources/fr/phones.json:4:3: expected a known key, not "group" at group"
/// ```
enum StrictJSON {
    static func decode<T: Decodable>(_ type: T.Type, from bytes: UnsafeBufferPointer<UInt8>, file: String) throws(LanguageDataError) -> T {
        let root: Node
        do {
            var parser = Parser(bytes: bytes)
            root = try parser.document()
        } catch {
            throw LanguageDataError(file: file, offset: error.offset, in: bytes, expected: error.expected)
        }
        do {
            return try T(from: TreeDecoder(node: root, codingPath: []))
        } catch let error as Located {
            throw LanguageDataError(file: file, offset: error.offset, in: bytes, expected: Self.expected(error.error))
        } catch let error as DecodingError {
            throw LanguageDataError(file: file, offset: root.offset, in: bytes, expected: Self.expected(error))
        } catch {
            throw LanguageDataError(file: file, offset: root.offset, in: bytes, expected: "valid data (\(error))")
        }
    }

    /// What a `DecodingError` says was expected, with the path it happened at.
    static func expected(_ error: DecodingError) -> String {
        switch error {
        case let .typeMismatch(type, context):
            return "a value of type \(type) at \(describe(context.codingPath)): \(context.debugDescription)"
        case let .valueNotFound(type, context):
            return "a value of type \(type) at \(describe(context.codingPath))"
        case let .keyNotFound(key, context):
            return "the key \"\(key.stringValue)\" in \(describe(context.codingPath))"
        case let .dataCorrupted(context):
            return "\(context.debugDescription) at \(describe(context.codingPath))"
        @unknown default:
            return "valid data (\(error))"
        }
    }

    static func describe(_ path: [any CodingKey]) -> String {
        path.isEmpty ? "the top level" : path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }

    // MARK: The tree

    /// One JSON value and the byte offset where it starts.
    struct Node {
        indirect enum Value {
            case null
            case bool(Bool)
            /// The number as written, converted when a type asks for it.
            case number(String)
            case string(String)
            case array([Node])
            /// Members in the order written, and where each key is among them.
            case object([(key: String, node: Node)], index: [String: Int])
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
            var positions: [String: Int] = [:]
            skipSpace()
            if current == UInt8(ascii: "}") { index += 1; return .object(members, index: positions) }
            while true {
                skipSpace()
                let keyOffset = index
                guard current == UInt8(ascii: "\"") else { throw SyntaxError(offset: index, expected: "a key in quotes") }
                let key = try string()
                guard positions.updateValue(members.count, forKey: key) == nil else {
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
            guard let text = String(validating: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) else {
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

    // MARK: The decoder

    /// A `Decoder` over one node of the tree.
    struct TreeDecoder: Decoder, SingleValueDecodingContainer {
        let node: Node
        let codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            guard case let .object(members, index) = node.value else { throw mismatch([String: Any].self) }
            // Strict: a key the type does not know is an error (a typo never passes as absent).
            // ("about", which documents an object, is the one key every object may have.)
            for member in members where Key(stringValue: member.key) == nil && member.key != "about" {
                let path = codingPath + [AnyKey(member.key)]
                throw Located(error: .dataCorrupted(.init(codingPath: path, debugDescription: "a known key, not \"\(member.key)\"")), offset: member.node.offset)
            }
            return KeyedDecodingContainer(Keyed<Key>(members: members, index: index, offset: node.offset, codingPath: codingPath))
        }

        func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
            guard case let .array(elements) = node.value else { throw mismatch([Any].self) }
            return Unkeyed(elements: elements, codingPath: codingPath)
        }

        func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

        func mismatch(_ type: Any.Type) -> Located {
            Located(error: .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "found \(node.kind)")), offset: node.offset)
        }

        func decodeNil() -> Bool {
            if case .null = node.value { return true }
            return false
        }

        func decode(_ type: Bool.Type) throws -> Bool {
            guard case let .bool(value) = node.value else { throw mismatch(type) }
            return value
        }

        func decode(_ type: String.Type) throws -> String {
            guard case let .string(value) = node.value else { throw mismatch(type) }
            return value
        }

        private func number<N: LosslessStringConvertible>(_ type: N.Type) throws -> N {
            guard case let .number(text) = node.value else { throw mismatch(type) }
            guard let value = N(text) else {
                throw Located(error: .dataCorrupted(.init(codingPath: codingPath, debugDescription: "a \(type) (not \(text))")), offset: node.offset)
            }
            return value
        }

        func decode(_ type: Double.Type) throws -> Double { try number(type) }
        func decode(_ type: Float.Type) throws -> Float { try number(type) }
        func decode(_ type: Int.Type) throws -> Int { try number(type) }
        func decode(_ type: Int8.Type) throws -> Int8 { try number(type) }
        func decode(_ type: Int16.Type) throws -> Int16 { try number(type) }
        func decode(_ type: Int32.Type) throws -> Int32 { try number(type) }
        func decode(_ type: Int64.Type) throws -> Int64 { try number(type) }
        func decode(_ type: UInt.Type) throws -> UInt { try number(type) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try number(type) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try number(type) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try number(type) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try number(type) }

        func decode<T: Decodable>(_ type: T.Type) throws -> T { try StrictJSON.decode(type, node: node, codingPath: codingPath) }
    }

    /// Decodes `node` as `T`, and places an error that carries no place yet at `node`.
    static func decode<T: Decodable>(_ type: T.Type, node: Node, codingPath: [any CodingKey]) throws -> T {
        do {
            return try T(from: TreeDecoder(node: node, codingPath: codingPath))
        } catch let error as DecodingError {
            throw Located(error: error, offset: node.offset)
        }
    }

    /// A key for paths in errors.
    struct AnyKey: CodingKey {
        let stringValue: String
        let intValue: Int?
        init(_ string: String) { stringValue = string; intValue = nil }
        init(index: Int) { stringValue = "\(index)"; intValue = index }
        init?(stringValue: String) { self.init(stringValue) }
        init?(intValue: Int) { self.init(index: intValue) }
    }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let members: [(key: String, node: Node)]
        let index: [String: Int]
        let offset: Int
        let codingPath: [any CodingKey]

        var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

        func contains(_ key: Key) -> Bool { index[key.stringValue] != nil }

        private func node(_ key: Key) throws -> Node {
            guard let position = index[key.stringValue] else {
                throw Located(error: .keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no value for \"\(key.stringValue)\"")), offset: offset)
            }
            return members[position].node
        }

        private func decoder(_ key: Key) throws -> TreeDecoder {
            TreeDecoder(node: try node(key), codingPath: codingPath + [key])
        }

        func decodeNil(forKey key: Key) throws -> Bool { try decoder(key).decodeNil() }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder(key).decode(type) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder(key).decode(type) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder(key).decode(type) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder(key).decode(type) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder(key).decode(type) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder(key).decode(type) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder(key).decode(type) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder(key).decode(type) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder(key).decode(type) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder(key).decode(type) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder(key).decode(type) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder(key).decode(type) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder(key).decode(type) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder(key).decode(type) }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try StrictJSON.decode(type, node: try node(key), codingPath: codingPath + [key])
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try decoder(key).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try decoder(key).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder { TreeDecoder(node: Node(value: .object(members, index: index), offset: offset), codingPath: codingPath) }
        func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(key) }
    }

    struct Unkeyed: UnkeyedDecodingContainer {
        let elements: [Node]
        let codingPath: [any CodingKey]
        var currentIndex = 0

        init(elements: [Node], codingPath: [any CodingKey]) {
            self.elements = elements
            self.codingPath = codingPath
        }

        var count: Int? { elements.count }
        var isAtEnd: Bool { currentIndex >= elements.count }

        private mutating func next<T>(_ type: T.Type) throws -> TreeDecoder {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(type, .init(codingPath: codingPath + [AnyKey(index: currentIndex)], debugDescription: "the array ends"))
            }
            defer { currentIndex += 1 }
            return TreeDecoder(node: elements[currentIndex], codingPath: codingPath + [AnyKey(index: currentIndex)])
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd else { throw DecodingError.valueNotFound(Any?.self, .init(codingPath: codingPath, debugDescription: "the array ends")) }
            guard case .null = elements[currentIndex].value else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type).decode(type) }
        mutating func decode(_ type: String.Type) throws -> String { try next(type).decode(type) }
        mutating func decode(_ type: Double.Type) throws -> Double { try next(type).decode(type) }
        mutating func decode(_ type: Float.Type) throws -> Float { try next(type).decode(type) }
        mutating func decode(_ type: Int.Type) throws -> Int { try next(type).decode(type) }
        mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type).decode(type) }
        mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type).decode(type) }
        mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type).decode(type) }
        mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type).decode(type) }
        mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type).decode(type) }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type).decode(type) }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type).decode(type) }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type).decode(type) }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type).decode(type) }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let decoder = try next(type)
            return try StrictJSON.decode(type, node: decoder.node, codingPath: decoder.codingPath)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            try next([String: Any].self).container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try next([Any].self).unkeyedContainer()
        }

        mutating func superDecoder() throws -> any Decoder { try next(Any.self) }
    }
}
