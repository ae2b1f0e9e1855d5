/// Walks command-line arguments written as `--flag value`, `--flag=value` or operands, the
/// one way both `shybar` and `shybar replay` read them. An inline value is taken as written,
/// even when empty: `--rows=` is an empty value, never "the next argument".
struct ArgumentScanner {
    /// One argument: its flag (or the operand itself) and the value after `=`, if any.
    struct Argument: Equatable, Sendable {
        /// `--flag` for `--flag=value`; the whole argument otherwise.
        var flag: String
        /// What follows the first `=` of a `--flag=value` argument.
        var inline: String?
        /// The argument as given.
        var raw: String
    }

    private let arguments: [String]
    private var index = 0

    /// A scanner at the first of `arguments`.
    init(_ arguments: [String]) {
        self.arguments = arguments
    }

    /// The next argument, or `nil` after the last.
    mutating func next() -> Argument? {
        guard index < arguments.count else { return nil }
        let raw = arguments[index]
        index += 1
        if raw.hasPrefix("--"), let equals = raw.firstIndex(of: "=") {
            return Argument(flag: String(raw[..<equals]), inline: String(raw[raw.index(after: equals)...]), raw: raw)
        }
        return Argument(flag: raw, inline: nil, raw: raw)
    }

    /// The value of `argument`: its inline value, or else the argument that follows it.
    mutating func value(of argument: Argument) throws(UsageError) -> String {
        if let inline = argument.inline { return inline }
        guard index < arguments.count else { throw UsageError("\(argument.flag) needs a value") }
        index += 1
        return arguments[index - 1]
    }
}

/// A command-line mistake, naming the option at fault.
struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, in one line.
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}
