import ShyBarCore

/// A watch on a ``HeaderView`` (see ``HeaderView/watch(_:)``): while it lasts, the view calls
/// its handler with every input its tracker handles and the frame that input produced.
/// Like a GObject signal handler it stays until ``cancel()`` or until the view goes.
@MainActor
public final class HeaderViewWatch {
    private weak var view: HeaderViewState?
    private let id: Int

    init(view: HeaderViewState, id: Int) {
        self.view = view
        self.id = id
    }

    /// Stops the calls. Safe to call more than once.
    public func cancel() {
        view?.removeWatch(id)
        view = nil
    }
}
