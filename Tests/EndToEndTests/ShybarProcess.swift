import Foundation
import XCTest

/// Runs the real `shybar` binary and captures what it prints.
struct ShybarProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package root, found from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary under test: `SHYBAR_BIN`, else the debug build in the package.
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["SHYBAR_BIN"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return packageRoot.appendingPathComponent(".build/debug/shybar")
    }

    /// Runs `shybar arguments…`, feeding `input` on standard input, and waits for it.
    static func run(_ arguments: [String], input: Data? = nil,
                    environment: [String: String]? = nil) throws -> Result {
        let binary = self.binary
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            XCTFail("shybar binary not found at \(binary.path): build it first (swift build)")
            return Result(status: -1, stdout: "", stderr: "")
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe(), inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inPipe
        try process.run()
        let writer = Thread {
            if let input { inPipe.fileHandleForWriting.write(input) }
            try? inPipe.fileHandleForWriting.close()
        }
        writer.start()
        // Read both pipes fully before waiting, so a large output cannot block the child.
        var errData = Data()
        let errReader = Thread { errData = err.fileHandleForReading.readDataToEndOfFile() }
        errReader.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while errReader.isExecuting { usleep(1000) }
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}
