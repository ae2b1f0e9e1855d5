import ShyBarAppSupport
import ShyBarCore


/// Command-line options of `shybar` (the GUI; `shybar replay` has its own).
struct Options {
    var page: Behavior = .quickReturn
    /// Whether `--page` was given (else the page saved last time opens).
    var pageGiven = false
    var rows = 1000
    var showHelp = false
    /// `--preset NAME`: the presets of that name, one per behaviour that has one (`shybar`
    /// has one for each page).
    var presets: [Preset] = []
    /// `--record FILE`: the page the window opens on is recorded into FILE (see
    /// ``RecordingController``) until the page changes or the window closes.
    var recordPath: String?

    static let maxRows = 100_000_000

    static var helpText: String {
        format(tr("""
        Usage: shybar [--page quick-return|background|sticky] [--preset NAME] [--rows N] [--record FILE]
               shybar replay --behavior quick-return|background|sticky [options] FILE|-
               shybar replay --preset NAME | --compare A B [options] FILE|-
               shybar compare --summary FILE

        Shows three scroll-driven header behaviours in one window.

          --page PAGE     page to open: quick-return, background or sticky (default: the last one)
          --preset NAME   set the options of the page(s) of NAME's behaviour from a preset, and
                          open its page unless --page says otherwise
          --rows N        rows in the item lists (default 1000; up to %d)
          --record FILE   record what the header does on the page the window opens on into
                          FILE (a trace), FILE's .args and .frames.jsonl, until the page
                          changes or the window closes
          -h, --help      show this help
        Environment: SHYBAR_DATA_DIR overrides where style.css and catalog.json are found.
        """), maxRows) + "\n\n" + ReplayHelp.presetSection
    }

    struct Failure: Error { let message: String }

    static func parse(_ arguments: [String]) throws(Failure) -> Options {
        do {
            return try scan(arguments)
        } catch {
            throw Failure(message: error.message)
        }
    }

    private static func scan(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var scanner = ArgumentScanner(arguments)
        while let argument = scanner.next() {
            switch argument.flag {
            case "-h", "--help":
                options.showHelp = true
            case "--page":
                let text = try scanner.value(of: argument)
                guard let page = Behavior(rawValue: text) else {
                    throw UsageError(format(tr("unknown page '%@' (expected quick-return, background or sticky)"), text.excerptForMessage))
                }
                options.page = page
                options.pageGiven = true
            case "--rows":
                let text = try scanner.value(of: argument)
                guard let rows = Int(text), rows >= 0, rows <= maxRows else {
                    throw UsageError(format(tr("--rows needs a whole number from 0 to %d, not '%@'"), maxRows, text.excerptForMessage))
                }
                options.rows = rows
            case "--preset":
                let text = try scanner.value(of: argument)
                let found = Preset.all(named: text)
                guard !found.isEmpty else {
                    let names = Preset.all.map(\.name).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                    throw UsageError(format(tr("unknown preset '%@' (expected one of %@)"), text.excerptForMessage, names.joined(separator: ", ")))
                }
                options.presets = found
            case "--record":
                let path = try scanner.value(of: argument)
                let folder = FileSystem.parent(of: path)
                guard !path.isEmpty, !FileSystem.isDirectory(path) else {
                    throw UsageError(format(tr("--record needs a file to write, not '%@'"), path.excerptForMessage))
                }
                guard FileSystem.isDirectory(folder) else {
                    throw UsageError(format(tr("--record: there is no folder '%@' to write the trace in"), folder.excerptForMessage))
                }
                options.recordPath = path
            default:
                throw UsageError(format(tr("unknown option '%@' (see --help)"), argument.raw.excerptForMessage))
            }
        }
        return options
    }
}

extension Options {
    /// Applies `--preset`: each preset to its page's options, remembered as the page's
    /// preset; a preset of one behaviour also opens its page unless `--page` was given.
    func applyPresets(to settings: inout AppSettings) {
        for preset in presets { settings.choose(preset) }
        if !pageGiven, presets.count == 1, let page = Behavior.allCases.first(where: { $0 == presets[0].behavior }) {
            settings.page = page
        }
    }
}

private extension String {
    /// At most 40 characters of a bad value, for one readable line of error.
    var excerptForMessage: String { count <= 40 ? self : String(prefix(40)) + "…" }
}
