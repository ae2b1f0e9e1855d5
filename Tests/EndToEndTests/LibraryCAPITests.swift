import Foundation
import ShyBarCAPIGenerator
import ShyBarCore
import XCTest

/// libshybar-1's C API from C: Tests/CLib/header-view-api.c, built with `cc` and
/// `pkg-config --cflags --libs shybar-1` against the staged library alone (no Swift, no
/// package sources) with every warning an error, and run in a real window. It creates the
/// view, sets and reads every typed accessor and the matching properties, counts notify
/// signals (one per change, none for an unchanged value), attaches a scrolled list, hides
/// and shows the header (state-changed, extent, progress), switches behaviours, swaps the
/// content for a text view and lets the window finalize the view; each failed check is one
/// "FAIL:" line.
///
/// And the C surface agrees with itself as scripts/build-library.sh stages it: every
/// function `shybar.h` declares is exported by the library (`nm -D`) and nothing else is,
/// the GIR (`Shy-1.gir`) and the VAPI (`shybar-1.vapi`) have each of them, the Debian
/// symbols file lists exactly them, and every property of `ShyHeaderView` (each option of
/// the option tables among them) has its typed getter, and its setter unless read-only,
/// in all of them (no display needed: files and `nm`).
final class LibraryCAPITests: XCTestCase {
    func testTheCAPIDoesWhatItsHeaderSays() throws {
        try ShybarWindowSession.requireDisplay()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-capi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let environment = try LibraryStage.environment(scratch: scratch)
        let source = ShybarProcess.packageRoot.appendingPathComponent("Tests/CLib/header-view-api.c").path
        let program = scratch.appendingPathComponent("header-view-api").path
        let build = runTool("/bin/sh", ["-c", "cc -std=c11 -Wall -Wextra -Werror -o \"$0\" \"$1\" $(pkg-config --cflags --libs shybar-1)",
                                        program, source], environment: environment, timeout: 120)
        XCTAssertEqual(build.status, 0, "building header-view-api.c against pkg-config shybar-1 failed: \(build.stdout)\(build.stderr)")
        guard build.status == 0 else { return }
        let run = runTool(program, [], environment: environment, timeout: 120)
        let failures = run.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL:") }
        XCTAssertEqual(run.status, 0, "header-view-api failed (status \(run.status)):\n\(failures.joined(separator: "\n"))\n\(run.stderr.suffix(1500))")
        XCTAssertEqual(failures, [])
        // It got to the end: a crash or an early return would print no summary.
        let summary = run.stdout.split(separator: "\n").last { $0.hasPrefix("checks: ") } ?? ""
        XCTAssertTrue(summary.hasSuffix("failures: 0"), "no summary line: \(run.stdout.suffix(1500))")
        let checks = Int(summary.split(separator: " ")[safe: 1]?.dropLast() ?? "") ?? 0
        XCTAssertGreaterThanOrEqual(checks, 90, "fewer checks ran than the program has: \(summary)")
    }

    private struct Surface {
        let header: [String]
        let exported: Set<String>
        let gir: String
        let vapi: String
    }

    private func surface() throws -> Surface {
        let stage = try LibraryStage.directory()
        let header = try String(contentsOf: stage.appendingPathComponent("include/shybar-1/shybar.h"), encoding: .utf8)
        let nm = runTool("/usr/bin/nm", ["-D", "--defined-only", stage.appendingPathComponent("lib/libshybar-1.so.0").path],
                         timeout: 60)
        XCTAssertEqual(nm.status, 0, nm.stderr)
        // Global symbols only (upper-case types): the map keeps the Swift ones local.
        let exported = nm.stdout.split(separator: "\n").compactMap { line -> String? in
            let fields = line.split(separator: " ")
            guard fields.count == 3, fields[1].count == 1, fields[1].first?.isUppercase == true else { return nil }
            return String(fields[2])
        }
        return Surface(header: CSurface.functions(declaredIn: header), exported: Set(exported),
                       gir: try String(contentsOf: stage.appendingPathComponent("share/gir-1.0/Shy-1.gir"), encoding: .utf8),
                       vapi: try String(contentsOf: stage.appendingPathComponent("share/vala/vapi/shybar-1.vapi"),
                                        encoding: .utf8))
    }

    func testTheHeaderTheLibraryTheGIRTheVAPIAndTheSymbolsFileAgree() throws {
        let surface = try surface()
        XCTAssertEqual(surface.header.count, Set(surface.header).count, "shybar.h declares a function twice")
        XCTAssertEqual(Set(surface.header).subtracting(surface.exported).sorted(), [], "declared in shybar.h, not exported")
        XCTAssertEqual(surface.exported.subtracting(surface.header).sorted(), [], "exported, not declared in shybar.h")
        for function in surface.header {
            let inGIR = surface.gir.contains("c:identifier=\"\(function)\"") || surface.gir.contains("glib:get-type=\"\(function)\"")
            XCTAssertTrue(inGIR, "\(function) is not in Shy-1.gir")
            XCTAssertTrue(inVAPI(function, surface.vapi), "\(function) is not in shybar-1.vapi")
        }
        let symbols = try String(contentsOf: ShybarProcess.packageRoot.appendingPathComponent("debian/libshybar-1-0.symbols"),
                                 encoding: .utf8)
        let listed = symbols.split(separator: "\n").filter { $0.hasPrefix(" ") }.compactMap { $0.dropFirst().split(separator: "@").first }
        XCTAssertEqual(Set(listed.map(String.init)).symmetricDifference(surface.header).sorted(), [],
                       "debian/libshybar-1-0.symbols and shybar.h differ in these (run `swift run shybar-capi-generate`)")
    }

    func testEveryPropertyAndEveryOptionHasItsTypedAccessors() throws {
        let surface = try surface()
        let declared = Set(surface.header)
        // The class's properties as the GIR has them (from the registered type), with
        // whether each is writable.
        let classXML = try XCTUnwrap(surface.gir.components(separatedBy: "<class name=\"HeaderView\"").dropFirst().first?
            .components(separatedBy: "</class>").first)
        let properties = classXML.components(separatedBy: "<property name=\"").dropFirst().map { chunk -> (String, Bool) in
            let name = String(chunk.prefix { $0 != "\"" })
            let tag = chunk.prefix { $0 != ">" }
            return (name, tag.contains("writable=\"1\""))
        }
        let names = Set(properties.map(\.0))
        for option in OptionProperty.all {
            XCTAssertTrue(names.contains(option.name), "option \(option.name) is not a property in Shy-1.gir")
        }
        XCTAssertGreaterThanOrEqual(properties.count, OptionProperty.all.count + 12)
        XCTAssertTrue(surface.gir.contains("<glib:signal name=\"state-changed\""), "no state-changed signal in Shy-1.gir")
        for (name, writable) in properties {
            let identifier = name.replacingOccurrences(of: "-", with: "_")
            var accessors = ["shy_header_view_get_" + identifier]
            if writable { accessors.append("shy_header_view_set_" + identifier) }
            for function in accessors {
                XCTAssertTrue(declared.contains(function), "property \(name) has no \(function) in shybar.h")
            }
            XCTAssertTrue(classXML.contains("getter=\"get_\(identifier)\""), "property \(name) has no getter in Shy-1.gir")
            XCTAssertTrue(surface.vapi.contains(" \(identifier) { get"), "property \(name) is not in shybar-1.vapi")
        }
    }

    /// Whether the VAPI binds `function`: a GType function as a `type_id`, the constructor
    /// as `HeaderView ()`, a method by its name after the class prefix.
    private func inVAPI(_ function: String, _ vapi: String) -> Bool {
        if function.hasSuffix("_get_type") { return vapi.contains("type_id = \"\(function) ()\"") }
        if function == "shy_header_view_new" { return vapi.contains("public HeaderView ();") }
        guard function.hasPrefix("shy_header_view_") else { return false }
        return vapi.contains(" " + function.dropFirst("shy_header_view_".count) + " (")
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
