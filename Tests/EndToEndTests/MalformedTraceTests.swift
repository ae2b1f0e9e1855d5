import Foundation
import XCTest

/// Malformed traces through the real `shybar replay` (issue 6): each gives one error line
/// naming the line (and column, where the JSON itself is broken) and exit status 1 — never a
/// crash, which would show as another status. An empty trace is valid.
///
/// `ReplayCommandLineTests` already covers a wrong-typed offset, a short binary junk, a
/// truncated line on standard input, a 10 MB line with an unknown key and a missing file;
/// this file adds the rest.
final class MalformedTraceTests: XCTestCase {
    static let geometry = "{\"t\":0,\"type\":\"geometry\",\"viewport\":600,\"content\":20000,\"header\":90}\n"

    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-malformed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    /// Writes `data` to a trace file and replays it with each behaviour.
    private func replayFile(_ data: Data, behaviors: [String] = ["quick-return", "background", "sticky"])
        throws -> [(behavior: String, result: ShybarProcess.Result)] {
        let file = scratch.appendingPathComponent("trace.jsonl")
        try data.write(to: file)
        return try behaviors.map { ($0, try ShybarProcess.run(["replay", "--behavior", $0, file.path])) }
    }

    /// Asserts a rejected trace: status 1 (not a signal), one short stderr line with
    /// `expected` in it, and the lines before the bad one still printed.
    private func assertRejected(_ result: ShybarProcess.Result, _ expected: String, linesBefore: Int,
                                _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.status, 1, "\(context): exit status (a crash shows as another status); stderr: \(result.stderr.prefix(300))", file: file, line: line)
        XCTAssertTrue(result.stderr.contains(expected), "\(context): expected \"\(expected)\" in: \(result.stderr.prefix(300))", file: file, line: line)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(context): one line on stderr: \(result.stderr.prefix(300))", file: file, line: line)
        XCTAssertLessThan(result.stderr.utf8.count, 1000, "\(context): the message must stay short, got \(result.stderr.utf8.count) bytes", file: file, line: line)
        XCTAssertEqual(result.stdout.split(separator: "\n").count, linesBefore, "\(context): output lines before the bad one", file: file, line: line)
    }

    func testWrongTypesNameTheKeyAndTheLine() throws {
        let cases: [(String, String)] = [
            ("{\"t\":\"16\",\"type\":\"tick\"}", "line 2: \"t\" must be a number of milliseconds, not a string"),
            ("{\"t\":16,\"type\":7}", "line 2: \"type\" must be a string, not a number"),
            ("{\"t\":16,\"type\":null}", "line 2: \"type\" must be a string, not null"),
            ("{\"t\":16,\"type\":\"end\",\"velocity\":true}", "line 2: \"velocity\" must be a number, not a boolean"),
            ("{\"t\":16,\"type\":\"scroll\",\"offset\":1,\"source\":3}", "line 2: \"source\" must be a string, not a number"),
            ("{\"t\":16,\"type\":\"focus\",\"state\":false}", "line 2: \"state\" must be a string, not a boolean"),
            ("{\"t\":16,\"type\":\"geometry\",\"viewport\":\"600\",\"content\":1,\"header\":1}", "line 2: \"viewport\" must be a number, not a string"),
            ("{\"t\":16,\"type\":\"scroll\",\"offset\":[1],\"source\":\"wheel\"}", "line 2, column 34: nested objects and arrays are not allowed"),
            ("[1,2]", "line 2, column 1: expected '{'"),
            ("\"tick\"", "line 2, column 1: expected '{'"),
        ]
        for (bad, message) in cases {
            for (behavior, result) in try replayFile(Data((Self.geometry + bad + "\n").utf8)) {
                assertRejected(result, message, linesBefore: 1, "\(behavior) \(bad)")
            }
        }
    }

    func testHugeNumbersAreRejectedOrKeptFinite() throws {
        // Beyond a Double: rejected where it stands.
        let overflow = Self.geometry + "{\"t\":16,\"type\":\"scroll\",\"offset\":1e400,\"source\":\"wheel\"}\n"
        for (behavior, result) in try replayFile(Data(overflow.utf8)) {
            assertRejected(result, "line 2, column 34: number 1e400 is out of range", linesBefore: 1, behavior)
        }
        // The largest Doubles are accepted, and every printed number stays finite.
        let largest = """
        {"t":0,"type":"geometry","viewport":1.7976931348623157e308,"content":1.7976931348623157e308,"header":1e308,"min":1e307,"toolbar":1e308,"hero":1e308}
        {"t":1,"type":"scroll","offset":1.7976931348623157e308,"source":"touch"}
        {"t":2,"type":"scroll","offset":-1.7976931348623157e308,"source":"wheel"}
        {"t":3,"type":"end","velocity":-1.7976931348623157e308}
        {"t":1.7976931348623157e308,"type":"tick"}
        {"t":1.7976931348623157e308,"type":"geometry","viewport":5e-324,"content":2.2250738585072014e-308,"header":1e-300}

        """
        for (behavior, result) in try replayFile(Data(largest.utf8)) {
            XCTAssertEqual(result.status, 0, "\(behavior): \(result.stderr)")
            XCTAssertEqual(result.stdout.split(separator: "\n").count, 6, behavior)
            for bad in ["inf", "nan", "NaN", "\"extent\":null", "\"offset\":null", "\"progress\":null"] {
                XCTAssertFalse(result.stdout.contains(bad), "\(behavior): \(bad) in \(result.stdout)")
            }
        }
    }

    /// A 10 MB number: rejected with its line, and the message must not repeat 10 MB of digits.
    func testATenMegabyteNumberGivesAShortErrorWithItsLine() throws {
        let digits = String(repeating: "9", count: 10_000_000)
        let trace = Self.geometry + "{\"t\":16,\"type\":\"scroll\",\"offset\":\(digits),\"source\":\"wheel\"}\n"
        for (behavior, result) in try replayFile(Data(trace.utf8), behaviors: ["quick-return"]) {
            assertRejected(result, "line 2, column 34: number", linesBefore: 1, behavior)
        }
    }

    /// A 10 MB string value that the parser echoes (an unknown type, source or focus state):
    /// rejected with its line, with a message of reasonable length.
    func testATenMegabyteStringValueGivesAShortErrorWithItsLine() throws {
        let huge = String(repeating: "q", count: 10_000_000)
        let lines = [
            ("{\"t\":16,\"type\":\"\(huge)\"}", "line 2: unknown type"),
            ("{\"t\":16,\"type\":\"scroll\",\"offset\":1,\"source\":\"\(huge)\"}", "line 2: unknown source"),
            ("{\"t\":16,\"type\":\"tick\",\"\(huge)\":1}", "line 2: unknown key"),
        ]
        for (bad, message) in lines {
            for (behavior, result) in try replayFile(Data((Self.geometry + bad + "\n").utf8), behaviors: ["sticky"]) {
                assertRejected(result, message, linesBefore: 1, "\(behavior) \(message)")
            }
        }
    }

    /// A 10 MB line that never ends (no closing quote, no newline at the end of the file).
    func testATenMegabyteUnterminatedLastLine() throws {
        let trace = Self.geometry + "{\"t\":16,\"type\":\"tick\",\"x\":\"" + String(repeating: "a", count: 10 * 1024 * 1024)
        for (behavior, result) in try replayFile(Data(trace.utf8), behaviors: ["background"]) {
            assertRejected(result, "line 2, column 10485788: unterminated string", linesBefore: 1, behavior)
        }
    }

    /// Megabytes of random bytes (seeded, so a failure reproduces), NUL bytes and invalid UTF-8.
    func testBinaryJunkOfEveryKindNamesTheLine() throws {
        var rng = JunkGenerator(seed: 6)
        var junk = Data(count: 2_000_000)
        for index in junk.indices { junk[index] = UInt8(truncatingIfNeeded: rng.next()) }
        for (behavior, result) in try replayFile(junk) {
            XCTAssertEqual(result.status, 1, "\(behavior): \(result.stderr.prefix(300))")
            XCTAssertTrue(result.stderr.contains(": line 1, column 1: expected '{'"), "\(behavior): \(result.stderr.prefix(300))")
        }
        var nul = Data(Self.geometry.utf8)
        nul.append(Data(count: 10_000_000))
        for (behavior, result) in try replayFile(nul, behaviors: ["quick-return"]) {
            assertRejected(result, "line 2, column 1: expected '{'", linesBefore: 1, behavior)
        }
        var invalidUTF8 = Data((Self.geometry + "{\"t\":16,\"type\":\"scroll\",\"offset\":1,\"source\":\"wh").utf8)
        invalidUTF8.append(contentsOf: [0xC3, 0x28, 0xFF, 0xFE])
        invalidUTF8.append(contentsOf: Array("el\"}\n".utf8))
        for (behavior, result) in try replayFile(invalidUTF8) {
            assertRejected(result, "line 2: unknown source", linesBefore: 1, behavior)
        }
        let control = Self.geometry + "{\"t\":16,\"type\":\"ti\u{1}ck\"}\n"
        for (behavior, result) in try replayFile(Data(control.utf8), behaviors: ["sticky"]) {
            assertRejected(result, "line 2, column 19: control character in string", linesBefore: 1, behavior)
        }
    }

    func testADirectoryIsReportedNotReplayed() throws {
        let result = try ShybarProcess.run(["replay", "--behavior", "sticky", scratch.path])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stderr, "shybar replay: cannot read \(scratch.path): Is a directory\n")
        XCTAssertEqual(result.stdout, "")
    }

    /// Tests run as root, which reads any file whatever its mode, so "unreadable" here is a
    /// path through a regular file (ENOTDIR at open) and a file whose reads fail (EIO).
    func testUnreadablePathsAreReported() throws {
        let notADirectory = try ShybarProcess.run(["replay", "--behavior", "quick-return", "/etc/hostname/x"])
        XCTAssertEqual(notADirectory.status, 1, notADirectory.stderr)
        XCTAssertEqual(notADirectory.stderr, "shybar replay: cannot open /etc/hostname/x: Not a directory\n")

        // /proc/self/mem opens, but reading address 0 fails.
        let failingRead = try ShybarProcess.run(["replay", "--behavior", "quick-return", "/proc/self/mem"])
        XCTAssertEqual(failingRead.status, 1, failingRead.stderr)
        XCTAssertEqual(failingRead.stderr, "shybar replay: cannot read /proc/self/mem: Input/output error\n")
        XCTAssertEqual(failingRead.stdout, "")
    }

    func testAnEmptyTraceIsValidAndPrintsNothing() throws {
        for (name, text) in [("empty", ""), ("blank lines", "\n\n  \n\t\r\n")] {
            for (behavior, result) in try replayFile(Data(text.utf8)) {
                XCTAssertEqual(result.status, 0, "\(name) \(behavior): \(result.stderr)")
                XCTAssertEqual(result.stdout, "", "\(name) \(behavior)")
                XCTAssertEqual(result.stderr, "", "\(name) \(behavior)")
            }
        }
        let stdin = try ShybarProcess.run(["replay", "--behavior", "sticky", "-"], input: Data())
        XCTAssertEqual(stdin.status, 0, stdin.stderr)
        XCTAssertEqual(stdin.stdout + stdin.stderr, "")
    }
}

/// SplitMix64, for reproducible junk (the core tests' copy is in another target).
private struct JunkGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
