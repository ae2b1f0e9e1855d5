import CGtk
import Foundation
import XCTest
@testable import ShyBarGtk
import ShyBarCore

/// The top inset of `ShyHeaderView` for every kind of list a scrolled window can hold — a
/// `GtkListView`, a `GtkGridView`, a `GtkColumnView` — in real windows: at the top the first
/// item sits under the header, not behind it; the header follows the scrolling; the
/// integrator's factory never sees a spacer; and Home / Ctrl+Home, pressed as real keys
/// (xdotool, through the X server), go back to the very top and bring the header back, the
/// jump reported as the person's key; and in a grid and a column view a focused item ends
/// just below the header, for focus given from code and for real Up keys.
final class HeaderViewInsetKindsTests: GtkTestCase, @unchecked Sendable {
    private typealias Scene = HeaderViewTests.Scene
    private typealias StringList = HeaderViewTests.StringList

    func testGridViewItemsStartUnderTheHeaderAndTheHeaderFollows() {
        onMain { checkInset(.grid) }
    }

    func testColumnViewRowsStartUnderTheHeaderAndTheHeaderFollows() {
        onMain { checkInset(.column) }
    }

    func testListViewRowsStartUnderTheHeaderAndTheHeaderFollows() {
        onMain { checkInset(.list) }
    }

    func testCtrlHomeInAListGoesToTheTopAndBringsTheHeaderBack() throws {
        try onMain { try checkHomeKey(.list, key: "ctrl+Home") }
    }

    func testHomeInAGridGoesToTheTopAndBringsTheHeaderBack() throws {
        try onMain { try checkHomeKey(.grid, key: "Home") }
    }

    func testCtrlHomeInAColumnViewGoesToTheTopAndBringsTheHeaderBack() throws {
        try onMain { try checkHomeKey(.column, key: "ctrl+Home") }
    }

    func testAGridItemFocusedUnderTheHeaderEndsJustBelowIt() throws {
        try onMain { try checkFocusBelowTheHeader(.grid) }
    }

    func testAColumnViewRowFocusedUnderTheHeaderEndsJustBelowIt() throws {
        try onMain { try checkFocusBelowTheHeader(.column) }
    }

    func testTheSpacerRowNeverTakesTheKeyboardFocus() {
        onMain {
            // GTK 4.12 and later let any row take the focus unless it is told not to (4.8's took
            // it only when selectable or activatable): the spacer lies under the header.
            let (strings, scene, _) = titledScene(.list, "spacer-focus")
            defer { gtk_window_destroy(shy_window(gpointer(scene.window))) }
            waitUntilSteady { gtk_adjustment_get_upper(scene.adjustment) }
            pump(until: { self.items(scene).contains { $0.bounds.height > 4 } }, timeout: 3000)
            withExtendedLifetime(strings) {
                let rows = items(scene).filter { $0.bounds.height > 4 }      // not the unused rows GTK keeps at 4 px
                guard let spacer = rows.first, let firstRow = rows.dropFirst().first else {
                    return XCTFail("no spacer and first row on screen: \(rows.map(\.bounds))")
                }
                XCTAssertTrue(spacer.widget.hasCssClass("shy-inset-spacer"),
                              "the first row on screen is the spacer: \(rows.prefix(3).map { ($0.bounds, String(cString: gtk_widget_get_css_name($0.widget.raw)), $0.widget.hasCssClass("shy-inset-spacer")) })")
                XCTAssertFalse(spacer.widget.grabFocus(), "the spacer row took the focus from code")
                XCTAssertTrue(firstRow.widget.grabFocus(), "the first real row takes the focus")
                // Up from the first row, as the arrow key moves it: it stays out of the spacer.
                _ = gtk_widget_child_focus(strings.list, GTK_DIR_UP)
                _ = gtk_widget_child_focus(strings.list, GTK_DIR_TAB_BACKWARD)
                let focus = gtk_root_get_focus(gtk_widget_get_root(scene.scrolled))
                XCTAssertFalse(focus.map { $0 == spacer.widget.raw || gtk_widget_is_ancestor($0, spacer.widget.raw) != 0 } ?? false,
                               "the focus went up into the spacer row under the header")
            }
        }
    }

    // MARK: - Steps

    /// 300 items of `kind` under the header in a window whose title xdotool finds, animations
    /// off, once the header and the first item show.
    @MainActor
    private func titledScene(_ kind: StringList.Kind, _ purpose: String) -> (StringList, Scene, String) {
        let strings = StringList(count: 300, kind: kind)
        let scene = Scene(child: strings.list)
        let title = "shybar-\(purpose)-\(kind)-\(UUID().uuidString.prefix(8))"
        gtk_window_set_title(shy_window(gpointer(scene.window)), title)
        scene.view.set("animations-enabled", false)
        pump(until: { scene.view.frame.header == 90 && firstRowY(strings, scene) != nil }, timeout: 5000)
        return (strings, scene, title)
    }

    /// The list's items on screen: the focusable widget each label is bound in (a grid's
    /// child, a list's or column view's row), with its bounds in the scrolled window.
    @MainActor
    private func items(_ scene: Scene) -> [(widget: Widget, bounds: Rect)] {
        let scrolled = Widget(raw: scene.scrolled)
        func cssName(_ widget: Widget) -> String { String(cString: gtk_widget_get_css_name(widget.raw)) }
        var found: [(Widget, Rect)] = []
        func walk(_ widget: Widget) {
            if cssName(widget) == "child" || cssName(widget) == "row", widget.isMapped,
               let bounds = widget.bounds(relativeTo: scrolled), bounds.height > 0 {
                found.append((widget, bounds))
                return
            }
            widget.children.forEach(walk)
        }
        scrolled.children.forEach(walk)
        return found.sorted { ($0.1.y, $0.1.x) < ($1.1.y, $1.1.x) }
    }

    /// The focused widget and its bounds in the scrolled window, when the focus is in it.
    @MainActor
    private func focused(_ scene: Scene) -> (widget: UnsafeMutablePointer<GtkWidget>, bounds: Rect)? {
        guard let root = gtk_widget_get_root(scene.scrolled), let focus = gtk_root_get_focus(root),
              gtk_widget_is_ancestor(focus, scene.scrolled) != 0,
              let bounds = Widget(raw: focus).bounds(relativeTo: Widget(raw: scene.scrolled)) else { return nil }
        return (focus, bounds)
    }

    /// What changes when the focus moves: the focused widget, where it is, and the offset (a
    /// list that keeps the focused item just below the header shows the next one there too).
    @MainActor
    private func focusState(_ scene: Scene) -> (UnsafeMutablePointer<GtkWidget>?, Double?, Double) {
        let now = focused(scene)
        return (now?.widget, now?.bounds.y, gtk_adjustment_get_value(scene.adjustment))
    }

    /// A grid's item (a column view's row) that a jump of the program's left under the shown
    /// header takes the focus from code, and ends just below the header, the header unmoved
    /// and no correction after the first; then real Up keys (xdotool) move the focus item by
    /// item, and after every key the focused item lies wholly between the header and the
    /// bottom of the view.
    @MainActor
    private func checkFocusBelowTheHeader(_ kind: StringList.Kind, file: StaticString = #filePath, line: UInt = #line) throws {
        // The list's factory handlers hold the string list unowned: it lives to the end.
        let (strings, scene, title) = titledScene(kind, "focus")
        defer { gtk_window_destroy(shy_window(gpointer(scene.window))) }
        waitUntilSteady { gtk_adjustment_get_upper(scene.adjustment) }

        // A jump of the program's (the header stays shown) to where an item lies under the header.
        gtk_adjustment_set_value(scene.adjustment, 600)
        waitUntilSteady { gtk_adjustment_get_value(scene.adjustment) }
        XCTAssertEqual(scene.view.extent, 90, "\(kind): a programmatic jump moved the header", file: file, line: line)
        guard let under = items(scene).first(where: { $0.bounds.y >= 0 && $0.bounds.y < 80 }) else {
            return XCTFail("\(kind): no item lies under the header at offset 600: \(items(scene).map(\.bounds))", file: file, line: line)
        }
        XCTAssertTrue(under.widget.grabFocus(), "\(kind): the item under the header takes no focus", file: file, line: line)
        let below = pump(until: { abs((under.widget.bounds(relativeTo: Widget(raw: scene.scrolled))?.y ?? 0) - 90) < 0.5 })
        XCTAssertTrue(below, "\(kind): the focused item is at y \(String(describing: under.widget.bounds(relativeTo: Widget(raw: scene.scrolled))?.y)), "
                      + "not just below the header (90)", file: file, line: line)
        pump(400)
        XCTAssertEqual(under.widget.bounds(relativeTo: Widget(raw: scene.scrolled))?.y ?? 0, 90, accuracy: 0.5,
                       "\(kind): the item did not stay just below the header", file: file, line: line)
        XCTAssertEqual(scene.view.extent, 90, "\(kind): the correction moved the header", file: file, line: line)

        guard let window = try xdotool(["search", "--sync", "--name", title]).split(separator: "\n").first.map(String.init) else {
            return XCTFail("\(kind): no X window titled \(title)", file: file, line: line)
        }
        let viewHeight = Double(gtk_widget_get_height(scene.scrolled))
        var moves = 0
        for key in 1...8 {
            let before = focusState(scene)
            _ = try xdotool(["key", "--window", window, "Up"])
            pump(until: { focusState(scene) != before }, timeout: 2000)
            waitUntilSteady { [focused(scene)?.bounds.y, gtk_adjustment_get_value(scene.adjustment)] }
            guard let focused = focused(scene)?.bounds else {
                return XCTFail("\(kind): after Up \(key) the focus left the list", file: file, line: line)
            }
            if focusState(scene) != before { moves += 1 }
            XCTAssertTrue(focused.y >= 89.5 && focused.y + focused.height <= viewHeight + 0.5,
                          "\(kind): after Up \(key) the focused item at y \(focused.y)…\(focused.y + focused.height) is not wholly "
                          + "between the header (90) and the bottom (\(viewHeight))", file: file, line: line)
        }
        XCTAssertEqual(moves, 8, "\(kind): \(moves) of 8 Up keys moved the focus", file: file, line: line)
        XCTAssertEqual(strings.boundTypes, ["GtkStringObject"], "\(kind): the integrator's factory saw a spacer", file: file, line: line)
    }

    /// The top of "Row 0" in the scrolled window, when it is on screen.
    @MainActor
    private func firstRowY(_ strings: StringList, _ scene: Scene) -> Double? {
        guard let row = strings.firstRow, gtk_widget_get_mapped(row) != 0 else { return nil }
        return Widget(raw: row).bounds(relativeTo: Widget(raw: scene.scrolled))?.y
    }

    @MainActor
    private func checkInset(_ kind: StringList.Kind, file: StaticString = #filePath, line: UInt = #line) {
        let strings = StringList(count: 300, kind: kind)
        let scene = Scene(child: strings.list)
        defer { gtk_window_destroy(shy_window(gpointer(scene.window))) }
        scene.view.set("animations-enabled", false)
        pump(until: { scene.view.frame.header == 90 && firstRowY(strings, scene) != nil }, timeout: 5000)
        // A grid counts its columns after its first layout: wait until its height holds.
        waitUntilSteady { gtk_adjustment_get_upper(scene.adjustment) }
        let top = firstRowY(strings, scene)
        XCTAssertNotNil(top, "\(kind): row 0 was never shown", file: file, line: line)
        XCTAssertGreaterThanOrEqual(top ?? 0, 89.5, "\(kind): the header covers the first item at the top", file: file, line: line)
        XCTAssertLessThan(top ?? .infinity, 90 + 60, "\(kind): more than the header's inset above the first item", file: file, line: line)
        XCTAssertEqual(scene.view.extent, 90, "\(kind): the header shows in full at the top", file: file, line: line)
        XCTAssertEqual(strings.boundTypes, ["GtkStringObject"], "\(kind): the integrator's factory saw a spacer", file: file, line: line)

        // Near the top the header rests on the content and goes up with it pixel for pixel,
        // the inset with the rows (both are seen in the same frame: a partly shown header
        // settles afterwards).
        HeaderViewClass.core(of: gpointer(scene.view.raw))?.simulateUserInputForTests(.wheel)
        gtk_adjustment_set_value(scene.adjustment, 30)
        var seen: (extent: Double, row: Double?) = (90, nil)
        let followed = pump(until: {
            seen = (scene.view.extent, firstRowY(strings, scene))
            return seen.extent == 60 && abs((seen.row ?? 0) - ((top ?? 0) - 30)) < 1
        })
        XCTAssertTrue(followed, "\(kind): after 30 px of scrolling the header's extent was \(seen.extent) (not 60) or the first "
                      + "row at \(String(describing: seen.row)) (not \((top ?? 0) - 30))", file: file, line: line)

        // Taking the header away gives the model its own items back.
        scene.view.header = nil
        XCTAssertEqual(g_list_model_get_n_items(shy_list_model(gpointer(strings.selection))), 300, "\(kind)", file: file, line: line)
    }

    @MainActor
    private func checkHomeKey(_ kind: StringList.Kind, key: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let (strings, scene, title) = titledScene(kind, "home")
        defer { gtk_window_destroy(shy_window(gpointer(scene.window))) }
        guard let window = try xdotool(["search", "--sync", "--name", title]).split(separator: "\n").first.map(String.init) else {
            return XCTFail("\(kind): no X window titled \(title)", file: file, line: line)
        }
        // The keyboard in the list: the first real row takes the focus, once the list's layout
        // holds (a grid counts its columns after its first layout, and binds its rows anew).
        waitUntilSteady { gtk_adjustment_get_upper(scene.adjustment) }
        if let row = strings.firstRow.flatMap({ gtk_widget_get_parent($0) }) {
            gtk_widget_grab_focus(kind == .column ? gtk_widget_get_parent(row) ?? row : row)
        }

        _ = try xdotool(["key", "--window", window, "ctrl+End"])
        let hidden = pump(until: { scene.view.state == .hidden }, timeout: 8000)
        XCTAssertTrue(hidden, "\(kind): Ctrl+End did not scroll the header away (state \(scene.view.state))", file: file, line: line)
        XCTAssertGreaterThan(gtk_adjustment_get_value(scene.adjustment), 1000, "\(kind): Ctrl+End did not reach the end",
                             file: file, line: line)
        // A grid placed by estimated heights after the long jump corrects its value for a few
        // frames (towards the top, too): that is the list's layout, not the next key.
        waitUntilSteady { gtk_adjustment_get_value(scene.adjustment) }

        // Home moves the list itself (the spacers cannot take the focus), and that jump is the
        // person's key, not the program's: a mirror of the view (Compare Presets) or the
        // header's rules see the keyboard source, as for any other key that scrolls.
        let before = gtk_adjustment_get_value(scene.adjustment) - gtk_adjustment_get_lower(scene.adjustment)
        var towardsTheTop: [ScrollSource] = []
        let watch = scene.view.watch { input, _ in
            if case .scroll(let offset, let source) = input.input, offset < before - 0.5 { towardsTheTop.append(source) }
        }
        defer { watch?.cancel() }
        _ = try xdotool(["key", "--window", window, key])
        let back = pump(until: {
            gtk_adjustment_get_value(scene.adjustment) == gtk_adjustment_get_lower(scene.adjustment)
                && scene.view.state == .shown && scene.view.extent == 90
        }, timeout: 8000)
        XCTAssertTrue(back, "\(kind): \(key) did not reach the very top with the header shown (offset "
                      + "\(gtk_adjustment_get_value(scene.adjustment)), state \(scene.view.state), extent \(scene.view.extent))",
                      file: file, line: line)
        XCTAssertEqual(towardsTheTop.first, .keyboard, "\(kind): \(key)'s jump to the top was reported as "
                       + "\(towardsTheTop.first.map(\.rawValue) ?? "nothing"), not as the person's key (all: \(towardsTheTop))",
                       file: file, line: line)
        pump(until: { (firstRowY(strings, scene) ?? 0) >= 89.5 }, timeout: 3000)
        XCTAssertGreaterThanOrEqual(firstRowY(strings, scene) ?? 0, 89.5, "\(kind): after \(key) the header covers the first item",
                                    file: file, line: line)
    }

    /// Lets the main loop run until `read` gives the same value five times in a row, 20 ms apart.
    @MainActor
    private func waitUntilSteady<Value: Equatable>(_ read: () -> Value) {
        var last: Value?, steadyReads = 0
        pump(until: {
            pump(20)
            let now = read()
            steadyReads = now == last ? steadyReads + 1 : 0
            last = now
            return steadyReads >= 5
        }, timeout: 5000)
    }

    /// Runs xdotool, letting GTK's main loop run meanwhile; returns its output.
    @MainActor
    private func xdotool(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        pump(until: { !process.isRunning }, timeout: 10000)
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}
