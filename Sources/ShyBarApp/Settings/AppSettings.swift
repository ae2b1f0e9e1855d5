import ShyBarCore
import ShyBarAppSupport
import ShyBarGtk

/// Everything `shybar` remembers between runs, stored in a GKeyFile at
/// `$XDG_CONFIG_HOME/shybar/settings.ini`. Each page's group holds its behaviour's options
/// under their table keys (``TuningOption/key``, the `shybar replay` flags without the
/// dashes), so a group reads like its replay command line.
struct AppSettings: Equatable {
    var page: Behavior = .quickReturn
    var panelVisible = false
    /// nil: follow the desktop (never toggled here).
    var dark: Bool?
    var reducedMotion = false
    /// Whether every header is always fully shown and still (an accessibility choice).
    var alwaysShowHeaders = false
    /// The options of every page (its ``Tuning/behavior`` is the page last tuned; see
    /// the behaviour for the one a page uses).
    var tuning = Tuning()
    /// The preset each page's options were last set from (key `preset` in the page's
    /// group); whether they still match it is worked out from the options themselves.
    var presets: [Behavior: String] = [:]

    /// The key of a page's preset in its group.
    static let presetKey = "preset"

    /// Sets `preset`'s page(s) from it and remembers it as their preset.
    mutating func choose(_ preset: Preset) {
        preset.apply(to: &tuning)
        for page in Behavior.allCases where page == preset.behavior { presets[page] = preset.name }
    }

    /// The preset `page`'s options were set from, if it is still one of its behaviour's.
    func preset(of page: Behavior) -> Preset? {
        presets[page].flatMap { Preset.named($0, for: page) }
    }

    /// One problem found while reading the file: the 1-based line (when known) and what.
    struct Problem: Equatable {
        var line: Int?
        var message: String
    }

    // MARK: Key file

    private static let windowGroup = "window"

    /// Reads `file` (the text it came from locates problems); unusable values keep their
    /// defaults and are reported, each naming its group, key and value.
    static func read(_ file: KeyFile, text: String) -> (AppSettings, [Problem]) {
        var settings = AppSettings()
        var problems: [Problem] = []
        func problem(_ group: String, _ key: String, _ message: String) {
            problems.append(Problem(line: SettingsFile.line(ofKey: key, group: group, in: text), message: message))
        }
        for group in file.groups {
            if group == windowGroup {
                settings.readWindow(file, problem: problem)
            } else if let page = Behavior(rawValue: group) {
                settings.readPreset(file, page: page, problem: problem)
                settings.tuning.read(file, group: group, behavior: page, problem: problem)
            } else {
                problems.append(Problem(line: SettingsFile.line(of: "\u{201C}[\(group)]\u{201D}", in: text),
                                        message: "unknown group [\(group)]"))
            }
        }
        return (settings, problems)
    }

    private mutating func readWindow(_ file: KeyFile, problem: (String, String, String) -> Void) {
        let group = Self.windowGroup
        for key in file.keys(in: group) {
            let value = file.string(group, key) ?? ""
            func bool() -> Bool? {
                switch value.lowercased() {
                case "true", "1", "yes": return true
                case "false", "0", "no": return false
                default:
                    problem(group, key, "[\(group)] \(key) must be true or false, not \u{201C}\(value)\u{201D}")
                    return nil
                }
            }
            switch key {
            case "page":
                if let page = Behavior(rawValue: value) { self.page = page }
                else { problem(group, key, "[\(group)] page: unknown page \u{201C}\(value)\u{201D}") }
            case "panel": if let on = bool() { panelVisible = on }
            case "dark": if let on = bool() { dark = on }
            case "reduced-motion": if let on = bool() { reducedMotion = on }
            case "always-show-headers": if let on = bool() { alwaysShowHeaders = on }
            default: problem(group, key, "[\(group)] unknown key \u{201C}\(key)\u{201D}")
            }
        }
    }

    /// A page's `preset`: one of its behaviour's presets, else reported and left unset (the
    /// panel then shows no preset chosen).
    private mutating func readPreset(_ file: KeyFile, page: Behavior, problem: (String, String, String) -> Void) {
        let group = page.rawValue
        guard file.keys(in: group).contains(Self.presetKey) else { return }
        let value = file.string(group, Self.presetKey) ?? ""
        if Preset.named(value, for: page) != nil {
            presets[page] = value
        } else {
            problem(group, Self.presetKey, "[\(group)] \(Self.presetKey): unknown preset \u{201C}\(value)\u{201D} (expected one of \(PresetLookup.names(in: page)))")
        }
    }

    /// The key file for these settings.
    func keyFile() -> KeyFile {
        let file = KeyFile()
        file.set(page.rawValue, group: Self.windowGroup, key: "page")
        file.set(panelVisible ? "true" : "false", group: Self.windowGroup, key: "panel")
        if let dark { file.set(dark ? "true" : "false", group: Self.windowGroup, key: "dark") }
        file.set(reducedMotion ? "true" : "false", group: Self.windowGroup, key: "reduced-motion")
        file.set(alwaysShowHeaders ? "true" : "false", group: Self.windowGroup, key: "always-show-headers")
        for page in Behavior.allCases {
            if let preset = presets[page] { file.set(preset, group: page.rawValue, key: Self.presetKey) }
            tuning.write(to: file, group: page.rawValue, behavior: page)
        }
        return file
    }
}

extension Tuning {
    /// The options of `behavior` that settings files and the panel hold.
    static func settingsOptions(for behavior: Behavior) -> [TuningOption<Tuning>] {
        options(for: behavior).filter { $0.scope == .everywhere }
    }

    /// Reads `behavior`'s options from `group` straight into this tuning; a bad value keeps
    /// its default and is reported naming the group, key and value.
    mutating func read(_ file: KeyFile, group: String, behavior: Behavior,
                       problem: (_ group: String, _ key: String, _ message: String) -> Void) {
        let options = Self.settingsOptions(for: behavior)
        for key in file.keys(in: group) where key != AppSettings.presetKey {
            guard let option = options.first(where: { $0.key == key }) else {
                problem(group, key, "[\(group)] unknown key \u{201C}\(key)\u{201D}")
                continue
            }
            let text = file.string(group, key) ?? ""
            do {
                option.setValue(try option.parse(text), in: &self)
            } catch {
                problem(group, key, "[\(group)] \(key) expects \(error.expected), not \u{201C}\(error.excerpt)\u{201D}")
            }
        }
    }

    /// Writes every option of `behavior` into `group`.
    func write(to file: KeyFile, group: String, behavior: Behavior) {
        for option in Self.settingsOptions(for: behavior) {
            file.set(option.text(for: option.value(in: self)), group: group, key: option.key)
        }
    }
}

/// Loads and saves ``AppSettings``; reports problems once, on stderr and through `warn`.
@MainActor
final class SettingsStore {
    let path: String
    private(set) var canSave = true
    private var pendingSave: Timeout?
    var warn: (String) -> Void = { _ in }

    init(path: String = AtomicFile.userConfigDirectory + "/shybar/settings.ini") {
        self.path = path
    }

    /// The saved settings, or the defaults (with warnings) when the file is unusable.
    func load() -> AppSettings {
        switch SettingsFile.load(path: path) {
        case .missing:
            return AppSettings()
        case .loaded(let file):
            let text = (try? AtomicFile.read(path)) ?? ""
            let (settings, problems) = AppSettings.read(file, text: text)
            guard let first = problems.first else { return settings }
            // Keep what the person wrote before it is rewritten without the bad values.
            let backup = SettingsFile.backUp(path)
            report(line: first.line, message: first.message + (problems.count > 1 ? format(tr(" (and %d more problems)"), problems.count - 1) : ""),
                   backup: backup, usingDefaults: tr("using the defaults for those values"))
            return settings
        case .corrupt(let message, let line, let backup):
            report(line: line, message: message, backup: backup, usingDefaults: tr("using the defaults"))
            return AppSettings()
        case .unreadable(let message, let backup):
            report(line: nil, message: message, backup: backup, usingDefaults: tr("using the defaults"))
            return AppSettings()
        }
    }

    private func report(line: Int?, message: String, backup: String?, usingDefaults: String) {
        let location = line.map { format(tr("%@ line %d"), path, $0) } ?? path
        var text = format(tr("Settings file %@ is not usable: %@; %@."), location, message, usingDefaults)
        if let backup {
            text += " " + format(tr("It was kept as %@."), backup)
        } else if AtomicFile.exists(path) {
            canSave = false
            text += " " + tr("It could not be moved aside, so settings will not be saved this time.")
        }
        warnOnStderr("shybar: warning: " + text)
        warn(text)
    }

    /// Saves soon (changes come in bursts, e.g. while a spin button repeats).
    func scheduleSave(_ settings: @escaping @MainActor () -> AppSettings) {
        pendingSave?.cancel()
        pendingSave = Timeout(milliseconds: 300) { [weak self] in
            self?.pendingSave = nil
            self?.save(settings())
        }
    }

    /// Saves now, atomically; a failure is reported once.
    func save(_ settings: AppSettings) {
        pendingSave?.cancel()
        pendingSave = nil
        guard canSave else { return }
        do {
            try AtomicFile.makeDirectory(directory)
            try settings.keyFile().save(to: path)
        } catch {
            canSave = false
            let text = format(tr("Cannot save settings: %@."), error.message)
            warnOnStderr("shybar: warning: " + text)
            warn(text)
        }
    }

    private var directory: String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }
}

/// Writes one line to standard error.
func warnOnStderr(_ line: String) {
    StandardStream.warn(line)
}
