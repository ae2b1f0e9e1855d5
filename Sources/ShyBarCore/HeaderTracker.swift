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
    /// Where a settle the last input started takes the content (a snap near the top, where
    /// moving the header alone would leave a gap or cover a row); `nil` when none started.
    /// The trace format prints it; a view follows the frames' ``HeaderFrame/scroll``, which
    /// say where the content is in each frame on the way.
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

    /// Applies a timed input.
    @discardableResult
    public func handle(_ timed: TimedInput) -> HeaderFrame {
        handle(timed.input, at: timed.time)
    }
}
