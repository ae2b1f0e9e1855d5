/// An animation from one value to another over a fixed duration, evaluated as a pure
/// function of time — the frame clock only decides *when* to ask, never *what* the value is.
public struct TimedAnimation: Equatable, Sendable {
    /// Value at the start.
    public var from: Double
    /// Value at the end.
    public var to: Double
    /// Start time, milliseconds.
    public var start: Double
    /// Duration, milliseconds; 0 completes at once.
    public var duration: Double
    /// The curve.
    public var easing: Easing

    /// Creates an animation.
    public init(from: Double, to: Double, start: Double, duration: Double, easing: Easing = .easeOutCubic) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.easing = easing
    }

    /// The value at `time`.
    public func value(at time: Double) -> Double {
        guard duration > 0 else { return to }
        let eased = easing.value(at: (time - start) / duration)
        return from + (to - from) * eased
    }

    /// Whether the animation has reached its end at `time`.
    public func isFinished(at time: Double) -> Bool {
        duration <= 0 || time - start >= duration
    }
}
