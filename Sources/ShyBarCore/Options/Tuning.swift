/// How the headers are tuned: which behaviour, and the options of each of the three. The
/// app's model of its tuning panel and settings, and what `shybar replay` runs.
public struct Tuning: Equatable, Sendable {
    /// The behaviour whose tracker ``makeTracker()`` makes.
    public var behavior: Behavior
    /// Options of quick return.
    public var quickReturn = QuickReturnOptions()
    /// Options of the background hider.
    public var background = BackgroundOptions()
    /// Options of the sticky toolbar (with its own quick-return header's).
    public var sticky = StickyOptions()

    /// The defaults for `behavior`.
    public init(behavior: Behavior) {
        self.behavior = behavior
    }

    /// The defaults, for quick return.
    public init() {
        self.init(behavior: .quickReturn)
    }

    /// The options of `behavior`, in table order, reaching into a tuning.
    public static func options(for behavior: Behavior) -> [TuningOption<Tuning>] {
        switch behavior {
        case .quickReturn: return quickReturnOptions
        case .background: return backgroundOptions
        case .sticky: return stickyOptions
        }
    }

    /// The options of this tuning's behaviour.
    public var options: [TuningOption<Tuning>] { Tuning.options(for: behavior) }

    /// The options of every behaviour, behaviour by behaviour (a key can come more than
    /// once: the sticky toolbar has the quick-return options too).
    public static let allOptions: [TuningOption<Tuning>] = Behavior.allCases.flatMap(options(for:))

    private static let quickReturnOptions = QuickReturnOptions.optionTable.map { $0.lifted(through: \Tuning.quickReturn) }
    private static let backgroundOptions = BackgroundOptions.optionTable.map { $0.lifted(through: \Tuning.background) }
    private static let stickyOptions = StickyOptions.optionTable.map { $0.lifted(through: \Tuning.sticky) }

    /// Puts `behavior`'s options back to their defaults; the others stay.
    public mutating func resetOptions(of behavior: Behavior) {
        let defaults = Tuning()
        switch behavior {
        case .quickReturn: quickReturn = defaults.quickReturn
        case .background: background = defaults.background
        case .sticky: sticky = defaults.sticky
        }
    }

    /// Whether animations run (off: reduced motion), for quick return and the sticky
    /// toolbar's quick-return header alike.
    public var animationsEnabled: Bool {
        get { quickReturn.animationsEnabled }
        set {
            quickReturn.animationsEnabled = newValue
            sticky.quickReturn.animationsEnabled = newValue
        }
    }

    /// A fresh tracker of the behaviour, configured by its options.
    public func makeTracker() -> any HeaderTracker {
        switch behavior {
        case .quickReturn:
            return QuickReturnTracker(options: quickReturn)
        case .sticky:
            return StickyToolbarTracker(options: sticky)
        case .background:
            let hider = BackgroundHider()
            background.apply(to: hider)
            return hider
        }
    }
}
