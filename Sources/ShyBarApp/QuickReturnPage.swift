import ShyBarGtk

/// Page 1 (seed 000): a search header that follows the content away and comes back.
@MainActor
final class QuickReturnPage {
    let root = Overlay()
    let header = Box(.vertical)
    let search = SearchEntry(placeholder: "Search second-hand items")
    let list: CatalogList
    private(set) var behavior: QuickReturnBehavior?

    init(catalog: Catalog, rows: Int) {
        list = CatalogList(catalog: catalog, rows: rows)
        root.setChild(list.scrolledWindow)

        let bar = Box(.horizontal, spacing: 8)
        bar.addCssClass("qr-bar")
        bar.setSizeRequest(height: 89)          // 89 px + 1 px separator = 90 px (seed 000)
        search.hexpand = true
        search.valign = .center
        search.setAccessibleLabel("Search")
        bar.append(search)
        let filterButton = MenuButton(iconName: "view-more-symbolic")
        filterButton.valign = .center
        filterButton.tooltip = "Sort and filter"
        filterButton.setAccessibleLabel("Filter")
        filterButton.setPopover(Popover(child: makeFilterPanel()))
        bar.append(filterButton)
        header.append(bar)
        header.append(Separator())
        header.addCssClass("qr-header")
        header.valign = .start
        header.setAccessibleLabel("Header")
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
        panel.append(heading("Sort by"))
        let sorts: [(String, CatalogSort)] = [("Best match", .relevance), ("Price: low to high", .priceAscending),
                                              ("Price: high to low", .priceDescending), ("Newest first", .newest)]
        var first: CheckButton?
        for (title, sort) in sorts {
            let button = CheckButton(label: title)
            if let first { button.join(first) } else { first = button; button.isActive = true }
            button.onToggled { [weak self, unowned button] in if button.isActive { self?.list.setSort(sort) } }
            panel.append(button)
        }
        panel.append(Separator())
        panel.append(heading("Price"))
        let ranges: [(String, ClosedRange<Double>?)] = [("Any price", nil), ("Under €50", 0...49.99),
                                                        ("€50 – €200", 50...200), ("Over €200", 200.01...1e9)]
        first = nil
        for (title, range) in ranges {
            let button = CheckButton(label: title)
            if let first { button.join(first) } else { first = button; button.isActive = true }
            button.onToggled { [weak self, unowned button] in if button.isActive { self?.list.setPriceRange(range) } }
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
