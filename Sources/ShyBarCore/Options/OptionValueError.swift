/// A value that an option does not accept: what it expects and what it got.
public struct OptionValueError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the option accepts: "a number from 0 to 1000", "one of auto, nearest".
    public var expected: String
    /// The text given.
    public var value: String

    /// An error.
    public init(expected: String, value: String) {
        self.expected = expected
        self.value = value
    }

    /// At most 40 characters of the value (and its size when longer), so that a huge value
    /// never becomes a huge message.
    public var excerpt: String { value.excerpt() }

    /// `expects a number from 0 to 1000, got "lots"`: put the option's name in front.
    public var description: String { "expects \(expected), got \"\(excerpt)\"" }
}
