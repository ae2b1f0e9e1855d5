/// A timing curve as CSS, Flutter (`Cubic`) and Core Animation define it: a cubic Bézier from
/// (0, 0) to (1, 1) through two control points, read as y for a given x (the progress).
struct CubicBezier {
    let x1: Double, y1: Double, x2: Double, y2: Double

    /// y where the curve's x is `x` (in `0...1`): the curve parameter is found by Newton's
    /// method, with bisection where the slope is too flat for it, to well below a pixel's
    /// thousandth of a header.
    func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var t = x
        for _ in 0..<8 {
            let error = coordinate(t, x1, x2) - x
            if abs(error) < 1e-12 { return coordinate(t, y1, y2) }
            let slope = derivative(t, x1, x2)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var low = 0.0, high = 1.0
        t = min(max(t, 0), 1)
        for _ in 0..<60 {
            let error = coordinate(t, x1, x2) - x
            if abs(error) < 1e-12 { break }
            if error < 0 { low = t } else { high = t }
            t = (low + high) / 2
        }
        return coordinate(t, y1, y2)
    }

    /// One coordinate of the curve at parameter `t`, for control coordinates `a` and `b`.
    private func coordinate(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }

    private func derivative(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * a + 6 * u * t * (b - a) + 3 * t * t * (1 - b)
    }
}
