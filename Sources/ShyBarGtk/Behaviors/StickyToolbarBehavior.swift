import ShyBarCore

/// A tall header over a toolbar (docs/behaviours.md): the header scrolls away with the content pixel
/// for pixel, the toolbar pins to the top once the header is gone, and the header comes
/// back pixel by pixel on the way up.
///
/// Layout: `header` and `toolbar` must be overlay children of the ``Overlay`` that holds
/// `scrolledWindow`; the list's top inset (an ``InsetListModel``) is kept equal to
/// header + toolbar height. The toolbar gets the CSS class `pinned` while pinned.
@MainActor
public final class StickyToolbarBehavior: HeaderViewBehavior {
    /// The tracker deciding where header and toolbar go.
    public let tracker: StickyToolbarTracker
    /// The header widget.
    public let header: Widget
    /// The toolbar widget.
    public let toolbar: Widget
    /// ``Behavior/sticky``.
    public var kind: Behavior { .sticky }
    /// The ``tracker``.
    public var headerTracker: any HeaderTracker { tracker }
    /// Called after every frame has been applied to the widgets.
    public var onFrame: ((HeaderFrame) -> Void)?
    /// The header's measured height, px.
    public private(set) var headerHeight: Double = 0
    /// The toolbar's measured height, px.
    public private(set) var toolbarHeight: Double = 0
    /// The frame last applied.
    public var frame: HeaderFrame { tracker.frame }
    /// Whether the behaviour is still attached.
    public var isAttached: Bool { attachment?.isAttached ?? false }

    private(set) var attachment: HeaderAttachment?
    /// Whether the toolbar has the `pinned` class (nil: not set by the behaviour yet).
    private var appliedPinned: Bool?

    private init(header: Widget, toolbar: Widget, options: StickyOptions) {
        self.header = header
        self.toolbar = toolbar
        tracker = StickyToolbarTracker(options: options)
    }

    /// Attaches the sticky header + toolbar to `scrolledWindow` and sends the first geometry.
    @discardableResult
    public static func attach(to scrolledWindow: ScrolledWindow, header: Widget, toolbar: Widget,
                              inset: InsetListModel? = nil,
                              options: StickyOptions = StickyOptions()) -> StickyToolbarBehavior {
        let behavior = StickyToolbarBehavior(header: header, toolbar: toolbar, options: options)
        let attachment = HeaderAttachment(owner: behavior, scrolledWindow: scrolledWindow,
                                          placed: [header, toolbar], tracker: behavior.tracker, inset: inset)
        behavior.attachment = attachment
        attachment.route(geometry: { [weak behavior] in behavior?.geometry(viewport: $0, content: $1) },
                         frames: { [weak behavior] frame in
                             behavior?.apply(frame)
                             behavior?.onFrame?(frame)
                         })
        attachment.forwardFocus(of: header)
        attachment.onDetach = { [weak behavior, weak attachment] in
            guard let behavior, let attachment else { return }
            if attachment.isAlive(behavior.header) { behavior.header.isVisible = true }
            if attachment.isAlive(behavior.toolbar) { behavior.toolbar.removeCssClass("pinned") }
        }
        behavior.refresh()
        return behavior
    }

    /// Re-measures and sends a fresh geometry and offset.
    public func refresh() {
        guard let attachment, attachment.isAttached else { return }
        tracker.systemAnimationsEnabled = Gtk.animationsEnabled(for: attachment.scrolledWindow)
        attachment.refresh()
    }

    /// Disconnects everything and removes the controllers.
    public func detach() {
        attachment?.detach()
        attachment = nil
    }

    private func geometry(viewport: Double, content: Double) -> ScrollGeometry {
        if let attachment {
            headerHeight = attachment.measureHeight(of: header)
            toolbarHeight = attachment.measureHeight(of: toolbar)
        }
        attachment?.inset?.height = Int(headerHeight + toolbarHeight)
        return ScrollGeometry(viewport: viewport, content: content, header: headerHeight,
                              toolbar: toolbarHeight)
    }

    /// Places the header and the toolbar at the frame's positions, and gives the toolbar
    /// the class `pinned` while it is pinned.
    public func apply(_ frame: HeaderFrame) {
        guard let attachment, attachment.isAttached else { return }
        attachment.placement?.setY(frame.headerY, for: header)
        attachment.placement?.setY(frame.toolbarY, for: toolbar)
        // Most frames keep the class as it is: asking GTK again each frame costs a style lookup.
        if appliedPinned != frame.pinned {
            appliedPinned = frame.pinned
            toolbar.setCssClass("pinned", frame.pinned)
        }
    }

    // MARK: - In a header view

    func use(_ tuning: Tuning, desktopAnimates: Bool) {
        var effective = tuning.sticky
        effective.quickReturn.animationsEnabled = effective.quickReturn.animationsEnabled && desktopAnimates
        if effective != tracker.options { tracker.options = effective }
        attachment?.refresh()
    }

    func contentInset(for frame: HeaderFrame, width: Int) -> Int { Int(headerHeight + toolbarHeight) }
}
