import ShyBarAppSupport
import ShyBarGtk

/// The text in the person's language (gettext domain `shybar`), or `text` itself when there
/// is no translation. Only plain literals are extracted by `scripts/update-po.sh`: write
/// `format(tr("cannot open display %@"), name)`, never `tr("… \(name)")`.
func tr(_ text: String) -> String { Gettext.translate(text) }

/// `singular` or `plural` for `count`, in the person's language (gettext's plural rules: one
/// form in Chinese). Extracted by `scripts/update-po.sh` like `tr`.
func trn(_ singular: String, _ plural: String, _ count: Int) -> String {
    Gettext.translate(singular, plural, count: count)
}

/// Where the app's `shybar.mo` catalogs are (the set-up itself is ``Gettext``'s).
enum Localization {
    static let domain = "shybar"

    /// Sets the locale and binds the `shybar` domain; call it before any `tr`.
    static func setUp(localeDirectory: String?) {
        Gettext.setUp(domain: domain, localeDirectory: localeDirectory)
    }

    /// Where the compiled catalogs are: `$SHYBAR_LOCALE_DIR`; installed, `<prefix>/share/locale`
    /// next to the executable's `<prefix>/bin`; in a source checkout, `<package root>/.build/locale`
    /// (written by `scripts/build-locale.sh`) found from the executable, from
    /// `$SHYBAR_DATA_DIR` or from the working directory; else `nil` (the system's default).
    static func locateLocaleDirectory() -> String? {
        /// A locale tree holding at least one `<language>/LC_MESSAGES/shybar.mo`.
        func hasCatalogs(_ path: String) -> Bool {
            FileSystem.names(in: path).contains { FileSystem.exists("\(path)/\($0)/LC_MESSAGES/\(domain).mo") }
        }
        if let override = FileSystem.environment("SHYBAR_LOCALE_DIR") { return override }
        let executableDirectory = FileSystem.executableDirectory
        let installed = FileSystem.canonical(executableDirectory + "/../share/locale")
        if FileSystem.exists(executableDirectory + "/../share/shybar"), hasCatalogs(installed) {
            return installed
        }
        var candidates: [String] = []
        var directory = executableDirectory
        for _ in 0..<6 {
            candidates.append(directory + "/.build/locale")
            directory = FileSystem.parent(of: directory)
        }
        if let data = FileSystem.environment("SHYBAR_DATA_DIR") {
            candidates.append(FileSystem.parent(of: FileSystem.canonical(data)) + "/.build/locale")
        }
        candidates.append(FileSystem.currentDirectory + "/.build/locale")
        return candidates.first(where: hasCatalogs)
    }
}
