import ShyBarCore

/// A running header behaviour: quick return, background or sticky toolbar (docs/behaviours.md).
///
/// Each attaches to a scrolled window with its own `attach(to:…)`, drives its tracker from
/// the scrolled window's input on one frame clock, and shows every frame the tracker makes
/// with ``apply(_:)``. A ``HeaderView`` runs one through this protocol; its
/// ``HeaderViewPlayback`` shows a played-back frame through the same ``apply(_:)``.
@MainActor
public protocol HeaderBehavior: AnyObject {
    /// Which of the three behaviours this is.
    var kind: Behavior { get }
    /// The header widget.
    var header: Widget { get }
    /// The tracker deciding the frames (a ``QuickReturnTracker``, ``BackgroundHider`` or
    /// ``StickyToolbarTracker``).
    var headerTracker: any HeaderTracker { get }
    /// The frame last produced.
    var frame: HeaderFrame { get }
    /// Whether the behaviour is still attached.
    var isAttached: Bool { get }
    /// Called after every frame of the tracker has been shown on the widgets.
    var onFrame: ((HeaderFrame) -> Void)? { get set }
    /// Shows `frame` on the widgets: where the header (and toolbar) go, the header's opacity,
    /// its style classes. Nothing happens once detached.
    func apply(_ frame: HeaderFrame)
    /// Re-measures the widgets and sends a fresh geometry and offset through the tracker
    /// (after switching pages, resizing, or changing the list).
    func refresh()
    /// Disconnects everything, removes the controllers and gives the widgets back as they
    /// were (visible, without the behaviour's style classes).
    func detach()
}

/// What a ``HeaderView`` asks of the behaviour it runs, beyond ``HeaderBehavior``: the
/// shared plumbing, its options, the inset it needs, and the actions only some behaviours
/// have (those default to doing nothing).
@MainActor
protocol HeaderViewBehavior: HeaderBehavior {
    /// The shared plumbing (nil once detached).
    var attachment: HeaderAttachment? { get }
    /// Takes this behaviour's options from `tuning`; animations run only when both the
    /// option and the desktop (`desktopAnimates`) allow them. Sends a fresh geometry.
    func use(_ tuning: Tuning, desktopAnimates: Bool)
    /// The top inset the content needs under the header as `frame` shows it, with the view
    /// `width` px wide.
    func contentInset(for frame: HeaderFrame, width: Int) -> Int
    /// Holds the header fully shown and still, or lets it go.
    func hold(_ held: Bool)
    /// Reveals the header.
    func show(animated: Bool)
    /// Hides the header as far as the content allows.
    func hide(animated: Bool)
    /// Stops (or lets again) user movement move the header.
    func setFrozen(_ frozen: Bool)
    /// Brings the tracker to the state a played-back trace left the header in.
    func handOver(_ played: HeaderFrame)
}

extension HeaderViewBehavior {
    func hold(_ held: Bool) { attachment?.isHeld = held }
    func show(animated: Bool) {}
    func hide(animated: Bool) {}
    func setFrozen(_ frozen: Bool) {}
    func handOver(_ played: HeaderFrame) {}
}

/// The children a ``HeaderView`` hands the behaviour it attaches.
@MainActor
struct HeaderParts {
    let scrolledWindow: ScrolledWindow
    let header: Widget
    let toolbar: Widget?
    let hero: Widget?
    /// A spacer model the content's list already carries (nil: the view installs an inset).
    let inset: InsetListModel?
}

extension Behavior {
    /// Whether this behaviour moves a toolbar under the header (and cannot run without one).
    var needsToolbar: Bool { self == .sticky }
    /// Whether the hero (the first section of the content) decides this behaviour's frames.
    var usesHero: Bool { self == .background }

    /// Attaches this behaviour to a view's children; nil when one it needs is missing.
    @MainActor
    func attach(_ parts: HeaderParts) -> (any HeaderViewBehavior)? {
        switch self {
        case .quickReturn:
            return QuickReturnBehavior.attach(to: parts.scrolledWindow, header: parts.header, inset: parts.inset)
        case .background:
            return BackgroundBehavior.attach(to: parts.scrolledWindow, header: parts.header, hero: parts.hero)
        case .sticky:
            guard let toolbar = parts.toolbar else { return nil }
            return StickyToolbarBehavior.attach(to: parts.scrolledWindow, header: parts.header, toolbar: toolbar,
                                                inset: parts.inset)
        }
    }
}
