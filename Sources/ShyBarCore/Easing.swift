/// Easing curves as pure functions of progress in `0...1`, as in libadwaita's `AdwEasing`.
public enum Easing: String, Sendable, CaseIterable {
    /// No easing.
    case linear
    /// Decelerating cubic: fast start, gentle landing (the reveal/snap default).
    case easeOutCubic
    /// Accelerating then decelerating cubic.
    case easeInOutCubic

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
        }
    }
}
