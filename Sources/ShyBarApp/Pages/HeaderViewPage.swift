import ShyBarCore
import ShyBarGtk
import ShyBarAppWidgets

/// A page whose header runs on a ``HeaderView`` (the library's `ShyHeaderView`): attaching
/// gives the view its header, the options go to the view, and detaching takes the header
/// back — the three pages differ only in the widgets they build.
@MainActor
protocol HeaderViewPage: DemoPage {
    /// The view that lays the header over the page's content.
    var view: HeaderView { get }
    /// The header the view moves.
    var header: Box { get }
    /// The tap on the view's behaviour, set by ``attach()``.
    var tap: HeaderTap? { get set }
}

extension HeaderViewPage {
    var root: Widget { view }

    func attach() {
        guard tap == nil else { return }
        view.header = header
        tap = view.makeTap()
    }

    func apply(_ tuning: Tuning, alwaysShowHeaders: Bool) {
        view.tuning = tuning
        view.alwaysShow = alwaysShowHeaders
    }

    func refresh() { view.refresh() }

    /// The view lets go of the header, and with it of the behaviour.
    func detach() {
        tap = nil
        view.header = nil
    }
}
