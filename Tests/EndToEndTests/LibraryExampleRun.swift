import Foundation
import XCTest

// Running a libshybar-1 example in a real window and driving it with real X input (xdotool
// wheel and keys), shared by LibraryExampleTests (C, Python) and LibraryBindingExampleTests
// (GJS, Vala, Swift). Every example prints "ready" once its window is presented, then one
// line per change of the view's extent ("extent 42.0") and state ("state hidden"); the
// examples whose header is their own print its height ("header 93") before "ready".

/// The keys that scroll an example's content to its end and back to its start: a text view
/// binds Ctrl+End and Ctrl+Home; a GtkScrolledWindow binds End and Home for any child that
/// has the focus (a viewport's); a list binds Ctrl+End to its last row, and the view takes
/// Ctrl+Home over (the inset's spacer row cannot take the focus) to go to the very top.
struct LibraryExampleKeys {
    var end: String
    var start: String

    static let textView = LibraryExampleKeys(end: "ctrl+End", start: "ctrl+Home")
    static let list = LibraryExampleKeys(end: "ctrl+End", start: "ctrl+Home")
    static let scrolledWindow = LibraryExampleKeys(end: "End", start: "Home")
}

extension XCTestCase {
    /// Scrolls forward (the header goes and settles hidden), then back (it comes back and
    /// settles fully shown); with `keys`, the same again with the keys that scroll the
    /// content to its end and back to its start. A header shorter than one wheel step
    /// (`tallerThanAStep` false) leaves in that one step; a taller one must go part of the way.
    ///
    /// `looks`: the example's header is the examples' own (ending in a separator across the
    /// window, its height printed as "header N"), and each rest is looked at in the window's
    /// pixels (LibraryExampleLooks.swift): at the top and after the wheel back its bottom edge
    /// exactly at that height with the content right under it, after the wheel forward none of
    /// it over the content. The extent the example prints must settle at that height too.
    func exerciseLibraryExample(_ example: LibraryExampleRun, keys: LibraryExampleKeys?, tallerThanAStep: Bool = true,
                                looks: Bool = true) throws {
        try ShybarWindowSession.requireDisplay()
        try example.start()
        defer { example.stop() }
        let window = try example.window()
        let height = looks ? try example.headerHeight() : nil
        var line: ExampleHeaderLine?
        if let height {
            try example.waitForPicture(window, what: "at the top, before any input") { picture in
                switch ExampleHeaderLine.find(in: picture) {
                case .failure(let failure): return failure.description
                case .success(let found):
                    line = found
                    return example.shownHeaderComplaint(picture, line: found, full: height)
                }
            }
        }
        LibraryExampleTests.xdotool(["mousemove", "--window", window, "240", "400"])
        // Focus into the content with a real click (XTest): a list takes the focus from a
        // click on a row, not from a synthetic event sent to the window.
        LibraryExampleTests.xdotool(["click", "1"])

        // One wheel step, shorter than the header: near the top the header rests on the
        // content and goes up with it pixel for pixel, then settles, never half-shown.
        example.mark()
        LibraryExampleTests.xdotool(["click", "5"])
        try example.waitUntilSettled(state: nil, extent: { _ in true }, what: "after one wheel step")
        let followed = example.extentsSinceMark()
        let settled = example.lastState()
        XCTAssertTrue(settled == "shown" || settled == "hidden", "settled half-shown (\(settled ?? "none")): \(followed)")

        example.mark()
        for _ in 0..<8 { LibraryExampleTests.xdotool(["click", "5"]); usleep(60_000) }
        try example.waitUntilSettled(state: "hidden", extent: { $0 == 0 }, what: "after scrolling forward with the wheel")
        if let line {
            try example.waitForPicture(window, what: "after scrolling forward with the wheel") {
                example.hiddenHeaderComplaint($0, line: line)
            }
        }
        let full = try example.waitUntilBack(afterWheel: true)
        if let height, let line {
            XCTAssertEqual(full, Double(height), "the extent settled at \(full), the header is \(height) px tall (log: \(example.log))")
            try example.waitForPicture(window, what: "after scrolling back with the wheel") {
                example.shownHeaderComplaint($0, line: line, full: height)
            }
        } else {
            XCTAssertGreaterThan(full, 30, "the header came back at its full height (log: \(example.log))")
        }
        if tallerThanAStep {
            XCTAssertTrue(followed.contains { $0 > 1 && $0 < full - 1 },
                          "one wheel step did not move the header part of the way: \(followed) (full \(full))")
        } else {
            XCTAssertEqual(followed.last, 0, "one wheel step, taller than the header, did not take it away: \(followed)")
        }

        if let keys {
            example.mark()
            LibraryExampleTests.xdotool(["key", "--window", window, keys.end])
            try example.waitUntilSettled(state: "hidden", extent: { $0 == 0 }, what: "after \(keys.end)")
            example.mark()
            LibraryExampleTests.xdotool(["key", "--window", window, keys.start])
            try example.waitUntilSettled(state: "shown", extent: { $0 == full }, what: "after \(keys.start)")
            if let height, let line {
                try example.waitForPicture(window, what: "after \(keys.start)") {
                    example.shownHeaderComplaint($0, line: line, full: height)
                }
            }
        }
        XCTAssertTrue(example.isRunning, "the example exited: \(example.log)")
    }
}

/// One example process: started with only the installed prefix on its library paths, its
/// output read from a log file.
final class LibraryExampleRun {
    let command: String, arguments: [String], title: String, prefix: URL
    let process = Process()
    /// Whether the example is on the accessibility bus (for tests that read it over AT-SPI).
    var accessible = false
    let logURL = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-example-\(UUID().uuidString).log")
    /// Lines before this index belong to an earlier step.
    private var markIndex = 0

    init(command: String, arguments: [String], title: String, prefix: URL) {
        self.command = command; self.arguments = arguments; self.title = title; self.prefix = prefix
    }

    func start() throws {
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        let log = try FileHandle(forWritingTo: logURL)
        process.executableURL = URL(fileURLWithPath: command)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        // Only the installed prefix: nothing from the build tree.
        environment["LD_LIBRARY_PATH"] = prefix.appendingPathComponent("lib").path
        environment["GI_TYPELIB_PATH"] = prefix.appendingPathComponent("lib/girepository-1.0").path
        environment["GSK_RENDERER"] = environment["GSK_RENDERER"] ?? "cairo"
        environment["NO_AT_BRIDGE"] = accessible ? "0" : "1"
        if accessible { environment["GTK_A11Y"] = "atspi" }
        // Each run is its own application instance (no D-Bus activation of a running one).
        process.environment = environment
        process.standardOutput = log
        process.standardError = log
        process.standardInput = FileHandle.nullDevice
        try process.run()
        try log.close()
        try waitFor("ready", timeout: 20)
    }

    var isRunning: Bool { process.isRunning }

    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: logURL)
    }

    var log: String { (try? String(contentsOf: logURL, encoding: .utf8)) ?? "" }
    private var lines: [String] { log.split(separator: "\n").map(String.init) }

    func mark() { markIndex = lines.count }

    private func waitFor(_ line: String, timeout: Double) throws {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if lines.contains(line) { return }
            if !process.isRunning { throw LibraryExampleTests.Failure("\(command) exited: \(log)") }
            usleep(50_000)
        }
        throw LibraryExampleTests.Failure("no '\(line)' from \(command) within \(timeout) s: \(log)")
    }

    func window() throws -> String {
        let found = LibraryExampleTests.run("/usr/bin/xdotool", ["search", "--sync", "--onlyvisible", "--name", title],
                                            timeout: 10)
        guard let id = found.stdout.split(separator: "\n").first.map(String.init) else {
            throw LibraryExampleTests.Failure("no window '\(title)': \(found.output)")
        }
        // Mapped is not drawn: input goes to a window once it shows its first frames.
        try waitForPicture(id, what: "the window's first frames") { $0.showsAnything ? nil : "the window is all one colour, \($0.at(0, 0))" }
        return id
    }

    /// The last state and extent printed, and the lines printed since the mark.
    private func last() -> (state: String?, extent: Double?, lines: [String]) {
        let all = lines
        let state = all.last { $0.hasPrefix("state ") }.map { String($0.dropFirst(6)) }
        let extent = all.last { $0.hasPrefix("extent ") }.flatMap { Double($0.dropFirst(7)) }
        return (state, extent, Array(all.dropFirst(markIndex)))
    }

    /// The extents printed since the mark.
    func extentsSinceMark() -> [Double] {
        last().lines.compactMap { $0.hasPrefix("extent ") ? Double($0.dropFirst(7)) : nil }
    }

    /// The last state printed.
    func lastState() -> String? {
        lines.last { $0.hasPrefix("state ") }.map { String($0.dropFirst(6)) }
    }

    /// Waits until the header reached `state` (any, when nil) with an extent passing
    /// `extent`, and nothing more is printed for half a second (settled: no animation or
    /// snap still running).
    func waitUntilSettled(state: String?, extent: (Double) -> Bool, what: String) throws {
        let end = Date().addingTimeInterval(10)
        var stableSince: Date?
        var count = -1
        while Date() < end {
            let now = last()
            if state == nil || now.state == state, now.extent.map(extent) ?? false {
                if count != now.lines.count { stableSince = Date(); count = now.lines.count }
                if let since = stableSince, Date().timeIntervalSince(since) > 0.5 { return }
            } else {
                stableSince = nil
            }
            usleep(50_000)
        }
        let now = last()
        throw LibraryExampleTests.Failure("\(what): expected state \(state ?? "any"), got \(now.state ?? "none") at extent \(now.extent.map { "\($0)" } ?? "none"); "
                      + "lines: \(now.lines.suffix(20).joined(separator: " | "))")
    }

    /// Scrolls back with the wheel and returns the height the header settled at.
    func waitUntilBack(afterWheel: Bool) throws -> Double {
        mark()
        for _ in 0..<3 { LibraryExampleTests.xdotool(["click", "4"]); usleep(60_000) }
        try waitUntilSettled(state: "shown", extent: { $0 > 0 }, what: "after scrolling back with the wheel")
        let shown = last()
        let extents = shown.lines.compactMap { $0.hasPrefix("extent ") ? Double($0.dropFirst(7)) : nil }
        // It came back through intermediate heights (animated), ending at the largest.
        XCTAssertEqual(shown.extent, extents.max(), "settled below its full height: \(shown.lines)")
        return shown.extent ?? 0
    }
}
