import ShyBarAppSupport
import ShyBarGtk
import ShyBarAppWidgets

// `shybar replay …` runs headless and never touches GTK.
if CommandLine.arguments.dropFirst().first == "replay" {
    exitProcess(runReplay(Array(CommandLine.arguments.dropFirst(2))))
}
// `shybar compare --summary FILE` too: a blind A/B session's summary.
if CommandLine.arguments.dropFirst().first == "compare" {
    exitProcess(runCompareSummary(Array(CommandLine.arguments.dropFirst(2))))
}

// Everything below speaks the person's language (replay output above stays English).
Localization.setUp(localeDirectory: Localization.locateLocaleDirectory())

func fail(_ message: String, status: Int32) -> Never {
    printError("shybar: \(message)")
    exitProcess(status)
}

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail(error.message, status: 2)
}
if options.showHelp {
    print(Options.helpText)
    exitProcess(0)
}

// Check the display before any other GTK call: without one the next call could crash.
guard Gtk.initialize() else {
    fail(format(tr("cannot open display %@"), Gtk.requestedDisplayName), status: 1)
}

let dataDirectory = DataDirectory.locate()
let styleSheet = StyleLoader.install(from: dataDirectory)
let catalog = Catalog.load(from: dataDirectory)

let application = Application(id: AppInfo.id)
var mainWindow: MainWindow?
// Ctrl+C in the terminal or SIGTERM: closed as the window would be (a `--record` recording
// is saved), not cut off.
TerminationSignals.handle {
    if let mainWindow { mainWindow.quit() } else { exitProcess(1) }
}
application.onActivate {
    if mainWindow == nil { mainWindow = MainWindow(application: application, catalog: catalog, options: options) }
    mainWindow?.present()
}
exitProcess(application.run())
