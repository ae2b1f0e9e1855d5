import ShyBarAppSupport
import ShyBarGtk
import ShyBarAppWidgets

/// Installs the ``Command`` list: one `GSimpleAction` per command on the application or
/// the window, its accelerators on the application, and the shortcuts window built from
/// the same list.
@MainActor
enum CommandSet {
    /// Adds an action for every command `handlers` names and sets its accelerators.
    static func install(on window: ApplicationWindow, application: Application,
                        handlers: [String: @MainActor () -> Void]) {
        for command in Command.all() {
            guard let handler = handlers[command.name] else { continue }
            let action = SimpleAction(name: command.name, handler)
            switch command.scope {
            case .application: application.addAction(action)
            case .window: window.addAction(action)
            }
            application.setAccelerators(command.accelerators, forAction: command.detailedName)
        }
    }

    /// The shortcuts window's groups: every command that has an accelerator, under its
    /// group's title, showing its first accelerator.
    static func shortcutGroups() -> [ShortcutsWindow.Group] {
        let commands = Command.all()
        return Command.Group.allCases.compactMap { group in
            let shortcuts = commands.filter { $0.group == group && !$0.accelerators.isEmpty }
                .map { (accelerator: $0.accelerators[0], title: $0.title) }
            return shortcuts.isEmpty ? nil : ShortcutsWindow.Group(title: Command.title(of: group), shortcuts: shortcuts)
        }
    }

    /// Shows the shortcuts window over `window`.
    static func showShortcuts(over window: Widget) {
        ShortcutsWindow.present(groups: shortcutGroups(), parent: window)
    }
}
