import Foundation

/// Decodes language data JSON strictly and turns a `DecodingError` into a place in the file.
enum StrictJSON {
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try JSONDecoder().decode(type, from: data)
    }

    /// The byte offset of the value at `path` in `bytes`, found by following the keys in order
    /// (array indices are skipped over); 0 when the path is empty or a key is not found.
    static func offset(of path: [any CodingKey], in bytes: [UInt8]) -> Int {
        var offset = 0
        for key in path where key.intValue == nil {
            let needle = Array("\"\(key.stringValue)\"".utf8)
            guard let found = firstIndex(of: needle, in: bytes, from: offset) else { break }
            offset = found
        }
        return offset
    }

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}

extension LanguageDataError {
    /// An error for a JSON file that did not decode, at the place its coding path points to.
    init(file: String, decoding error: DecodingError, in data: Data) {
        let bytes = [UInt8](data)
        let path: [any CodingKey]
        let expected: String
        switch error {
        case let .typeMismatch(type, context):
            path = context.codingPath
            expected = "a value of type \(type) at \(Self.describe(path)): \(context.debugDescription)"
        case let .valueNotFound(type, context):
            path = context.codingPath
            expected = "a value of type \(type) at \(Self.describe(path))"
        case let .keyNotFound(key, context):
            path = context.codingPath
            expected = "the key \"\(key.stringValue)\" in \(Self.describe(path))"
        case let .dataCorrupted(context):
            path = context.codingPath
            expected = "\(context.debugDescription) at \(Self.describe(path))"
        @unknown default:
            path = []
            expected = "valid data (\(error))"
        }
        self.init(file: file, offset: StrictJSON.offset(of: path, in: bytes), in: bytes, expected: expected)
    }

    static func describe(_ path: [any CodingKey]) -> String {
        path.isEmpty ? "the top level" : path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
}
