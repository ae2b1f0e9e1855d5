import XCTest
import ShyBarCore

/// The options as the library's view publishes them: every key of the tables once, under
/// the names the view was published with, each writing where its entry applies.
final class OptionPropertyTests: XCTestCase {
    func testEveryKeyOfTheTablesIsOnePropertyInTableOrder() {
        var keys: [String] = []
        for key in QuickReturnOptions.optionTable.map(\.key) + StickyOptions.optionTable.map(\.key)
            + BackgroundOptions.optionTable.map(\.key) where !keys.contains(key) {
            keys.append(key)
        }
        XCTAssertEqual(OptionProperty.all.map(\.option.key), keys)
        XCTAssertEqual(Set(OptionProperty.all.map(\.name)).count, keys.count, "two keys share a property name")
    }

    func testNamesAreTheKeysExceptWhereTheViewWasPublishedWithAnother() {
        let cases: [(key: String, name: String, identifier: String, enumType: String?)] = [
            ("tolerance-up", "tolerance-up", "tolerance_up", nil),
            ("animations", "animations-enabled", "animations_enabled", nil),
            ("reveal", "reveal", "reveal", "ShyRevealPolicy"),
            ("tolerance-run", "tolerance-run", "tolerance_run", "ShyToleranceRun"),
            ("style", "style", "style", "ShyBackgroundStyle"),
            ("quick-return-header", "quick-return-header", "quick_return_header", nil),
        ]
        for expected in cases {
            guard let property = OptionProperty.all.first(where: { $0.option.key == expected.key }) else {
                XCTFail("no property for \(expected.key)")
                continue
            }
            XCTAssertEqual(property.name, expected.name, expected.key)
            XCTAssertEqual(property.identifier, expected.identifier, expected.key)
            XCTAssertEqual(property.enumTypeName, expected.enumType, expected.key)
            XCTAssertTrue(OptionProperty.named(expected.name).map { $0.option.key == expected.key } ?? false, expected.name)
        }
        for property in OptionProperty.all {
            if case .choice = property.option.kind { continue }
            XCTAssertNil(property.enumTypeName, property.name)
        }
    }

    func testAQuickReturnEntryTunesTheStickyToolbarsHeaderToo() throws {
        let property = try XCTUnwrap(OptionProperty.named("tolerance-up"))
        XCTAssertEqual(property.behaviors, [.quickReturn, .sticky])
        var tuning = Tuning()
        property.option.setValue(.number(33), in: &tuning)
        try XCTUnwrap(property.stickyOption).setValue(.number(44), in: &tuning)
        XCTAssertEqual(tuning.quickReturn.toleranceUp, 33)
        XCTAssertEqual(tuning.sticky.quickReturn.toleranceUp, 44)
        XCTAssertNil(OptionProperty.named("threshold")?.stickyOption)
        XCTAssertEqual(OptionProperty.named("threshold")?.behaviors, [.background])
        XCTAssertEqual(OptionProperty.named("quick-return-header")?.behaviors, [.sticky])
    }

    func testEnumValueNamesAndFunctionPrefixesComeFromTheTypesWords() {
        XCTAssertEqual(OptionProperty.enumValueName(typeName: "ShyRevealPolicy", choice: "top-only"), "SHY_REVEAL_POLICY_TOP_ONLY")
        XCTAssertEqual(OptionProperty.functionPrefix(typeName: "ShyBackgroundTrigger"), "shy_background_trigger")
        let snap = OptionProperty.named("snap")
        XCTAssertEqual(snap?.enumValueName(OptionChoice(name: "none", title: "Never")), "SHY_SNAP_POLICY_NONE")
        XCTAssertNil(OptionProperty.named("fade")?.enumValueName(OptionChoice(name: "x", title: "x")))
    }
}
