import ShyBarGtk

/// The window: a header bar with a stack switcher over the three pages.
@MainActor
final class MainWindow {
    let window: ApplicationWindow
    let stack = Stack()
    let quickReturn: QuickReturnPage
    let background: BackgroundPage
    let sticky: StickyPage

    init(application: Application, catalog: Catalog, options: Options) {
        window = ApplicationWindow(application: application)
        window.title = "ShyBar"
        window.setDefaultSize(width: 960, height: 720)
        quickReturn = QuickReturnPage(catalog: catalog, rows: options.rows)
        background = BackgroundPage(catalog: catalog)
        sticky = StickyPage(catalog: catalog, rows: options.rows)
        stack.addPage(quickReturn.root, name: Page.quickReturn.rawValue, title: "Quick return")
        stack.addPage(background.root, name: Page.background.rawValue, title: "Background")
        stack.addPage(sticky.root, name: Page.sticky.rawValue, title: "Sticky toolbar")
        let bar = HeaderBar()
        bar.setTitleWidget(StackSwitcher(stack: stack))
        window.setTitlebar(bar)
        window.setChild(stack)
        stack.visiblePage = options.page.rawValue

        quickReturn.attach()
        background.attach()
        sticky.attach()
        stack.onVisiblePageChanged { [weak self] in self?.refreshVisiblePage() }

        let keys = KeyController()
        keys.phase = .capture
        keys.onKeyPressed { [weak self] key, modifiers in
            guard let self, modifiers.contains(.control), key == "f" || key == "F" else { return false }
            self.stack.visiblePage = Page.quickReturn.rawValue
            self.quickReturn.focusSearch()
            return true
        }
        window.addController(keys)
    }

    /// Sends a fresh geometry to the page that just became visible (nothing goes stale).
    func refreshVisiblePage() {
        switch Page(rawValue: stack.visiblePage ?? "") {
        case .quickReturn?: quickReturn.behavior?.refresh()
        case .background?: background.behavior?.refresh()
        case .sticky?: sticky.behavior?.refresh()
        case nil: break
        }
    }

    func present() { window.present() }
}
