/// The common face of the three trackers: feed inputs, read frames.
///
/// Trackers are deterministic: the same inputs in the same order always give the same frames.
public protocol HeaderTracker: AnyObject {
    /// The frame after the last input.
    var frame: HeaderFrame { get }
    /// Whether something is still moving (an animation, or a pending idle snap), so the
    /// caller should keep sending `.tick` inputs.
    var needsTicks: Bool { get }
    /// When `needsTicks` is true but nothing animates: the time (ms) of the earliest pending
    /// timer (an idle snap, a gesture timing out). A driver may sleep until then and send one
    /// `.tick` instead of ticking every frame. `nil` while an animation runs or nothing waits.
    var pendingDeadline: Double? { get }
    /// How a scroll the tracker asks for should move, so the content and the header's own
    /// animation go together; `nil` when animations are off (scroll at once).
    var scrollAnimation: ScrollAnimation? { get }
    /// An offset the tracker asks the view to scroll the content to, decided by the last
    /// input (a snap near the top, where moving the header alone would leave a gap or cover
    /// a row); `nil` when there is nothing to do. Scroll there as continued user motion.
    var scrollRequest: Double? { get }
    /// Applies one input that happened at `time` (milliseconds) and returns the new frame.
    @discardableResult
    func handle(_ input: TrackerInput, at time: Double) -> HeaderFrame
}

extension HeaderTracker {
    /// Trackers that never ask to scroll.
    public var scrollRequest: Double? { nil }
    /// Trackers without timers.
    public var pendingDeadline: Double? { nil }
    /// Trackers that never ask to scroll scroll at once.
    public var scrollAnimation: ScrollAnimation? { nil }

    /// Applies a timed input.
    @discardableResult
    public func handle(_ timed: TimedInput) -> HeaderFrame {
        handle(timed.input, at: timed.time)
    }
}

/// Duration and easing of a scroll a tracker asks the view to make.
public struct ScrollAnimation: Equatable, Sendable {
    /// Milliseconds.
    public var duration: Double
    /// The curve.
    public var easing: Easing

    /// Creates a scroll animation.
    public init(duration: Double, easing: Easing) {
        self.duration = duration
        self.easing = easing
    }
}
