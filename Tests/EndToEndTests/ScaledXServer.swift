import Foundation

/// A private X server (Xvfb) with a screen large enough for the app's window drawn at an
/// integer scale, and `DISPLAY` and `GDK_SCALE` pointed at it for this test process and what
/// it starts, until `stop()` puts them back. The suite's own X server (1280×800) cannot hold
/// a window twice that size.
final class ScaledXServer: @unchecked Sendable {
    let display: String
    let scale: Int
    private let process = Process()
    private let saved: [String: String?]

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts Xvfb with a `width`×`height` screen (device pixels) and points the test at it.
    init(scale: Int, width: Int, height: Int) throws {
        self.scale = scale
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        // -displayfd: the server picks a free display and writes its number once it accepts
        // connections, so no number is guessed and no sleep waits for it.
        process.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // What the server wrote, gathered on the pipe's reading thread.
        final class Said: @unchecked Sendable {
            let lock = NSLock(), done = DispatchSemaphore(value: 0)
            var text = ""
        }
        let said = Said()
        output.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            said.lock.lock()
            said.text += String(decoding: data, as: UTF8.self)
            let complete = data.isEmpty || said.text.contains("\n")
            said.lock.unlock()
            if complete {
                handle.readabilityHandler = nil
                said.done.signal()
            }
        }
        _ = said.done.wait(timeout: .now() + 10)
        said.lock.lock()
        let answer = said.text
        said.lock.unlock()
        guard let number = Int(answer.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            if process.isRunning { process.terminate() }
            throw Failure(description: "Xvfb did not say within 10 s which display it opened (\(answer.debugDescription))")
        }
        display = ":\(number)"
        let environment = ProcessInfo.processInfo.environment
        saved = ["DISPLAY": environment["DISPLAY"], "GDK_SCALE": environment["GDK_SCALE"]]
        setenv("DISPLAY", display, 1)
        setenv("GDK_SCALE", "\(scale)", 1)
    }

    /// Puts `DISPLAY` and `GDK_SCALE` back and ends the server.
    func stop() {
        for (name, value) in saved {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }
}
