/// A value in a flat JSON object: trace lines need nothing deeper.
public enum FlatJSONValue: Equatable, Sendable {
    /// A JSON number.
    case number(Double)
    /// A JSON string.
    case string(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// A short description of the value's JSON type, for error messages.
    public var typeName: String {
        switch self {
        case .number: return "a number"
        case .string: return "a string"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// Why a line is not a flat JSON object.
public struct FlatJSONError: Error, Equatable, Sendable {
    /// 1-based column (in UTF-8 bytes) where the problem was found.
    public var column: Int
    /// What is wrong.
    public var message: String
}

/// A strict parser for one JSON object whose values are numbers, strings, booleans or null.
///
/// Hand-written rather than Foundation's so that the core stays free of C, types are never
/// guessed (`true` is not the number 1), and every error says where it is.
public enum FlatJSONObject {
    /// Parses `text` into keys and values, in order. Duplicate keys are an error.
    public static func parse(_ text: Substring) throws(FlatJSONError) -> [(key: String, value: FlatJSONValue)] {
        var parser = Parser(bytes: Array(text.utf8))
        return try parser.parseObject()
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        func fail(_ message: String) -> FlatJSONError {
            FlatJSONError(column: index + 1, message: message)
        }

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipSpace() {
            while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A {
                index += 1
            }
        }

        mutating func expect(_ byte: UInt8, _ what: String) throws(FlatJSONError) {
            skipSpace()
            guard current == byte else { throw fail(current == nil ? "unexpected end of line, expected \(what)" : "expected \(what)") }
            index += 1
        }

        mutating func parseObject() throws(FlatJSONError) -> [(key: String, value: FlatJSONValue)] {
            try expect(UInt8(ascii: "{"), "'{' (each line must be one JSON object)")
            var fields: [(key: String, value: FlatJSONValue)] = []
            skipSpace()
            if current == UInt8(ascii: "}") {
                index += 1
            } else {
                while true {
                    skipSpace()
                    guard current == UInt8(ascii: "\"") else { throw fail("expected a quoted key") }
                    let keyStart = index
                    let key = try parseString()
                    if fields.contains(where: { $0.key == key }) {
                        index = keyStart
                        throw fail("duplicate key \"\(key.excerpt())\"")
                    }
                    try expect(UInt8(ascii: ":"), "':' after key \"\(key)\"")
                    skipSpace()
                    let value = try parseValue(key: key)
                    fields.append((key, value))
                    skipSpace()
                    if current == UInt8(ascii: ",") { index += 1; continue }
                    if current == UInt8(ascii: "}") { index += 1; break }
                    throw fail(current == nil ? "unexpected end of line, expected ',' or '}'" : "expected ',' or '}'")
                }
            }
            skipSpace()
            guard current == nil else { throw fail("unexpected text after the object") }
            return fields
        }

        mutating func parseValue(key: String) throws(FlatJSONError) -> FlatJSONValue {
            guard let byte = current else { throw fail("unexpected end of line, expected a value for \"\(key)\"") }
            switch byte {
            case UInt8(ascii: "\""):
                return .string(try parseString())
            case UInt8(ascii: "t"):
                try literal("true"); return .bool(true)
            case UInt8(ascii: "f"):
                try literal("false"); return .bool(false)
            case UInt8(ascii: "n"):
                try literal("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return .number(try parseNumber())
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                throw fail("nested objects and arrays are not allowed (key \"\(key)\")")
            default:
                throw fail("expected a value for \"\(key)\"")
            }
        }

        mutating func literal(_ word: String) throws(FlatJSONError) {
            let expected = Array(word.utf8)
            let count = expected.count
            guard index + count <= bytes.count, bytes[index..<index + count].elementsEqual(expected) else {
                throw fail("invalid literal (expected \(word))")
            }
            index += count
        }

        mutating func parseNumber() throws(FlatJSONError) -> Double {
            let start = index
            if current == UInt8(ascii: "-") { index += 1 }
            func digits(_ parser: inout Parser) -> Int {
                var count = 0
                while let byte = parser.current, byte >= 0x30, byte <= 0x39 { parser.index += 1; count += 1 }
                return count
            }
            let intStart = index
            guard digits(&self) > 0 else { throw fail("invalid number") }
            if bytes[intStart] == UInt8(ascii: "0"), index - intStart > 1 { throw fail("invalid number (leading zero)") }
            if current == UInt8(ascii: ".") {
                index += 1
                guard digits(&self) > 0 else { throw fail("invalid number (digit expected after '.')") }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                guard digits(&self) > 0 else { throw fail("invalid number (digit expected in exponent)") }
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let value = Double(text), value.isFinite else {
                index = start
                throw fail("number \(text.excerpt()) is out of range")
            }
            return value
        }

        mutating func parseString() throws(FlatJSONError) -> String {
            index += 1 // opening quote
            var runStart = index
            var result = ""
            while true {
                guard let byte = current else { throw fail("unterminated string") }
                if byte == UInt8(ascii: "\"") {
                    result += String(decoding: bytes[runStart..<index], as: UTF8.self)
                    index += 1
                    return result
                }
                if byte < 0x20 { throw fail("control character in string") }
                if byte == UInt8(ascii: "\\") {
                    result += String(decoding: bytes[runStart..<index], as: UTF8.self)
                    index += 1
                    guard let escaped = current else { throw fail("unterminated string") }
                    index += 1
                    switch escaped {
                    case UInt8(ascii: "\""): result += "\""
                    case UInt8(ascii: "\\"): result += "\\"
                    case UInt8(ascii: "/"): result += "/"
                    case UInt8(ascii: "b"): result += "\u{8}"
                    case UInt8(ascii: "f"): result += "\u{C}"
                    case UInt8(ascii: "n"): result += "\n"
                    case UInt8(ascii: "r"): result += "\r"
                    case UInt8(ascii: "t"): result += "\t"
                    case UInt8(ascii: "u"):
                        let code = try hex4()
                        result.unicodeScalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                    default:
                        index -= 1
                        throw fail("invalid escape in string")
                    }
                    runStart = index
                    continue
                }
                index += 1
            }
        }

        mutating func hex4() throws(FlatJSONError) -> UInt32 {
            guard index + 4 <= bytes.count else { throw fail("invalid \\u escape") }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case 0x30...0x39: digit = byte - 0x30
                case 0x41...0x46: digit = byte - 0x41 + 10
                case 0x61...0x66: digit = byte - 0x61 + 10
                default: throw fail("invalid \\u escape")
                }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            return value
        }
    }
}
