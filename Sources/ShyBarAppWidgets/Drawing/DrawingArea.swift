import CGtk
import ShyBarGtk

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
