import Foundation
import XCTest

/// A short touch drag back reveals the quick-return header, every time: on the real binary
/// on headless mutter, from mid-list with the header hidden, a finger drags the content
/// back 50 px and holds. Repeated 20 times (`SHYBAR_REPEATS` sets another count), since
/// the failure this guards against ("the header stayed hidden") came once in ten runs.
///
/// Each run hides the header one of four ways in turn (wheel clicks, a touch drag, a flick
/// whose momentum has ended, a flick whose momentum still runs), checks that it is hidden,
/// then drags back with the finger held. After pointer input comes the warm-up tap GTK drops (Tests/GNOME/README.md). While the finger is still down the content must have
/// come back 50 ± 10 px (it follows the finger 1:1) and the header must be fully shown
/// (the reveal animation lasts 200 ms; it is given 1.5 s); once the page has kept still for
/// half a second after the lift it is still shown.
/// Everything is read over AT-SPI (the scroll offset is the page's scrollbar value), by the
/// quick sampler (`GnomeSample`); "still" is ``GnomeWindowSession/waitForStill``.
final class GnomeReverseRevealTests: XCTestCase, @unchecked Sendable {
    static let repeats = ProcessInfo.processInfo.environment["SHYBAR_REPEATS"].flatMap { Int($0) }.map { max(1, $0) } ?? 20
    static let page = ShybarWindowTestCase.quickReturn
    static let headerHeight = ShybarWindowTestCase.quickReturnHeaderHeight

    private var gnome: GnomeWindowSession?

    /// How the header was hidden before the drag back, taken in turn.
    private enum Way: String, CaseIterable {
        /// Wheel clicks forward, then the warm-up tap GTK drops after pointer input.
        case wheel
        /// A 200 px touch drag forward, still 250 ms, lifted.
        case drag
        /// A flick forward, its momentum over (the start waits for the list to be still).
        case flick
        /// A flick forward, the drag back 150 ms after its lift, while momentum still runs.
        case duringMomentum = "during-momentum"
    }

    override func tearDown() {
        gnome?.terminate()
        gnome = nil
        super.tearDown()
    }

    private struct Look: CustomStringConvertible {
        var offset: Double
        var shown: Bool
        var hidden: Bool
        var summary: String
        var description: String {
            "offset \(String(format: "%.1f", offset)), header \(shown ? "shown" : hidden ? "hidden" : "half-shown") (\(summary))"
        }
    }

    private func look(_ sample: GnomeSample) -> Look {
        let top = sample.contentTop
        let shown = sample.header.map { $0.isMapped && $0.y == top && $0.h == Self.headerHeight } ?? false
        let hidden = sample.header.map { !$0.isMapped || $0.bottom <= top } ?? true
        return Look(offset: sample.offset, shown: shown, hidden: hidden, summary: "content top \(top); \(sample)")
    }

    private func look(_ app: GnomeWindowSession) -> Look? {
        for _ in 0..<3 {
            if case .success(let sample) = app.sample() { return look(sample) }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    /// Polls until `condition` holds (or `timeout` s); the last look either way.
    private func look(_ app: GnomeWindowSession, timeout: Double, until condition: (Look) -> Bool) -> Look? {
        let deadline = Date().addingTimeInterval(timeout)
        var last: Look?
        repeat {
            if let now = look(app) {
                last = now
                if condition(now) { return now }
            }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        return last
    }

    func testATouchDragBackFromMidListRevealsTheHeaderEveryTime() throws {
        do { _ = try GnomeWindowSession.requireGnome() } catch let failure as GnomeWindowSession.Failure {
            XCTFail(failure.description)
            return
        }
        let began = Date()
        let app = try GnomeWindowSession(arguments: ["--page", "quick-return", "--rows", "60"], page: Self.page,
                                         testName: "GnomeReverseReveal")
        gnome = app
        let rest = "pmove \(GnomeWindowSession.restPoint.x) \(GnomeWindowSession.restPoint.y)"
        let tap = "tap \(GnomeWindowSession.restPoint.x) \(GnomeWindowSession.restPoint.y) 40"
        var failures: [String] = []
        var moves: [Int] = []
        func fail(_ run: Int, _ text: String) { failures.append("run \(run): \(text)") }
        // What the last run saw after its lift (one AT-SPI walk less per run).
        var latest: Look?
        for run in 1...Self.repeats {
            let way = Way.allCases[(run - 1) % Way.allCases.count]
            // Mid-list: wheel clicks from the top (20) or back from near the end.
            guard let before = latest ?? look(app) else { fail(run, "no AT-SPI snapshot: \(app.lastProbeError ?? "?")"); break }
            latest = nil
            var commands: [String] = []
            if before.offset < 300 || before.offset > 1800 {
                // The pauses are input pacing: a person's, between two runs of the wheel, and
                // between the warm-up tap and the next touch.
                commands += ["pmove 640 450", "wheel \(before.offset < 300 ? 20 : -12) 25", "sleep 300", "wheel 2 25", rest, tap, "sleep 300"]
            }
            // How the header got hidden: each way in turn.
            switch way {
            case .wheel: commands += ["pmove 640 450", "wheel 5 25", rest, tap]
            case .drag: commands += ["drag 640 600 200 400 20 lift 250"]
            // The end of the momentum is waited for below, with the rest of the settling.
            case .flick: commands += ["flick 640 600 300 100 5"]
            // Input timing: the drag back comes 150 ms after the lift, in the momentum.
            case .duringMomentum: commands += ["flick 640 600 300 100 5", "sleep 150"]
            }
            if let problem = app.send(commands) {
                fail(run, "input failed: \(problem)")
                break
            }
            var start: Look?
            if way != .duringMomentum {
                switch app.waitForStill(timeout: 8) {
                case .success(let stillness): start = look(stillness.still)
                case .failure(let failure): fail(run, "\(way): before the drag back: \(failure)"); continue
                }
                guard let start, start.hidden, start.offset >= 300 else {
                    fail(run, "\(way): could not start mid-list with the header hidden: \(start.map(\.description) ?? "no snapshot")")
                    continue
                }
            } else {
                // The flick hid the header; one look while its momentum still runs (a flick
                // this fast coasts for a second and more) says so before the drag back.
                guard let during = look(app), during.hidden else {
                    fail(run, "\(way): the flick did not hide the header: \(look(app)?.description ?? "no snapshot")")
                    continue
                }
            }
            // The finger goes down in the list's upper half and moves down the screen 50 px.
            if let problem = app.send(["drag 640 300 -50 300 15 hold"]) {
                app.send(["up 0"])
                fail(run, "input failed: \(problem)")
                break
            }
            let held = look(app, timeout: 1.5) { $0.shown }
            app.send(["up 0"])
            guard let held else { fail(run, "\(way): no AT-SPI snapshot with the finger held"); continue }
            if let start {
                let moved = held.offset - start.offset
                moves.append(Int(moved.rounded()))
                if abs(moved + 50) > 10 {
                    fail(run, "\(way): the 50 px drag back moved the content \(String(format: "%.1f", moved)) px (\(start) → \(held))")
                }
            }
            if !held.shown {
                fail(run, "\(way): with the finger down after a 50 px drag back the header is not revealed: "
                     + "\(start.map(\.description) ?? "(during momentum)") → \(held)")
                continue
            }
            switch app.waitForStill(timeout: 6) {
            case .success(let stillness):
                latest = look(stillness.still)
                if let after = latest, !after.shown {
                    fail(run, "\(way): at rest after the lift the header is no longer fully shown: \(after)")
                }
            case .failure(let failure):
                fail(run, "\(way): after the lift: \(failure)")
            }
        }
        let passed = Self.repeats - Set(failures.map { $0.prefix { $0 != ":" } }).count
        print("GNOME-REVERSE-REVEAL: \(passed) of \(Self.repeats) runs revealed the header; drags moved \(moves) px; "
              + "\(Int(Date().timeIntervalSince(began))) s")
        if !failures.isEmpty { XCTFail(failures.joined(separator: "\n") + "\napp log: \(app.logTail())") }
    }
}
