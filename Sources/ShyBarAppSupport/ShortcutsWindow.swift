import CGtk
import ShyBarGtk

/// A `GtkShortcutsWindow` built from GtkBuilder XML (GTK 4.8 cannot build one in code).
@MainActor
public enum ShortcutsWindow {
    /// One section of shortcuts: a group title and (accelerator, title) pairs, where an
    /// accelerator is in `gtk_accelerator_parse` form, e.g. `<Control>r` or `F9`.
    public struct Group: Sendable {
        /// The group's title.
        public var title: String
        /// The shortcuts: accelerator and what it does.
        public var shortcuts: [(accelerator: String, title: String)]
        /// Creates a group.
        public init(title: String, shortcuts: [(accelerator: String, title: String)]) {
            self.title = title
            self.shortcuts = shortcuts
        }
    }

    /// The GtkBuilder XML for a shortcuts window with `groups` (object id `shortcuts`).
    public static func xml(groups: [Group]) -> String {
        func escape(_ text: String) -> String {
            var out = ""
            for character in text {
                switch character {
                case "&": out += "&amp;"
                case "<": out += "&lt;"
                case ">": out += "&gt;"
                case "\"": out += "&quot;"
                default: out.append(character)
                }
            }
            return out
        }
        var xml = "<interface><object class=\"GtkShortcutsWindow\" id=\"shortcuts\"><property name=\"modal\">1</property>"
        xml += "<child><object class=\"GtkShortcutsSection\"><property name=\"section-name\">main</property>"
        xml += "<property name=\"max-height\">12</property>"
        for group in groups {
            xml += "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escape(group.title))</property>"
            for shortcut in group.shortcuts {
                xml += "<child><object class=\"GtkShortcutsShortcut\">"
                xml += "<property name=\"accelerator\">\(escape(shortcut.accelerator))</property>"
                xml += "<property name=\"title\">\(escape(shortcut.title))</property></object></child>"
            }
            xml += "</object></child>"
        }
        return xml + "</object></child></object></interface>"
    }

    /// Builds the window for `groups` and shows it over `parent`; returns it (it closes
    /// itself on Escape) or nil when the XML was refused.
    @discardableResult
    public static func present(groups: [Group], parent: Widget) -> Widget? {
        let builder = gtk_builder_new()
        defer { g_object_unref(gpointer(builder!)) }
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_string(builder, xml(groups: groups), -1, &error) != 0 else {
            shy_warning(FileError(error, fallback: "bad shortcuts XML").message)
            return nil
        }
        guard let object = gtk_builder_get_object(builder, "shortcuts") else { return nil }
        guard let window = Widget(gtkInstance: gpointer(object)) else { return nil }
        gtk_window_set_transient_for(shy_window(gpointer(window.gtkWidget)), shy_window(gpointer(parent.gtkWidget)))
        gtk_window_present(shy_window(gpointer(window.gtkWidget)))
        return window
    }
}
