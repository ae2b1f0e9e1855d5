import CGtk

/// A `GtkOverlay`: a main child with widgets laid over it.
@MainActor
public final class Overlay: Widget {
    /// Creates an empty overlay.
    public init() { super.init(raw: gtk_overlay_new()) }
    init(existing raw: UnsafeMutablePointer<GtkWidget>) { super.init(raw: raw) }

    /// The main child, which decides the overlay's size.
    public func setChild(_ child: Widget) { gtk_overlay_set_child(shy_overlay(raw), child.raw) }
    /// Takes the main child out.
    func removeChild() { gtk_overlay_set_child(shy_overlay(raw), nil) }
    /// Adds a widget over the main child.
    public func addOverlay(_ widget: Widget) { gtk_overlay_add_overlay(shy_overlay(raw), widget.raw) }
    /// Takes a widget added with ``addOverlay(_:)`` out again.
    func removeOverlay(_ widget: Widget) { gtk_overlay_remove_overlay(shy_overlay(raw), widget.raw) }
    /// Clips an overlay widget to the overlay's bounds.
    package func setClipsOverlay(_ widget: Widget, _ clip: Bool) {
        gtk_overlay_set_clip_overlay(shy_overlay(raw), widget.raw, clip ? 1 : 0)
    }
    /// Lets `handler` place overlay widgets: return a rectangle (in overlay coordinates) to
    /// place the widget there, or nil to let GTK (or another handler) place it.
    @discardableResult
    package func onGetChildPosition(_ handler: @escaping @MainActor (Widget) -> Rect?) -> SignalConnection {
        connectSignal(gpointer(raw), "get-child-position", unsafeBitCast(twoPointerBoolTrampoline, to: GCallback.self),
                      { (widget: gpointer?, allocation: gpointer?) -> Bool in
                          guard let widget, let allocation,
                                let rect = handler(Widget(rawPointer: widget)) else { return false }
                          let out = allocation.assumingMemoryBound(to: GdkRectangle.self)
                          out.pointee = GdkRectangle(x: Int32(rect.x.rounded()), y: Int32(rect.y.rounded()),
                                                     width: Int32(rect.width.rounded()),
                                                     height: Int32(rect.height.rounded()))
                          return true
                      } as TwoPointerBoolHandler)
    }
}
