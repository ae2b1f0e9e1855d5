import CGtk

/// A `GtkAdjustment`: the value and range of a scrollable direction.
@MainActor
public final class Adjustment {
    let raw: UnsafeMutablePointer<GtkAdjustment>

    init(raw: UnsafeMutablePointer<GtkAdjustment>) { self.raw = raw }

    /// The current value (the top of the visible page).
    public var value: Double {
        get { gtk_adjustment_get_value(raw) }
        set { gtk_adjustment_set_value(raw, newValue) }
    }
    /// The smallest value.
    public var lower: Double { gtk_adjustment_get_lower(raw) }
    /// The largest value plus the page size.
    public var upper: Double { gtk_adjustment_get_upper(raw) }
    /// The visible extent.
    public var pageSize: Double { gtk_adjustment_get_page_size(raw) }
    /// Called whenever the value changes, whatever changed it.
    @discardableResult
    package func onValueChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(gpointer(raw), "value-changed", unsafeBitCast(voidTrampoline, to: GCallback.self), handler as VoidHandler)
    }
    /// Called when the bounds or the page size change.
    @discardableResult
    package func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(gpointer(raw), "changed", unsafeBitCast(voidTrampoline, to: GCallback.self), handler as VoidHandler)
    }
}
