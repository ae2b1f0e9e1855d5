import Foundation
import ShyBarCore
import XCTest

/// `shybar replay --preset`, `--list-presets` and `--compare` as a person runs them, and
/// every preset's peer cases (Tests/ShyBarCoreTests/PresetPeerCaseTests.swift, where each
/// names the peer's file and test) played as traces through the real binary, against ShyBar's
/// own defaults (`--compare PRESET shybar`): both sides must be what the core gives, the
/// preset's side what the peer does, and a case about a peer mode must not pass on ShyBar's.
final class PresetReplayTests: XCTestCase {
    // MARK: Peer cases through replay

    /// One step of a peer case, as a trace writes it; the expectations are checked against
    /// the output line of the input before them.
    enum Expected: Sendable, CustomStringConvertible {
        case number(Double), flag(Bool), text(String)
        var description: String {
            switch self {
            case .number(let value): return "\(value)"
            case .flag(let value): return "\(value)"
            case .text(let value): return value
            }
        }
    }

    enum Step: Sendable {
        case scroll(Double, String = "touchpad")
        case drag(to: Double)
        case begin, end
        /// A gesture's end with a release velocity (px/s), as a fling.
        case fling(Double)
        case wait(Double)
        case resize(viewport: Double)
        case expect(String, Expected)
    }

    struct Case: Sendable {
        let preset: String
        var behavior: String?
        let source: String
        var geometry: [String: Double] = [:]
        /// Option flags (`key`, value) given to both sides, as the peer's test sets them.
        var options: [(String, String)] = []
        /// Whether ShyBar's own defaults must fail at least one expectation: the case is
        /// about something the preset's peer does differently.
        var differsFromShybar = false
        let steps: [Step]
    }

    static let deep: [Step] = [.scroll(2000, "programmatic"), .expect("state", .text("shown"))]
    static let deepHidden: [Step] = deep + [.begin, .drag(to: 2200), .end, .wait(300), .expect("state", .text("hidden"))]
    static let tall: [String: Double] = ["header": 200, "min": 56]
    static let hero: [String: Double] = ["hero": 300]

    /// One case per preset, each from the peer-case test of the same source.
    static let cases: [Case] = [
        Case(preset: "shybar", behavior: "quick-return", source: "docs/behaviours.md: forward scroll hides 1:1, a stop mid-way snaps",
             steps: deep + [.begin, .scroll(2030), .expect("extent", .number(60.0)), .scroll(2080), .expect("extent", .number(10.0)),
                            .end, .wait(300), .expect("state", .text("hidden"))]),
        Case(preset: "headroom", source: "headroom.js src/Headroom.js toleranceExceeded: a step of at least the tolerance",
             options: [("tolerance-up", "10"), ("tolerance-down", "10")], differsFromShybar: true,
             steps: deep + [.scroll(2004, "wheel"), .scroll(2007, "wheel"), .expect("state", .text("shown")),
                            .scroll(2017, "wheel"), .expect("state", .text("concealing")), .wait(250), .expect("state", .text("hidden")),
                            .scroll(2010, "wheel"), .scroll(2004, "wheel"), .expect("state", .text("hidden"))]),
        Case(preset: "headroom", source: "headroom.js README.md (CSS: transform 200ms linear)",
             steps: deep + [.scroll(2001, "wheel"), .expect("state", .text("concealing")),
                            .wait(96), .expect("extent", .number(46.8)), .wait(112), .expect("state", .text("hidden"))]),
        Case(preset: "android-enter-always", source: "AppBarWithToolbarTest.testUpdateAccessibilityActionsWithEnterAlwaysFlag",
             steps: deepHidden + [.begin, .drag(to: 2170), .expect("extent", .number(30.0)), .end, .wait(300), .expect("extent", .number(30.0)),
                                  .begin, .drag(to: 2250), .expect("extent", .number(0.0)),
                                  .drag(to: 2115), .end, .wait(300), .expect("extent", .number(90.0))]),
        Case(preset: "android-enter-always-snap", source: "AppBarLayout.java SCROLL_FLAG_SNAP: 25% shown scrolls off",
             steps: deepHidden + [.begin, .scroll(2177.5), .expect("extent", .number(22.5)), .end, .wait(300), .expect("state", .text("hidden"))]),
        Case(preset: "android-enter-always-snap", source: "AppBarLayout.java Behavior.onStopNestedScroll: the snap comes after the fling",
             differsFromShybar: true,
             steps: deepHidden + [.begin, .scroll(2177.5), .fling(-800), .expect("state", .text("following")),
                                  .scroll(2167.5, "momentum"), .scroll(2157.5, "momentum"), .scroll(2147.5, "momentum"),
                                  .expect("extent", .number(52.5)), .wait(400), .expect("state", .text("shown"))]),
        Case(preset: "android-enter-always-snap", source: "AppBarLayout.java Behavior.animateOffsetTo: duration and interpolator",
             differsFromShybar: true,
             steps: deepHidden + [.begin, .scroll(2177.5), .end, .expect("state", .text("concealing")),
                                  .wait(96), .expect("extent", .number(22.5 * (1 - 96 / 187.5) * (1 - 96 / 187.5))),
                                  .wait(80), .expect("state", .text("concealing")), .wait(16), .expect("state", .text("hidden"))]),
        Case(preset: "android-enter-always", source: "AppBarLayout.java ScrollingViewBehavior: the list lies below the bar",
             differsFromShybar: true,
             steps: [.begin, .drag(to: 200), .end, .wait(300), .begin, .drag(to: 60), .expect("extent", .number(90.0)),
                     .end, .wait(300), .expect("extent", .number(90.0)), .expect("offset", .number(60.0))]),
        Case(preset: "flutter-floating", source: "sliver_persistent_header.dart RenderSliverFloatingPersistentHeader: the list lies below the bar",
             differsFromShybar: true,
             steps: [.begin, .drag(to: 200), .end, .wait(300), .expect("extent", .number(0.0)),
                     .begin, .drag(to: 60), .expect("extent", .number(90.0)), .end, .wait(300),
                     .expect("extent", .number(90.0)), .expect("offset", .number(60.0))]),
        Case(preset: "flutter-floating-snap", source: "sliver_persistent_header.dart maybeStartSnapAnimation: once the scroll activity is idle",
             differsFromShybar: true,
             steps: deepHidden + [.begin, .scroll(2190), .fling(-500), .expect("state", .text("following")),
                                  .scroll(2180, "momentum"), .scroll(2170, "momentum"), .expect("extent", .number(30.0)),
                                  .wait(160), .expect("state", .text("revealing")),
                                  .wait(96), .expect("extent", .number(30 + 60 * 0.6629013550419531)),
                                  .wait(112), .expect("state", .text("shown"))]),
        Case(preset: "amscrollingnavbar", source: "ScrollingNavigationController.swift scrollWithDelta: the collapsed check reads the frame before the step",
             differsFromShybar: true,
             steps: deep + [.begin, .drag(to: 2130), .expect("extent", .number(0.0)), .drag(to: 2120), .expect("extent", .number(10.0))]),
        Case(preset: "amscrollingnavbar", source: "ScrollingNavigationController.swift checkForPartialScroll: the duration scales with the distance",
             differsFromShybar: true,
             steps: deep + [.begin, .scroll(2049), .scroll(2079), .expect("extent", .number(60.0)), .end,
                            .expect("state", .text("revealing")), .wait(64), .expect("extent", .number(60 + 30 * 0.4655523976097715)),
                            .wait(64), .expect("state", .text("revealing")), .wait(16), .expect("state", .text("shown"))]),
        Case(preset: "ios-hides-bars-on-swipe", source: "UINavigationController.hidesBarsOnSwipe (barHideOnSwipeGestureRecognizer): only a swipe counts",
             differsFromShybar: true,
             steps: deep + [.scroll(2100, "wheel"), .scroll(2300, "keyboard"), .scroll(2500, "scrollbar"), .wait(250),
                            .expect("state", .text("shown")),
                            .begin, .scroll(2510, "touch"), .expect("state", .text("concealing"))]),
        Case(preset: "tlyshynavbar", source: "TLYShyViewController.m snap: 0.2 s, UIView's default ease-in-out",
             differsFromShybar: true,
             steps: deepHidden + [.begin, .drag(to: 1920), .expect("extent", .number(80.0)), .end, .expect("state", .text("concealing")),
                                  .wait(96), .expect("extent", .number(80 * (1 - 0.4655523976097715)))]),
        Case(preset: "flutter-floating", source: "app_bar.dart SliverAppBar.floating (pinned false)",
             steps: deep + [.begin, .scroll(2030), .expect("extent", .number(60.0)), .end, .wait(300), .expect("extent", .number(60.0))]),
        Case(preset: "flutter-floating-snap", source: "app_bar.dart SliverAppBar.snap: a scroll that exposes it slides it into view",
             steps: deepHidden + [.begin, .scroll(2190), .expect("extent", .number(10.0)), .end, .expect("state", .text("revealing")),
                                  .wait(208), .expect("state", .text("shown"))]),
        Case(preset: "amscrollingnavbar", source: "ScrollingNavigationController.swift scrollWithDelta",
             steps: deep + [.begin, .scroll(2030), .expect("extent", .number(90.0)), .scroll(2020), .expect("extent", .number(90.0)),
                            .scroll(2035), .expect("extent", .number(75.0)), .scroll(2030), .expect("extent", .number(80.0))]),
        Case(preset: "tlyshynavbar", source: "TLYShyNavBarManager.m _handleScrolling: 200 px expansion resistance",
             steps: deepHidden + [.begin, .drag(to: 2050), .expect("extent", .number(0.0)), .drag(to: 1990), .expect("extent", .number(10.0))]),
        Case(preset: "ios-hides-bars-on-swipe", source: "UINavigationController.hidesBarsOnSwipe: an upward swipe hides the bar",
             steps: deep + [.begin, .scroll(2010, "touch"), .expect("state", .text("concealing")),
                            .scroll(2040, "touch"), .end, .wait(250), .expect("state", .text("hidden"))]),
        Case(preset: "shybar", behavior: "sticky", source: "docs/behaviours.md: the sticky toolbar pins under the scrolled-off header",
             geometry: ["header": 90, "toolbar": 48],
             steps: [.scroll(40), .expect("extent", .number(50.0)), .scroll(1000), .expect("pinned", .flag(true))]),
        Case(preset: "android-exit-until-collapsed", source: "AppBarLayout.java SCROLL_FLAG_EXIT_UNTIL_COLLAPSED", geometry: tall,
             steps: [.scroll(100), .expect("extent", .number(100.0)), .scroll(500), .expect("extent", .number(56.0)), .expect("pinned", .flag(true)),
                     .scroll(450), .expect("extent", .number(56.0)), .scroll(50), .expect("extent", .number(150.0))]),
        Case(preset: "flutter-pinned", source: "app_bar.dart SliverAppBar.pinned", geometry: tall,
             steps: [.scroll(1000), .expect("extent", .number(56.0)), .expect("pinned", .flag(true)), .scroll(900), .expect("extent", .number(56.0)),
                     .scroll(0), .expect("extent", .number(200.0))]),
        Case(preset: "flutter-pinned-floating", source: "app_bar.dart SliverAppBar.pinned + floating", geometry: tall,
             steps: [.scroll(1000, "programmatic"), .begin, .drag(to: 1300), .end, .wait(300), .expect("extent", .number(56.0)),
                     .begin, .drag(to: 1270), .expect("extent", .number(86.0)), .expect("pinned", .flag(true))]),
        Case(preset: "shybar", behavior: "background", source: "ShyBar's own threshold (docs/behaviours.md)", geometry: hero,
             steps: [.scroll(100), .expect("background", .flag(false)), .scroll(211), .expect("background", .flag(true))]),
        Case(preset: "android-lift-on-scroll", source: "AppBarLayout.java setLiftOnScroll", geometry: hero,
             steps: [.scroll(2), .expect("background", .flag(true)), .scroll(0), .expect("background", .flag(false))]),
        Case(preset: "flutter-scrolled-under", source: "app_bar.dart AppBar.scrolledUnderElevation", geometry: hero,
             steps: [.scroll(2), .expect("background", .flag(true)), .scroll(0), .expect("background", .flag(false))]),
        Case(preset: "ios-scroll-edge-appearance", source: "UINavigationBar.scrollEdgeAppearance documentation", geometry: hero,
             steps: [.scroll(2), .expect("background", .flag(true)), .scroll(0), .expect("background", .flag(false))]),
        Case(preset: "flutter-force-elevated", source: "app_bar.dart SliverAppBar.forceElevated", geometry: hero,
             steps: [.scroll(500), .expect("background", .flag(true)), .scroll(0), .expect("background", .flag(true))]),
    ]

    /// The trace of `steps` (the timing of the core's peer-case runner: 16 ms an input, a
    /// drag in 10 px steps 8 ms apart, waits as 16 ms ticks), and for each expectation the
    /// index of the output line it checks.
    static func trace(_ peerCase: Case) -> (String, [(line: Int, key: String, value: Expected)]) {
        var geometry: [String: Double] = ["viewport": 600, "content": 20_000, "header": 90, "min": 0, "toolbar": 0]
        geometry.merge(peerCase.geometry) { $1 }
        var lines: [String] = []
        var time = 0.0
        var offset = 0.0
        var checks: [(Int, String, Expected)] = []
        func geometryLine() -> String {
            let fields = geometry.keys.sorted().map { "\"\($0)\":\(number(geometry[$0]!))" }.joined(separator: ",")
            return "{\"t\":\(number(time)),\"type\":\"geometry\",\(fields)}"
        }
        func add(_ body: String, after dt: Double = 16) {
            time += dt
            lines.append("{\"t\":\(number(time)),\(body)}")
        }
        lines.append(geometryLine())
        for step in peerCase.steps {
            switch step {
            case .scroll(let to, let source):
                offset = to
                add("\"type\":\"scroll\",\"offset\":\(number(to)),\"source\":\"\(source)\"")
            case .drag(let target):
                while offset != target {
                    offset = offset < target ? min(offset + 10, target) : max(offset - 10, target)
                    add("\"type\":\"scroll\",\"offset\":\(number(offset)),\"source\":\"touchpad\"", after: 8)
                }
            case .begin: add("\"type\":\"begin\"")
            case .end: add("\"type\":\"end\",\"velocity\":0")
            case .fling(let velocity): add("\"type\":\"end\",\"velocity\":\(number(velocity))")
            case .wait(let duration):
                var elapsed = 0.0
                while elapsed < duration { add("\"type\":\"tick\""); elapsed += 16 }
            case .resize(let viewport):
                geometry["viewport"] = viewport
                time += 16
                lines.append(geometryLine())
            case .expect(let key, let value):
                checks.append((lines.count - 1, key, value))
            }
        }
        return (lines.joined(separator: "\n") + "\n", checks)
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    func testEveryPresetsPeerCasesReplayThroughPresetFlag() throws {
        let presets = try listedPresets()
        for (name, behavior) in presets {
            XCTAssertTrue(Self.cases.contains { $0.preset == name && ($0.behavior == nil || $0.behavior == behavior) },
                          "preset \(name) (\(behavior)) has no peer case replayed through --preset")
        }
        for peerCase in Self.cases {
            let (trace, checks) = Self.trace(peerCase)
            let preset = try XCTUnwrap(Preset.all(named: peerCase.preset).first {
                peerCase.behavior == nil || $0.behavior.rawValue == peerCase.behavior
            }, peerCase.preset)
            var arguments = ["replay", "--compare", peerCase.preset, "shybar"]
            if let behavior = peerCase.behavior { arguments += ["--behavior", behavior] }
            arguments += peerCase.options.flatMap { ["--" + $0.0, $0.1] }
            let result = try ShybarProcess.run(arguments + ["-"], input: Data(trace.utf8))
            XCTAssertEqual(result.status, 0, "\(peerCase.preset): \(result.stderr)")
            let output = try result.stdout.split(separator: "\n").map { line in
                try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            }
            // Both sides are what the core gives for the same trace: A the preset, B the defaults.
            var shybar = Tuning(behavior: preset.behavior)
            var own = shybar
            preset.apply(to: &own)
            for (key, text) in peerCase.options {
                let option = try XCTUnwrap(Tuning.options(for: preset.behavior).first { $0.key == key }, key)
                option.setValue(try option.parse(text), in: &own)
                option.setValue(try option.parse(text), in: &shybar)
            }
            let core = (a: try Self.coreOutput(own, trace), b: try Self.coreOutput(shybar, trace))
            XCTAssertEqual(output.count, trace.split(separator: "\n").count, peerCase.preset)
            XCTAssertEqual(core.a.count, output.count, peerCase.preset)
            for (index, line) in output.enumerated() where index < core.a.count {
                let a = try XCTUnwrap(line["a"] as? NSDictionary), b = try XCTUnwrap(line["b"] as? NSDictionary)
                XCTAssertEqual(a, core.a[index], "\(peerCase.preset), side a, line \(index + 1)")
                XCTAssertEqual(b, core.b[index], "\(peerCase.preset), side b, line \(index + 1)")
            }
            var shybarFailed = false
            for check in checks where check.line < output.count {
                let a = output[check.line]["a"] as? [String: Any], b = output[check.line]["b"] as? [String: Any]
                XCTAssertTrue(Self.holds(check.value, a?[check.key]),
                              "\(peerCase.preset), \(peerCase.source): output line \(check.line + 1) expected \(check.key) \(check.value), got \(a ?? [:])")
                if !Self.holds(check.value, b?[check.key]) { shybarFailed = true }
            }
            if peerCase.differsFromShybar {
                XCTAssertTrue(shybarFailed, "\(peerCase.preset), \(peerCase.source): ShyBar's defaults pass it too, so it shows no peer mode")
            }
        }
    }

    static func holds(_ expected: Expected, _ got: Any?) -> Bool {
        switch expected {
        // The replay writes three decimals.
        case .number(let number): return ((got as? NSNumber)?.doubleValue).map { abs($0 - number) <= 5e-4 } ?? false
        case .flag(let flag): return (got as? Bool) == flag
        case .text(let text): return (got as? String) == text
        }
    }

    /// The trace through the core's own replayer, one JSON object a line.
    static func coreOutput(_ tuning: Tuning, _ trace: String) throws -> [NSDictionary] {
        var replayer = TraceReplayer(tracker: tuning.makeTracker())
        var lines: [String] = []
        try replayer.replay(text: trace) { lines.append($0) }
        return try lines.map { try XCTUnwrap(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? NSDictionary) }
    }

    // MARK: --list-presets, --help

    /// `name behaviour` of every line of `--list-presets`.
    private func listedPresets() throws -> [(String, String)] {
        let result = try ShybarProcess.run(["replay", "--list-presets"])
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout.split(separator: "\n").map { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            return (String(fields[0]), String(fields[1]))
        }
    }

    func testListPresetsNamesEveryPresetWithItsBehaviourAndPeer() throws {
        let result = try ShybarProcess.run(["replay", "--list-presets"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 18, result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("headroom ") && $0.contains("quick-return") && $0.contains("Headroom.js") }, result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("flutter-pinned ") && $0.contains("sticky") && $0.contains("Flutter") }, result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("android-lift-on-scroll ") && $0.contains("background") }, result.stdout)
        XCTAssertEqual(lines.filter { $0.hasPrefix("shybar ") }.count, 3, "shybar exists once per behaviour")
    }

    func testBothHelpsListThePresets() throws {
        for arguments in [["replay", "--help"], ["--help"]] {
            let result = try ShybarProcess.run(arguments, environment: ["LANG": "C", "PATH": "/usr/bin:/bin"])
            XCTAssertEqual(result.status, 0, result.stderr)
            for name in ["headroom", "android-enter-always-snap", "tlyshynavbar", "flutter-pinned-floating", "flutter-force-elevated"] {
                XCTAssertTrue(result.stdout.contains(name), "\(arguments) does not list \(name)")
            }
            XCTAssertTrue(result.stdout.contains("--preset"), "\(arguments) does not document --preset")
        }
    }

    // MARK: --preset

    private let hideTrace = """
    {"t":0,"type":"geometry","viewport":600,"content":20000,"header":90}
    {"t":16,"type":"scroll","offset":2000,"source":"programmatic"}
    {"t":32,"type":"scroll","offset":2001,"source":"wheel"}
    {"t":48,"type":"tick"}

    """

    func testPresetPicksItsBehaviourAndAFlagAfterItOverridesIt() throws {
        // headroom: 0 px tolerance, 200 ms linear conceal as a whole.
        let headroom = try ShybarProcess.run(["replay", "--preset", "headroom", "-"], input: Data(hideTrace.utf8))
        XCTAssertEqual(headroom.status, 0, headroom.stderr)
        let lines = headroom.stdout.split(separator: "\n")
        XCTAssertTrue(lines[2].contains("\"state\":\"concealing\""), String(lines[2]))
        XCTAssertTrue(lines[3].contains("\"extent\":82.8"), "16 ms of 200 ms linear: \(lines[3])")
        // The defaults wait for 8 px of tolerance: 1 px does nothing.
        let defaults = try ShybarProcess.run(["replay", "--preset", "shybar", "--behavior", "quick-return", "-"], input: Data(hideTrace.utf8))
        XCTAssertEqual(defaults.status, 0, defaults.stderr)
        XCTAssertFalse(defaults.stdout.contains("concealing"), defaults.stdout)
        // An explicit tolerance overrides the preset's 0.
        let overridden = try ShybarProcess.run(["replay", "--preset", "headroom", "--tolerance-down", "20", "-"], input: Data(hideTrace.utf8))
        XCTAssertEqual(overridden.status, 0, overridden.stderr)
        XCTAssertFalse(overridden.stdout.contains("concealing"), overridden.stdout)
        XCTAssertEqual(overridden.stdout.split(separator: "\n").last.map { $0.contains("\"extent\":90") }, true)
    }

    func testBadPresetNamesAreOneClearMessageAndExitTwo() throws {
        let unknown = try ShybarProcess.run(["replay", "--preset", "headrom", "-"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("\"headrom\"") && unknown.stderr.contains("headroom")
                      && unknown.stderr.contains("flutter-pinned") && unknown.stderr.contains("android-lift-on-scroll"), unknown.stderr)
        XCTAssertEqual(unknown.stderr.split(separator: "\n").count, 1, unknown.stderr)
        XCTAssertEqual(unknown.stdout, "")

        let ambiguous = try ShybarProcess.run(["replay", "--preset", "shybar", "-"])
        XCTAssertEqual(ambiguous.status, 2)
        XCTAssertTrue(ambiguous.stderr.contains("--behavior"), ambiguous.stderr)

        let wrongBehavior = try ShybarProcess.run(["replay", "--preset", "headroom", "--behavior", "sticky", "-"])
        XCTAssertEqual(wrongBehavior.status, 2)
        XCTAssertTrue(wrongBehavior.stderr.contains("for sticky") && wrongBehavior.stderr.contains("flutter-pinned"), wrongBehavior.stderr)

        let window = try ShybarProcess.run(["--preset", "nope"])
        XCTAssertEqual(window.status, 2)
        XCTAssertTrue(window.stderr.contains("nope") && window.stderr.contains("headroom"), window.stderr)
    }

    // MARK: --compare

    func testCompareWritesBothOutputsForEveryInput() throws {
        let trace = ShybarProcess.packageRoot.appendingPathComponent("examples/traces/reverse-flick.jsonl")
        let result = try ShybarProcess.run(["replay", "--compare", "headroom", "android-enter-always-snap", trace.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let inputs = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").count
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, inputs)
        // Each side is exactly what --preset prints: A the first preset, B the second (a B
        // that ran the first preset again, or the defaults, must not pass).
        let aloneA = try ShybarProcess.run(["replay", "--preset", "headroom", trace.path]).stdout.split(separator: "\n")
        let aloneB = try ShybarProcess.run(["replay", "--preset", "android-enter-always-snap", trace.path]).stdout.split(separator: "\n")
        XCTAssertEqual(aloneA.count, inputs)
        XCTAssertEqual(aloneB.count, inputs)
        var differ = false
        for (index, line) in lines.enumerated() where index < aloneA.count && index < aloneB.count {
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let a = try XCTUnwrap(object["a"] as? [String: Any]), b = try XCTUnwrap(object["b"] as? [String: Any])
            XCTAssertEqual(Set(object.keys), ["a", "b"])
            let expectedA = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(aloneA[index].utf8)) as? NSDictionary)
            let expectedB = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(aloneB[index].utf8)) as? NSDictionary)
            XCTAssertEqual(a as NSDictionary, expectedA, "side a, line \(index + 1)")
            XCTAssertEqual(b as NSDictionary, expectedB, "side b, line \(index + 1)")
            if (a["extent"] as? NSNumber) != (b["extent"] as? NSNumber) { differ = true }
        }
        XCTAssertTrue(differ, "headroom and android-enter-always-snap never differed on a reverse flick")
    }

    func testCompareNamesABadPreset() throws {
        let result = try ShybarProcess.run(["replay", "--compare", "headroom", "bogus", "-"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--compare B") && result.stderr.contains("\"bogus\""), result.stderr)
        let missing = try ShybarProcess.run(["replay", "--compare", "headroom"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("two preset names"), missing.stderr)
    }
}
