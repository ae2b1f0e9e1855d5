import ShyBarCore
import ShyBarGtk
import ShyBarAppWidgets

/// Page 1 (docs/behaviours.md): a search header that follows the content away and comes back.
@MainActor
final class QuickReturnPage: HeaderViewPage {
    let page = Behavior.quickReturn
    let view = HeaderView()
    let header = Box(.vertical)
    let search = SearchEntry(placeholder: tr("Search second-hand items"))
    let list: CatalogList

    init(catalog: Catalog, rows: Int) {
        let bar = Box(.horizontal, spacing: 8)
        bar.addCssClass("qr-bar")
        bar.setSizeRequest(height: 89)          // 89 px + 1 px separator = 90 px (docs/behaviours.md)
        search.hexpand = true
        search.valign = .center
        search.setAccessibleLabel(tr("Search"))
        bar.append(search)
        header.append(bar)
        header.append(Separator())
        header.addCssClass("qr-header")
        header.valign = .start
        header.setAccessibleRole(.group)
        header.setAccessibleLabel(tr("Header"))
        // The header is built first so that the list starts with its inset (see CatalogList).
        list = CatalogList(catalog: catalog, rows: rows, inset: header.naturalHeight())
        bar.append(CatalogFilterMenu(list: list).button)
        // The list binds its own spacer row: the view sizes that one.
        view.useListInset(list.inset)
        view.content = list.scrolledWindow

        search.onSearchChanged { [weak self] in
            guard let self else { return }
            self.list.setSearch(self.search.text)
        }
        // Escape in the entry stops the search, as in GNOME's apps: the query is cleared and
        // the focus goes back to the list.
        search.onStopSearch { [weak self] in self?.stopSearch() }
        list.onQueryChanged = { [weak self] in self?.view.refresh() }
    }

    /// Ctrl+F: reveal the header (a call of the app's, which a watch does not report as an
    /// input) and focus the search entry.
    func focusSearch() {
        view.show(animated: true)
        search.grabFocus()
    }

    /// Escape in the search entry: clear the query, focus the list.
    func stopSearch() {
        search.text = ""
        list.setSearch("")
        view.focusContent()
    }

    func prepareForRecording() {
        // Start from the state a fresh tracker reaches from the same geometry and offset.
        view.show(animated: false)
    }
}
