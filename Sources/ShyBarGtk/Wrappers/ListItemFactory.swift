import CGtk

/// A `GtkSignalListItemFactory`: builds row widgets (`setup`) and fills them (`bind`).
/// The handle owns one reference, given back when it goes; a list using the factory holds
/// its own.
@MainActor
public final class ListItemFactory {
    let raw: OpaquePointer

    /// Creates a factory.
    public init() { raw = shy_list_item_factory(gpointer(gtk_signal_list_item_factory_new())) }

    isolated deinit { g_object_unref(gpointer(raw)) }

    /// Called once per recycled slot: create its widgets.
    @discardableResult
    public func onSetup(_ handler: @escaping @MainActor (ListItem) -> Void) -> SignalConnection {
        connectSignal(gpointer(raw), "setup", unsafeBitCast(pointerTrampoline, to: GCallback.self),
                      { (item: gpointer?) in if let item { handler(ListItem(rawPointer: item)) } } as PointerHandler)
    }
    /// Called whenever a slot shows a (new) row: fill its widgets.
    @discardableResult
    public func onBind(_ handler: @escaping @MainActor (ListItem) -> Void) -> SignalConnection {
        connectSignal(gpointer(raw), "bind", unsafeBitCast(pointerTrampoline, to: GCallback.self),
                      { (item: gpointer?) in if let item { handler(ListItem(rawPointer: item)) } } as PointerHandler)
    }
}
