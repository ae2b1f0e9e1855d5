import Foundation
import ShyBarCore
import ShyBarAppSupport
import ShyBarGtk

/// Everything `shybar` remembers between runs, stored in a GKeyFile at
/// `$XDG_CONFIG_HOME/shybar/settings.ini`. Option keys are the `shybar replay` flags
/// without the dashes, so a page's group reads like its replay command line.
struct AppSettings: Equatable {
    var page: Page = .quickReturn
    var panelVisible = false
    /// nil: follow the desktop (never toggled here).
    var dark: Bool?
    var reducedMotion = false
    var tuning: [Page: ReplayCommand] = Dictionary(uniqueKeysWithValues: Page.allCases.map { ($0, AppSettings.defaults(for: $0)) })

    static func defaults(for page: Page) -> ReplayCommand {
        var command = ReplayCommand()
        command.behavior = page.behavior
        return command
    }

    /// One problem found while reading the file: the 1-based line (when known) and what.
    struct Problem: Equatable {
        var line: Int?
        var message: String
    }

    // MARK: Key file

    private static let windowGroup = "window"
    private static let valueKeys = ["tolerance-up", "tolerance-down", "start-offset", "reveal", "snap", "min-extent",
                                    "duration", "easing", "idle-delay", "fling-velocity", "gesture-timeout",
                                    "style", "threshold"]
    private static let flagKeys = ["fade", "quick-return-header", "reveal-on-resize"]

    /// Reads `file` (the text it came from locates problems); unusable values keep their
    /// defaults and are reported.
    static func read(_ file: KeyFile, text: String) -> (AppSettings, [Problem]) {
        var settings = AppSettings()
        var problems: [Problem] = []
        func problem(_ group: String, _ key: String, _ message: String) {
            problems.append(Problem(line: SettingsFile.line(ofKey: key, group: group, in: text), message: message))
        }
        func bool(_ group: String, _ key: String) -> Bool? {
            guard let value = file.string(group, key) else { return nil }
            switch value.lowercased() {
            case "true", "1", "yes": return true
            case "false", "0", "no": return false
            default:
                problem(group, key, "\(key) must be true or false, not “\(value)”")
                return nil
            }
        }
        for group in file.groups {
            if group == windowGroup {
                for key in file.keys(in: group) {
                    switch key {
                    case "page":
                        let value = file.string(group, key) ?? ""
                        if let page = Page(rawValue: value) { settings.page = page }
                        else { problem(group, key, "unknown page “\(value)”") }
                    case "panel": if let value = bool(group, key) { settings.panelVisible = value }
                    case "dark": if let value = bool(group, key) { settings.dark = value }
                    case "reduced-motion": if let value = bool(group, key) { settings.reducedMotion = value }
                    default: problem(group, key, "unknown key “\(key)”")
                    }
                }
                continue
            }
            guard let page = Page(rawValue: group) else {
                problems.append(Problem(line: SettingsFile.line(of: "\u{201C}[\(group)]\u{201D}", in: text),
                                        message: "unknown group [\(group)]"))
                continue
            }
            var command = defaults(for: page)
            for key in file.keys(in: group) {
                var arguments = ["--behavior", page.rawValue]
                if flagKeys.contains(key) {
                    guard let on = bool(group, key) else { continue }
                    if on { arguments.append("--\(key)") }
                } else if valueKeys.contains(key), let value = file.string(group, key) {
                    if key == "threshold", value == "auto" { continue }
                    arguments.append("--\(key)=\(value)")
                } else {
                    problem(group, key, "unknown key “\(key)”")
                    continue
                }
                // One key at a time through the replay parser, so its checks and messages apply.
                do {
                    let single = try ReplayCommand.parse(arguments + ["-"])
                    command.merge(key: key, from: single)
                } catch {
                    problem(group, key, error.message.replacingOccurrences(of: "--", with: ""))
                }
            }
            settings.tuning[page] = command
        }
        return (settings, problems)
    }

    /// The key file for these settings.
    func keyFile() -> KeyFile {
        let file = KeyFile()
        file.set(page.rawValue, group: Self.windowGroup, key: "page")
        file.set(panelVisible ? "true" : "false", group: Self.windowGroup, key: "panel")
        if let dark { file.set(dark ? "true" : "false", group: Self.windowGroup, key: "dark") }
        file.set(reducedMotion ? "true" : "false", group: Self.windowGroup, key: "reduced-motion")
        for page in Page.allCases {
            let command = tuning[page] ?? Self.defaults(for: page)
            let group = page.rawValue
            switch page {
            case .quickReturn, .sticky:
                let q = command.quickReturn
                if page == .sticky { file.set(command.stickyQuickReturnHeader ? "true" : "false", group: group, key: "quick-return-header") }
                file.set(TraceFormat.number(q.toleranceUp), group: group, key: "tolerance-up")
                file.set(TraceFormat.number(q.toleranceDown), group: group, key: "tolerance-down")
                file.set(TraceFormat.number(q.startOffset), group: group, key: "start-offset")
                file.set(q.reveal.rawValue, group: group, key: "reveal")
                file.set(q.snap.rawValue, group: group, key: "snap")
                file.set(TraceFormat.number(q.minExtent), group: group, key: "min-extent")
                file.set(q.fade ? "true" : "false", group: group, key: "fade")
                file.set(TraceFormat.number(q.duration), group: group, key: "duration")
                file.set(q.easing.rawValue, group: group, key: "easing")
                file.set(TraceFormat.number(q.idleSnapDelay), group: group, key: "idle-delay")
                file.set(TraceFormat.number(q.flingVelocity), group: group, key: "fling-velocity")
                file.set(TraceFormat.number(q.gestureTimeout), group: group, key: "gesture-timeout")
                file.set(q.revealOnResize ? "true" : "false", group: group, key: "reveal-on-resize")
            case .background:
                file.set(command.style.rawValue, group: group, key: "style")
                file.set(command.threshold.map(TraceFormat.number) ?? "auto", group: group, key: "threshold")
            }
        }
        return file
    }
}

extension ReplayCommand {
    /// Takes the value `key` sets from `other` (a command parsed from that key alone).
    mutating func merge(key: String, from other: ReplayCommand) {
        switch key {
        case "tolerance-up": quickReturn.toleranceUp = other.quickReturn.toleranceUp
        case "tolerance-down": quickReturn.toleranceDown = other.quickReturn.toleranceDown
        case "start-offset": quickReturn.startOffset = other.quickReturn.startOffset
        case "reveal": quickReturn.reveal = other.quickReturn.reveal
        case "snap": quickReturn.snap = other.quickReturn.snap
        case "min-extent": quickReturn.minExtent = other.quickReturn.minExtent
        case "fade": quickReturn.fade = other.quickReturn.fade
        case "duration": quickReturn.duration = other.quickReturn.duration
        case "easing": quickReturn.easing = other.quickReturn.easing
        case "idle-delay": quickReturn.idleSnapDelay = other.quickReturn.idleSnapDelay
        case "fling-velocity": quickReturn.flingVelocity = other.quickReturn.flingVelocity
        case "gesture-timeout": quickReturn.gestureTimeout = other.quickReturn.gestureTimeout
        case "reveal-on-resize": quickReturn.revealOnResize = other.quickReturn.revealOnResize
        case "quick-return-header": stickyQuickReturnHeader = other.stickyQuickReturnHeader
        case "style": style = other.style
        case "threshold": threshold = other.threshold
        default: break
        }
    }

    /// The `shybar replay` arguments (without the file) that reproduce these options;
    /// defaults are left out.
    var arguments: [String] {
        var out = ["--behavior", behavior.rawValue]
        let q = quickReturn, d = QuickReturnOptions()
        if behavior != .background {
            if behavior == .sticky, stickyQuickReturnHeader { out.append("--quick-return-header") }
            if q.toleranceUp != d.toleranceUp { out += ["--tolerance-up", TraceFormat.number(q.toleranceUp)] }
            if q.toleranceDown != d.toleranceDown { out += ["--tolerance-down", TraceFormat.number(q.toleranceDown)] }
            if q.startOffset != d.startOffset { out += ["--start-offset", TraceFormat.number(q.startOffset)] }
            if q.reveal != d.reveal { out += ["--reveal", q.reveal.rawValue] }
            if q.snap != d.snap { out += ["--snap", q.snap.rawValue] }
            if q.minExtent != d.minExtent { out += ["--min-extent", TraceFormat.number(q.minExtent)] }
            if q.fade { out.append("--fade") }
            if q.duration != d.duration { out += ["--duration", TraceFormat.number(q.duration)] }
            if q.easing != d.easing { out += ["--easing", q.easing.rawValue] }
            if !q.animationsEnabled { out.append("--no-animations") }
            if q.idleSnapDelay != d.idleSnapDelay { out += ["--idle-delay", TraceFormat.number(q.idleSnapDelay)] }
            if q.flingVelocity != d.flingVelocity { out += ["--fling-velocity", TraceFormat.number(q.flingVelocity)] }
            if q.gestureTimeout != d.gestureTimeout { out += ["--gesture-timeout", TraceFormat.number(q.gestureTimeout)] }
            if q.revealOnResize { out.append("--reveal-on-resize") }
        } else {
            if style != .automatic { out += ["--style", style.rawValue] }
            if let threshold { out += ["--threshold", TraceFormat.number(threshold)] }
        }
        return out
    }
}

extension Page {
    /// The tracker this page shows.
    var behavior: Behavior {
        switch self {
        case .quickReturn: return .quickReturn
        case .background: return .background
        case .sticky: return .sticky
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
            report(line: first.line, message: first.message + (problems.count > 1 ? String(format: tr(" (and %d more problems)"), problems.count - 1) : ""),
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
        let location = line.map { String(format: tr("%@ line %d"), path, $0) } ?? path
        var text = String(format: tr("Settings file %@ is not usable: %@; %@."), location, message, usingDefaults)
        if let backup {
            text += " " + String(format: tr("It was kept as %@."), backup)
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
            let text = String(format: tr("Cannot save settings: %@."), error.message)
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
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
