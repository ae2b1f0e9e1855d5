import Foundation
import XCTest

/// libshybar-1 in a libadwaita app (libadwaita 1.4 or later: the Debian 13 pass runs these;
/// the Debian 12 one leaves them out, its libadwaita 1.2 has no AdwToolbarView). The C and
/// Python libadwaita examples, built against an installed prefix as an app developer builds
/// them, in both layouts GNOME apps use, light and dark, each header style: driven with the
/// real wheel and keys, and looked at. A header shown over rows must draw them out: what the
/// screen shows of the top of the window with rows under the header is what it showed at
/// the very top, with nothing under it.
final class LibraryAdwaitaExampleTests: XCTestCase {
    private static let root = ShybarProcess.packageRoot
    nonisolated(unsafe) private static var installed: (prefix: URL, example: URL)?
    nonisolated(unsafe) private static var installError: String?

    override class func tearDown() {
        if let installed { try? FileManager.default.removeItem(at: installed.prefix.deletingLastPathComponent()) }
        installed = nil
        super.tearDown()
    }

    /// One installed prefix and the C example built against it, shared by the tests.
    private func requireInstalled() throws -> (prefix: URL, example: URL) {
        if let installed = Self.installed { return installed }
        if let error = Self.installError { throw LibraryExampleTests.Failure(error) }
        do {
            let base = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-adw-\(UUID().uuidString)")
            let prefix = base.appendingPathComponent("prefix")
            try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
            var environment = try LibraryExampleTests.installPrefix(prefix)
            // Built exactly as the example's Makefile says, against the installed prefix only.
            environment["PKG_CONFIG_PATH"] = prefix.appendingPathComponent("lib/pkgconfig").path
            let make = LibraryExampleTests.run("/usr/bin/make", ["-C", Self.root.appendingPathComponent("examples/c").path,
                                                                 "CFLAGS=-O2 -Wall -Wextra -Werror", "--always-make", "adwaita"],
                                               environment: environment, timeout: 120)
            guard make.status == 0 else { throw LibraryExampleTests.Failure("building the libadwaita example failed: \(make.output)") }
            let example = base.appendingPathComponent("adwaita")
            try FileManager.default.moveItem(at: Self.root.appendingPathComponent("examples/c/adwaita"), to: example)
            Self.installed = (prefix, example)
            return (prefix, example)
        } catch {
            Self.installError = "\(error)"
            throw error
        }
    }

    private static let python = "examples/python/adwaita_view.py"

    // The search bar alone (46 px) is shorter than one wheel step (about 70 px here).
    func testCToolbarViewLayoutHidesTheSearchBarUnderTheHeaderBar() throws {
        let installed = try requireInstalled()
        try exercise(LibraryExampleRun(command: installed.example.path, arguments: [],
                                       title: "ShyBar libadwaita example", prefix: installed.prefix), dark: false, tallerThanAStep: false)
    }

    func testCWholeTopLayoutInDarkWithARaisedHeader() throws {
        let installed = try requireInstalled()
        try exercise(LibraryExampleRun(command: installed.example.path, arguments: ["--whole-top", "--dark", "--style", "raised"],
                                       title: "ShyBar libadwaita example", prefix: installed.prefix), dark: true)
    }

    func testPythonToolbarViewLayoutInDarkWithABorder() throws {
        let installed = try requireInstalled()
        try exercise(LibraryExampleRun(command: "/usr/bin/python3",
                                       arguments: [Self.root.appendingPathComponent(Self.python).path, "--dark", "--style", "raised-border"],
                                       title: "ShyBar Python libadwaita example", prefix: installed.prefix), dark: true,
                     tallerThanAStep: false)
    }

    func testPythonWholeTopLayoutBringsTheWindowControlsBack() throws {
        let installed = try requireInstalled()
        try exercise(LibraryExampleRun(command: "/usr/bin/python3",
                                       arguments: [Self.root.appendingPathComponent(Self.python).path, "--whole-top"],
                                       title: "ShyBar Python libadwaita example", prefix: installed.prefix), dark: false)
    }

    // MARK: - Driving and looking

    /// The window's top left on the screen (xdotool), and its width.
    private func geometry(_ window: String) throws -> (x: Int, y: Int, width: Int) {
        let text = LibraryExampleTests.xdotool(["getwindowgeometry", "--shell", window]).stdout
        var values: [String: Int] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=")
            if parts.count == 2, let value = Int(parts[1]) { values[String(parts[0])] = value }
        }
        guard let x = values["X"], let y = values["Y"], let width = values["WIDTH"] else {
            throw LibraryExampleTests.Failure("no geometry for window \(window): \(text)")
        }
        return (x, y, width)
    }

    /// A screenshot once the top `band` rows of the window have stood still for 100 ms (every
    /// screenshot taken, back to back, over that time agrees): libadwaita fades the title in as
    /// the window takes the focus. Fails after 5 s saying how the last two differed.
    private func steadyCapture(_ origin: (x: Int, y: Int, width: Int), band: Int) throws -> RootPixels {
        var since = Date()
        var last = try XCTUnwrap(RootPixels.capture(), "no screenshot")
        var change = "none yet"
        let end = Date().addingTimeInterval(5)
        while Date() < end {
            let next = try XCTUnwrap(RootPixels.capture(), "no screenshot")
            let (count, first) = differing(last, next, origin, band: band)
            if count == 0 {
                if Date().timeIntervalSince(since) >= 0.1 { return next }
            } else {
                change = "\(count) pixels, the first at \(first.map { "\($0)" } ?? "-")"
                since = Date()
                last = next
            }
        }
        save(last, "moving-\(band)")
        throw LibraryExampleTests.Failure("the top \(band) px of the window never stood still for 100 ms in 5 s; the last change: \(change)")
    }

    /// The pixels of the top `band` rows of the window that differ between two screenshots
    /// (by more than 2 in a channel), and the first of them.
    private func differing(_ a: RootPixels, _ b: RootPixels, _ origin: (x: Int, y: Int, width: Int), band: Int) -> (count: Int, first: (Int, Int)?) {
        var count = 0, first: (Int, Int)?
        for y in 0..<band {
            for x in 0..<origin.width where !a.at(origin.x + x, origin.y + y).isClose(to: b.at(origin.x + x, origin.y + y), tolerance: 2) {
                count += 1
                if first == nil { first = (x, y) }
            }
        }
        return (count, first)
    }

    /// Keeps a screenshot for a failure message, as a PPM in the failures' folder.
    private func save(_ pixels: RootPixels, _ label: String) {
        try? FileManager.default.createDirectory(atPath: ShybarWindowSession.failureDirectory, withIntermediateDirectories: true)
        let safe = String(label.map { $0.isLetter || $0.isNumber ? $0 : "-" })
        let path = ShybarWindowSession.failureDirectory + "/adwaita-\(safe).ppm"
        let header = Array("P6\n\(pixels.width) \(pixels.height)\n255\n".utf8)
        _ = FileManager.default.createFile(atPath: path, contents: Data(header + pixels.bytes))
        print("NOTE: screenshot kept at \(path)")
    }

    /// The first row (from the window's top) on which a row's long bar of text shows: a run of
    /// more than 150 pixels far from the window's background (dark on light, light on dark).
    private func firstRowBar(_ pixels: RootPixels, _ origin: (x: Int, y: Int, width: Int), dark: Bool, below: Int = 0) -> Int? {
        for y in max(below, 0)..<600 {
            var run = 0
            for x in 0..<origin.width {
                let luminance = pixels.at(origin.x + x, origin.y + y).luminance
                run = (dark ? luminance > 200 : luminance < 80) ? run + 1 : 0
                if run > 150 { return y }
            }
        }
        return nil
    }

    /// The wheel and keys (LibraryExampleRun.swift), then the looks: at the top, and shown
    /// again over rows after scrolling away and back, the band above the rows is the same
    /// picture (nothing seen through the header), in the colour scheme asked for.
    private func exercise(_ example: LibraryExampleRun, dark: Bool, tallerThanAStep: Bool = true) throws {
        // A libadwaita header has no line of its own at its bottom edge: its pixels are looked
        // at below, against the picture at the top.
        try exerciseLibraryExample(example, keys: .list, tallerThanAStep: tallerThanAStep, looks: false)

        let again = LibraryExampleRun(command: example.command, arguments: example.arguments, title: example.title, prefix: example.prefix)
        try again.start()
        defer { again.stop() }
        let window = try again.window()
        let origin = try geometry(window)
        LibraryExampleTests.xdotool(["mousemove", "--window", window, "240", "400"])
        LibraryExampleTests.xdotool(["click", "1"])
        let top = try steadyCapture(origin, band: 120)
        let rowsStart = try XCTUnwrap(firstRowBar(top, origin, dark: dark), "no row seen at the top of the window")
        // The header ends above the first row's bar (rows are 40 px, the bar in their middle).
        let band = rowsStart - 16
        XCTAssertGreaterThan(band, 30, "the header is \(band) px tall on screen")
        let background = top.at(origin.x + origin.width / 2, origin.y + rowsStart + 30)
        XCTAssertEqual(background.luminance < 128, dark, "the rows' background is \(background): \(dark ? "dark" : "light") asked for")

        again.mark()
        for _ in 0..<8 { LibraryExampleTests.xdotool(["click", "5"]); usleep(60_000) }
        try again.waitUntilSettled(state: "hidden", extent: { $0 == 0 }, what: "after scrolling forward with the wheel")
        let hidden = try XCTUnwrap(RootPixels.capture(), "no screenshot")
        XCTAssertNotNil(firstRowBar(hidden, origin, dark: dark).flatMap { $0 < band ? $0 : nil },
                        "the header hid and rows came up where it was")
        _ = try again.waitUntilBack(afterWheel: true)
        let shown = try steadyCapture(origin, band: band)
        let (count, first) = differing(top, shown, origin, band: band)
        // A row seen through the header differs in thousands of pixels (its bar is 370 px wide,
        // 12 px tall). GTK 4.18 may rasterize the header bar's title a hair differently after
        // the header has moved (seen: 8 to 12 pixels of the descenders' last row), so up to
        // two dozen pixels may differ.
        let allowed = 24
        if count > allowed {
            for (name, pixels) in [("top", top), ("shown", shown)] { save(pixels, "\(name)-\(example.arguments.joined())") }
        }
        XCTAssertLessThanOrEqual(count, allowed, "the header shown over rows is not the header at the top: \(count) pixels differ "
                       + "in the band of \(band) px, the first at \(first.map { "\($0)" } ?? "-") "
                       + "(\(first.map { "\(top.at(origin.x + $0.0, origin.y + $0.1)) then \(shown.at(origin.x + $0.0, origin.y + $0.1))" } ?? ""))")
        XCTAssertTrue(again.isRunning, "the example exited: \(again.log)")
    }
}
