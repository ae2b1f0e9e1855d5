import Foundation

/// Compare Presets (Ctrl+B) as AT-SPI shows it, for the X11 and the Wayland window tests:
/// the two sides (each a live copy of the quick-return page, labelled "Left side" and
/// "Right side"), each side's scroll offset, and how much of each side's header shows.
struct SideBySideSnapshot: CustomStringConvertible {
    static let left = "Left side"
    static let right = "Right side"
    static let sides = [left, right]
    /// The quick-return header's height (89 px bar + 1 px separator).
    static let headerHeight = ShybarWindowTestCase.quickReturnHeaderHeight

    /// What AT-SPI shows of one side's header.
    struct Header {
        /// Pixels of the header inside the side's content area, from its top (0 when the
        /// header is not listed, not mapped, or entirely above the content).
        var visible: Int
        /// In full at the top of its content.
        var shown: Bool
        /// Not listed, not mapped, or entirely above the content.
        var hidden: Bool { visible == 0 }
    }

    let snapshot: AXSnapshot
    let offsets: [String: Double]
    let headers: [String: Header]

    /// Nil unless the probe read the whole tree and it lists both sides with their content
    /// panes and offsets: an absent header then means a hidden one, and nothing else does.
    init?(_ snapshot: AXSnapshot) {
        guard snapshot.complete == true, snapshot.window != nil else { return nil }
        var offsets: [String: Double] = [:], headers: [String: Header] = [:]
        for side in Self.sides {
            guard let top = snapshot.contentTop(page: side), let offset = snapshot.offsets?[side] else { return nil }
            offsets[side] = offset
            guard let header = snapshot.object("Header", page: side), header.isMapped else {
                headers[side] = Header(visible: 0, shown: false)
                continue
            }
            headers[side] = Header(visible: min(max(header.bottom - top, 0), header.h),
                                   shown: header.y == top && header.h == Self.headerHeight)
        }
        self.snapshot = snapshot
        self.offsets = offsets
        self.headers = headers
    }

    func offset(_ side: String) -> Double { offsets[side] ?? .nan }
    func header(_ side: String) -> Header { headers[side] ?? Header(visible: 0, shown: false) }

    /// The side's content pane, window coordinates: x, y, width, height.
    func pane(_ side: String) -> [Int] { snapshot.panes?[side] ?? [0, 0, 0, 0] }

    /// Whether both lists are `distance` px apart (right minus left) within what one
    /// hand's deltas leave: two pixels, or half a percent after a long jump (each list
    /// corrects its own estimate of its rows' heights, which is layout and stays on its side).
    func listsApart(by distance: Double = 0) -> Bool {
        let left = offset(Self.left), right = offset(Self.right)
        return abs(right - left - distance) <= max(2, 0.005 * max(left, right))
    }

    /// Whether both lists moved by the same amount since `before` (as `listsApart`), and
    /// that amount is what `moved` accepts.
    func bothMoved(since before: SideBySideSnapshot, _ moved: (Double) -> Bool) -> Bool {
        let left = offset(Self.left) - before.offset(Self.left)
        let right = offset(Self.right) - before.offset(Self.right)
        return moved(left) && moved(right) && abs(left - right) <= max(2, 0.005 * max(abs(left), abs(right)))
    }

    /// Both sides' offsets and headers, for failure messages.
    var description: String {
        Self.sides.map { side in
            let header = header(side)
            return "\(side): offset \(offset(side)), header \(header.visible) of \(Self.headerHeight) px"
                + (header.shown ? " (shown)" : header.hidden ? " (hidden)" : "")
        }.joined(separator: "; ")
    }

    /// Whether two snapshots show the same offsets and headers (nothing is moving).
    func agrees(with other: SideBySideSnapshot) -> Bool { description == other.description }

    /// Whether `side` rests whole by a snap of its content near the top: at the top with
    /// its header in full, or one header down with it hidden.
    func restsWholeNearTheTop(_ side: String) -> Bool {
        let header = header(side), offset = offset(side)
        return (header.shown && abs(offset) <= 1) || (header.hidden && abs(offset - Double(Self.headerHeight)) <= 1)
    }

    /// Whether `side`'s header is partly shown exactly as far as its content is from the
    /// top (it follows the content 1:1 and rests where the scroll stopped), `offset` ± 2 px.
    func restsPartlyShown(_ side: String, at offset: Double) -> Bool {
        let header = header(side), actual = self.offset(side)
        return abs(actual - offset) <= 2 && !header.shown && !header.hidden
            && abs(Double(header.visible) - (Double(Self.headerHeight) - actual)) <= 2
    }
}

/// Reads Compare Presets of one running app over AT-SPI, for the sway test (the X11 one
/// reads through its window session): one reading, a wait for a condition, a wait for
/// rest, and what was seen last, with why the last failed reading failed, for failure
/// messages (which the session's own probe does not keep).
final class SideBySideReader {
    let pid: Int32
    /// The two sides last seen.
    private(set) var lastSeen = "nothing readable"
    /// Why the last reading that failed did.
    private(set) var lastUnreadable = "none"
    /// What was seen last, for failure messages.
    var seen: String { "last seen: \(lastSeen); last unreadable reading: \(lastUnreadable)" }

    init(pid: Int32) { self.pid = pid }

    /// One reading of both sides; nil (with why in `lastUnreadable`) when the probe failed
    /// or did not show both sides.
    func read() -> SideBySideSnapshot? {
        let result = ShybarWindowSession.command("/usr/bin/python3", [ShybarWindowSession.probeScript, "--pid", "\(pid)"],
                                                 timeout: 10)
        guard result.status == 0, let snapshot = try? JSONDecoder().decode(AXSnapshot.self, from: result.stdout) else {
            lastUnreadable = "probe exit \(result.status): \(result.stderr.suffix(1500))"
            return nil
        }
        guard let sides = SideBySideSnapshot(snapshot) else {
            lastUnreadable = "not both sides: " + snapshot.summary
            return nil
        }
        lastSeen = sides.description
        return sides
    }

    /// Polls until both sides are readable and `condition` holds.
    func waitFor(timeout: Double, _ condition: (SideBySideSnapshot) -> Bool) -> SideBySideSnapshot? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let sides = read(), condition(sides) { return sides }
            Thread.sleep(forTimeInterval: 0.03)
        } while Date() < deadline
        return nil
    }

    /// Polls until two readings of both sides 250 ms apart agree (input, momentum and
    /// animations have ended on both) and returns the last; nil when they never agree.
    func waitForRest(timeout: Double = 10) -> SideBySideSnapshot? {
        let deadline = Date().addingTimeInterval(timeout)
        var last: SideBySideSnapshot?
        repeat {
            if let sides = read() {
                if let last, last.agrees(with: sides) { return sides }
                last = sides
            }
            Thread.sleep(forTimeInterval: 0.25)
        } while Date() < deadline
        return nil
    }

    /// Where a person scrolls on `side`: in its list, under where its header rests.
    static func listPoint(_ side: String, _ sides: SideBySideSnapshot) -> (x: Int, y: Int) {
        let pane = sides.pane(side)
        return (pane[0] + pane[2] / 3, pane[1] + pane[3] / 2)
    }
}
