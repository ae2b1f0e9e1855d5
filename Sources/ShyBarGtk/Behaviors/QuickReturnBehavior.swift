import ShyBarCore

/// A quick-return header (docs/behaviours.md) attached to a scrolled window: the header follows the
/// content away as the user scrolls forward and comes back when the user scrolls back.
///
/// Layout: `header` must be an overlay child of a ``Overlay`` whose main child contains
/// `scrolledWindow`; the behaviour positions it at `frame.headerY` (clipped). The list
/// needs a top inset as tall as the header (pass an ``InsetListModel`` and the behaviour
/// keeps its height equal to the header's), so the header never changes the scrolled
/// window's size and the content under the pointer moves exactly by the scroll delta.
/// A hidden header stays in the focus chain (above the content, so Shift+Tab from the first
/// row and Tab from above reach it): focus entering it reveals it, and it stays shown while
/// the focus is inside (docs/accessibility.md).
@MainActor
public final class QuickReturnBehavior: HeaderViewBehavior {
    /// The tracker deciding where the header goes; tune `tracker.options` freely.
    public let tracker: QuickReturnTracker
    /// The header widget.
    public let header: Widget
    /// ``Behavior/quickReturn``.
    public var kind: Behavior { .quickReturn }
    /// The ``tracker``.
    public var headerTracker: any HeaderTracker { tracker }
    /// Called after every frame has been applied to the widgets.
    public var onFrame: ((HeaderFrame) -> Void)?
    /// The header's measured full height, px.
    public private(set) var headerHeight: Double = 0
    /// The frame last applied.
    public var frame: HeaderFrame { tracker.frame }
    /// Whether the behaviour is still attached.
    public var isAttached: Bool { attachment?.isAttached ?? false }

    private(set) var attachment: HeaderAttachment?
    /// Whether the header has the `scrolled` class (nil: not set by the behaviour yet).
    private var appliedBackground: Bool?

    private init(header: Widget, options: QuickReturnOptions) {
        self.header = header
        tracker = QuickReturnTracker(options: options)
    }

    /// Attaches a quick-return header to `scrolledWindow` and sends the first geometry.
    /// The behaviour stays alive until ``detach()`` or until one of the widgets is destroyed.
    @discardableResult
    public static func attach(to scrolledWindow: ScrolledWindow, header: Widget, inset: InsetListModel? = nil,
                              options: QuickReturnOptions = QuickReturnOptions()) -> QuickReturnBehavior {
        let behavior = QuickReturnBehavior(header: header, options: options)
        let attachment = HeaderAttachment(owner: behavior, scrolledWindow: scrolledWindow, placed: [header],
                                          tracker: behavior.tracker, inset: inset)
        behavior.attachment = attachment
        attachment.route(geometry: { [weak behavior] in behavior?.geometry(viewport: $0, content: $1) },
                         frames: { [weak behavior] frame in
                             behavior?.apply(frame)
                             behavior?.onFrame?(frame)
                         })
        attachment.forwardFocus(of: header)
        attachment.onDetach = { [weak behavior, weak attachment] in
            guard let behavior, let attachment, attachment.isAlive(behavior.header) else { return }
            behavior.header.isVisible = true
            behavior.header.opacity = 1
        }
        behavior.refresh()
        return behavior
    }

    /// Re-measures the header and sends a fresh geometry and offset (call after switching
    /// pages, resizing, or changing the list).
    public func refresh() {
        guard let attachment, attachment.isAttached else { return }
        tracker.systemAnimationsEnabled = Gtk.animationsEnabled(for: attachment.scrolledWindow)
        attachment.refresh()
    }

    /// Reveals the header (e.g. for Ctrl+F), animated unless animations are off.
    public func show(animated: Bool = true) {
        guard let attachment, attachment.isAttached else { return }
        tracker.show(animated: animated)
        attachment.driver.republish()
    }

    /// Hides the header as far as the content allows.
    public func hide(animated: Bool = true) {
        guard let attachment, attachment.isAttached else { return }
        tracker.hide(animated: animated)
        attachment.driver.republish()
    }

    /// Disconnects everything, removes the controllers and leaves the header visible.
    public func detach() {
        attachment?.detach()
        attachment = nil
    }

    private func geometry(viewport: Double, content: Double) -> ScrollGeometry {
        if let attachment { headerHeight = attachment.measureHeight(of: header) }
        attachment?.inset?.height = Int(headerHeight)
        return ScrollGeometry(viewport: viewport, content: content, header: headerHeight,
                              minHeader: tracker.options.minExtent)
    }

    /// Places the header at the frame's position with its opacity, and gives it the class
    /// `scrolled` while content is under it.
    public func apply(_ frame: HeaderFrame) {
        guard let attachment, attachment.isAttached else { return }
        attachment.placement?.setY(frame.headerY, for: header)
        if header.opacity != frame.opacity { header.opacity = frame.opacity }
        // Most frames keep the class as it is: asking GTK again each frame costs a style lookup.
        if appliedBackground != frame.showsBackground {
            appliedBackground = frame.showsBackground
            header.setCssClass("scrolled", frame.showsBackground)
        }
    }

    // MARK: - In a header view

    func use(_ tuning: Tuning, desktopAnimates: Bool) {
        var effective = tuning.quickReturn
        effective.animationsEnabled = effective.animationsEnabled && desktopAnimates
        if effective != tracker.options { tracker.options = effective }
        attachment?.refresh()
    }

    func contentInset(for frame: HeaderFrame, width: Int) -> Int { Int(frame.header) }

    /// A header held or let go is shown as it is drawn, so the tracker goes on from there
    /// without a jump.
    func hold(_ held: Bool) {
        tracker.show(animated: false)
        attachment?.isHeld = held
    }

    func setFrozen(_ frozen: Bool) {
        if frozen { tracker.freeze() } else { tracker.unfreeze() }
        attachment?.driver.republish()
    }

    func handOver(_ played: HeaderFrame) {
        guard isAttached else { return }
        // Focus changes are not delivered to the live tracker while a trace plays (the focus
        // can enter the header, or leave it when the trace hides the header: GTK drops the
        // focus of a widget it hides). Tell the tracker where the focus is now, so that
        // "focus inside the header holds it" goes by the real focus from here on.
        let focusInside = Self.hasFocusWithin(header)
        if tracker.isFocusInside != focusInside {
            tracker.handle(.focus(inside: focusInside), at: frame.time)
        }
        // Nearest end: a trace stopped mid-animation leaves a whole header, never half of one.
        if played.header > 0, played.extent < (played.header + played.minExtent) / 2 {
            hide(animated: false)
        } else {
            show(animated: false)
        }
    }

    private static func hasFocusWithin(_ widget: Widget) -> Bool {
        widget.hasFocus || widget.children.contains { hasFocusWithin($0) }
    }
}
