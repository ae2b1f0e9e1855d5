import XCTest
import ShyBarCore
@testable import ShyBarApp

final class ReplayCommandTests: XCTestCase {
    func parse(_ args: [String]) throws(UsageError) -> ReplayCommand { try ReplayCommand.parse(args) }

    func usageError(_ args: [String], file: StaticString = #filePath, line: UInt = #line) -> String {
        do { _ = try parse(args); XCTFail("expected a usage error for \(args)", file: file, line: line); return "" }
        catch {
            // runReplay prints "shybar replay: " + message as one line of standard error.
            XCTAssertFalse(error.message.isEmpty, "\(args): an empty message", file: file, line: line)
            XCTAssertFalse(error.message.contains("\n"), "\(args): not one line: \(error.message)", file: file, line: line)
            XCTAssertFalse(error.message.hasPrefix("shybar"), "\(args): the caller adds the program's name: \(error.message)", file: file, line: line)
            return error.message
        }
    }

    func testDefaults() throws {
        let c = try parse(["--behavior", "quick-return", "trace.jsonl"])
        XCTAssertEqual(c.tuning, Tuning(behavior: .quickReturn))
        XCTAssertEqual(c.path, "trace.jsonl")
        XCTAssertFalse(c.showHelp)
        XCTAssertEqual(try parse(["--behavior", "sticky", "-"]).path, "-")
    }

    func testEveryFlagInBothSpellings() throws {
        typealias Check = (Tuning) -> Bool
        let table: [(String, String, Check)] = [
            ("--behavior", "background", { $0.behavior == .background }),
            ("--behavior", "sticky", { $0.behavior == .sticky }),
            ("--tolerance-up", "12", { $0.quickReturn.toleranceUp == 12 }),
            ("--tolerance-down", "3.5", { $0.quickReturn.toleranceDown == 3.5 }),
            ("--start-offset", "100", { $0.quickReturn.startOffset == 100 }),
            ("--reveal", "follow", { $0.quickReturn.reveal == .follow }),
            ("--reveal", "top-only", { $0.quickReturn.reveal == .topOnly }),
            ("--reveal", "animate", { $0.quickReturn.reveal == .animate }),
            ("--snap", "nearest", { $0.quickReturn.snap == .nearest }),
            ("--snap", "direction", { $0.quickReturn.snap == .direction }),
            ("--snap", "none", { $0.quickReturn.snap == .none }),
            ("--snap", "auto", { $0.quickReturn.snap == .auto }),
            ("--min-extent", "30", { $0.quickReturn.minExtent == 30 }),
            ("--duration", "0", { $0.quickReturn.duration == 0 }),
            ("--duration", "1e4", { $0.quickReturn.duration == 1e4 }),
            ("--easing", "linear", { $0.quickReturn.easing == .linear }),
            ("--easing", "easeInOutCubic", { $0.quickReturn.easing == .easeInOutCubic }),
            ("--idle-delay", "400", { $0.quickReturn.idleSnapDelay == 400 }),
            ("--fling-velocity", "900", { $0.quickReturn.flingVelocity == 900 }),
            ("--gesture-timeout", "250", { $0.quickReturn.gestureTimeout == 250 }),
            ("--style", "always-hidden", { $0.background.style == .alwaysHidden }),
            ("--style", "always-visible", { $0.background.style == .alwaysVisible }),
            ("--threshold", "64.5", { $0.background.threshold == 64.5 }),
            ("--threshold", "auto", { $0.background.threshold == nil }),
        ]
        for (flag, value, check) in table {
            let base = flag == "--behavior" ? [] : ["--behavior", "quick-return"]
            let separate = try parse(base + [flag, value, "f.jsonl"])
            XCTAssertTrue(check(separate.tuning), "\(flag) \(value)")
            let joined = try parse(base + ["\(flag)=\(value)", "f.jsonl"])
            XCTAssertTrue(check(joined.tuning), "\(flag)=\(value)")
            XCTAssertEqual(separate, joined)
            XCTAssertEqual(joined.path, "f.jsonl")
        }
    }

    func testSwitches() throws {
        let c = try parse(["--fade", "--no-animations", "--quick-return-header", "--reveal-on-resize", "--behavior=sticky", "x"])
        XCTAssertTrue(c.tuning.sticky.quickReturn.fade)
        XCTAssertTrue(c.tuning.sticky.quickReturn.revealOnResize)
        XCTAssertFalse(c.tuning.sticky.quickReturn.animationsEnabled)
        XCTAssertTrue(c.tuning.sticky.quickReturnHeader)
        XCTAssertTrue(c.tuning.quickReturn.fade, "a flag tunes every behaviour that has the option")
        for flag in ["--fade", "--no-animations", "--quick-return-header", "--reveal-on-resize"] {
            let message = usageError(["--behavior", "sticky", "\(flag)=yes", "x"])
            XCTAssertTrue(message.contains(flag) && message.contains("takes no value"), message)
        }
    }

    func testBadValuesNameTheFlag() {
        let numeric = ["--tolerance-up", "--tolerance-down", "--start-offset", "--min-extent", "--duration",
                       "--idle-delay", "--fling-velocity", "--gesture-timeout", "--threshold"]
        for flag in numeric {
            for bad in ["-1", "abc", "nan", "inf", "1e10", "", " 5"] {
                for args in [[flag, bad], ["\(flag)=\(bad)"]] {
                    let message = usageError(["--behavior", "background"] + args + ["f"])
                    XCTAssertTrue(message.hasPrefix(flag), "\(args): \(message)")
                    XCTAssertTrue(message.contains("\"\(bad)\""), message)
                }
            }
        }
        let choices: [(String, String)] = [("--behavior", "quickreturn"), ("--reveal", "show"), ("--snap", "midpoint"),
                                           ("--easing", "ease"), ("--style", "auto")]
        for (flag, bad) in choices {
            let message = usageError(["--behavior", "sticky", flag, bad, "f"])
            XCTAssertTrue(message.hasPrefix(flag) && message.contains("expects one of"), message)
            XCTAssertTrue(usageError(["--behavior", "sticky", "\(flag)=\(bad)", "f"]).hasPrefix(flag))
        }
    }

    func testMissingValueNamesTheFlag() {
        for flag in ["--behavior", "--duration", "--reveal", "--threshold", "--style"] {
            let message = usageError(["--behavior", "sticky", "f", flag])
            XCTAssertEqual(message, "\(flag) needs a value")
        }
    }

    func testMissingBehaviorFileTwoFilesAndUnknownOptions() {
        XCTAssertTrue(usageError(["trace.jsonl"]).contains("--behavior is required"))
        XCTAssertTrue(usageError([]).contains("--behavior"))
        XCTAssertTrue(usageError(["--behavior", "sticky"]).contains("FILE is required"))
        let two = usageError(["--behavior", "sticky", "a.jsonl", "b.jsonl"])
        XCTAssertTrue(two.contains("a.jsonl") && two.contains("b.jsonl"), two)
        XCTAssertTrue(usageError(["--behavior", "sticky", "-", "b"]).contains("only one"))
        for unknown in ["--speed", "-x", "--Behavior", "--fade-out", "--speed=3"] {
            let message = usageError(["--behavior", "sticky", unknown, "f"])
            XCTAssertTrue(message.contains("unknown option \(unknown)"), message)
        }
    }

    func testHelp() throws {
        for flag in ["--help", "-h"] {
            let c = try parse([flag])
            XCTAssertTrue(c.showHelp)
            XCTAssertTrue(try parse(["--behavior", "sticky", flag, "x"]).showHelp)
        }
        let help = ReplayHelp.text
        for word in ["--behavior", "--tolerance-up", "--tolerance-down", "--start-offset", "--reveal", "--snap",
                     "--min-extent", "--fade", "--duration", "--easing", "--no-animations", "--idle-delay",
                     "--fling-velocity", "--quick-return-header", "--style", "--threshold", "--help", "line"] {
            XCTAssertTrue(help.contains(word), word)
        }
    }

    func testLaterFlagsWin() throws {
        let c = try parse(["--behavior", "sticky", "--duration", "10", "--duration=20", "--behavior=background", "f"])
        XCTAssertEqual(c.tuning.quickReturn.duration, 20)
        XCTAssertEqual(c.tuning.behavior, .background)
    }

    func testMakeTracker() throws {
        let q = try parse(["--behavior", "quick-return", "--tolerance-up", "3", "--reveal", "follow", "f"]).tuning.makeTracker()
        let qr = try XCTUnwrap(q as? QuickReturnTracker)
        XCTAssertEqual(qr.options.toleranceUp, 3)
        XCTAssertEqual(qr.options.reveal, .follow)

        let s = try parse(["--behavior", "sticky", "--quick-return-header", "--reveal=follow", "f"]).tuning.makeTracker()
        let st = try XCTUnwrap(s as? StickyToolbarTracker)
        XCTAssertTrue(st.options.quickReturnHeader)
        XCTAssertEqual(st.options.quickReturn.reveal, .follow)

        let b = try parse(["--behavior", "background", "--style", "always-visible", "f"]).tuning.makeTracker()
        XCTAssertEqual((b as? BackgroundHider)?.style, .alwaysVisible)
        let c = try parse(["--behavior", "background", "--threshold", "64", "f"]).tuning.makeTracker()
        let hider = try XCTUnwrap(c as? BackgroundHider)
        hider.handle(.geometry(ScrollGeometry(viewport: 600, content: 20_000, header: 90, hero: 400)), at: 0)
        XCTAssertEqual(hider.threshold, 64, "the fixed threshold replaces the hero-based default")
        XCTAssertTrue(hider.handle(.scroll(offset: 65, source: .wheel), at: 1).showsBackground)
    }
}
