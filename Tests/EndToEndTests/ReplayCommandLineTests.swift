import Foundation
import XCTest

/// `shybar replay` as a person runs it: the example traces reproduce the scenarios of docs/behaviours.md,
/// and every mistake gets one clear message and the documented exit status.
final class ReplayCommandLineTests: XCTestCase {
    let traces = ShybarProcess.packageRoot.appendingPathComponent("examples/traces")

    /// Every `examples/traces/NAME.jsonl` replays (with the flags in `NAME.args`) to exactly
    /// `NAME.expected.jsonl`.
    func testExampleTracesReplayToTheirExpectedOutput() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: traces.path)
            .filter { $0.hasSuffix(".jsonl") && !$0.hasSuffix(".expected.jsonl") }
            .sorted()
        XCTAssertGreaterThanOrEqual(names.count, 5, "the example traces are missing")
        for name in names {
            let base = String(name.dropLast(".jsonl".count))
            let args = try String(contentsOf: traces.appendingPathComponent(base + ".args"), encoding: .utf8)
                .split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
            let expected = try String(contentsOf: traces.appendingPathComponent(base + ".expected.jsonl"), encoding: .utf8)
            let result = try ShybarProcess.run(["replay"] + args + [traces.appendingPathComponent(name).path])
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            let got = result.stdout.split(separator: "\n")
            let want = expected.split(separator: "\n")
            XCTAssertEqual(got.count, want.count, "\(name): line count")
            for (index, (g, w)) in zip(got, want).enumerated() where g != w {
                XCTFail("\(name) output line \(index + 1)\n  got:      \(g)\n  expected: \(w)")
                break
            }
        }
    }

    /// What the snapshots above show, checked against docs/behaviours.md instead of against
    /// themselves: every example trace's output keeps the rules of its behaviour (TraceRules).
    func testExampleTracesFollowTheDocumentedRules() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: traces.path)
            .filter { $0.hasSuffix(".jsonl") && !$0.hasSuffix(".expected.jsonl") }
            .sorted()
        XCTAssertGreaterThanOrEqual(names.count, 5, "the example traces are missing")
        var coverage = TraceRules.Coverage()
        for name in names {
            let base = String(name.dropLast(".jsonl".count))
            let args = try String(contentsOf: traces.appendingPathComponent(base + ".args"), encoding: .utf8)
                .split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
            let input = try String(contentsOf: traces.appendingPathComponent(name), encoding: .utf8)
            let result = try ShybarProcess.run(["replay"] + args + [traces.appendingPathComponent(name).path])
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            let problems = TraceRules.violations(arguments: args, input: input, output: result.stdout, coverage: &coverage)
            XCTAssertEqual(problems, [], "\(name) breaks docs/behaviours.md:\n" + problems.prefix(5).joined(separator: "\n"))
        }
        // Each rule met a case it could have failed on.
        XCTAssertGreaterThan(coverage.programmaticScrolls, 0, "no programmatic scroll in the examples")
        XCTAssertGreaterThan(coverage.forwardUserScrolls, 50, "few forward scrolls in the examples")
        XCTAssertEqual(coverage.pinnedBoth, [false, true], "the sticky examples never pin, or never unpin")
        XCTAssertEqual(coverage.backgroundBoth, [false, true], "the background example never toggles")
        XCTAssertGreaterThan(coverage.revealsOverPinnedToolbar, 0, "no header re-entering over the pinned toolbar")
        XCTAssertGreaterThan(coverage.endsAsking, 0, "no example ends in the top zone asking for a scroll")
        XCTAssertGreaterThan(coverage.hiddenAfterForward, 0, "no example scrolls forward more than a header")
        XCTAssertGreaterThan(coverage.revealingAfterBack, 0, "no example scrolls back past the tolerance")
    }

    /// The rules are not vacuous: the real replay of the search-header trace, doctored into a
    /// header that never hides, and into one that never comes back once hidden, breaks them.
    func testTheRulesCatchAHeaderThatNeverHidesOrNeverComesBack() throws {
        let base = "quick-return-search-header"
        let args = try String(contentsOf: traces.appendingPathComponent(base + ".args"), encoding: .utf8)
            .split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        let input = try String(contentsOf: traces.appendingPathComponent(base + ".jsonl"), encoding: .utf8)
        let result = try ShybarProcess.run(["replay"] + args + [traces.appendingPathComponent(base + ".jsonl").path])
        XCTAssertEqual(result.status, 0, result.stderr)
        func doctored(_ extent: (Double, Bool) -> Double) -> String {
            var hidden = false
            return result.stdout.split(separator: "\n").map { line -> String in
                guard var frame = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                      let real = (frame["extent"] as? NSNumber)?.doubleValue else { return String(line) }
                hidden = hidden || real == 0
                let value = extent(real, hidden)
                frame["extent"] = value
                frame["headerY"] = value - 90
                frame["toolbarY"] = value
                frame["target"] = NSNull()
                let data = (try? JSONSerialization.data(withJSONObject: frame, options: [.sortedKeys])) ?? Data()
                return String(decoding: data, as: UTF8.self)
            }.joined(separator: "\n")
        }
        var coverage = TraceRules.Coverage()
        let neverHides = TraceRules.violations(arguments: args, input: input, output: doctored { _, _ in 90 }, coverage: &coverage)
        XCTAssertTrue(neverHides.contains { $0.contains("px of forward input and the header still shows") },
                      "a header that never hides passed: \(neverHides.prefix(3))")
        let neverBack = TraceRules.violations(arguments: args, input: input,
                                              output: doctored { real, hidden in hidden ? 0 : real }, coverage: &coverage)
        XCTAssertTrue(neverBack.contains { $0.contains("px of back input, past the tolerance") },
                      "a header that never comes back passed: \(neverBack.prefix(3))")
    }

    func testSearchHeaderForwardScrollFollowsOneToOneThenRevealAnimates() throws {
        let trace = """
        {"t":0,"type":"geometry","viewport":600,"content":20000,"header":90}
        {"t":10,"type":"scroll","offset":500,"source":"programmatic"}
        {"t":20,"type":"begin"}
        {"t":30,"type":"scroll","offset":530,"source":"touchpad"}
        {"t":40,"type":"scroll","offset":510,"source":"touchpad"}
        {"t":300,"type":"tick"}
        """
        let result = try ShybarProcess.run(["replay", "--behavior", "quick-return", "-"], input: Data(trace.utf8))
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 6)
        XCTAssertTrue(lines[1].contains("\"extent\":90"), "a programmatic jump must not hide the header: \(lines[1])")
        XCTAssertTrue(lines[3].contains("\"extent\":60"), "forward 30 px hides 30 px: \(lines[3])")
        XCTAssertTrue(lines[4].contains("\"state\":\"revealing\""), "scrolling back reveals: \(lines[4])")
        XCTAssertTrue(lines[5].contains("\"extent\":90") && lines[5].contains("\"state\":\"shown\""), lines[5])
    }

    func testABadTraceLineNamesItsLineNumberAndExitsOne() throws {
        let trace = """
        {"t":0,"type":"geometry","viewport":600,"content":20000,"header":90}

        {"t":16,"type":"scroll","offset":"24","source":"wheel"}
        """
        let result = try ShybarProcess.run(["replay", "--behavior", "sticky", "-"], input: Data(trace.utf8))
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("line 3"), result.stderr)
        XCTAssertTrue(result.stderr.contains("\"offset\" must be a number"), result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 1, "lines before the bad one are still printed")
    }

    func testBinaryJunkAndTruncatedJSONAreReportedNotCrashed() throws {
        var junk = Data([0x00, 0xFF, 0xFE, 0x7B, 0x22, 0x0A])
        junk.append(contentsOf: Array(repeating: 0x41, count: 100))
        let result = try ShybarProcess.run(["replay", "--behavior", "background", "-"], input: junk)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("line 1"), result.stderr)

        let truncated = try ShybarProcess.run(["replay", "--behavior", "background", "-"],
                                              input: Data("{\"t\":0,\"type\":\"geometry\",\"viewport\":6".utf8))
        XCTAssertEqual(truncated.status, 1)
        XCTAssertTrue(truncated.stderr.contains("line 1, column"), truncated.stderr)
    }

    func testATenMegabyteLineIsRejectedWithItsLineNumber() throws {
        var text = "{\"t\":0,\"type\":\"geometry\",\"viewport\":600,\"content\":2000,\"header\":90}\n"
        text += "{\"t\":1,\"type\":\"tick\",\"pad\":\"" + String(repeating: "x", count: 10_000_000) + "\"}\n"
        let result = try ShybarProcess.run(["replay", "--behavior", "quick-return", "-"], input: Data(text.utf8))
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("line 2: unknown key \"pad\""), result.stderr)
    }

    func testBadOptionsNameTheOptionAndExitTwo() throws {
        let cases: [([String], String)] = [
            (["--behavior", "sideways", "-"], "--behavior expects one of quick-return, background, sticky"),
            (["--behavior", "quick-return", "--tolerance-up", "-3", "-"], "--tolerance-up expects a number"),
            (["--behavior", "quick-return", "--snap=sometimes", "-"], "--snap expects one of auto, nearest, direction, none"),
            (["--behavior", "quick-return", "--wobble", "-"], "unknown option --wobble"),
            (["-"], "--behavior is required"),
            (["--behavior", "sticky"], "a trace FILE is required"),
        ]
        for (arguments, message) in cases {
            let result = try ShybarProcess.run(["replay"] + arguments, input: Data())
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "one line: \(result.stderr)")
        }
    }

    func testAMissingFileSaysSoAndExitsOne() throws {
        let result = try ShybarProcess.run(["replay", "--behavior", "sticky", "/nonexistent/trace.jsonl"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("cannot open /nonexistent/trace.jsonl"), result.stderr)
    }

    func testHelpListsEveryOption() throws {
        let result = try ShybarProcess.run(["replay", "--help"])
        XCTAssertEqual(result.status, 0)
        for flag in ["--behavior", "--tolerance-up", "--tolerance-down", "--start-offset", "--reveal", "--snap",
                     "--min-extent", "--fade", "--duration", "--easing", "--no-animations", "--idle-delay",
                     "--fling-velocity", "--quick-return-header", "--style", "--threshold"] {
            XCTAssertTrue(result.stdout.contains(flag), "help lacks \(flag)")
        }
    }

    func testReplayNeedsNoDisplay() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        let trace = "{\"t\":0,\"type\":\"geometry\",\"viewport\":600,\"content\":2000,\"header\":90}\n"
        let result = try ShybarProcess.run(["replay", "--behavior", "sticky", "-"], input: Data(trace.utf8),
                                           environment: environment)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 1)
    }
}
