import ShyBarCore
import ShyBarGtk
import ShyBarAppWidgets

/// The window's three pages in a stack. Each page is built the first time it is shown (or
/// asked for), so the first frame does not wait for pages nobody has looked at yet, and a
/// hidden page's list binds no rows.
@MainActor
final class PageDeck {
    let stack = Stack()
    private var built: [Behavior: any DemoPage] = [:]
    /// Each built page's watch: what its tracker handles goes to ``onInput`` while it is shown.
    private var watches: [Behavior: HeaderViewWatch] = [:]
    private var slots: [Behavior: Box] = [:]
    private let catalog: Catalog
    private let rows: Int
    /// Called with every input the visible page's tracker handles and its frame.
    var onInput: ((Behavior, TimedInput, HeaderFrame) -> Void)?
    /// The options a page's behaviour gets when it is built.
    var tuning: (Behavior) -> Tuning = { Tuning(behavior: $0) }
    /// Whether every page's header is always fully shown (the person's preference).
    var alwaysShowHeaders = false

    init(catalog: Catalog, rows: Int) {
        self.catalog = catalog
        self.rows = rows
        for (page, title) in [(Behavior.quickReturn, tr("Quick return")), (.background, tr("Background")),
                              (.sticky, tr("Sticky toolbar"))] {
            let slot = Box(.vertical)
            slots[page] = slot
            stack.addPage(slot, name: page.rawValue, title: title)
        }
        stack.hexpand = true
    }

    /// The page on screen.
    var visiblePage: Behavior {
        get { Behavior(rawValue: stack.visiblePage ?? "") ?? .quickReturn }
        set { stack.visiblePage = newValue.rawValue }
    }

    /// The page `page` if it has been built.
    func existing(_ page: Behavior) -> (any DemoPage)? { built[page] }

    /// The quick-return page (built on demand).
    var quickReturn: QuickReturnPage {
        if let page = built[.quickReturn] as? QuickReturnPage {
            if !page.isAttached { attach(page) }
            return page
        }
        let page = QuickReturnPage(catalog: catalog, rows: rows)
        add(page)
        return page
    }

    /// The page shown now (built on demand).
    var visible: any DemoPage { build(visiblePage) }

    /// Builds `page` into its slot and attaches its behaviour, once; returns it.
    @discardableResult
    func build(_ page: Behavior) -> any DemoPage {
        if let page = built[page] {
            if !page.isAttached { attach(page) }
            return page
        }
        if page == .quickReturn { return quickReturn }
        return add(Self.make(page, catalog: catalog, rows: rows))
    }

    /// A new, unattached `page` (the deck keeps one of each; the side-by-side view makes two).
    static func make(_ page: Behavior, catalog: Catalog, rows: Int) -> any DemoPage {
        switch page {
        case .quickReturn: return QuickReturnPage(catalog: catalog, rows: rows)
        case .background: return BackgroundPage(catalog: catalog)
        case .sticky: return StickyPage(catalog: catalog, rows: rows)
        }
    }

    @discardableResult
    private func add(_ made: any DemoPage) -> any DemoPage {
        made.root.vexpand = true
        slots[made.page]?.append(made.root)
        built[made.page] = made
        let name = made.page
        watches[name] = made.view.watch { [weak self] input, frame in
            guard let self, self.visiblePage == name else { return }
            self.onInput?(name, input, frame)
        }
        attach(made)
        return made
    }

    private func attach(_ page: any DemoPage) {
        page.attach()
        page.apply(tuning(page.page), alwaysShowHeaders: alwaysShowHeaders)
    }

    /// Gives every built page its options again (after a change of reduced motion or of always-show).
    func applyAll() {
        for page in built.values { page.apply(tuning(page.page), alwaysShowHeaders: alwaysShowHeaders) }
    }

    /// Gives `page` its options, if built.
    func apply(_ page: Behavior) {
        built[page]?.apply(tuning(page), alwaysShowHeaders: alwaysShowHeaders)
    }
}
