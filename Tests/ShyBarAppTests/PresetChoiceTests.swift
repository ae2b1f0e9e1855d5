import Foundation
import XCTest
import ShyBarCore
import ShyBarAppSupport
@testable import ShyBarApp

/// Choosing a preset without a window: `shybar replay --preset/--compare` arguments,
/// `shybar --preset`, and a page's `preset` in the settings file.
final class PresetChoiceTests: XCTestCase {
    func testAPresetSetsItsBehaviourAndExplicitFlagsOverrideItWhereverTheyStand() throws {
        let headroom = try XCTUnwrap(Preset.named("headroom", for: .quickReturn))
        var expected = Tuning(behavior: .quickReturn)
        headroom.apply(to: &expected)
        XCTAssertEqual(try ReplayCommand.parse(["--preset", "headroom", "t.jsonl"]).tuning, expected)
        expected.quickReturn.toleranceDown = 20
        expected.sticky.quickReturn.toleranceDown = 20          // a flag tunes every behaviour that has it
        XCTAssertEqual(try ReplayCommand.parse(["--preset", "headroom", "--tolerance-down", "20", "t.jsonl"]).tuning, expected)
        XCTAssertEqual(try ReplayCommand.parse(["--tolerance-down", "20", "--preset", "headroom", "t.jsonl"]).tuning, expected)
        let sticky = try ReplayCommand.parse(["--preset", "shybar", "--behavior", "sticky", "-"])
        XCTAssertEqual(sticky.tuning, Tuning(behavior: .sticky))
    }

    func testCompareParsesBothPresetsAndAsharedNameTakesTheOthersBehaviour() throws {
        let command = try ReplayCommand.parse(["--compare", "shybar", "flutter-pinned", "-"])
        XCTAssertEqual(command.tuning, Tuning(behavior: .sticky))
        var pinned = Tuning(behavior: .sticky)
        Preset.named("flutter-pinned", for: .sticky)!.apply(to: &pinned)
        XCTAssertEqual(command.comparedTuning, pinned)
        XCTAssertThrowsError(try ReplayCommand.parse(["--compare", "headroom", "nope", "-"])) { error in
            XCTAssertTrue("\(error)".contains("--compare B") && "\(error)".contains("\"nope\""), "\(error)")
        }
        XCTAssertThrowsError(try ReplayCommand.parse(["--preset", "headroom", "--compare", "headroom", "shybar", "-"]))
    }

    func testTheWindowsPresetSetsEveryPageOfItsBehaviourAndOpensIt() throws {
        let options = try Options.parse(["--preset", "flutter-pinned"])
        var settings = AppSettings()
        options.applyPresets(to: &settings)
        XCTAssertEqual(settings.page, .sticky)
        XCTAssertEqual(settings.presets, [.sticky: "flutter-pinned"])
        XCTAssertEqual(settings.preset(of: .sticky)?.stickyOptions, settings.tuning.sticky)

        let everywhere = try Options.parse(["--preset", "shybar", "--page", "background"])
        var defaults = AppSettings()
        everywhere.applyPresets(to: &defaults)
        XCTAssertEqual(defaults.page, .quickReturn, "--page (applied by the window) wins: the preset does not change the page")
        XCTAssertEqual(defaults.presets, [.quickReturn: "shybar", .background: "shybar", .sticky: "shybar"])
        XCTAssertThrowsError(try Options.parse(["--preset", "headrom"])) { error in
            XCTAssertTrue("\((error as? Options.Failure)?.message ?? "")".contains("headroom"))
        }
    }

    func testAPagesPresetRoundTripsThroughTheSettingsFile() throws {
        var settings = AppSettings()
        settings.choose(try XCTUnwrap(Preset.named("tlyshynavbar", for: .quickReturn)))
        settings.tuning.quickReturn.duration = 321          // changed afterwards: "modified"
        let text = settings.keyFile().text
        XCTAssertTrue(text.contains("preset=tlyshynavbar"), text)
        let file = KeyFile()
        try file.load(text: text)
        let (read, problems) = AppSettings.read(file, text: text)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(read, settings)
        let preset = try XCTUnwrap(read.preset(of: .quickReturn))
        XCTAssertFalse(preset.matches(read.tuning, in: Tuning.settingsOptions(for: .quickReturn)), "the change is kept, so it shows modified")
    }

    func testABadPresetInTheSettingsIsNamedWithItsLineAndLeftUnset() throws {
        let text = "[window]\npage=quick-return\n\n[sticky]\npreset=headroom\nreveal=follow\n"
        let file = KeyFile()
        try file.load(text: text)
        let (read, problems) = AppSettings.read(file, text: text)
        XCTAssertEqual(problems.count, 1, "\(problems)")
        XCTAssertEqual(problems.first?.line, 5)
        let message = problems.first?.message ?? ""
        XCTAssertTrue(message.contains("[sticky]") && message.contains("preset") && message.contains("headroom")
                      && message.contains("flutter-pinned"), message)
        XCTAssertNil(read.presets[.sticky])
    }
}
