import CGtk
import XCTest
import ShyBarCore
@testable import ShyBarGtk
import ShyBarAppWidgets

/// `HeaderAttachment`, the plumbing every behaviour shares, on real widgets: it wires the
/// observer to the driver and the driver to its route, is owned by the scrolled window
/// (not by whoever made it), detaches when any widget it uses dies, and detaching takes
/// back every controller it added and leaves nothing counted.
final class HeaderAttachmentTests: GtkTestCase, @unchecked Sendable {
    /// Stands for a behaviour: the owner the scrolled window keeps alive.
    @MainActor
    final class Owner {
        var attachment: HeaderAttachment?
        var frames: [HeaderFrame] = []
    }

    /// An attachment of a quick-return tracker over `fixture`'s header and inset, its
    /// frames recorded on `owner`.
    @MainActor
    private func attach(_ fixture: ListFixture, owner: Owner, inset: Bool = true) -> HeaderAttachment {
        let attachment = HeaderAttachment(owner: owner, scrolledWindow: fixture.scrolledWindow, placed: [fixture.header],
                                          tracker: QuickReturnTracker(), inset: inset ? fixture.inset : nil)
        attachment.route(geometry: { ScrollGeometry(viewport: $0, content: $1, header: 90) },
                         frames: { [unowned owner] in owner.frames.append($0) })
        owner.attachment = attachment
        return attachment
    }

    @MainActor
    private func laidOut(_ fixture: ListFixture) -> Bool {
        pump(until: { fixture.adjustment.pageSize > 0 && fixture.adjustment.upper > 2000 })
    }

    func testInputReachesTheTrackerAndFramesTheRouteUntilDetached() {
        onMain {
            let fixture = ListFixture()
            defer { fixture.window.destroy() }
            let owner = Owner()
            let attachment = attach(fixture, owner: owner)
            XCTAssertTrue(laidOut(fixture), "the window never laid out")
            attachment.refresh()
            XCTAssertEqual(owner.frames.last?.header, 90, "refresh sent no geometry through the route: \(owner.frames)")
            fixture.adjustment.value = 300
            XCTAssertEqual(owner.frames.last?.offset, 300, "a scroll did not reach the tracker")
            XCTAssertEqual(owner.frames.last?.extent, 90, "a programmatic scroll hid the header")
            attachment.detach()
            let detached = owner.frames.count
            fixture.adjustment.value = 600
            attachment.refresh()
            pump(50)
            XCTAssertEqual(owner.frames.count, detached, "frames after detach")
        }
    }

    func testDetachingTakesBackEveryControllerAndIsCountedOnce() {
        onMain {
            let fixture = ListFixture()
            defer { fixture.window.destroy() }
            let button = Button(label: "Search")
            fixture.header.append(button)
            let scrolledBefore = fixture.scrolledWindow.controllerCount
            let headerBefore = fixture.header.controllerCount
            let live = HeaderAttachment.liveCount
            let owner = Owner()
            let attachment = attach(fixture, owner: owner)
            attachment.forwardFocus(of: fixture.header)
            XCTAssertEqual(HeaderAttachment.liveCount, live + 1)
            XCTAssertGreaterThan(fixture.scrolledWindow.controllerCount, scrolledBefore, "the observer listens on the scrolled window")
            XCTAssertEqual(fixture.header.controllerCount, headerBefore + 1, "focus is watched on the header")
            var detaches = 0
            attachment.onDetach = { detaches += 1 }
            XCTAssertTrue(laidOut(fixture))
            attachment.detach()
            attachment.detach()
            XCTAssertEqual(detaches, 1, "onDetach runs once")
            XCTAssertFalse(attachment.isAttached)
            XCTAssertFalse(attachment.observer.isObserving, "the observer still listens")
            XCTAssertFalse(attachment.driver.isTicking)
            XCTAssertEqual(fixture.scrolledWindow.controllerCount, scrolledBefore, "controllers left on the scrolled window")
            XCTAssertEqual(fixture.header.controllerCount, headerBefore, "controllers left on the header")
            XCTAssertEqual(HeaderAttachment.liveCount, live, "a detached attachment is still counted")
        }
    }

    func testTheScrolledWindowOwnsItsAttachmentUntilItGoes() {
        onMain {
            let live = HeaderAttachment.liveCount
            let fixture = ListFixture()
            weak var weakOwner: Owner?
            do {
                let owner = Owner()
                weakOwner = owner
                _ = attach(fixture, owner: owner)
            }
            XCTAssertNotNil(weakOwner, "the attachment died with its maker's reference: the scrolled window must own it")
            XCTAssertEqual(HeaderAttachment.liveCount, live + 1)
            XCTAssertTrue(laidOut(fixture))
            fixture.adjustment.value = 200
            XCTAssertEqual(weakOwner?.frames.last?.offset, 200, "the owned attachment stopped working")
            fixture.window.destroy()
            pump(50)
            XCTAssertNil(weakOwner, "the owner outlived the scrolled window")
            XCTAssertEqual(HeaderAttachment.liveCount, live, "the attachment outlived the scrolled window")
        }
    }

    func testAPlacedWidgetDyingFirstDetachesEverything() {
        onMain {
            let fixture = ListFixture()
            defer { fixture.window.destroy() }
            let scrolledBefore = fixture.scrolledWindow.controllerCount
            let live = HeaderAttachment.liveCount
            let owner = Owner()
            let attachment = attach(fixture, owner: owner)
            var detaches = 0
            attachment.onDetach = { detaches += 1 }
            XCTAssertTrue(laidOut(fixture))
            // The overlay held the header's last reference: this finalizes it.
            gtk_overlay_remove_overlay(shy_overlay(fixture.overlay.raw), fixture.header.raw)
            pump(20)
            XCTAssertFalse(attachment.isAttached, "the header died and the attachment stayed")
            XCTAssertEqual(detaches, 1)
            XCTAssertEqual(HeaderAttachment.liveCount, live)
            XCTAssertEqual(fixture.scrolledWindow.controllerCount, scrolledBefore, "controllers left on the scrolled window")
            let frames = owner.frames.count
            fixture.adjustment.value = 300          // no handler may reach the dead header
            pump(50)
            XCTAssertEqual(owner.frames.count, frames)
        }
    }

    /// A header its app has hidden is still measured at its full height (so the inset and
    /// the tracker keep its size), and measuring does not show it.
    func testAHiddenHeaderIsMeasuredAtItsFullHeightAndLeftHidden() {
        onMain {
            let fixture = ListFixture()
            defer { fixture.window.destroy() }
            let owner = Owner()
            let attachment = attach(fixture, owner: owner)
            defer { attachment.detach() }
            XCTAssertTrue(laidOut(fixture))
            fixture.header.isVisible = false
            XCTAssertEqual(attachment.measureHeight(of: fixture.header), 90, "a hidden header still reports its height")
            XCTAssertFalse(fixture.header.isVisible, "measuring showed the header")
            fixture.header.isVisible = true
            XCTAssertEqual(attachment.measureHeight(of: fixture.header), 90)
            XCTAssertTrue(fixture.header.isVisible, "measuring hid a shown header")
        }
    }
}
