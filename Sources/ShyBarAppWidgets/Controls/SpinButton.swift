import CGtk
import ShyBarGtk

/// A `GtkSpinButton`: a number entry with − and + buttons.
@MainActor
public final class SpinButton: Widget {
    /// Creates a spin button for `range` stepping by `step`, showing `digits` decimals.
    public init(range: ClosedRange<Double>, step: Double, digits: Int = 0) {
        super.init(raw: gtk_spin_button_new_with_range(range.lowerBound, range.upperBound, step))
        gtk_spin_button_set_digits(spin, guint(max(0, digits)))
        gtk_spin_button_set_numeric(spin, 1)
        gtk_editable_set_width_chars(shy_editable(gpointer(raw)), 5)
    }
    private var spin: OpaquePointer { OpaquePointer(raw) }
    /// The value.
    public var value: Double {
        get { gtk_spin_button_get_value(spin) }
        set { gtk_spin_button_set_value(spin, newValue) }
    }
    /// Called when the value changes (by the person or by code).
    @discardableResult
    public func onValueChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(gpointer(raw), "value-changed", unsafeBitCast(voidTrampoline, to: GCallback.self), handler as VoidHandler)
    }
}
