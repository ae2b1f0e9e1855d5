import Foundation
import ShyBarGtk

// `shybar replay …` runs headless and never touches GTK.
if CommandLine.arguments.dropFirst().first == "replay" {
    exit(runReplay(Array(CommandLine.arguments.dropFirst(2))))
}

// Everything below speaks the person's language (replay output above stays English).
Localization.setUp(localeDirectory: Localization.locateLocaleDirectory())

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write("shybar: \(message)\n".data(using: .utf8)!)
    exit(status)
}

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail(error.message, status: 2)
}
if options.showHelp {
    print(Options.helpText)
    exit(0)
}

// Check the display before any other GTK call: without one the next call could crash.
guard Gtk.initialize() else {
    fail(String(format: tr("cannot open display %@"), Gtk.requestedDisplayName), status: 1)
}

let dataDirectory = DataDirectory.locate()
let styleSheet = StyleSheet { line, message in
    let warning = String(format: tr("warning: style.css line %d: %@"), line, message)
    FileHandle.standardError.write("shybar: \(warning)\n".data(using: .utf8)!)
}
if let dataDirectory {
    let path = dataDirectory + "/style.css"
    // Say plainly when the file itself cannot be read; GTK would call it an error on line 1.
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) || isDirectory.boolValue
        || !FileManager.default.isReadableFile(atPath: path) {
        let reason = isDirectory.boolValue ? String(cString: strerror(EISDIR))
            : FileManager.default.fileExists(atPath: path) ? String(cString: strerror(EACCES)) : String(cString: strerror(ENOENT))
        let warning = String(format: tr("warning: cannot read style sheet %@: %@; running unstyled"), path, reason)
        FileHandle.standardError.write("shybar: \(warning)\n".data(using: .utf8)!)
    } else {
        styleSheet.load(path: path)
    }
} else {
    let warning = tr("warning: data directory not found (set SHYBAR_DATA_DIR); running unstyled")
    FileHandle.standardError.write("shybar: \(warning)\n".data(using: .utf8)!)
}
styleSheet.install()
let catalog = Catalog.load(from: dataDirectory)

let application = Application(id: "io.github.shybar.ShyBar")
var mainWindow: MainWindow?
application.onActivate {
    if mainWindow == nil { mainWindow = MainWindow(application: application, catalog: catalog, options: options) }
    mainWindow?.present()
}
exit(application.run())
