/// The sizes a tracker needs, in pixels.
///
/// Every field is sanitised on construction: non-finite or negative values become 0 and
/// `minHeader` never exceeds `header`, so the trackers never see a NaN.
public struct ScrollGeometry: Equatable, Sendable {
    /// Visible height of the scrolled area (the vadjustment's page size).
    public var viewport: Double
    /// Full height of the content (upper − lower), including any top inset for the header.
    public var content: Double
    /// Full (expanded) height of the header.
    public var header: Double
    /// Height the header keeps when collapsed (0 hides it completely).
    public var minHeader: Double
    /// Height of the toolbar under the header, where one is used (sticky page).
    public var toolbar: Double
    /// Height of the first section, e.g. a hero image, if the content has one.
    public var hero: Double?

    /// Creates a geometry, clamping every value into a valid range.
    public init(viewport: Double, content: Double, header: Double,
                minHeader: Double = 0, toolbar: Double = 0, hero: Double? = nil) {
        self.viewport = Self.sanitize(viewport)
        self.content = Self.sanitize(content)
        self.header = Self.sanitize(header)
        self.minHeader = min(Self.sanitize(minHeader), self.header)
        self.toolbar = Self.sanitize(toolbar)
        self.hero = hero.map(Self.sanitize)
    }

    /// A geometry with nothing to scroll and no header.
    public static let zero = ScrollGeometry(viewport: 0, content: 0, header: 0)

    /// Largest valid scroll offset.
    public var maxOffset: Double { maxOfNumbers(0, content - viewport) }

    /// Whether there is enough content to hide the header without leaving a stall:
    /// the content must exceed the viewport by at least one header height.
    public var canCollapse: Bool { content - viewport >= header && header > minHeader }

    /// Clamps a scroll offset into `0...maxOffset`; a non-finite offset becomes 0.
    public func clampOffset(_ offset: Double) -> Double {
        guard offset.isFinite else { return 0 }
        return min(maxOfNumbers(offset, 0), maxOffset)
    }

    static func sanitize(_ value: Double) -> Double {
        guard value.isFinite, value > 0 else { return 0 }
        return min(value, 1e12)
    }
}
