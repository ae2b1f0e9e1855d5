/// The quick-return state machine as a value: every rule of ``QuickReturnTracker`` lives
/// here. Keeping all mutable state in one struct lets the tracker mutate it with a single
/// exclusive access per input, which is most of what makes an input cheap.
struct QuickReturnMachine {
    enum Goal { case shown, hidden }

    var options: QuickReturnOptions {
        didSet { updateMinExtent() }
    }
    private(set) var geometry: ScrollGeometry = .zero
    private(set) var frame = HeaderFrame.initial
    private(set) var isFrozen = false
    private(set) var isFocusInside = false
    /// Whether the last published frame changed the state / the progress.
    private(set) var stateChanged = false
    private(set) var progressChanged = false
    /// An offset the content should scroll to (set by a snap near the top, for one input).
    private(set) var scrollRequest: Double?

    private var now: Double = 0
    private var offset: Double = 0
    private var extent: Double = 0
    private var animationStart: Double = 0
    private var animationFrom: Double = 0
    private var goal: Goal?
    private var accumulated: Double = 0
    private var lastDirection = 0
    /// Extra tolerance of the current run: what the previous, sub-pixel run moved without
    /// moving the header. Scrolling back over that distance must not move the header either,
    /// or rounding noise (68.42 then 68.0) would creep the header away with no net scroll.
    private var carriedTolerance: Double = 0
    private var gestureActive = false
    private var idleSnapDeadline: Double?

    init(options: QuickReturnOptions) {
        self.options = options.sanitized()
        updateMinExtent()
    }

    var needsTicks: Bool { goal != nil || idleSnapDeadline != nil }

    /// Effective collapsed height, cached: it is read several times per input.
    private(set) var minExtent: Double = 0

    private mutating func updateMinExtent() {
        minExtent = min(max(options.minExtent, geometry.minHeader), geometry.header)
    }

    mutating func handle(_ input: TrackerInput, at time: Double) -> HeaderFrame {
        if time.isFinite, time > now { now = time }
        scrollRequest = nil
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
            if inside { animate(to: .shown, animated: true) }
        case .tick:
            break
        }
        return publish()
    }

    mutating func freeze() {
        isFrozen = true
        goal = nil
    }

    mutating func unfreeze() {
        isFrozen = false
        accumulated = 0
        lastDirection = 0
        carriedTolerance = 0
    }

    mutating func show(animated: Bool) {
        animate(to: .shown, animated: animated)
    }

    mutating func hide(animated: Bool) {
        guard geometry.canCollapse, !isFocusInside else { return }
        animate(to: .hidden, animated: animated)
    }

    /// The lowest extent allowed right now: near the top the header rests on the content.
    private var lowerBound: Double {
        max(minExtent, geometry.header - offset)
    }

    func extent(for goal: Goal) -> Double {
        goal == .shown ? geometry.header : lowerBound
    }

    private mutating func apply(_ newGeometry: ScrollGeometry) {
        let wasFullyShown = extent >= geometry.header
        geometry = newGeometry
        updateMinExtent()
        offset = geometry.clampOffset(offset)
        if wasFullyShown || extent > geometry.header { extent = geometry.header }
        // A new header height can leave the old extent in the middle: settle, as after a jump.
        if !gestureActive { settleAfterJump() }
    }

    private mutating func scroll(to rawOffset: Double, source: ScrollSource) {
        guard rawOffset.isFinite else { return }
        let newOffset = geometry.clampOffset(rawOffset)
        let delta = newOffset - offset
        offset = newOffset
        guard source.isUserDriven, !isFrozen else {
            accumulated = 0
            lastDirection = 0
            carriedTolerance = 0
            if !isFrozen { settleAfterJump() }
            return
        }
        guard delta != 0 else { return }
        if !gestureActive { idleSnapDeadline = now + options.idleSnapDelay }

        let direction = delta > 0 ? 1 : -1
        if direction != lastDirection {
            let previousTolerance = (lastDirection > 0 ? options.toleranceDown : options.toleranceUp) + carriedTolerance
            let absorbed = lastDirection == 0 ? 0 : min(accumulated, previousTolerance)
            // Only sub-pixel runs are noise; a real reverse run resets as the seed says.
            carriedTolerance = absorbed < 1 ? absorbed : 0
            accumulated = 0
            lastDirection = direction
        }
        let tolerance = (direction > 0 ? options.toleranceDown : options.toleranceUp) + carriedTolerance
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

    private mutating func scrollForward(by distance: Double) {
        guard distance > 0, geometry.canCollapse || extent > lowerBound, !isFocusInside else { return }
        switch goal {
        case .hidden?: return
        case .shown?: goal = nil
        case nil: break
        }
        extent -= distance
    }

    private mutating func scrollBack(by distance: Double) {
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
    private mutating func settleAfterJump() {
        let lower = lowerBound
        let upper = geometry.header
        let current = min(max(extent, lower), upper)
        guard goal == nil, options.snap != .none, current > lower, current < upper else { return }
        animate(to: current - lower >= upper - current ? .shown : .hidden, animated: true)
    }

    private mutating func snap(velocity: Double?) {
        let lower = lowerBound
        let upper = geometry.header
        let current = min(max(extent, lower), upper)
        guard goal == nil, current < upper, !isFocusInside || current > lower else { return }
        if isFocusInside {
            animate(to: .shown, animated: true)
            return
        }
        if current <= lower {
            snapByScrolling(velocity: velocity)
            return
        }
        let nearest: Goal = current - lower >= upper - current ? .shown : .hidden
        if let chosen = choose(nearest: nearest, velocity: velocity) { animate(to: chosen, animated: true) }
    }

    /// Near the top the header rests on the content: neither shown nor hidden, and moving it
    /// alone would open a gap or cover the first row. So the content is asked to scroll —
    /// to the top (header fully shown) or one header down (header gone), as Android snaps.
    /// A fast fling is left to its momentum, which carries the content either way.
    private mutating func snapByScrolling(velocity: Double?) {
        let collapsed = geometry.header - minExtent
        guard offset > 0, offset < collapsed else { return }
        if let velocity, abs(velocity) >= options.flingVelocity { return }
        let nearest: Goal = offset <= collapsed / 2 ? .shown : .hidden
        switch choose(nearest: nearest, velocity: nil) {
        case .shown?:
            scrollRequest = 0
        case .hidden?:
            if collapsed <= geometry.maxOffset { scrollRequest = collapsed }
        case nil:
            break
        }
    }

    private func choose(nearest: Goal, velocity: Double?) -> Goal? {
        switch options.snap {
        case .none:
            return nil
        case .nearest:
            return nearest
        case .direction:
            return lastDirection > 0 ? .hidden : lastDirection < 0 ? .shown : nearest
        case .auto:
            if let velocity, abs(velocity) >= options.flingVelocity { return velocity > 0 ? .hidden : .shown }
            return nearest
        }
    }

    mutating func animate(to newGoal: Goal, animated: Bool) {
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
    @inline(__always) private mutating func advance() {
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


    @inline(__always) mutating func publish() -> HeaderFrame {
        let header = geometry.header
        let lower = lowerBound
        if !extent.isFinite { extent = header }
        extent = min(max(extent, lower), header)
        // The lower bound can carry the header to its goal before the clock does (scrolling
        // back to the top while revealing): the animation is then over.
        if let goal, extent == extent(for: goal) { self.goal = nil }

        let minExtent = self.minExtent
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
        stateChanged = state != frame.state
        let previousProgress = frame.progress
        let collapsible = header - minExtent
        frame = HeaderFrame(
            time: now, offset: offset, extent: extent, header: header, minExtent: minExtent,
            target: goal.map { extent(for: $0) }, state: state, background: offset > 0,
            pinned: offset >= collapsible && collapsible > 0, fades: options.fade)
        progressChanged = frame.progress != previousProgress
        return frame
    }
}
