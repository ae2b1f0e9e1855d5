import CGtk

/// Keeps keyboard focus in sight: whenever focus moves to something inside the content,
/// the focused item (a text view's cursor line) ends entirely below whatever covers the
/// top of the content — the header, a pinned toolbar — and above the viewport's bottom
/// (WCAG 2.2 success criteria 2.4.11 and 2.4.12, "Focus Not Obscured"; docs/accessibility.md).
///
/// GTK scrolls a focused row into view against the viewport's own edges, so a row that comes
/// into view from above lands right under the header. The guard then moves the content by
/// just enough, as CSS `scroll-padding-top` does. A move up (the item was under the header)
/// is programmatic, which never moves a header: that correction cannot make the header
/// reveal and so call for another. A move down (the item was past the bottom) is the
/// person's, as their key's own scroll would be: the header goes with the content.
///
/// Only an item at least partly in the viewport is kept in sight: one the program scrolled
/// away from entirely is left where it is, as GTK leaves it.
///
/// The check runs after GTK's layout of each frame, when the positions of the list and of the
/// header are the ones about to be drawn, so a corrected frame is never shown uncorrected.
/// What it corrects is what the focus move brought: for ``freshSpan`` after a move (GTK
/// scrolls the new focus into view then, a list sometimes in two steps and a text view once
/// it has measured its lines) anything that hides the item; after that, until ``watchSpan`` has passed, only the
/// header or toolbar growing over it (a reveal, a settle). A move of the content by anyone
/// else later is left alone, and a person's own scrolling ends the watch at once (they may
/// scroll the focused row under the header on purpose). The focus GTK gives a window as it
/// is shown is not a move.
@MainActor
final class FocusGuard {
    /// How long after a focus move (or a text cursor move) the focused item is kept in sight, ms.
    static let watchSpan: Double = 2000
    /// How long after a focus move the scrolling counts as that move's own, ms.
    static let freshSpan: Double = 400
    /// How long GTK is given to bring a focused item past the viewport's edges into view
    /// itself, ms: its own scroll is the person's, which moves the header as their keys do.
    /// A list leaves a row that shows in part as it is, so the guard steps in soon; a text
    /// view always brings its cursor in, animated, and a change of the value by anyone else
    /// before it starts cancels it, so the guard waits much longer there.
    static let edgeWait: Double = 100
    static let textEdgeWait: Double = 1000

    private let scrolledWindow: ScrolledWindow
    private let coveredHeight: () -> Double
    private let move: (_ offset: Double) -> Void
    private var mapConnections: [SignalConnection] = []
    private var focusConnection: SignalConnection?
    private var layoutConnection: SignalConnection?
    private var cursorConnection: SignalConnection?
    private var clock: FrameClock?
    private var watchedUntil: Double = -.infinity
    private var freshUntil: Double = -.infinity
    /// Until when an item past the viewport's own edges is left to GTK to bring in.
    private var edgeWaitUntil: Double = -.infinity
    private var lastCovered: Double?
    private var updateConnection: SignalConnection?
    /// The content's offset after the last frame's layout, and after this frame's animations.
    private var valueAfterLayout: Double?
    private var valueAfterUpdate: Double?
    /// Frames before this one belong to showing the window (their focus is not a move).
    private var firstFrame = 0
    private(set) var corrections = 0
    /// The frame of the last correction, and how many this focus move has had: one a frame,
    /// at most half a second of frames a move. A list that puts its focused row back where
    /// it was (its own scroll to the focus) must not turn the guard into a loop of layouts
    /// (GDK gives up after four in a frame, and the window goes undrawn).
    private var lastCorrectionFrame = -1
    private var correctionsThisMove = 0
    static let correctionsPerMove = 30
    /// Called with the part of the content that holds the focused item (pixels from the
    /// content's top, as offsets count them) whenever it changes, and with nil when there is
    /// no item to keep in sight any more: the tracker's settles keep it in the viewport.
    var onFocusSpan: ((ClosedRange<Double>?) -> Void)?
    private var lastSpan: ClosedRange<Double>?

    /// `coveredHeight` tells how far down from the top of `scrolledWindow` the content is
    /// covered now; `move` moves the content to an offset without moving the header.
    init(scrolledWindow: ScrolledWindow, coveredHeight: @escaping () -> Double,
         move: @escaping (_ offset: Double) -> Void) {
        self.scrolledWindow = scrolledWindow
        self.coveredHeight = coveredHeight
        self.move = move
        mapConnections.append(scrolledWindow.onMap { [weak self] in self?.connect() })
        mapConnections.append(scrolledWindow.onUnmap { [weak self] in self?.disconnect() })
        if scrolledWindow.isMapped { connect() }
    }

    /// The content is being moved on purpose — a person scrolls (wheel, fingers, touch,
    /// scrollbar), or the view goes to the top for Home: where the focused item goes now is
    /// not the guard's to decide, until the focus moves again.
    func standDown() {
        watchedUntil = -.infinity
        freshUntil = -.infinity
        report(span: nil)
    }

    private func report(span: ClosedRange<Double>?) {
        guard span != lastSpan else { return }
        lastSpan = span
        onFocusSpan?(span)
    }

    func stop() {
        disconnect()
        for connection in mapConnections { connection.disconnect() }
        mapConnections = []
    }

    private func connect() {
        disconnect()
        guard let root = gtk_widget_get_root(scrolledWindow.raw), let clock = FrameClock.of(scrolledWindow) else { return }
        self.clock = clock
        firstFrame = clock.frameCounter + 2
        focusConnection = connectSignal(gpointer(root), "notify::focus-widget", unsafeBitCast(pointerTrampoline, to: GCallback.self),
                                        { [weak self] (_: gpointer?) in self?.focusMoved() } as PointerHandler)
        updateConnection = clock.on(.update, afterGtk: true) { [weak self] in
            self?.valueAfterUpdate = self?.scrolledWindow.vadjustment.value
        }
        layoutConnection = clock.on(.layout, afterGtk: true) { [weak self] in self?.afterLayout() }
    }

    private func disconnect() {
        focusConnection?.disconnect()
        layoutConnection?.disconnect()
        updateConnection?.disconnect()
        cursorConnection?.disconnect()
        updateConnection = nil
        focusConnection = nil
        layoutConnection = nil
        pendingLook?.cancel()
        pendingLook = nil
        cursorConnection = nil
        clock = nil
        watchedUntil = -.infinity
        freshUntil = -.infinity
        report(span: nil)
    }

    /// How far down from the top of the scrolled window the content is covered now.
    var coveredHeightNow: Double { coveredHeight() }

    /// The widget with keyboard focus in the scrolled window's window, if inside the content.
    private var focusInContent: Widget? {
        guard let root = gtk_widget_get_root(scrolledWindow.raw), let focus = gtk_root_get_focus(root) else { return nil }
        let widget = Widget(raw: focus)
        guard widget.isInside(scrolledWindow), !widget.isSame(as: scrolledWindow) else { return nil }
        return widget
    }

    private func focusMoved() {
        cursorConnection?.disconnect()
        cursorConnection = nil
        watchedUntil = -.infinity
        freshUntil = -.infinity
        guard let focus = focusInContent else { return report(span: nil) }
        // A text view keeps the focus while its cursor moves: each cursor move is a move too.
        if let textView = Self.textView(focus), let buffer = gtk_text_view_get_buffer(textView) {
            cursorConnection = connectSignal(gpointer(buffer), "notify::cursor-position",
                                             unsafeBitCast(pointerTrampoline, to: GCallback.self),
                                             { [weak self] (_: gpointer?) in self?.watch() } as PointerHandler)
        }
        if let clock, clock.frameCounter >= firstFrame { watch() }
    }

    private func watch() {
        watchedUntil = Gtk.monotonicMilliseconds + Self.watchSpan
        freshUntil = Gtk.monotonicMilliseconds + Self.freshSpan
        correctionsThisMove = 0
        let isText = focusInContent.map { Self.textView($0) != nil } ?? false
        edgeWaitUntil = Gtk.monotonicMilliseconds + (isText ? Self.textEdgeWait : Self.edgeWait)
        lastCovered = nil
        // A focus move alone may only redraw; the check needs a layout pass to run after.
        clock?.request(.layout)
    }

    private func afterLayout() {
        let adjustment = scrolledWindow.vadjustment
        // Moved between the last layout and the end of this frame's update phase: by a tick
        // (an animation), not by this frame's layout (a list scrolling to its focus).
        let animated = valueAfterLayout.map { previous in valueAfterUpdate.map { $0 != previous } ?? false } ?? false
        valueAfterLayout = adjustment.value
        // A frame may run layout without an update phase: it must not read this one's value.
        valueAfterUpdate = nil
        guard Gtk.monotonicMilliseconds < watchedUntil, let focus = focusInContent,
              let item = Self.focusedArea(of: focus, in: scrolledWindow) else { return }
        let contentTop = adjustment.value - adjustment.lower
        report(span: (contentTop + item.y)...(contentTop + item.y + max(0, item.height)))
        let top = coveredHeight()
        let grew = lastCovered.map { top > $0 + 0.5 } ?? false
        lastCovered = top
        let now = Gtk.monotonicMilliseconds
        guard now < freshUntil || grew else { return }
        // An animation moves the content (GtkTextView glides to its cursor, a settle glides to
        // an edge): correcting now would stop it halfway. Look again when it has come to rest.
        if animated, !grew {
            freshUntil = max(freshUntil, now + 150)
            lookAgainSoon()
            return
        }
        let bottom = adjustment.pageSize
        // An item entirely out of the viewport was not brought into view: the content was
        // moved away from it (a jump the program made), which is not the guard's to undo.
        guard item.y < bottom, item.y + item.height > 0 else { return }
        if item.y < -0.5 || item.y + item.height > bottom + 0.5, now < edgeWaitUntil {
            // A busy machine may run the next frame late: the move stays fresh until then.
            freshUntil = max(freshUntil, edgeWaitUntil + 300)
            lookAgainSoon()
            return
        }
        var shift = 0.0
        if item.y < top - 0.5 {
            shift = item.y - top
        } else if item.y + item.height > bottom + 0.5 {
            // Down to the bottom edge, but never so far that the item's top goes under the header.
            shift = min(item.y + item.height - bottom, item.y - top)
        }
        guard abs(shift) >= 0.5 else { return }
        let offset = adjustment.value - adjustment.lower
        let target = min(max(offset + shift, 0), max(0, adjustment.upper - adjustment.lower - adjustment.pageSize))
        guard abs(target - offset) >= 0.5, correctionsThisMove < Self.correctionsPerMove else { return }
        let frame = clock?.frameCounter ?? -1
        guard frame != lastCorrectionFrame else {
            lookAgainSoon()
            return
        }
        lastCorrectionFrame = frame
        correctionsThisMove += 1
        corrections += 1
        move(target)
        valueAfterLayout = adjustment.value
    }

    private var pendingLook: Timeout?

    /// Runs the check again in a later frame. A layout requested from inside the layout
    /// phase runs in this same frame (GDK loops the phase), so the request is made from a
    /// main-loop timeout instead, after this frame.
    private func lookAgainSoon() {
        guard pendingLook == nil else { return }
        pendingLook = Timeout(milliseconds: 20) { [weak self] in
            self?.pendingLook = nil
            self?.clock?.request(.layout)
        }
    }

    /// The part of `focus` that must be seen, in the scrolled window's coordinates: a text
    /// view's cursor line, any other widget whole. Nil when focus is on the scrollable
    /// itself (a list with no row focused): there is no item to keep in sight.
    private static func focusedArea(of focus: Widget, in scrolledWindow: ScrolledWindow) -> Rect? {
        guard let bounds = focus.bounds(relativeTo: scrolledWindow) else { return nil }
        if let textView = textView(focus) {
            var strong = GdkRectangle()
            gtk_text_view_get_cursor_locations(textView, nil, &strong, nil)
            var x: Int32 = 0, y: Int32 = 0
            gtk_text_view_buffer_to_window_coords(textView, GTK_TEXT_WINDOW_WIDGET, strong.x, strong.y, &x, &y)
            return Rect(x: bounds.x + Double(x), y: bounds.y + Double(y), width: max(1, Double(strong.width)),
                        height: Double(strong.height))
        }
        if let child = scrolledWindow.child, focus.isSame(as: child) { return nil }
        return bounds
    }

    private static func textView(_ widget: Widget) -> UnsafeMutablePointer<GtkTextView>? {
        guard shy_is_a(gpointer(widget.raw), gtk_text_view_get_type()) != 0 else { return nil }
        return UnsafeMutablePointer<GtkTextView>(OpaquePointer(widget.raw))
    }
}
