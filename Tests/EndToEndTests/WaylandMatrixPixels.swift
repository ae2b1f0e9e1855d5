import Foundation

/// What the input matrix reads from grim's pixels of the 1280x800 output: how far the
/// content moved between two pictures, how much of each page's header is on screen, and
/// the background page's header look. Colours are the default light theme's, as drawn
/// by shybar's style sheet (measured on grim screenshots of the running app).
enum MatrixPixels {
    static func isClose(_ colour: RootPixels.RGB, _ r: Int, _ g: Int, _ b: Int, _ tolerance: Int) -> Bool {
        abs(colour.r - r) <= tolerance && abs(colour.g - g) <= tolerance && abs(colour.b - b) <= tolerance
    }

    static func saturation(_ c: RootPixels.RGB) -> Int {
        max(abs(c.r - c.g), abs(c.g - c.b), abs(c.r - c.b))
    }

    /// One number per pixel row (weighted luminance of every other column left of x = 1200).
    /// A plain loop over the bytes: the tests run in a debug build.
    static func signatures(_ pixels: RootPixels) -> [Int] {
        let width = pixels.width, columns = min(1200, width)
        return pixels.bytes.withUnsafeBufferPointer { bytes in
            (0..<pixels.height).map { row in
                var sum = 0
                var column = 0
                var i = row * width * 3
                while column < columns {
                    let luminance = (Int(bytes[i]) * 3 + Int(bytes[i + 1]) * 6 + Int(bytes[i + 2])) / 10
                    sum &+= luminance * (1 + column % 7)
                    column += 2
                    i += 6
                }
                return sum
            }
        }
    }

    /// How far the content moved up from `before` to `after` (negative: down): the shift
    /// in `shifts` for which most pixel rows of `after` (rows where `validAfter` holds)
    /// equal the rows of `before` they came from (where `validBefore` holds). Robust
    /// against a row the pointer highlights or a focus ring: the shift must match at least
    /// `minimumMatch` of the rows compared. Nil when nothing matches that well.
    static func shift(from before: RootPixels, to after: RootPixels, shifts: ClosedRange<Int> = -300...300,
                      beforeSignatures: [Int]? = nil, validBefore: (Int) -> Bool, validAfter: (Int) -> Bool,
                      minimumMatch: Double = 0.85) -> Int? {
        let rows = RowMatch(before: beforeSignatures ?? signatures(before), after: signatures(after),
                            validBefore: validBefore, validAfter: validAfter)
        var best: (shift: Int, score: Double)?
        for shift in shifts {
            guard let score = rows.score(shift) else { continue }
            // Ties (a blank stretch matches anywhere) go to the smallest movement.
            if best == nil || score > best!.score + 1e-9 || (abs(score - best!.score) < 1e-9 && abs(shift) < abs(best!.shift)) {
                best = (shift, score)
            }
        }
        guard let best, best.score >= minimumMatch else { return nil }
        return best.shift
    }

    /// Whether the content moving up by `other` px explains `after` as well as `measured`
    /// (what ``shift(from:to:shifts:beforeSignatures:validBefore:validAfter:minimumMatch:)``
    /// chose): the catalog's rows look alike, so two shifts a row pitch apart can match every
    /// compared row equally, and the pictures alone cannot tell them apart.
    static func explainsAsWell(_ other: Int, as measured: Int, from before: RootPixels, to after: RootPixels,
                               validBefore: (Int) -> Bool, validAfter: (Int) -> Bool) -> Bool {
        let rows = RowMatch(before: signatures(before), after: signatures(after), validBefore: validBefore, validAfter: validAfter)
        guard let chosen = rows.score(measured), let alternative = rows.score(other) else { return false }
        return alternative >= chosen - 1e-9
    }

    /// Pixel-row signatures of two pictures and the rows of each that may be compared.
    private struct RowMatch {
        let before: [Int], after: [Int]
        let okBefore: [Bool], okAfter: [Bool]

        init(before: [Int], after: [Int], validBefore: (Int) -> Bool, validAfter: (Int) -> Bool) {
            self.before = before
            self.after = after
            okBefore = (0..<before.count).map(validBefore)
            okAfter = (0..<after.count).map(validAfter)
        }

        /// The share of compared rows of `after` equal to the row of `before` they came from
        /// when the content moved up `shift` px; nil when fewer than 80 rows can be compared.
        func score(_ shift: Int) -> Double? {
            // A row equal within 2 luminance levels per compared pixel on average.
            let tolerance = 2 * 600 * 4
            var matched = 0, compared = 0
            for row in 0..<after.count where okAfter[row] {
                let source = row + shift
                guard source >= 0, source < before.count, okBefore[source] else { continue }
                compared += 1
                if abs(before[source] - after[row]) <= tolerance { matched += 1 }
            }
            return compared >= 80 ? Double(matched) / Double(compared) : nil
        }
    }

    // MARK: Quick return

    /// How many pixel rows of the quick-return header are on screen below the content top
    /// `top`: its background (#fbfafa) at x = 8 (left of the search entry) down to its 1 px
    /// separator (#cdc7c2), which is its last row. 0 when the first row under the content
    /// top is not the header's; nil when the header's colours are there without their
    /// separator (unreadable).
    static func quickReturnExtent(_ pixels: RootPixels, top: Int) -> Int? {
        var y = top
        while y < top + 100, isClose(pixels.at(8, y), 0xfb, 0xfa, 0xfa, 2) { y += 1 }
        if isClose(pixels.at(8, y), 0xcd, 0xc7, 0xc2, 6) { return y + 1 - top }
        return y == top ? 0 : nil
    }

    // MARK: Sticky toolbar

    struct Sticky: CustomStringConvertible {
        var header: Int          // rows of the blue tall header on screen
        var toolbarTop: Int?     // where the toolbar's band (#f6f5f4) starts, if right under the header
        var description: String { "header \(header) px on screen, toolbar at \(toolbarTop.map(String.init) ?? "not under it")" }
    }

    /// The sticky page at x = 1100 (right of the header's text): the blue header's rows from
    /// the content top, then the toolbar's band, which must follow at once.
    static func sticky(_ pixels: RootPixels, top: Int) -> Sticky {
        var y = top
        while y < top + 260, case let c = pixels.at(1100, y), c.b - c.r > 60 { y += 1 }
        let toolbar = pixels.at(1100, y)
        let below = pixels.at(1100, min(y + 20, pixels.height - 1))
        let isToolbar = isClose(toolbar, 0xf6, 0xf5, 0xf4, 4) && isClose(below, 0xf6, 0xf5, 0xf4, 4)
        return Sticky(header: y - top, toolbarTop: isToolbar ? y : nil)
    }

    // MARK: Background

    enum Look: Equatable, CustomStringConvertible {
        case transparent, solid, other(String)
        var description: String {
            switch self {
            case .transparent: return "transparent over the hero"
            case .solid: return "solid"
            case .other(let detail): return detail
            }
        }
    }

    /// Columns of the background header's band with no widget in them (the back button,
    /// title, share and favourite buttons are elsewhere).
    static let backgroundBandColumns = [6, 240, 400, 640, 960, 1150]

    /// The background page's header, read in its top padding band (`top` + 4): the hero's
    /// saturated colours when transparent, the header colour #fbfbfa when solid.
    static func backgroundLook(_ pixels: RootPixels, top: Int) -> Look {
        let band = backgroundBandColumns.map { pixels.at($0, top + 4) }
        if band.allSatisfy({ isClose($0, 0xfb, 0xfb, 0xfa, 3) }) { return .solid }
        if band.allSatisfy({ saturation($0) > 20 }) { return .transparent }
        return .other("header band \(band)")
    }

    /// Whether the hero image shows in pixel row `y` (most of the band's columns saturated:
    /// the page behind it, its text and the solid header are grey).
    static func showsHero(_ pixels: RootPixels, y: Int) -> Bool {
        backgroundBandColumns.filter { saturation(pixels.at($0, y)) > 20 }.count >= 4
    }

    // MARK: Scrollbar

    /// The overlay scrollbar's thumb in column x = 1271 (grey, unsaturated), as a range of
    /// rows below `from`; nil when none is drawn (the pointer must hover it first).
    static func scrollbarThumb(_ pixels: RootPixels, from: Int) -> ClosedRange<Int>? {
        var best: ClosedRange<Int>?
        var start: Int?
        for y in from..<pixels.height {
            let c = pixels.at(1271, y)
            let isThumb = saturation(c) <= 8 && (80...175).contains(c.luminance)
            if isThumb, start == nil { start = y }
            if !isThumb || y == pixels.height - 1, let first = start {
                let last = isThumb ? y : y - 1
                if last - first >= 6, best == nil || last - first > best!.count { best = first...last }
                start = nil
            }
        }
        return best
    }
}
