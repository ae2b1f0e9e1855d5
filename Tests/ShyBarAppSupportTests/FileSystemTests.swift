import Foundation
import XCTest
@testable import ShyBarAppSupport

/// `FileSystem` against real files in a temporary directory.
final class FileSystemTests: XCTestCase {
    var directory = ""

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-fs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func testExistenceKindAndListing() throws {
        let file = directory + "/a.txt"
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        XCTAssertTrue(FileSystem.exists(file))
        XCTAssertFalse(FileSystem.isDirectory(file))
        XCTAssertTrue(FileSystem.isDirectory(directory))
        XCTAssertFalse(FileSystem.exists(directory + "/missing"))
        XCTAssertEqual(FileSystem.names(in: directory), ["a.txt"])
        XCTAssertEqual(FileSystem.names(in: directory + "/missing"), [])
    }

    func testWhyAFileCannotBeRead() throws {
        XCTAssertEqual(FileSystem.unreadableReason(directory), FileSystem.describe(errorNumber: EISDIR))
        XCTAssertEqual(FileSystem.unreadableReason(directory + "/missing"), FileSystem.describe(errorNumber: ENOENT))
        let file = directory + "/style.css"
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        XCTAssertNil(FileSystem.unreadableReason(file))
    }

    func testPaths() {
        XCTAssertEqual(FileSystem.canonical("/usr/lib/../share//locale"), "/usr/share/locale")
        XCTAssertEqual(FileSystem.parent(of: "/a/b/c.jsonl"), "/a/b")
        XCTAssertEqual(FileSystem.baseName(of: "/a/b/c.jsonl"), "c.jsonl")
        XCTAssertTrue(FileSystem.executableDirectory.hasPrefix("/"))
    }

    func testTimestampIsSortableLocalTime() {
        let stamp = FileSystem.timestamp()
        XCTAssertEqual(stamp.count, 15, stamp)
        XCTAssertEqual(Array(stamp)[8], "-", stamp)
        XCTAssertTrue(stamp.replacingOccurrences(of: "-", with: "").allSatisfy(\.isNumber), stamp)
    }
}
