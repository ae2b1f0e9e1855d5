import ShyBarCore
import ShyBarGtk

/// The window's three pages in a stack. The quick-return page is built at start; the
/// others the first time they are shown, so the first frame does not wait for pages
/// nobody has looked at yet.
@MainActor
final class PageDeck {
    let stack = Stack()
    let quickReturn: QuickReturnPage
    private var built: [Page: any DemoPage] = [:]
    private var slots: [Page: Box] = [:]
    private let catalog: Catalog
    private let rows: Int
    /// Called with every input the visible page's tracker handles and its frame.
    var onInput: ((Page, TimedInput, HeaderFrame) -> Void)?
    /// The options a page's behaviour gets when it is built.
    var tuning: (Page) -> Tuning = { Tuning(behavior: $0.behavior) }
    var reducedMotion = false

    init(catalog: Catalog, rows: Int) {
        self.catalog = catalog
        self.rows = rows
        quickReturn = QuickReturnPage(catalog: catalog, rows: rows)
        built[.quickReturn] = quickReturn
        stack.addPage(quickReturn.root, name: Page.quickReturn.rawValue, title: tr("Quick return"))
        for (page, title) in [(Page.background, tr("Background")), (.sticky, tr("Sticky toolbar"))] {
            let slot = Box(.vertical)
            slots[page] = slot
            stack.addPage(slot, name: page.rawValue, title: title)
        }
        stack.hexpand = true
    }

    /// The page on screen.
    var visiblePage: Page {
        get { Page(rawValue: stack.visiblePage ?? "") ?? .quickReturn }
        set { stack.visiblePage = newValue.rawValue }
    }

    /// The page `page` if it has been built.
    func existing(_ page: Page) -> (any DemoPage)? { built[page] }

    /// The page shown now (built on demand).
    var visible: any DemoPage { build(visiblePage) }

    /// Builds `page` into its slot and attaches its behaviour, once; returns it.
    @discardableResult
    func build(_ page: Page) -> any DemoPage {
        if let page = built[page] {
            if page.tap == nil { attach(page) }
            return page
        }
        let made: any DemoPage = page == .background ? BackgroundPage(catalog: catalog) : StickyPage(catalog: catalog, rows: rows)
        made.root.vexpand = true
        slots[page]?.append(made.root)
        built[page] = made
        attach(made)
        return made
    }

    private func attach(_ page: any DemoPage) {
        page.attach()
        page.apply(tuning(page.page), reducedMotion: reducedMotion)
        let name = page.page
        page.tap?.onInput = { [weak self] input, frame in
            guard let self, self.visiblePage == name else { return }
            self.onInput?(name, input, frame)
        }
    }

    /// Gives every built page its options again (after a change of reduced motion).
    func applyAll() {
        for page in built.values { page.apply(tuning(page.page), reducedMotion: reducedMotion) }
    }

    /// Gives `page` its options, if built.
    func apply(_ page: Page) {
        built[page]?.apply(tuning(page), reducedMotion: reducedMotion)
    }
}
