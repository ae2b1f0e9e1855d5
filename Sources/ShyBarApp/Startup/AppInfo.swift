import ShyBarGtk
import ShyBarAppWidgets

/// What the About dialog and the desktop know about the app.
enum AppInfo {
    static let id = "io.github.shybar.ShyBar"
    static let name = "ShyBar"
    static let version = "1.1.0"
    static let website = "https://example.org/shybar/"
    static let issues = "https://example.org/shybar/issues"
    static let license = AboutDialog.License.mit

    /// Shows the About dialog over `window`.
    @MainActor
    static func presentAbout(over window: Widget) {
        let about = AboutDialog(programName: name, version: version)
        about.comments = tr("Feel and compare scroll-driven headers")
        about.setLogoIconName(id)
        about.setLicense(license)
        about.setWebsite(website, label: tr("Website"))
        about.setAuthors([tr("The ShyBar authors")])
        about.addCreditSection(tr("Report an issue"), entries: [tr("Issue tracker") + " " + issues])
        about.present(over: window)
    }
}
