/// A named set of option values that makes a ShyBar behaviour feel like a known peer
/// (Headroom.js, Android, Flutter, AMScrollingNavbar, TLYShyNavBar, UIKit), with where those
/// values come from and where ShyBar cannot match the peer (docs/presets.md).
public struct Preset: Equatable, Sendable {
    /// The option values, for the preset's behaviour.
    public enum Settings: Equatable, Sendable {
        /// Options of a ``QuickReturnTracker``.
        case quickReturn(QuickReturnOptions)
        /// Options of a ``StickyToolbarTracker``.
        case sticky(StickyOptions)
        /// Style and trigger of a ``BackgroundHider``.
        case background(BackgroundOptions)
    }

    /// The name to choose it by (`headroom`, `android-enter-always-snap`, …); unique within
    /// its behaviour.
    public var name: String
    /// Who does it this way.
    public var peer: String
    /// Where the values come from: repository and file, or documentation page.
    public var source: String
    /// In one line, what the preset reproduces.
    public var reproduces: String
    /// In one line, where ShyBar cannot match the peer.
    public var differs: String
    /// Why a header may rest partly shown with this preset, when its peer leaves it so by
    /// design; `nil` when it always settles fully shown or fully hidden.
    public var restsPartlyShown: String?
    /// The option values.
    public var settings: Settings

    /// Creates a preset.
    public init(name: String, peer: String, source: String, reproduces: String, differs: String,
                restsPartlyShown: String? = nil, settings: Settings) {
        self.name = name
        self.peer = peer
        self.source = source
        self.reproduces = reproduces
        self.differs = differs
        self.restsPartlyShown = restsPartlyShown
        self.settings = settings
    }

    /// The behaviour the preset configures.
    public var behavior: Behavior {
        switch settings {
        case .quickReturn: return .quickReturn
        case .sticky: return .sticky
        case .background: return .background
        }
    }

    /// The quick-return options, for a quick-return preset.
    public var quickReturnOptions: QuickReturnOptions? {
        if case .quickReturn(let options) = settings { return options }
        return nil
    }

    /// The sticky options, for a sticky preset.
    public var stickyOptions: StickyOptions? {
        if case .sticky(let options) = settings { return options }
        return nil
    }

    /// The background options, for a background preset.
    public var backgroundOptions: BackgroundOptions? {
        if case .background(let options) = settings { return options }
        return nil
    }

    /// A fresh tracker of the preset's behaviour, configured by it.
    public func makeTracker() -> any HeaderTracker {
        switch settings {
        case .quickReturn(let options): return QuickReturnTracker(options: options)
        case .sticky(let options): return StickyToolbarTracker(options: options)
        case .background(let options):
            let hider = BackgroundHider()
            hider.apply(options)
            return hider
        }
    }
}
