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
    public var rowIndex: Int? { RowTypes.index(of: gtk_list_item_get_item(raw)) }
    /// Whether the slot shows the ``InsetListModel`` spacer.
    public var isSpacer: Bool { InsetListModel.isSpacer(gtk_list_item_get_item(raw)) }
    /// Whether the row can be selected.
    public var isSelectable: Bool {
        get { gtk_list_item_get_selectable(raw) != 0 }
        set { gtk_list_item_set_selectable(raw, newValue ? 1 : 0) }
    }
    /// Whether the row can be activated.
    public var isActivatable: Bool {
        get { gtk_list_item_get_activatable(raw) != 0 }
        set { gtk_list_item_set_activatable(raw, newValue ? 1 : 0) }
    }
    /// A Swift object kept with the slot (e.g. the row view made in `setup`), released
    /// with the slot.
    public var userObject: AnyObject? {
        get {
            guard let data = g_object_get_qdata(shy_object(gp(raw)), Self.objectQuark) else { return nil }
            return Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue()
        }
        set {
            let data = newValue.map { Unmanaged.passRetained($0).toOpaque() }
            g_object_set_qdata_full(shy_object(gp(raw)), Self.objectQuark, data) { data in
                Unmanaged<AnyObject>.fromOpaque(data!).release()
            }
        }
    }
}

/// A `GtkSignalListItemFactory`: builds row widgets (`setup`) and fills them (`bind`).
/// The handle owns one reference, given back when it goes; a list using the factory holds
/// its own.
@MainActor
public final class ListItemFactory {
    let raw: OpaquePointer

    /// Creates a factory.
    public init() { raw = shy_list_item_factory(gp(gtk_signal_list_item_factory_new())) }

    isolated deinit { g_object_unref(gp(raw)) }

    /// Called once per recycled slot: create its widgets.
    @discardableResult
    public func onSetup(_ handler: @escaping @MainActor (ListItem) -> Void) -> SignalConnection {
        connectSignal(gp(raw), "setup", unsafeBitCast(pointerTrampoline, to: GCallback.self),
                      { (item: gpointer?) in if let item { handler(ListItem(rawPointer: item)) } } as PointerHandler)
    }
    /// Called whenever a slot shows a (new) row: fill its widgets.
    @discardableResult
    public func onBind(_ handler: @escaping @MainActor (ListItem) -> Void) -> SignalConnection {
        connectSignal(gp(raw), "bind", unsafeBitCast(pointerTrampoline, to: GCallback.self),
                      { (item: gpointer?) in if let item { handler(ListItem(rawPointer: item)) } } as PointerHandler)
    }
}

/// A `GtkListView` (virtualised: only visible rows have widgets) with no selection.
@MainActor
public final class ListView: Widget {
    /// Shows `model` with rows from `factory`.
    public init(model: ListModel, factory: ListItemFactory) {
        let selection = gtk_no_selection_new(model.retainedPointer())
        g_object_ref(gp(factory.raw))
        super.init(raw: gtk_list_view_new(shy_selection_model(gp(selection!)), factory.raw))
    }
    /// Whether rows are separated by lines.
    public var showsSeparators: Bool {
        get { gtk_list_view_get_show_separators(shy_list_view(raw)) != 0 }
        set { gtk_list_view_set_show_separators(shy_list_view(raw), newValue ? 1 : 0) }
    }
}
