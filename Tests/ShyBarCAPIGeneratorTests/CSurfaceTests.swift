import Foundation
@testable import ShyBarCAPIGenerator
import ShyBarCore
import XCTest

/// The generated C surface is what the option tables make now: a table changed without
/// `swift run shybar-capi-generate` fails here, naming the command.
final class CSurfaceTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func read(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    func testTheCheckedInFilesAreWhatTheOptionTablesMake() throws {
        for file in try CSurface.files(read: read) {
            let current = try read(file.path)
            guard current != file.text else { continue }
            let currentLines = current.split(separator: "\n", omittingEmptySubsequences: false)
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(currentLines, lines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(currentLines.count, lines.count)
            XCTFail("\(file.path) is stale (first difference at line \(first + 1)): run `swift run shybar-capi-generate`")
        }
    }

    func testEveryOptionPropertyHasItsSetterAndGetterDeclaredAndExported() throws {
        let files = try CSurface.files(read: read)
        let header = try XCTUnwrap(files.first { $0.path == "library/shybar.h" }).text
        let exports = try XCTUnwrap(files.first { $0.path.hasSuffix("OptionExports.swift") }).text
        let declared = Set(CSurface.functions(declaredIn: header))
        XCTAssertEqual(OptionProperty.all.count, Set(OptionProperty.all.map(\.name)).count, "two option properties share a name")
        for property in OptionProperty.all {
            for function in ["shy_header_view_set_" + property.identifier, "shy_header_view_get_" + property.identifier] {
                XCTAssertTrue(declared.contains(function), "\(function) is not declared in shybar.h")
                XCTAssertTrue(exports.contains("@_cdecl(\"\(function)\")"), "\(function) is not exported")
                XCTAssertTrue(exports.contains("(self_, \"\(property.name)\", \"\(function)\""),
                              "\(function) does not reach the property \(property.name)")
            }
        }
    }

    func testDeclaredFunctionsAreTheHeadersDeclarationsOnly() {
        let header = """
            /**
             * shy_header_view_new:
             * Returns: shy_header_view_get_content (view)
             */
            GtkWidget *shy_header_view_new (void);
            GType shy_easing_get_type (void) G_GNUC_CONST;
            #define SHY_TYPE_EASING (shy_easing_get_type ())
              return G_TYPE_CHECK_INSTANCE_CAST (ptr, shy_header_view_get_type (), ShyHeaderView);
            void shy_header_view_set_fade (ShyHeaderView *self, gboolean fade);
            """
        XCTAssertEqual(CSurface.functions(declaredIn: header),
                       ["shy_header_view_new", "shy_easing_get_type", "shy_header_view_set_fade"])
    }

    func testSymbolsKeepTheirVersionsAndNewOnesGetTheChangelogs() {
        let existing = """
            libshybar-1.so.0 libshybar-1-0 #MINVER#
            * Build-Depends-Package: libshybar-1-dev
             shy_b@Base 1.0.0
             shy_gone@Base 1.0.0

            """
        let text = SymbolsFile.text(functions: ["shy_c", "shy_b", "shy_a"], existing: existing,
                                    changelog: "shybar (1:1.2.0-3) unstable; urgency=medium\n")
        XCTAssertEqual(text, """
            libshybar-1.so.0 libshybar-1-0 #MINVER#
            * Build-Depends-Package: libshybar-1-dev
             shy_a@Base 1.2.0
             shy_b@Base 1.0.0
             shy_c@Base 1.2.0

            """)
    }

    func testARegionlessFileIsNamedInTheError() {
        XCTAssertThrowsError(try GeneratedRegion.replacing(in: "no markers", file: "library/shybar.h", with: "x\n")) { error in
            XCTAssertTrue("\(error)".hasPrefix("library/shybar.h: no generated region"), "\(error)")
        }
    }
}
