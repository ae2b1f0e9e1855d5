import Foundation
import XCTest

/// Compare Presets (Ctrl+B, typed with `wtype`) in the real window on the headless
/// compositor, headroom (A, left) against android-enter-always (B, right), driven by the
/// virtual pointer on one side at a time. Every step checks, over AT-SPI, that the one
/// input moved both lists by the same distance and both headers, and that each header did
/// what its own preset does with that input:
/// - wheel notches on the left: both lists go down together, both headers hide;
/// - a finger scroll back up on the right, ending with a stop after a pause: headroom
///   reveals its header in full, android-enter-always brings its header back 1:1, only as
///   far as the fingers moved, and leaves it there;
/// - wheel notches on the right: both go down together, both headers hide again; Home in
///   the right list (focused by a click; no Control, which under X11 xdotool's Ctrl+Home
///   presses first) takes both to the top, both headers shown;
/// - a short finger scroll down from the top on the left, ending with a stop: headroom
///   settles whole by moving its content to the top or one header down; android-enter-always
///   rests where the fingers stopped, its header as far out of view as its content is from
///   the top. The left's settle is its own animation, not the person's input, and must not
///   reach the right as more scrolling.
final class WaylandSideBySideTests: WaylandWindowTestCase, @unchecked Sendable {
    static let left = SideBySideSnapshot.left
    static let right = SideBySideSnapshot.right
    /// A finger scroll of `steps` frames of 2 axis units each (5 px: whole pixels, so
    /// neither list has fractions to round by its own layout), down the list when `down`,
    /// over 500 ms at `point`; the fingers then rest 250 ms and lift (a stop with no speed
    /// left: no momentum).
    func fingerScrollWithStop(_ app: WaylandWindowSession, steps: Int, down: Bool, at point: (x: Int, y: Int)) {
        let units = Double(2 * steps) * (down ? 1 : -1)
        app.run(["move \(point.x) \(point.y)", "swipe finger \(units) 500 \(steps) nostop", "sleep 250", "stop"],
                durationMs: 750, what: "finger scroll with a stop")
    }

    func testOneHandOnEitherSideMovesBothHeadersEachByItsPreset() throws {
        let app = try launch(["--page", "quick-return", "--preset", "headroom"], page: Self.quickReturn)
        let reader = SideBySideReader(pid: app.pid)
        var seen: String { reader.seen }
        app.key("b", modifiers: ["ctrl"])
        guard let opened = reader.waitFor(timeout: 10, {
            $0.header(Self.left).shown && $0.header(Self.right).shown && $0.offset(Self.left) == 0 && $0.offset(Self.right) == 0
        }) else {
            return app.fail("Ctrl+B did not open both sides with their headers shown at the top; \(seen)", label: "open")
        }
        let leftPoint = SideBySideReader.listPoint(Self.left, opened)
        let rightPoint = SideBySideReader.listPoint(Self.right, opened)
        XCTAssertLessThan(leftPoint.x, rightPoint.x, "the left side is not left of the right one")

        // 1. Wheel notches on the left: both lists go down by the same steps, both headers hide.
        app.wheel(notches: 6, at: leftPoint)
        guard reader.waitFor(timeout: 10, {
            $0.header(Self.left).hidden && $0.header(Self.right).hidden && $0.bothMoved(since: opened) { $0 > 200 }
        }) != nil, let wheeled = reader.waitForRest() else {
            return app.fail("6 wheel notches on the left did not take both lists down together with both headers hidden; "
                            + "\(seen)", label: "wheel-left")
        }

        // 2. A finger scroll back up on the right, with a stop: both lists come back by the
        // same distance; headroom's header (left) comes back in full, android-enter-always's
        // (right) as far as the content came back, and stays so.
        fingerScrollWithStop(app, steps: 6, down: false, at: rightPoint)
        let back: (SideBySideSnapshot) -> Bool = { sides in
            let moved = sides.offset(Self.right) - wheeled.offset(Self.right)
            let right = sides.header(Self.right)
            return sides.bothMoved(since: wheeled) { $0 < -20 && $0 > -40 } && sides.header(Self.left).shown
                && !right.shown && !right.hidden && abs(Double(right.visible) + moved) <= 2
        }
        guard reader.waitFor(timeout: 10, back) != nil, let revealed = reader.waitForRest(), back(revealed) else {
            return app.fail("a finger scroll up on the right did not bring back the left header in full and the right one "
                            + "as far as the lists came back; before: \(wheeled); \(seen)", label: "finger-right")
        }

        // 3. Wheel notches on the right: both go down together, both headers hide again.
        app.wheel(notches: 4, at: rightPoint)
        guard reader.waitFor(timeout: 10, {
            $0.header(Self.left).hidden && $0.header(Self.right).hidden && $0.bothMoved(since: revealed) { $0 > 150 }
        }) != nil, reader.waitForRest() != nil else {
            return app.fail("4 wheel notches on the right did not take both lists down together with both headers hidden; "
                            + "\(seen)", label: "wheel-right")
        }

        // Home in the right list takes both to the top, both headers shown: the inset moves
        // the list itself on Home, and that jump is the person's key on both sides.
        app.click(x: rightPoint.x, y: rightPoint.y)
        app.key("Home")
        guard reader.waitFor(timeout: 10, {
            $0.header(Self.left).shown && $0.header(Self.right).shown && $0.offset(Self.left) == 0 && $0.offset(Self.right) == 0
        }) != nil, reader.waitForRest() != nil else {
            return app.fail("Home in the right list did not take both lists to the top with both headers shown; "
                            + "\(seen)", label: "top-right")
        }

        // 4. A short finger scroll down from the top on the left, with a stop: headroom
        // (left) settles whole near the top; android-enter-always (right) never snaps and
        // rests where the fingers left it, partly shown. The left's settle stays on the left.
        fingerScrollWithStop(app, steps: 8, down: true, at: leftPoint)
        let settledApart: (SideBySideSnapshot) -> Bool = { sides in
            let right = sides.offset(Self.right)
            return sides.restsWholeNearTheTop(Self.left) && right > 20 && right < 60
                && sides.restsPartlyShown(Self.right, at: right)
        }
        guard reader.waitFor(timeout: 10, settledApart) != nil, let rest = reader.waitForRest(), settledApart(rest) else {
            return app.fail("after a short finger scroll on the left, the left did not settle whole near the top or the "
                            + "right did not rest partly shown where the scroll stopped; \(seen)", label: "settle-left")
        }
    }
}
