/// Every preset ShyBar ships, by behaviour (docs/presets.md has them as a table).
extension Preset {
    /// All presets: quick return, then sticky, then background; within each, `shybar` first.
    public static let all: [Preset] = quickReturnPresets + stickyPresets + backgroundPresets

    /// The presets of one behaviour, `shybar` (the defaults) first.
    public static func presets(for behavior: Behavior) -> [Preset] {
        all.filter { $0.behavior == behavior }
    }

    /// The preset called `name` for `behavior`, or `nil` when there is none.
    public static func named(_ name: String, for behavior: Behavior) -> Preset? {
        all.first { $0.behavior == behavior && $0.name == name }
    }

    // MARK: - Quick return

    private static func quickReturn(_ change: (inout QuickReturnOptions) -> Void) -> Settings {
        var options = QuickReturnOptions()
        change(&options)
        return .quickReturn(options)
    }

    /// Android and Flutter lay the list out below the bar; ShyBar lays the header over the
    /// content, which starts one header down. Every picture of theirs is one of ShyBar's
    /// (a bar re-entered over the first rows is their bar above a list scrolled by as much).
    private static let layoutOverTheContent =
        "nothing visible: the header lies over the content where the peer lays the list out below the bar, so the scrollbar counts the header's height too"

    /// Android and Flutter leave a header wherever the scroll stopped unless they snap.
    private static let restsWhereTheScrollStopped =
        "without snapping, the peer leaves the header wherever the scroll stopped"

    static let quickReturnPresets: [Preset] = [
        Preset(
            name: "shybar", peer: "ShyBar",
            source: "docs/behaviours.md",
            reproduces: "ShyBar's own defaults: hide 1:1, reveal with a 200 ms animation after 8 px back, snap by the fling",
            differs: "nothing: this is the reference",
            settings: quickReturn { _ in }),
        Preset(
            name: "headroom", peer: "Headroom.js",
            source: "WickyNilliams/headroom.js src/Headroom.js (toleranceExceeded, shouldUnpin, shouldPin), src/trackScroll.js; README (transition: transform 200ms linear)",
            reproduces: "pin/unpin as a whole when one scroll event moves at least the tolerance (0 px up and down), offset 0, top/not-top/bottom states, 200 ms linear transition",
            differs: "near the top the header rests on the content and settles at the top or one header down, where Headroom's unpinned header leaves the page's padding empty above the content: ShyBar's rule is never a gap above the content",
            settings: quickReturn {
                $0.toleranceUp = 0
                $0.toleranceDown = 0
                $0.toleranceRun = .event
                $0.conceal = .animate
                $0.reveal = .animate
                $0.snap = .nearest
                $0.duration = 200
                $0.easing = .linear
            }),
        Preset(
            name: "android-enter-always", peer: "Android AppBarLayout (scroll|enterAlways)",
            source: "material-components/material-components-android lib/java/com/google/android/material/appbar/AppBarLayout.java (SCROLL_FLAG_ENTER_ALWAYS)",
            reproduces: "the bar scrolls off 1:1 and re-enters 1:1 on any backward scroll, with no tolerance and no snap; near the top a re-entered bar stays, the list below it scrolled by as much",
            differs: layoutOverTheContent,
            restsPartlyShown: restsWhereTheScrollStopped,
            settings: quickReturn {
                $0.toleranceUp = 0
                $0.toleranceDown = 0
                $0.reveal = .follow
                $0.snap = .none
            }),
        Preset(
            name: "android-enter-always-snap", peer: "Android AppBarLayout (scroll|enterAlways|snap)",
            source: "material-components/material-components-android lib/java/com/google/android/material/appbar/AppBarLayout.java (SCROLL_FLAG_SNAP, Behavior.snapToChildIfNeeded, animateOffsetTo)",
            reproduces: "1:1 both ways, the fling's momentum included; once the scroll (and its fling) has ended a partly shown bar snaps to the nearer edge (half height) in (distance / height + 1) × 150 ms, decelerating, moving the content near the top",
            differs: layoutOverTheContent,
            settings: quickReturn {
                $0.toleranceUp = 0
                $0.toleranceDown = 0
                $0.reveal = .follow
                $0.snap = .nearest
                $0.snapThreshold = 0.5
                $0.snapAfterMomentum = true
                $0.duration = 150
                $0.durationPerHeader = 150
                $0.easing = .quadOut
            }),
        Preset(
            name: "flutter-floating", peer: "Flutter SliverAppBar (floating)",
            source: "flutter/flutter packages/flutter/lib/src/material/app_bar.dart (SliverAppBar.floating)",
            reproduces: "the app bar becomes visible as soon as the user scrolls back, 1:1, and leaves 1:1; near the top a re-entered bar stays, the list below it scrolled by as much",
            differs: layoutOverTheContent,
            restsPartlyShown: restsWhereTheScrollStopped,
            settings: quickReturn {
                $0.toleranceUp = 0
                $0.toleranceDown = 0
                $0.reveal = .follow
                $0.snap = .none
            }),
        Preset(
            name: "flutter-floating-snap", peer: "Flutter SliverAppBar (floating + snap)",
            source: "flutter/flutter packages/flutter/lib/src/material/app_bar.dart (SliverAppBar.snap, FloatingHeaderSnapConfiguration: 200 ms, Curves.easeOut); rendering/sliver_persistent_header.dart (maybeStartSnapAnimation)",
            reproduces: "1:1 both ways, the fling included; once the whole scroll activity is idle the snap completes in the direction of the last scroll, 200 ms along Curves.easeOut (the cubic Bézier 0, 0, 0.58, 1)",
            differs: layoutOverTheContent,
            settings: quickReturn {
                $0.toleranceUp = 0
                $0.toleranceDown = 0
                $0.reveal = .follow
                $0.snap = .direction
                $0.snapAfterMomentum = true
                $0.duration = 200
                $0.easing = .bezierOut
            }),
        Preset(
            name: "amscrollingnavbar", peer: "AMScrollingNavbar",
            source: "andreamazz/AMScrollingNavbar Source/ScrollingNavigationController.swift (handlePan, scrollWithDelta, checkForPartialScroll, viewWillTransition); README (followScrollView(_:delay: 50))",
            reproduces: "follows the pan 1:1 (not its deceleration) after a 50 px delay spent either way and refilled by a step from an edge towards it, so a collapse followed straight back follows at once; snaps at release to the nearer half in 0.2 s per half height, ease-in-out; shows on resize; fades the bar's items",
            differs: "on a size change the bar shows in as long as a snap over that distance, where AMScrollingNavbar shows it alongside the size transition's own animation, which a desktop resize does not have; a desktop's wheel, keys and scrollbar move the content alone, as only the pan moves its bar",
            settings: quickReturn {
                $0.toleranceUp = 50
                $0.toleranceDown = 50
                $0.toleranceRun = .edge
                $0.reveal = .follow
                $0.snap = .nearest
                $0.swipesOnly = true
                $0.duration = 0
                $0.durationPerHeader = 400
                $0.easing = .bezierInOut
                $0.revealOnResize = true
                $0.fade = true
            }),
        Preset(
            name: "tlyshynavbar", peer: "TLYShyNavBar",
            source: "telly/TLYShyNavBar TLYShyNavBar/TLYShyNavBarManager.m (_handleScrolling, _handleScrollingEnded), ShyControllers/TLYShyViewController.m (snap:)",
            reproduces: "expansion resistance 200 px, contraction 0, reset on reversal and when scrolling ends; a bar not fully shown when scrolling ends contracts; subviews fade",
            differs: "near the top TLYShyNavBar snaps the bar alone and the scroll view's content inset follows it; ShyBar's header lies over the content with no inset to move, so it scrolls the content with the header (the same picture, another scroll offset); no extension view",
            settings: quickReturn {
                $0.toleranceUp = 200
                $0.toleranceDown = 0
                $0.toleranceRun = .gesture
                $0.reveal = .follow
                $0.snap = .nearest
                $0.snapThreshold = 1
                $0.duration = 200
                $0.easing = .bezierInOut
                $0.fade = true
            }),
        Preset(
            name: "ios-hides-bars-on-swipe", peer: "UIKit UINavigationController.hidesBarsOnSwipe",
            source: "https://developer.apple.com/documentation/uikit/uinavigationcontroller/hidesbarsonswipe; UINavigationControllerHideShowBarDuration (0.2 s)",
            reproduces: "a forward swipe hides the bar as a whole, a backward swipe shows it as a whole, in 0.2 s; only swipes count, not wheel, keys, scrollbar or momentum",
            differs: "the curve of UIKit's bar animation is not public: ShyBar uses UIKit's default ease-in-out",
            settings: quickReturn {
                $0.toleranceUp = 0
                $0.toleranceDown = 0
                $0.conceal = .animate
                $0.reveal = .animate
                $0.snap = .nearest
                $0.swipesOnly = true
                $0.duration = 200
                $0.easing = .bezierInOut
            }),
    ]

    // MARK: - Sticky toolbar

    /// A collapsing header scrolls with the content: it rests wherever the content does.
    private static let collapsesWithTheContent =
        "the collapsing header scrolls with the content pixel for pixel, so it rests wherever the content stops, as the peer's does"

    static let stickyPresets: [Preset] = [
        Preset(
            name: "shybar", peer: "ShyBar",
            source: "docs/behaviours.md",
            reproduces: "ShyBar's own sticky toolbar: the header scrolls away 1:1, the toolbar pins",
            differs: "nothing: this is the reference",
            restsPartlyShown: collapsesWithTheContent,
            settings: .sticky(StickyOptions())),
        Preset(
            name: "android-exit-until-collapsed", peer: "Android CollapsingToolbarLayout (scroll|exitUntilCollapsed, toolbar collapseMode=pin)",
            source: "material-components/material-components-android lib/java/com/google/android/material/appbar/AppBarLayout.java (SCROLL_FLAG_EXIT_UNTIL_COLLAPSED), CollapsingToolbarLayout.java (COLLAPSE_MODE_PIN)",
            reproduces: "the header collapses 1:1 down to its minimum height (the pinned toolbar) and expands only as the content returns to the top",
            differs: "the collapsed height is the toolbar's height the view reports; no scrim or parallax",
            restsPartlyShown: collapsesWithTheContent,
            settings: .sticky(StickyOptions())),
        Preset(
            name: "flutter-pinned", peer: "Flutter SliverAppBar (pinned, expandedHeight)",
            source: "flutter/flutter packages/flutter/lib/src/material/app_bar.dart (SliverAppBar.pinned)",
            reproduces: "the expanded area scrolls away 1:1 and the toolbar stays pinned at the top",
            differs: "no title fade or stretch",
            restsPartlyShown: collapsesWithTheContent,
            settings: .sticky(StickyOptions())),
        Preset(
            name: "flutter-pinned-floating", peer: "Flutter SliverAppBar (pinned + floating)",
            source: "flutter/flutter packages/flutter/lib/src/material/app_bar.dart (SliverAppBar.pinned, SliverAppBar.floating)",
            reproduces: "the toolbar stays pinned and the expanded area re-enters 1:1 on any backward scroll; near the top a re-entered area stays, the list below it scrolled by as much",
            differs: layoutOverTheContent,
            restsPartlyShown: restsWhereTheScrollStopped,
            settings: .sticky({
                var options = StickyOptions()
                options.quickReturnHeader = true
                options.quickReturn.toleranceUp = 0
                options.quickReturn.toleranceDown = 0
                options.quickReturn.reveal = .follow
                options.quickReturn.snap = .none
                return options
            }())),
    ]

    // MARK: - Background

    private static func background(_ style: BackgroundHidingStyle, _ trigger: BackgroundTrigger) -> Settings {
        var options = BackgroundOptions()
        options.style = style
        options.trigger = trigger
        return .background(options)
    }

    static let backgroundPresets: [Preset] = [
        Preset(
            name: "shybar", peer: "ShyBar",
            source: "docs/behaviours.md",
            reproduces: "transparent over the hero, solid once the hero has scrolled under the header",
            differs: "nothing: this is the reference",
            settings: background(.automatic, .hero)),
        Preset(
            name: "android-lift-on-scroll", peer: "Android AppBarLayout (liftOnScroll)",
            source: "material-components/material-components-android lib/java/com/google/android/material/appbar/AppBarLayout.java (setLiftOnScroll, shouldLift)",
            reproduces: "the bar lifts as soon as the content has scrolled at all, and drops back at the top",
            differs: "a solid background (a CSS class) stands for the elevation and its shadow",
            settings: background(.automatic, .anyScroll)),
        Preset(
            name: "flutter-scrolled-under", peer: "Flutter AppBar (scrolledUnderElevation)",
            source: "flutter/flutter packages/flutter/lib/src/material/app_bar.dart (AppBar.scrolledUnderElevation)",
            reproduces: "the app bar takes its scrolled-under look as soon as content scrolls under it",
            differs: "a solid background stands for the elevation and surface tint",
            settings: background(.automatic, .anyScroll)),
        Preset(
            name: "flutter-force-elevated", peer: "Flutter SliverAppBar (forceElevated)",
            source: "flutter/flutter packages/flutter/lib/src/material/app_bar.dart (SliverAppBar.forceElevated)",
            reproduces: "the elevated look whether or not content is scrolled under the bar",
            differs: "a solid background stands for the elevation",
            settings: background(.alwaysVisible, .hero)),
        Preset(
            name: "ios-scroll-edge-appearance", peer: "UIKit UINavigationBar.scrollEdgeAppearance",
            source: "https://developer.apple.com/documentation/uikit/uinavigationbar/scrolledgeappearance",
            reproduces: "the edge (transparent) appearance while the content's top edge meets the bar, the standard one once it scrolls",
            differs: "a CSS transition stands for UIKit's cross-fade",
            settings: background(.automatic, .anyScroll)),
    ]
}
