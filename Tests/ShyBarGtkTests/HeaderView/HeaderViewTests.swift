import CGtk
import Foundation
import XCTest
@testable import ShyBarGtk

/// `ShyHeaderView` as C and introspected languages get it: built with plain GTK calls, its
/// options set through GObject properties, the inset installed and given back, and every
/// order of destruction.
final class HeaderViewTests: GtkTestCase, @unchecked Sendable {
    /// A window with a view over a scrolled window of `child`, and a 90 px header.
    @MainActor
    final class Scene {
        let window = gtk_window_new()!
        let view: HeaderView
        let scrolled = gtk_scrolled_window_new()!
        let header = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!

        init(child: UnsafeMutablePointer<GtkWidget>, listInset: InsetListModel? = nil) {
            gtk_scrolled_window_set_policy(shy_scrolled_window(gpointer(scrolled)), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
            gtk_scrolled_window_set_child(shy_scrolled_window(gpointer(scrolled)), child)
            gtk_widget_set_size_request(header, -1, 90)
            view = HeaderView()
            if let listInset { view.useListInset(listInset) }
            g_object_set_property(shy_object(gpointer(view.raw)), "content", objectValue(scrolled))
            view.header = Widget(raw: header)
            gtk_window_set_default_size(shy_window(gpointer(window)), 400, 600)
            gtk_window_set_child(shy_window(gpointer(window)), view.raw)
            gtk_window_present(shy_window(gpointer(window)))
        }

        var adjustment: UnsafeMutablePointer<GtkAdjustment> {
            gtk_scrolled_window_get_vadjustment(shy_scrolled_window(gpointer(scrolled)))
        }
    }

    /// A GValue holding `object`, for g_object_set_property (leaked deliberately: tests only).
    @MainActor
    private static func objectValue(_ object: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GValue> {
        let value = UnsafeMutablePointer<GValue>.allocate(capacity: 1)
        value.initialize(to: GValue())
        g_value_init(value, gtk_widget_get_type())
        g_value_set_object(value, gpointer(object))
        return value
    }

    /// A GtkListView (or GtkGridView, or GtkColumnView of one column) of `count` strings
    /// whose signal factory records every item it binds, and which widget shows "Row 0".
    @MainActor
    final class StringList {
        enum Kind { case list, grid, column }
        let list: UnsafeMutablePointer<GtkWidget>
        let factory: OpaquePointer
        let selection: OpaquePointer
        let strings: OpaquePointer
        var boundTypes: Set<String> = []
        /// The widget bound to the first string, while it is.
        private(set) var firstRow: UnsafeMutablePointer<GtkWidget>?
        private var connections: [SignalConnection] = []

        init(count: Int, kind: Kind = .list) {
            strings = gtk_string_list_new(nil)!
            for index in 0..<count { gtk_string_list_append(strings, "Row \(index)") }
            factory = gtk_signal_list_item_factory_new()!
            selection = gtk_no_selection_new(shy_list_model(gpointer(strings)))!
            switch kind {
            case .list: list = gtk_list_view_new(selection, factory)!
            case .grid: list = gtk_grid_view_new(selection, factory)!
            case .column:
                list = gtk_column_view_new(selection)!
                let column = gtk_column_view_column_new("Name", factory)!
                gtk_column_view_append_column(OpaquePointer(list), column)
                g_object_unref(gpointer(column))
            }
            let trampoline = unsafeBitCast(pointerTrampoline, to: GCallback.self)
            connections.append(connectSignal(gpointer(factory), "setup", trampoline, { (item: gpointer?) in
                let label = gtk_label_new(nil)!
                gtk_widget_set_size_request(label, 80, 40)
                gtk_list_item_set_child(shy_list_item(item!), label)
            } as PointerHandler))
            connections.append(connectSignal(gpointer(factory), "bind", trampoline, { [unowned self] (item: gpointer?) in
                let listItem = shy_list_item(item!)
                let object = gtk_list_item_get_item(listItem)!
                self.boundTypes.insert(String(cString: g_type_name(shy_instance_type(object))))
                guard shy_is_a(object, gtk_string_object_get_type()) != 0 else { return }
                let text = String(cString: gtk_string_object_get_string(OpaquePointer(object)))
                let child = gtk_list_item_get_child(listItem)
                if text == "Row 0" {
                    self.firstRow = child
                } else if self.firstRow == child {
                    self.firstRow = nil
                }
            } as PointerHandler))
        }
    }

    func testPropertiesNotifyAndRoundTrip() {
        onMain {
            let strings = StringList(count: 100)
            let scene = Scene(child: strings.list)
            defer { gtk_window_destroy(shy_window(gpointer(scene.window))) }
            var notified: [String] = []
            let watch = scene.view.onNotify("tolerance-up") { notified.append("tolerance-up") }
            scene.view.set("tolerance-up", 20)
            scene.view.set("tolerance-up", 20)   // no change, no notify
            XCTAssertEqual(notified, ["tolerance-up"])
            var value = GValue()
            g_value_init(&value, shy_type_double())
            g_object_get_property(shy_object(gpointer(scene.view.raw)), "tolerance-up", &value)
            XCTAssertEqual(g_value_get_double(&value), 20)
            g_value_unset(&value)
            scene.view.set("fade", true)
            XCTAssertEqual(shy_object_get_bool(gpointer(scene.view.raw), "fade"), 1)
            watch.disconnect()
            XCTAssertNotNil(HeaderView(pointer: gpointer(scene.view.raw)))
            XCTAssertNil(HeaderView(pointer: gpointer(scene.scrolled)), "a scrolled window is not a header view")
        }
    }

    func testListInsetIsInvisibleToTheFactoryAndGivenBack() {
        onMain {
            let strings = StringList(count: 200)
            let scene = Scene(child: strings.list)
            defer { gtk_window_destroy(shy_window(gpointer(scene.window))) }
            pump(until: { scene.view.frame.header == 90 })
            XCTAssertEqual(scene.view.extent, 90, "the header shows in full at the top")
            XCTAssertEqual(g_list_model_get_n_items(shy_list_model(gpointer(strings.selection))), 201, "the spacer row is in front")
            let withInset = settledUpper(scene)
            XCTAssertEqual(strings.boundTypes, ["GtkStringObject"], "the integrator's factory never saw the spacer")
            XCTAssertNotEqual(gtk_list_view_get_factory(shy_list_view(gpointer(strings.list))), strings.factory)

            // Taking the header away gives the list its own model and factory back.
            scene.view.header = nil
            XCTAssertEqual(g_list_model_get_n_items(shy_list_model(gpointer(strings.selection))), 200)
            XCTAssertEqual(gtk_list_view_get_factory(shy_list_view(gpointer(strings.list))), strings.factory)
            XCTAssertEqual(withInset - settledUpper(scene), 90, accuracy: 1, "the inset was the header's height")
        }
    }

    func testScrollingHidesTheHeaderAndShowBringsItBack() {
        onMain {
            let strings = StringList(count: 200)
            let scene = Scene(child: strings.list)
            defer { gtk_window_destroy(shy_window(gpointer(scene.window))) }
            scene.view.set("animations-enabled", false)
            pump(until: { scene.view.frame.header == 90 })
            var states: [HeaderState] = []
            let watch = scene.view.onNotify("state") { states.append(scene.view.state) }
            wheelDown(scene, to: 600)
            pump(until: { scene.view.state == .hidden })
            XCTAssertEqual(scene.view.extent, 0, "forward scrolling hid the header (states \(states))")
            scene.view.show(animated: false)
            pump(until: { scene.view.state == .shown })
            XCTAssertEqual(scene.view.extent, 90)
            XCTAssertTrue(states.contains(.hidden) && states.last == .shown, "notify::state followed: \(states)")
            watch.disconnect()
        }
    }

    /// The view's `header.show` action, activated from a widget inside it (as a menu item or
    /// a shortcut of the integrator's would), brings a hidden header back; outside the view
    /// there is no such action.
    func testTheShowActionFromAWidgetInsideRevealsTheHeader() {
        onMain {
            let strings = StringList(count: 200)
            let scene = Scene(child: strings.list)
            defer { gtk_window_destroy(shy_window(gpointer(scene.window))) }
            scene.view.set("animations-enabled", false)
            pump(until: { scene.view.frame.header == 90 })
            wheelDown(scene, to: 600)
            XCTAssertTrue(pump(until: { scene.view.state == .hidden }), "forward scrolling did not hide the header")
            XCTAssertEqual(gtk_widget_activate_action_variant(strings.list, "header.show", nil), 1,
                           "a widget inside the view found no header.show action")
            XCTAssertTrue(pump(until: { scene.view.state == .shown }), "header.show left the header \(scene.view.state)")
            XCTAssertEqual(scene.view.extent, 90)
            XCTAssertEqual(gtk_adjustment_get_value(scene.adjustment), 600, "showing the header scrolled the content")
            let outside = gtk_label_new("outside")!
            g_object_ref_sink(gpointer(outside))
            defer { g_object_unref(gpointer(outside)) }
            XCTAssertEqual(gtk_widget_activate_action_variant(outside, "header.show", nil), 0,
                           "a widget outside any view activated header.show")
        }
    }

    /// A person's wheel taking the content from the top to `offset`, 20 px a step.
    @MainActor
    private func wheelDown(_ scene: Scene, to offset: Double) {
        for step in stride(from: 0.0, through: offset, by: 20) {
            simulateWheel(on: scene)
            gtk_adjustment_set_value(scene.adjustment, step)
            pump(5)
        }
    }

    /// The content's height once layout has settled (the list measures its rows lazily).
    @MainActor
    private func settledUpper(_ scene: Scene) -> Double {
        var upper = -1.0
        var stableFrames = 0
        pump(until: {
            let now = gtk_adjustment_get_upper(scene.adjustment)
            stableFrames = now == upper && now > 0 ? stableFrames + 1 : 0
            upper = now
            return stableFrames >= 5
        }, timeout: 3000)
        return upper
    }

    /// A person's wheel step as the scroll observer hears it (unit tests cannot make real
    /// wheel events; the end-to-end tests use real ones).
    @MainActor
    private func simulateWheel(on scene: Scene) {
        guard let core = HeaderViewClass.core(of: gpointer(scene.view.raw)) else { return }
        core.simulateUserInputForTests(.wheel)
    }

    func testTextViewInsetIsItsTopMarginAndIsGivenBack() {
        onMain {
            let text = gtk_text_view_new()!
            let textView = UnsafeMutablePointer<GtkTextView>(OpaquePointer(text))
            gtk_text_view_set_top_margin(textView, 4)
            g_object_ref(gpointer(text))
            defer { g_object_unref(gpointer(text)) }
            let scene = Scene(child: text)
            pump(until: { gtk_text_view_get_top_margin(textView) == 94 })
            XCTAssertEqual(gtk_text_view_get_top_margin(textView), 94, "its own margin plus the header")
            gtk_window_destroy(shy_window(gpointer(scene.window)))
            pump(20)
            XCTAssertEqual(gtk_text_view_get_top_margin(textView), 4, "the view gave the margin back when it died")
        }
    }

    func testViewportChildInsetIsItsTopMargin() {
        onMain {
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_widget_set_size_request(box, -1, 3000)
            let viewport = gtk_viewport_new(nil, nil)!
            gtk_viewport_set_child(OpaquePointer(viewport), box)
            let scene = Scene(child: viewport)
            defer { gtk_window_destroy(shy_window(gpointer(scene.window))) }
            pump(until: { gtk_widget_get_margin_top(box) == 90 })
            XCTAssertEqual(gtk_widget_get_margin_top(box), 90)
        }
    }

    func testStickyToolbarPinsAndNotifies() {
        onMain {
            let strings = StringList(count: 200)
            let scene = Scene(child: strings.list)
            defer { gtk_window_destroy(shy_window(gpointer(scene.window))) }
            let toolbar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
            gtk_widget_set_size_request(toolbar, -1, 50)
            scene.view.toolbar = Widget(raw: toolbar)
            scene.view.behavior = .sticky
            // Re-attached: the rows come back with the next layout.
            pump(until: { scene.view.frame.header == 90 && gtk_adjustment_get_upper(scene.adjustment) > 1000 })
            var pinnedChanges = 0
            let watch = scene.view.onNotify("pinned") { pinnedChanges += 1 }
            gtk_adjustment_set_value(scene.adjustment, 300)
            pump(until: { shy_object_get_bool(gpointer(scene.view.raw), "pinned") != 0 })
            XCTAssertEqual(shy_object_get_bool(gpointer(scene.view.raw), "pinned"), 1)
            XCTAssertEqual(pinnedChanges, 1)
            watch.disconnect()
            let withInset = settledUpper(scene)
            scene.view.header = nil
            XCTAssertEqual(withInset - settledUpper(scene), 140, accuracy: 1, "inset = header + toolbar")
        }
    }

    // MARK: - Destruction in every order

    /// Safe: the animation really runs when the window goes, the view is finalized (no
    /// tick callback or timer keeps it, or its attachment, alive), and nothing ticks on.
    func testDestroyingTheWindowMidAnimationIsSafe() {
        onMain {
            let before = HeaderAttachment.liveCount
            // GObject clears the slot when the view is finalized.
            let viewSlot = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
            defer { viewSlot.deallocate() }
            for round in 0..<20 {
                let strings = StringList(count: 100)
                let scene = Scene(child: strings.list)
                pump(until: { scene.view.frame.header == 90 && gtk_adjustment_get_upper(scene.adjustment) > 2000 })
                // Away from the top: there, hiding the header is a scroll of the content, not
                // the header's own animation.
                gtk_adjustment_set_value(scene.adjustment, 1000)
                pump(until: { scene.view.frame.offset == 1000 })
                // Long enough to be still running when the window goes, on a busy machine too.
                scene.view.set("duration", 2000)
                scene.view.hide(animated: true)
                pump(16)
                XCTAssertNotNil(scene.view.frame.target, "round \(round): no animation ran when the window went: \(scene.view.frame)")
                XCTAssertEqual(HeaderAttachment.liveCount, before + 1, "round \(round)")
                viewSlot.initialize(to: gpointer(scene.view.raw))
                g_object_add_weak_pointer(shy_object(gpointer(scene.view.raw)), viewSlot)
                gtk_window_destroy(shy_window(gpointer(scene.window)))
                pump(16)
                XCTAssertNil(viewSlot.pointee, "round \(round): the view outlived its window mid-animation")
                if let alive = viewSlot.pointee { g_object_remove_weak_pointer(shy_object(alive), viewSlot) }
            }
            pump(100)
            XCTAssertEqual(HeaderAttachment.liveCount, before, "an attachment outlived its window mid-animation")
        }
    }

    func testTheViewDyingFirstLeavesTheContentAsItWas() {
        onMain {
            let strings = StringList(count: 100)
            g_object_ref(gpointer(strings.list))
            defer { g_object_unref(gpointer(strings.list)) }
            let scene = Scene(child: strings.list)
            g_object_ref(gpointer(scene.scrolled))
            defer { g_object_unref(gpointer(scene.scrolled)) }
            let bare = gtk_scrolled_window_new()!
            g_object_ref_sink(gpointer(bare))
            let before = Widget(raw: bare).controllerCount
            g_object_unref(gpointer(bare))
            pump(until: { scene.view.frame.header == 90 })
            XCTAssertGreaterThan(Widget(raw: scene.scrolled).controllerCount, before, "the behaviour listens")
            gtk_window_destroy(shy_window(gpointer(scene.window)))
            pump(50)
            XCTAssertEqual(Widget(raw: scene.scrolled).controllerCount, before, "no controller left on the content")
            XCTAssertNil(gtk_widget_get_parent(scene.scrolled), "the content is free to go elsewhere")
            XCTAssertEqual(gtk_list_view_get_factory(shy_list_view(gpointer(strings.list))), strings.factory)
            XCTAssertEqual(g_list_model_get_n_items(shy_list_model(gpointer(strings.selection))), 100)
        }
    }

    func testTheContentsChildDestroyedOrReplacedFirstIsSafe() {
        onMain {
            let strings = StringList(count: 100)
            let scene = Scene(child: strings.list)
            defer { gtk_window_destroy(shy_window(gpointer(scene.window))) }
            pump(until: { scene.view.frame.header == 90 })
            // The list goes (its only owner was the scrolled window); a text view replaces it.
            gtk_scrolled_window_set_child(shy_scrolled_window(gpointer(scene.scrolled)), nil)
            pump(20)
            let text = gtk_text_view_new()!
            gtk_scrolled_window_set_child(shy_scrolled_window(gpointer(scene.scrolled)), text)
            pump(until: { gtk_text_view_get_top_margin(UnsafeMutablePointer<GtkTextView>(OpaquePointer(text))) == 90 })
            XCTAssertEqual(gtk_text_view_get_top_margin(UnsafeMutablePointer<GtkTextView>(OpaquePointer(text))), 90,
                           "the new child got the inset")
            // The header and the content are taken away while the view lives on.
            scene.view.header = nil
            scene.view.content = nil
            pump(20)
        }
    }

    func testManyViewsComeAndGoWithoutAttachmentsLeft() {
        onMain {
            let before = HeaderAttachment.liveCount
            for round in 0..<200 {
                let strings = StringList(count: 20)
                let scene = Scene(child: strings.list)
                if round % 2 == 0 { pump(1) }
                gtk_window_destroy(shy_window(gpointer(scene.window)))
            }
            pump(50)
            XCTAssertEqual(HeaderAttachment.liveCount, before, "every view's behaviour died with it")
        }
    }
}

extension GtkTestCase {
    /// Moves `scene`'s content to each of `offsets` in turn as a person's wheel, 5 ms apart.
    @MainActor
    func wheel(_ scene: HeaderViewTests.Scene, to offsets: StrideThrough<Double>) {
        for offset in offsets {
            HeaderViewClass.core(of: gpointer(scene.view.raw))?.simulateUserInputForTests(.wheel)
            gtk_adjustment_set_value(scene.adjustment, offset)
            pump(5)
        }
    }

    /// Runs `body` on the main thread with a view over a list of `rows` 40 px rows, once the
    /// view has measured its 90 px header and the list its rows (animations off when
    /// `animated` is false); the window goes afterwards.
    func onViewOverList(rows: Int = 200, animated: Bool = true, _ body: @MainActor (HeaderViewTests.Scene) -> Void) {
        onMain {
            let strings = HeaderViewTests.StringList(count: rows)
            let scene = HeaderViewTests.Scene(child: strings.list)
            defer { gtk_window_destroy(shy_window(gpointer(scene.window))) }
            if !animated { scene.view.set("animations-enabled", false) }
            pump(until: { scene.view.frame.header == 90 && gtk_adjustment_get_upper(scene.adjustment) > Double(rows * 10) })
            withExtendedLifetime(strings) { body(scene) }
        }
    }
}
