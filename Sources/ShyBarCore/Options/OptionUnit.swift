/// The unit of a number option.
public enum OptionUnit: Sendable, CaseIterable {
    /// Pixels.
    case pixels
    /// Milliseconds.
    case milliseconds
    /// Pixels per second.
    case pixelsPerSecond

    /// The unit's symbol, as a tuning panel shows it after the value (English; translatable).
    public var symbol: String {
        switch self {
        case .pixels: return translatable("px")
        case .milliseconds: return translatable("ms")
        case .pixelsPerSecond: return translatable("px/s")
        }
    }

    /// The placeholder of a value in a command line's help (`--duration MS`).
    public var placeholder: String {
        switch self {
        case .pixels: return "PX"
        case .milliseconds: return "MS"
        case .pixelsPerSecond: return "PX/S"
        }
    }
}
