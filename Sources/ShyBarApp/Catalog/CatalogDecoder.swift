import ShyBarCore

/// Reads `catalog.json` — a JSON array of flat objects — with the core's strict JSON
/// object parser: each item is cut out of the array, then parsed and checked key by key.
/// Every failure is one sentence saying where (item number, key) and what.
enum CatalogDecoder {
    struct Failure: Error { let message: String }

    static func items(in text: String) throws(Failure) -> [CatalogItem] {
        try objects(in: Array(text.utf8)).enumerated().map { (index, object) throws(Failure) in
            let fields: [(key: String, value: FlatJSONValue)]
            do {
                fields = try FlatJSONObject.parse(Substring(object))
            } catch {
                throw Failure(message: tr("is not valid JSON"))
            }
            return try item(Dictionary(fields, uniquingKeysWith: { first, _ in first }), position: index + 1)
        }
    }

    private static func item(_ fields: [String: FlatJSONValue], position: Int) throws(Failure) -> CatalogItem {
        func value(_ key: String) throws(Failure) -> FlatJSONValue {
            guard let value = fields[key] else { throw Failure(message: "item \(position): missing \"\(key)\"") }
            return value
        }
        func text(_ key: String) throws(Failure) -> String {
            switch try value(key) {
            case .string(let text): return text
            case .null: throw Failure(message: "item \(position), \"\(key)\": expected a string, found null")
            default: throw Failure(message: "item \(position), \"\(key)\": expected a string")
            }
        }
        func number(_ key: String) throws(Failure) -> Double {
            switch try value(key) {
            case .number(let number): return number
            case .null: throw Failure(message: "item \(position), \"\(key)\": expected a number, found null")
            default: throw Failure(message: "item \(position), \"\(key)\": expected a number")
            }
        }
        let title = try text("title"), price = try number("price"), seller = try text("seller"), place = try text("place")
        let days = try number("listedDaysAgo")
        guard days == days.rounded(), abs(days) < 1e15 else {
            throw Failure(message: "item \(position), \"listedDaysAgo\": invalid value")
        }
        return CatalogItem(title: title, price: price, seller: seller, place: place, listedDaysAgo: Int(days))
    }

    /// The text of each object in the top-level array, in order.
    private static func objects(in bytes: [UInt8]) throws(Failure) -> [String] {
        var index = 0
        func skipSpace() { while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 } }
        let invalid = Failure(message: tr("is not valid JSON"))
        skipSpace()
        guard index < bytes.count else { throw invalid }
        if bytes[index] == UInt8(ascii: "{") { throw Failure(message: tr("must be a JSON array of items")) }
        guard bytes[index] == UInt8(ascii: "[") else { throw invalid }
        index += 1
        var objects: [String] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
        } else {
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "{"), let end = closingBrace(bytes, from: index) else {
                    throw invalid
                }
                guard let object = String(validating: bytes[index...end], as: UTF8.self) else { throw invalid }
                objects.append(object)
                index = end + 1
                skipSpace()
                guard index < bytes.count else { throw invalid }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; break }
                throw invalid
            }
        }
        skipSpace()
        guard index == bytes.count else { throw invalid }
        return objects
    }

    /// The index of the `}` that closes the object opening at `start` (strings skipped).
    private static func closingBrace(_ bytes: [UInt8], from start: Int) -> Int? {
        var depth = 0
        var index = start
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { return byte == UInt8(ascii: "}") ? index : nil }
            }
            index += 1
        }
        return nil
    }
}
