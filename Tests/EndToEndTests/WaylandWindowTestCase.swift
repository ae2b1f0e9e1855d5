import Foundation
import XCTest

/// What the Wayland window tests share: starting the real binary on the headless
/// compositor, stopping it after each test, and reading the quick-return header's state
/// from AT-SPI (the same rules as the X11 tests).
class WaylandWindowTestCase: XCTestCase, @unchecked Sendable {
    static let quickReturn = ShybarWindowTestCase.quickReturn
    static let background = ShybarWindowTestCase.background
    static let sticky = ShybarWindowTestCase.sticky
    static let quickReturnHeaderHeight = ShybarWindowTestCase.quickReturnHeaderHeight

    /// The app the test launched last.
    var wayland: WaylandWindowSession?
    /// Every app the test launched: all end with the test, whatever path it took.
    private var launched: [WaylandWindowSession] = []

    override func tearDown() {
        for app in launched { app.terminate() }
        launched = []
        wayland = nil
        super.tearDown()
    }

    func launch(_ arguments: [String], page: String) throws -> WaylandWindowSession {
        let name = String((name.split(separator: ".").last ?? "test").filter { $0.isLetter || $0.isNumber })
        do {
            let session = try WaylandWindowSession(arguments: arguments, page: page, testName: name)
            wayland = session
            launched.append(session)
            return session
        } catch let failure as WaylandWindowSession.Failure {
            XCTFail("could not start shybar \(arguments.joined(separator: " ")) under Wayland: \(failure)")
            throw failure
        }
    }

    /// Fully shown: mapped, at the top of the content, whole.
    func isFullyShown(_ snapshot: AXSnapshot) -> Bool {
        guard let header = snapshot.object("Header", page: Self.quickReturn),
              let top = snapshot.contentTop(page: Self.quickReturn) else { return false }
        return header.isMapped && header.y == top && header.h == Self.quickReturnHeaderHeight
    }

    /// Hidden: AT-SPI no longer lists the header (it is made invisible when fully hidden),
    /// or it lies entirely above the content.
    func isHidden(_ snapshot: AXSnapshot) -> Bool {
        guard let top = snapshot.contentTop(page: Self.quickReturn) else { return false }
        guard let header = snapshot.object("Header", page: Self.quickReturn) else { return true }
        return !header.isMapped || header.bottom <= top
    }

    func summary(_ app: WaylandWindowSession, page: String = quickReturn) -> String {
        app.probe()?.summary(page: page) ?? "no AT-SPI answer"
    }
}
