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
            source: "WickyNilliams/headroom.js src/Headroom.js, src/trackScroll.js; README (transition: transform 200ms linear)",
            reproduces: "pin/unpin as a whole after a tolerance of 0 px up and down, offset 0, top/not-top/bottom states, 200 ms linear transition",
            differs: "the tolerance is counted per direction run, not per animation frame; no separate up/down offsets; near the top the header rests on the content and settles at the top or one header down instead of covering the first rows or leaving a gap; at offset 0 it is always shown",
            settings: quickReturn {
                $0.toleranceUp = 0
                $0.toleranceDown = 0
                $0.conceal = .animate
                $0.reveal = .animate
                $0.snap = .nearest
                $0.duration = 200
                $0.easing = .linear
            }),
        Preset(
            name: "android-enter-always", peer: "Android AppBarLayout (scroll|enterAlways)",
            source: "material-components/material-components-android lib/java/com/google/android/material/appbar/AppBarLayout.java (SCROLL_FLAG_ENTER_ALWAYS)",
            reproduces: "the bar scrolls off 1:1 and re-enters 1:1 on any backward scroll, with no tolerance and no snap",
            differs: "the content does not move down with an entering bar, so near the top a bar revealed over the first rows goes back onto the content when input stops",
            restsPartlyShown: restsWhereTheScrollStopped,
            settings: quickReturn {
                $0.toleranceUp = 0
                $0.toleranceDown = 0
                $0.reveal = .follow
                $0.snap = .none
                $0.restOnContentNearTop = true
            }),
        Preset(
            name: "android-enter-always-snap", peer: "Android AppBarLayout (scroll|enterAlways|snap)",
            source: "material-components/material-components-android lib/java/com/google/android/material/appbar/AppBarLayout.java (SCROLL_FLAG_SNAP, Behavior.snapToChildIfNeeded)",
            reproduces: "1:1 both ways; when the scroll ends a partly shown bar snaps to the nearer edge (half height), moving the content near the top",
            differs: "one duration (200 ms, cubic ease-out) where Android takes (distance / height + 1) × 150 ms with a quadratic deceleration; ShyBar snaps at release, Android after the fling",
            settings: quickReturn {
                $0.toleranceUp = 0
                $0.toleranceDown = 0
                $0.reveal = .follow
                $0.snap = .nearest
                $0.snapThreshold = 0.5
                $0.duration = 200
            }),
        Preset(
            name: "flutter-floating", peer: "Flutter SliverAppBar (floating)",
            source: "flutter/flutter packages/flutter/lib/src/material/app_bar.dart (SliverAppBar.floating)",
            reproduces: "the app bar becomes visible as soon as the user scrolls back, 1:1, and leaves 1:1",
            differs: "near the top a bar revealed over the first rows goes back onto the content when input stops (Flutter lays the list out below the bar)",
            restsPartlyShown: restsWhereTheScrollStopped,
            settings: quickReturn {
                $0.toleranceUp = 0
                $0.toleranceDown = 0
                $0.reveal = .follow
                $0.snap = .none
                $0.restOnContentNearTop = true
            }),
        Preset(
            name: "flutter-floating-snap", peer: "Flutter SliverAppBar (floating + snap)",
            source: "flutter/flutter packages/flutter/lib/src/material/app_bar.dart (SliverAppBar.snap, FloatingHeaderSnapConfiguration: 200 ms, Curves.easeOut); rendering/sliver_persistent_header.dart (maybeStartSnapAnimation)",
            reproduces: "1:1 both ways; when scrolling stops the snap completes in the direction of the last scroll, 200 ms ease-out",
            differs: "ShyBar starts the snap at release (momentum may follow), Flutter when the whole scroll activity is idle; its ease-out curve is a cubic Bézier, ShyBar's a cubic",
            settings: quickReturn {
                $0.toleranceUp = 0
                $0.toleranceDown = 0
                $0.reveal = .follow
                $0.snap = .direction
                $0.duration = 200
                $0.easing = .easeOutCubic
            }),
        Preset(
            name: "amscrollingnavbar", peer: "AMScrollingNavbar",
            source: "andreamazz/AMScrollingNavbar Source/ScrollingNavigationController.swift (scrollWithDelta, checkForPartialScroll, viewWillTransition); README (followScrollView(_:delay: 50))",
            reproduces: "follows 1:1 after a 50 px delay spent either way and refilled at each edge, snaps to the nearer half, shows on resize, fades the bar's items",
            differs: "ShyBar follows the scroll offset, momentum included, where AMScrollingNavbar follows the pan gesture only; one snap duration (200 ms) where it scales with the distance",
            settings: quickReturn {
                $0.toleranceUp = 50
                $0.toleranceDown = 50
                $0.toleranceRun = .edge
                $0.reveal = .follow
                $0.snap = .nearest
                $0.duration = 200
                $0.easing = .easeInOutCubic
                $0.revealOnResize = true
                $0.fade = true
            }),
        Preset(
            name: "tlyshynavbar", peer: "TLYShyNavBar",
            source: "telly/TLYShyNavBar TLYShyNavBar/TLYShyNavBarManager.m (_handleScrolling, _handleScrollingEnded), ShyControllers/TLYShyViewController.m (snap:)",
            reproduces: "expansion resistance 200 px, contraction 0, reset on reversal and when scrolling ends; a bar not fully shown when scrolling ends contracts; subviews fade",
            differs: "near the top ShyBar settles by scrolling the content (to the top or one header down) where TLYShyNavBar moves the bar alone; no extension view",
            settings: quickReturn {
                $0.toleranceUp = 200
                $0.toleranceDown = 0
                $0.toleranceRun = .gesture
                $0.reveal = .follow
                $0.snap = .nearest
                $0.snapThreshold = 1
                $0.duration = 200
                $0.easing = .easeInOutCubic
                $0.fade = true
            }),
        Preset(
            name: "ios-hides-bars-on-swipe", peer: "UIKit UINavigationController.hidesBarsOnSwipe",
            source: "https://developer.apple.com/documentation/uikit/uinavigationcontroller/hidesbarsonswipe",
            reproduces: "a forward swipe hides the bar as a whole, a backward swipe shows it as a whole, animated",
            differs: "any input counts (wheel and keys too), not only a swipe; at the top the bar is always shown; UIKit's own timing curve is not public (ShyBar: 200 ms ease-in-out)",
            settings: quickReturn {
                $0.toleranceUp = 0
                $0.toleranceDown = 0
                $0.conceal = .animate
                $0.reveal = .animate
                $0.snap = .nearest
                $0.duration = 200
                $0.easing = .easeInOutCubic
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
            reproduces: "the toolbar stays pinned and the expanded area re-enters 1:1 on any backward scroll",
            differs: "near the top an area revealed over the first rows goes back onto the content when input stops",
            restsPartlyShown: restsWhereTheScrollStopped,
            settings: .sticky({
                var options = StickyOptions()
                options.quickReturnHeader = true
                options.quickReturn.toleranceUp = 0
                options.quickReturn.toleranceDown = 0
                options.quickReturn.reveal = .follow
                options.quickReturn.snap = .none
                options.quickReturn.restOnContentNearTop = true
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
