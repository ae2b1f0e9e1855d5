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
    var unstable: Int

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("focus_walk.py").path

    /// How many keys `plan` presses ("Down*3,Home" is four).
    static func keyCount(_ plan: String) -> Int {
        plan.split(separator: ",").reduce(0) { total, part in
            let pieces = part.split(separator: "*")
            return total + (pieces.count == 2 ? Int(pieces[1]) ?? 1 : 1)
        }
    }

    /// `plan` repeated `SHYBAR_FOCUS_REPEATS` times (default once), for a longer run.
    static func repeated(_ plan: String) -> String {
        let repeats = Int(ProcessInfo.processInfo.environment["SHYBAR_FOCUS_REPEATS"] ?? "") ?? 1
        return Array(repeating: plan, count: max(1, repeats)).joined(separator: ",")
    }

    /// Walks `plan` in the window of process `pid`; `page` names the panel whose scroll pane
    /// is checked ("-": the app's first), `app` the app's name on the bus ("-": any).
    /// `keyCommand` presses one key (`{}` is its name); the default is xdotool's.
    static func run(pid: Int32, page: String, app: String = "shybar", plan: String,
                    keyCommand: String? = nil) throws -> FocusWalk {
        var arguments = [script, "--pid", "\(pid)", "--page", page, "--app", app, "--keys", plan]
        if let keyCommand { arguments += ["--key-command", keyCommand] }
        let result = ShybarWindowSession.command("/usr/bin/python3", arguments, timeout: Double(keyCount(plan)) * 6 + 30)
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
    /// the focus on an item in the content (a walk that lost the focus would check nothing),
    /// every check at rest, and no focused item obscured. Returns whether all held.
    @discardableResult
    func check(_ what: String, plan: String, covers expectedCovers: Int,
               file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let expected = Self.keyCount(plan)
        print("focus walk, \(what): \(keys) keys, \(inContent) with focus on an item in the content, "
              + "\(obscured.count) obscured, \(unstable) never at rest")
        var good = true
        func require(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { good = false; XCTFail("\(what): \(message())", file: file, line: line) }
        }
        require(keys == expected, "\(keys) of \(expected) keys pressed")
        require(covers == expectedCovers, "\(covers) parts over the content, expected \(expectedCovers)")
        require(inContent >= expected - 2, "only \(inContent) of \(expected) keys left the focus on an item in the content "
                + "(\(onScrollable) on the scrollable, \(inCovers) in the header, \(elsewhere) elsewhere)")
        require(unstable == 0, "\(unstable) checks never came to rest within 5 s")
        for item in obscured.prefix(5) {
            require(false, "after key \(item.step) (\(item.key)) the focused item at y \(item.item[1])…"
                    + "\(item.item[1] + item.item[3]) is not entirely between \(item.covered) (bottom of the header "
                    + "and toolbar) and \(item.paneBottom) (bottom of the content)")
        }
        require(obscured.isEmpty, "\(obscured.count) of \(inContent) focus moves left the focused item obscured")
        return good
    }
}
