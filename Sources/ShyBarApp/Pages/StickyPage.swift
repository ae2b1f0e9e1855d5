import ShyBarCore
import ShyBarGtk
import ShyBarAppWidgets

/// Page 3 (docs/behaviours.md): a tall header scrolls away pixel for pixel; the toolbar pins.
@MainActor
final class StickyPage: HeaderViewPage {
    let page = Behavior.sticky
    let view = HeaderView()
    let header = Box(.vertical, spacing: 8)
    let toolbar = Box(.horizontal, spacing: 6)
    let list: CatalogList

    init(catalog: Catalog, rows: Int) {
        header.addCssClass("sticky-header")
        header.setSizeRequest(height: 200)
        header.valign = .start
        let title = Label(tr("Flea market, Sunday"))
        title.addCssClass("sticky-title")
        header.append(title)
        let subtitle = Label(tr("Everything the neighbourhood is selling this weekend. Scroll: this header leaves with the list, the toolbar below stays."))
        subtitle.ellipsizes = false
        subtitle.wraps = true
        header.append(subtitle)
        header.setAccessibleRole(.group)
        header.setAccessibleLabel(tr("Header"))

        toolbar.addCssClass("sticky-toolbar")
        toolbar.valign = .start
        toolbar.setAccessibleRole(.toolbar)
        toolbar.setAccessibleLabel(tr("Toolbar"))
        let byPrice = ToggleButton(label: tr("Sort by price"))
        let cheap = ToggleButton(label: tr("Under €50"))
        let newest = ToggleButton(label: tr("Newest first"))
        newest.join(byPrice)
        for button in [byPrice, newest, cheap] { toolbar.append(button) }
        // Header and toolbar are built first so that the list starts with its inset (see CatalogList).
        list = CatalogList(catalog: catalog, rows: rows, inset: header.naturalHeight() + toolbar.naturalHeight())
        view.behavior = .sticky
        // The list binds its own spacer row: the view sizes that one.
        view.useListInset(list.inset)
        view.content = list.scrolledWindow
        byPrice.onToggled { [weak self, byPrice, newest] in
            self?.list.setSort(byPrice.isActive ? .priceAscending : newest.isActive ? .newest : .relevance)
        }
        newest.onToggled { [weak self, byPrice, newest] in
            self?.list.setSort(newest.isActive ? .newest : byPrice.isActive ? .priceAscending : .relevance)
        }
        cheap.onToggled { [weak self, cheap] in self?.list.setPriceRange(cheap.isActive ? 0...49.99 : nil) }
        view.toolbar = toolbar
        list.onQueryChanged = { [weak self] in self?.view.refresh() }
    }
}
