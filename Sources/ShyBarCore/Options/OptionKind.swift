/// What kind of value an option holds, with what each kind needs to read, check and show it.
public enum OptionKind: Equatable, Sendable {
    /// A number within a range.
    case number(NumberRange)
    /// A number within a range, or "automatic": left to the behaviour. `automaticTitle`
    /// names the automatic setting in a panel, `automaticMeaning` says what it does.
    case automaticNumber(NumberRange, automaticTitle: String, automaticMeaning: String)
    /// On or off. Its replay flag turns it away from its default: `--fade` when off by
    /// default, `--no-animations` when on.
    case toggle(onByDefault: Bool)
    /// One of a fixed list, in the order a panel offers them.
    case choice([OptionChoice])
}
