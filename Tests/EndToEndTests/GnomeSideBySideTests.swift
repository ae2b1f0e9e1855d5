import Foundation
import XCTest

/// Compare Presets (Ctrl+B) in the real window on headless mutter, headroom (A, left)
/// against android-enter-always (B, right), driven by a finger on mutter's virtual
/// touchscreen, one side at a time. Every step checks, over AT-SPI, that the one finger
/// moved both lists together and that each header did what its own preset does:
/// - a touch drag of 297.3 px down the left list (fractional places, which the lists floor),
///   held still, then lifted: both lists go down by it and both headers hide (headroom's
///   stayed shown while a float's last digit and the list's floor read as a scroll back);
/// - three flicks on the right: both lists go on together with the momentum, by the same
///   distance (the other list ran 20,000 to 50,000 px away when it was moved twice between
///   two layouts), both headers hidden;
/// - a touch drag back on the right, held: the rows under the finger follow it (GTK 4.8's
///   drag undid the list's correction of its estimates as the drag turned back, and the
///   rows went 38 px against the finger), both lists show the same rows at the same places,
///   headroom's header comes back in full and android-enter-always's as far as the rows
///   came back; after the lift each stays so.
/// The lists are compared by the rows they show, as a person sees them: each list's value
/// also moves by its own corrections of its estimated row heights (see docs/input.md).
final class GnomeSideBySideTests: XCTestCase, @unchecked Sendable {
    static let left = SideBySideSnapshot.left
    static let right = SideBySideSnapshot.right

    private var gnome: GnomeWindowSession?

    override func tearDown() {
        gnome?.terminate()
        gnome = nil
        super.tearDown()
    }

    func testOneFingerOnEitherSideMovesBothHeadersEachByItsPreset() throws {
        let app = try GnomeWindowSession(arguments: ["--page", "quick-return", "--preset", "headroom"],
                                         page: ShybarWindowTestCase.quickReturn, testName: "GnomeSideBySide")
        gnome = app
        let reader = SideBySideReader(pid: app.pid)
        func fail(_ text: String) {
            let rows = reader.read(rows: true).map { "rows apart: \($0.rowsApart.map(String.init) ?? "none in common"); " } ?? ""
            XCTFail(text + "; \(rows)\(reader.seen); app log: \(app.logTail())")
        }
        func send(_ commands: [String]) -> Bool {
            guard let problem = app.send(commands) else { return true }
            fail("input failed: \(problem)")
            return false
        }
        func together(_ sides: SideBySideSnapshot) -> Bool { (sides.rowsApart ?? .max) <= 3 }

        guard app.wakeKeyboard() else { return fail("mutter's virtual keyboard did not answer") }
        guard send(["keydown Control_L", "key b", "keyup Control_L"]) else { return }
        guard let opened = reader.waitFor(timeout: 10, {
            $0.header(Self.left).shown && $0.header(Self.right).shown && $0.offset(Self.left) == 0 && $0.offset(Self.right) == 0
        }) else {
            return fail("Ctrl+B did not open both sides with their headers shown at the top")
        }
        let left = SideBySideReader.listPoint(Self.left, opened, height: 0.85)
        let right = SideBySideReader.listPoint(Self.right, opened, height: 0.85)
        XCTAssertLessThan(left.x, right.x, "the left side is not left of the right one")

        // 1. A drag down the left list by a fraction of a pixel per step, held, lifted.
        guard send(["drag \(left.x) \(left.y) 297.3 600 30 lift 500"]) else { return }
        guard reader.waitFor(timeout: 10, {
            $0.header(Self.left).hidden && $0.header(Self.right).hidden && $0.bothMoved(since: opened) { abs($0 - 297) <= 3 }
        }) != nil, let dragged = reader.waitForRest(rows: true), together(dragged) else {
            return fail("a 297.3 px touch drag on the left did not take both lists down by it, showing the same rows, "
                        + "with both headers hidden")
        }

        // 2. Flicks on the right: both go on with the momentum, by the same distance.
        guard send(["flick \(right.x) \(right.y) 300 60 4", "sleep 800", "flick \(right.x) \(right.y) 300 60 4",
                    "sleep 800", "flick \(right.x) \(right.y) 300 60 4"]) else { return }
        guard reader.waitFor(timeout: 10, { $0.bothMoved(since: dragged) { $0 > 900 } }) != nil,
              let flicked = reader.waitForRest(rows: true), together(flicked),
              flicked.bothMoved(since: dragged, { $0 > 900 && $0 < 20_000 }),
              flicked.header(Self.left).hidden, flicked.header(Self.right).hidden else {
            return fail("three flicks on the right did not take both lists on together (more than the 900 px of the "
                        + "drags, less than 20,000), showing the same rows, with both headers hidden; before: \(dragged)")
        }

        // 3. A drag back on the right, held: the rows follow the finger; headroom (left)
        // reveals in full, android-enter-always (right) brings its header back with the rows.
        guard send(["drag \(right.x) \(right.y - 300) -60.5 500 20 hold"]) else { return }
        let back: (SideBySideSnapshot) -> Bool = { sides in
            guard let moved = sides.rowsMoved(Self.right, since: flicked) else { return false }
            let header = sides.header(Self.right)
            return together(sides) && abs(Double(moved) - 60.5) <= 4 && sides.header(Self.left).shown
                && !header.shown && abs(header.visible - moved) <= 3
        }
        let held = reader.waitFor(timeout: 10, rows: true, back)
        guard send(["up 0"]) else { return }
        guard held != nil else {
            let now = reader.read(rows: true)
            return fail("a 60.5 px touch drag back on the right, held, did not bring both lists back with it, together, "
                        + "with the left header in full and the right one as far as the rows came back (the right's "
                        + "rows moved "
                        + "\(now?.rowsMoved(Self.right, since: flicked).map(String.init) ?? "?") px); before: \(flicked)")
        }
        guard let rest = reader.waitForRest(rows: true), back(rest) else {
            return fail("after the lift the headers did not stay as the drag back left them; before: \(flicked)")
        }
    }
}
