/// The unit of a number option.
public enum OptionUnit: Sendable, CaseIterable {
    /// Pixels.
    case pixels
    /// Milliseconds.
    case milliseconds
    /// Pixels per second.
    case pixelsPerSecond
    /// A fraction of the header's height (0 to 1).
    case headerFraction
    /// Header heights.
    case headers

    /// The unit's symbol, as a tuning panel shows it after the value (English; translatable).
    public var symbol: String {
        switch self {
        case .pixels: return translatable("px")
        case .milliseconds: return translatable("ms")
        case .pixelsPerSecond: return translatable("px/s")
        case .headerFraction: return translatable("of the header")
        case .headers: return translatable("headers")
        }
    }

    /// The placeholder of a value in a command line's help (`--duration MS`).
    public var placeholder: String {
        switch self {
        case .pixels: return "PX"
        case .milliseconds: return "MS"
        case .pixelsPerSecond: return "PX/S"
        case .headerFraction: return "FRACTION"
        case .headers: return "HEADERS"
        }
    }
}
