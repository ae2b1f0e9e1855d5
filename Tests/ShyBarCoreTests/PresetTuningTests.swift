import XCTest
import ShyBarCore

/// Presets as entries of the option table: applying one to a ``Tuning``, telling whether a
/// tuning still matches it, and finding presets by name across behaviours.
final class PresetTuningTests: XCTestCase {
    func testApplyingAPresetSetsOnlyItsBehavioursOptions() throws {
        for preset in Preset.all {
            var tuning = Tuning(behavior: .background)
            tuning.quickReturn.duration = 999
            tuning.sticky.quickReturn.duration = 999
            tuning.background.threshold = 77
            preset.apply(to: &tuning)
            XCTAssertEqual(tuning.behavior, .background, "\(preset.name): the tuning's behaviour stays")
            switch preset.settings {
            case .quickReturn(let options):
                XCTAssertEqual(tuning.quickReturn, options, preset.name)
                XCTAssertEqual(tuning.background.threshold, 77, preset.name)
            case .sticky(let options):
                XCTAssertEqual(tuning.sticky, options, preset.name)
                XCTAssertEqual(tuning.quickReturn.duration, 999, preset.name)
            case .background(let options):
                XCTAssertEqual(tuning.background, options, preset.name)
                XCTAssertEqual(tuning.sticky.quickReturn.duration, 999, preset.name)
            }
            let options = Tuning.options(for: preset.behavior)
            XCTAssertTrue(preset.matches(tuning, in: options), preset.name)
        }
    }

    func testAChangedOptionNoLongerMatchesButOneOutsideTheListDoes() throws {
        let headroom = try XCTUnwrap(Preset.named("headroom", for: .quickReturn))
        var tuning = Tuning()
        headroom.apply(to: &tuning)
        let options = Tuning.options(for: .quickReturn).filter { $0.key != "animations" }
        tuning.quickReturn.toleranceUp = 3
        XCTAssertFalse(headroom.matches(tuning, in: options))
        tuning.quickReturn.toleranceUp = 0
        tuning.quickReturn.animationsEnabled = false            // reduced motion is not an option here
        XCTAssertTrue(headroom.matches(tuning, in: options))
    }

    func testNamesAcrossBehaviours() {
        XCTAssertEqual(Preset.all(named: "shybar").map(\.behavior), [.quickReturn, .sticky, .background])
        XCTAssertEqual(Preset.all(named: "flutter-pinned").map(\.behavior), [.sticky])
        XCTAssertTrue(Preset.all(named: "nope").isEmpty)
        XCTAssertNil(Preset.named("headroom", for: .sticky))
        for behavior in Behavior.allCases {
            XCTAssertEqual(Preset.presets(for: behavior).first?.name, "shybar")
            XCTAssertTrue(Preset.presets(for: behavior).allSatisfy { $0.behavior == behavior })
        }
    }
}
