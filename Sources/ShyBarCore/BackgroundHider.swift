/// When the header's background shows (the background-hiding helper's styles).
public enum BackgroundHidingStyle: String, Sendable, CaseIterable {
    /// Transparent until the content scrolls past the offset for hiding, then solid.
    case automatic
    /// Always transparent.
    case alwaysHidden = "always-hidden"
    /// Always solid.
    case alwaysVisible = "always-visible"
}

/// A header whose background stays transparent over a hero image until the content scrolls
/// past an offset, then turns solid (the background-hiding helper of docs/behaviours.md, in Swift).
///
/// The hider follows the scroll position whatever moved it. Around the threshold it keeps a
/// small hysteresis band, so a sub-pixel wobble (a list rounding 68.42 to 68) toggles it at
/// most once. Every customisation point of the original helper is here, with its default reachable.
public final class BackgroundHider: HeaderTracker {
    /// Decides the background from the geometry and offset; see ``defaultUpdateHandler(_:animated:)``.
    public typealias UpdateHandler = (BackgroundHider, _ animated: Bool) -> Void
    /// Makes the background transparent or visible; `animated` says whether to transition.
    public typealias BackgroundHandler = (_ animated: Bool) -> Void
    /// Returns the offset past which the background becomes visible.
    public typealias OffsetProvider = (ScrollGeometry) -> Double
    /// Called once per toggle with the new visibility.
    public typealias Callback = (_ isShowingBackground: Bool, _ animated: Bool) -> Void

    // Stored properties skip dynamic exclusivity checks: measured with callgrind, they cost
    // several times the rules themselves, and no access here is held across a handler call.

    /// Half the width of the band around the threshold in which nothing toggles, px.
    public static let hysteresis: Double = 0.5

    /// Whether the hider reacts at all; disabling it leaves the background as it is.
    @exclusivity(unchecked) public var isEnabled = true
    /// When the background shows.
    @exclusivity(unchecked) public var style: BackgroundHidingStyle = .automatic
    /// Whether the background is currently visible (solid).
    @exclusivity(unchecked) public private(set) var isShowingBackground = false
    /// The sizes last reported.
    @exclusivity(unchecked) public private(set) var geometry: ScrollGeometry = .zero
    /// The scroll offset last reported.
    @exclusivity(unchecked) public private(set) var offset: Double = 0
    /// The frame after the last input.
    @exclusivity(unchecked) public private(set) var frame: HeaderFrame

    /// Decides and applies the background; replaceable. Default: ``defaultUpdateHandler(_:animated:)``.
    @exclusivity(unchecked) public var updateHandler: UpdateHandler
    /// Makes the background transparent; replaceable. Default does nothing in the core —
    /// a toolkit binding installs its own (the GTK binding removes a CSS class).
    @exclusivity(unchecked) public var makeBackgroundTransparentHandler: BackgroundHandler
    /// Makes the background visible; replaceable. Default does nothing in the core —
    /// a toolkit binding installs its own (the GTK binding adds a CSS class).
    @exclusivity(unchecked) public var makeBackgroundVisibleHandler: BackgroundHandler
    /// Where the background turns visible; replaceable. Default: ``defaultOffsetForHidingProvider(_:)``.
    @exclusivity(unchecked) public var offsetForHidingProvider: OffsetProvider

    @exclusivity(unchecked) private var callbacks: [(id: Int, callback: Callback)] = []
    @exclusivity(unchecked) private var nextCallbackID = 0
    @exclusivity(unchecked) private var now: Double = 0

    /// Creates an enabled hider with the default handlers.
    public init(style: BackgroundHidingStyle = .automatic) {
        self.style = style
        updateHandler = BackgroundHider.defaultUpdateHandler
        makeBackgroundTransparentHandler = BackgroundHider.defaultBackgroundHandler
        makeBackgroundVisibleHandler = BackgroundHider.defaultBackgroundHandler
        offsetForHidingProvider = BackgroundHider.defaultOffsetForHidingProvider
        frame = .initial
        frame = makeFrame()
    }

    /// The default offset: where the first section (the hero) has scrolled completely under
    /// the header, or 0 when there is no first section — then any scroll shows the background.
    public static func defaultOffsetForHidingProvider(_ geometry: ScrollGeometry) -> Double {
        guard let hero = geometry.hero else { return 0 }
        return max(0, hero - geometry.header)
    }

    /// An offset provider that shows the background as soon as anything has scrolled.
    public static func anyScrollOffsetProvider(_ geometry: ScrollGeometry) -> Double { 0 }

    /// Applies `options` (replacing a custom offset provider), then re-evaluates without
    /// animation.
    public func apply(_ options: BackgroundOptions) {
        options.apply(to: self)
        update(animated: false)
    }

    /// The default transparent/visible handler of the core: nothing to draw here.
    public static func defaultBackgroundHandler(animated: Bool) {}

    /// The default update handler: computes the visibility from the style, the offset and
    /// the offset provider, and calls ``setShowingBackground(_:animated:)``.
    public static func defaultUpdateHandler(_ hider: BackgroundHider, animated: Bool) {
        hider.setShowingBackground(hider.shouldShowBackground(), animated: animated)
    }

    /// Whether the background should show now, by the style and the threshold (with hysteresis).
    public func shouldShowBackground() -> Bool {
        switch style {
        case .alwaysHidden: return false
        case .alwaysVisible: return true
        case .automatic:
            // Clamped at 0 so that a threshold of 0 still turns transparent back at the top.
            if isShowingBackground { return offset > max(0, threshold - Self.hysteresis) }
            return offset > threshold + Self.hysteresis
        }
    }

    /// The offset past which the background shows, as the provider says now.
    public var threshold: Double {
        let provided = offsetForHidingProvider(geometry)
        return provided.isFinite ? max(0, provided) : 0
    }

    /// Re-evaluates the background now (for example after changing the style or provider).
    public func update(animated: Bool) {
        guard isEnabled else { return }
        updateHandler(self, animated)
        frame = makeFrame()
    }

    /// Applies a visibility: calls the transparent/visible handler and the additional
    /// callbacks once, and only when the visibility really changes.
    public func setShowingBackground(_ show: Bool, animated: Bool) {
        guard show != isShowingBackground else { return }
        isShowingBackground = show
        if show { makeBackgroundVisibleHandler(animated) } else { makeBackgroundTransparentHandler(animated) }
        for entry in callbacks { entry.callback(show, animated) }
    }

    /// Registers a callback fired once per toggle; returns a token for ``removeCallback(_:)``.
    @discardableResult
    public func addAdditionalCallback(_ callback: @escaping Callback) -> Int {
        nextCallbackID += 1
        callbacks.append((nextCallbackID, callback))
        return nextCallbackID
    }

    /// Removes a callback registered with ``addAdditionalCallback(_:)``.
    public func removeCallback(_ token: Int) {
        callbacks.removeAll { $0.id == token }
    }

    /// Nothing here animates by itself: the style sheet's transition does.
    public var needsTicks: Bool { false }

    /// Applies one input that happened at `time` (milliseconds) and returns the new frame.
    @discardableResult
    public func handle(_ input: TrackerInput, at time: Double) -> HeaderFrame {
        if time.isFinite, time > now { now = time }
        switch input {
        case .geometry(let newGeometry):
            geometry = newGeometry
            offset = geometry.clampOffset(offset)
            update(animated: false)
        case .scroll(let newOffset, _):
            guard newOffset.isFinite else { break }
            offset = geometry.clampOffset(newOffset)
            update(animated: true)
        case .begin, .end, .focus, .focusedItem, .tick:
            break
        }
        frame = makeFrame()
        return frame
    }

    private func makeFrame() -> HeaderFrame {
        let header = geometry.header
        return HeaderFrame(time: now, offset: offset, extent: header, header: header, minExtent: header,
                           target: nil, state: isShowingBackground ? .solid : .transparent,
                           showsBackground: isShowingBackground, pinned: true)
    }
}
