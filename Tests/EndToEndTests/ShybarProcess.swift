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

    /// Where this build's products and the tests' own builds go: `SHYBAR_BUILD_DIR` (as
    /// scripts/build-library.sh and scripts/build-x11-tools.sh read it; the Debian 13 pass
    /// sets it to its scratch path, so what it builds never replaces the machine's builds),
    /// else `.build` in the package.
    static var buildDirectory: URL {
        if let path = ProcessInfo.processInfo.environment["SHYBAR_BUILD_DIR"], !path.isEmpty {
            return URL(fileURLWithPath: path, relativeTo: packageRoot).absoluteURL
        }
        return packageRoot.appendingPathComponent(".build")
    }

    /// The binary under test: `SHYBAR_BIN`, else the debug build in the build directory.
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["SHYBAR_BIN"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return buildDirectory.appendingPathComponent("debug/shybar")
    }

    /// Runs `shybar arguments…`, feeding `input` on standard input, and waits for it.
    static func run(_ arguments: [String], input: Data? = nil,
                    environment: [String: String]? = nil) throws -> Result {
        let binary = self.binary
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            XCTFail("shybar binary not found at \(binary.path): build it first (swift build)")
            return Result(status: -1, stdout: "", stderr: "")
        }
        // Standard input and error go through files, so neither side can block on a pipe.
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("shybar-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inputURL = scratch.appendingPathComponent("stdin")
        let errorURL = scratch.appendingPathComponent("stderr")
        try (input ?? Data()).write(to: inputURL)
        try Data().write(to: errorURL)

        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe()
        let inHandle = try FileHandle(forReadingFrom: inputURL)
        let errHandle = try FileHandle(forWritingTo: errorURL)
        defer { try? inHandle.close(); try? errHandle.close() }
        process.standardOutput = out
        process.standardError = errHandle
        process.standardInput = inHandle
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errData = (try? Data(contentsOf: errorURL)) ?? Data()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}
