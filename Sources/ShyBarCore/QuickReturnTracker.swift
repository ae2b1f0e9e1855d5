/// A header that follows the content away as the user scrolls forward and comes back when
/// the user scrolls back (the quick-return design of docs/behaviours.md, plus what Headroom.js, Android and Flutter do).
///
/// The header is laid out *over* the content, which starts with a top inset as tall as the
/// header. So the visible extent `e` of the header has a lower bound: near the top the header
/// sits on the content and scrolls with it (`e = header − offset`), which keeps the first row
/// from ever sliding under a gap, and makes `e = header` at offset 0. Past that zone the
/// header can collapse down to `minExtent`.
///
/// Rules, in the order the original design gives them:
/// - only user-driven movement moves the header (a programmatic jump keeps it where it is);
/// - forward scroll shrinks it by exactly the scroll delta, clipped;
/// - movement is accumulated per direction, the accumulator resets on a direction change,
///   and the first `toleranceDown`/`toleranceUp` pixels of each run are ignored;
/// - reverse scroll reveals it (by ``RevealPolicy``);
/// - when input stops with the header partly shown it snaps (by ``SnapPolicy``).
public final class QuickReturnTracker: HeaderTracker {
    // Dynamic exclusivity checks cost more than the rules themselves (measured with
    // callgrind); the machine is only touched from these methods and never re-entered
    // (callbacks run after each mutation has finished), so static checking is enough.
    @exclusivity(unchecked) private var machine: QuickReturnMachine

    /// The tuning knobs; changing them takes effect on the next input.
    public var options: QuickReturnOptions {
        get { machine.options }
        set { machine.options = newValue.sanitized() }
    }
    /// The sizes last reported.
    public var geometry: ScrollGeometry { machine.geometry }
    /// The frame after the last input.
    public var frame: HeaderFrame { machine.frame }
    /// Whether user movement is currently ignored (see ``freeze()``).
    public var isFrozen: Bool { machine.isFrozen }
    /// Whether keyboard focus is inside the header (it then stays shown).
    public var isFocusInside: Bool { machine.isFocusInside }
    /// The part of the content that holds the keyboard focus (pixels from the content's top,
    /// as offsets count them), as the last ``TrackerInput/focusedItem(_:)`` input gave it; nil
    /// when there is none. A settle near the top never carries it out of the viewport: it
    /// settles at the other edge instead, or not at all. An input, so that a trace replays it.
    public var focusSpan: ClosedRange<Double>? { machine.focusSpan }
    /// Called with the new state whenever the named state changes.
    @exclusivity(unchecked) public var onStateChange: ((HeaderState) -> Void)?
    /// Called with the new progress (1 shown … 0 collapsed) whenever it changes.
    @exclusivity(unchecked) public var onProgressChange: ((Double) -> Void)?

    /// Creates a tracker with `options`; feed it a `.geometry` input first.
    public init(options: QuickReturnOptions = QuickReturnOptions()) {
        machine = QuickReturnMachine(options: options)
    }

    /// An offset to scroll the content to, decided by the last input (see ``HeaderTracker``).
    public var scrollRequest: Double? { machine.scrollRequest }

    /// Whether an animation runs or an idle snap is pending.
    public var needsTicks: Bool { machine.needsTicks }

    /// Whether the desktop allows animations (GTK's `gtk-enable-animations`); kept apart
    /// from `options.animationsEnabled`, which is the integrator's own choice: animations
    /// run only when both allow them, and setting one never overwrites the other.
    public var systemAnimationsEnabled: Bool {
        get { machine.systemAnimationsEnabled }
        set { machine.systemAnimationsEnabled = newValue }
    }

    /// The earliest pending timer while nothing animates (see ``HeaderTracker``).
    public var pendingDeadline: Double? { machine.pendingDeadline }

    /// Effective collapsed height: the larger of the option and the geometry's.
    public var minExtent: Double { machine.minExtent }

    /// The offset before which the header never hides: `startOffset` plus
    /// `startOffsetHeaders` header heights.
    public var startOffset: Double { machine.startOffset }

    /// Whether the content is at its top: at or before the start offset (Headroom.js's
    /// `top` class; `notTop` is its negation).
    public var isAtTop: Bool { machine.frame.offset <= machine.startOffset }

    /// Whether the content is scrolled to its end (Headroom.js's `bottom` class).
    public var isAtBottom: Bool { machine.frame.offset >= machine.geometry.maxOffset }

    /// Whether the header is pinned in Headroom.js's sense: shown or on its way there.
    /// `false` is "unpinned": hidden, hiding, or resting on the content near the top.
    public var isPinned: Bool { machine.frame.state == .shown || machine.frame.state == .revealing }

    /// Applies one input that happened at `time` (milliseconds) and returns the new frame.
    @discardableResult
    public func handle(_ input: TrackerInput, at time: Double) -> HeaderFrame {
        machine.handle(input, at: time)
        if machine.stateChanged || machine.progressChanged { notify() }
        return machine.frame
    }

    /// Stops user movement from moving the header until ``unfreeze()``.
    /// The header still never leaves a gap above the content.
    public func freeze() {
        machine.freeze()
        publish()
    }

    /// Lets user movement move the header again, starting a fresh accumulation.
    public func unfreeze() {
        machine.unfreeze()
        publish()
    }

    /// Shows the header fully, animated unless animations are disabled.
    public func show(animated: Bool) {
        machine.show(animated: animated)
        publish()
    }

    /// Hides the header as far as it can go (collapsed, or sitting on the content near the
    /// top). Does nothing while the content is too short to scroll the header away or while
    /// focus is inside the header.
    public func hide(animated: Bool) {
        machine.hide(animated: animated)
        publish()
    }

    private func publish() {
        machine.publish()
        notify()
    }

    private func notify() {
        if machine.stateChanged, let onStateChange { onStateChange(machine.frame.state) }
        if machine.progressChanged, let onProgressChange { onProgressChange(machine.frame.progress) }
    }
}
