import CGtk
import ShyBarGtk

/// A cairo context: what `DrawingArea` draw functions and `CairoExport` draw with.
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

    // Strokes, clipping and text, for plots.
    /// Sets the width of stroked lines, px.
    public func setLineWidth(_ width: Double) { cairo_set_line_width(cr, width) }
    /// Sets a dash pattern (on, off, … lengths in px); empty for solid lines.
    public func setDash(_ pattern: [Double]) {
        pattern.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
    }
    /// Strokes the current path.
    public func stroke() { cairo_stroke(cr) }
    /// Saves the drawing state (colour, line width, dash, clip).
    public func save() { cairo_save(cr) }
    /// Restores the state saved last.
    public func restore() { cairo_restore(cr) }
    /// Clips further drawing to the current path.
    public func clip() { cairo_clip(cr) }
    /// Draws `text` with its baseline starting at (x, y), in the UI's sans-serif face at
    /// `size` px. Pango lays it out, so any script the fonts cover shows (cairo's own toy
    /// text API has no font fallback: Chinese came out as empty boxes).
    public func showText(_ text: String, at x: Double, _ y: Double, size: Double = 11, bold: Bool = false) {
        withLayout(text, size: size, bold: bold) { layout in
            let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
            cairo_move_to(cr, x, y - baseline)
            pango_cairo_show_layout(cr, layout)
        }
    }
    /// The advance width of `text` as ``showText(_:at:_:size:bold:)`` draws it.
    public func textWidth(_ text: String, size: Double = 11, bold: Bool = false) -> Double {
        withLayout(text, size: size, bold: bold) { layout in
            var width: Int32 = 0
            pango_layout_get_size(layout, &width, nil)
            return Double(width) / Double(PANGO_SCALE)
        }
    }
    private func withLayout<T>(_ text: String, size: Double, bold: Bool, _ body: (OpaquePointer) -> T) -> T {
        let layout = pango_cairo_create_layout(cr)!
        defer { g_object_unref(gpointer(layout)) }
        let font = pango_font_description_from_string(bold ? "Sans Bold" : "Sans")
        defer { pango_font_description_free(font) }
        pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, text, -1)
        return body(layout)
    }
}
