/// Options of ``BackgroundHider``: its style, what turns it solid and, when set, a fixed
/// threshold that replaces the trigger's.
public struct BackgroundOptions: Equatable, Sendable {
    /// When the background shows.
    public var style: BackgroundHidingStyle = .automatic
    /// What turns an `automatic` background solid (it sets the offset provider).
    public var trigger: BackgroundTrigger = .hero
    /// A fixed offset past which the background turns solid, replacing the trigger's
    /// provider; nil keeps it.
    public var threshold: Double?

    /// The defaults: automatic, solid past the hero.
    public init() {}

    /// Gives `hider` these options (it is not updated: call ``BackgroundHider/update(animated:)``).
    public func apply(to hider: BackgroundHider) {
        hider.style = style
        if let threshold {
            hider.offsetForHidingProvider = { _ in threshold }
        } else {
            switch trigger {
            case .hero: hider.offsetForHidingProvider = BackgroundHider.defaultOffsetForHidingProvider
            case .anyScroll: hider.offsetForHidingProvider = BackgroundHider.anyScrollOffsetProvider
            }
        }
    }
}
