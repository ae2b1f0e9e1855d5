import Foundation
import ShyBarCore
import XCTest

/// Two things a person notices at once, on the real binary under the headless compositor,
/// each repeated 20 times from a fresh top (a failure one run in ten must not pass):
/// - a slow two-finger drag from the top that stops with the fingers still down: nothing
///   moves while they rest, however long — the gesture has not ended, its stop has not come;
/// - a slow drag from the top, then the stop: GTK's momentum moves the content on after the
///   fingers lift, and when everything rests the header is shown at the top or hidden one
///   header down, never over the first row.
/// The content's offset is read from AT-SPI (the list's scrollbar value), and the header's
/// place with it in every sample.
final class WaylandRestingFingerTests: WaylandWindowTestCase, @unchecked Sendable {
    /// 20 by default; `SHYBAR_REPEATS` sets another count (a quick look, or a longer soak).
    static let repeats = ProcessInfo.processInfo.environment["SHYBAR_REPEATS"].flatMap { Int($0) }.map { max(1, $0) } ?? 20

    /// The content's offset, as AT-SPI reads the list's scrollbar (nil when unreadable).
    private func offset(_ app: WaylandWindowSession) -> (offset: Int, snapshot: AXSnapshot)? {
        guard let snapshot = app.probe(), snapshot.showsContent(of: Self.quickReturn),
              let value = snapshot.offsets?[Self.quickReturn] else { return nil }
        return (Int(value.rounded()), snapshot)
    }

    /// Waits until the momentum, the settle and any animation are over: two reads at least
    /// 250 ms apart agree on the offset (any momentum changes it every frame) and on every
    /// header part. The second read, or nil after `timeout` s.
    private func resting(_ app: WaylandWindowSession, timeout: Double) -> (offset: Int, snapshot: AXSnapshot)? {
        let deadline = Date().addingTimeInterval(timeout)
        var last: (key: String, at: Date)?
        repeat {
            let began = Date()
            if let snapshot = app.probe(), snapshot.showsContent(of: Self.quickReturn),
               let value = snapshot.offsets?[Self.quickReturn] {
                let key = "\(value) " + snapshot.summary(page: Self.quickReturn)
                if let last, key == last.key, began.timeIntervalSince(last.at) >= 0.25 {
                    return (Int(value.rounded()), snapshot)
                }
                if key != last?.key { last = (key, began) }
            } else {
                last = nil
            }
            let pause = 0.25 - Date().timeIntervalSince(began)
            if pause > 0 { Thread.sleep(forTimeInterval: pause) }
        } while Date() < deadline
        return nil
    }

    /// Waits for the top with the header shown (the start of every run).
    private func atTop(_ app: WaylandWindowSession) -> Bool {
        app.waitFor("the top", timeout: 5) { self.isFullyShown($0) && $0.offsets?[Self.quickReturn] == 0 } != nil
    }

    /// Back to the top: a fling up, then rest.
    private func returnToTop(_ app: WaylandWindowSession) -> Bool {
        app.fingerSwipe(dy: -200, durationMs: 150, steps: 6, stop: true)
        let deadline = Date().addingTimeInterval(6)
        while Date() < deadline {
            if let now = offset(app), now.offset == 0, isFullyShown(now.snapshot) { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return false
    }

    /// How long resting fingers are watched, s: the quiet rule (`idleSnapDelay`, 150 ms)
    /// after which a settle would start, that settle (200 ms), and as much again.
    static let watch = 2 * (QuickReturnOptions().idleSnapDelay + 200) / 1000 + 0.05

    /// What the resting-fingers drag moves the content: 14 axis units of 2.5 px.
    static let restingDrag = 35

    /// Near the top the header lies on the content: its bottom edge on the first row's top,
    /// `offset` above where it rests when shown (1 px for rounding). Nil when it is there;
    /// else what AT-SPI shows.
    private func headerOffTheFirstRow(_ now: (offset: Int, snapshot: AXSnapshot)) -> String? {
        guard let top = now.snapshot.contentTop(page: Self.quickReturn) else { return "no content top" }
        let expected = top + Self.quickReturnHeaderHeight - now.offset
        guard let header = now.snapshot.object("Header", page: Self.quickReturn), header.isMapped else {
            return now.offset >= Self.quickReturnHeaderHeight - 1 ? nil : "hidden at offset \(now.offset)"
        }
        return abs(header.bottom - expected) <= 1 ? nil
            : "its bottom at \(header.bottom), the first row's top at \(expected) (offset \(now.offset))"
    }

    func testFingersRestingAfterASlowDragFromTheTopMoveNothing() throws {
        let app = try launch(["--page", "quick-return"], page: Self.quickReturn)
        guard atTop(app) else { return app.fail("the list does not start at the top with the header shown: \(summary(app))") }
        var failures: [String] = []
        for run in 1...Self.repeats {
            // 14 units (~35 px) in 14 small steps 40 ms apart, and the fingers stay down.
            app.fingerSwipe(dy: 14, durationMs: 560, steps: 14, stop: false)
            // A person resting: looked at until well past the quiet rule and the settle
            // that would follow it (`watch`); the content stays where the drag left it,
            // about 35 px down, and the header rides on it (near the top it lies on the
            // content): its bottom edge on the first row's top in every sample.
            var seen: [Int] = [], headerOff: [String] = []
            let start = Date()
            while Date().timeIntervalSince(start) < Self.watch || (seen.count < 3 && Date().timeIntervalSince(start) < 8) {
                if let now = offset(app) {
                    seen.append(now.offset)
                    if let misplaced = headerOffTheFirstRow(now) { headerOff.append(misplaced) }
                }
                Thread.sleep(forTimeInterval: 0.05)
            }
            guard let first = seen.first, seen.count >= 3 else {
                failures.append("run \(run): the offset could not be read while the fingers rested (\(summary(app)))")
                break
            }
            // The drag moves the content 35 px (14 units of 2.5 px; less when GTK still holds
            // some overshoot from the fling back to the top): any movement proves the input
            // arrived, and more than the drag moved is content that went on by itself.
            if first < 5 || first > Self.restingDrag + 1 || seen.contains(where: { abs($0 - first) > 1 }) {
                failures.append("run \(run): under the resting fingers the content was at \(seen) px (the drag moves it "
                                + "5 to \(Self.restingDrag) px down, then nothing may move)")
            }
            if !headerOff.isEmpty {
                failures.append("run \(run): under the resting fingers the header left the first row: "
                                + headerOff.prefix(3).joined(separator: "; "))
            }
            app.stopScroll()
            guard returnToTop(app) else {
                failures.append("run \(run): could not get back to the top (\(summary(app)))")
                break
            }
        }
        if !failures.isEmpty { app.fail(failures.joined(separator: "\n"), label: "resting-fingers") }
        print("RESTING-FINGERS: \(Self.repeats - failures.count) of \(Self.repeats) runs held still")
    }

    func testASlowDragFromTheTopThenTheStopRestsWithTheFirstRowUncovered() throws {
        let app = try launch(["--page", "quick-return"], page: Self.quickReturn)
        guard atTop(app) else { return app.fail("the list does not start at the top with the header shown: \(summary(app))") }
        var failures: [String] = []
        var restingPlaces: [Int] = []
        // Slow drags from the top, then the fingers lift: slow releases that GTK still
        // decelerates from (units of 2.5 px: ~25 px at ~40 px/s first), taken in turn.
        let drags: [(units: Double, durationMs: Int, steps: Int)] = [(10, 600, 15), (12, 400, 10), (16, 600, 15), (8, 240, 6)]
        for run in 1...Self.repeats {
            let drag = drags[(run - 1) % drags.count]
            app.fingerSwipe(dy: drag.units, durationMs: drag.durationMs, steps: drag.steps, stop: true)
            guard let rest = resting(app, timeout: 8) else {
                failures.append("run \(run): never at rest within 8 s after the stop (\(summary(app)))")
                break
            }
            restingPlaces.append(rest.offset)
            let shown = isFullyShown(rest.snapshot), hidden = isHidden(rest.snapshot)
            let atTop = rest.offset == 0 && shown
            let oneHeaderDown = rest.offset >= Self.quickReturnHeaderHeight - 1 && hidden
            if !atTop && !oneHeaderDown {
                failures.append("run \(run) (\(drag)): rests \(rest.offset) px down with the header "
                                + "\(shown ? "shown over the first row" : hidden ? "hidden" : "half-shown"): "
                                + rest.snapshot.summary(page: Self.quickReturn))
            }
            if !atTop, !returnToTop(app) {
                failures.append("run \(run): could not get back to the top (\(summary(app)))")
                break
            }
        }
        if !failures.isEmpty { app.fail(failures.joined(separator: "\n"), label: "slow-drag-stop") }
        print("SLOW-DRAG-STOP: \(Self.repeats - failures.count) of \(Self.repeats) runs rested settled; offsets \(restingPlaces)")
    }
}
