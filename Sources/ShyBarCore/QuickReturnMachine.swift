/// The quick-return state machine as a value: every rule of ``QuickReturnTracker`` lives
/// here. Keeping all mutable state in one struct lets the tracker mutate it with a single
/// exclusive access per input, which is most of what makes an input cheap.
struct QuickReturnMachine {
    enum Goal { case shown, hidden }

    var options: QuickReturnOptions {
        didSet {
            updateMinExtent()
            // Without `durationPerHeader` a new duration applies to the running animation too.
            if options.durationPerHeader == 0 { animationDuration = options.duration }
        }
    }
    private(set) var geometry: ScrollGeometry = .zero
    private(set) var frame = HeaderFrame.initial
    private(set) var isFrozen = false
    /// What the desktop allows (GTK's `gtk-enable-animations`), apart from the integrator's
    /// own `options.animationsEnabled`: animations run only when both allow them.
    var systemAnimationsEnabled = true
    private(set) var isFocusInside = false
    /// The part of the content that holds the keyboard focus, while the view keeps it in sight
    /// (the last `.focusedItem` input).
    private(set) var focusSpan: ClosedRange<Double>?
    /// Whether the last published frame changed the state / the progress.
    private(set) var stateChanged = false
    private(set) var progressChanged = false
    /// The progress of the last published frame.
    private var publishedProgress: Double = 1
    /// An offset the content should scroll to (set by a snap near the top, for one input).
    private(set) var scrollRequest: Double?
    /// The content's own motion while the tracker settles it near the top (to the top or one
    /// header down), on the clock and curve of the header's animation, and the goal it serves.
    private var contentSettle: TimedAnimation?
    private var settleGoal: Goal?
    /// Where the content is in this input's frame while a settle moves it (``HeaderFrame/scroll``).
    private var settleScroll: Double?
    /// The last place a frame put the content: a `.settle` scroll there is this tracker's
    /// own step coming back; one anywhere else (a stray input) counts as programmatic.
    private var lastSettleStep: Double?

    private var now: Double = 0
    private var offset: Double = 0
    private var extent: Double = 0
    private var animationStart: Double = 0
    /// A show or hide called between inputs (Ctrl+F seconds after the last scroll) starts its
    /// animation's clock at the next input, the first frame after the call: `now` is still
    /// the last input's time, and an animation started then would be over on its first frame.
    private var animationStartsAtNextInput = false
    private var animationFrom: Double = 0
    /// The running animation's length: `duration`, plus `durationPerHeader` for the distance.
    private(set) var animationDuration: Double = 0
    private var goal: Goal?
    /// Where the running animation ends when that is not the goal's own extent: a settle
    /// that scrolls the content one header down hides the header along the same curve as
    /// the content, so it aims at the extent the content will leave it, not at the one it
    /// leaves it now (which moves as the content does).
    private var goalExtent: Double?
    private var accumulated: Double = 0
    private var lastDirection = 0
    /// Extra tolerance of the current run: what the previous, sub-pixel run moved without
    /// moving the header. Scrolling back over that distance must not move the header either,
    /// or rounding noise (68.42 then 68.0) would creep the header away with no net scroll.
    private var carriedTolerance: Double = 0
    private var gestureActive = false
    /// When a gesture that has seen no input since counts as ended (its end may never come).
    private var gestureDeadline: Double?
    private var idleSnapDeadline: Double?
    /// The direction (+1 forward, −1 back, 0 none) of the fling whose momentum is running.
    /// Momentum continues the gesture that started it: a step against it is the list
    /// correcting its estimated row heights, not the person, and must not move the header.
    private var momentumDirection = 0
    /// Movement either way since the header last reached an edge (`ToleranceRun.edge`).
    private var edgeRun: Double = 0

    init(options: QuickReturnOptions) {
        self.options = options.sanitized()
        animationDuration = self.options.duration
        updateMinExtent()
    }

    var needsTicks: Bool { goal != nil || contentSettle != nil || idleSnapDeadline != nil || gestureDeadline != nil }

    /// While no animation runs: the earliest time at which a `.tick` would change something
    /// (an idle snap, a gesture timing out), so a driver can sleep until then.
    var pendingDeadline: Double? {
        guard goal == nil, contentSettle == nil else { return nil }
        switch (idleSnapDeadline, gestureDeadline) {
        case let (idle?, gesture?): return min(idle, gesture)
        case let (idle, gesture): return idle ?? gesture
        }
    }

    /// Effective collapsed height, cached: it is read several times per input.
    private(set) var minExtent: Double = 0
    /// The offset before which the header never hides: the option plus its header heights
    /// (cached as `minExtent` is).
    private(set) var startOffset: Double = 0

    private mutating func updateMinExtent() {
        minExtent = min(max(options.minExtent, geometry.minHeader), geometry.header)
        startOffset = options.startOffset + options.startOffsetHeaders * geometry.header
    }

    /// Applies one input; the new frame is `frame` (not returned: copying it out twice, here
    /// and from the tracker, was a tenth of an input's cost).
    mutating func handle(_ input: TrackerInput, at time: Double) {
        if time > now, time < .infinity { now = time }
        if animationStartsAtNextInput {
            animationStartsAtNextInput = false
            animationStart = now
        }
        scrollRequest = nil
        settleScroll = nil
        // Scrolls are nearly every input: tested first, without switching over the payloads.
        if case .scroll(let newOffset, let source) = input {
            advance(personActs: source.isUserDriven && source != .momentum && geometry.clampOffset(newOffset) != offset)
            scroll(to: newOffset, source: source)
        } else {
            advance(personActs: input == .begin)
            handleOther(input)
        }
        publish()
    }

    private mutating func handleOther(_ input: TrackerInput) {
        switch input {
        case .geometry(let newGeometry):
            apply(newGeometry)
        case .scroll:
            break   // `handle` took it
        case .begin:
            gestureActive = true
            gestureDeadline = now + options.gestureTimeout
            idleSnapDeadline = nil
            momentumDirection = 0
        case .end(let velocity):
            endGesture(velocity: velocity.isFinite ? velocity : 0)
        case .focus(let inside):
            isFocusInside = inside
            if inside { animate(to: .shown, animated: true) }
        case .focusedItem(let span):
            focusSpan = span.flatMap { $0.lowerBound.isFinite && $0.upperBound.isFinite ? $0 : nil }
        case .tick:
            break
        }
    }

    mutating func freeze() {
        isFrozen = true
        goal = nil
        contentSettle = nil
    }

    mutating func unfreeze() {
        isFrozen = false
        edgeRun = 0
        accumulated = 0
        lastDirection = 0
        carriedTolerance = 0
    }

    mutating func show(animated: Bool) {
        startBetweenInputs(.shown, animated: animated)
    }

    mutating func hide(animated: Bool) {
        guard geometry.canCollapse, !isFocusInside else { return }
        startBetweenInputs(.hidden, animated: animated)
    }

    /// `animate(to:animated:)` from outside an input. Only an animation this call starts
    /// waits for the next input's time: a call repeated while it runs (a show on every
    /// frame) must not keep moving its start, or it would never get anywhere.
    private mutating func startBetweenInputs(_ newGoal: Goal, animated: Bool) {
        let running = goal
        animate(to: newGoal, animated: animated)
        if let goal, goal != running { animationStartsAtNextInput = true }
        if goal == nil { animationStartsAtNextInput = false }
    }

    /// The lowest extent allowed right now: near the top the header rests on the content.
    private var lowerBound: Double {
        maxOfNumbers(minExtent, geometry.header - offset)
    }

    func extent(for goal: Goal) -> Double {
        goal == .shown ? geometry.header : lowerBound
    }

    private mutating func apply(_ newGeometry: ScrollGeometry) {
        let wasFullyShown = extent >= geometry.header
        let resized = geometry.viewport > 0 && newGeometry.viewport != geometry.viewport
        geometry = newGeometry
        updateMinExtent()
        offset = geometry.clampOffset(offset)
        if wasFullyShown || extent > geometry.header { extent = geometry.header }
        if resized, options.revealOnResize, !isFrozen { animate(to: .shown, animated: true) }
        // A new header height, a resize or a content change can leave the old extent in the
        // middle, or the content resting near the top: settle, as after a jump.
        if !gestureActive { settleAfterJump() }
    }

    /// A gesture ended (its end event, or its timeout): the header snaps, and a fling's
    /// momentum may follow, which continues this gesture. Any release velocity means GTK
    /// decelerates from it, so the idle rule checks the rest again once the content stops.
    private mutating func endGesture(velocity: Double) {
        restartRunAfterInputStops()
        gestureActive = false
        gestureDeadline = nil
        idleSnapDeadline = nil
        momentumDirection = velocity > 0 ? 1 : velocity < 0 ? -1 : 0
        if !leavesSnapToMomentum { snap(velocity: velocity) }
        // A fling near the top is left to its momentum; if none follows (or it stops
        // inside the top zone), the idle rule settles what it left.
        if momentumDirection != 0 { idleSnapDeadline = now + options.idleSnapDelay }
    }

    @inline(__always) private mutating func scroll(to rawOffset: Double, source: ScrollSource) {
        guard rawOffset.isFinite else { return }
        let newOffset = geometry.clampOffset(rawOffset)
        let delta = newOffset - offset
        let previousOffset = offset
        offset = newOffset
        // The content going where this tracker's own frame said: a header with an animation
        // of its own is already there (one curve); one riding on the content rides on.
        if source == .settle, let step = lastSettleStep, abs(step - rawOffset) < 1e-6 {
            if wasResting(at: previousOffset) { extent = lowerBound }
            return
        }
        guard source.isUserDriven, !isFrozen, !options.swipesOnly || isSwipe(source) else {
            // A header riding part-way on the content near the top stays on it when layout
            // moves the content on (GtkListView correcting its estimate a moment after a key
            // scrolled, late on a busy machine): else it is left over the first row until the
            // next input. From the top a jump still never hides a fully shown header.
            if !isFrozen, delta > 0, newOffset - delta > 0, wasResting(at: previousOffset), isInTopZone { extent = lowerBound }
            edgeRun = 0
            accumulated = 0
            lastDirection = 0
            carriedTolerance = 0
            // During a person's gesture (a scrollbar drag: GTK maps the thumb to values that
            // jitter as the list re-estimates its height) layout is not a jump to settle
            // after: the gesture's end settles.
            if !isFrozen, !gestureActive, idleSnapDeadline == nil { settleAfterJump() }
            return
        }
        switch source {
        case .wheel, .keyboard:
            // A new source replaces a gesture whose end never came; the idle rule ends it.
            gestureActive = false
            gestureDeadline = nil
            momentumDirection = 0
        case .momentum:
            break
        default:
            momentumDirection = 0
            if gestureActive { gestureDeadline = now + options.gestureTimeout }
        }
        guard delta != 0 else { return }
        if source == .touch, isTouchRounding(from: previousOffset, to: newOffset) {
            if delta < 0 {
                followRounding(back: -delta)
            } else if wasResting(at: previousOffset) {
                extent = lowerBound   // the content carries a header resting on it, however little
            }
            return
        }
        // The end of a fling wobbles by fractions of a pixel for a while (the list rounding
        // its position): that is not movement that should keep postponing the idle snap.
        // But a slow tail that creeps into the top zone must still be looked at once it
        // rests, so it arms the snap when none is due.
        if !gestureActive {
            if source != .momentum || abs(delta) >= 0.5 {
                idleSnapDeadline = now + options.idleSnapDelay
            } else if idleSnapDeadline == nil, isInTopZone {
                idleSnapDeadline = now + options.idleSnapDelay
            }
        }

        let direction = delta > 0 ? 1 : -1
        if source == .momentum, momentumDirection != 0, direction != momentumDirection { return }
        // A header a settle is bringing back to the top, within a few pixels of the content,
        // is riding on it too when the person scrolls forward again: the settle is over, and
        // its last pixels would otherwise be left over the first row.
        let nearlyRiding = goal == .shown && direction > 0 && source != .momentum && options.conceal == .follow
            && isInTopZone && extent - (geometry.header - (offset - delta)) <= 3
        if nearlyRiding { goal = nil }
        if direction > 0, nearlyRiding || wasResting(at: previousOffset), !isFocusInside, newOffset > startOffset {
            // Whatever the tolerance: a header riding on the content goes with it, so it
            // never ends up over the first row nor floating above it.
            extent = lowerBound
        }
        // Back inside the start offset the header is pinned, whatever the tolerance.
        if direction < 0, newOffset <= startOffset, extent < geometry.header {
            animate(to: .shown, animated: true)
        }
        switch options.toleranceRun {
        case .direction, .gesture: break
        case .edge:
            scrollAgainstEdgeBudget(by: abs(delta), direction: direction, newOffset: newOffset)
            return
        case .event:
            scrollIfEventExceedsTolerance(by: abs(delta), direction: direction, newOffset: newOffset)
            return
        }
        if direction != lastDirection {
            let previousTolerance = (lastDirection > 0 ? options.toleranceDown : options.toleranceUp) + carriedTolerance
            let absorbed = lastDirection == 0 ? 0 : min(accumulated, previousTolerance)
            // Only sub-pixel runs are noise; a real reverse run resets as the original design does.
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
            scrollForward(by: min(beyond, newOffset - startOffset))
        } else {
            scrollBack(by: beyond)
        }
    }

    /// Whether a step during a touch drag is the toolkit's arithmetic rather than the finger:
    /// a drag's value comes from float coordinates, so a finger at rest reports its place
    /// again a float's last digit apart (300.0000152587891, then 300.0), and GtkListView
    /// floors the value onto a whole pixel in its layout (89.99996948242188 becomes 89.0).
    /// Taken as the finger's, either would reveal (or hide) the header of every preset
    /// without a tolerance while the finger only went the other way or rested.
    private func isTouchRounding(from previousOffset: Double, to newOffset: Double) -> Bool {
        abs(newOffset - previousOffset) < 1e-3
            || (newOffset < previousOffset && newOffset == previousOffset.rounded(.down)
                && newOffset == newOffset.rounded(.down))
    }

    /// A touch rounding (see `isTouchRounding`) moved the content back by `distance`: it
    /// counts as no movement of the person's, and a header part-way out stays on the content
    /// where the screen shows it (the rows are drawn at the rounded place), so that header
    /// and content do not drift apart by a fraction in every frame of the drag.
    private mutating func followRounding(back distance: Double) {
        if lastDirection > 0 { accumulated = max(0, accumulated - distance) }
        guard goal == nil, extent > lowerBound + 1e-9, extent < geometry.header else { return }
        extent = min(extent + distance, geometry.header)
    }

    /// Whether the header rested on the content (near the top) when it was at `previousOffset`:
    /// the content then carries it. Asked only where it matters, as it costs a few
    /// instructions an input.
    private func wasResting(at previousOffset: Double) -> Bool {
        goal == nil && extent <= maxOfNumbers(minExtent, geometry.header - previousOffset) + 1e-9
    }

    /// AMScrollingNavbar's delay: one budget of movement, spent by scrolling either way while
    /// the header rests at an edge, refilled when a movement leaves it at the edge it moves
    /// towards. The step that spends the last of it moves the header by its whole distance,
    /// as AMScrollingNavbar does, and from then on every movement moves the header, a reversal
    /// included. Within one budget of the top the delay does not hold the header back.
    private mutating func scrollAgainstEdgeBudget(by distance: Double, direction: Int, newOffset: Double) {
        lastDirection = direction
        let budget = direction > 0 ? options.toleranceDown : options.toleranceUp
        edgeRun += distance
        guard edgeRun >= budget || (direction < 0 && newOffset <= budget) else { return }
        // It looks at the bar as it was before the step: the step that collapses (or
        // expands) the bar leaves the delay spent, so scrolling straight back follows at
        // once; the next step towards that edge refills it.
        if direction > 0 {
            let wasCollapsed = extent <= lowerBound + 1e-9 || goal == .hidden
            scrollForward(by: min(distance, newOffset - startOffset))
            if wasCollapsed { edgeRun = 0 }
        } else {
            let wasExpanded = extent >= geometry.header || goal == .shown
            scrollBack(by: distance)
            if wasExpanded { edgeRun = 0 }
        }
    }

    /// Headroom.js's tolerance: each event on its own must move at least the tolerance
    /// (`toleranceExceeded`: the distance since the last frame `>=` the tolerance of its
    /// direction), so a slow scroll whose every step is below it neither pins nor unpins.
    private mutating func scrollIfEventExceedsTolerance(by distance: Double, direction: Int, newOffset: Double) {
        lastDirection = direction
        if direction > 0 {
            if distance >= options.toleranceDown { scrollForward(by: min(distance, newOffset - startOffset)) }
        } else if distance >= options.toleranceUp {
            scrollBack(by: distance)
        }
    }

    /// `swipesOnly`: the fingers' own movement (a pan); the fling's momentum after it is not.
    private func isSwipe(_ source: ScrollSource) -> Bool {
        source == .touchpad || source == .touch
    }

    /// `snapAfterMomentum`: a release with velocity (GTK decelerates from any) snaps when
    /// the momentum has stopped — the idle rule — rather than at release.
    private var leavesSnapToMomentum: Bool {
        options.snapAfterMomentum && momentumDirection != 0
    }

    /// How long an animation over `distance` px takes: `duration`, plus `durationPerHeader`
    /// per header height (Android: (distance / height + 1) × 150 ms).
    private func duration(travelling distance: Double) -> Double {
        guard options.durationPerHeader > 0, geometry.header > 0 else { return options.duration }
        return options.duration + options.durationPerHeader * abs(distance) / geometry.header
    }

    /// A gesture ended or input went quiet: tolerance runs that last one gesture start over.
    private mutating func restartRunAfterInputStops() {
        switch options.toleranceRun {
        case .direction: break
        case .gesture:
            accumulated = 0
            carriedTolerance = 0
        case .edge: edgeRun = 0
        case .event: break
        }
    }

    @inline(__always) private mutating func scrollForward(by distance: Double) {
        guard distance > 0, geometry.canCollapse || extent > lowerBound, !isFocusInside else { return }
        if options.conceal == .animate {
            if goal != .hidden { animate(to: .hidden, animated: true) }
            return
        }
        switch goal {
        case .hidden?:
            // Already on its way out: content moving faster than the animation carries the
            // header with it, 1:1, rather than leaving it behind over the moving rows.
            if extent - distance < extent(for: .hidden) + 1e-9 || animationDuration <= 0 { break }
            return
        case .shown?: goal = nil
        case nil: break
        }
        goal = nil
        extent -= distance
    }

    @inline(__always) private mutating func scrollBack(by distance: Double) {
        // Near the top a header that follows the content and rests on it rides back down
        // with it: revealing it over the first rows would cover them while the content
        // still moves, and when input stops the settle takes the content to the top (or one
        // header down) with the header, in step. (A header that moves as a whole, as
        // Headroom's does, is revealed at once as its peer does.)
        if options.conceal == .follow, options.snap != .none, isInTopZone, goal == nil,
           extent <= lowerBound + 1e-9 { return }
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
        guard options.snap != .none else {
            settleOntoContentNearTop()
            return
        }
        if isInTopZone {
            snapByScrolling(velocity: nil)
            return
        }
        let lower = lowerBound
        let upper = geometry.header
        let current = min(max(extent, lower), upper)
        guard goal == nil, current > lower, current < upper else { return }
        animate(to: nearestGoal(current: current, lower: lower, upper: upper), animated: true)
    }

    /// Shown when at least `snapThreshold` of the collapsible part is visible, else hidden.
    private func nearestGoal(current: Double, lower: Double, upper: Double) -> Goal {
        let threshold = options.snapThreshold
        // The midpoint keeps its own form, so the default gives bit for bit the same result.
        if threshold == 0.5 { return current - lower >= upper - current ? .shown : .hidden }
        return current - lower >= (upper - lower) * threshold ? .shown : .hidden
    }

    /// `restOnContentNearTop` with `snap` `none`: a header revealed over the first rows near
    /// the top goes back onto the content, so nothing is left over a row; one that must be
    /// shown (focus inside, or already on its way there) takes the content to the top instead.
    /// A header riding on the content stays, as the peers without snapping leave it.
    private mutating func settleOntoContentNearTop() {
        guard options.snap == .none, options.restOnContentNearTop, isInTopZone, goal != .hidden else { return }
        if isFocusInside || goal == .shown {
            momentumDirection = -1
            animate(to: .shown, animated: true)
            settleContent(to: 0, for: .shown)
        } else if extent > lowerBound {
            animate(to: .hidden, animated: true)
        }
    }

    /// Whether the content rests between the top and one header down, where the only
    /// places for the header are "on the content" (partly shown) or "over the first row":
    /// neither is a place to stop.
    private var isInTopZone: Bool {
        let collapsed = geometry.header - minExtent
        return offset > 0 && offset < collapsed && geometry.canCollapse && !isFrozen
    }

    private mutating func snap(velocity: Double?) {
        guard !isFrozen else { return }
        if options.snap == .none, options.restOnContentNearTop, isInTopZone {
            settleOntoContentNearTop()
            return
        }
        if isInTopZone {
            snapByScrolling(velocity: velocity)
            return
        }
        let lower = lowerBound
        let upper = geometry.header
        let current = min(max(extent, lower), upper)
        guard goal == nil, current < upper, !isFocusInside || current > lower else { return }
        if isFocusInside {
            animate(to: .shown, animated: true)
            return
        }
        guard current > lower else { return }
        let nearest = nearestGoal(current: current, lower: lower, upper: upper)
        if let chosen = choose(nearest: nearest, velocity: velocity) { animate(to: chosen, animated: true) }
    }

    /// Near the top the header rests on the content: neither shown nor hidden, and moving it
    /// alone would open a gap or cover the first row. So the content is asked to scroll —
    /// to the top (header fully shown) or one header down (header gone), as Android snaps —
    /// and the header goes with it. A release with any velocity is left to its momentum
    /// (GTK decelerates from every non-zero release velocity): settling at once would fight
    /// the deceleration, which moves the content on after the settle was decided. The idle
    /// rule settles wherever the content comes to rest.
    private mutating func snapByScrolling(velocity: Double?) {
        let collapsed = geometry.header - minExtent
        if let velocity, velocity != 0 { return }
        let lower = lowerBound
        let nearest: Goal
        if goal == .shown || isFocusInside {
            nearest = .shown
        } else if goal == .hidden {
            nearest = .hidden
        } else if extent > lower + 0.5 {
            // Revealed over the content: keep it where it is going, by its own extent.
            nearest = nearestGoal(current: extent, lower: lower, upper: geometry.header)
        } else if options.snapThreshold == 0.5 {
            nearest = offset <= collapsed / 2 ? .shown : .hidden
        } else {
            // Resting on the content, the visible fraction is 1 − offset / collapsed.
            nearest = offset <= collapsed * (1 - options.snapThreshold) ? .shown : .hidden
        }
        // The settle's own choice (not a reveal or hide under way) keeps the focus in sight.
        let forced = goal != nil || isFocusInside
        guard let chosen = forced ? choose(nearest: nearest, velocity: nil)
                                  : keepingFocusInSight(choose(nearest: nearest, velocity: nil)) else { return }
        // The header and the content move together: every frame of the settle says where
        // the content is (`HeaderFrame.scroll`) from the header's own curve, so the lower
        // bound rises (or falls) with it (see `settleContent`).
        momentumDirection = chosen == .shown ? -1 : 1
        animate(to: chosen, animated: true)
        if goal == .hidden {
            goalExtent = minExtent
            animationDuration = duration(travelling: extent - minExtent)
        }
        settleContent(to: chosen == .shown ? 0 : collapsed, for: chosen)
    }

    /// Starts moving the content to `target` for a settle to `settleGoal`: on the header's
    /// own animation when one runs (same start, length and curve, so each frame takes the
    /// header and the content from the same point of it), else on the curve the header
    /// would take over that distance (a header riding on the content goes with it). Every
    /// frame until it arrives carries where the content is (``HeaderFrame/scroll``); the
    /// first moves nothing, as a new animation moves nothing at its start.
    private mutating func settleContent(to target: Double, for settleGoal: Goal) {
        let target = geometry.clampOffset(target)
        scrollRequest = target
        // Asked again for where it is already going (the idle rule looking at it mid-way):
        // it carries on along its curve.
        if let running = contentSettle, running.to == target, self.settleGoal == settleGoal { return }
        guard target != offset else {
            contentSettle = nil
            return
        }
        let animated = options.animationsEnabled && systemAnimationsEnabled
        // A header animation that began before (a reveal the settle carries on) is further
        // along its curve than the content, which starts now: the content takes a curve of
        // its own, the same length, and the header meets it on the way (the lower bound).
        let sharesCurve = goal == settleGoal && animationStart == now
        let length = sharesCurve ? animationDuration : duration(travelling: target - offset)
        contentSettle = TimedAnimation(from: offset, to: target, start: now, duration: animated ? length : 0,
                                       easing: options.easing)
        self.settleGoal = settleGoal
        // Where the content is as it starts, so that a person's input from now on ends it.
        lastSettleStep = offset
    }

    /// `goal`, or the other edge when only that one has the focused item whole in the viewport
    /// (a settle to the top pushes a line near the bottom out below; one the keys just moved
    /// past the bottom, which GTK is bringing in, is shown by settling one header down).
    /// When neither edge shows it whole: nil (no settle, the header rides on) for an item in
    /// sight now, `goal` for one out of sight, which the settle has no part in.
    private func keepingFocusInSight(_ goal: Goal?) -> Goal? {
        guard let goal, let span = focusSpan else { return goal }
        let viewport = geometry.viewport
        func keeps(_ edge: Goal) -> Bool {
            let settled = edge == .shown ? 0 : geometry.header - minExtent
            let covered = edge == .shown ? geometry.header : minExtent
            return span.lowerBound - settled >= covered - 0.5 && span.upperBound - settled <= viewport + 0.5
        }
        if keeps(goal) { return goal }
        let other: Goal = goal == .shown ? .hidden : .shown
        if keeps(other) { return other }
        let inSight = span.upperBound > offset && span.lowerBound < offset + viewport
        return inSight ? nil : goal
    }

    /// A release fast enough to decide the snap (a zero velocity never is, whatever the
    /// threshold).
    private func isFling(_ velocity: Double) -> Bool {
        velocity != 0 && abs(velocity) >= options.flingVelocity
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
            if let velocity, isFling(velocity) { return velocity > 0 ? .hidden : .shown }
            return nearest
        }
    }

    mutating func animate(to newGoal: Goal, animated: Bool) {
        if goal == newGoal { return }
        // The content settling the other way would part from the header.
        if contentSettle != nil, settleGoal != newGoal { contentSettle = nil }
        goalExtent = nil
        if extent == extent(for: newGoal) {
            goal = nil
            return
        }
        let length = duration(travelling: extent - extent(for: newGoal))
        guard animated, options.animationsEnabled, systemAnimationsEnabled, length > 0 else {
            goal = nil
            extent = extent(for: newGoal)
            return
        }
        animationDuration = length
        goal = newGoal
        animationFrom = extent
        animationStart = now
    }

    /// Brings the running animation and the deadlines up to `now`. An idle settle that fell
    /// due just before the person acted again, and that no frame has started yet (a key's
    /// scroll came a fraction of a millisecond after the delay was up, ahead of the driver's
    /// tick), waits for the next pause instead: started now, its settle would take the
    /// content back from where the person's scroll has just put it, or move it under
    /// the fingers that have just touched down.
    @inline(__always) private mutating func advance(personActs: Bool = false) {
        // The person's own scroll (or touch) takes the content from the settle at once.
        if personActs, lastSettleStep != nil {
            contentSettle = nil
            lastSettleStep = nil
        }
        if let goal {
            let animation = TimedAnimation(from: animationFrom, to: goalExtent ?? extent(for: goal),
                                           start: animationStart, duration: animationDuration,
                                           easing: options.easing)
            extent = animation.value(at: now)
            if animation.isFinished(at: now) { self.goal = nil }
        }
        if let deadline = gestureDeadline, now >= deadline {
            endGesture(velocity: 0)
        }
        if let deadline = idleSnapDeadline, now >= deadline {
            if personActs {
                idleSnapDeadline = now + options.idleSnapDelay
            } else {
                idleSnapDeadline = nil
                restartRunAfterInputStops()
                snap(velocity: nil)
            }
        }
        // Last: a snap just now may carry on the settle under way.
        if let settle = contentSettle {
            settleScroll = settle.value(at: now)
            lastSettleStep = settleScroll
            if settle.isFinished(at: now) { contentSettle = nil }
        }
    }


    @inline(__always) mutating func publish() {
        let header = geometry.header
        let lower = lowerBound
        if !extent.isFinite { extent = header }
        extent = min(maxOfNumbers(extent, lower), header)
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
        let collapsible = header - minExtent
        frame = HeaderFrame(
            time: now, offset: offset, extent: extent, header: header, minExtent: minExtent,
            target: goal.map { extent(for: $0) }, state: state, showsBackground: offset > 0,
            pinned: offset >= collapsible && collapsible > 0, fades: options.fade, scroll: settleScroll)
        // `frame.progress`, computed once a frame and kept for the next comparison.
        let progress = collapsible > 0 ? (extent - minExtent) / collapsible : 1
        progressChanged = progress != publishedProgress
        publishedProgress = progress
    }
}
