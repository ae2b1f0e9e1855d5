import CGtk
import ShyBarCore

/// Watches a ``ScrolledWindow`` and turns what happens to it into ``TimedInput`` values
/// for a tracker: geometry changes, offsets with the source that moved them, gesture
/// begin/end with release velocity.
///
/// How sources are told apart (all controllers run in the CAPTURE phase and never stop
/// an event, so the scrolled window behaves exactly as without the observer). The most
/// recent input event decides: a wheel step after a touchpad gesture is a wheel, a key
/// after it is the keyboard — a new source replaces the old one at once.
/// - a `GtkEventControllerScroll` (VERTICAL | KINETIC): `scroll` with unit `surface` is a
///   touchpad (or any smooth scrolling): the first one begins a gesture. Whether that
///   gesture ends with a stop is known from the event itself (`GestureEnd`): fingers on
///   a Wayland touchpad always end with a stop (`scroll-end`, with `decelerate` giving the
///   release velocity and starting momentum), so their gesture is never ended by quiet and
///   nothing moves while the fingers rest. Devices that never send a stop (every touchpad
///   under X11, trackpoints, Wayland's continuous source) end their gesture after
///   ``smoothIdle`` of quiet instead, with the velocity of their last movement. Unit
///   `wheel` is a mouse wheel (discrete, no begin/end — the tracker's idle rule ends it);
/// - a key controller: value changes shortly after a key press are keyboard scrolling
///   (GTK animates Page Down, so the window is generous);
/// - a click gesture + legacy controller: a press on the vertical scrollbar begins a
///   scrollbar drag, the release ends it; touch begin/end (or cancel) frame a touch drag,
///   whose release velocity is that of its last movement;
/// - anything else that moves the vadjustment is programmatic (clamping, scroll-to, rounding).
///
/// Every gesture ends: by its end event, by idleness, when the scrolled window is
/// unmapped (page switched, window closed), or at worst by the tracker's gesture timeout.
@MainActor
package final class ScrollObserver {
    /// Receives every input, in time order.
    package var onInput: ((TimedInput) -> Void)?
    /// Builds the geometry from the viewport (page size) and content (upper − lower);
    /// the default has no header.
    package var geometryProvider: (_ viewport: Double, _ content: Double) -> ScrollGeometry = {
        ScrollGeometry(viewport: $0, content: $1, header: 0)
    }
    /// Called once if the scrolled window is finalized while observed.
    package var onScrolledWindowFinalized: (() -> Void)?

    /// How long after a key press value changes count as keyboard scrolling, ms.
    package static let keyboardWindow: Double = 700
    /// How long after a wheel step value changes count as wheel scrolling, ms.
    package static let wheelWindow: Double = 350
    /// How long after releasing the scrollbar value changes still count as scrollbar, ms.
    package static let scrollbarWindow: Double = 350
    /// A gap in value changes this long ends momentum scrolling, ms.
    package static let momentumGap: Double = 200
    /// A smooth-scroll gesture from a device that sends no stop event ends after this long
    /// without a scroll event, ms.
    package static let smoothIdle: Double = 150
    /// The span of movement a gesture ended by idleness takes its velocity from, ms.
    static let velocitySpan: Double = 150
    /// Pixels GtkScrolledWindow scrolls per unit of smooth scrolling; `decelerate` reports
    /// units per second, so this turns it into the px/s of the kinetic scroll that follows.
    static let pixelsPerSmoothUnit: Double = 2.5

    /// The kinds of input event a person makes, most recent first decides.
    private enum Kind { case none, wheel, smooth, keyboard, scrollbar, touch }

    private let scrolledWindow: ScrolledWindow
    private let adjustment: Adjustment
    private var windowWatch: ObjectWatch?
    private var connections: [SignalConnection] = []
    private var controllers: [EventController] = []

    private var lastTime: Double = 0
    private var lastKind = Kind.none
    private var lastKindTime: Double = -.infinity
    private var touchpadActive = false
    /// How the smooth gesture under way ends, decided by its first event.
    private var smoothGestureEnd = GestureEnd.byQuiet
    private var lastSmoothEvent: Double = -.infinity
    private var smoothIdleCheck: Timeout?
    /// Recent (time, offset) of the smooth gesture or touch drag, for the velocity of its end.
    private var recentMotion: [(time: Double, offset: Double)] = []
    private var touchActive = false
    private var scrollbarDragging = false
    /// Which way the pointer dragging the scrollbar last moved (+1 down: the content goes
    /// forward, −1 up, 0 not yet), and where it was.
    private var scrollbarDirection = 0
    private var scrollbarPointerY: Double?
    private var momentum = false
    private var lastValueChange: Double = -.infinity
    /// Direction of the last wheel step: +1 forward, −1 back.
    private var lastWheelDirection = 0
    /// Direction the last key scrolls: +1 towards the end, −1 towards the start, 0 unknown.
    private var lastKeyDirection = 0
    /// The offset of the last value change, to tell its direction.
    private var lastSeenOffset: Double = 0
    /// The offset the adjustment had when its bounds changed, if the value had moved with
    /// them (see ``boundsChanged()``), until the value change that reports it.
    private var reconfiguredOffset: Double?
    private let touchDrag: TouchDragCorrection
    /// Runs per-frame work on the view's one clock (the header's ``FrameClockDriver``);
    /// without one, GTK's own deceleration carries a fling's momentum.
    package var frameScheduler: ((@escaping FrameClockDriver.FrameTask) -> Void)?
    /// A fling's momentum the observer carries (``MomentumCarry``), and whether the value
    /// change under way is one of its steps. Each carry has its own number: the task of a
    /// carry that was stopped ends itself.
    private var carryNumber = 0
    private var isCarrying = false
    private var isCarryingMomentum = false
    /// The frame time of the carry's current step (see ``settleFrameTime``).
    private var carryStepTime: Double?
    /// The source of the value change ``move(to:as:)`` is making, while it makes it.
    private var movingAs: ScrollSource?
    /// The frame time of the tracker's settle step under way (``settle(to:frameTime:)``).
    /// Value changes until it ends (its steps, and the list rounding them during layout, a
    /// little later in the same frame) are stamped with it, not with the clock: the header
    /// is then computed for the same instant as the content's position, however late a busy
    /// machine runs layout.
    private var settleFrameTime: Double?
    /// A person's input event came while the tracker settled the content: the settle's
    /// remaining steps are not carried out, and what moves the content next is classified as
    /// usual, so the person's own scroll (a key's, moved in the next layout) reaches the
    /// tracker as theirs and ends the settle there. Cleared when the settle ends.
    private var settleInterrupted = false
    private var releaseVelocity: Double = 0
    private var pendingEnd: Timeout?
    private var kineticStop: Timeout?

    /// Whether the observer still listens.
    package private(set) var isObserving = true

    /// Starts observing `scrolledWindow`; call ``refresh()`` to send the first geometry.
    package init(scrolledWindow: ScrolledWindow) {
        self.scrolledWindow = scrolledWindow
        adjustment = scrolledWindow.vadjustment
        touchDrag = TouchDragCorrection(scrolledWindow: scrolledWindow)
        windowWatch = ObjectWatch(scrolledWindow) { [weak self] in
            guard let self else { return }
            self.windowWatch = nil
            self.controllers = []   // owned and freed by the scrolled window
            self.stop()
            self.onScrolledWindowFinalized?()
        }
        touchDrag.isOwnMove = { [weak self] in
            guard let self else { return false }
            return self.movingAs != nil || self.isCarryingMomentum
        }
        connections.append(adjustment.onValueChanged { [weak self] in self?.valueChanged() })
        connections.append(adjustment.onChanged { [weak self] in self?.boundsChanged() })
        connections.append(scrolledWindow.onUnmap { [weak self] in self?.endEverything() })
        installControllers()
    }

    private func installControllers() {
        let scroll = ScrollController()
        scroll.phase = .capture
        scroll.onScroll { [weak self, unowned scroll] _, dy in
            // A mouse's smooth steps (a high-resolution wheel's fractions) are a wheel too:
            // the device has no fingers to lift, so it never sends a stop.
            let deviceSource = shy_controller_device_source(gpointer(scroll.raw))
            let wheel = gtk_event_controller_scroll_get_unit(shy_scroll_controller(gpointer(scroll.raw))) == GDK_SCROLL_UNIT_WHEEL
                || deviceSource == GDK_SOURCE_MOUSE
            guard let self else { return false }
            let end = GestureEnd(fingersOnTouchpad: deviceSource == GDK_SOURCE_TOUCHPAD,
                                 onWayland: self.scrolledWindow.isOnWayland)
            self.scrolled(unitIsWheel: wheel, dy: dy, gestureEnd: end)
            return false
        }
        scroll.onScrollEnd { [weak self] in self?.scrollEnded() }
        scroll.onDecelerate { [weak self] _, vy in self?.flung(velocity: vy * Self.pixelsPerSmoothUnit) }

        let keys = KeyController()
        keys.phase = .capture
        keys.onKeyPressed { [weak self] name, _ in
            self?.keyPressed(direction: Self.scrollDirection(ofKey: name))
            return false
        }

        let click = ClickGesture()
        click.phase = .capture
        click.onPressed { [weak self] _, x, y in self?.pressed(x: x, y: y) }

        let legacy = LegacyController()
        legacy.phase = .capture
        legacy.onEvent { [weak self] event in
            self?.rawEvent(event)
            return false
        }
        controllers = [scroll, keys, click, legacy]
        for controller in controllers { scrolledWindow.addController(controller) }
    }

    /// Stops observing: disconnects everything and removes the controllers (when the
    /// scrolled window still exists). Safe to call more than once.
    package func stop() {
        guard isObserving else { return }
        isObserving = false
        stopCarry()
        settleFrameTime = nil
        settleInterrupted = false
        pendingEnd?.cancel()
        pendingEnd = nil
        kineticStop?.cancel()
        kineticStop = nil
        smoothIdleCheck?.cancel()
        smoothIdleCheck = nil
        touchDrag.end()
        for connection in connections { connection.disconnect() }
        connections = []
        if windowWatch?.isAlive == true {
            for controller in controllers { scrolledWindow.removeController(controller) }
        }
        controllers = []
        windowWatch?.cancel()
        windowWatch = nil
    }

    /// Sends the current geometry and offset again (after a page switch, a resize, a
    /// change of the header, or a filter) so nothing goes stale.
    package func refresh() {
        guard isObserving else { return }
        sendGeometry()
        emit(.scroll(offset: currentOffset, source: .programmatic))
    }

    /// Moves the content to where a frame of the tracker's settle puts it
    /// (``HeaderFrame/scroll``), reported as `.settle`; value changes are stamped with
    /// `frameTime` until ``settleEnded()``.
    ///
    /// The settle's first step stops whatever still moves the content: GTK's kinetic
    /// deceleration (it sets the value every frame from its own position and would pull the
    /// content back where it was going) and a fling's momentum this observer carries.
    package func settle(to offset: Double, frameTime: Double) {
        guard !settleInterrupted else { return }
        if settleFrameTime == nil {
            stopCarry()
            if !touchpadActive, !touchActive, !scrollbarDragging { scrolledWindow.stopKineticScrolling() }
        }
        settleFrameTime = frameTime
        move(to: offset, as: .settle)
    }

    /// The tracker's settle has no step in this frame: value changes are stamped with the
    /// clock again.
    package func settleEnded() {
        settleFrameTime = nil
        settleInterrupted = false
    }

    /// Moves the content to `offset` at once, reported as `source` (by default
    /// `.programmatic`, which never moves a header). A carried fling stops unless the move
    /// is the settle's own: it would carry the content on from where the move put it.
    func move(to offset: Double, as source: ScrollSource = .programmatic) {
        let maximum = max(0, adjustment.upper - adjustment.lower - adjustment.pageSize)
        let target = min(max(offset, 0), maximum)
        guard target != currentOffset else { return }
        if source != .settle { stopCarry() }
        movingAs = source
        adjustment.value = adjustment.lower + target
        movingAs = nil
    }

    private func stopCarry() {
        carryStepTime = nil
        carryNumber &+= 1
        isCarrying = false
    }

    /// The current offset (value − lower).
    package var currentOffset: Double { adjustment.value - adjustment.lower }

    /// Milliseconds on the monotonic clock, never earlier than the last input sent.
    func now(_ time: Double = Gtk.monotonicMilliseconds) -> Double {
        lastTime = max(lastTime, time)
        return lastTime
    }

    /// Sends one input stamped now (or at `time`, e.g. a frame time).
    package func emit(_ input: TrackerInput, at time: Double? = nil) {
        guard isObserving else { return }
        onInput?(TimedInput(time: now(time ?? Gtk.monotonicMilliseconds), input: input))
    }

    /// The bounds changed. A list lays itself out with `gtk_adjustment_configure`, which
    /// puts the new value in place before it emits `changed` and emits `value-changed`
    /// after: a value that moved together with the bounds is the list's layout. Under a
    /// finger that is the list correcting its estimate of the rows above the view (it keeps
    /// its rows where they are on screen and moves the value by the correction), never the
    /// finger, which moves the value itself. Under keys it may be the key's own scroll (Ctrl+
    /// End has the list scroll to its last row in its layout), so there the key's direction
    /// decides, as before.
    private func boundsChanged() {
        reconfiguredOffset = currentOffset != lastSeenOffset ? currentOffset : nil
        sendGeometry()
    }

    private func sendGeometry() {
        emit(.geometry(geometryProvider(adjustment.pageSize, adjustment.upper - adjustment.lower)))
    }

    /// For tests: the handler a person's input event of `source` kind reaches, as if its
    /// controller signal had fired (XTest cannot make touchpad gestures, and unit tests
    /// cannot make real wheel events). The Wayland end-to-end suite drives the real ones.
    func simulateUserInput(_ source: ScrollSource) {
        switch source {
        case .wheel: scrolled(unitIsWheel: true, dy: 0, gestureEnd: .byQuiet)
        case .keyboard: keyPressed(direction: 0)
        case .touchpad: scrolled(unitIsWheel: false, dy: 0, gestureEnd: .byQuiet)
        case .scrollbar: personActed(.scrollbar)
        default: break
        }
    }

    /// For tests: the fingers of a Wayland touchpad lift at `velocity` px/s, as the real
    /// `decelerate` and `scroll-end` report it: the momentum is carried as after a real fling.
    func simulateFling(velocity: Double) {
        flung(velocity: velocity)
        scrollEnded()
    }

    /// For tests: a finger touches the screen (XTest has no touchscreen; the GNOME
    /// end-to-end suite drives a real one).
    func simulateTouchDown() { rawEvent(.touchBegin) }

    /// For tests: the finger that touched the screen lifts; its speed is that of the value's
    /// changes since it went down, as a real lift's is.
    func simulateTouchUp() { rawEvent(.touchEnd) }

    /// For tests: a key press, by the name GDK gives its keyval (`Page_Down`, `Up`).
    func simulateKeyPress(_ name: String) {
        keyPressed(direction: Self.scrollDirection(ofKey: name))
    }

    /// For tests: the first smooth-scroll event of a gesture from fingers on a Wayland
    /// touchpad, which ends only with its stop.
    func simulateFingerScroll() {
        scrolled(unitIsWheel: false, dy: 0, gestureEnd: .withStop)
    }

    /// For tests: a stop event ends the smooth gesture with a release velocity (px/s), as
    /// `decelerate` and `scroll-end` report it.
    func simulateGestureEnd(velocity: Double) {
        decelerated(velocity: velocity)
        scrollEnded()
    }

    // MARK: - Sources

    /// A person's input event of `kind`: it replaces whatever came before.
    private func personActed(_ kind: Kind) {
        stopCarry()
        if settleFrameTime != nil { settleInterrupted = true }
        settleFrameTime = nil
        momentum = false
        if kind != .smooth, touchpadActive { endSmoothGesture(velocity: 0, emitEnd: false) }
        lastKind = kind
        lastKindTime = now()
    }

    private func scrolled(unitIsWheel: Bool, dy: Double, gestureEnd: GestureEnd) {
        if unitIsWheel {
            personActed(.wheel)
            lastWheelDirection = dy > 0 ? 1 : dy < 0 ? -1 : 0
            return
        }
        personActed(.smooth)
        lastSmoothEvent = lastKindTime
        if !touchpadActive {
            touchpadActive = true
            smoothGestureEnd = gestureEnd
            releaseVelocity = 0
            recentMotion = []
            emit(.begin)
        }
        if smoothGestureEnd == .byQuiet, smoothIdleCheck == nil { scheduleSmoothIdleCheck(after: Self.smoothIdle) }
    }

    /// Ends a stop-less smooth gesture once its device has been quiet for `smoothIdle`.
    private func scheduleSmoothIdleCheck(after milliseconds: Double) {
        smoothIdleCheck = Timeout(milliseconds: Int(milliseconds.rounded(.up))) { [weak self] in
            guard let self else { return }
            self.smoothIdleCheck = nil
            guard self.touchpadActive, self.smoothGestureEnd == .byQuiet else { return }
            let quiet = self.now() - self.lastSmoothEvent
            if quiet >= Self.smoothIdle {
                self.endSmoothGesture(velocity: self.recentVelocity(), emitEnd: true)
            } else {
                self.scheduleSmoothIdleCheck(after: Self.smoothIdle - quiet)
            }
        }
    }

    private func endSmoothGesture(velocity: Double, emitEnd: Bool) {
        touchpadActive = false
        smoothIdleCheck?.cancel()
        smoothIdleCheck = nil
        if emitEnd { emit(.end(velocity: velocity)) }
    }

    /// px/s over the last `velocitySpan` ms of the gesture's movement; with `releasedAt`,
    /// 0 when that movement is older than the span (a finger that rested before it lifted,
    /// as GTK's swipe velocity counts it).
    private func recentVelocity(releasedAt release: Double? = nil) -> Double {
        guard let last = recentMotion.last, release.map({ $0 - last.time <= Self.velocitySpan }) ?? true,
              let first = recentMotion.first(where: { last.time - $0.time <= Self.velocitySpan }),
              last.time > first.time else { return 0 }
        return (last.offset - first.offset) / (last.time - first.time) * 1000
    }

    private func scrollEnded() {
        guard touchpadActive else { return }
        endSmoothGesture(velocity: 0, emitEnd: false)
        scheduleEnd()
    }

    private func decelerated(velocity: Double) {
        releaseVelocity = velocity.isFinite ? velocity : 0
        momentum = releaseVelocity != 0
        lastValueChange = now()
    }

    /// The fingers (on a touchpad or a touchscreen) lifted at `velocity` px/s: the momentum
    /// that follows is carried here (``MomentumCarry``) instead of by GTK's kinetic
    /// deceleration, which this event is also starting. GTK's sets the value every frame to
    /// an absolute position computed when the fingers lifted, so whenever GtkListView
    /// corrects its estimate of the rows above the view in the meantime (it keeps the row
    /// under the view in place and moves the value by the correction: a spacer row far
    /// taller than the list's rows, once measured and once estimated, about 200 px on the
    /// sticky page) the next frame puts the content back by the whole correction. The carry
    /// moves by the curve's step from wherever the list put the content, so a correction is kept.
    private func flung(velocity: Double) {
        decelerated(velocity: velocity)
        guard releaseVelocity != 0, let frameScheduler else { return }
        // Flung against an end the content already rests on: nothing to carry. GTK's own
        // deceleration stays, with its overshoot and the end of the touchpad's sequence.
        let maximum = max(0, adjustment.upper - adjustment.lower - adjustment.pageSize)
        if releaseVelocity < 0 ? currentOffset <= 0 : currentOffset >= maximum { return }
        stopCarry()
        // GTK's own deceleration starts in its handler of this same event (after the
        // observer's, which runs in the capture phase): it is stopped once the event is
        // handled, before the next frame, so that it never moves the content itself.
        kineticStop?.cancel()
        kineticStop = Timeout(milliseconds: 0) { [weak self] in
            self?.kineticStop = nil
            self?.scrolledWindow.stopKineticScrolling()
        }
        let velocity = releaseVelocity
        var carry: MomentumCarry?
        isCarrying = true
        let number = carryNumber
        frameScheduler { [weak self] frameTime in
            guard let self, self.isCarrying, self.carryNumber == number else { return false }
            let time = self.now(frameTime)
            // The curve starts with the first frame and moves nothing in it, as GTK's does:
            // that frame's layout has yet to take in the fingers' last step, and GtkListView
            // 4.8 places its rows from one value change per layout (a second one before the
            // layout makes it jump, by thousands of pixels far down a list).
            guard var running = carry else {
                carry = MomentumCarry(velocity: velocity, start: time)
                return true
            }
            let step = running.wholePixels(to: time)
            carry = running
            let before = self.adjustment.value
            if step != 0 {
                self.carryStepTime = time
                self.isCarryingMomentum = true
                self.adjustment.value = before + step
                self.isCarryingMomentum = false
            }
            // At an end of the content the adjustment clamps the step away: nothing left to carry.
            let stuck = step != 0 && self.adjustment.value == before
            if running.isFinished || stuck {
                self.isCarrying = false
                return false
            }
            return true
        }
    }

    /// `decelerate` and `scroll-end` come from the same event in either order: send the end
    /// once the event is handled, with whatever velocity was reported.
    private func scheduleEnd() {
        pendingEnd?.cancel()
        pendingEnd = Timeout(milliseconds: 0) { [weak self] in
            guard let self else { return }
            self.pendingEnd = nil
            self.emit(.end(velocity: self.releaseVelocity))
        }
    }

    /// A key press that another controller of the scrolled window handles and stops before
    /// the observer's own sees it (the inset's Home): the scrolling it does next is the
    /// person's key, like that of any key the list handles itself.
    func keyPressedElsewhere(_ name: String) {
        guard isObserving else { return }
        keyPressed(direction: Self.scrollDirection(ofKey: name))
    }

    private func keyPressed(direction: Int) {
        personActed(.keyboard)
        lastKeyDirection = direction
    }

    /// Which way a key moves the view's focus or cursor, and so the content: +1 towards the
    /// end, −1 towards the start, 0 for any other key (Tab, letters: either way may follow).
    static func scrollDirection(ofKey name: String) -> Int {
        switch name {
        case "Down", "KP_Down", "Page_Down", "Next", "KP_Page_Down", "KP_Next", "End", "KP_End", "space": return 1
        case "Up", "KP_Up", "Page_Up", "Prior", "KP_Page_Up", "KP_Prior", "Home", "KP_Home": return -1
        default: return 0
        }
    }

    private func pressed(x: Double, y: Double) {
        guard let picked = scrolledWindow.pick(x: x, y: y),
              picked.isInside(scrolledWindow.verticalScrollbar) else {
            stopCarry()
            momentum = false
            return
        }
        personActed(.scrollbar)
        scrollbarDragging = true
        scrollbarDirection = 0
        scrollbarPointerY = nil
        emit(.begin)
    }

    private func rawEvent(_ event: RawEvent) {
        switch event {
        case .motion(let y) where scrollbarDragging:
            if let last = scrollbarPointerY, y != last { scrollbarDirection = y > last ? 1 : -1 }
            scrollbarPointerY = y
        case .buttonRelease where scrollbarDragging:
            scrollbarDragging = false
            lastKindTime = now()
            emit(.end(velocity: 0))
        case .touchBegin where !touchActive:
            personActed(.touch)
            touchActive = true
            touchDrag.begin()
            recentMotion = []
            emit(.begin)
        case .touchEnd where touchActive:
            touchActive = false
            touchDrag.end()
            // GTK continues a touch fling kinetically from the finger's last motion, as it
            // does a touchpad's, with the same absolute positions that put the content back
            // by every correction of the list's estimates: the observer carries it instead.
            // The tracker must know one follows, so it waits for the rest before settling.
            let velocity = recentVelocity(releasedAt: now())
            flung(velocity: velocity)
            emit(.end(velocity: velocity))
        default:
            break
        }
    }

    /// The scrolled window left the screen: whatever gesture was under way can no longer
    /// end by itself (its end event goes elsewhere, or nowhere).
    private func endEverything() {
        stopCarry()
        settleFrameTime = nil
        settleInterrupted = false
        momentum = false
        if touchpadActive { endSmoothGesture(velocity: 0, emitEnd: true) }
        if scrollbarDragging || touchActive {
            scrollbarDragging = false
            touchActive = false
            touchDrag.end()
            emit(.end(velocity: 0))
        }
        pendingEnd?.cancel()
        pendingEnd = nil
        lastKind = .none
    }

    private func valueChanged() {
        let time = now(settleFrameTime ?? (isCarrying ? carryStepTime : nil) ?? Gtk.monotonicMilliseconds)
        if momentum, time - lastValueChange > Self.momentumGap { momentum = false }
        lastValueChange = time
        let source = classify(at: time)
        if touchActive, source == .programmatic { touchDrag.listCorrected(by: currentOffset - lastSeenOffset) }
        if touchpadActive || touchActive {
            recentMotion.append((time, currentOffset))
            if recentMotion.count > 64 { recentMotion.removeFirst(recentMotion.count - 32) }
        }
        lastSeenOffset = currentOffset
        emit(.scroll(offset: currentOffset, source: source))
    }

    /// Whether the value change under way goes against `direction` (+1 forward, −1 back).
    private func movesAgainst(_ direction: Int) -> Bool {
        let delta = currentOffset - lastSeenOffset
        return (delta < 0 && direction > 0) || (delta > 0 && direction < 0)
    }

    private func classify(at time: Double) -> ScrollSource {
        let reconfigured = reconfiguredOffset == currentOffset
        reconfiguredOffset = nil
        if let movingAs { return movingAs }
        if isCarryingMomentum { return .momentum }
        // While the tracker settles the content, whatever else moves the value is layout (the
        // list writing back the whole pixel of a step): a person's input event would have
        // ended the settle first. Taken for the person's wheel, say, it would end it.
        if settleFrameTime != nil { return .programmatic }
        if reconfigured, touchActive { return .programmatic }
        // While the thumb is dragged, GtkListView re-estimates the list's height and GTK maps
        // the thumb's place to a value against the new height: the value jitters by a few
        // pixels against the drag (measured on mutter: 1-5 px forward while dragging back,
        // enough to hide a revealed header by as much, a visible wobble). That is layout,
        // not the person: the person moves the content the way the pointer moves.
        if scrollbarDragging { return movesAgainst(scrollbarDirection) ? .programmatic : .scrollbar }
        if touchActive { return .touch }
        let age = time - lastKindTime
        switch lastKind {
        case .smooth where touchpadActive:
            return .touchpad
        case .wheel where age < Self.wheelWindow:
            // GtkListView re-estimates row heights while a wheel or keyboard scroll runs and
            // corrects the value against it (by a few pixels, or more far from the top, where
            // more rows are estimated); that is layout, not the person scrolling back.
            return movesAgainst(lastWheelDirection) ? .programmatic : .wheel
        case .keyboard where age < Self.keyboardWindow:
            return movesAgainst(lastKeyDirection) ? .programmatic : .keyboard
        case .scrollbar where age < Self.scrollbarWindow:
            return movesAgainst(scrollbarDirection) ? .programmatic : .scrollbar
        default:
            return momentum ? .momentum : .programmatic
        }
    }
}
