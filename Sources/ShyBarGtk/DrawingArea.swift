import CGtk

/// A small cairo context wrapper for ``DrawingArea`` draw functions.
@MainActor
public struct Cairo {
    package let cr: OpaquePointer

    package init(cr: OpaquePointer) { self.cr = cr }

    /// Sets a solid colour (components 0…1).
    public func setColor(_ r: Double, _ g: Double, _ b: Double, alpha: Double = 1) {
        cairo_set_source_rgba(cr, r, g, b, alpha)
    }
    /// Sets a vertical linear gradient from y0 to y1 with colour stops (offset, r, g, b).
    public func setVerticalGradient(from y0: Double, to y1: Double, stops: [(Double, Double, Double, Double)]) {
        let pattern = cairo_pattern_create_linear(0, y0, 0, y1)
        for stop in stops { cairo_pattern_add_color_stop_rgb(pattern, stop.0, stop.1, stop.2, stop.3) }
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
    }
    /// Starts a new path at (x, y).
    public func move(to x: Double, _ y: Double) { cairo_move_to(cr, x, y) }
    /// Adds a line to (x, y).
    public func line(to x: Double, _ y: Double) { cairo_line_to(cr, x, y) }
    /// Adds a cubic Bézier curve.
    public func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x3: Double, _ y3: Double) {
        cairo_curve_to(cr, x1, y1, x2, y2, x3, y3)
    }
    /// Adds a rectangle.
    public func rectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        cairo_rectangle(cr, x, y, width, height)
    }
    /// Adds a circle.
    public func circle(_ x: Double, _ y: Double, radius: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, x, y, radius, 0, 2 * Double.pi)
    }
    /// Closes the current path.
    public func closePath() { cairo_close_path(cr) }
    /// Fills the current path.
    public func fill() { cairo_fill(cr) }
    /// Fills the whole clip.
    public func paint() { cairo_paint(cr) }
}

/// A `GtkDrawingArea` drawn by a Swift closure.
@MainActor
public final class DrawingArea: Widget {
    private final class Box {
        let draw: @MainActor (Cairo, Double, Double) -> Void
        init(_ draw: @escaping @MainActor (Cairo, Double, Double) -> Void) { self.draw = draw }
    }

    /// Creates an area drawn by `draw(context, width, height)`.
    public init(draw: @escaping @MainActor (Cairo, _ width: Double, _ height: Double) -> Void) {
        super.init(raw: gtk_drawing_area_new())
        let data = Unmanaged.passRetained(Box(draw)).toOpaque()
        gtk_drawing_area_set_draw_func(shy_drawing_area(raw), { _, cr, width, height, data in
            nonisolated(unsafe) let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
            nonisolated(unsafe) let cr = cr
            MainActor.assumeIsolated { box.draw(Cairo(cr: cr!), Double(width), Double(height)) }
        }, data, { data in Unmanaged<Box>.fromOpaque(data!).release() })
    }
}
