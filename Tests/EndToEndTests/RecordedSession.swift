import Foundation
import XCTest

/// What `shybar --record FILE` left: the trace, its replay options and the frames the window
/// drew; and what `shybar replay` makes of the trace, compared frame by frame.
struct RecordedSession {
    let trace: URL
    let text: String
    let arguments: [String]
    let drawn: [Substring]

    init(trace: URL) throws {
        self.trace = trace
        let base = trace.deletingPathExtension().path
        text = try String(contentsOf: trace, encoding: .utf8)
        arguments = try String(contentsOfFile: base + ".args", encoding: .utf8)
            .split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        drawn = try String(contentsOfFile: base + ".frames.jsonl", encoding: .utf8).split(separator: "\n")
    }

    /// The recorded inputs, one per line.
    var inputs: [Substring] { text.split(separator: "\n") }

    /// Runs `shybar replay` on the trace with its options; returns how many frames it gave and
    /// the drawn frames it does not give (every field but `scrollTo`, which is the tracker's
    /// request and null in the drawn frames), with their line numbers.
    func replayDifferences() throws -> (replayed: Int, differing: [String]) {
        let replay = try ShybarProcess.run(["replay"] + arguments + [trace.path])
        XCTAssertEqual(replay.status, 0, "shybar replay \(arguments.joined(separator: " ")): \(replay.stderr)")
        let replayed = replay.stdout.split(separator: "\n")
        var differing: [String] = []
        for (index, (live, again)) in zip(drawn, replayed).enumerated()
        where try Self.fields(of: live) != Self.fields(of: again) {
            differing.append("line \(index + 1): drew \(live), replayed \(again)")
        }
        return (replayed.count, differing)
    }

    /// A frame line's fields but `scrollTo`, as text.
    private static func fields(of line: Substring) throws -> [String: String] {
        guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            throw CocoaError(.coderReadCorrupt)
        }
        var fields: [String: String] = [:]
        for (key, value) in object where key != "scrollTo" { fields[key] = "\(value)" }
        return fields
    }
}
