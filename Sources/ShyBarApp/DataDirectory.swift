import Foundation

/// Finds the `data` directory: `$SHYBAR_DATA_DIR`, then a `data` folder next to the
/// executable or in any of its parents (the package root when run from `.build`), then
/// `../share/shybar` (installed), then `./data`.
///
/// A `SHYBAR_DATA_DIR` that is not a directory is reported in one warning line naming it
/// and the problem, and the search goes on in the default places (a visible fallback: the
/// app's own style and catalog).
enum DataDirectory {
    static func locate() -> String? {
        let fileManager = FileManager.default
        func valid(_ path: String) -> Bool { fileManager.fileExists(atPath: path + "/style.css") }
        if let override = ProcessInfo.processInfo.environment["SHYBAR_DATA_DIR"], !override.isEmpty {
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: override, isDirectory: &isDirectory), isDirectory.boolValue {
                return override
            }
            let warning = fileManager.fileExists(atPath: override)
                ? tr("warning: SHYBAR_DATA_DIR %@ is not a directory; using the default data directory")
                : tr("warning: SHYBAR_DATA_DIR %@ does not exist; using the default data directory")
            FileHandle.standardError.write(Data("shybar: \(String(format: warning, override))\n".utf8))
        }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        for _ in 0..<6 {
            if valid(directory.appendingPathComponent("data").path) { return directory.appendingPathComponent("data").path }
            let share = directory.appendingPathComponent("../share/shybar").standardized.path
            if valid(share) { return share }
            directory = directory.deletingLastPathComponent()
        }
        let local = fileManager.currentDirectoryPath + "/data"
        return valid(local) ? local : nil
    }
}
