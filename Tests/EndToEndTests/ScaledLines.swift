import Foundation

/// Lines across a column of a picture, found to a fraction of a pixel.
enum ScaledLines {
    /// The dark lines crossing column `x` (five columns wide), top to bottom: where each run of
    /// rows darker than the rows around them begins, its first row counted by how much of the
    /// run's darkness it has (an antialiased line's upper edge, to a fraction of a pixel; the
    /// upper edge, because a raised bar draws a shadow under its border).
    static func find(_ pixels: RootPixels, x: Int) -> [Double] {
        let columns = max(0, x - 2)...min(pixels.width - 1, x + 2)
        let lum = (0..<pixels.height).map { y in
            Double(columns.reduce(0) { $0 + pixels.at($1, y).luminance }) / Double(columns.count)
        }
        var found: [Double] = []
        var run: [(y: Int, weight: Double)] = []
        for y in 0..<lum.count {
            let around = lum[max(0, y - 5)...min(lum.count - 1, y + 5)].max() ?? lum[y]
            let darkness = around - lum[y]
            if darkness >= 3 {
                run.append((y, darkness))
            } else if !run.isEmpty {
                let peak = run.map(\.weight).max() ?? 1
                found.append(Double(run[0].y) + 1 - min(1, run[0].weight / peak))
                run = []
            }
        }
        return found
    }

    /// How many device rows in `from..<to` at column `x` the sticky header's blue (blue well
    /// above red) fills, to a fraction: its first and last rows count by how blue they are
    /// against the rows next to them (the antialiased edges).
    static func blueLength(_ pixels: RootPixels, x: Int, from: Int, to: Int) -> Double {
        func blueness(_ y: Int) -> Double { let c = pixels.at(x, y); return Double(c.b - c.r) }
        let rows = (max(0, from)..<max(from, min(to, pixels.height))).filter { blueness($0) > 30 }
        guard let first = rows.first, let last = rows.last else { return 0 }
        guard rows.count > 2 else { return Double(rows.count) }
        let top = min(1, blueness(first) / max(1, blueness(first + 1)))
        let bottom = min(1, blueness(last) / max(1, blueness(last - 1)))
        return Double(rows.count - 2) + top + bottom
    }

    static func nearest(_ values: [Double], to target: Double, within: Double) -> Double? {
        values.min { abs($0 - target) < abs($1 - target) }.flatMap { abs($0 - target) <= within ? $0 : nil }
    }

    static func format(_ values: [Double]) -> String {
        "[" + values.map { String(format: "%.2f", $0) }.joined(separator: ", ") + "]"
    }
}
