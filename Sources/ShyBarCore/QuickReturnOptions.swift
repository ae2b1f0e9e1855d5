/// What a quick-return header does when the user scrolls back.
public enum RevealPolicy: String, Sendable, CaseIterable {
    /// Show the whole header at once with a short animation (docs/behaviours.md).
    case animate
    /// Bring the header back pixel for pixel with the reverse scroll.
    case follow
    /// Only bring it back when the content returns to the top.
    case topOnly = "top-only"
}

/// Where a partly shown header goes when input stops (gesture end or wheel idle).
public enum SnapPolicy: String, Sendable, CaseIterable {
    /// The fling's velocity decides (docs/behaviours.md); a slow release goes to the nearest edge.
    case auto
    /// Whichever edge is nearer.
    case nearest
    /// The direction of the last movement: forward hides, backward shows.
    case direction
    /// Stay where it is.
    case none
}

/// What a quick-return header does when the user scrolls forward.
public enum ConcealPolicy: String, Sendable, CaseIterable {
    /// Hide pixel for pixel with the forward scroll (Android, Flutter, AMScrollingNavbar).
    case follow
    /// Once the forward run passes the tolerance, hide the whole header with one animation,
    /// as Headroom.js (unpin) and UIKit's `hidesBarsOnSwipe` do.
    case animate
}

/// Which movement counts towards `toleranceUp`/`toleranceDown`, and when the count restarts.
public enum ToleranceRun: String, Sendable, CaseIterable {
    /// Movement in one direction; a change of direction starts a new run.
    case direction
    /// As `direction`, and the run also restarts when input stops (a gesture ends or wheel
    /// input goes quiet): TLYShyNavBar's resistance.
    case gesture
    /// One budget of movement either way, refilled when the header reaches the edge it moves
    /// towards or input stops; once the header moves, a reversal follows at once
    /// (AMScrollingNavbar's `delay`).
    case edge
    /// Each scroll event on its own: only an event that moves at least the tolerance moves
    /// the header, so a slow scroll whose every step is below it never does (Headroom.js's
    /// `toleranceExceeded`, which compares the distance since the last frame).
    case event
}

/// The tuning knobs of ``QuickReturnTracker``. Defaults follow docs/behaviours.md and the peers.
public struct QuickReturnOptions: Equatable, Sendable {
    /// Reverse movement (px, accumulated since the last direction change) ignored before
    /// the header starts to come back. Keeps rounding noise from flipping the header.
    public var toleranceUp: Double = 8
    /// Forward movement (px, accumulated) ignored before the header starts to hide.
    public var toleranceDown: Double = 0
    /// Offset before which the header never hides.
    public var startOffset: Double = 0
    /// What reverse scrolling does.
    public var reveal: RevealPolicy = .animate
    /// Where a partly shown header goes when input stops.
    public var snap: SnapPolicy = .auto
    /// Collapsed height of the header (0 hides it completely).
    public var minExtent: Double = 0
    /// Fade the header's content with its progress.
    public var fade: Bool = false
    /// Duration of reveal and snap animations, milliseconds.
    public var duration: Double = 200
    /// The easing curve of reveal and snap animations.
    public var easing: Easing = .easeOutCubic
    /// When false (reduced motion) every animation completes at once.
    public var animationsEnabled: Bool = true
    /// How long wheel or keyboard input must pause before a partly shown header snaps, ms.
    public var idleSnapDelay: Double = 150
    /// Release speed (px/s) from which `auto` snapping follows the fling's direction.
    public var flingVelocity: Double = 50
    /// How long a gesture may go without any input before it counts as ended, ms: the
    /// safety net for an end event that never comes. It must be longer than any pause a
    /// person makes with fingers resting on a touchpad or screen, or with the scrollbar
    /// held, because ending the gesture may settle the header and, near the top, scroll
    /// the content under the resting fingers. The ends that can be seen (a stop, a lift,
    /// a release, the scrolled window unmapped, a new source) end it at once; 30 s leaves
    /// a lost end's header half-shown for at most that long.
    public var gestureTimeout: Double = 30_000
    /// Reveal the header when the viewport changes size (a window resize). Off keeps the
    /// header's state, as Android and Flutter do; on shows it, as AMScrollingNavbar does.
    /// Either way it settles, never half-shown.
    public var revealOnResize: Bool = false
    /// What forward scrolling does: hide pixel for pixel, or as a whole once past the tolerance.
    public var conceal: ConcealPolicy = .follow
    /// How movement is counted against the tolerances.
    public var toleranceRun: ToleranceRun = .direction
    /// Where `nearest` (and a slow `auto` release) splits: a partly shown header snaps back
    /// to shown when at least this fraction of it is visible, else it hides. 0.5 is the
    /// midpoint (Android); 1 hides anything not fully shown (TLYShyNavBar). `0...1`.
    public var snapThreshold: Double = 0.5
    /// A start offset in header heights, added to `startOffset` (1 = one header down).
    public var startOffsetHeaders: Double = 0
    /// With `snap` `none`: near the top, a header left revealed over the first rows when
    /// input stops goes back to rest on the content, so it never stays over a row. The other
    /// snaps always settle near the top (to the top, or one header down).
    public var restOnContentNearTop: Bool = false
    /// A release with any velocity leaves the snap until the fling's momentum has stopped
    /// (the idle rule), the header following the momentum 1:1 meanwhile, as Android's
    /// `AppBarLayout` and Flutter's floating `SliverAppBar` snap once the scroll is idle.
    /// Off: the snap is decided at release.
    public var snapAfterMomentum: Bool = false
    /// Milliseconds added to `duration` for each header height an animation travels:
    /// Android snaps in (distance / height + 1) × 150 ms, AMScrollingNavbar in 0.4 s a height.
    public var durationPerHeader: Double = 0
    /// Only swipes (the fingers on a touchpad or touchscreen) move the header; wheel, keys,
    /// the scrollbar and a fling's momentum move the content alone, as UIKit's
    /// `hidesBarsOnSwipe` and AMScrollingNavbar follow their pan gesture only.
    public var swipesOnly: Bool = false

    /// The defaults.
    public init() {}

    /// A copy with every non-finite or negative number replaced by its default.
    public func sanitized() -> QuickReturnOptions {
        let defaults = QuickReturnOptions()
        func valid(_ value: Double, _ fallback: Double) -> Double {
            value.isFinite && value >= 0 ? min(value, 1e12) : fallback
        }
        var copy = self
        copy.toleranceUp = valid(toleranceUp, defaults.toleranceUp)
        copy.toleranceDown = valid(toleranceDown, defaults.toleranceDown)
        copy.startOffset = valid(startOffset, defaults.startOffset)
        copy.minExtent = valid(minExtent, defaults.minExtent)
        copy.duration = valid(duration, defaults.duration)
        copy.idleSnapDelay = valid(idleSnapDelay, defaults.idleSnapDelay)
        copy.flingVelocity = valid(flingVelocity, defaults.flingVelocity)
        copy.gestureTimeout = valid(gestureTimeout, defaults.gestureTimeout)
        copy.snapThreshold = snapThreshold.isFinite && (0...1).contains(snapThreshold) ? snapThreshold : defaults.snapThreshold
        copy.startOffsetHeaders = valid(startOffsetHeaders, defaults.startOffsetHeaders)
        copy.durationPerHeader = valid(durationPerHeader, defaults.durationPerHeader)
        return copy
    }
}
