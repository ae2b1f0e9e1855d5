import ShyBarCore
import ShyBarGtk

/// Records what a view's tracker handles (its ``HeaderView/watch(_:)``) into the trace
/// format (JSON Lines), together with the frames the window showed, so that `shybar replay`
/// of the saved file can be compared with what the person saw.
///
/// Times are made relative to the first recorded input. Starting a recording resends the
/// current geometry and offset, so the trace is self-contained.
@MainActor
public final class TraceRecorder {
    /// The inputs recorded so far, times relative to the first (ms).
    public private(set) var inputs: [TimedInput] = []
    /// The frame the window showed after each input in ``inputs``.
    public private(set) var frames: [HeaderFrame] = []
    /// Whether inputs are being recorded.
    public private(set) var isRecording = false
    /// Called after each recorded input.
    public var onRecord: ((TimedInput, HeaderFrame) -> Void)?

    private var origin: Double?
    private var watch: HeaderViewWatch?

    /// A recorder that records nothing yet.
    public init() {}

    /// Forgets any previous recording and records what `view` handles from now on; the view
    /// resends its geometry and offset first, so the trace is self-contained.
    public func start(on view: HeaderView) {
        start()
        watch = view.watch { [weak self] input, frame in self?.record(input, frame) }
        view.refresh()
    }

    /// Forgets any previous recording and records what ``record(_:_:)`` is given from now on.
    public func start() {
        watch?.cancel()
        watch = nil
        inputs = []
        frames = []
        origin = nil
        isRecording = true
    }

    /// Stops recording (the recording stays available for saving).
    public func stop() {
        guard isRecording else { return }
        isRecording = false
        watch?.cancel()
        watch = nil
    }

    /// Records `input` and the frame it produced (while recording).
    public func record(_ input: TimedInput, _ frame: HeaderFrame) {
        guard isRecording else { return }
        let origin = self.origin ?? input.time
        self.origin = origin
        var relative = input
        relative.time = input.time - origin
        var shown = frame
        shown.time = relative.time
        inputs.append(relative)
        frames.append(shown)
        onRecord?(relative, shown)
    }

    /// The recording as trace text: one ``TraceFormat/line(for:)-swift.type.method`` per input.
    public var traceText: String {
        var text = ""
        for input in inputs {
            text += TraceFormat.line(for: input)
            text += "\n"
        }
        return text
    }

    /// The frames the window showed, one line per recorded input in the format of
    /// `shybar replay`'s output, so the two can be compared line by line. Its `scrollTo`
    /// (where the tracker asked the content to go) is the tracker's, not part of a frame,
    /// and stays null here.
    public var framesText: String {
        var text = ""
        for (input, frame) in zip(inputs, frames) {
            text += TraceFormat.line(for: frame, type: input.input.typeName)
            text += "\n"
        }
        return text
    }

    /// Saves the recording to `path` atomically (temporary file, fsync, rename).
    public func save(to path: String) throws(FileError) {
        try AtomicFile.write(traceText, to: path)
    }
}
