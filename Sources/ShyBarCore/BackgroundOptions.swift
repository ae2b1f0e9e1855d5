/// Options of ``BackgroundHider``: its style and, when set, a fixed threshold.
public struct BackgroundOptions: Equatable, Sendable {
    /// When the background shows.
    public var style: BackgroundHidingStyle = .automatic
    /// A fixed offset past which the background turns solid, replacing the default
    /// provider (``BackgroundHider/defaultOffsetForHidingProvider(_:)``); nil keeps it.
    public var threshold: Double?

    /// The defaults: automatic, past the hero.
    public init() {}

    /// Gives `hider` these options (it is not updated: call ``BackgroundHider/update(animated:)``).
    public func apply(to hider: BackgroundHider) {
        hider.style = style
        if let threshold {
            hider.offsetForHidingProvider = { _ in threshold }
        } else {
            hider.offsetForHidingProvider = BackgroundHider.defaultOffsetForHidingProvider
        }
    }
}
