import ShyBarCore
import ShyBarGtk
import ShyBarAppWidgets

/// A page whose header runs on a ``HeaderView`` (the library's `ShyHeaderView`): attaching
/// gives the view its header, the options go to the view, and detaching takes the header
/// back — the three pages differ only in the widgets they build.
@MainActor
protocol HeaderViewPage: DemoPage {
    /// The header the view moves.
    var header: Box { get }
}

extension HeaderViewPage {
    var root: Widget { view }

    var isAttached: Bool { view.header != nil }

    func attach() {
        guard !isAttached else { return }
        view.header = header
    }

    func apply(_ tuning: Tuning, alwaysShowHeaders: Bool) {
        view.tuning = tuning
        view.alwaysShow = alwaysShowHeaders
    }

    func refresh() { view.refresh() }

    /// The view lets go of the header, and with it of the behaviour.
    func detach() {
        view.header = nil
    }
}
