import ShyBarAppSupport
import ShyBarGtk
import ShyBarAppWidgets

/// The window's size, remembered between runs in `$XDG_CONFIG_HOME/shybar/window.ini`
/// (`[window] width=…, height=…, maximized=…`), written atomically when the window closes.
///
/// A file that cannot be used, or a value out of range, gives one warning naming the file
/// (and line) on standard error and in the window's warning bar, and the default size.
@MainActor
struct WindowSize: Equatable {
    static let defaultSize = WindowSize(width: 1200, height: 760, maximized: false)
    /// Sizes outside this range are taken for a damaged file, not a choice.
    static let range = 200...16384
    static let group = "window"

    var width: Int
    var height: Int
    var maximized: Bool

    static var path: String { AtomicFile.userConfigDirectory + "/shybar/window.ini" }

    /// The saved size, or the default one with the warnings that explain why.
    static func load(path: String = path) -> (WindowSize, [String]) {
        switch SettingsFile.load(path: path) {
        case .missing:
            return (defaultSize, [])
        case .corrupt(let message, let line, let backup):
            return (defaultSize, [problem(path, line: line, message, backup: backup)])
        case .unreadable(let message, let backup):
            return (defaultSize, [problem(path, line: nil, message, backup: backup)])
        case .loaded(let file):
            let text = (try? AtomicFile.read(path)) ?? ""
            var size = defaultSize
            var warnings: [String] = []
            for key in ["width", "height"] {
                guard let value = file.string(group, key) else { continue }
                guard let number = Int(value.trimmingSpaces), range.contains(number) else {
                    let line = SettingsFile.line(ofKey: key, group: group, in: text)
                    let message = format(tr("%1$@ must be a whole number of pixels from %2$d to %3$d, not “%4$@”"),
                                         key, range.lowerBound, range.upperBound, value)
                    warnings.append(problem(path, line: line, message, backup: nil))
                    continue
                }
                if key == "width" { size.width = number } else { size.height = number }
            }
            size.maximized = file.string(group, "maximized") == "true"
            return (size, warnings)
        }
    }

    private static func problem(_ path: String, line: Int?, _ message: String, backup: String?) -> String {
        let location = line.map { format(tr("%@ line %d"), path, $0) } ?? path
        var text = format(tr("Window size file %@ is not usable: %@; using the default size."), location, message)
        if let backup { text += " " + format(tr("It was kept as %@."), backup) }
        return text
    }

    /// Writes the size atomically; the error's message when that fails.
    func save(to path: String = WindowSize.path) -> String? {
        let file = KeyFile()
        file.set(String(width), group: Self.group, key: "width")
        file.set(String(height), group: Self.group, key: "height")
        file.set(maximized ? "true" : "false", group: Self.group, key: "maximized")
        do {
            try AtomicFile.makeDirectory(FileSystem.parent(of: path))
            try file.save(to: path)
            return nil
        } catch {
            return error.message
        }
    }

    /// Gives `window` this size.
    func apply(to window: ApplicationWindow) {
        window.setDefaultSize(width: width, height: height)
        if maximized { window.maximize() }
    }

    /// The size `window` has now (its size before it was maximized, when it is).
    static func of(_ window: ApplicationWindow) -> WindowSize {
        let size = window.defaultSize
        return WindowSize(width: size.width > 0 ? size.width : defaultSize.width,
                          height: size.height > 0 ? size.height : defaultSize.height, maximized: window.isMaximized)
    }
}
