/// Which tracker a replay runs.
public enum Behavior: String, Sendable, CaseIterable {
    /// ``QuickReturnTracker``.
    case quickReturn = "quick-return"
    /// ``BackgroundHider``.
    case background
    /// ``StickyToolbarTracker``.
    case sticky
}

/// A command-line mistake, naming the option at fault.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, in one line.
    public var message: String
    /// Creates an error.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}

/// The parsed arguments of `shybar replay`: which tracker, its options, and the trace file.
public struct ReplayCommand: Equatable, Sendable {
    /// The tracker to run.
    public var behavior: Behavior = .quickReturn
    /// Options for quick return (and the sticky page's quick-return header).
    public var quickReturn = QuickReturnOptions()
    /// Whether the sticky header re-enters on reverse scroll.
    public var stickyQuickReturnHeader = false
    /// Background hiding style.
    public var style: BackgroundHidingStyle = .automatic
    /// A fixed offset for the background hider, replacing the default provider.
    public var threshold: Double?
    /// The trace file path, or `-` for standard input.
    public var path = "-"
    /// Whether `--help` was asked for.
    public var showHelp = false

    /// The defaults (quick return, standard input).
    public init() {}

    /// The help text of `shybar replay`.
    public static let helpText = """
    Usage: shybar replay --behavior quick-return|background|sticky [options] FILE|-

    Feeds a trace (JSON Lines, one input per line) through a header tracker without a
    display and prints one JSON object per input line:
      t, type, offset, extent, target, state, background, headerY, toolbarY, pinned, progress,
      scrollTo (an offset the tracker asks the view to scroll to, or null)

    Trace lines:
      {"t":0,"type":"geometry","viewport":600,"content":20000,"header":90,"min":0,"toolbar":0,"hero":240}
      {"t":16,"type":"scroll","offset":24,"source":"wheel|touchpad|touch|keyboard|scrollbar|momentum|programmatic"}
      {"t":20,"type":"begin"}   {"t":200,"type":"end","velocity":1500}
      {"t":300,"type":"focus","state":"in|out"}   {"t":450,"type":"tick"}

    Options:
      --behavior NAME          quick-return, background or sticky (required)
      Quick return (and the sticky page's quick-return header):
      --tolerance-up PX        reverse movement ignored before revealing (default 8)
      --tolerance-down PX      forward movement ignored before hiding (default 0)
      --start-offset PX        offset before which the header never hides (default 0)
      --reveal POLICY          animate, follow or top-only (default animate)
      --snap POLICY            auto, nearest, direction or none (default auto)
      --min-extent PX          collapsed height of the header (default 0)
      --fade                   fade the header's content with its progress
      --duration MS            reveal/snap animation length (default 200)
      --easing NAME            linear, easeOutCubic or easeInOutCubic (default easeOutCubic)
      --no-animations          reduced motion: animations complete at once
      --idle-delay MS          wheel/keyboard pause before snapping (default 150)
      --fling-velocity PX/S    release speed from which auto snap follows the fling (default 50)
      --gesture-timeout MS     a gesture with no input this long counts as ended (default 1000)
      --reveal-on-resize       show the header when the viewport changes size
      Sticky:
      --quick-return-header    the header re-enters on reverse scroll over the pinned toolbar
      Background:
      --style NAME             automatic, always-hidden or always-visible (default automatic)
      --threshold PX           offset past which the background turns solid
                               (default: the hero's height minus the header's, else 0)
      -h, --help               show this help

    Exit status: 0 success, 1 a bad trace (the error names the line), 2 a bad option.
    """

    /// Parses the arguments that follow `replay`.
    public static func parse(_ arguments: [String]) throws(UsageError) -> ReplayCommand {
        var command = ReplayCommand()
        var behaviorGiven = false
        var pathGiven = false
        var scanner = ArgumentScanner(arguments)

        func length(_ flag: String, _ text: String) throws(UsageError) -> Double {
            guard let number = Double(text), number.isFinite, number >= 0, number <= 1e9 else {
                throw UsageError("\(flag) expects a number from 0 to 1e9, got \"\(text.excerpt())\"")
            }
            return number
        }
        func choice<T: RawRepresentable & CaseIterable>(_ flag: String, _ text: String, _: T.Type) throws(UsageError) -> T where T.RawValue == String {
            guard let chosen = T(rawValue: text) else {
                let names = T.allCases.map(\.rawValue).joined(separator: ", ")
                throw UsageError("\(flag) expects one of \(names), got \"\(text.excerpt())\"")
            }
            return chosen
        }

        while let argument = scanner.next() {
            let flag = argument.flag
            func value() throws(UsageError) -> String { try scanner.value(of: argument) }
            switch flag {
            case "-h", "--help":
                command.showHelp = true
            case "--behavior":
                command.behavior = try choice(flag, value(), Behavior.self)
                behaviorGiven = true
            case "--tolerance-up":
                command.quickReturn.toleranceUp = try length(flag, value())
            case "--tolerance-down":
                command.quickReturn.toleranceDown = try length(flag, value())
            case "--start-offset":
                command.quickReturn.startOffset = try length(flag, value())
            case "--reveal":
                command.quickReturn.reveal = try choice(flag, value(), RevealPolicy.self)
            case "--snap":
                command.quickReturn.snap = try choice(flag, value(), SnapPolicy.self)
            case "--min-extent":
                command.quickReturn.minExtent = try length(flag, value())
            case "--duration":
                command.quickReturn.duration = try length(flag, value())
            case "--easing":
                command.quickReturn.easing = try choice(flag, value(), Easing.self)
            case "--idle-delay":
                command.quickReturn.idleSnapDelay = try length(flag, value())
            case "--fling-velocity":
                command.quickReturn.flingVelocity = try length(flag, value())
            case "--gesture-timeout":
                command.quickReturn.gestureTimeout = try length(flag, value())
            case "--fade", "--no-animations", "--quick-return-header", "--reveal-on-resize":
                if argument.inline != nil { throw UsageError("\(flag) takes no value") }
                switch flag {
                case "--fade": command.quickReturn.fade = true
                case "--no-animations": command.quickReturn.animationsEnabled = false
                case "--reveal-on-resize": command.quickReturn.revealOnResize = true
                default: command.stickyQuickReturnHeader = true
                }
            case "--style":
                command.style = try choice(flag, value(), BackgroundHidingStyle.self)
            case "--threshold":
                command.threshold = try length(flag, value())
            default:
                if argument.raw.hasPrefix("-"), argument.raw != "-" {
                    throw UsageError("unknown option \(argument.raw) (see shybar replay --help)")
                }
                if pathGiven { throw UsageError("only one trace file can be replayed, got \"\(command.path)\" and \"\(argument.raw)\"") }
                command.path = argument.raw
                pathGiven = true
            }
        }
        if command.showHelp { return command }
        guard behaviorGiven else { throw UsageError("--behavior is required: quick-return, background or sticky") }
        guard pathGiven else { throw UsageError("a trace FILE is required (use - for standard input)") }
        return command
    }

    /// A fresh tracker configured as the options say.
    public func makeTracker() -> any HeaderTracker {
        switch behavior {
        case .quickReturn:
            return QuickReturnTracker(options: quickReturn)
        case .sticky:
            var options = StickyOptions()
            options.quickReturnHeader = stickyQuickReturnHeader
            options.quickReturn = quickReturn
            return StickyToolbarTracker(options: options)
        case .background:
            let hider = BackgroundHider(style: style)
            if let threshold { hider.offsetForHidingProvider = { _ in threshold } }
            return hider
        }
    }
}
