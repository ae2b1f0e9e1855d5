import Foundation
import XCTest
import ShyBarAppSupport

/// `ByteReader` with real files: chunks that add up to the file, and failures in the
/// system's words. (`StandardStream`'s failures: EndToEndTests/BadInputTests, replay to /dev/full.)
final class ByteStreamTests: XCTestCase {
    var directory = ""

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-bytes-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func testAFileIsReadWholeInChunks() throws {
        let path = directory + "/trace.jsonl"
        let contents = Array((0..<100_000).map { UInt8(truncatingIfNeeded: $0 * 7) })
        try Data(contents).write(to: URL(fileURLWithPath: path))
        let reader = try ByteReader.open(path)
        var read: [UInt8] = []
        var chunks = 0
        while true {
            let chunk = try reader.read(upTo: 4096)
            if chunk.isEmpty { break }
            XCTAssertLessThanOrEqual(chunk.count, 4096)
            read += chunk
            chunks += 1
        }
        XCTAssertEqual(read, contents)
        XCTAssertGreaterThanOrEqual(chunks, 25)
        XCTAssertEqual(try reader.read(upTo: 10), [], "the end stays the end")
    }

    func testFailuresSayWhatTheSystemSays() throws {
        XCTAssertThrowsError(try ByteReader.open(directory + "/missing")) { error in
            XCTAssertEqual((error as? FileError)?.message, "No such file or directory")
            XCTAssertEqual((error as? FileError)?.isMissing, true)
        }
        let reader = try ByteReader.open(directory)      // a directory opens, and its read fails
        XCTAssertThrowsError(try reader.read(upTo: 10)) { error in
            XCTAssertEqual((error as? FileError)?.message, "Is a directory")
        }
    }
}
