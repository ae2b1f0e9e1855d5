import XCTest
import ShyBarGtk
import ShyBarTestSupport

/// The README's "Using the library" example, as written there, works: it compiles against
/// the public API only (no @testable import) and the header follows a wheel scroll.
final class ReadmeExampleTests: GtkTestCase, @unchecked Sendable {
    func testTheReadmeExampleHidesItsHeaderOnAWheelScroll() {
        onMain {
            let yourModel = LazyListModel(count: 500)
            let yourHeader = Box(.vertical)
            yourHeader.setSizeRequest(height: 90)
            yourHeader.valign = .start

            // — the README's example, unchanged —
            let inset = InsetListModel(content: yourModel, height: 0)      // row 0: the header's inset
            let factory = ListItemFactory()
            factory.onSetup { item in item.child = Box(.horizontal) }
            factory.onBind { item in
                item.child?.setSizeRequest(height: item.isSpacer ? inset.height : 40)
            }
            let scrolled = ScrolledWindow()
            scrolled.setChild(ListView(model: inset, factory: factory))
            let overlay = Overlay()
            overlay.setChild(scrolled)
            overlay.addOverlay(yourHeader)

            var options = QuickReturnOptions()
            options.reveal = .follow                                         // or .animate, .topOnly
            let behavior = QuickReturnBehavior.attach(to: scrolled, header: yourHeader, inset: inset, options: options)
            var states: [HeaderState] = []
            behavior.tracker.onStateChange = { state in states.append(state) }
            // — end of the example —

            let window = Window()
            defer { window.destroy() }
            window.setDefaultSize(width: 400, height: 600)
            window.setChild(overlay)
            window.present()
            XCTAssertTrue(pump(until: { scrolled.vadjustment.pageSize > 0 && inset.height == 90 }),
                          "the inset takes the header's height")
            let emitter = WheelStepEmitter(widget: scrolled)
            for _ in 0..<4 {
                emitter.step(direction: 1)
                scrolled.vadjustment.value += 60
                pump(16)
            }
            XCTAssertTrue(pump(until: { behavior.frame.state == .hidden }, timeout: 2000),
                          "a wheel scroll of 240 px hides the header (state \(behavior.frame.state))")
            XCTAssertTrue(states.contains(.hidden), "the state callback saw it: \(states)")
            behavior.detach()
        }
    }
}
