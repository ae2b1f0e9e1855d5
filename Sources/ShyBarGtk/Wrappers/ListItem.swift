import CGtk

/// A `GtkListItem`: one recycled row slot of a ``ListView``.
@MainActor
public final class ListItem {
    let raw: OpaquePointer
    private static let objectQuark: GQuark = g_quark_from_string("shybar-list-item-object")

    init(rawPointer: gpointer) { raw = shy_list_item(rawPointer) }

    /// The row widget.
    public var child: Widget? {
        get { gtk_list_item_get_child(raw).map { Widget(raw: $0) } }
        set { gtk_list_item_set_child(raw, newValue?.raw) }
    }
    /// The index of the ``LazyListModel`` row shown, or nil (spacer, nothing bound).
    package var rowIndex: Int? { RowTypes.index(of: gtk_list_item_get_item(raw)) }
    /// Whether the slot shows the ``InsetListModel`` spacer.
    public var isSpacer: Bool { InsetListModel.isSpacer(gtk_list_item_get_item(raw)) }
    /// Whether the row can be selected.
    package var isSelectable: Bool {
        get { gtk_list_item_get_selectable(raw) != 0 }
        set { gtk_list_item_set_selectable(raw, newValue ? 1 : 0) }
    }
    /// Whether the row can be activated.
    package var isActivatable: Bool {
        get { gtk_list_item_get_activatable(raw) != 0 }
        set { gtk_list_item_set_activatable(raw, newValue ? 1 : 0) }
    }
    /// Lets the row take the keyboard focus, or not (GTK 4.12 and later ask each row; 4.8's
    /// rows took it only when selectable or activatable, so there it changes nothing).
    package func setFocusable(_ focusable: Bool) { shy_list_item_set_focusable(raw, focusable ? 1 : 0) }
    /// A Swift object kept with the slot (e.g. the row view made in `setup`), released
    /// with the slot.
    package var userObject: AnyObject? {
        get {
            guard let data = g_object_get_qdata(shy_object(gpointer(raw)), Self.objectQuark) else { return nil }
            return Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue()
        }
        set {
            let data = newValue.map { Unmanaged.passRetained($0).toOpaque() }
            g_object_set_qdata_full(shy_object(gpointer(raw)), Self.objectQuark, data) { data in
                Unmanaged<AnyObject>.fromOpaque(data!).release()
            }
        }
    }
}
