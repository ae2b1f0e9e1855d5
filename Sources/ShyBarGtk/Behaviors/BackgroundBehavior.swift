import ShyBarCore

/// A header whose background is transparent over a hero until the content scrolls past it,
/// then solid (the background-hiding helper of docs/behaviours.md), attached to a scrolled window.
///
/// The default handlers add and remove the CSS class ``solidClass`` on the header; the style
/// sheet animates the change with a CSS transition. They are exposed
/// (``makeBackgroundVisible(animated:)``, ``makeBackgroundTransparent(animated:)``) so an
/// integrator who replaces `hider.makeBackgroundVisibleHandler` can still call them.
/// The header stays where the integrator put it (typically an overlay child at the top).
@MainActor
public final class BackgroundBehavior: HeaderViewBehavior {
    /// The hider; its `updateHandler`, `offsetForHidingProvider`, style and callbacks are
    /// all replaceable.
    public let hider: BackgroundHider
    /// The header widget.
    public let header: Widget
    /// The CSS class that makes the header solid.
    public let solidClass: String
    /// ``Behavior/background``.
    public var kind: Behavior { .background }
    /// The ``hider``.
    public var headerTracker: any HeaderTracker { hider }
    /// Called after every input has been handled (the hider's handlers have shown it).
    public var onFrame: ((HeaderFrame) -> Void)?
    /// The frame last produced.
    public var frame: HeaderFrame { hider.frame }
    /// Whether the behaviour is still attached.
    public var isAttached: Bool { attachment?.isAttached ?? false }

    private let hero: Widget?
    private(set) var attachment: HeaderAttachment?

    private init(header: Widget, hero: Widget?, style: BackgroundHidingStyle, solidClass: String) {
        self.header = header
        self.hero = hero
        self.solidClass = solidClass
        hider = BackgroundHider(style: style)
    }

    /// Attaches a background hider. `hero` is the first section of the content (its height
    /// feeds the default offset provider: the background turns solid once the hero has
    /// scrolled under the header); without one any scroll makes it solid.
    @discardableResult
    public static func attach(to scrolledWindow: ScrolledWindow, header: Widget, hero: Widget? = nil,
                              style: BackgroundHidingStyle = .automatic,
                              solidClass: String = "solid") -> BackgroundBehavior {
        let behavior = BackgroundBehavior(header: header, hero: hero, style: style, solidClass: solidClass)
        let attachment = HeaderAttachment(owner: behavior, scrolledWindow: scrolledWindow, placed: [],
                                          watched: [header] + (hero.map { [$0] } ?? []), tracker: behavior.hider, inset: nil)
        behavior.attachment = attachment
        behavior.hider.makeBackgroundVisibleHandler = { [weak behavior] animated in
            behavior?.makeBackgroundVisible(animated: animated)
        }
        behavior.hider.makeBackgroundTransparentHandler = { [weak behavior] animated in
            behavior?.makeBackgroundTransparent(animated: animated)
        }
        attachment.route(geometry: { [weak behavior] viewport, content in
            behavior.map { ScrollGeometry(viewport: viewport, content: content, header: Double($0.header.height),
                                          hero: $0.hero.map { Double($0.height) }) }
        }, frames: { [weak behavior] in behavior?.onFrame?($0) })
        attachment.onDetach = { [weak behavior, weak attachment] in
            guard let behavior, let attachment, attachment.isAlive(behavior.header) else { return }
            behavior.header.removeCssClass(behavior.solidClass)
        }
        behavior.refresh()
        return behavior
    }

    /// The default "visible" handler: adds ``solidClass`` to the header. `animated: false`
    /// also adds `instant` for one frame so a style sheet can skip its transition.
    public func makeBackgroundVisible(animated: Bool) {
        guard attachment?.isAttached == true else { return }
        setSolid(true, animated: animated)
    }

    /// The default "transparent" handler: removes ``solidClass`` from the header.
    public func makeBackgroundTransparent(animated: Bool) {
        guard attachment?.isAttached == true else { return }
        setSolid(false, animated: animated)
    }

    /// Sends a fresh geometry and offset (after switching pages or resizing).
    public func refresh() {
        attachment?.refresh()
    }

    /// Re-evaluates the background now (after changing the style or the offset provider).
    public func update(animated: Bool) { hider.update(animated: animated) }

    /// Disconnects everything and removes the class.
    public func detach() {
        attachment?.detach()
        attachment = nil
    }

    /// Shows a frame that did not come from the hider (a played-back one) through the
    /// hider's handlers: solid or transparent as the frame says, when that changes. The
    /// hider's own frames need no call: it calls its handlers as it decides.
    public func apply(_ frame: HeaderFrame) {
        guard isAttached, frame.showsBackground != isSolid else { return }
        if frame.showsBackground { hider.makeBackgroundVisibleHandler(true) } else { hider.makeBackgroundTransparentHandler(true) }
        isSolid = frame.showsBackground
    }

    // MARK: - In a header view

    func use(_ tuning: Tuning, desktopAnimates: Bool) {
        tuning.background.apply(to: hider)
        refresh()
        update(animated: false)
    }

    /// Over a hero the header lies on the content: that is what its transparent background
    /// is for; else the content starts below the header.
    func contentInset(for frame: HeaderFrame, width: Int) -> Int {
        hero == nil ? header.naturalHeight(forWidth: width > 0 ? width : -1) : 0
    }

    private var instantTimeout: Timeout?
    /// Whether the header was last made solid (nil: not set by the behaviour yet).
    private var isSolid: Bool?

    private func setSolid(_ solid: Bool, animated: Bool) {
        isSolid = solid
        if !animated {
            header.addCssClass("instant")
            instantTimeout?.cancel()
            instantTimeout = Timeout(milliseconds: 50) { [weak self] in
                guard let self, self.isAttached else { return }
                self.header.removeCssClass("instant")
            }
        }
        header.setCssClass(solidClass, solid)
    }
}
