import CGtk
import XCTest
import ShyBarCore
@testable import ShyBarGtk

/// The view's `header-style`: a header lying over the content draws an opaque background
/// (rows must not show through it), flat or raised, and the flat style's shade shows only
/// while content lies under the header. Read from what GTK draws of the header.
final class HeaderStyleTests: GtkTestCase, @unchecked Sendable {
    private typealias Scene = HeaderViewTests.Scene
    private typealias StringList = HeaderViewTests.StringList

    /// The alpha (0…255) GTK paints at the middle of `widget`, drawn on its own onto a
    /// transparent surface: 255 where its background is opaque, 0 where it draws none.
    @MainActor
    private func paintedAlpha(of widget: UnsafeMutablePointer<GtkWidget>) -> Int? {
        let width = Int(gtk_widget_get_width(widget)), height = Int(gtk_widget_get_height(widget))
        guard width > 0, height > 0, let paintable = gtk_widget_paintable_new(widget) else { return nil }
        defer { g_object_unref(gpointer(paintable)) }
        let snapshot = gtk_snapshot_new()!
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return 0 }
        defer { gsk_render_node_unref(node) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        gsk_render_node_draw(node, cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let pixel = data.advanced(by: (height / 2) * stride + (width / 2) * 4)
            .withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        return Int(pixel >> 24)
    }

    /// Waits until the window has laid out the header and enough rows to scroll 1000 px.
    @MainActor
    private func ready(_ scene: Scene) {
        XCTAssertTrue(pump(until: {
            gtk_widget_get_height(scene.header) == 90 && gtk_widget_get_width(scene.header) > 0
                && gtk_adjustment_get_upper(scene.adjustment) - gtk_adjustment_get_page_size(scene.adjustment) > 1000
        }), "the window never laid out its list")
        pump(50)
    }

    private func hasClass(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) -> Bool {
        gtk_widget_has_css_class(widget, name) != 0
    }

    func testAQuickReturnHeaderDrawsAnOpaqueBackgroundAndItsShadeOnlyOverContent() {
        onMain {
            let strings = StringList(count: 300)
            let scene = Scene(child: strings.list)
            defer { gtk_window_destroy(shy_window(gpointer(scene.window))) }
            ready(scene)
            XCTAssertEqual(scene.view.headerStyle, .flat, "flat by default, as AdwToolbarView's top bars")
            XCTAssertTrue(hasClass(scene.header, "shy-flat"))
            XCTAssertEqual(paintedAlpha(of: scene.header), 255, "the header's background is opaque: no row shows through")
            XCTAssertFalse(hasClass(scene.header, "shy-undershoot"), "at the top no content lies under the header")

            // A programmatic jump leaves the header shown with rows under it.
            gtk_adjustment_set_value(scene.adjustment, 1000)
            XCTAssertTrue(pump(until: { self.hasClass(scene.header, "shy-undershoot") }),
                          "rows under the shown header: the flat style's shade shows")
            XCTAssertEqual(scene.view.extent, 90)

            var notified = 0
            let watch = scene.view.onNotify("header-style") { notified += 1 }
            defer { watch.disconnect() }
            scene.view.headerStyle = .raisedBorder
            scene.view.headerStyle = .raisedBorder
            XCTAssertEqual(notified, 1, "notify::header-style once per change")
            XCTAssertTrue(hasClass(scene.header, "shy-raised-border") && !hasClass(scene.header, "shy-flat"))
            pump(100)
            XCTAssertEqual(paintedAlpha(of: scene.header), 255)

            // A header taken out of the view keeps none of the view's look.
            let header = scene.header
            g_object_ref(gpointer(header))
            defer { g_object_unref(gpointer(header)) }
            scene.view.header = nil
            XCTAssertFalse(hasClass(header, "shy-bar") || hasClass(header, "shy-raised-border"))
        }
    }

    func testTheBackgroundBehavioursHeaderDrawsOnlyWhileItsBackgroundIsSolid() {
        onMain {
            let strings = StringList(count: 300)
            let scene = Scene(child: strings.list)
            defer { gtk_window_destroy(shy_window(gpointer(scene.window))) }
            scene.view.behavior = .background
            ready(scene)
            XCTAssertFalse(scene.view.frame.showsBackground)
            XCTAssertFalse(hasClass(scene.header, "shy-bar"), "transparent at the top")
            XCTAssertEqual(paintedAlpha(of: scene.header), 0, "nothing drawn over the content at the top")
            gtk_adjustment_set_value(scene.adjustment, 600)
            XCTAssertTrue(pump(until: { scene.view.frame.showsBackground && self.hasClass(scene.header, "shy-bar") }),
                          "solid once the content has scrolled under it")
            pump(100)                                   // the new class's style is computed at the next frame
            XCTAssertEqual(paintedAlpha(of: scene.header), 255)
        }
    }
}
