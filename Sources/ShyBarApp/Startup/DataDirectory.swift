import ShyBarAppSupport

/// Finds the `data` directory: `$SHYBAR_DATA_DIR`, then a `data` folder next to the
/// executable or in any of its parents (the package root when run from `.build`), then
/// `../share/shybar` (installed), then `./data`.
///
/// A `SHYBAR_DATA_DIR` that is not a directory is reported in one warning line naming it
/// and the problem, and the search goes on in the default places (a visible fallback: the
/// app's own style and catalog).
enum DataDirectory {
    /// The data directory; searched (and a bad override reported) once, however many parts
    /// of the app ask.
    static func locate() -> String? { located }

    private static let located: String? = search()

    private static func search() -> String? {
        func valid(_ path: String) -> Bool { FileSystem.exists(path + "/style.css") }
        if let override = FileSystem.environment("SHYBAR_DATA_DIR") {
            if FileSystem.isDirectory(override) { return override }
            let warning = FileSystem.exists(override)
                ? tr("warning: SHYBAR_DATA_DIR %@ is not a directory; using the default data directory")
                : tr("warning: SHYBAR_DATA_DIR %@ does not exist; using the default data directory")
            printError("shybar: " + format(warning, override))
        }
        var directory = FileSystem.executableDirectory
        for _ in 0..<6 {
            if valid(directory + "/data") { return directory + "/data" }
            let share = FileSystem.canonical(directory + "/../share/shybar")
            if valid(share) { return share }
            directory = FileSystem.parent(of: directory)
        }
        let local = FileSystem.currentDirectory + "/data"
        return valid(local) ? local : nil
    }
}
