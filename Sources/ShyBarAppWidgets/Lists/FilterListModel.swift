import CGtk
import ShyBarGtk

/// A `GtkCustomFilter` over rows of a ``LazyListModel``: a predicate on the row index.
@MainActor
public final class RowFilter {
    let raw: UnsafeMutablePointer<GtkFilter>
    private final class Box: @unchecked Sendable {
        let predicate: (Int) -> Bool
        init(_ predicate: @escaping (Int) -> Bool) { self.predicate = predicate }
    }

    /// Creates a filter that matches every row.
    public init() {
        raw = shy_filter(gpointer(gtk_custom_filter_new(nil, nil, nil)))
    }

    // The models it is given to hold their own reference; this one is the handle's.
    isolated deinit { g_object_unref(gpointer(raw)) }

    /// Replaces the predicate (nil matches everything, at no per-row cost) and refilters.
    /// The predicate runs on the main thread, once per row; keep it cheap.
    public func setPredicate(_ predicate: ((Int) -> Bool)?) {
        let filter = shy_custom_filter(gpointer(raw))
        guard let predicate else {
            gtk_custom_filter_set_filter_func(filter, nil, nil, nil)
            return
        }
        let data = Unmanaged.passRetained(Box(predicate)).toOpaque()
        gtk_custom_filter_set_filter_func(filter, { item, data in
            guard let index = RowTypes.index(of: item) else { return 1 }
            return Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue().predicate(index) ? 1 : 0
        }, data, { data in Unmanaged<Box>.fromOpaque(data!).release() })
    }
}

/// A `GtkFilterListModel`: the rows of a model that a ``RowFilter`` matches, filtered
/// incrementally so a huge model never blocks the main loop.
@MainActor
public final class FilterListModel: ListModel {
    /// Filters `model` with `filter`.
    public init(_ model: ListModel, filter: RowFilter) {
        g_object_ref(gpointer(filter.raw))
        let raw = gtk_filter_list_model_new(model.retainedPointer(), filter.raw)!
        gtk_filter_list_model_set_incremental(raw, 1)
        super.init(owning: gpointer(raw))
    }
}
