import CGtk
import ShyBarGtk

/// How two rows compare.
public enum RowOrder: Sendable {
    /// The first row comes first.
    case ascending
    /// They are equal.
    case same
    /// The second row comes first.
    case descending
}

/// A `GtkCustomSorter` over rows of a ``LazyListModel``: compares two row indices.
@MainActor
public final class RowSorter {
    let raw: UnsafeMutablePointer<GtkSorter>
    private final class Box: @unchecked Sendable {
        let compare: (Int, Int) -> RowOrder
        init(_ compare: @escaping (Int, Int) -> RowOrder) { self.compare = compare }
    }

    /// Creates a sorter that keeps the model's order.
    public init() {
        raw = shy_sorter(gpointer(gtk_custom_sorter_new(nil, nil, nil)))
    }

    // The models it is given to hold their own reference; this one is the handle's.
    isolated deinit { g_object_unref(gpointer(raw)) }

    /// Replaces the comparison (nil keeps the model's order) and resorts.
    public func setComparison(_ compare: ((Int, Int) -> RowOrder)?) {
        let sorter = shy_custom_sorter(gpointer(raw))
        guard let compare else {
            gtk_custom_sorter_set_sort_func(sorter, nil, nil, nil)
            return
        }
        let data = Unmanaged.passRetained(Box(compare)).toOpaque()
        gtk_custom_sorter_set_sort_func(sorter, { a, b, data in
            guard let left = RowTypes.index(of: UnsafeMutableRawPointer(mutating: a)),
                  let right = RowTypes.index(of: UnsafeMutableRawPointer(mutating: b)) else { return 0 }
            switch Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue().compare(left, right) {
            case .ascending: return -1
            case .same: return 0
            case .descending: return 1
            }
        }, data, { data in Unmanaged<Box>.fromOpaque(data!).release() })
    }
}

/// A `GtkSortListModel`: a model's rows in the order a ``RowSorter`` gives, sorted
/// incrementally so a huge model never blocks the main loop.
@MainActor
public final class SortListModel: ListModel {
    /// Sorts `model` with `sorter`.
    public init(_ model: ListModel, sorter: RowSorter) {
        g_object_ref(gpointer(sorter.raw))
        let raw = gtk_sort_list_model_new(model.retainedPointer(), sorter.raw)!
        gtk_sort_list_model_set_incremental(raw, 1)
        super.init(owning: gpointer(raw))
    }
}
