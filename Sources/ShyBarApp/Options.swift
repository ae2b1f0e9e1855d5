
/// The pages of the window.
enum Page: String, CaseIterable {
    case quickReturn = "quick-return"
    case background
    case sticky
}

/// Command-line options of `shybar` (the GUI; `shybar replay` has its own).
struct Options {
    var page: Page = .quickReturn
    /// Whether `--page` was given (else the page saved last time opens).
    var pageGiven = false
    var rows = 1000
    var showHelp = false

    static let maxRows = 100_000_000

    static var helpText: String {
        tr("""
        Usage: shybar [--page quick-return|background|sticky] [--rows N]
               shybar replay --behavior quick-return|background|sticky [options] FILE|-

        Shows three scroll-driven header behaviours in one window.

          --page PAGE   page to open: quick-return, background or sticky (default: the last one)
          --rows N      rows in the item lists (default 1000; up to %d)
          -h, --help    show this help
        Environment: SHYBAR_DATA_DIR overrides where style.css and catalog.json are found.
        """).filling(maxRows)
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
                guard let page = Page(rawValue: text) else {
                    throw UsageError(tr("unknown page '%@' (expected quick-return, background or sticky)").filling(text.excerptForMessage))
                }
                options.page = page
                options.pageGiven = true
            case "--rows":
                let text = try scanner.value(of: argument)
                guard let rows = Int(text), rows >= 0, rows <= maxRows else {
                    throw UsageError(tr("--rows needs a whole number from 0 to %d, not '%@'").filling(maxRows, text.excerptForMessage))
                }
                options.rows = rows
            default:
                throw UsageError(tr("unknown option '%@' (see --help)").filling(argument.raw.excerptForMessage))
            }
        }
        return options
    }
}

private extension String {
    /// At most 40 characters of a bad value, for one readable line of error.
    var excerptForMessage: String { count <= 40 ? self : String(prefix(40)) + "…" }
}
