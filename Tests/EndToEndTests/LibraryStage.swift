import Foundation

/// libshybar-1 as scripts/build-library.sh stages it, for tests that build C against it
/// with `pkg-config shybar-1` and nothing else: `SHYBAR_LIBRARY_STAGE` (scripts/test.sh
/// builds the stage once for every test), else the script is run here, once.
enum LibraryStage {
    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    nonisolated(unsafe) private static var cached: Result<URL, Failure>?

    /// The stage directory (lib/, include/shybar-1/, lib/pkgconfig/shybar-1.pc.in, …).
    static func directory() throws -> URL {
        if let cached { return try cached.get() }
        let result: Result<URL, Failure>
        if let stage = ProcessInfo.processInfo.environment["SHYBAR_LIBRARY_STAGE"], !stage.isEmpty {
            result = .success(URL(fileURLWithPath: stage))
        } else {
            let built = runTool(ShybarProcess.packageRoot.appendingPathComponent("scripts/build-library.sh").path, [],
                                timeout: 1800)
            let path = built.stdout.split(separator: "\n").last.map(String.init) ?? ""
            result = built.status == 0 && !path.isEmpty
                ? .success(URL(fileURLWithPath: path))
                : .failure(Failure("scripts/build-library.sh failed (status \(built.status)): \(built.stderr.suffix(2000))"))
        }
        cached = result
        return try result.get()
    }

    /// A directory holding `shybar-1.pc` for the stage (made from its `shybar-1.pc.in` as
    /// scripts/install.sh makes it, with the stage as the prefix): set PKG_CONFIG_PATH to it.
    static func pkgConfigDirectory(in scratch: URL) throws -> URL {
        let stage = try directory()
        let template = try String(contentsOf: stage.appendingPathComponent("lib/pkgconfig/shybar-1.pc.in"), encoding: .utf8)
        let directory = scratch.appendingPathComponent("pkgconfig")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try template.replacingOccurrences(of: "@prefix@", with: stage.path)
            .replacingOccurrences(of: "@libdir@", with: "${prefix}/lib")
            .write(to: directory.appendingPathComponent("shybar-1.pc"), atomically: true, encoding: .utf8)
        return directory
    }

    /// The environment to build with (`PKG_CONFIG_PATH`) and run with (`LD_LIBRARY_PATH`,
    /// `GI_TYPELIB_PATH`) against the stage.
    static func environment(scratch: URL) throws -> [String: String] {
        let stage = try directory()
        var environment = ProcessInfo.processInfo.environment
        environment["PKG_CONFIG_PATH"] = try pkgConfigDirectory(in: scratch).path
        environment["LD_LIBRARY_PATH"] = stage.appendingPathComponent("lib").path
        environment["GI_TYPELIB_PATH"] = stage.appendingPathComponent("lib/girepository-1.0").path
        environment["GSK_RENDERER"] = environment["GSK_RENDERER"] ?? "cairo"
        return environment
    }
}
