import Foundation
import XCTest

/// What the window tests share: starting the real binary under X, stopping it after each
/// test, and telling from AT-SPI whether the quick-return header is shown or hidden.
class ShybarWindowTestCase: XCTestCase, @unchecked Sendable {
    static let quickReturn = "Quick return"
    static let background = "Background"
    static let sticky = "Sticky toolbar"
    /// The quick-return header's height (89 px bar + 1 px separator).
    static let quickReturnHeaderHeight = 90

    var session: ShybarWindowSession?

    override func tearDown() {
        session?.terminate()
        session = nil
        super.tearDown()
    }

    func launch(_ arguments: [String], page: String) throws -> ShybarWindowSession {
        try ShybarWindowSession.requireDisplay()
        let name = String((name.split(separator: ".").last ?? "test").filter { $0.isLetter || $0.isNumber })
        do {
            let session = try ShybarWindowSession(arguments: arguments, page: page, testName: name)
            self.session = session
            return session
        } catch let failure as ShybarWindowSession.Failure {
            XCTFail("could not start shybar \(arguments.joined(separator: " ")): \(failure)")
            throw failure
        }
    }

    // MARK: Quick return: states seen from outside

    func isFullyShown(_ snapshot: AXSnapshot) -> Bool {
        guard let header = snapshot.object("Header", page: Self.quickReturn),
              let top = snapshot.contentTop(page: Self.quickReturn) else { return false }
        return header.isMapped && header.y == top && header.h == Self.quickReturnHeaderHeight
    }

    /// Hidden: AT-SPI no longer lists the header (it is made invisible when fully hidden),
    /// or it is entirely above the content.
    func isHidden(_ snapshot: AXSnapshot) -> Bool {
        guard let top = snapshot.contentTop(page: Self.quickReturn) else { return false }
        guard let header = snapshot.object("Header", page: Self.quickReturn) else { return true }
        return !header.isMapped || header.bottom <= top
    }

    /// Wheel down until the header is hidden; fails (with a screenshot) if it never hides.
    @discardableResult
    func hideByWheel(_ app: ShybarWindowSession, steps: Int = 4) -> Bool {
        app.wheel(down: true, steps: steps)
        guard app.waitFor("header hidden", timeout: 1.5, isHidden) != nil else {
            let last = app.probe()?.summary(page: Self.quickReturn) ?? "no AT-SPI"
            app.fail("after \(steps) wheel steps down the quick-return header did not hide: \(last)", label: "not-hidden")
            return false
        }
        return true
    }
}
