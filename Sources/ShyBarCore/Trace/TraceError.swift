/// A trace line that cannot be used, with where it is.
public struct TraceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based line number in the trace.
    public var line: Int
    /// 1-based column, when known.
    public var column: Int?
    /// What is wrong, in words.
    public var message: String

    /// Creates an error.
    public init(line: Int, column: Int? = nil, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line 3, column 14: expected ',' or '}'`.
    public var description: String {
        if let column { return "line \(line), column \(column): \(message)" }
        return "line \(line): \(message)"
    }
}

extension String {
    /// The text for an error message: at most `limit` characters, so that a 10 MB value
    /// in a bad line never becomes a 10 MB message.
    func excerpt(_ limit: Int = 40) -> String {
        count <= limit ? self : String(prefix(limit)) + "… (\(utf8.count) bytes)"
    }
}

