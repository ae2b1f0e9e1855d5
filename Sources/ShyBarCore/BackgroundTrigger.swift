/// What turns an `automatic` background solid.
public enum BackgroundTrigger: String, Sendable, CaseIterable {
    /// Once the first section (the hero) has scrolled under the header; with no hero, any
    /// scroll (``BackgroundHider/defaultOffsetForHidingProvider(_:)``).
    case hero
    /// As soon as the content has scrolled at all, hero or not (Android's `liftOnScroll`,
    /// Flutter's scrolled-under elevation).
    case anyScroll = "any-scroll"
}
