/// What a tracker decided after one input: everything a view needs to place the header.
public struct HeaderFrame: Equatable, Sendable {
    /// Milliseconds of the input that produced this frame.
    public var time: Double
    /// The scroll offset the tracker used (clamped into the valid range).
    public var offset: Double
    /// Visible height of the header, in `minHeader...header`.
    public var extent: Double
    /// Where a running animation is heading, or `nil` when none runs.
    public var target: Double?
    /// The named state.
    public var state: HeaderState
    /// Whether the header's background is solid (background hider) — for the other
    /// behaviours, whether the content has scrolled under the header at all.
    public var background: Bool
    /// Vertical position of the header's top edge relative to the viewport's top (≤ 0).
    public var headerY: Double
    /// Vertical position of the toolbar's top edge (the header's bottom edge).
    public var toolbarY: Double
    /// Whether the content has scrolled past the header's natural place, so what is shown
    /// of the header (or the toolbar) is held at the top instead of carried by the content.
    public var pinned: Bool
    /// How much of the collapsible part is shown: 1 fully shown, 0 collapsed.
    public var progress: Double
    /// Opacity for the header's content: `progress` when fading is on, else 1.
    public var opacity: Double

    /// Creates a frame.
    public init(time: Double, offset: Double, extent: Double, target: Double?, state: HeaderState,
                background: Bool, headerY: Double, toolbarY: Double, pinned: Bool,
                progress: Double, opacity: Double) {
        self.time = time
        self.offset = offset
        self.extent = extent
        self.target = target
        self.state = state
        self.background = background
        self.headerY = headerY
        self.toolbarY = toolbarY
        self.pinned = pinned
        self.progress = progress
        self.opacity = opacity
    }

    /// How much of the collapsible part of a header is shown: 1 fully, 0 collapsed.
    public static func progress(extent: Double, header: Double, minExtent: Double) -> Double {
        header > minExtent ? (extent - minExtent) / (header - minExtent) : 1
    }
}
