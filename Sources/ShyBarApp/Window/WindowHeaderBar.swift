import ShyBarGtk
import ShyBarAppWidgets

/// The window's header bar: the page switcher in the middle; record and open at the start;
/// the primary menu and the panel toggle at the end. Every button activates the same
/// action as its accelerator (``Command``).
@MainActor
final class WindowHeaderBar {
    let bar = HeaderBar()
    let panelButton = ToggleButton(iconName: "sidebar-show-right-symbolic")
    let recordButton = ToggleButton(iconName: "media-record-symbolic")
    let menuButton = MenuButton(iconName: "open-menu-symbolic")
    /// Called when the person toggles the panel button.
    var onPanelToggled: ((Bool) -> Void)?
    /// Called when the person toggles the record button.
    var onRecordToggled: ((Bool) -> Void)?

    init(stack: Stack, window: ApplicationWindow) {
        bar.setTitleWidget(StackSwitcher(stack: stack))
        let openButton = Button(iconName: "document-open-symbolic")
        openButton.onClicked { [weak window] in window?.activateAction("win." + Command.openTrace) }
        bar.packStart(describe(recordButton, tr("Record a trace (Ctrl+R)"), tr("Record")))
        bar.packStart(describe(openButton, tr("Open a trace and play it back (Ctrl+O)"), tr("Open trace")))
        menuButton.setMenu(Self.primaryMenu())
        menuButton.setPrimary(true)
        bar.packEnd(describe(menuButton, tr("Main menu (F10)"), tr("Main menu")))
        bar.packEnd(describe(panelButton, tr("Tuning panel (F9)"), tr("Tuning panel")))
        panelButton.onToggled { [weak self] in
            guard let self else { return }
            self.onPanelToggled?(self.panelButton.isActive)
        }
        recordButton.onToggled { [weak self] in
            guard let self else { return }
            self.onRecordToggled?(self.recordButton.isActive)
        }
    }

    /// Shows whether a recording runs (red while it does).
    func showRecording(_ recording: Bool) {
        if recordButton.isActive != recording { recordButton.isActive = recording }
        recordButton.setCssClass("destructive-action", recording)
    }

    /// Shows whether the panel is open.
    func showPanel(_ visible: Bool) {
        if panelButton.isActive != visible { panelButton.isActive = visible }
    }

    /// The primary menu, as GNOME's apps have it: shortcuts and About, then Quit.
    static func primaryMenu() -> Menu {
        let menu = Menu()
        let window = Menu()
        window.append(tr("Tuning _Panel"), action: "win." + Command.togglePanel)
        window.append(tr("_Compare Presets"), action: "win." + Command.comparePresets)
        menu.appendSection(window)
        let app = Menu()
        app.append(tr("_Keyboard Shortcuts"), action: "win." + Command.shortcuts)
        app.append(tr("_About ShyBar"), action: "app." + Command.about)
        app.append(tr("_Quit"), action: "app." + Command.quit)
        menu.appendSection(app)
        return menu
    }

    // Icon-only buttons: the tooltip shows the shortcut, the accessible label the name.
    private func describe(_ button: Widget, _ tooltip: String, _ name: String) -> Widget {
        button.tooltip = tooltip
        button.setAccessibleLabel(name)
        return button
    }
}
