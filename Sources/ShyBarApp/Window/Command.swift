/// Every command of the app, described once: its action (`app.NAME` or `win.NAME`), its
/// accelerators (set through `gtk_application_set_accels_for_action`) and its line in the
/// shortcuts window, which is generated from this list.
struct Command {
    enum Scope { case application, window }
    enum Group: CaseIterable { case pages, tuning, general }

    let name: String
    let scope: Scope
    let accelerators: [String]
    let title: String
    let group: Group

    /// The name menus and `gtk_application_set_accels_for_action` use.
    var detailedName: String { (scope == .application ? "app." : "win.") + name }

    static let showQuickReturn = "show-quick-return"
    static let showBackground = "show-background"
    static let showSticky = "show-sticky"
    static let search = "search"
    static let togglePanel = "toggle-panel"
    static let record = "record"
    static let openTrace = "open-trace"
    static let comparePresets = "compare-presets"
    static let shortcuts = "show-help-overlay"
    static let about = "about"
    static let quit = "quit"

    /// All commands, in the order the shortcuts window lists them (titles translated now).
    static func all() -> [Command] {
        [
            Command(name: showQuickReturn, scope: .window, accelerators: ["<Control>1", "<Control>KP_1"],
                    title: tr("Quick return"), group: .pages),
            Command(name: showBackground, scope: .window, accelerators: ["<Control>2", "<Control>KP_2"],
                    title: tr("Background"), group: .pages),
            Command(name: showSticky, scope: .window, accelerators: ["<Control>3", "<Control>KP_3"],
                    title: tr("Sticky toolbar"), group: .pages),
            Command(name: search, scope: .window, accelerators: ["<Control>f"],
                    title: tr("Search (reveals the header)"), group: .pages),
            Command(name: togglePanel, scope: .window, accelerators: ["F9"],
                    title: tr("Show or hide the tuning panel"), group: .tuning),
            Command(name: record, scope: .window, accelerators: ["<Control>r"],
                    title: tr("Start or stop recording a trace"), group: .tuning),
            Command(name: openTrace, scope: .window, accelerators: ["<Control>o"],
                    title: tr("Open a trace and play it back"), group: .tuning),
            Command(name: comparePresets, scope: .window, accelerators: ["<Control>b"],
                    title: tr("Compare presets side by side"), group: .tuning),
            Command(name: shortcuts, scope: .window, accelerators: ["<Control>question", "<Control>slash"],
                    title: tr("Keyboard shortcuts"), group: .general),
            Command(name: about, scope: .application, accelerators: [], title: tr("About ShyBar"), group: .general),
            Command(name: quit, scope: .application, accelerators: ["<Control>q"], title: tr("Quit"), group: .general),
        ]
    }

    static func title(of group: Group) -> String {
        switch group {
        case .pages: return tr("Pages")
        case .tuning: return tr("Tuning")
        case .general: return tr("General")
        }
    }
}
