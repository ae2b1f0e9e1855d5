import Foundation
import XCTest

/// The shipped binary stays lean: no Foundation (GLib and the core do its work), so none of
/// its start-up time and memory.
final class AppFootprintTests: XCTestCase {
    func testTheAppDoesNotLinkFoundation() throws {
        let binary = ShybarProcess.binary
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            return XCTFail("shybar binary not found at \(binary.path): build it first (swift build)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [binary.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertTrue(text.contains("libgtk-4"), "ldd lists the libraries: \(text)")
        let foundation = text.split(separator: "\n").filter { $0.lowercased().contains("foundation") }
        XCTAssertEqual(foundation, [], "shybar links Foundation")
    }
}
