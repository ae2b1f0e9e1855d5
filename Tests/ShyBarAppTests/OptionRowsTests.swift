import Foundation
import XCTest
import ShyBarCore
import ShyBarGtk
import ShyBarAppWidgets
@testable import ShyBarApp

/// The tuning panel's rows, built from the option tables in real widgets (a display is
/// needed: run under xvfb-run): one control per option, showing its value, and every change
/// reported as that option's new value.
final class OptionRowsTests: XCTestCase {
    override func setUpWithError() throws {
        try MainActor.assumeIsolated {
            guard Gtk.initialize() else {
                let message = "NO DISPLAY: OptionRowsTests need a display (run under xvfb-run -a)"
                if ProcessInfo.processInfo.environment["SHYBAR_ALLOW_NO_DISPLAY"] == "1" { throw XCTSkip("*** \(message) (skipped because SHYBAR_ALLOW_NO_DISPLAY=1) ***") }
                throw NoDisplay(description: "*** \(message). Set SHYBAR_ALLOW_NO_DISPLAY=1 to skip instead. ***")
            }
        }
    }

    func testEveryOptionGetsAControlShowingItsValueAndReportingChanges() {
        MainActor.assumeIsolated {
            for behavior in Behavior.allCases {
                var tuning = Tuning(behavior: behavior)
                tuning.background.threshold = 64
                tuning.quickReturn.toleranceUp = 12
                var changes: [(String, OptionValue)] = []
                var rows = OptionRows(grid: Grid()) { option, value in changes.append((option.key, value)) }
                let options = Tuning.settingsOptions(for: behavior)
                for option in options { rows.add(option, in: tuning) }
                XCTAssertEqual(Set(rows.controls.map(\.option.key)), Set(options.map(\.key)), "\(behavior): a row per option")
                XCTAssertFalse(rows.controls.contains { $0.option.key == "animations" }, "reduced motion is elsewhere")
                for (option, control) in rows.controls {
                    changes.removeAll()
                    let value = option.value(in: tuning)
                    switch (option.kind, control) {
                    case (.number(let range), let spin as SpinButton):
                        if case .number(let number) = value { XCTAssertEqual(spin.value, number, option.key) }
                        spin.value = range.bounds.upperBound
                        XCTAssertEqual(changes.last?.1, .number(range.bounds.upperBound), option.key)
                    case (.automaticNumber(let range, _, _), let spin as SpinButton):
                        // The switch before it has just turned "automatic" on: the number waits.
                        XCTAssertFalse(spin.isSensitive, option.key)
                        spin.value = range.bounds.upperBound
                        XCTAssertTrue(changes.isEmpty, "\(option.key): no number while automatic")
                    case (.automaticNumber, let automatic as Switch):
                        XCTAssertEqual(automatic.isActive, value == .automatic, option.key)
                        automatic.isActive.toggle()
                        XCTAssertEqual(changes.last?.1 == .automatic, automatic.isActive, option.key)
                    case (.toggle, let toggle as Switch):
                        XCTAssertEqual(.toggle(toggle.isActive), value, option.key)
                        toggle.isActive.toggle()
                        XCTAssertEqual(changes.last?.1, .toggle(toggle.isActive), option.key)
                    case (.choice(let choices), let drop as DropDown):
                        XCTAssertEqual(.choice(choices[drop.selected].name), value, option.key)
                        drop.selected = choices.count - 1
                        if value != .choice(choices[choices.count - 1].name) {
                            XCTAssertEqual(changes.last?.1, .choice(choices[choices.count - 1].name), option.key)
                        }
                    default:
                        XCTFail("\(option.key): unexpected control \(control)")
                    }
                    XCTAssertTrue(changes.allSatisfy { $0.0 == option.key }, "\(option.key): only its own option changes")
                }
            }
        }
    }
}

private struct NoDisplay: Error, CustomStringConvertible {
    var description: String
}
