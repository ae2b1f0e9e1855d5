import Foundation
import XCTest

/// One run of `focus_walk.py`: real key presses in a window, and after each, read from outside
/// the process over AT-SPI, whether the focused item (a text view's caret line) lies entirely
/// below the header and toolbar and above the bottom of the scrolled content.
struct FocusWalk: Decodable {
    struct Obscured: Decodable {
        var step: Int
        var key: String
        var item: [Int]
        var covered: Int
        var paneBottom: Int
    }
    var keys: Int
    var inContent: Int
    var onScrollable: Int
    var inCovers: Int
    var elsewhere: Int
    var covers: Int
    var obscured: [Obscured]
    /// Keys after which the focus was in a header or toolbar that was not fully shown.
    var hiddenCovers: [HiddenCover]
    /// Keys that moved the focus (or a text view's caret), by the way each key goes.
    var moved: Moves
    /// Keys after which neither the focus nor a caret had moved (Up on the first row).
    var still: Int
    var unstable: Int
    /// Checks that looked bad after the short settle and were judged again at rest.
    var confirmed: Int
    var seconds: Double

    struct Moves: Decodable {
        var down: Int
        var up: Int
        var other: Int
    }

    /// The focus moves a walk must make each way (down and up) on each page, in each example:
    /// hundreds, from every start.
    static let movesEachWay = 200

    struct HiddenCover: Decodable {
        var step: Int
        var key: String
        var item: [Int]
        var cover: [Int]
        var pane: [Int]
    }

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("focus_walk.py").path

    /// How many keys `plan` presses ("Down*3,Home" is four).
    static func keyCount(_ plan: String) -> Int {
        plan.split(separator: ",").reduce(0) { total, part in
            let pieces = part.split(separator: "*")
            return total + (pieces.count == 2 ? Int(pieces[1]) ?? 1 : 1)
        }
    }

    /// `plan` repeated `times` times, and that `SHYBAR_FOCUS_REPEATS` times (default once),
    /// for a longer run.
    static func repeated(_ plan: String, times: Int = 1) -> String {
        let repeats = Int(ProcessInfo.processInfo.environment["SHYBAR_FOCUS_REPEATS"] ?? "") ?? 1
        return Array(repeating: plan, count: max(1, repeats) * max(1, times)).joined(separator: ",")
    }

    /// Walks `plan` in the window of process `pid`; `page` names the panel whose scroll pane
    /// is checked ("-": the app's first), `app` the app's name on the bus ("-": any).
    /// `keyCommand` presses one key (`{}` stands for its arguments, spelled for wtype when
    /// `wtype` is set); the default is xdotool's.
    static func run(pid: Int32, page: String, app: String = "shybar", plan: String,
                    keyCommand: String? = nil, wtype: Bool = false) throws -> FocusWalk {
        var arguments = [script, "--pid", "\(pid)", "--page", page, "--app", app, "--keys", plan]
        if let keyCommand { arguments += ["--key-command", keyCommand] }
        if wtype { arguments += ["--key-syntax", "wtype"] }
        // SHYBAR_FOCUS_VERBOSE=1 prints every step (the focused object, the boxes read).
        let verbose = ProcessInfo.processInfo.environment["SHYBAR_FOCUS_VERBOSE"] == "1"
        if verbose { arguments.append("--verbose") }
        let result = ShybarWindowSession.command("/usr/bin/python3", arguments, timeout: Double(keyCount(plan)) * 6 + 30)
        if verbose { print(result.stderr) }
        guard result.status == 0 else {
            throw ShybarWindowSession.Failure("the focus walk did not finish (exit status \(result.status)): \(result.stderr.suffix(600))")
        }
        do {
            return try JSONDecoder().decode(FocusWalk.self, from: result.stdout)
        } catch {
            throw ShybarWindowSession.Failure("the focus walk printed no result (\(error)): \(result.text.prefix(300))")
        }
    }

    /// Checks the walk: every key pressed, the covering parts found, nearly every key leaving
    /// the focus on an item in the content (a walk that lost the focus would check nothing)
    /// except the `header` keys the plan takes into the header or toolbar (at least that many
    /// must find the focus there) and the `away` keys it takes out of the view (the window's
    /// top bar), every check at rest, no focused item obscured and no header with the focus
    /// in it left less than fully shown; and at least `moves` keys each way that really moved
    /// the focus (a plan whose keys stopped moving it would check less than it says). Returns
    /// whether all held.
    @discardableResult
    func check(_ what: String, plan: String, covers expectedCovers: Int, header: Int = 0, away: Int = 0,
               moves: Int = movesEachWay, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let expected = Self.keyCount(plan)
        print("focus walk, \(what): \(keys) keys, \(moved.down) moved the focus down and \(moved.up) up (\(moved.other) "
              + "other moves, \(still) keys moved nothing), \(inContent) with focus on an item in the "
              + "content, \(inCovers) in the header or toolbar, \(elsewhere) elsewhere, \(obscured.count) obscured, "
              + "\(hiddenCovers.count) in a header not fully shown, \(unstable) never at rest, \(confirmed) judged "
              + "again at rest, \(seconds) s")
        var good = true
        func require(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { good = false; XCTFail("\(what): \(message())", file: file, line: line) }
        }
        require(keys == expected, "\(keys) of \(expected) keys pressed")
        require(covers == expectedCovers, "\(covers) parts over the content, expected \(expectedCovers)")
        require(inContent >= expected - header - away - 2,
                "only \(inContent) of \(expected) keys left the focus on an item in the content "
                + "(\(onScrollable) on the scrollable, \(inCovers) in the header, \(elsewhere) elsewhere)")
        require(inCovers >= header, "only \(inCovers) of the plan's \(header) keys into the header found the focus there")
        require(unstable == 0, "\(unstable) checks never came to rest within 5 s")
        require(moved.down >= moves && moved.up >= moves,
                "the keys moved the focus \(moved.down) times down and \(moved.up) up, fewer than \(moves) each way")
        for item in obscured.prefix(5) {
            require(false, "after key \(item.step) (\(item.key)) the focused item at y \(item.item[1])…"
                    + "\(item.item[1] + item.item[3]) is not entirely between \(item.covered) (bottom of the header "
                    + "and toolbar) and \(item.paneBottom) (bottom of the content)")
        }
        require(obscured.isEmpty, "\(obscured.count) of \(inContent) focus moves left the focused item obscured")
        for item in hiddenCovers.prefix(5) {
            require(false, "after key \(item.step) (\(item.key)) the focus is at y \(item.item[1])…"
                    + "\(item.item[1] + item.item[3]) in a part at y \(item.cover[1])…\(item.cover[1] + item.cover[3]) "
                    + "that is not fully shown in the view (y \(item.pane[1])…\(item.pane[1] + item.pane[3]))")
        }
        return good
    }
}
