import ShyBarAppSupport
import ShyBarGtk
import ShyBarAppWidgets

/// How the catalog list is ordered.
enum CatalogSort {
    case relevance, priceAscending, priceDescending, newest
}

/// A virtualised list of catalog rows with live search, price range and sort.
///
/// Model chain: LazyListModel (rows made on demand) → GtkFilterListModel (custom filter) →
/// GtkSortListModel (custom sorter) → InsetListModel (spacer row = top inset) → GtkListView.
/// The filter and sorter only look at the 60 catalog items (row % count), precomputed per
/// query, so they stay cheap even for a million rows; both run incrementally.
@MainActor
final class CatalogList {
    let catalog: Catalog
    let inset: InsetListModel
    let listView: ListView
    let scrolledWindow = ScrolledWindow()
    private let filter = RowFilter()
    private let sorter = RowSorter()
    private let filtered: FilterListModel
    private var search = ""
    private var priceRange: ClosedRange<Double>?
    private var sort = CatalogSort.relevance
    /// Called after the query changed (the behaviour should re-evaluate).
    var onQueryChanged: (() -> Void)?

    /// Rows the current query keeps (incremental filtering may still be running).
    var visibleCount: Int { filtered.count }

    /// A list of `rows` rows whose top inset starts `inset` pixels tall. Give it the height
    /// the behaviour will measure for its header: GTK binds the first rows as soon as the list
    /// view has its model, and a later change of the inset (the first position) makes GTK 4.8
    /// bind every row after it again.
    init(catalog: Catalog, rows: Int, inset insetHeight: Int = 0) {
        self.catalog = catalog
        let lazy = LazyListModel(count: rows)
        filtered = FilterListModel(lazy, filter: filter)
        let sorted = SortListModel(filtered, sorter: sorter)
        let inset = InsetListModel(content: sorted, height: insetHeight)
        self.inset = inset
        let factory = ListItemFactory()
        factory.onSetup { item in
            let view = CatalogRowView()
            item.userObject = view
            item.child = view.root
        }
        // One handler: a bind is what GTK repeats most while scrolling, so it only sets the
        // texts made when the catalog loaded (see ``Catalog/rowTexts``).
        factory.onBind { [catalog, inset] item in
            guard let view = item.userObject as? CatalogRowView else { return }
            if item.isSpacer {
                item.isSelectable = false
                item.isActivatable = false
                item.setFocusable(false)              // under the header: never the focus
                view.showSpacer(height: inset.height)
            } else if let row = item.rowIndex {
                item.isSelectable = true
                item.isActivatable = true
                item.setFocusable(true)
                let (index, text) = catalog.rowText(forRow: row)
                view.show(text, item: index)
            }
        }
        listView = ListView(model: inset, factory: factory)
        listView.addCssClass("catalog")
        listView.setAccessibleLabel(tr("Items for sale"))
        scrolledWindow.setChild(listView)
        scrolledWindow.vexpand = true
    }

    func setSearch(_ text: String) {
        search = text.trimmingSpaces.lowercased()
        applyFilter()
    }

    func setPriceRange(_ range: ClosedRange<Double>?) {
        priceRange = range
        applyFilter()
    }

    func setSort(_ newSort: CatalogSort) {
        sort = newSort
        let items = catalog.items
        let count = items.count
        func key(_ row: Int) -> Double {
            let item = items[row % count]
            switch newSort {
            case .relevance: return 0
            case .priceAscending: return item.price
            case .priceDescending: return -item.price
            case .newest: return Double(item.listedDaysAgo)
            }
        }
        if newSort == .relevance {
            sorter.setComparison(nil)
        } else {
            sorter.setComparison { a, b in
                let ka = key(a), kb = key(b)
                if ka != kb { return ka < kb ? .ascending : .descending }
                return a == b ? .same : (a < b ? .ascending : .descending)
            }
        }
        onQueryChanged?()
    }

    private func applyFilter() {
        let words = search.split(separator: " ").map(String.init)
        if words.isEmpty && priceRange == nil {
            filter.setPredicate(nil)
        } else {
            let matches = catalog.items.map { item in
                words.allSatisfy { item.searchText.contains($0) } && (priceRange?.contains(item.price) ?? true)
            }
            let count = matches.count
            filter.setPredicate { row in matches[row % count] }
        }
        onQueryChanged?()
    }
}

/// One catalog row in the list: an ``ItemRow`` that shows a catalog item, or serves as the
/// list's top inset.
@MainActor
final class CatalogRowView {
    private let row = ItemRow()
    var root: Box { row.root }
    /// The catalog item the labels show, if any.
    private var shownItem: Int?
    private var isSpacer = false

    /// Shows item number `item` of the catalog with its texts. A slot GTK binds again to the
    /// same item (rows repeat the catalog's items) keeps its labels as they are.
    func show(_ texts: CatalogRowText, item: Int) {
        if isSpacer {
            isSpacer = false
            root.setSizeRequest(height: -1)
            row.showsItem(true)
        }
        guard item != shownItem else { return }
        shownItem = item
        row.title.text = texts.title
        row.meta.text = texts.meta
        row.price.text = texts.price
    }

    /// Turns the slot into the list's top inset: an empty row `height` pixels tall.
    func showSpacer(height: Int) {
        if !isSpacer {
            isSpacer = true
            row.showsItem(false)
        }
        root.setSizeRequest(height: max(0, height))
    }
}
