import CGtk
import ShyBarCore

/// Watches a ``ScrolledWindow`` and turns what happens to it into ``TimedInput`` values
/// for a tracker: geometry changes, offsets with the source that moved them, gesture
/// begin/end with release velocity.
///
/// How sources are told apart (all controllers run in the CAPTURE phase and never stop
/// an event, so the scrolled window behaves exactly as without the observer):
/// - a `GtkEventControllerScroll` (VERTICAL | KINETIC): `scroll` with unit `surface` inside
///   `scroll-begin`/`scroll-end` is a touchpad; unit `wheel` is a mouse wheel (discrete, no
///   begin/end — the tracker's idle timer ends it); `decelerate` starts momentum;
/// - a key controller: value changes shortly after a key press are keyboard scrolling
///   (GTK animates Page Down, so the window is generous);
/// - a click gesture + legacy controller: a press on the vertical scrollbar begins a
///   scrollbar drag, the release ends it; touch begin/end frame a touch drag;
/// - anything else that moves the vadjustment is programmatic (clamping, scroll-to, rounding).
@MainActor
public final class ScrollObserver {
    /// Receives every input, in time order.
    public var onInput: ((TimedInput) -> Void)?
    /// Builds the geometry from the viewport (page size) and content (upper − lower);
    /// the default has no header.
    public var geometryProvider: (_ viewport: Double, _ content: Double) -> ScrollGeometry = {
        ScrollGeometry(viewport: $0, content: $1, header: 0)
    }
    /// Called once if the scrolled window is finalized while observed.
    public var onScrolledWindowFinalized: (() -> Void)?

    /// How long after a key press value changes count as keyboard scrolling, ms.
    public static let keyboardWindow: Double = 700
    /// How long after a wheel step value changes count as wheel scrolling, ms.
    public static let wheelWindow: Double = 350
    /// How long after releasing the scrollbar value changes still count as scrollbar, ms.
    public static let scrollbarWindow: Double = 350
    /// A gap in value changes this long ends momentum scrolling, ms.
    public static let momentumGap: Double = 200

    private let scrolledWindow: ScrolledWindow
    private let adjustment: Adjustment
    private var windowWatch: ObjectWatch?
    private var connections: [SignalConnection] = []
    private var controllers: [EventController] = []

    private var lastTime: Double = 0
    private var pendingBegin = false
    private var touchpadActive = false
    private var touchActive = false
    private var scrollbarDragging = false
    private var scrollbarReleasedAt: Double = -.infinity
    private var momentum = false
    private var lastValueChange: Double = -.infinity
    private var lastWheel: Double = -.infinity
    /// Direction of the last wheel step: +1 forward, −1 back.
    private var lastWheelDirection = 0
    /// The offset of the last value change, to tell its direction.
    private var lastSeenOffset: Double = 0
    private var lastKey: Double = -.infinity
    /// A scroll the observer itself animates (a tracker's snap request), and whether the
    /// value change under way is one of its steps.
    private var glideTicks: TickCallback?
    private var isGliding = false
    private var releaseVelocity: Double = 0
    private var pendingEnd: Timeout?

    /// Whether the observer still listens.
    public private(set) var isObserving = true

    /// Starts observing `scrolledWindow`; call ``refresh()`` to send the first geometry.
    public init(scrolledWindow: ScrolledWindow) {
        self.scrolledWindow = scrolledWindow
        adjustment = scrolledWindow.vadjustment
        windowWatch = ObjectWatch(scrolledWindow) { [weak self] in
            guard let self else { return }
            self.windowWatch = nil
            self.controllers = []   // owned and freed by the scrolled window
            self.stop()
            self.onScrolledWindowFinalized?()
        }
        connections.append(adjustment.onValueChanged { [weak self] in self?.valueChanged() })
        connections.append(adjustment.onChanged { [weak self] in self?.sendGeometry() })
        installControllers()
    }

    private func installControllers() {
        let scroll = ScrollController()
        scroll.phase = .capture
        scroll.onScrollBegin { [weak self] in self?.pendingBegin = true }
        scroll.onScroll { [weak self, unowned scroll] _, dy in
            self?.scrolled(unitIsWheel: gtk_event_controller_scroll_get_unit(shy_scroll_controller(gp(scroll.raw))) == GDK_SCROLL_UNIT_WHEEL,
                           dy: dy)
            return false
        }
        scroll.onScrollEnd { [weak self] in self?.scrollEnded() }
        scroll.onDecelerate { [weak self] _, vy in self?.decelerated(velocity: vy * 1000) }

        let keys = KeyController()
        keys.phase = .capture
        keys.onKeyPressed { [weak self] _, _ in
            guard let self else { return false }
            self.lastKey = self.now()
            self.momentum = false
            self.stopGlide()
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
    public func stop() {
        guard isObserving else { return }
        isObserving = false
        stopGlide()
        pendingEnd?.cancel()
        pendingEnd = nil
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
    public func refresh() {
        guard isObserving else { return }
        sendGeometry()
        emit(.scroll(offset: currentOffset, source: .programmatic))
    }

    /// Scrolls the content to `offset` as continued user motion: the value changes are
    /// reported as `.momentum`, eased out over `duration` ms (at once when `animated` is
    /// false). Any new input from the person stops it where it is.
    public func glide(to offset: Double, animated: Bool, duration: Double = 200) {
        stopGlide()
        let maximum = max(0, adjustment.upper - adjustment.lower - adjustment.pageSize)
        let target = min(max(offset, 0), maximum)
        let animation = TimedAnimation(from: currentOffset, to: target, start: 0,
                                       duration: animated ? duration : 0)
        guard animated, animation.from != target else {
            setOffsetGliding(target)
            return
        }
        var start: Double?
        glideTicks = TickCallback(widget: scrolledWindow) { [weak self] frameTime in
            guard let self else { return false }
            let begun = start ?? frameTime
            start = begun
            self.setOffsetGliding(animation.value(at: frameTime - begun))
            if animation.isFinished(at: frameTime - begun) {
                self.glideTicks = nil
                return false
            }
            return true
        }
    }

    private func setOffsetGliding(_ offset: Double) {
        isGliding = true
        adjustment.value = adjustment.lower + offset
        isGliding = false
    }

    private func stopGlide() {
        glideTicks?.remove()
        glideTicks = nil
    }

    /// The current offset (value − lower).
    public var currentOffset: Double { adjustment.value - adjustment.lower }

    /// Milliseconds on the monotonic clock, never earlier than the last input sent.
    func now(_ time: Double = Gtk.monotonicMilliseconds) -> Double {
        lastTime = max(lastTime, time)
        return lastTime
    }

    /// Sends one input stamped now (or at `time`, e.g. a frame time).
    public func emit(_ input: TrackerInput, at time: Double? = nil) {
        guard isObserving else { return }
        onInput?(TimedInput(time: now(time ?? Gtk.monotonicMilliseconds), input: input))
    }

    private func sendGeometry() {
        emit(.geometry(geometryProvider(adjustment.pageSize, adjustment.upper - adjustment.lower)))
    }

    /// For tests: pretend a person just produced input of `source` kind (XTest cannot make
    /// touchpad gestures, and unit tests cannot make real wheel events).
    func simulateUserInput(_ source: ScrollSource) {
        let time = now()
        switch source {
        case .wheel: lastWheel = time
        case .keyboard: lastKey = time
        case .touchpad where !touchpadActive: touchpadActive = true; emit(.begin)
        case .scrollbar: scrollbarReleasedAt = time
        default: break
        }
    }

    /// For tests: end a simulated touchpad gesture with a release velocity (px/s).
    func simulateGestureEnd(velocity: Double) {
        guard touchpadActive else { return }
        touchpadActive = false
        emit(.end(velocity: velocity))
    }

    // MARK: - Sources

    private func scrolled(unitIsWheel: Bool, dy: Double) {
        stopGlide()
        let time = now()
        momentum = false
        if unitIsWheel {
            pendingBegin = false
            lastWheel = time
            lastWheelDirection = dy > 0 ? 1 : dy < 0 ? -1 : 0
        } else if pendingBegin || !touchpadActive {
            pendingBegin = false
            if !touchpadActive {
                touchpadActive = true
                releaseVelocity = 0
                emit(.begin)
            }
        }
    }

    private func scrollEnded() {
        pendingBegin = false
        guard touchpadActive else { return }
        touchpadActive = false
        scheduleEnd()
    }

    private func decelerated(velocity: Double) {
        releaseVelocity = velocity.isFinite ? velocity : 0
        momentum = releaseVelocity != 0
        lastValueChange = now()
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

    private func pressed(x: Double, y: Double) {
        momentum = false
        stopGlide()
        guard let picked = scrolledWindow.pick(x: x, y: y),
              picked.isInside(scrolledWindow.verticalScrollbar) else { return }
        scrollbarDragging = true
        emit(.begin)
    }

    private func rawEvent(_ event: RawEvent) {
        switch event {
        case .buttonRelease where scrollbarDragging:
            scrollbarDragging = false
            scrollbarReleasedAt = now()
            emit(.end(velocity: 0))
        case .touchBegin where !touchActive:
            stopGlide()
            touchActive = true
            momentum = false
            emit(.begin)
        case .touchEnd where touchActive:
            touchActive = false
            momentum = true      // GTK continues a touch fling kinetically
            lastValueChange = now()
            emit(.end(velocity: 0))
        default:
            break
        }
    }

    private func valueChanged() {
        let time = now()
        if momentum, time - lastValueChange > Self.momentumGap { momentum = false }
        lastValueChange = time
        let source: ScrollSource
        if isGliding {
            source = .momentum
        } else if scrollbarDragging || time - scrollbarReleasedAt < Self.scrollbarWindow {
            source = .scrollbar
        } else if touchActive {
            source = .touch
        } else if touchpadActive {
            source = .touchpad
        } else if time - lastWheel < Self.wheelWindow {
            // GtkListView re-estimates row heights while a wheel scroll runs and corrects the
            // value backwards by a few pixels; that is layout, not the person scrolling back.
            let delta = currentOffset - lastSeenOffset
            let against = (delta < 0 && lastWheelDirection > 0) || (delta > 0 && lastWheelDirection < 0)
            source = against ? .programmatic : .wheel
        } else if momentum {
            source = .momentum
        } else if time - lastKey < Self.keyboardWindow {
            source = .keyboard
        } else {
            source = .programmatic
        }
        lastSeenOffset = currentOffset
        emit(.scroll(offset: currentOffset, source: source))
    }
}
