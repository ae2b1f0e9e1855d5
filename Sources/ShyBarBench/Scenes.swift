import ShyBarCore
import ShyBarGtk
import ShyBarAppWidgets

/// The variants measured side by side.
enum Variant: String, CaseIterable {
    /// (a) The quick-return layout (overlay header, inset row) with the header held still.
    case still
    /// (b) ShyBar quick return.
    case quickReturn = "quick-return"
    /// (c) The common approach: a GtkRevealer above the list, toggled by scroll direction.
    case revealer
    /// (d) The sticky page: tall header scrolls away, toolbar pins.
    case sticky
    /// (e) The background page: transparent header over a hero, solid past it.
    case background
    /// (f) A bare scrolled window + list view, no header.
    case bare
}

/// One variant's widget tree, built from ShyBarGtk the way the app's pages are.
@MainActor
final class Scene {
    let root: Widget
    let scrolledWindow: ScrolledWindow
    private var attachAction: () -> Void = {}
    private var detachAction: () -> Void = {}
    /// How often the header changed (moved, toggled) since last reset.
    var changes = 0

    init(root: Widget, scrolledWindow: ScrolledWindow) {
        self.root = root
        self.scrolledWindow = scrolledWindow
    }

    /// Attaches the behaviour (call once the tree is in the window).
    func attach() { attachAction() }
    /// Detaches the behaviour.
    func detach() { detachAction() }

    static func make(_ variant: Variant, rows: Int) -> Scene {
        switch variant {
        case .bare: return bare(rows: rows)
        case .still, .quickReturn: return quickReturn(rows: rows, behaviour: variant == .quickReturn)
        case .revealer: return revealer(rows: rows)
        case .sticky: return sticky(rows: rows)
        case .background: return background(rows: rows)
        }
    }

    /// (f) ScrolledWindow + ListView, the app's model chain without the inset row.
    private static func bare(rows: Int) -> Scene {
        let list = BenchList(rows: rows, inset: false)
        return Scene(root: list.scrolledWindow, scrolledWindow: list.scrolledWindow)
    }

    /// The quick-return page's header: search entry + filter button (89 px) + separator.
    private static func searchHeader() -> Box {
        let header = Box(.vertical)
        let bar = Box(.horizontal, spacing: 8)
        bar.addCssClass("qr-bar")
        bar.setSizeRequest(height: 89)
        let search = SearchEntry(placeholder: "Search second-hand items")
        search.hexpand = true
        search.valign = .center
        bar.append(search)
        let filter = MenuButton(iconName: "view-more-symbolic")
        filter.valign = .center
        bar.append(filter)
        header.append(bar)
        header.append(Separator())
        header.addCssClass("qr-header")
        header.valign = .start
        return header
    }

    /// (a) and (b): overlay header over a list with an inset row as tall as the header.
    private static func quickReturn(rows: Int, behaviour: Bool) -> Scene {
        let list = BenchList(rows: rows, inset: true)
        let overlay = Overlay()
        overlay.setChild(list.scrolledWindow)
        let header = searchHeader()
        overlay.addOverlay(header)
        let scene = Scene(root: overlay, scrolledWindow: list.scrolledWindow)
        if behaviour {
            var attached: QuickReturnBehavior?
            scene.attachAction = { [unowned scene] in
                let behavior = QuickReturnBehavior.attach(to: list.scrolledWindow, header: header, inset: list.inset)
                var lastY = behavior.frame.headerY
                behavior.onFrame = { [unowned scene] frame in
                    if frame.headerY.rounded() != lastY.rounded() { scene.changes += 1 }
                    lastY = frame.headerY
                }
                attached = behavior
            }
            scene.detachAction = { attached?.detach(); attached = nil }
        } else {
            // Held still: the same inset the behaviour would keep (header height).
            scene.attachAction = { list.inset?.height = header.naturalHeight(forWidth: 960) }
        }
        return scene
    }

    /// (c) The common approach: Box { Revealer(header), ScrolledWindow }; scrolling forward
    /// hides the header, scrolling back shows it (the list is resized while it slides).
    private static func revealer(rows: Int) -> Scene {
        let list = BenchList(rows: rows, inset: false)
        let box = Box(.vertical)
        let revealer = Revealer(duration: 200)
        revealer.setChild(searchHeader())
        revealer.revealsChild = true
        box.append(revealer)
        box.append(list.scrolledWindow)
        let scene = Scene(root: box, scrolledWindow: list.scrolledWindow)
        var connection: SignalConnection?
        scene.attachAction = { [unowned scene] in
            let adjustment = list.scrolledWindow.vadjustment
            var last = adjustment.value
            connection = adjustment.onValueChanged {
                let value = adjustment.value
                let delta = value - last
                last = value
                if delta > 0, value > 0, revealer.revealsChild { revealer.revealsChild = false; scene.changes += 1 }
                if delta < 0, !revealer.revealsChild { revealer.revealsChild = true; scene.changes += 1 }
            }
        }
        scene.detachAction = { connection?.disconnect(); connection = nil }
        return scene
    }

    /// (d) The sticky page: a 200 px header and a toolbar over the list.
    private static func sticky(rows: Int) -> Scene {
        let list = BenchList(rows: rows, inset: true)
        let overlay = Overlay()
        overlay.setChild(list.scrolledWindow)
        let header = Box(.vertical, spacing: 8)
        header.addCssClass("sticky-header")
        header.setSizeRequest(height: 200)
        header.valign = .start
        let title = Label("Flea market, Sunday")
        title.addCssClass("sticky-title")
        header.append(title)
        let subtitle = Label("Everything the neighbourhood is selling this weekend. Scroll: this header leaves with the list, the toolbar below stays.")
        subtitle.wraps = true
        header.append(subtitle)
        overlay.addOverlay(header)
        let toolbar = Box(.horizontal, spacing: 6)
        toolbar.addCssClass("sticky-toolbar")
        toolbar.valign = .start
        for label in ["Sort by price", "Newest first", "Under €50"] { toolbar.append(ToggleButton(label: label)) }
        overlay.addOverlay(toolbar)
        let scene = Scene(root: overlay, scrolledWindow: list.scrolledWindow)
        var attached: StickyToolbarBehavior?
        scene.attachAction = { [unowned scene] in
            let behavior = StickyToolbarBehavior.attach(to: list.scrolledWindow, header: header, toolbar: toolbar, inset: list.inset)
            var last = (behavior.frame.headerY, behavior.frame.toolbarY)
            behavior.onFrame = { [unowned scene] frame in
                if frame.headerY.rounded() != last.0.rounded() || frame.toolbarY.rounded() != last.1.rounded() { scene.changes += 1 }
                last = (frame.headerY, frame.toolbarY)
            }
            attached = behavior
        }
        scene.detachAction = { attached?.detach(); attached = nil }
        return scene
    }

    /// (e) The background page over a list: the first row is a 360 px hero drawing, the
    /// header is transparent over it and turns solid (CSS class + transition) past it.
    private static func background(rows: Int) -> Scene {
        let list = BenchList(rows: rows, inset: true, hero: true)
        let overlay = Overlay()
        overlay.setChild(list.scrolledWindow)
        let header = Box(.horizontal, spacing: 8)
        header.addCssClass("bg-header")
        header.valign = .start
        let back = Button(iconName: "go-previous-symbolic")
        back.addCssClass("flat")
        let title = Label("Lakeside cabin")
        title.addCssClass("bg-title")
        title.hexpand = true
        header.append(back)
        header.append(title)
        for icon in ["send-to-symbolic", "starred-symbolic"] {
            let button = Button(iconName: icon)
            button.addCssClass("flat")
            header.append(button)
        }
        overlay.addOverlay(header)
        let scene = Scene(root: overlay, scrolledWindow: list.scrolledWindow)
        var attached: BackgroundBehavior?
        scene.attachAction = { [unowned scene] in
            list.inset?.height = BenchList.heroHeight
            let behavior = BackgroundBehavior.attach(to: list.scrolledWindow, header: header)
            behavior.hider.offsetForHidingProvider = { geometry in max(0, Double(BenchList.heroHeight) - geometry.header) }
            behavior.refresh()
            _ = behavior.hider.addAdditionalCallback { [unowned scene] _, _ in scene.changes += 1 }
            attached = behavior
        }
        scene.detachAction = { attached?.detach(); attached = nil }
        return scene
    }
}

/// The app's list, rebuilt from ShyBarGtk: LazyListModel → FilterListModel → SortListModel
/// (→ InsetListModel) → ListView, rows of title, seller · place · age, and price.
@MainActor
final class BenchList {
    static let heroHeight = 360
    let scrolledWindow = ScrolledWindow()
    let inset: InsetListModel?

    init(rows: Int, inset withInset: Bool, hero: Bool = false) {
        let lazy = LazyListModel(count: rows)
        let filtered = FilterListModel(lazy, filter: RowFilter())
        let sorted = SortListModel(filtered, sorter: RowSorter())
        let inset = withInset ? InsetListModel(content: sorted, height: 0) : nil
        self.inset = inset
        let factory = ListItemFactory()
        factory.onSetup { item in
            let view = RowView(hero: hero)
            item.userObject = view
            item.child = view.root
        }
        factory.onBind { item in
            guard let view = item.userObject as? RowView else { return }
            if item.isSpacer {
                item.isSelectable = false
                item.isActivatable = false
                item.setFocusable(false)
                view.showSpacer(height: inset?.height ?? 0)
            } else if let row = item.rowIndex {
                item.isSelectable = true
                item.isActivatable = true
                item.setFocusable(true)
                view.show(row: row)
            }
        }
        let listView: ListView
        if let inset { listView = ListView(model: inset, factory: factory) } else { listView = ListView(model: sorted, factory: factory) }
        listView.addCssClass("catalog")
        scrolledWindow.setChild(listView)
        scrolledWindow.vexpand = true
    }
}

/// One row's widgets (the app's ``ItemRow``); in the background variant the spacer row
/// shows a hero drawing.
@MainActor
final class RowView {
    private let row = ItemRow()
    var root: Box { row.root }
    private let hero: DrawingArea?

    private static let titles = ["Oak side table", "Road bike, 56 cm", "Vinyl records (12)", "Kids' rain boots",
                                 "Espresso machine", "Wool blanket", "Desk lamp", "Camping stove",
                                 "Bookshelf, white", "Film camera", "Garden chairs (2)", "Sewing machine"]
    private static let places = ["Ghent", "Lyon", "Porto", "Leipzig", "Turku", "Brno", "Malmö"]

    init(hero withHero: Bool) {
        if withHero {
            let hero = DrawingArea { cairo, width, height in
                cairo.setVerticalGradient(from: 0, to: height, stops: [(0, 0.16, 0.22, 0.45), (0.55, 0.93, 0.55, 0.38),
                                                                        (1, 0.98, 0.80, 0.55)])
                cairo.rectangle(0, 0, width, height)
                cairo.fill()
                cairo.setColor(1, 0.93, 0.7, alpha: 0.95)
                cairo.circle(width * 0.68, height * 0.52, radius: height * 0.09)
                cairo.fill()
            }
            hero.hexpand = true
            hero.isVisible = false
            row.root.append(hero)
            self.hero = hero
        } else {
            hero = nil
        }
    }

    func show(row number: Int) {
        root.setSizeRequest(height: -1)
        hero?.isVisible = false
        row.showsItem(true)
        row.title.text = Self.titles[number % Self.titles.count]
        let days = number % 9
        let age = days == 0 ? "today" : days == 1 ? "yesterday" : "\(days) days ago"
        row.meta.text = "seller \(number % 97) · \(Self.places[number % Self.places.count]) · \(age)"
        row.price.text = "€\(5 + number % 290).00"
    }

    func showSpacer(height: Int) {
        row.showsItem(false)
        if let hero {
            hero.isVisible = true
            hero.setSizeRequest(height: max(0, height))
            root.setSizeRequest(height: -1)
        } else {
            root.setSizeRequest(height: max(0, height))
        }
    }
}
