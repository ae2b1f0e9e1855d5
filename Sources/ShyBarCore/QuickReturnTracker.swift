/// A header that follows the content away as the user scrolls forward and comes back when
/// the user scrolls back (seed 000, plus what Headroom.js, Android and Flutter do).
///
/// The header is laid out *over* the content, which starts with a top inset as tall as the
/// header. So the visible extent `e` of the header has a lower bound: near the top the header
/// sits on the content and scrolls with it (`e = header − offset`), which keeps the first row
/// from ever sliding under a gap, and makes `e = header` at offset 0. Past that zone the
/// header can collapse down to `minExtent`.
///
/// Rules, in the order the seed gives them:
/// - only user-driven movement moves the header (a programmatic jump keeps it where it is);
/// - forward scroll shrinks it by exactly the scroll delta, clipped;
/// - movement is accumulated per direction, the accumulator resets on a direction change,
///   and the first `toleranceDown`/`toleranceUp` pixels of each run are ignored;
/// - reverse scroll reveals it (by ``RevealPolicy``);
/// - when input stops with the header partly shown it snaps (by ``SnapPolicy``).
public final class QuickReturnTracker: HeaderTracker {
    /// The tuning knobs; changing them takes effect on the next input.
    public var options: QuickReturnOptions {
        didSet { options = options.sanitized() }
    }
    /// The sizes last reported.
    public private(set) var geometry: ScrollGeometry = .zero
    /// The frame after the last input.
    public private(set) var frame: HeaderFrame
    /// Whether user movement is currently ignored (see ``freeze()``).
    public private(set) var isFrozen = false
    /// Whether keyboard focus is inside the header (it then stays shown).
    public private(set) var isFocusInside = false
    /// Called with the new state whenever the named state changes.
    public var onStateChange: ((HeaderState) -> Void)?
    /// Called with the new progress (1 shown … 0 collapsed) whenever it changes.
    public var onProgressChange: ((Double) -> Void)?

    private enum Goal { case shown, hidden }

    private var now: Double = 0
    private var offset: Double = 0
    private var extent: Double = 0
    private var animationStart: Double = 0
    private var animationFrom: Double = 0
    private var goal: Goal?
    private var accumulated: Double = 0
    private var lastDirection = 0
    private var gestureActive = false
    private var idleSnapDeadline: Double?

    /// Creates a tracker with `options`; feed it a `.geometry` input first.
    public init(options: QuickReturnOptions = QuickReturnOptions()) {
        self.options = options.sanitized()
        frame = HeaderFrame(time: 0, offset: 0, extent: 0, target: nil, state: .shown,
                            background: false, headerY: 0, toolbarY: 0, pinned: false,
                            progress: 1, opacity: 1)
    }

    /// Whether an animation runs or an idle snap is pending.
    public var needsTicks: Bool { goal != nil || idleSnapDeadline != nil }

    /// Effective collapsed height: the larger of the option and the geometry's.
    public var minExtent: Double { min(max(options.minExtent, geometry.minHeader), geometry.header) }

    // MARK: - Input

    /// Applies one input that happened at `time` (milliseconds) and returns the new frame.
    @discardableResult
    public func handle(_ input: TrackerInput, at time: Double) -> HeaderFrame {
        if time.isFinite, time > now { now = time }
        advance()
        switch input {
        case .geometry(let newGeometry):
            apply(newGeometry)
        case .scroll(let newOffset, let source):
            scroll(to: newOffset, source: source)
        case .begin:
            gestureActive = true
            idleSnapDeadline = nil
        case .end(let velocity):
            gestureActive = false
            idleSnapDeadline = nil
            snap(velocity: velocity.isFinite ? velocity : 0)
        case .focus(let inside):
            isFocusInside = inside
            if inside { show(animated: true) }
        case .tick:
            break
        }
        return publish()
    }

    /// Stops user movement from moving the header until ``unfreeze()``.
    /// The header still never leaves a gap above the content.
    public func freeze() {
        isFrozen = true
        goal = nil
        _ = publish()
    }

    /// Lets user movement move the header again, starting a fresh accumulation.
    public func unfreeze() {
        isFrozen = false
        accumulated = 0
        lastDirection = 0
        _ = publish()
    }

    /// Shows the header fully, animated unless animations are disabled.
    public func show(animated: Bool) {
        animate(to: .shown, animated: animated)
        _ = publish()
    }

    /// Hides the header as far as it can go (collapsed, or sitting on the content near the
    /// top). Does nothing while the content is too short to scroll the header away or while
    /// focus is inside the header.
    public func hide(animated: Bool) {
        guard geometry.canCollapse, !isFocusInside else { return }
        animate(to: .hidden, animated: animated)
        _ = publish()
    }

    // MARK: - Rules

    /// The lowest extent allowed right now: near the top the header rests on the content.
    private var lowerBound: Double {
        max(minExtent, geometry.header - offset)
    }

    private func extent(for goal: Goal) -> Double {
        goal == .shown ? geometry.header : lowerBound
    }

    private func apply(_ newGeometry: ScrollGeometry) {
        let wasFullyShown = extent >= geometry.header
        geometry = newGeometry
        offset = geometry.clampOffset(offset)
        if wasFullyShown || extent > geometry.header { extent = geometry.header }
    }

    private func scroll(to rawOffset: Double, source: ScrollSource) {
        guard rawOffset.isFinite else { return }
        let newOffset = geometry.clampOffset(rawOffset)
        let delta = newOffset - offset
        offset = newOffset
        guard source.isUserDriven, !isFrozen else {
            accumulated = 0
            lastDirection = 0
            if !isFrozen { settleAfterJump() }
            return
        }
        guard delta != 0 else { return }
        if !gestureActive { idleSnapDeadline = now + options.idleSnapDelay }

        let direction = delta > 0 ? 1 : -1
        if direction != lastDirection {
            accumulated = 0
            lastDirection = direction
        }
        let tolerance = direction > 0 ? options.toleranceDown : options.toleranceUp
        let before = max(0, accumulated - tolerance)
        accumulated += abs(delta)
        let beyond = max(0, accumulated - tolerance) - before
        guard beyond > 0 else { return }

        if direction > 0 {
            scrollForward(by: min(beyond, newOffset - options.startOffset))
        } else {
            scrollBack(by: beyond)
        }
    }

    private func scrollForward(by distance: Double) {
        guard distance > 0, geometry.canCollapse || extent > lowerBound, !isFocusInside else { return }
        switch goal {
        case .hidden?: return
        case .shown?: goal = nil
        case nil: break
        }
        extent -= distance
    }

    private func scrollBack(by distance: Double) {
        switch options.reveal {
        case .follow:
            if goal == .hidden { goal = nil }
            if goal == nil { extent += distance }
        case .animate:
            if extent < geometry.header, goal != .shown { animate(to: .shown, animated: true) }
        case .topOnly:
            break
        }
    }

    /// A programmatic jump never hides the header, but must not strand it half-shown either
    /// (say, attached near the top, then carried far down): it settles at the nearer edge.
    private func settleAfterJump() {
        let lower = lowerBound
        let upper = geometry.header
        let current = min(max(extent, lower), upper)
        guard goal == nil, options.snap != .none, current > lower, current < upper else { return }
        animate(to: current - lower >= upper - current ? .shown : .hidden, animated: true)
    }

    private func snap(velocity: Double?) {
        let lower = lowerBound
        let upper = geometry.header
        guard goal == nil, extent > lower, extent < upper else { return }
        if isFocusInside {
            animate(to: .shown, animated: true)
            return
        }
        let nearest: Goal = extent - lower >= upper - extent ? .shown : .hidden
        let chosen: Goal?
        switch options.snap {
        case .none:
            chosen = nil
        case .nearest:
            chosen = nearest
        case .direction:
            chosen = lastDirection > 0 ? .hidden : lastDirection < 0 ? .shown : nearest
        case .auto:
            if let velocity, abs(velocity) >= options.flingVelocity {
                chosen = velocity > 0 ? .hidden : .shown
            } else {
                chosen = nearest
            }
        }
        if let chosen { animate(to: chosen, animated: true) }
    }

    private func animate(to newGoal: Goal, animated: Bool) {
        if goal == newGoal { return }
        if extent == extent(for: newGoal) {
            goal = nil
            return
        }
        guard animated, options.animationsEnabled, options.duration > 0 else {
            goal = nil
            extent = extent(for: newGoal)
            return
        }
        goal = newGoal
        animationFrom = extent
        animationStart = now
    }

    /// Brings animations and idle snapping up to `now`.
    private func advance() {
        if let goal {
            let animation = TimedAnimation(from: animationFrom, to: extent(for: goal),
                                           start: animationStart, duration: options.duration,
                                           easing: options.easing)
            extent = animation.value(at: now)
            if animation.isFinished(at: now) { self.goal = nil }
        }
        if let deadline = idleSnapDeadline, now >= deadline {
            idleSnapDeadline = nil
            snap(velocity: nil)
        }
    }

    // MARK: - Output

    private func publish() -> HeaderFrame {
        let header = geometry.header
        let lower = lowerBound
        if !extent.isFinite { extent = header }
        extent = min(max(extent, lower), header)

        let collapsible = header - minExtent
        let progress = HeaderFrame.progress(extent: extent, header: header, minExtent: minExtent)
        let state: HeaderState
        switch goal {
        case .shown?: state = .revealing
        case .hidden?: state = .concealing
        case nil:
            if extent >= header { state = .shown }
            else if extent <= minExtent { state = .hidden }
            else if extent <= lower { state = .attached }
            else { state = .following }
        }
        let previous = frame
        frame = HeaderFrame(
            time: now, offset: offset, extent: extent,
            target: goal.map { extent(for: $0) }, state: state,
            background: offset > 0, headerY: extent - header, toolbarY: extent,
            pinned: offset >= collapsible && collapsible > 0, progress: progress,
            opacity: options.fade ? progress : 1)
        if state != previous.state { onStateChange?(state) }
        if progress != previous.progress { onProgressChange?(progress) }
        return frame
    }
}
