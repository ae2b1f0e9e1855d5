import ShyBarAppSupport
import ShyBarGtk

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

    init(catalog: Catalog, rows: Int) {
        self.catalog = catalog
        let lazy = LazyListModel(count: rows)
        filtered = FilterListModel(lazy, filter: filter)
        let sorted = SortListModel(filtered, sorter: sorter)
        inset = InsetListModel(content: sorted, height: 0)
        let factory = ListItemFactory()
        factory.onSetup { item in
            item.userObject = CatalogRowView()
            item.child = (item.userObject as? CatalogRowView)?.root
        }
        factory.onBind { [catalog] item in
            guard let view = item.userObject as? CatalogRowView else { return }
            if item.isSpacer {
                item.isSelectable = false
                item.isActivatable = false
                view.showSpacer(height: 0)
            } else if let row = item.rowIndex {
                item.isSelectable = true
                item.isActivatable = true
                view.show(catalog.item(forRow: row))
            }
        }
        listView = ListView(model: inset, factory: factory)
        listView.addCssClass("catalog")
        scrolledWindow.setChild(listView)
        scrolledWindow.vexpand = true
        // The spacer row's height follows the inset model.
        factory.onBind { [inset] item in
            if item.isSpacer, let view = item.userObject as? CatalogRowView { view.showSpacer(height: inset.height) }
        }
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

/// The widgets of one catalog row: title, seller · place, price.
@MainActor
final class CatalogRowView {
    let root = Box(.horizontal, spacing: 12)
    private let text = Box(.vertical, spacing: 2)
    private let title = Label()
    private let meta = Label()
    private let price = Label("", xalign: 1)

    init() {
        root.addCssClass("item-row")
        title.addCssClass("item-title")
        title.ellipsizes = true
        meta.addCssClass("item-meta")
        meta.ellipsizes = true
        price.addCssClass("item-price")
        text.hexpand = true
        text.append(title)
        text.append(meta)
        root.append(text)
        root.append(price)
    }

    func show(_ item: CatalogItem) {
        root.setSizeRequest(height: -1)
        text.isVisible = true
        price.isVisible = true
        root.addCssClass("item-row")
        title.text = item.title
        let days = item.listedDaysAgo
        let age = days == 0 ? tr("today") : days == 1 ? tr("yesterday")
            : format(trn("%d day ago", "%d days ago", days), days)
        meta.text = "\(item.seller) · \(item.place) · \(age)"
        price.text = item.priceText
    }

    func showSpacer(height: Int) {
        text.isVisible = false
        price.isVisible = false
        root.removeCssClass("item-row")
        root.setSizeRequest(height: max(0, height))
    }
}
