/// The byte encodings a string table may use, told apart by their byte order mark.
///
/// ```swift
/// TextEncoding.detect([0xFF, 0xFE, 0x22, 0x00], path: "en.lproj/Sparkle.strings")  // .utf16LittleEndian
/// TextEncoding.detect(Array("\"a\" = \"b\";".utf8), path: "a.strings")              // .utf8
/// ```
/// UTF-16 without a byte order mark and bytes that are not UTF-8 (Latin-1 files) are errors: guessing
/// would risk writing back a table that differs from the one read.
public enum TextEncoding: String, Sendable, Hashable, CaseIterable {
    case utf8
    case utf8WithBOM
    case utf16LittleEndian
    case utf16BigEndian

    /// The byte order mark this encoding writes first (empty for plain UTF-8).
    package var byteOrderMark: [UInt8] {
        switch self {
        case .utf8: []
        case .utf8WithBOM: [0xEF, 0xBB, 0xBF]
        case .utf16LittleEndian: [0xFF, 0xFE]
        case .utf16BigEndian: [0xFE, 0xFF]
        }
    }

    /// The encoding of `bytes`, and their text as UTF-8 without the byte order mark.
    package static func decode(_ bytes: [UInt8], path: String) throws(TableError) -> (encoding: TextEncoding, utf8: [UInt8]) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            let body = Array(bytes.dropFirst(3))
            try validateUTF8(body, path: path)
            return (.utf8WithBOM, body)
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let encoding: TextEncoding = bytes[0] == 0xFF ? .utf16LittleEndian : .utf16BigEndian
            return (encoding, try utf16ToUTF8(bytes, bigEndian: encoding == .utf16BigEndian, path: path))
        }
        if looksLikeUTF16WithoutBOM(bytes) {
            throw TableError(path: path, line: 1, column: 1,
                             expected: "a byte order mark (FF FE or FE FF) before UTF-16 text; this file looks like UTF-16 without one")
        }
        try validateUTF8(bytes, path: path)
        return (.utf8, bytes)
    }

    /// `utf8` (text without a byte order mark) in this encoding, byte order mark first.
    package func encode(_ utf8: [UInt8]) -> [UInt8] {
        switch self {
        case .utf8: return utf8
        case .utf8WithBOM: return byteOrderMark + utf8
        case .utf16LittleEndian, .utf16BigEndian:
            var out = byteOrderMark
            out.reserveCapacity(2 + utf8.count * 2)
            let bigEndian = self == .utf16BigEndian
            for unit in String(decoding: utf8, as: UTF8.self).utf16 {
                let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
                if bigEndian { out.append(high); out.append(low) } else { out.append(low); out.append(high) }
            }
            return out
        }
    }

    /// Many zero bytes in one byte lane, as ASCII text in UTF-16 has.
    private static func looksLikeUTF16WithoutBOM(_ bytes: [UInt8]) -> Bool {
        let sample = bytes.prefix(512)
        guard sample.count >= 2 else { return false }
        var zeros = [0, 0]
        for (index, byte) in sample.enumerated() where byte == 0 { zeros[index % 2] += 1 }
        return zeros.max()! * 4 >= sample.count
    }

    private static func validateUTF8(_ bytes: [UInt8], path: String) throws(TableError) {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 { index += 1; continue }
            let length: Int
            switch byte {
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: length = 0
            }
            var valid = length > 0 && index + length <= count
            if valid {
                for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 { valid = false }
            }
            if valid, length == 3 {
                let second = bytes[index + 1]
                if byte == 0xE0 && second < 0xA0 || byte == 0xED && second > 0x9F { valid = false }
            }
            if valid, length == 4 {
                let second = bytes[index + 1]
                if byte == 0xF0 && second < 0x90 || byte == 0xF4 && second > 0x8F { valid = false }
            }
            if !valid {
                let position = SourcePosition.of(offset: index, in: bytes)
                throw TableError(path: path, line: position.line, column: position.column,
                                 expected: "UTF-8 text; found byte 0x\(String(byte, radix: 16, uppercase: true)) (a Latin-1 or other 8-bit file? save it as UTF-8)")
            }
            index += length
        }
    }

    private static func utf16ToUTF8(_ bytes: [UInt8], bigEndian: Bool, path: String) throws(TableError) -> [UInt8] {
        guard bytes.count % 2 == 0 else {
            throw TableError(path: path, line: 1, column: 1, expected: "an even number of bytes in a UTF-16 file; found \(bytes.count)")
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2 - 1)
        var index = 2
        while index < bytes.count {
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(units.count)
        var line = 1, column = 1
        var iterator = units.makeIterator()
        var decoder = UTF16()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                UTF8.encode(scalar) { utf8.append($0) }
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                break loop
            case .error:
                throw TableError(path: path, line: line, column: column, expected: "UTF-16 text; found an unpaired surrogate")
            }
        }
        return utf8
    }
}
