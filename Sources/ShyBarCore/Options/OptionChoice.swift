/// One value of an enumerated option: its name in flags and settings, and its title.
public struct OptionChoice: Equatable, Sendable {
    /// The name written in flags and settings files (`top-only`).
    public var name: String
    /// The title a tuning panel shows (English; translatable).
    public var title: String

    /// A choice.
    public init(name: String, title: String) {
        self.name = name
        self.title = title
    }
}
