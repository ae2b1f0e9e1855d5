/// Feeds trace lines through a tracker and formats one output line per input line.
public struct TraceReplayer {
    private let tracker: any HeaderTracker
    private var parser = TraceParser()

    /// A replayer driving `tracker`.
    public init(tracker: any HeaderTracker) {
        self.tracker = tracker
    }

    /// Replays one line; returns the output line, or `nil` for a blank input line.
    public mutating func replay(_ line: Substring) throws(TraceError) -> String? {
        guard let timed = try parser.parse(line) else { return nil }
        let frame = tracker.handle(timed)
        return TraceFormat.line(for: frame, type: timed.input.typeName, scrollTo: tracker.scrollRequest)
    }

    /// Replays a whole text, calling `emit` with each output line; stops at the first bad line.
    public mutating func replay(text: String, emit: (String) -> Void) throws(TraceError) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let output = try replay(line) { emit(output) }
        }
    }
}
