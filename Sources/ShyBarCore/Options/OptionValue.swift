/// The value of one option, whatever its type, as flags, settings and panels exchange it.
public enum OptionValue: Equatable, Sendable {
    /// A number.
    case number(Double)
    /// The automatic setting of an ``OptionKind/automaticNumber(_:automaticTitle:automaticMeaning:)`` option.
    case automatic
    /// On or off.
    case toggle(Bool)
    /// The name of a choice.
    case choice(String)
}
