/// Turns trace lines (JSON Lines, see README, "Replaying a trace") into timed inputs.
///
/// A line looks like `{"t":16,"type":"scroll","offset":24,"source":"touchpad"}`. `t` is
/// milliseconds and may be left out (it then repeats the previous line's time) but never
/// goes backwards. Unknown keys, missing keys and wrong types are errors: nothing is guessed.
public struct TraceParser: Sendable {
    private var lastTime: Double = 0
    private var lineNumber = 0

    /// A parser at the start of a trace.
    public init() {}

    /// The inputs of a whole trace, one line after another; throws its first bad line.
    public static func inputs(in text: String) throws(TraceError) -> [TimedInput] {
        var parser = TraceParser()
        var inputs: [TimedInput] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let input = try parser.parse(line) { inputs.append(input) }
        }
        return inputs
    }

    /// Parses the next line. Returns `nil` for a blank line.
    public mutating func parse(_ line: Substring) throws(TraceError) -> TimedInput? {
        lineNumber += 1
        if line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { return nil }
        let fields: [(key: String, value: FlatJSONValue)]
        do {
            fields = try FlatJSONObject.parse(line)
        } catch {
            throw TraceError(line: lineNumber, column: error.column, message: error.message)
        }
        let input = try Self.input(from: fields, line: lineNumber)
        var time = lastTime
        if let value = fields.first(where: { $0.key == "t" })?.value {
            guard case .number(let t) = value else {
                throw TraceError(line: lineNumber, message: "\"t\" must be a number of milliseconds, not \(value.typeName)")
            }
            guard t >= 0 else { throw TraceError(line: lineNumber, message: "\"t\" must not be negative (got \(TraceFormat.number(t)))") }
            guard t >= lastTime else {
                throw TraceError(line: lineNumber, message: "\"t\" goes backwards: \(TraceFormat.number(t)) after \(TraceFormat.number(lastTime))")
            }
            time = t
        }
        lastTime = time
        return TimedInput(time: time, input: input)
    }

    private static let allowedKeys: [String: Set<String>] = [
        "geometry": ["t", "type", "viewport", "content", "header", "min", "toolbar", "hero"],
        "scroll": ["t", "type", "offset", "source"],
        "begin": ["t", "type"],
        "end": ["t", "type", "velocity"],
        "focus": ["t", "type", "state"],
        "focus-item": ["t", "type", "top", "bottom"],
        "tick": ["t", "type"],
    ]

    private static func input(from fields: [(key: String, value: FlatJSONValue)], line: Int) throws(TraceError) -> TrackerInput {
        func value(_ key: String) -> FlatJSONValue? { fields.first(where: { $0.key == key })?.value }
        guard let typeValue = value("type") else { throw TraceError(line: line, message: "missing \"type\"") }
        guard case .string(let type) = typeValue else {
            throw TraceError(line: line, message: "\"type\" must be a string, not \(typeValue.typeName)")
        }
        guard let allowed = allowedKeys[type] else {
            throw TraceError(line: line, message: "unknown type \"\(type.excerpt())\" (expected geometry, scroll, begin, end, focus, focus-item or tick)")
        }
        if let unknown = fields.first(where: { !allowed.contains($0.key) }) {
            throw TraceError(line: line, message: "unknown key \"\(unknown.key.excerpt())\" in a \(type) line")
        }
        func number(_ key: String, required: Bool = true, nonNegative: Bool = false) throws(TraceError) -> Double? {
            guard let found = value(key) else {
                if required { throw TraceError(line: line, message: "missing \"\(key)\" in a \(type) line") }
                return nil
            }
            guard case .number(let number) = found else {
                throw TraceError(line: line, message: "\"\(key)\" must be a number, not \(found.typeName)")
            }
            if nonNegative, number < 0 {
                throw TraceError(line: line, message: "\"\(key)\" must not be negative (got \(TraceFormat.number(number)))")
            }
            return number
        }
        func string(_ key: String) throws(TraceError) -> String {
            guard let found = value(key) else { throw TraceError(line: line, message: "missing \"\(key)\" in a \(type) line") }
            guard case .string(let text) = found else {
                throw TraceError(line: line, message: "\"\(key)\" must be a string, not \(found.typeName)")
            }
            return text
        }

        switch type {
        case "geometry":
            let viewport = try number("viewport", nonNegative: true) ?? 0
            let content = try number("content", nonNegative: true) ?? 0
            let header = try number("header", nonNegative: true) ?? 0
            let minHeader = try number("min", required: false, nonNegative: true) ?? 0
            guard minHeader <= header else {
                throw TraceError(line: line, message: "\"min\" (\(TraceFormat.number(minHeader))) is larger than \"header\" (\(TraceFormat.number(header)))")
            }
            return .geometry(ScrollGeometry(
                viewport: viewport, content: content, header: header, minHeader: minHeader,
                toolbar: try number("toolbar", required: false, nonNegative: true) ?? 0,
                hero: try number("hero", required: false, nonNegative: true)))
        case "scroll":
            let offset = try number("offset") ?? 0
            let name = try string("source")
            guard let source = ScrollSource(rawValue: name) else {
                let names = ScrollSource.allCases.map(\.rawValue).joined(separator: ", ")
                throw TraceError(line: line, message: "unknown source \"\(name.excerpt())\" (expected one of \(names))")
            }
            return .scroll(offset: offset, source: source)
        case "begin":
            return .begin
        case "end":
            return .end(velocity: try number("velocity") ?? 0)
        case "focus":
            switch try string("state") {
            case "in": return .focus(inside: true)
            case "out": return .focus(inside: false)
            case let other: throw TraceError(line: line, message: "focus \"state\" must be \"in\" or \"out\", not \"\(other.excerpt())\"")
            }
        case "focus-item":
            // Both ends or neither: a line without them says no item is kept in sight.
            let top = try number("top", required: false), bottom = try number("bottom", required: false)
            switch (top, bottom) {
            case (nil, nil):
                return .focusedItem(nil)
            case let (top?, bottom?):
                guard bottom >= top else {
                    throw TraceError(line: line, message: "\"bottom\" (\(TraceFormat.number(bottom))) is above \"top\" (\(TraceFormat.number(top)))")
                }
                return .focusedItem(top...bottom)
            case (_, nil):
                throw TraceError(line: line, message: "missing \"bottom\" in a focus-item line that has \"top\"")
            case (nil, _):
                throw TraceError(line: line, message: "missing \"top\" in a focus-item line that has \"bottom\"")
            }
        default:
            return .tick
        }
    }
}
