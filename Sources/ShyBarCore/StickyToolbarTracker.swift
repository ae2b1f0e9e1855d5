/// Options of ``StickyToolbarTracker``.
public struct StickyOptions: Equatable, Sendable {
    /// When true the header re-enters on reverse scroll while the toolbar stays pinned
    /// (a quick-return header over a pinned toolbar); `quickReturn` tunes how.
    public var quickReturnHeader: Bool = false
    /// How the header re-enters and snaps when `quickReturnHeader` is on.
    public var quickReturn = QuickReturnOptions()

    /// The defaults: a plain sticky toolbar.
    public init() {}
}

/// A tall header that scrolls away with the content pixel for pixel while the toolbar under
/// it pins to the top (docs/behaviours.md): for header height H and offset o,
/// `headerY = −min(o, H)`, `toolbarY = max(H − o, 0)`, `pinned = o ≥ H`.
///
/// The header never moves all at once: on the way back it reappears pixel by pixel.
public final class StickyToolbarTracker: HeaderTracker {
    /// The options; changing them takes effect on the next input.
    public var options: StickyOptions {
        didSet {
            quickReturn.options = Self.quickReturnOptions(for: options)
            if options.quickReturnHeader, !oldValue.quickReturnHeader {
                // The inner tracker sleeps while unused: bring it up to date.
                quickReturn.handle(.geometry(geometry), at: frame.time)
                quickReturn.handle(.scroll(offset: offset, source: .programmatic), at: frame.time)
            }
        }
    }
    /// The frame after the last input.
    @exclusivity(unchecked) public private(set) var frame: HeaderFrame
    /// Called with the new pinned state whenever the toolbar pins or unpins.
    public var onPinnedChange: ((Bool) -> Void)?

    private let quickReturn: QuickReturnTracker
    // Unchecked: measured to cost more than the rules; never accessed re-entrantly.
    @exclusivity(unchecked) private var geometry: ScrollGeometry = .zero
    @exclusivity(unchecked) private var offset: Double = 0
    @exclusivity(unchecked) private var now: Double = 0
    /// The plain header's request, for the input that made it only.
    private var focusScrollRequest: Double?
    /// The plain header brought back for the keyboard focus: the content scrolling to the
    /// top, which carries the header (it moves only with the content).
    private var focusSettle: TimedAnimation?

    /// Creates a tracker; feed it a `.geometry` input first.
    public init(options: StickyOptions = StickyOptions()) {
        self.options = options
        quickReturn = QuickReturnTracker(options: Self.quickReturnOptions(for: options))
        frame = quickReturn.frame
    }

    /// An offset to scroll the content to: the quick-return header's settles; and, with the
    /// plain header, the top when the keyboard focus enters a header partly scrolled away
    /// (it comes back by scrolling, the only way it moves, so that the focus is in sight).
    public var scrollRequest: Double? { options.quickReturnHeader ? quickReturn.scrollRequest : focusScrollRequest }

    /// Whether the quick-return header still animates or waits for an idle snap, or the
    /// content still scrolls back to bring the plain header to the focus.
    public var needsTicks: Bool { (options.quickReturnHeader && quickReturn.needsTicks) || focusSettle != nil }

    /// Whether the desktop allows animations, apart from the options (see
    /// ``QuickReturnTracker/systemAnimationsEnabled``).
    public var systemAnimationsEnabled: Bool {
        get { quickReturn.systemAnimationsEnabled }
        set { quickReturn.systemAnimationsEnabled = newValue }
    }

    /// The quick-return header's earliest pending timer (see ``HeaderTracker``).
    public var pendingDeadline: Double? {
        guard focusSettle == nil else { return nil }
        return options.quickReturnHeader ? quickReturn.pendingDeadline : nil
    }

    /// Applies one input that happened at `time` (milliseconds) and returns the new frame.
    @discardableResult
    public func handle(_ input: TrackerInput, at time: Double) -> HeaderFrame {
        if time.isFinite, time > now { now = time }
        let inner = options.quickReturnHeader ? quickReturn.handle(input, at: time) : nil
        focusScrollRequest = nil
        // A settle moves nothing in the frame that starts it (not even one of no length):
        // the view moves the content from the next frame on.
        var startsSettle = false
        switch input {
        case .geometry(let newGeometry):
            geometry = newGeometry
            offset = geometry.clampOffset(offset)
        case .scroll(let newOffset, let source):
            guard newOffset.isFinite else { break }
            let clamped = geometry.clampOffset(newOffset)
            // The person's own scroll takes the content from the focus's settle.
            if focusSettle != nil, source.isUserDriven, source != .momentum, clamped != offset { focusSettle = nil }
            offset = clamped
        case .begin where focusSettle != nil:
            focusSettle = nil
        case .focus(inside: true) where inner == nil && offset > 0 && geometry.header > 0:
            focusScrollRequest = 0
            let qr = options.quickReturn
            let animated = qr.animationsEnabled && systemAnimationsEnabled
            focusSettle = TimedAnimation(from: offset, to: 0, start: now, duration: animated ? qr.duration : 0,
                                         easing: qr.easing)
            startsSettle = true
        default:
            break
        }
        var focusScroll: Double?
        if let settle = focusSettle, !startsSettle {
            focusScroll = settle.value(at: now)
            if settle.isFinished(at: now) { focusSettle = nil }
        }
        let header = geometry.header
        // The quick-return header may collapse to its own minimum; the plain sticky header
        // follows the geometry only.
        let minExtent = inner?.minExtent ?? geometry.minHeader
        let extent = inner?.extent ?? max(minExtent, header - offset)
        let pinned = offset >= header - minExtent
        let state: HeaderState
        if let inner {
            state = inner.state
        } else {
            state = extent >= header ? .shown : extent <= minExtent ? .hidden : .attached
        }
        let wasPinned = frame.pinned
        frame = HeaderFrame(
            time: now, offset: offset, extent: extent, header: header,
            minExtent: minExtent, target: inner?.target,
            state: state, showsBackground: offset > 0, pinned: pinned, scroll: inner?.scroll ?? focusScroll)
        if pinned != wasPinned { onPinnedChange?(pinned) }
        return frame
    }

    private static func quickReturnOptions(for options: StickyOptions) -> QuickReturnOptions {
        var result = options.quickReturn
        if !options.quickReturnHeader {
            result.reveal = .topOnly
            result.snap = .none
            result.toleranceDown = 0
            result.startOffset = 0
        }
        return result
    }
}
