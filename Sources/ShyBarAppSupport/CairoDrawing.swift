import CGtk
import ShyBarGtk
import Glibc

// More of cairo for plots: strokes, dashes, text, and drawing into PNG and SVG files.

extension Cairo {
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
        defer { g_object_unref(gp(layout)) }
        let font = pango_font_description_from_string(bold ? "Sans Bold" : "Sans")
        defer { pango_font_description_free(font) }
        pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, text, -1)
        return body(layout)
    }
}

/// Draws with a ``Cairo`` context into image files, written atomically.
@MainActor
public enum CairoExport {
    /// The image formats cairo can write.
    public enum Format: String, Sendable, CaseIterable {
        /// A PNG image (ARGB32).
        case png
        /// An SVG document (vector).
        case svg
    }

    private final class Sink { var bytes: [UInt8] = [] }

    private static let write: cairo_write_func_t = { closure, data, length in
        let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
        if let data { sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length))) }
        return CAIRO_STATUS_SUCCESS
    }

    private typealias SVGCreate = @convention(c) (cairo_write_func_t?, UnsafeMutableRawPointer?, Double, Double) -> OpaquePointer?

    /// `cairo_svg_surface_create_for_stream`, looked up at run time: its header
    /// (`cairo-svg.h`) is not part of GTK's, but libcairo always exports it.
    private static let svgCreate: SVGCreate? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "cairo_svg_surface_create_for_stream") else { return nil }
        return unsafeBitCast(symbol, to: SVGCreate.self)
    }()

    /// Renders `draw(context, width, height)` at `width` × `height` px and writes it to
    /// `path` as `format` (temporary file, fsync, rename).
    public static func write(_ format: Format, to path: String, width: Double, height: Double,
                             draw: (Cairo, Double, Double) -> Void) throws(FileError) {
        let sink = Sink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let surface: OpaquePointer?
        switch format {
        case .png:
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width.rounded(.up)), Int32(height.rounded(.up)))
        case .svg:
            guard let svgCreate else { throw FileError(message: "this cairo cannot write SVG") }
            surface = svgCreate(write, closure, width, height)
        }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw FileError(message: "cannot create a \(width)×\(height) \(format.rawValue) surface")
        }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { throw FileError(message: "cannot draw") }
        draw(Cairo(cr: cr), width, height)
        cairo_destroy(cr)
        if format == .png {
            let status = cairo_surface_write_to_png_stream(surface, write, closure)
            guard status == CAIRO_STATUS_SUCCESS else {
                throw FileError(message: "cannot encode PNG: \(String(cString: cairo_status_to_string(status)))")
            }
        }
        cairo_surface_finish(surface)
        try AtomicFile.write(bytes: withExtendedLifetime(sink) { sink.bytes }, to: path)
    }
}

extension AtomicFile {
    /// Writes `bytes` to `path` atomically (temporary file in the same directory, fsync, rename).
    public static func write(bytes: [UInt8], to path: String) throws(FileError) {
        var error: UnsafeMutablePointer<GError>?
        let flags = GFileSetContentsFlags(G_FILE_SET_CONTENTS_CONSISTENT.rawValue | G_FILE_SET_CONTENTS_DURABLE.rawValue)
        let ok = (bytes.isEmpty ? [0] : bytes).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: gchar.self) {
                g_file_set_contents_full(path, $0.baseAddress, gssize(bytes.count), flags, 0o644, &error)
            }
        }
        if ok == 0 { throw FileError(error, fallback: "cannot write \(path)") }
    }
}
