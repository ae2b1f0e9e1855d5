import CGtk
import ShyBarGtk

/// A `GtkDropDown` over a fixed list of strings.
@MainActor
public final class DropDown: Widget {
    /// Creates a drop-down offering `items` (the first is selected).
    public init(items: [String]) {
        let copies = items.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let list: [UnsafePointer<CChar>?] = copies.map { $0.map { UnsafePointer($0) } } + [nil]
        let widget = list.withUnsafeBufferPointer { gtk_drop_down_new_from_strings($0.baseAddress) }
        super.init(raw: widget!)
    }
    private var dropDown: OpaquePointer { OpaquePointer(raw) }
    /// The index of the selected item.
    public var selected: Int {
        get { Int(gtk_drop_down_get_selected(dropDown)) }
        set { gtk_drop_down_set_selected(dropDown, guint(max(0, newValue))) }
    }
    /// Called when the selection changes.
    @discardableResult
    public func onSelectedChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        onNotify("selected", handler)
    }
}
