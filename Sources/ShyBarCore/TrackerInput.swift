/// One thing that happened to a scrolled view, as the trackers see it.
///
/// These are also the lines of a trace file (see ``TraceParser``).
public enum TrackerInput: Equatable, Sendable {
    /// The sizes changed (resize, content change, header change).
    case geometry(ScrollGeometry)
    /// The scroll offset (value − lower) is now `offset`, moved there by `source`.
    case scroll(offset: Double, source: ScrollSource)
    /// A continuous gesture (touchpad, touch, scrollbar drag) started.
    case begin
    /// A continuous gesture ended with `velocity` px/s; positive means the offset was growing.
    case end(velocity: Double)
    /// Keyboard focus entered (`true`) or left (`false`) the header.
    case focus(inside: Bool)
    /// The keyboard focus is on an item of the content that spans these offsets (pixels from
    /// the content's top, as offsets count them), which the view keeps in sight; nil when
    /// there is no such item any more (the focus left the content, or a person scrolled).
    /// A quick-return settle near the top then never carries that item out of the viewport.
    case focusedItem(ClosedRange<Double>?)
    /// Time advanced; drives animations and idle detection.
    case tick

    /// The trace file's name for this kind of input.
    public var typeName: String {
        switch self {
        case .geometry: return "geometry"
        case .scroll: return "scroll"
        case .begin: return "begin"
        case .end: return "end"
        case .focus: return "focus"
        case .focusedItem: return "focus-item"
        case .tick: return "tick"
        }
    }
}

/// An input with the time it happened, in milliseconds on a monotonic clock.
public struct TimedInput: Equatable, Sendable {
    /// Milliseconds; never decreases within one stream.
    public var time: Double
    /// What happened.
    public var input: TrackerInput

    /// Creates a timed input.
    public init(time: Double, input: TrackerInput) {
        self.time = time
        self.input = input
    }
}
