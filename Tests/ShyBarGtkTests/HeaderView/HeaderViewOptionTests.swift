import CGtk
import XCTest
import ShyBarCore
@testable import ShyBarGtk

/// The option properties of `ShyHeaderView`: one per entry of the option tables, with the
/// table's range and default, reaching the running tracker, notifying once per change.
final class HeaderViewOptionTests: GtkTestCase, @unchecked Sendable {
    typealias Scene = HeaderViewTests.Scene
    typealias StringList = HeaderViewTests.StringList

    /// Every table entry the view must carry, as (property name, kind, default).
    private static var expected: [(String, OptionKind, OptionValue)] {
        let quickReturnKeys = Set(QuickReturnOptions.optionTable.map(\.key))
        let name = { (key: String) in key == "animations" ? "animations-enabled" : key }
        return QuickReturnOptions.optionTable.map { (name($0.key), $0.kind, $0.defaultValue) }
            + StickyOptions.optionTable.filter { !quickReturnKeys.contains($0.key) }.map { (name($0.key), $0.kind, $0.defaultValue) }
            + BackgroundOptions.optionTable.map { (name($0.key), $0.kind, $0.defaultValue) }
    }

    @MainActor
    private func spec(_ view: HeaderView, _ name: String) -> UnsafeMutablePointer<GParamSpec>? {
        let klass = g_type_class_peek(GType(HeaderView.gType))!.assumingMemoryBound(to: GObjectClass.self)
        return g_object_class_find_property(klass, name)
    }

    func testEveryTableOptionIsAPropertyWithTheTablesRangeAndDefault() {
        onMain {
            let view = HeaderView()
            g_object_ref_sink(gpointer(view.raw))
            defer { g_object_unref(gpointer(view.raw)) }
            XCTAssertTrue(Self.expected.contains { $0.0 == "conceal" } && Self.expected.contains { $0.0 == "trigger" })
            for (name, kind, fallback) in Self.expected {
                guard let spec = spec(view, name) else { XCTFail("no property \(name)"); continue }
                let defaultValue = g_param_spec_get_default_value(spec)!
                switch kind {
                case .number(let range):
                    XCTAssertEqual(spec.pointee.value_type, shy_type_double(), name)
                    let double = UnsafeMutablePointer<GParamSpecDouble>(OpaquePointer(spec)).pointee
                    XCTAssertEqual(double.minimum, range.bounds.lowerBound, name)
                    XCTAssertEqual(double.maximum, range.bounds.upperBound, name)
                    XCTAssertEqual(fallback, .number(g_value_get_double(defaultValue)), name)
                case .automaticNumber(let range, _, _):
                    let double = UnsafeMutablePointer<GParamSpecDouble>(OpaquePointer(spec)).pointee
                    XCTAssertEqual(double.minimum, -1, "\(name): -1 is automatic")
                    XCTAssertEqual(double.maximum, range.bounds.upperBound, name)
                    XCTAssertEqual(fallback == .automatic ? -1 : nil, g_value_get_double(defaultValue), name)
                case .toggle(let onByDefault):
                    XCTAssertEqual(spec.pointee.value_type, shy_type_boolean(), name)
                    XCTAssertEqual(g_value_get_boolean(defaultValue) != 0, onByDefault, name)
                case .choice(let choices):
                    XCTAssertNotEqual(g_type_fundamental(spec.pointee.value_type), g_type_fundamental(shy_type_double()), name)
                    let enumClass = g_type_class_ref(spec.pointee.value_type)!.assumingMemoryBound(to: GEnumClass.self)
                    defer { g_type_class_unref(enumClass) }
                    XCTAssertEqual(Int(enumClass.pointee.n_values), choices.count, name)
                    for (index, choice) in choices.enumerated() {
                        XCTAssertEqual(g_enum_get_value_by_nick(enumClass, choice.name)?.pointee.value, Int32(index), "\(name) \(choice.name)")
                    }
                    let chosen = g_enum_get_value(enumClass, g_value_get_enum(defaultValue))
                    XCTAssertEqual(fallback, .choice(chosen.map { String(cString: $0.pointee.value_nick) } ?? ""), name)
                }
            }
            // The enum types published before the table keep their names.
            XCTAssertEqual(spec(view, "reveal")?.pointee.value_type, GType(HeaderView.revealGType))
            XCTAssertEqual(String(cString: g_type_name(GType(HeaderView.revealGType))), "ShyRevealPolicy")
            XCTAssertEqual(String(cString: g_type_name(GType(HeaderView.snapGType))), "ShySnapPolicy")
        }
    }

    /// Sets enum property `name` to the value with nick `nick` through g_object_set_property.
    @MainActor
    private func setEnum(_ view: HeaderView, _ name: String, nick: String) {
        let type = spec(view, name)!.pointee.value_type
        let enumClass = g_type_class_ref(type)!.assumingMemoryBound(to: GEnumClass.self)
        defer { g_type_class_unref(enumClass) }
        var value = GValue()
        g_value_init(&value, type)
        g_value_set_enum(&value, g_enum_get_value_by_nick(enumClass, nick)!.pointee.value)
        g_object_set_property(shy_object(gpointer(view.raw)), name, &value)
        g_value_unset(&value)
    }

    func testOptionsSetThroughGObjectReachTheTrackerAndNotifyOncePerChange() {
        onMain {
            let strings = StringList(count: 200)
            let scene = Scene(child: strings.list)
            defer { gtk_window_destroy(shy_window(gpointer(scene.window))) }
            let core = HeaderViewClass.core(of: gpointer(scene.view.raw))!
            pump(until: { scene.view.frame.header == 90 })
            var notified: [String] = []
            let watches = ["snap-threshold", "conceal", "tolerance-run", "rest-on-content-near-top", "tolerance-up"].map { name in
                scene.view.onNotify(name) { notified.append(name) }
            }
            defer { watches.forEach { $0.disconnect() } }

            scene.view.set("snap-threshold", 0.3)
            scene.view.set("snap-threshold", 0.3)
            setEnum(scene.view, "conceal", nick: "animate")
            setEnum(scene.view, "conceal", nick: "animate")
            setEnum(scene.view, "tolerance-run", nick: "gesture")
            scene.view.set("rest-on-content-near-top", true)
            XCTAssertEqual(notified, ["snap-threshold", "conceal", "tolerance-run", "rest-on-content-near-top"],
                           "each real change notifies once, a repeated value not at all")
            let options = (core.runningTracker as? QuickReturnTracker)?.options
            XCTAssertEqual(options?.snapThreshold, 0.3)
            XCTAssertEqual(options?.conceal, .animate)
            XCTAssertEqual(options?.toleranceRun, .gesture)
            XCTAssertEqual(options?.restOnContentNearTop, true)

            // A whole tuning at once notifies only what it changes.
            notified = []
            var tuning = scene.view.tuning
            tuning.quickReturn.toleranceUp = 40
            scene.view.tuning = tuning
            scene.view.tuning = tuning
            XCTAssertEqual(notified, ["tolerance-up"])
            XCTAssertEqual((core.runningTracker as? QuickReturnTracker)?.options.toleranceUp, 40)
        }
    }

    func testQuickReturnOptionsTuneTheStickyHeaderAndBackgroundOptionsTheHider() {
        onMain {
            let strings = StringList(count: 200)
            let scene = Scene(child: strings.list)
            defer { gtk_window_destroy(shy_window(gpointer(scene.window))) }
            let core = HeaderViewClass.core(of: gpointer(scene.view.raw))!
            let toolbar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
            gtk_widget_set_size_request(toolbar, -1, 50)
            scene.view.toolbar = Widget(raw: toolbar)
            scene.view.behavior = .sticky
            scene.view.set("quick-return-header", true)
            scene.view.set("snap-threshold", 0.7)
            let sticky = (core.runningTracker as? StickyToolbarTracker)?.options
            XCTAssertEqual(sticky?.quickReturnHeader, true)
            XCTAssertEqual(sticky?.quickReturn.snapThreshold, 0.7)

            scene.view.behavior = .background
            setEnum(scene.view, "trigger", nick: "any-scroll")
            scene.view.set("threshold", 500)
            XCTAssertEqual(scene.view.tuning.background.trigger, .anyScroll)
            XCTAssertEqual(scene.view.tuning.background.threshold, 500)
            scene.view.set("threshold", -1)
            XCTAssertNil(scene.view.tuning.background.threshold, "-1 is automatic")
            XCTAssertTrue(core.runningTracker is BackgroundHider)
        }
    }
}
