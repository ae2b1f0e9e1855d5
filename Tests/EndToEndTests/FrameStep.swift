import Foundation
import XCTest

/// One frame as `frame-watch` (Tests/X11/frame-watch.c) measured it from the X server:
/// the bottom edge of the chrome that rides on the content (the quick-return header; the
/// sticky page's header and toolbar) and the first row's top, in window rows.
struct WatchedFrame: Equatable {
    var number: Int
    var ms: Double
    /// nil: no bottom line in the content area (the quick-return header is hidden).
    var bottom: Int?
    /// nil: the first row is not on screen (or less than 14 rows of it show).
    var rowTop: Int?
    /// Two places matched the first row equally well: the frame could not be measured.
    var ambiguous: Bool

    /// Parses one `F n ms B P bad` line; nil for comments and anything else.
    init?(line: Substring) {
        let parts = line.split(separator: " ")
        guard parts.count == 6, parts[0] == "F", let number = Int(parts[1]), let ms = Double(parts[2]) else { return nil }
        self.number = number
        self.ms = ms
        bottom = Int(parts[3])
        rowTop = Int(parts[4])
        ambiguous = parts[4] == "?"
        guard bottom != nil || parts[3] == "-", rowTop != nil || parts[4] == "-" || ambiguous else { return nil }
    }

    init(number: Int, ms: Double, bottom: Int?, rowTop: Int?) {
        self.number = number
        self.ms = ms
        self.bottom = bottom
        self.rowTop = rowTop
        ambiguous = false
    }

    var line: String {
        "F \(number) \(String(format: "%.1f", ms)) \(bottom.map(String.init) ?? "-") \(ambiguous ? "?" : rowTop.map(String.init) ?? "-")"
    }
}

/// Where the chrome may be, in window rows, for one page.
struct ChromeGeometry {
    /// The top of the content area.
    var top: Int
    /// The chrome's bottom edge when it is as far up as it goes (quick return: `top`, the
    /// header gone; sticky: `top` + the toolbar, pinned).
    var minBottom: Int
    /// The chrome's bottom edge fully shown (`top` + its height).
    var maxBottom: Int
    /// Whether the fully shown chrome may stand over the first row (quick return: the header
    /// revealed while the list is less than one header down). Sticky: never.
    var mayCoverFirstRow: Bool
}

/// The rule every frame must follow, checked on what `frame-watch` saw.
///
/// A frame is in the top zone when the list's top inset (the spacer under the chrome) is
/// on screen: the first row's top at or below the chrome's lowest end (`minBottom`). There
/// the chrome either rides on the content — its bottom edge and the first row's top agree
/// within 1 px — or, on quick return, stands fully shown over the first row. Any other
/// top-zone frame is out of step: an empty strip of inset between the chrome and the row
/// (the row lower than the edge), or the chrome's edge inside the row it should ride on.
/// Between two frames where the chrome rode on the content, the content may not move while
/// the chrome stays, nor the reverse (a 1 px difference is rounding); and when the content
/// leaves the top zone from a frame where the chrome rode on it, the chrome must have
/// reached its end with it.
enum FrameStepChecker {
    struct Finding: CustomStringConvertible {
        var frame: WatchedFrame
        /// The first row's top minus the chrome's bottom edge (positive: an empty strip).
        var gap: Int
        var reason: String
        var description: String { "\(frame.line) (\(reason), off by \(gap) px)" }
    }

    struct Report {
        var checked = 0
        var topZone = 0
        /// Top-zone frames in which the first row moved since the previous frame.
        var topZoneMoving = 0
        var unmeasured: [WatchedFrame] = []
        var outOfStep: [Finding] = []
        var worst: Int { outOfStep.map { abs($0.gap) }.max() ?? 0 }
    }

    static func parse(_ text: String) -> [WatchedFrame] {
        text.split(separator: "\n").compactMap { WatchedFrame(line: $0) }
    }

    /// A read before which more than one draw touched the measured areas: only the last
    /// was seen.
    struct Merge: Equatable {
        var ms: Double
        /// The read showed what the previous one did: a lost draw in between would have had
        /// to change the pixels and change them back within those milliseconds.
        var unchanged: Bool
    }

    /// frame-watch's `# merged N draws before the next frame (at T ms), …` lines.
    static func merges(_ text: String) -> [Merge] {
        text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("# merged"), let at = line.range(of: "(at "),
                  let ms = Double(line[at.upperBound...].prefix { $0.isNumber || $0 == "." }) else { return nil }
            return Merge(ms: ms, unchanged: line.hasSuffix("picture unchanged"))
        }
    }

    /// The merges that may have hidden a frame out of step: the read changed the picture,
    /// the frame before it or the frame it read is in the top zone, and between the two the
    /// chrome's edge or the first row moved. (Elsewhere the first row is far off screen; and
    /// a lost draw between two frames with edge and row in the same places would have had
    /// to move them and move them back within one frame.)
    static func mergesNearTheTop(_ merges: [Merge], _ frames: [WatchedFrame], _ geometry: ChromeGeometry) -> [Merge] {
        func inZone(_ frame: WatchedFrame) -> Bool {
            frame.ambiguous || (frame.rowTop.map { $0 >= geometry.minBottom - 1 } ?? false)
        }
        return merges.filter { merge in
            guard !merge.unchanged, let read = frames.first(where: { $0.ms == merge.ms }) else { return false }
            guard let before = frames.last(where: { $0.ms < merge.ms }) else { return true }
            return (inZone(before) || inZone(read))
                && (before.bottom != read.bottom || before.rowTop != read.rowTop || before.ambiguous != read.ambiguous)
        }
    }

    /// Whether the frames on both sides of `merge` ride on the content and moved together, so
    /// the draw that went unseen between them lay, most likely, on the same path.
    static func isBetweenRidingFrames(_ merge: Merge, _ frames: [WatchedFrame]) -> Bool {
        guard let read = frames.first(where: { $0.ms == merge.ms }), let before = frames.last(where: { $0.ms < merge.ms }),
              let readEdge = read.bottom, let readRow = read.rowTop, let beforeEdge = before.bottom, let beforeRow = before.rowTop,
              !read.ambiguous, !before.ambiguous else { return false }
        return abs(readRow - readEdge) <= 1 && abs(beforeRow - beforeEdge) <= 1
            && abs((readRow - beforeRow) - (readEdge - beforeEdge)) <= 1
    }

    /// Checks `frames`; `after` is the frame shown just before them (not counted itself).
    static func check(_ frames: [WatchedFrame], _ geometry: ChromeGeometry, after context: WatchedFrame? = nil) -> Report {
        guard let context else { return checkAll(frames, geometry) }
        var report = checkAll([context] + frames, geometry)
        report.checked -= 1
        report.topZone -= checkAll([context], geometry).topZone
        report.unmeasured.removeAll { $0.number == context.number }
        report.outOfStep.removeAll { $0.frame.number == context.number }
        return report
    }

    private static func checkAll(_ frames: [WatchedFrame], _ geometry: ChromeGeometry) -> Report {
        var report = Report()
        var previous: (frame: WatchedFrame, bottom: Int, riding: Bool)?
        for frame in frames {
            report.checked += 1
            guard !frame.ambiguous else {
                report.unmeasured.append(frame)
                previous = nil
                continue
            }
            // No bottom line: the quick-return header is hidden (its edge is the content
            // top). The sticky toolbar never leaves: a frame without it was not measured.
            let bottom: Int
            if let measured = frame.bottom {
                bottom = measured
            } else if geometry.minBottom == geometry.top {
                bottom = geometry.top
            } else {
                report.unmeasured.append(frame)
                previous = nil
                continue
            }
            guard let row = frame.rowTop else {
                previous = (frame, bottom, false)
                continue
            }
            let gap = row - bottom
            // The zone is where the list's top inset shows: the first row below the chrome's
            // lowest end. At that end exactly, or a pixel past it, the chrome may still be
            // riding (rounding); one that does not ride there stands over a list one header
            // down, as anywhere mid-list (a reveal starting there animates over it).
            guard row > geometry.minBottom || (row >= geometry.minBottom - 1 && abs(gap) <= 1) else {
                // Past the top zone: content that moved on out of it from a riding frame
                // takes the chrome to its end with it.
                if let last = previous, last.riding, let lastRow = last.frame.rowTop, row < lastRow,
                   bottom != geometry.minBottom {
                    report.outOfStep.append(Finding(
                        frame: frame, gap: gap,
                        reason: "the content left the top zone while the chrome's edge (\(bottom)) stayed short of its end (\(geometry.minBottom))"))
                }
                previous = (frame, bottom, false)
                continue
            }
            report.topZone += 1
            if let before = previous?.frame.rowTop, before != row { report.topZoneMoving += 1 }
            let riding = abs(gap) <= 1
            // Quick return may stand over the first row fully shown, or on its way there: a
            // reveal that began a header down goes on over the content coming back into the
            // zone, both moving down (the content staying while the header moves is out of
            // step, as ever).
            // A first row that was off the measured strip before came down into the zone.
            let revealing = previous.map { last in bottom > last.bottom && (last.frame.rowTop.map { row > $0 } ?? true) } ?? false
            // Fully shown within 1 px, the same rounding the riding rule allows: mutter's stream
            // once showed a shown header 1 px short for one frame as the content came down
            // under it (1 frame in 1,152), which no eye can tell from shown.
            let fullyShown = bottom >= geometry.maxBottom - 1
            let overFirstRow = geometry.mayCoverFirstRow && gap < -1 && (fullyShown || revealing)
            if !riding && !overFirstRow {
                let reason = gap > 0
                    ? "an empty strip of \(gap) px between the chrome's edge (\(bottom)) and the first row (\(row))"
                    : "the chrome's edge (\(bottom)) \(-gap) px into the first row (\(row)) that it should ride on"
                report.outOfStep.append(Finding(frame: frame, gap: gap, reason: reason))
            } else if riding, let last = previous, last.riding, let lastRow = last.frame.rowTop {
                let contentMoved = row - lastRow, chromeMoved = bottom - last.bottom
                if abs(contentMoved - chromeMoved) > 1 && (contentMoved == 0 || chromeMoved == 0) {
                    report.outOfStep.append(Finding(
                        frame: frame, gap: gap,
                        reason: contentMoved == 0 ? "the chrome moved \(chromeMoved) px, the content did not"
                                                  : "the content moved \(contentMoved) px, the chrome did not"))
                }
            }
            previous = (frame, bottom, riding)
        }
        return report
    }
}

/// `frame-watch` running on the window of a session: started with the window at rest at
/// the top of its list, read on a background thread, stopped with SIGTERM.
final class FrameWatcher: @unchecked Sendable {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The tool's path: `SHYBAR_FRAME_WATCH`, else built now by scripts/build-x11-tools.sh.
    static func tool() throws -> String {
        if let path = ProcessInfo.processInfo.environment["SHYBAR_FRAME_WATCH"], !path.isEmpty { return path }
        let script = packageRoot.appendingPathComponent("scripts/build-x11-tools.sh").path
        let built = ShybarWindowSession.command(script, [], timeout: 120)
        let path = built.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard built.status == 0, FileManager.default.isExecutableFile(atPath: path) else {
            throw ShybarWindowSession.Failure("scripts/build-x11-tools.sh failed (status \(built.status)): \(built.stderr)")
        }
        return path
    }

    /// The X server showing `display` (Xvfb, Xorg), found by its command line.
    static func xServer(display: String) -> Int32? {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return nil }
        for entry in entries {
            guard let pid = Int32(entry),
                  let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { continue }
            let words = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            guard let program = words.first?.split(separator: "/").last,
                  program == "Xvfb" || program == "Xorg" || program == "X" else { continue }
            if words.dropFirst().contains(display) { return pid }
        }
        return nil
    }

    /// What raising the measuring side's priority did (for the report).
    let priority: String
    /// The X server's own priority, given back when the tool stops.
    private var restore: (pid: Int32, nice: Int32)?

    private let process = Process()
    private let lock = NSLock()
    private var text = ""
    private var errors = ""
    private let reading = DispatchGroup()
    /// When the tool printed `# ready` (its frame times count from about then).
    private(set) var start = Date()

    convenience init(window: String, top: Int, chrome: Int, column: Int, strip: Int) throws {
        // The X server before the app and the CPU hogs too: under load, a server that waits
        // for the CPU while the app's next frame is queued draws both before the tool's read.
        // On a desktop the display server is the one given priority as well.
        let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
        var priority: String
        var restore: (pid: Int32, nice: Int32)?
        if let server = Self.xServer(display: display) {
            let which = __priority_which_t(PRIO_PROCESS.rawValue)
            errno = 0
            let before = getpriority(which, id_t(server))
            if errno == 0 && setpriority(which, id_t(server), -10) == 0 {
                priority = "X server \(server) at nice -10 while measuring"
                restore = (server, before)
            } else {
                priority = "X server \(server) left at its priority (errno \(errno))"
            }
        } else {
            priority = "no X server process found for \(display)"
        }
        do {
            try self.init(tool: try Self.tool(), arguments: ["--window", window, "--top", "\(top)", "--chrome", "\(chrome)",
                                                           "--column", "\(column)", "--strip", "\(strip)", "280"],
                          environment: nil, priority: priority)
        } catch {
            if let restore { setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(restore.pid), restore.nice) }
            throw error
        }
        self.restore = restore
    }

    /// Starts `tool arguments…` (frame-watch, or a tool printing the same lines, such as
    /// Tests/GNOME/frame-watch-pw.c) and waits for its `# ready`.
    init(tool: String, arguments: [String], environment: [String: String]?, priority: String) throws {
        self.priority = priority
        // The measuring tool runs before the app and the CPU hogs when the scheduler must
        // choose (it needs a millisecond or two per frame): a late read merges draws. Without
        // the right to raise its priority, nice says so and runs it as it is.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/nice")
        process.arguments = ["-n", "-10", tool] + arguments
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        for (pipe, isError) in [(out, false), (err, true)] {
            reading.enter()
            DispatchQueue.global().async { [self] in
                let handle = pipe.fileHandleForReading
                while true {
                    let data = handle.availableData
                    if data.isEmpty { break }
                    lock.lock()
                    if isError { errors += String(decoding: data, as: UTF8.self) } else { text += String(decoding: data, as: UTF8.self) }
                    lock.unlock()
                }
                reading.leave()
            }
        }
        let deadline = Date().addingTimeInterval(15)
        while !output.contains("# ready") {
            guard process.isRunning, Date() < deadline else {
                _ = stop()
                throw ShybarWindowSession.Failure("\((tool as NSString).lastPathComponent) did not start: \(errorText) \(output)")
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        start = Date()
    }

    var output: String { lock.lock(); defer { lock.unlock() }; return text }
    /// The chrome's height the tool calibrated (given, or found with `chrome: 0`).
    var chrome: Int? {
        guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("# window") }) else { return nil }
        let words = line.split(separator: " ")
        guard let i = words.firstIndex(of: "chrome"), i + 1 < words.count else { return nil }
        return Int(words[i + 1])
    }
    var errorText: String { lock.lock(); defer { lock.unlock() }; return errors }
    var frameCount: Int { output.split(separator: "\n").reduce(0) { $0 + ($1.hasPrefix("F ") ? 1 : 0) } }
    /// Draws the tool could not tell apart (two or more between its reads: only the last
    /// was seen), from its closing line; nil before it stopped.
    var merged: Int? {
        guard let line = output.split(separator: "\n").last(where: { $0.hasPrefix("# frames") }) else { return nil }
        let words = line.split(separator: " ")
        guard let i = words.firstIndex(of: "merged"), i + 1 < words.count else { return nil }
        return Int(words[i + 1])
    }
    /// Milliseconds since `# ready` (the clock of the frames' times).
    var nowMs: Double { Date().timeIntervalSince(start) * 1000 }

    /// Waits until no new frame came for `quietMs`: input handled, animations over; false
    /// when `timeout` s passed first.
    @discardableResult
    func waitQuiet(quietMs: Double = 500, timeout: Double = 8) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var count = frameCount, since = Date()
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            let now = frameCount
            if now != count {
                count = now
                since = Date()
            } else if Date().timeIntervalSince(since) * 1000 >= quietMs {
                restMarks.append(nowMs)
                return true
            }
        }
        return false
    }

    /// Waits until the area the tool watches besides (frame-watch-pw's `--also`: its `A ms`
    /// lines) has not changed for `quietMs`, counted from now; false when `timeout` s passed
    /// first. For what a person waits for before acting (an overlay scrollbar fading in under
    /// the pointer), which the measured picture does not show.
    func waitAlsoQuiet(quietMs: Double, timeout: Double) -> Bool {
        func changes() -> Int { output.split(separator: "\n").reduce(0) { $0 + ($1.hasPrefix("A ") ? 1 : 0) } }
        let deadline = Date().addingTimeInterval(timeout)
        var count = changes(), since = Date()
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
            let now = changes()
            if now != count {
                count = now
                since = Date()
            } else if Date().timeIntervalSince(since) * 1000 >= quietMs {
                return true
            }
        }
        return false
    }

    /// When each successful ``waitQuiet(quietMs:timeout:)`` found the screen at rest (ms on
    /// the frames' clock): the frame before each is one a person sees standing still.
    private(set) var restMarks: [Double] = []

    /// Waits, up to `timeout` s, until the screen is still (`quietMs`) and its last frame
    /// passes `atRest`. A busy machine can leave gaps longer than `quietMs` in the middle of
    /// an input's frames: a pause alone does not say the input is over.
    @discardableResult
    func waitQuiet(quietMs: Double, until atRest: (WatchedFrame) -> Bool, timeout: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            waitQuiet(quietMs: quietMs, timeout: max(0.1, deadline.timeIntervalSinceNow))
            if let last = FrameStepChecker.parse(output).last, atRest(last) { return true }
        } while Date() < deadline
        return false
    }

    /// Stops the tool and returns all it printed.
    func stop() -> String {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        reading.wait()
        if let restore {
            setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(restore.pid), restore.nice)
            self.restore = nil
        }
        return output
    }
}
