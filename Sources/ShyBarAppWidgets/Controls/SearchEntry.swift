import CGtk
import ShyBarGtk

/// A `GtkSearchEntry`.
@MainActor
public final class SearchEntry: Widget {
    /// Creates a search entry with placeholder text.
    public init(placeholder: String = "") {
        super.init(raw: gtk_search_entry_new())
        shy_object_set_string(gpointer(raw), "placeholder-text", placeholder)
    }
    /// The text typed.
    public var text: String {
        get { String(cString: gtk_editable_get_text(shy_editable(raw))) }
        set { gtk_editable_set_text(shy_editable(raw), newValue) }
    }
    /// Called, with a short delay, whenever the search text changes.
    @discardableResult
    public func onSearchChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(gpointer(raw), "search-changed", unsafeBitCast(voidTrampoline, to: GCallback.self), handler as VoidHandler)
    }
    /// Called when the person asks to stop searching (Escape in the entry).
    @discardableResult
    public func onStopSearch(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(gpointer(raw), "stop-search", unsafeBitCast(voidTrampoline, to: GCallback.self), handler as VoidHandler)
    }
}
