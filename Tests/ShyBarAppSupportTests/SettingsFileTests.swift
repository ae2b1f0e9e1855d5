import Foundation
import XCTest
@testable import ShyBarAppSupport

/// `SettingsFile`, `KeyFile` and `AtomicFile` with real files in a temporary directory.
final class SettingsFileTests: XCTestCase {
    var directory = ""

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-settings-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func backups(of name: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix(name + ".corrupt-") }
    }

    func testMissingFileGivesDefaults() {
        guard case .missing = SettingsFile.load(path: directory + "/settings.ini") else { return XCTFail("expected .missing") }
    }

    func testValidFileLoadsAndSavesAtomically() throws {
        let path = directory + "/settings.ini"
        try "# mine\n[window]\npage=sticky\n\n[quick-return]\ntolerance-up=20\n".write(toFile: path, atomically: false, encoding: .utf8)
        guard case .loaded(let file) = SettingsFile.load(path: path) else { return XCTFail("expected .loaded") }
        XCTAssertEqual(file.string("window", "page"), "sticky")
        XCTAssertEqual(file.keys(in: "quick-return"), ["tolerance-up"])
        XCTAssertEqual(file.groups, ["window", "quick-return"])
        file.set("background", group: "window", key: "page")
        try file.save(to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(text.contains("page=background"))
        XCTAssertTrue(text.contains("# mine"), "comments survive")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), ["settings.ini"],
                       "no temporary file is left behind, no backup made")
    }

    func testCorruptFileIsKeptAsABackupAndNamesTheLine() throws {
        let path = directory + "/settings.ini"
        let original = "[window]\npage=sticky\nthis is not a key file line\n"
        try original.write(toFile: path, atomically: false, encoding: .utf8)
        guard case .corrupt(let message, let line, let backup) = SettingsFile.load(path: path) else {
            return XCTFail("expected .corrupt")
        }
        XCTAssertEqual(line, 3, message)
        let backupPath = try XCTUnwrap(backup)
        XCTAssertTrue(backupPath.hasPrefix(path + ".corrupt-"))
        XCTAssertEqual(try String(contentsOfFile: backupPath, encoding: .utf8), original, "the backup is the file as it was")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path), "the corrupt file was moved, not overwritten")
        // A second corrupt file the same second gets its own backup.
        try original.write(toFile: path, atomically: false, encoding: .utf8)
        _ = SettingsFile.load(path: path)
        XCTAssertEqual(try backups(of: "settings.ini").count, 2)
    }

    func testFileWithoutAGroupNamesItsFirstLine() throws {
        let path = directory + "/settings.ini"
        try "# comment\n\npage=sticky\n".write(toFile: path, atomically: false, encoding: .utf8)
        guard case .corrupt(_, let line, _) = SettingsFile.load(path: path) else { return XCTFail("expected .corrupt") }
        XCTAssertEqual(line, 3)
    }

    func testUnreadableFileIsReportedAndMovedAside() throws {
        let path = directory + "/settings.ini"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)   // EISDIR when read
        guard case .unreadable(let message, let backup) = SettingsFile.load(path: path) else {
            return XCTFail("expected .unreadable")
        }
        XCTAssertTrue(message.contains("settings.ini"), message)
        XCTAssertNotNil(backup)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    func testWritingIntoAnUnwritablePlaceFailsWithTheFileName() throws {
        let blocker = directory + "/shybar"
        try "not a directory".write(toFile: blocker, atomically: false, encoding: .utf8)
        XCTAssertThrowsError(try AtomicFile.makeDirectory(blocker + "/sub")) { error in
            XCTAssertTrue("\(error)".contains(blocker), "\(error)")
        }
        XCTAssertThrowsError(try AtomicFile.write("x", to: blocker + "/settings.ini")) { error in
            XCTAssertTrue("\(error)".contains("settings.ini"), "\(error)")
        }
        XCTAssertEqual(try String(contentsOfFile: blocker, encoding: .utf8), "not a directory")
    }

    func testKeyOfLineFindsTheKeyInItsGroup() {
        let text = "[window]\npage=x\n[quick-return]\n tolerance-up = abc\n"
        XCTAssertEqual(SettingsFile.line(ofKey: "tolerance-up", group: "quick-return", in: text), 4)
        XCTAssertNil(SettingsFile.line(ofKey: "tolerance-up", group: "window", in: text))
    }

    func testAtomicBytesRoundTrip() throws {
        let path = directory + "/bytes.bin"
        try AtomicFile.write(bytes: [0, 1, 2, 255], to: path)
        XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), [0, 1, 2, 255])
    }
}
