import CGtk
import ShyBarGtk

/// A `GtkAboutDialog`: the program's name, version, licence and links, modal to a window.
@MainActor
public final class AboutDialog: Widget {
    /// The licences the dialog can name (GTK shows the full text and a link).
    public enum License: Sendable {
        /// The MIT licence.
        case mit
        /// The GNU GPL, version 3 or later.
        case gpl3OrLater
        /// The GNU LGPL, version 2.1 or later.
        case lgpl21OrLater
        /// The Apache licence 2.0.
        case apache2

        var gtk: GtkLicense {
            switch self {
            case .mit: return GTK_LICENSE_MIT_X11
            case .gpl3OrLater: return GTK_LICENSE_GPL_3_0
            case .lgpl21OrLater: return GTK_LICENSE_LGPL_2_1
            case .apache2: return GTK_LICENSE_APACHE_2_0
            }
        }
    }

    /// Creates the dialog for `programName` `version`.
    public init(programName: String, version: String) {
        super.init(raw: gtk_about_dialog_new())
        gtk_about_dialog_set_program_name(about, programName)
        gtk_about_dialog_set_version(about, version)
        gtk_window_set_modal(shy_window(gpointer(raw)), 1)
        gtk_window_set_hide_on_close(shy_window(gpointer(raw)), 0)
    }

    private var about: OpaquePointer { OpaquePointer(raw) }

    /// One line on what the program does.
    public var comments: String {
        get { gtk_about_dialog_get_comments(about).map { String(cString: $0) } ?? "" }
        set { gtk_about_dialog_set_comments(about, newValue) }
    }
    /// The themed icon shown as the logo.
    public func setLogoIconName(_ name: String) { gtk_about_dialog_set_logo_icon_name(about, name) }
    /// The licence.
    public func setLicense(_ license: License) { gtk_about_dialog_set_license_type(about, license.gtk) }
    /// The website link and its label.
    public func setWebsite(_ url: String, label: String) {
        gtk_about_dialog_set_website(about, url)
        gtk_about_dialog_set_website_label(about, label)
    }
    /// The authors, one per entry (`Name <mail>` or `Name https://…` become links).
    public func setAuthors(_ authors: [String]) {
        withNullTerminated(authors) { gtk_about_dialog_set_authors(about, $0) }
    }
    /// An extra credits section titled `title` (entries as for ``setAuthors(_:)``), for
    /// links such as "Report an issue".
    public func addCreditSection(_ title: String, entries: [String]) {
        withNullTerminated(entries) { gtk_about_dialog_add_credit_section(about, title, $0) }
    }

    /// Shows the dialog over `parent`; it closes (and is destroyed) with its close button
    /// or Escape.
    public func present(over parent: Widget) {
        gtk_window_set_transient_for(shy_window(gpointer(raw)), shy_window(gpointer(parent.raw)))
        gtk_window_present(shy_window(gpointer(raw)))
    }

    private func withNullTerminated(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Void) {
        var copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        copies.append(nil)
        var pointers = copies.map { UnsafePointer($0) }
        pointers.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }
}
