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

    static let helpText = """
    Usage: shybar [--page quick-return|background|sticky] [--rows N]
           shybar replay --behavior quick-return|background|sticky [options] FILE|-

    Shows three scroll-driven header behaviours in one window.

      --page PAGE   page to open: quick-return, background or sticky (default: the last one)
      --rows N      rows in the item lists (default 1000; up to \(maxRows))
      -h, --help    show this help
    Environment: SHYBAR_DATA_DIR overrides where style.css and catalog.json are found.
    """

    struct Failure: Error { let message: String }

    static func parse(_ arguments: [String]) throws(Failure) -> Options {
        var options = Options()
        var index = 0
        func value(for name: String, inline: String?) throws(Failure) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw Failure(message: "\(name) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts[0]
            let inline = parts.count > 1 ? parts[1] : nil
            switch name {
            case "-h", "--help":
                options.showHelp = true
            case "--page":
                let text = try value(for: name, inline: inline)
                guard let page = Page(rawValue: text) else {
                    throw Failure(message: "unknown page '\(text)' (expected quick-return, background or sticky)")
                }
                options.page = page
                options.pageGiven = true
            case "--rows":
                let text = try value(for: name, inline: inline)
                guard let rows = Int(text), rows >= 0, rows <= maxRows else {
                    throw Failure(message: "--rows needs a whole number from 0 to \(maxRows), not '\(text)'")
                }
                options.rows = rows
            default:
                throw Failure(message: "unknown option '\(argument)' (see --help)")
            }
            index += 1
        }
        return options
    }
}
