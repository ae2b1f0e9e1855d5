import ShyBarGtk

/// Page 1 (docs/behaviours.md): a search header that follows the content away and comes back.
@MainActor
final class QuickReturnPage {
    let root = Overlay()
    let header = Box(.vertical)
    let search = SearchEntry(placeholder: tr("Search second-hand items"))
    let list: CatalogList
    private(set) var behavior: QuickReturnBehavior?

    init(catalog: Catalog, rows: Int) {
        list = CatalogList(catalog: catalog, rows: rows)
        root.setChild(list.scrolledWindow)

        let bar = Box(.horizontal, spacing: 8)
        bar.addCssClass("qr-bar")
        bar.setSizeRequest(height: 89)          // 89 px + 1 px separator = 90 px (docs/behaviours.md)
        search.hexpand = true
        search.valign = .center
        search.setAccessibleLabel(tr("Search"))
        bar.append(search)
        let filterButton = MenuButton(iconName: "view-more-symbolic")
        filterButton.valign = .center
        filterButton.tooltip = tr("Sort and filter")
        filterButton.setAccessibleLabel(tr("Filter"))
        filterButton.setPopover(Popover(child: makeFilterPanel()))
        bar.append(filterButton)
        header.append(bar)
        header.append(Separator())
        header.addCssClass("qr-header")
        header.valign = .start
        header.setAccessibleLabel(tr("Header"))
        root.addOverlay(header)

        search.onSearchChanged { [weak self] in
            guard let self else { return }
            self.list.setSearch(self.search.text)
        }
        list.onQueryChanged = { [weak self] in self?.behavior?.refresh() }
    }

    /// Attaches the behaviour (once the widgets are in the window).
    func attach() {
        behavior = QuickReturnBehavior.attach(to: list.scrolledWindow, header: header, inset: list.inset)
    }

    /// Ctrl+F: reveal the header and focus the search entry.
    func focusSearch() {
        behavior?.show(animated: true)
        search.grabFocus()
    }

    private func makeFilterPanel() -> Widget {
        let panel = Box(.vertical, spacing: 6)
        panel.setMargins(top: 8, bottom: 8, start: 8, end: 8)
        panel.append(heading(tr("Sort by")))
        let sorts: [(String, CatalogSort)] = [(tr("Best match"), .relevance), (tr("Price: low to high"), .priceAscending),
                                              (tr("Price: high to low"), .priceDescending), (tr("Newest first"), .newest)]
        var first: CheckButton?
        for (title, sort) in sorts {
            let button = CheckButton(label: title)
            if let first { button.join(first) } else { first = button; button.isActive = true }
            button.onToggled { [weak self, button] in if button.isActive { self?.list.setSort(sort) } }
            panel.append(button)
        }
        panel.append(Separator())
        panel.append(heading(tr("Price")))
        let ranges: [(String, ClosedRange<Double>?)] = [(tr("Any price"), nil), (tr("Under €50"), 0...49.99),
                                                        (tr("€50 – €200"), 50...200), (tr("Over €200"), 200.01...1e9)]
        first = nil
        for (title, range) in ranges {
            let button = CheckButton(label: title)
            if let first { button.join(first) } else { first = button; button.isActive = true }
            button.onToggled { [weak self, button] in if button.isActive { self?.list.setPriceRange(range) } }
            panel.append(button)
        }
        return panel
    }

    private func heading(_ text: String) -> Label {
        let label = Label(text)
        label.addCssClass("heading")
        return label
    }
}
