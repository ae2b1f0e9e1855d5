import ShyBarGtk
import ShyBarAppWidgets

/// The quick-return header's sort and price filter: a menu button with a popover of radio
/// choices that act on the list at once.
@MainActor
final class CatalogFilterMenu {
    let button = MenuButton(iconName: "view-more-symbolic")
    private let list: CatalogList

    init(list: CatalogList) {
        self.list = list
        button.valign = .center
        button.tooltip = tr("Sort and filter")
        button.setAccessibleLabel(tr("Filter"))
        button.setPopover(Popover(child: makePanel()))
    }

    private func makePanel() -> Widget {
        let panel = Box(.vertical, spacing: 6)
        panel.setMargins(top: 8, bottom: 8, start: 8, end: 8)
        panel.append(heading(tr("Sort by")))
        let sorts: [(String, CatalogSort)] = [(tr("Best match"), .relevance), (tr("Price: low to high"), .priceAscending),
                                              (tr("Price: high to low"), .priceDescending), (tr("Newest first"), .newest)]
        addChoices(sorts, to: panel) { [weak list] sort in list?.setSort(sort) }
        panel.append(Separator())
        panel.append(heading(tr("Price")))
        let ranges: [(String, ClosedRange<Double>?)] = [(tr("Any price"), nil), (tr("Under €50"), 0...49.99),
                                                        (tr("€50 – €200"), 50...200), (tr("Over €200"), 200.01...1e9)]
        addChoices(ranges, to: panel) { [weak list] range in list?.setPriceRange(range) }
        return panel
    }

    /// One radio group: the first choice is active; choosing one calls `choose`.
    private func addChoices<Value>(_ choices: [(String, Value)], to panel: Box, _ choose: @escaping @MainActor (Value) -> Void) {
        var first: CheckButton?
        for (title, value) in choices {
            let button = CheckButton(label: title)
            if let first { button.join(first) } else { first = button; button.isActive = true }
            button.onToggled { [button] in if button.isActive { choose(value) } }
            panel.append(button)
        }
    }

    private func heading(_ text: String) -> Label {
        let label = Label(text)
        label.addCssClass("heading")
        return label
    }
}
