import CGtk
import ShyBarCore

/// The plumbing every behaviour shares: an observer on the scrolled window, a frame-clock
/// driver for the tracker, an overlay placement for the header widgets, the list inset,
/// and weak watches so that whichever widget dies first, everything is disconnected and
/// no pointer dangles.
///
/// The scrolled window owns the behaviour (object data on the widget), as GTK's own
/// controllers are owned by their widget: an integrator may drop the returned behaviour,
/// and it goes when the widget goes or on ``detach()`` — no registry keeps it.
@MainActor
final class HeaderAttachment {
    /// How many attachments are attached (for tests: none may outlive its detach).
    private(set) static var liveCount = 0
    private let ownerKey: String

    let scrolledWindow: ScrolledWindow
    let overlay: Overlay?
    let observer: ScrollObserver
    let driver: FrameClockDriver
    let placement: OverlayPlacement?
    var inset: InsetListModel?
    /// Keeps the focused item below the header and toolbar (nil once detached).
    private(set) var focusGuard: FocusGuard?
    /// The moving header's `expanded` state over AT-SPI (the first placed widget).
    private let expandedState: HeaderExpandedState?
    private var watches: [(widget: Widget, watch: ObjectWatch)] = []
    private var extraControllers: [(Widget, EventController)] = []
    private(set) var isAttached = true
    private weak var owner: AnyObject?
    var onDetach: (() -> Void)?

    /// `placed` widgets must be overlay children of the same `GtkOverlay`.
    /// `watched` widgets are only watched (the attachment detaches when they die).
    init(owner: AnyObject, scrolledWindow: ScrolledWindow, placed: [Widget], watched: [Widget] = [],
         tracker: any HeaderTracker, inset: InsetListModel?) {
        self.owner = owner
        ownerKey = "shybar-behavior-\(UInt(bitPattern: ObjectIdentifier(owner).hashValue))"
        self.scrolledWindow = scrolledWindow
        self.inset = inset
        observer = ScrollObserver(scrolledWindow: scrolledWindow)
        expandedState = placed.first.map { HeaderExpandedState(header: $0) }
        driver = FrameClockDriver(tracker: tracker, widget: scrolledWindow)
        if let first = placed.first, let parent = first.parent, shy_is_overlay(gpointer(parent.raw)) != 0 {
            let overlay = Overlay(existing: parent.raw)
            self.overlay = overlay
            let placement = OverlayPlacement(overlay: overlay)
            for widget in placed { placement.manage(widget) }
            self.placement = placement
            placement.onHeightChange = { [weak self] in self?.scheduleRefresh() }
        } else {
            overlay = nil
            placement = nil
            if !placed.isEmpty {
                shy_warning("header is not an overlay child of a GtkOverlay: it will not be moved")
            }
        }
        observer.onInput = { [weak self] input in
            guard let self, !self.isLivePaused else { return }
            if Self.isPersonScrolling(input) { self.focusGuard?.standDown() }
            self.driver.feed(input)
        }
        driver.onHandled = { [weak self] input, frame in
            guard let self, !self.isLivePaused else { return }
            self.onHandled?(input, frame)
        }
        observer.frameScheduler = { [weak driver] task in driver?.addFrameTask(task) }
        // A held header moves nothing by itself: the settle's steps are not carried out.
        driver.onSettleStep = { [weak self] offset, frameTime in
            guard let self else { return }
            if let offset, !self.isHeld {
                self.observer.settle(to: offset, frameTime: frameTime)
            } else {
                self.observer.settleEnded()
            }
        }
        observer.onScrolledWindowFinalized = { [weak self] in self?.detach() }
        let covering = (placed + watched).filter { !$0.isInside(scrolledWindow) }
        focusGuard = FocusGuard(scrolledWindow: scrolledWindow, coveredHeight: { [unowned scrolledWindow] in
            covering.filter { $0.isVisible && $0.isMapped }
                .compactMap { $0.bounds(relativeTo: scrolledWindow) }
                .reduce(0) { max($0, $1.y + $1.height) }
        }, move: { [weak observer] offset in
            // Up (the item was under the header): programmatic, which never moves a header,
            // so the correction cannot call for another. Down (the item was past the bottom):
            // as the keys the person pressed, so the header goes with the content as it does
            // for GTK's own scroll, and never stays over the first row.
            guard let observer else { return }
            observer.move(to: offset, as: offset > observer.currentOffset ? .keyboard : .programmatic)
        })
        // The focused item is an input like any other: the tracker's settles near the top
        // keep it in the viewport, and a recorded trace replays them the same.
        focusGuard?.onFocusSpan = { [weak observer] span in observer?.emit(.focusedItem(span)) }
        if let inset { takeOverHomeKey { [weak inset] in inset?.height ?? 0 } }
        for widget in placed + watched + [scrolledWindow] {
            watches.append((widget, ObjectWatch(widget) { [weak self] in self?.widgetFinalized() }))
        }
        Self.liveCount += 1
        scrolledWindow.setOwnedObject(owner, key: ownerKey)
    }

    /// Whether `input` is a person scrolling by hand (not by keys, which move the focus too).
    private static func isPersonScrolling(_ input: TimedInput) -> Bool {
        switch input.input {
        case .begin: return true
        case .scroll(_, let source): return [.wheel, .touchpad, .touch, .scrollbar].contains(source)
        default: return false
        }
    }

    /// Adds a controller to a widget; it is removed again on detach.
    func add(_ controller: EventController, to widget: Widget) {
        widget.addController(controller)
        extraControllers.append((widget, controller))
    }

    /// Asks `geometry` for the sizes whenever the observer needs them (nil: the behaviour is
    /// gone, so no header), and hands every frame the driver publishes to `frames`.
    func route(geometry: @escaping (_ viewport: Double, _ content: Double) -> ScrollGeometry?,
               frames: @escaping (HeaderFrame) -> Void) {
        observer.geometryProvider = { viewport, content in
            geometry(viewport, content) ?? ScrollGeometry(viewport: viewport, content: content, header: 0)
        }
        driver.onFrame = { [weak self] frame in
            guard self?.isLivePaused != true else { return }
            let drawn = self?.isHeld == true ? frame.withHeaderHeldShown : frame
            self?.expandedState?.update(drawn)
            frames(drawn)
        }
    }

    /// Called with each input the tracker handled and the frame it produced (see
    /// ``FrameClockDriver/onHandled``), except while ``isLivePaused``.
    var onHandled: ((TimedInput, HeaderFrame) -> Void)?

    /// While true, the scrolled window's inputs are dropped, the tracker is left still (see
    /// ``FrameClockDriver/isTrackerPaused``) and its frames are not shown: a trace being
    /// played back owns the widgets.
    var isLivePaused = false {
        didSet { driver.isTrackerPaused = isLivePaused }
    }

    /// Takes `input` as a person's on this view: a `.scroll` moves the content to its offset
    /// (clamped to the content) as its source, `.begin` and `.end` are passed on; the view's
    /// own inputs (geometry, ticks, focus, the focused item) are not taken from elsewhere.
    func perform(_ input: TrackerInput) {
        guard isAttached, !isLivePaused else { return }
        switch input {
        case .scroll(let offset, let source):
            observer.move(to: offset, as: source)
        case .begin, .end:
            observer.emit(input)
        case .geometry, .focus, .focusedItem, .tick:
            break
        }
    }

    /// Whether the header is held fully shown and still (always shown, or for a screen
    /// reader): every frame is drawn with the header shown, and the tracker's requests to
    /// scroll the content are not carried out, so nothing moves by itself.
    var isHeld = false {
        didSet {
            guard isHeld != oldValue, isAttached else { return }
            driver.republish()
        }
    }

    private var isRefreshPending = false

    /// Refreshes at the start of the next frame, on the view's clock (a header's height
    /// changed while it was being allocated; measuring again inside allocation would be too
    /// early, and the next frame's layout then takes the new inset).
    private func scheduleRefresh() {
        guard !isRefreshPending else { return }
        isRefreshPending = true
        driver.addFrameTask({ [weak self] _ in
            self?.isRefreshPending = false
            self?.refresh()
            return false
        }, cancelled: { [weak self] in self?.isRefreshPending = false })
    }

    /// Sends a fresh geometry and offset (after switching pages, resizing, filtering).
    func refresh() {
        guard isAttached else { return }
        observer.refresh()
    }

    /// Tells the tracker when keyboard focus enters or leaves `widget`.
    func forwardFocus(of widget: Widget) {
        let focus = FocusController()
        focus.onEnter { [weak self] in self?.observer.emit(.focus(inside: true)) }
        focus.onLeave { [weak self] in self?.observer.emit(.focus(inside: false)) }
        add(focus, to: widget)
    }

    /// Natural height of `widget` at the overlay's width; a hidden widget is shown for the
    /// measurement and hidden again, so a collapsed header still reports its full height.
    func measureHeight(of widget: Widget) -> Double {
        let width = overlay?.width ?? -1
        let wasVisible = widget.isVisible
        if !wasVisible { widget.isVisible = true }
        let height = Double(widget.naturalHeight(forWidth: width > 0 ? width : -1))
        if !wasVisible { widget.isVisible = false }
        return height
    }

    /// The height of the spacer rows in front of the content, when Home is taken over.
    private var spacerHeight: () -> Int = { 0 }

    /// With an inset, a list's (grid's, column view's) first rows are spacers, which GTK 4.8
    /// cannot focus: the list's own Home and Ctrl+Home then move nothing, or scroll back to
    /// the old cursor later. So Home scrolls to the very top itself (the inset included,
    /// which brings the header back) and moves the focus to the first real row. The key is
    /// stopped here, so the observer is told of it: the jump is the person's key input (for
    /// the header's rules and for a mirror of this view), not a move of the program's.
    /// `spacerHeight` tells how tall the spacers are now.
    func takeOverHomeKey(spacerHeight: @escaping () -> Int) {
        self.spacerHeight = spacerHeight
        let keys = KeyController()
        keys.phase = .capture
        keys.onKeyPressed { [weak self] key, modifiers in
            guard let self, key == "Home" || key == "KP_Home", !modifiers.contains(.shift) else { return false }
            self.observer.keyPressedElsewhere(key)
            self.scrollToTopAndFocusFirstRow()
            return true
        }
        add(keys, to: scrolledWindow)
        passFocusOnPastSpacers()
    }

    /// GTK 4.18's lists, entered by Tab from before them (the header), give the focus to
    /// their first item, where GTK 4.8's go back to the row that had it. The first item is
    /// a spacer, which refuses it, so the list refuses and the scrolled window takes the
    /// focus itself, where Down and Page Down move nothing and the next Tab leaves the view:
    /// the rows could only be reached backwards. The focus goes on to the first row in sight
    /// below the header instead. Where the focus landed is looked at once GTK has finished
    /// moving it (GTK tells of focus entering before it names the new focus widget): at the
    /// start of the next frame, on the view's clock, before that frame is drawn.
    private func passFocusOnPastSpacers() {
        let focus = FocusController()
        focus.onEnter { [weak self] in
            guard let self, !self.isFocusPassPending else { return }
            self.isFocusPassPending = true
            self.driver.addFrameTask({ [weak self] _ in
                guard let self else { return false }
                self.isFocusPassPending = false
                if self.isAttached, self.scrolledWindow.isFocus { self.focusContent() }
                return false
            }, cancelled: { [weak self] in self?.isFocusPassPending = false })
        }
        add(focus, to: scrolledWindow)
    }

    /// Whether the pass of the focus from the scrolled window to a row waits for the next frame.
    private var isFocusPassPending = false

    /// Which Home press the running settle task belongs to (a new press replaces it).
    private var homePress = 0

    /// GtkListView places rows by estimated heights after a long jump and corrects the
    /// value a frame later, so the top is asked for again on each frame until it holds;
    /// then the row right under the spacer takes the focus (a row far away that kept it
    /// would pull the list back to itself).
    private func scrollToTopAndFocusFirstRow() {
        focusGuard?.standDown()
        let adjustment = scrolledWindow.vadjustment
        adjustment.value = adjustment.lower
        var frames = 0
        homePress &+= 1
        let press = homePress
        driver.addFrameTask { [weak self] _ in
            guard let self, self.isAttached, self.homePress == press else { return false }
            frames += 1
            if adjustment.value > adjustment.lower, frames < 10 {
                adjustment.value = adjustment.lower
                return true
            }
            guard frames > 1 else { return true }
            self.focusFirstRow()
            return false
        }
    }

    /// Focuses the top-left row under the spacers (a column view's rows are in its inner
    /// list, under the column titles).
    private func focusFirstRow() {
        guard var list = scrolledWindow.child else { return }
        if cssName(of: list) == "columnview", let rows = list.children.first(where: { cssName(of: $0) == "listview" }) {
            list = rows
        }
        let spacerBottom = Double(spacerHeight()) - 0.5
        let firstRow = list.children
            .filter { $0.isMapped }
            .compactMap { row in row.bounds(relativeTo: list).map { (row, $0) } }
            .filter { $0.1.height > 0 && $0.1.y >= spacerBottom }
            .min { ($0.1.y, $0.1.x) < ($1.1.y, $1.1.x) }
        _ = firstRow?.0.grabFocus()
    }

    /// Gives the keyboard focus to the content: the top-left row in sight below the header and
    /// toolbar (a list, grid or column view), else the scrollable itself (a text view, a
    /// viewport's child). What Escape from a search entry or a search result wants.
    func focusContent() {
        guard var list = scrolledWindow.child else { return }
        if cssName(of: list) == "columnview", let rows = list.children.first(where: { cssName(of: $0) == "listview" }) {
            list = rows
        }
        let top = focusGuard?.coveredHeightNow ?? 0
        let bottom = scrolledWindow.vadjustment.pageSize
        let inSight = list.children
            .filter { $0.isMapped }
            .compactMap { row in row.bounds(relativeTo: scrolledWindow).map { (row, $0) } }
            .filter { $0.1.height > 0 && $0.1.y >= top - 0.5 && $0.1.y + $0.1.height <= bottom + 0.5 }
            .min { ($0.1.y, $0.1.x) < ($1.1.y, $1.1.x) }
        if let row = inSight?.0, row.grabFocus() { return }
        _ = scrolledWindow.child?.grabFocus()
    }

    private func widgetFinalized() {
        // The dead widget's watch already forgot it; detach touches only live widgets.
        detach()
    }

    /// Whether `widget` (one of the watched widgets) still exists.
    func isAlive(_ widget: Widget) -> Bool {
        watches.first { $0.widget.isSame(as: widget) }?.watch.isAlive ?? false
    }

    func detach() {
        guard isAttached else { return }
        isAttached = false
        homePress &+= 1
        observer.stop()
        driver.stop()
        focusGuard?.stop()
        focusGuard = nil
        placement?.stop()
        for (widget, controller) in extraControllers where isAlive(widget) {
            widget.removeController(controller)
        }
        extraControllers = []
        if let expandedState, isAlive(expandedState.header) { expandedState.reset() }
        onDetach?()
        onDetach = nil
        let scrolledWindowAlive = isAlive(scrolledWindow)
        for entry in watches { entry.watch.cancel() }
        watches = []
        Self.liveCount -= 1
        // Last: letting go of the owner may end the behaviour, and with it this attachment.
        guard scrolledWindowAlive else { return }
        let owner = self.owner
        withExtendedLifetime((self, owner)) { scrolledWindow.setOwnedObject(nil, key: ownerKey) }
    }
}

/// The widget's CSS node name ("listview", "columnview", …).
@MainActor
private func cssName(of widget: Widget) -> String {
    String(cString: gtk_widget_get_css_name(widget.raw))
}
