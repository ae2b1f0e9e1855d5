import ShyBarAppSupport
import ShyBarGtk
import ShyBarAppWidgets

/// Installs the app's style sheet (`style.css` in the data directory). A missing or
/// unreadable sheet, or a bad rule in it, gives one warning line; the app then runs with
/// the theme alone (or without the bad rule). The sheet applies while the returned
/// object lives: keep it for the life of the app.
@MainActor
enum StyleLoader {
    static func install(from dataDirectory: String?) -> StyleSheet {
        let styleSheet = StyleSheet { line, message in
            printError("shybar: " + format(tr("warning: style.css line %d: %@"), line, message))
        }
        if let dataDirectory {
            let path = dataDirectory + "/style.css"
            // Say plainly when the file itself cannot be read; GTK would call it an error on line 1.
            if let reason = FileSystem.unreadableReason(path) {
                printError("shybar: " + format(tr("warning: cannot read style sheet %@: %@; running unstyled"), path, reason))
            } else {
                styleSheet.load(path: path)
            }
        } else {
            printError("shybar: " + tr("warning: data directory not found (set SHYBAR_DATA_DIR); running unstyled"))
        }
        styleSheet.install()
        return styleSheet
    }
}
