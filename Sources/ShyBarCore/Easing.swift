/// Easing curves as pure functions of progress in `0...1`, as in libadwaita's `AdwEasing`,
/// plus the curves of the peers the presets reproduce.
public enum Easing: String, Sendable, CaseIterable {
    /// No easing.
    case linear
    /// Decelerating cubic: fast start, gentle landing (the reveal/snap default).
    case easeOutCubic
    /// Accelerating then decelerating cubic.
    case easeInOutCubic
    /// Decelerating quadratic, 1 − (1 − t)²: Android's `DecelerateInterpolator` (factor 1),
    /// which `AppBarLayout` snaps with.
    case quadOut
    /// The cubic Bézier (0, 0, 0.58, 1): CSS `ease-out`, Flutter's `Curves.easeOut`.
    case bezierOut
    /// The cubic Bézier (0.42, 0, 0.58, 1): CSS `ease-in-out`, UIKit's default animation
    /// curve (`UIView.AnimationCurve.easeInOut`).
    case bezierInOut

    /// The eased value for progress `t`; `t` is clamped into `0...1`.
    public func value(at t: Double) -> Double {
        let p = t.isNaN ? 1 : min(max(t, 0), 1)
        switch self {
        case .linear:
            return p
        case .easeOutCubic:
            let q = 1 - p
            return 1 - q * q * q
        case .easeInOutCubic:
            if p < 0.5 { return 4 * p * p * p }
            let q = -2 * p + 2
            return 1 - q * q * q / 2
        case .quadOut:
            let q = 1 - p
            return 1 - q * q
        case .bezierOut:
            return CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1).value(at: p)
        case .bezierInOut:
            return CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1).value(at: p)
        }
    }
}
