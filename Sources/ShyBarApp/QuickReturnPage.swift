import ShyBarCore
import ShyBarGtk

/// Page 1 (docs/behaviours.md): a search header that follows the content away and comes back.
@MainActor
final class QuickReturnPage: DemoPage {
    let page = Page.quickReturn
    let overlay = Overlay()
    let header = Box(.vertical)
    let search = SearchEntry(placeholder: tr("Search second-hand items"))
    let list: CatalogList
    private(set) var behavior: QuickReturnBehavior?
    private(set) var tap: HeaderTap?

    var root: Widget { overlay }

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
        header.setAccessibleLabel(tr("Header"))
        // The header is built first so that the list starts with its inset (see CatalogList).
        list = CatalogList(catalog: catalog, rows: rows, inset: header.naturalHeight())
        bar.append(CatalogFilterMenu(list: list).button)
        overlay.setChild(list.scrolledWindow)
        overlay.addOverlay(header)

        search.onSearchChanged { [weak self] in
            guard let self else { return }
            self.list.setSearch(self.search.text)
        }
        // Escape in the entry stops the search, as in GNOME's apps: the query is cleared and
        // the focus goes back to the list.
        search.onStopSearch { [weak self] in self?.stopSearch() }
        list.onQueryChanged = { [weak self] in self?.behavior?.refresh() }
    }

    func attach() {
        guard behavior == nil else { return }
        let attached = QuickReturnBehavior.attach(to: list.scrolledWindow, header: header, inset: list.inset)
        behavior = attached
        tap = HeaderTap(attached)
    }

    func apply(_ tuning: Tuning, reducedMotion: Bool) {
        guard let behavior else { return }
        behavior.tracker.options = tuning.quickReturn
        behavior.refresh()
    }

    func refresh() { behavior?.refresh() }

    func detach() {
        behavior?.detach()
        behavior = nil
        tap = nil
    }

    /// Ctrl+F: reveal the header (a reveal the readout does not count as an input) and focus
    /// the search entry.
    func focusSearch() {
        if let tap { tap.unreported { behavior?.show(animated: true) } } else { behavior?.show(animated: true) }
        search.grabFocus()
    }

    /// Escape in the search entry: clear the query, focus the list.
    func stopSearch() {
        search.text = ""
        list.setSearch("")
        list.listView.grabFocus()
    }

    func prepareForRecording() {
        // Start from the state a fresh tracker reaches from the same geometry and offset.
        tap?.unreported { behavior?.show(animated: false) }
    }

    /// Brings the live tracker to the state playback left its header in, so the header stays
    /// as drawn when the live inputs take over (see ``TracePlayer``).
    func handOver(_ played: HeaderFrame) {
        guard let behavior, behavior.isAttached else { return }
        // Focus changes are not delivered to the live tracker while a trace plays (the focus
        // can enter the search entry, or leave it when the trace hides the header: GTK drops
        // the focus of a widget it hides). Tell the tracker where the focus is now, so that
        // "focus inside the header holds it" goes by the real focus from here on.
        let focusInside = Self.hasFocusWithin(behavior.header)
        if behavior.tracker.isFocusInside != focusInside {
            behavior.tracker.handle(.focus(inside: focusInside), at: behavior.frame.time)
        }
        // Nearest end: a trace stopped mid-animation leaves a whole header, never half of one.
        if played.header > 0, played.extent < (played.header + played.minExtent) / 2 {
            behavior.hide(animated: false)
        } else {
            behavior.show(animated: false)
        }
    }

    private static func hasFocusWithin(_ widget: Widget) -> Bool {
        widget.hasFocus || widget.children.contains { hasFocusWithin($0) }
    }
}
