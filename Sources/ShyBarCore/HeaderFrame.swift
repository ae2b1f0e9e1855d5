/// What a tracker decided after one input: everything a view needs to place the header.
///
/// Only what cannot be derived is stored, which keeps the frame small enough to pass around
/// cheaply on every scroll event; positions and progress are computed from it.
public struct HeaderFrame: Equatable, Sendable {
    /// Milliseconds of the input that produced this frame.
    public var time: Double
    /// The scroll offset the tracker used (clamped into the valid range).
    public var offset: Double
    /// Visible height of the header, in `minExtent...header`.
    public var extent: Double
    /// Full height of the header.
    public var header: Double
    /// Collapsed height of the header.
    public var minExtent: Double
    /// Where a running animation is heading, or `nil` when none runs.
    public var target: Double?
    /// The named state.
    public var state: HeaderState
    /// Whether the header shows its background: for the background behaviour, once the
    /// content has passed its threshold; for the others, once the content has scrolled under
    /// the header at all. (The C property `showing-background`; `background` in a trace.)
    public var showsBackground: Bool
    /// Whether the content has scrolled past the header's natural place, so what is shown
    /// of the header (or the toolbar) is held at the top instead of carried by the content.
    public var pinned: Bool
    /// Whether the header's content fades with the progress.
    public var fades: Bool
    /// Where this frame puts the content, while the tracker moves it itself: a settle near
    /// the top takes the content to the top or one header down along the header's own
    /// curve, and each of its frames says where the content is by then, computed with the
    /// header's extent from one point of that curve. `nil` while the content is the person's.
    /// A view scrolls there (as ``ScrollSource/settle``) before it draws the frame.
    public var scroll: Double?

    /// Creates a frame.
    public init(time: Double, offset: Double, extent: Double, header: Double, minExtent: Double,
                target: Double?, state: HeaderState, showsBackground: Bool, pinned: Bool, fades: Bool = false,
                scroll: Double? = nil) {
        self.time = time
        self.offset = offset
        self.extent = extent
        self.header = header
        self.minExtent = minExtent
        self.target = target
        self.state = state
        self.showsBackground = showsBackground
        self.pinned = pinned
        self.fades = fades
        self.scroll = scroll
    }

    /// The frame of a tracker that has seen no input yet.
    public static let initial = HeaderFrame(time: 0, offset: 0, extent: 0, header: 0, minExtent: 0,
                                            target: nil, state: .shown, showsBackground: false, pinned: false)

    /// Vertical position of the header's top edge relative to the viewport's top (≤ 0).
    public var headerY: Double { extent - header }
    /// Vertical position of the toolbar's top edge: the header's bottom edge.
    public var toolbarY: Double { extent }
    /// How much of the collapsible part is shown: 1 fully shown, 0 collapsed.
    public var progress: Double { header > minExtent ? (extent - minExtent) / (header - minExtent) : 1 }
    /// Opacity for the header's content: `progress` when fading is on, else 1.
    public var opacity: Double { fades ? progress : 1 }

    /// This frame with the header fully shown and still (no animation under way): what a
    /// view draws while its header is held shown — a person asked for headers that stay, or a
    /// screen reader runs: nor does the content move by itself. Offset, background and
    /// pinning stay as the content decides them.
    public var withHeaderHeldShown: HeaderFrame {
        var held = self
        held.extent = header
        held.target = nil
        held.state = .shown
        held.scroll = nil
        return held
    }
}
