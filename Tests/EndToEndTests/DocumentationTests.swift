import Foundation
import XCTest

/// The API reference as `scripts/build-docs.sh` builds it: the DocC sites of ShyBarCore and
/// ShyBarGtk from the compiler's symbol graphs, and the gi-docgen site of libshybar-1 from
/// Shy-1.gir. The script runs once, with `--strict` (a DocC warning, or a C function,
/// property or signal without documentation, fails it), into a temporary directory for all
/// the tests here; it takes `SHYBAR_LIBRARY_STAGE` from scripts/test.sh when set, else
/// builds the library.
final class DocumentationTests: XCTestCase {
    private struct Run {
        var status: Int32
        var output: URL
        var log: String
    }
    nonisolated(unsafe) private static var run: Run?

    override class func tearDown() {
        if let run { try? FileManager.default.removeItem(at: run.output) }
        run = nil
        super.tearDown()
    }

    /// Runs the script once; every test reads the same output.
    private func buildDocs() throws -> Run {
        if let run = Self.run { return run }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let logURL = output.appendingPathComponent("build-docs.log")
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        let log = try FileHandle(forWritingTo: logURL)
        let process = Process()
        // The first run builds the symbol graphs from scratch (about a minute); later runs
        // are incremental. Building libshybar-1 too (no SHYBAR_LIBRARY_STAGE) takes longer.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["-k", "5", "900", ShybarProcess.packageRoot.appendingPathComponent("scripts/build-docs.sh").path,
                             "--strict", output.appendingPathComponent("site").path]
        process.standardOutput = log
        process.standardError = log
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try? log.close()
        let run = Run(status: process.terminationStatus, output: output.appendingPathComponent("site"),
                      log: (try? String(contentsOf: logURL, encoding: .utf8)) ?? "")
        Self.run = run
        return run
    }

    private func read(_ run: Run, _ path: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let url = run.output.appendingPathComponent(path)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            XCTFail("\(path) was not written", file: file, line: line)
            return ""
        }
        return text
    }

    private func lastLines(_ log: String) -> String {
        log.split(separator: "\n", omittingEmptySubsequences: false).suffix(60).joined(separator: "\n")
    }

    func testTheScriptSucceedsWithoutDocCErrors() throws {
        let run = try buildDocs()
        XCTAssertEqual(run.status, 0, "scripts/build-docs.sh failed:\n\(lastLines(run.log))")
        let errors = run.log.split(separator: "\n").filter { $0.hasPrefix("error:") }
        XCTAssertEqual(errors, [], "DocC or gi-docgen reported errors")
    }

    func testEveryPublicDeclarationHasDocumentation() throws {
        let run = try buildDocs()
        let missing = run.log.split(separator: "\n").filter { $0.contains("missing documentation for public") }
        XCTAssertEqual(missing, [], "public declarations without a doc comment")
        XCTAssertTrue(run.log.contains("0 public declarations without documentation"),
                      "the coverage check did not run:\n\(lastLines(run.log))")
    }

    func testTheSwiftReferenceDocumentsBothModules() throws {
        let run = try buildDocs()
        guard run.status == 0 else {
            // No reference to read: a failure here too, never a skip.
            return XCTFail("scripts/build-docs.sh failed (status \(run.status)), so there is no reference to check:\n\(lastLines(run.log))")
        }
        for module in ["ShyBarCore", "ShyBarGtk"] {
            XCTAssertFalse(read(run, "swift/\(module)/index.html").isEmpty, "\(module): no static site")
        }
        let core = read(run, "swift/ShyBarCore/data/documentation/shybarcore.json")
        for symbol in ["QuickReturnTracker", "StickyToolbarTracker", "BackgroundHider", "HeaderFrame"] {
            XCTAssertTrue(core.contains(symbol), "ShyBarCore's landing page does not mention \(symbol)")
        }
        let tracker = read(run, "swift/ShyBarCore/data/documentation/shybarcore/quickreturntracker.json")
        XCTAssertTrue(tracker.contains("comes back when"), "QuickReturnTracker's page lacks its doc comment")
        let gtk = read(run, "swift/ShyBarGtk/data/documentation/shybargtk.json")
        for symbol in ["QuickReturnBehavior", "HeaderView", "InsetListModel"] {
            XCTAssertTrue(gtk.contains(symbol), "ShyBarGtk's landing page does not mention \(symbol)")
        }
        let view = read(run, "swift/ShyBarGtk/data/documentation/shybargtk/headerview.json")
        XCTAssertTrue(view.contains("ShyHeaderView"), "HeaderView's page lacks its doc comment")
    }

    func testTheCReferenceDocumentsShyHeaderView() throws {
        let run = try buildDocs()
        guard run.status == 0 else {
            // No reference to read: a failure here too, never a skip.
            return XCTFail("scripts/build-docs.sh failed (status \(run.status)), so there is no reference to check:\n\(lastLines(run.log))")
        }
        let index = read(run, "c/index.html")
        XCTAssertTrue(index.contains("HeaderView"), "the namespace index does not list HeaderView")
        let view = read(run, "c/class.HeaderView.html")
        for symbol in ["shy_header_view_new", "shy_header_view_set_content", "shy_header_view_set_header",
                       "state-changed", "tolerance-up"] {
            XCTAssertTrue(view.contains(symbol), "class.HeaderView.html does not mention \(symbol)")
        }
        XCTAssertTrue(read(run, "c/ctor.HeaderView.new.html").contains("shy_header_view_new"))
        XCTAssertTrue(read(run, "c/enum.RevealPolicy.html").contains("SHY_REVEAL_POLICY_FOLLOW"))
        let usage = read(run, "c/shybar-usage.html")
        XCTAssertTrue(usage.contains("Using ShyHeaderView") && usage.contains("class.HeaderView.html"),
                      "the usage page is missing or does not link the class")
        XCTAssertFalse(read(run, "c/c.devhelp2").isEmpty, "no DevHelp book")
        let top = read(run, "index.html")
        XCTAssertTrue(top.contains("swift/ShyBarCore/") && top.contains("c/index.html"))
    }
}
