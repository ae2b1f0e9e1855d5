import CGtk
import Foundation
import XCTest
@testable import ShyBarGtk
import ShyBarAppWidgets

/// Base class: GTK initialised once on the main thread; tests need a real display (Xvfb).
/// Without one they fail loudly, unless SHYBAR_ALLOW_NO_DISPLAY=1, which skips them loudly.
class GtkTestCase: XCTestCase, @unchecked Sendable {
    override func setUpWithError() throws {
        try MainActor.assumeIsolated { try Self.requireDisplay() }
    }

    /// Runs a test body on the main actor (XCTest on Linux runs tests on the main thread but
    /// cannot call `@MainActor` test methods directly).
    func onMain(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated(body)
    }

    @MainActor
    private static func requireDisplay() throws {
        guard Gtk.initialize() else {
            let message = "NO DISPLAY: ShyBarGtkTests need a display (run under xvfb-run -a); DISPLAY=\(Gtk.requestedDisplayName)"
            if ProcessInfo.processInfo.environment["SHYBAR_ALLOW_NO_DISPLAY"] == "1" {
                FileHandle.standardError.write("*** SKIPPING GTK TESTS: \(message) ***\n".data(using: .utf8)!)
                throw XCTSkip("*** \(message) (skipped because SHYBAR_ALLOW_NO_DISPLAY=1) ***")
            }
            throw NoDisplayError(description: "*** \(message). Set SHYBAR_ALLOW_NO_DISPLAY=1 to skip instead. ***")
        }
    }

    /// Runs the main loop for `milliseconds`.
    @MainActor
    func pump(_ milliseconds: Double = 50) {
        let end = Gtk.monotonicMilliseconds + milliseconds
        while Gtk.monotonicMilliseconds < end {
            if !Gtk.iterate() { usleep(1000) }
        }
    }

    /// Runs the main loop until `condition` holds or `timeout` ms pass.
    @MainActor
    @discardableResult
    func pump(until condition: () -> Bool, timeout: Double = 2000) -> Bool {
        let end = Gtk.monotonicMilliseconds + timeout
        while Gtk.monotonicMilliseconds < end {
            if condition() { return true }
            if !Gtk.iterate() { usleep(1000) }
        }
        return condition()
    }
}

/// A window with an overlay: a scrolled list (200 rows of 40 px, after a spacer) and a
/// 90 px header over it; optionally a 50 px toolbar.
@MainActor
final class ListFixture {
    let window = Window()
    let overlay = Overlay()
    let scrolledWindow = ScrolledWindow()
    let header = Box(.vertical)
    let toolbar = Box(.horizontal)
    let inset: InsetListModel
    let list: ListView
    /// Rows without theme padding (applies while the fixture lives).
    let styleSheet = StyleSheet { _, _ in }
    var rows: [Int: Widget] = [:]

    init(withToolbar: Bool = false, spacer: Bool = true, rowCount: Int = 200) {
        let lazy = LazyListModel(count: rowCount)
        inset = InsetListModel(content: lazy, height: 0)
        let factory = ListItemFactory()
        factory.onSetup { item in
            let box = Box(.horizontal)
            box.setSizeRequest(height: 40)
            box.append(Label("row"))
            item.child = box
        }
        let insetModel = inset
        var bound: [Int: Widget] = [:]
        factory.onBind { item in
            guard let child = item.child else { return }
            if item.isSpacer {
                child.setSizeRequest(height: insetModel.height)
            } else if let index = item.rowIndex {
                child.setSizeRequest(height: 40)
                bound = bound.filter { !$0.value.isSame(as: child) }
                bound[index] = child
            }
        }
        list = ListView(model: spacer ? inset : lazy, factory: factory)
        scrolledWindow.setChild(list)
        overlay.setChild(scrolledWindow)
        header.setSizeRequest(height: 90)
        header.valign = .start
        overlay.addOverlay(header)
        toolbar.setSizeRequest(height: 50)
        toolbar.valign = .start
        // Parented either way, so the window owns it (an unparented widget would leak).
        toolbar.isVisible = withToolbar
        overlay.addOverlay(toolbar)
        // Rows without theme padding, so the spacer row is exactly the inset.
        styleSheet.load(css: "listview > row { padding: 0; margin: 0; min-height: 0; }")
        styleSheet.install()
        window.setDefaultSize(width: 400, height: 600)
        window.setChild(overlay)
        window.present()
        self.boundRows = { bound }
    }

    private var boundRows: () -> [Int: Widget] = { [:] }

    /// The on-screen y of row `index` relative to the scrolled window, if it is bound.
    func rowY(_ index: Int) -> Double? {
        boundRows()[index].flatMap { $0.isMapped ? $0.bounds(relativeTo: scrolledWindow)?.y : nil }
    }

    /// The list's row widget for row `index` (the focusable item around its box), if bound.
    func row(_ index: Int) -> Widget? { boundRows()[index]?.parent }

    var adjustment: Adjustment { scrolledWindow.vadjustment }

    func headerY() -> Double? { header.isMapped ? header.bounds(relativeTo: overlay)?.y : nil }
}

/// Thrown from setUp when no X server can be opened: the test errors with this message.
struct NoDisplayError: Error, CustomStringConvertible {
    let description: String
}

extension GtkTestCase {
    /// Waits until `fixture`'s window has laid out its list (and one more frame has passed).
    @MainActor
    func ready(_ fixture: ListFixture) {
        XCTAssertTrue(pump(until: { fixture.adjustment.pageSize > 0 && fixture.rowY(0) != nil }),
                      "the window never laid out its list")
        pump(50)
    }

    /// Runs `body` on the main actor with a laid-out ``ListFixture`` whose header a
    /// quick-return behaviour drives; the behaviour is detached and the window destroyed after.
    func onQuickReturnList(_ body: @MainActor (ListFixture, QuickReturnBehavior) throws -> Void) rethrows {
        try onMain {
            let fixture = ListFixture()
            defer { fixture.window.destroy() }
            let behavior = QuickReturnBehavior.attach(to: fixture.scrolledWindow, header: fixture.header, inset: fixture.inset)
            defer { behavior.detach() }
            ready(fixture)
            try body(fixture, behavior)
        }
    }
}
