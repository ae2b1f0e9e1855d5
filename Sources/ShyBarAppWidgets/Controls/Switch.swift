import CGtk
import ShyBarGtk

/// A `GtkSwitch`: an on/off slider.
@MainActor
public final class Switch: Widget {
    /// Creates a switch, off.
    public init() { super.init(raw: gtk_switch_new()) }
    private var sw: OpaquePointer { OpaquePointer(raw) }
    /// Whether it is on.
    public var isActive: Bool {
        get { gtk_switch_get_active(sw) != 0 }
        set { gtk_switch_set_active(sw, newValue ? 1 : 0) }
    }
    /// Called when it is turned on or off.
    @discardableResult
    public func onActiveChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        onNotify("active", handler)
    }
}
