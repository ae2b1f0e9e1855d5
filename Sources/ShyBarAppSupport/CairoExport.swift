import CGtk
import Glibc
import ShyBarAppWidgets

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
