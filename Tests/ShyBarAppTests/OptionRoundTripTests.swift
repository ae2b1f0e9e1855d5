import XCTest
import ShyBarCore
import ShyBarAppSupport
import ShyBarGtk
@testable import ShyBarApp

/// Every entry of the option tables, through everything generated from it: replay flags
/// (both spellings), the `.args` a recording writes, `--help`, and the settings file.
final class OptionRoundTripTests: XCTestCase {
    /// Each option of each behaviour with a valid value other than its default.
    var cases: [(Behavior, TuningOption<Tuning>, OptionValue)] {
        Behavior.allCases.flatMap { behavior in
            Tuning.options(for: behavior).map { option in
                (behavior, option, Self.otherValue(option))
            }
        }
    }

    static func otherValue(_ option: TuningOption<Tuning>) -> OptionValue {
        switch option.kind {
        case .number(let range), .automaticNumber(let range, _, _):
            return .number(option.defaultValue == .number(range.bounds.upperBound) ? range.bounds.lowerBound : range.bounds.upperBound)
        case .toggle(let onByDefault):
            return .toggle(!onByDefault)
        case .choice(let choices):
            return choices.map { OptionValue.choice($0.name) }.first { $0 != option.defaultValue }!
        }
    }

    func testEveryOptionRoundTripsThroughItsFlag() throws {
        for (behavior, option, value) in cases {
            let base = ["--behavior", behavior.rawValue]
            var spellings: [[String]] = [[option.replayFlag, option.text(for: value)], ["\(option.replayFlag)=\(option.text(for: value))"]]
            if case .toggle = option.kind { spellings = [[option.replayFlag]] }
            for flags in spellings {
                let parsed = try ReplayCommand.parse(base + flags + ["-"]).tuning
                XCTAssertEqual(option.value(in: parsed), value, "\(behavior) \(flags)")
            }
        }
    }

    func testEveryOptionRoundTripsThroughTheRecordedArguments() throws {
        for (behavior, option, value) in cases {
            var tuning = Tuning(behavior: behavior)
            XCTAssertEqual(tuning.replayArguments, ["--behavior", behavior.rawValue], "defaults are left out")
            option.setValue(value, in: &tuning)
            let arguments = tuning.replayArguments
            XCTAssertTrue(arguments.contains(option.replayFlag), "\(arguments)")
            let parsed = try ReplayCommand.parse(arguments + ["-"]).tuning
            for each in tuning.options {
                XCTAssertEqual(each.value(in: parsed), each.value(in: tuning), "\(arguments): \(each.key)")
            }
        }
    }

    func testEveryOptionIsInTheHelpWithItsDefault() {
        let help = ReplayHelp.text
        for option in Tuning.allOptions {
            XCTAssertTrue(help.contains(ReplayHelp.line(for: option)), "\(option.replayFlag) in --help")
            XCTAssertTrue(help.contains("  \(option.replayFlag)"), option.replayFlag)
            switch option.kind {
            case .number(let range):
                XCTAssertTrue(ReplayHelp.line(for: option).contains("\(range.unit.placeholder)"), option.key)
                XCTAssertTrue(ReplayHelp.line(for: option).contains("default \(option.text(for: option.defaultValue))"), option.key)
            case .choice(let choices):
                for choice in choices { XCTAssertTrue(ReplayHelp.line(for: option).contains(choice.name), choice.name) }
            case .automaticNumber(_, _, let meaning):
                XCTAssertTrue(ReplayHelp.line(for: option).contains(meaning), option.key)
            case .toggle:
                break
            }
        }
        for line in help.split(separator: "\n") { XCTAssertLessThanOrEqual(line.count, 112, String(line)) }
    }

    func testEverySettingRoundTripsThroughTheKeyFile() throws {
        for (behavior, option, value) in cases where option.scope == .everywhere {
            var settings = AppSettings()
            option.setValue(value, in: &settings.tuning)
            let text = settings.keyFile().text
            let group = behavior.rawValue
            XCTAssertTrue(text.contains("[\(group)]"), text)
            let file = KeyFile()
            try file.load(text: text)
            let (read, problems) = AppSettings.read(file, text: text)
            XCTAssertEqual(problems, [], "\(behavior) \(option.key)")
            XCTAssertEqual(option.value(in: read.tuning), value, "\(behavior) \(option.key)")
            XCTAssertEqual(read, settings, "\(behavior) \(option.key)")
        }
    }

    /// The window's own settings, each away from its default: the page, the panel, the
    /// appearance, and the two accessibility choices (reduced motion, *Always show headers*).
    func testEveryWindowSettingRoundTripsThroughTheKeyFile() throws {
        for dark in [true, false] {
            var settings = AppSettings()
            settings.page = .sticky
            settings.panelVisible = true
            settings.dark = dark
            settings.reducedMotion = true
            settings.alwaysShowHeaders = true
            let text = settings.keyFile().text
            XCTAssertTrue(text.contains("always-show-headers=true") && text.contains("reduced-motion=true"), text)
            let file = KeyFile()
            try file.load(text: text)
            let (read, problems) = AppSettings.read(file, text: text)
            XCTAssertEqual(problems, [], text)
            XCTAssertEqual(read, settings, text)
            XCTAssertTrue(read.alwaysShowHeaders && read.reducedMotion, text)
        }
    }

    func testTheDefaultSettingsRoundTripAndHoldEveryKey() throws {
        let text = AppSettings().keyFile().text
        let file = KeyFile()
        try file.load(text: text)
        let (read, problems) = AppSettings.read(file, text: text)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(read, AppSettings())
        for page in Behavior.allCases {
            XCTAssertEqual(file.keys(in: page.rawValue), Tuning.settingsOptions(for: page).map(\.key), page.rawValue)
        }
        XCTAssertFalse(text.contains("animations"), "reduced motion is a window setting, not a page option")
    }

    func testAnOutOfRangeFlagIsRejectedNamingFlagAndValue() {
        for option in Tuning.allOptions {
            guard case .number(let range) = option.kind else { continue }
            let bad = TraceFormat.number(range.bounds.upperBound + 1)
            XCTAssertThrowsError(try ReplayCommand.parse(["--behavior", "sticky", option.replayFlag, bad, "-"])) { error in
                XCTAssertEqual((error as? UsageError)?.message,
                               "\(option.replayFlag) expects \(range.expectation), got \"\(bad)\"")
            }
        }
    }

    func testAnOutOfRangeSettingIsReportedNamingGroupKeyAndValueAndKeepsTheDefault() throws {
        for page in Behavior.allCases {
            for option in Tuning.settingsOptions(for: page) {
                let bad: String
                switch option.kind {
                case .number(let range), .automaticNumber(let range, _, _): bad = TraceFormat.number(range.bounds.upperBound + 1)
                case .toggle: bad = "maybe"
                case .choice: bad = "sideways"
                }
                let text = "[window]\npage=sticky\n\n[\(page.rawValue)]\n\(option.key)=\(bad)\n"
                let file = KeyFile()
                try file.load(text: text)
                let (read, problems) = AppSettings.read(file, text: text)
                XCTAssertEqual(problems.count, 1, text)
                XCTAssertEqual(problems.first?.line, 5)
                let message = problems.first?.message ?? ""
                XCTAssertTrue(message.hasPrefix("[\(page.rawValue)] \(option.key) expects "), message)
                XCTAssertTrue(message.contains("\u{201C}\(bad)\u{201D}"), message)
                XCTAssertEqual(option.value(in: read.tuning), option.defaultValue, "the default stays")
                XCTAssertEqual(read.page, .sticky, "the rest is read")
            }
        }
    }

    func testUnknownKeysAndGroupsAreNamed() throws {
        let text = "[window]\nzoom=2\n[quick-return]\nspeed=3\nanimations=false\n[sideways]\na=1\n"
        let file = KeyFile()
        try file.load(text: text)
        let (read, problems) = AppSettings.read(file, text: text)
        XCTAssertEqual(problems.map(\.message), ["[window] unknown key \u{201C}zoom\u{201D}",
                                                 "[quick-return] unknown key \u{201C}speed\u{201D}",
                                                 "[quick-return] unknown key \u{201C}animations\u{201D}",
                                                 "unknown group [sideways]"])
        XCTAssertEqual(problems.map(\.line), [2, 4, 5, 6])
        XCTAssertEqual(read, AppSettings())
    }
}
