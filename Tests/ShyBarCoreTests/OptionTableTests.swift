import XCTest
import ShyBarCore

/// Every entry of every option table: a sound description, a default within it, values
/// that round-trip through text, bad values refused with what was expected.
final class OptionTableTests: XCTestCase {
    /// A valid value other than the default, or nil when the option has none.
    static func otherValue<Root>(_ option: TuningOption<Root>, than current: OptionValue) -> OptionValue? {
        switch option.kind {
        case .number(let range), .automaticNumber(let range, _, _):
            let candidate = current == .number(range.bounds.upperBound) ? range.bounds.lowerBound : range.bounds.upperBound
            return .number(candidate)
        case .toggle:
            return .toggle(current != .toggle(true))
        case .choice(let choices):
            return choices.map { OptionValue.choice($0.name) }.first { $0 != current }
        }
    }

    func check<Root: TunableOptions>(_ table: [TuningOption<Root>], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Set(table.map(\.key)).count, table.count, "keys are unique", file: file, line: line)
        for option in table {
            let name = option.key
            XCTAssertFalse(option.title.isEmpty, name, file: file, line: line)
            XCTAssertFalse(option.help.isEmpty, name, file: file, line: line)
            XCTAssertTrue(name.allSatisfy { $0.isLowercase || $0 == "-" }, "\(name): lower-case words and dashes")
            let defaultValue = option.defaultValue
            XCTAssertEqual(defaultValue, option.value(in: Root()), name, file: file, line: line)
            // The default is a value the option accepts, and its text reads back to it.
            XCTAssertEqual(try option.parse(option.text(for: defaultValue)), defaultValue, name, file: file, line: line)
            switch option.kind {
            case .number(let range), .automaticNumber(let range, _, _):
                if case .number(let number) = defaultValue {
                    XCTAssertTrue(range.bounds.contains(number), "\(name): default \(number) within its range")
                }
                XCTAssertGreaterThan(range.step, 0, name)
                for inside in [range.bounds.lowerBound, range.bounds.upperBound, (range.bounds.lowerBound + range.bounds.upperBound) / 2] {
                    XCTAssertEqual(try option.parse(option.text(for: .number(inside))), .number(inside), name)
                }
                for outside in [range.bounds.lowerBound - 1, range.bounds.upperBound + 1] {
                    XCTAssertThrowsError(try option.parse(TraceFormat.number(outside)), name) { error in
                        let error = error as? OptionValueError
                        XCTAssertEqual(error?.value, TraceFormat.number(outside))
                        XCTAssertTrue(error?.expected.hasPrefix(range.expectation) == true, "\(String(describing: error))")
                    }
                }
                for bad in ["", "lots", "nan", "inf", " 5"] {
                    XCTAssertThrowsError(try option.parse(bad), "\(name) \(bad)")
                }
            case .toggle(let onByDefault):
                XCTAssertEqual(defaultValue, .toggle(onByDefault), name)
                XCTAssertEqual(option.replayFlag, onByDefault ? "--no-" + name : "--" + name)
                XCTAssertThrowsError(try option.parse("maybe"), name)
            case .choice(let choices):
                XCTAssertGreaterThan(choices.count, 1, name)
                XCTAssertEqual(Set(choices.map(\.name)).count, choices.count, "\(name): names are unique")
                XCTAssertTrue(choices.contains { .choice($0.name) == defaultValue }, "\(name): the default is a choice")
                XCTAssertThrowsError(try option.parse("sideways"), name) { error in
                    XCTAssertEqual((error as? OptionValueError)?.expected,
                                   "one of " + choices.map(\.name).joined(separator: ", "))
                }
            }
            if case .toggle = option.kind {} else { XCTAssertEqual(option.replayFlag, "--" + name) }
        }
    }

    func testEveryTableIsSound() {
        check(QuickReturnOptions.optionTable)
        check(StickyOptions.optionTable)
        check(BackgroundOptions.optionTable)
        for behavior in Behavior.allCases { check(Tuning.options(for: behavior)) }
    }

    /// Each entry reaches its own field: setting one option changes that option alone, and
    /// the change reaches the options the tracker reads.
    func testEachEntrySetsItsOwnFieldAndNoOther() throws {
        for behavior in Behavior.allCases {
            let options = Tuning.options(for: behavior)
            for option in options {
                var tuning = Tuning(behavior: behavior)
                let value = try XCTUnwrap(Self.otherValue(option, than: option.defaultValue), option.key)
                option.setValue(value, in: &tuning)
                XCTAssertEqual(option.value(in: tuning), value, option.key)
                XCTAssertNotEqual(tuning, Tuning(behavior: behavior), "\(option.key) changes the tuning")
                for other in options where other.key != option.key {
                    XCTAssertEqual(other.value(in: tuning), other.defaultValue, "\(option.key) also changed \(other.key)")
                }
            }
        }
    }

    func testAValueOfAnotherKindChangesNothing() {
        for option in Tuning.allOptions {
            var tuning = Tuning()
            let foreign: OptionValue = if case .choice = option.kind { .number(3) } else { .choice("x") }
            option.setValue(foreign, in: &tuning)
            XCTAssertEqual(tuning, Tuning(), option.key)
        }
    }

    func testTheStickyTableHoldsTheQuickReturnOptionsThroughItsHeader() {
        let keys = StickyOptions.optionTable.map(\.key)
        XCTAssertEqual(keys.first, "quick-return-header")
        XCTAssertEqual(Array(keys.dropFirst()), QuickReturnOptions.optionTable.map(\.key))
        var sticky = StickyOptions()
        StickyOptions.optionTable.first { $0.key == "reveal" }?.setValue(.choice("follow"), in: &sticky)
        XCTAssertEqual(sticky.quickReturn.reveal, .follow)
    }

    func testValuesReadAsTheTextsOfSettingsFiles() throws {
        let fade = try XCTUnwrap(QuickReturnOptions.optionTable.first { $0.key == "fade" })
        for (text, on) in [("true", true), ("TRUE", true), ("yes", true), ("1", true), ("false", false), ("No", false), ("0", false)] {
            XCTAssertEqual(try fade.parse(text), .toggle(on), text)
        }
        XCTAssertEqual(fade.text(for: .toggle(true)), "true")
        let threshold = try XCTUnwrap(BackgroundOptions.optionTable.first { $0.key == "threshold" })
        XCTAssertEqual(try threshold.parse("auto"), .automatic)
        XCTAssertEqual(threshold.text(for: .automatic), "auto")
        XCTAssertEqual(threshold.defaultValue, .automatic)
        XCTAssertEqual(try threshold.parse("64.5"), .number(64.5))
        let duration = try XCTUnwrap(QuickReturnOptions.optionTable.first { $0.key == "duration" })
        XCTAssertThrowsError(try duration.parse("20000")) { error in
            XCTAssertEqual("\(error)", "expects a number from 0 to 10000, got \"20000\"")
        }
        let long = String(repeating: "9", count: 10_000)
        XCTAssertThrowsError(try duration.parse(long)) { error in
            XCTAssertLessThan("\(error)".count, 200, "a huge value is quoted short")
        }
    }

    func testAnimationsAreAReplayFlagOnly() throws {
        let animations = try XCTUnwrap(QuickReturnOptions.optionTable.first { $0.key == "animations" })
        XCTAssertEqual(animations.scope, .replayOnly)
        XCTAssertEqual(animations.replayFlag, "--no-animations")
        XCTAssertEqual(QuickReturnOptions.optionTable.filter { $0.scope == .replayOnly }.map(\.key), ["animations"])
    }
}
