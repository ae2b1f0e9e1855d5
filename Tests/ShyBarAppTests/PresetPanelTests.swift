import Foundation
import XCTest
import ShyBarCore
import ShyBarGtk
import ShyBarAppWidgets
import ShyBarAppSupport
@testable import ShyBarApp

/// The tuning panel's preset drop-down and A/B comparison in real widgets (a display is
/// needed: run under xvfb-run).
final class PresetPanelTests: XCTestCase {
    override func setUpWithError() throws {
        try MainActor.assumeIsolated {
            guard Gtk.initialize() else {
                let message = "NO DISPLAY: PresetPanelTests need a display (run under xvfb-run -a)"
                if ProcessInfo.processInfo.environment["SHYBAR_ALLOW_NO_DISPLAY"] == "1" { throw XCTSkip("*** \(message) (skipped because SHYBAR_ALLOW_NO_DISPLAY=1) ***") }
                throw PanelNoDisplay(description: "*** \(message). Set SHYBAR_ALLOW_NO_DISPLAY=1 to skip instead. ***")
            }
        }
    }

    func testChoosingAPresetSetsTheOptionsAndAChangeShowsModified() throws {
        try MainActor.assumeIsolated {
            let panel = TuningPanel()
            var tunings: [Tuning] = []
            var chosen: [String?] = []
            panel.onOptionsChanged = { tunings.append($0) }
            panel.onPresetChosen = { chosen.append($0) }
            panel.showOptions(for: .quickReturn, Tuning(), preset: nil)
            XCTAssertFalse(panel.modifiedLabel.isVisible, "no preset, nothing to be modified from")

            let names = Preset.presets(for: .quickReturn).map(\.name)
            let headroom = try XCTUnwrap(names.firstIndex(of: "headroom"))
            panel.presetDrop.selected = headroom + 1                  // after "Custom"
            XCTAssertEqual(chosen, ["headroom"])
            var expected = Tuning()
            Preset.named("headroom", for: .quickReturn)!.apply(to: &expected)
            XCTAssertEqual(tunings.last, expected)
            XCTAssertFalse(panel.modifiedLabel.isVisible)
            // The rows show the preset's values.
            let tolerance = try XCTUnwrap(panel.optionControls.first { $0.option.key == "tolerance-down" }?.control as? SpinButton)
            XCTAssertEqual(tolerance.value, 0)

            tolerance.value = 30
            XCTAssertTrue(panel.modifiedLabel.isVisible, "a changed option shows modified")
            XCTAssertEqual(tunings.last?.quickReturn.toleranceDown, 30)
            tolerance.value = 0
            XCTAssertFalse(panel.modifiedLabel.isVisible, "back to the preset's value")

            // Shown again (another page and back, a restart): the saved preset is selected.
            panel.showOptions(for: .quickReturn, tunings.last!, preset: "headroom")
            XCTAssertEqual(panel.presetDrop.selected, headroom + 1)
            XCTAssertFalse(panel.modifiedLabel.isVisible)
            panel.showOptions(for: .sticky, Tuning(behavior: .sticky), preset: "flutter-pinned-floating")
            XCTAssertEqual(panel.preset?.name, "flutter-pinned-floating")
            XCTAssertTrue(panel.modifiedLabel.isVisible, "default sticky options are not flutter-pinned-floating's")
        }
    }

    func testAComparisonOverlaysBothPresetsExtentsAndExportsThem() throws {
        try MainActor.assumeIsolated {
            let panel = TuningPanel()
            panel.showOptions(for: .quickReturn, Tuning(), preset: nil)
            let names = Preset.presets(for: .quickReturn).map(\.name)
            panel.compare.presetA.selected = try XCTUnwrap(names.firstIndex(of: "headroom"))
            panel.compare.presetB.selected = try XCTUnwrap(names.firstIndex(of: "android-enter-always"))
            let trace = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("examples/traces/reverse-flick.jsonl")
            panel.compare.compare(path: trace.path, name: "reverse-flick")
            let comparison = try XCTUnwrap(panel.comparison, panel.compare.statusLabel.text)
            XCTAssertEqual(comparison.nameA, "headroom")
            XCTAssertEqual(comparison.nameB, "android-enter-always")
            XCTAssertTrue(comparison.samples.contains { $0.extentA != $0.extentB }, "the two presets never differed")

            let svg = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(UUID().uuidString).svg")
            defer { try? FileManager.default.removeItem(at: svg) }
            let draw = panel.plotDrawing()
            try CairoExport.write(.svg, to: svg.path, width: 640, height: 280) { cr, width, height in
                draw(cr, width, height, PlotRenderer.Palette.light)
            }
            // Cairo up to 1.16 (Debian 12) writes a path's stroke as style (`stroke:rgb(90%,38%,0%)`),
            // 1.18 (Debian 13) as attributes (`stroke="rgb(90%, 38%, 0%)"`): read both as the first.
            let text = try String(contentsOf: svg, encoding: .utf8)
                .replacingOccurrences(of: "=\"", with: ":").replacingOccurrences(of: ", ", with: ",")
            for color in [ComparePlot.colorA, ComparePlot.colorB] {
                let stroke = "stroke:rgb(\(Self.percent(color.0)),\(Self.percent(color.1)),\(Self.percent(color.2)))"
                XCTAssertTrue(text.components(separatedBy: "<path").contains { $0.contains(stroke) && $0.contains("stroke-width:2.5") },
                              "no 2.5 px curve in \(stroke) in the exported SVG")
            }
        }
    }

    /// Cairo's SVG colour component: a percentage with up to 6 decimals, trailing zeros cut.
    private static func percent(_ value: Double) -> String {
        var text = String(format: "%.6f", value * 100)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + "%"
    }
}

private struct PanelNoDisplay: Error, CustomStringConvertible {
    let description: String
}
