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

    /// The app the test launched last.
    var session: ShybarWindowSession?
    /// Every app the test launched: all end with the test, whatever path it took (an app left
    /// running on the shared X display would lie over every later test's window).
    private var launched: [ShybarWindowSession] = []

    override func tearDown() {
        for app in launched { app.terminate() }
        launched = []
        session = nil
        super.tearDown()
    }

    func launch(_ arguments: [String], page: String, home: PrivateHome? = nil) throws -> ShybarWindowSession {
        try ShybarWindowSession.requireDisplay()
        let name = String((name.split(separator: ".").last ?? "test").filter { $0.isLetter || $0.isNumber })
        do {
            let session = try ShybarWindowSession(arguments: arguments, page: page, testName: name, home: home)
            self.session = session
            launched.append(session)
            return session
        } catch let failure as ShybarWindowSession.Failure {
            XCTFail("could not start shybar \(arguments.joined(separator: " ")): \(failure)")
            throw failure
        }
    }

    // MARK: Quick return: states seen from outside

    /// Fully shown: a complete snapshot with the header mapped at the top of the content,
    /// at its full height.
    func isFullyShown(_ snapshot: AXSnapshot) -> Bool {
        guard snapshot.showsContent(of: Self.quickReturn),
              let header = snapshot.object("Header", page: Self.quickReturn),
              let top = snapshot.contentTop(page: Self.quickReturn) else { return false }
        return header.isMapped && header.y == top && header.h == Self.quickReturnHeaderHeight
    }

    /// Hidden: in a complete snapshot (the probe read the whole tree) that shows the
    /// quick-return page's content pane, the header is not listed (it is made invisible
    /// when fully hidden), not mapped, or entirely above the content. A snapshot that is
    /// incomplete or lacks the page's content pane proves nothing and is never "hidden".
    func isHidden(_ snapshot: AXSnapshot) -> Bool {
        guard snapshot.showsContent(of: Self.quickReturn),
              let top = snapshot.contentTop(page: Self.quickReturn) else { return false }
        guard let header = snapshot.object("Header", page: Self.quickReturn) else { return true }
        return !header.isMapped || header.bottom <= top
    }

    /// Wheel down until the header is hidden; fails (with a screenshot) if it never hides.
    @discardableResult
    func hideByWheel(_ app: ShybarWindowSession, steps: Int = 4,
                     file: StaticString = #filePath, line: UInt = #line) -> Bool {
        app.wheel(down: true, steps: steps)
        return app.waitFor("the header hidden after \(steps) wheel steps down", timeout: 5,
                           file: file, line: line, isHidden) != nil
    }
}
