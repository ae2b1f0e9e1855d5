import Foundation

/// Every frame sway shows on its output while it runs, a few device columns of each, copied
/// from outside the app's process by `Tests/Wayland/shy-frames.c` (wlr-screencopy: the
/// first frame at once, then each frame in which something changed). Only frames whose
/// columns differ from the frame before are kept.
final class WaylandOutputFrames {
    /// One kept frame: its number among all copied, its presentation time in ms since the
    /// first, and its columns as a picture `width` pixels wide and the output's height.
    struct Frame {
        var number: Int
        var ms: Double
        var pixels: RootPixels
    }

    private let process = Process()
    private let output = Pipe()
    private let file: URL
    /// The first device column copied.
    let x: Int

    /// Starts copying the device columns `x ..< x + width` of the session's output and
    /// returns once the first frame is kept (10 s at most, else it throws with the tool's words).
    init(_ session: WaylandWindowSession, x: Int, width: Int) throws {
        self.x = x
        let tool = URL(fileURLWithPath: session.setup.pointerTool).deletingLastPathComponent()
            .appendingPathComponent("shy-frames").path
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            throw WaylandWindowSession.Failure("the frame copier \(tool) is missing: build it with scripts/build-wayland-tools.sh")
        }
        file = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-frames-\(UUID().uuidString).bin")
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--x", "\(x)", "--width", "\(width)", "--out", file.path]
        process.environment = session.clientEnvironment()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        // `# ready` is the first line, or the tool's reason for stopping.
        var line = Data()
        let handle = output.fileHandleForReading
        while process.isRunning || line.isEmpty {
            let byte = handle.readData(ofLength: 1)
            if byte.isEmpty || byte == Data("\n".utf8) { break }
            line.append(byte)
        }
        let first = String(decoding: line, as: UTF8.self)
        guard first.hasPrefix("# ready") else {
            process.terminate()
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: file)
            throw WaylandWindowSession.Failure("shy-frames did not start: \(first) (exit status "
                          + "\(process.isRunning ? "none yet" : "\(process.terminationStatus)"))")
        }
    }

    /// Stops copying and returns every kept frame, first to last, with the tool's closing line.
    func stop() throws -> (frames: [Frame], trailer: String) {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        defer { try? FileManager.default.removeItem(at: file) }
        guard process.terminationStatus == 0 else {
            throw WaylandWindowSession.Failure("shy-frames failed (exit status \(process.terminationStatus)): \(said)")
        }
        let data = try Data(contentsOf: file)
        var frames: [Frame] = []
        var at = data.startIndex
        while at < data.endIndex {
            guard let newline = data[at...].firstIndex(of: UInt8(ascii: "\n")) else {
                throw WaylandWindowSession.Failure("shy-frames' file ends inside a record header")
            }
            let fields = String(decoding: data[at..<newline], as: UTF8.self).split(separator: " ")
            guard fields.count == 5, fields[0] == "F", let number = Int(fields[1]), let ms = Double(fields[2]),
                  let width = Int(fields[3]), let height = Int(fields[4]) else {
                throw WaylandWindowSession.Failure("shy-frames wrote a record header this test cannot read: "
                              + String(decoding: data[at..<newline], as: UTF8.self))
            }
            let start = newline + 1, end = start + width * height * 3
            guard end <= data.endIndex else { throw WaylandWindowSession.Failure("shy-frames' last frame is cut short") }
            frames.append(Frame(number: number, ms: ms, pixels: RootPixels(width: width, height: height,
                                                                            bytes: [UInt8](data[start..<end]))))
            at = end
        }
        return (frames, said.split(separator: "\n").last { $0.hasPrefix("# frames") }.map(String.init) ?? said)
    }
}
