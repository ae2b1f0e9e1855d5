import XCTest
import ShyBarCore

/// For every preset, cases taken from its peer's own tests or documentation, played through
/// the preset's tracker. Each case names where it comes from; where ShyBar cannot follow the
/// peer, the case says how it was adapted (and the preset's `differs` line says why).
final class PresetPeerCaseTests: XCTestCase {
    /// The content far from the top, header shown: where the peers' quick-return cases start.
    static let deep: [PeerStep] = [.scroll(2000, .programmatic), .expect(.state(.shown))]
    /// Deep in the content with the header hidden.
    static let deepHidden: [PeerStep] = deep + [.begin, .drag(to: 2200), .end(), .wait(300), .expect(.state(.hidden))]

    // MARK: - Headroom.js

    /// WickyNilliams/headroom.js cypress/integration/headroom.spec.js.
    func testHeadroomSpecCases() {
        let spec = "headroom.js cypress/integration/headroom.spec.js"
        let cases = [
            PeerCase(source: "\(spec) 'works!'", preset: "headroom", steps: [
                .expect(.top), .expect(.notBottom), .expect(.pinned),
                .scroll(50, .wheel), .expect(.unpinned), .expect(.notTop), .expect(.notBottom),
                .scroll(25, .wheel), .expect(.pinned), .expect(.notTop), .expect(.notBottom),
                .scroll(0, .wheel), .expect(.pinned), .expect(.top), .expect(.notBottom),
                .scroll(19_399, .wheel), .expect(.unpinned), .expect(.notTop), .expect(.notBottom),
                .scroll(19_400, .wheel), .expect(.unpinned), .expect(.notTop), .expect(.bottom),
            ]),
            // Each step on its own against the tolerance (src/Headroom.js toleranceExceeded):
            // 0 → 5 is below it, 5 → 15 reaches it and unpins, 15 → 12 is below, 12 → 2 pins.
            PeerCase(source: "\(spec) 'handles tolerance correctly'", preset: "headroom",
                     adjust: { $0.toleranceUp = 10; $0.toleranceDown = 10 }, steps: [
                .scroll(5, .wheel),
                .scroll(15, .wheel), .expect(.unpinned),
                .scroll(12, .wheel), .expect(.unpinned),
                .scroll(2, .wheel), .expect(.pinned),
            ]),
            PeerCase(source: "\(spec) 'handles offset correctly'", preset: "headroom",
                     adjust: { $0.startOffset = 50; $0.toleranceUp = 10; $0.toleranceDown = 10 }, steps: [
                .scroll(25, .wheel), .expect(.top),
                .scroll(55, .wheel), .expect(.unpinned), .expect(.notTop),
                .scroll(49, .wheel), .expect(.pinned), .expect(.top),
            ]),
            PeerCase(source: "\(spec) 'can be frozen / unfrozen'", preset: "headroom", steps: [
                .scroll(20, .wheel), .expect(.unpinned),
                .freeze,
                .scroll(10, .wheel), .expect(.unpinned),
                .unfreeze,
                .scroll(5, .wheel), .expect(.pinned),
            ]),
            // At offset 0 ShyBar always shows the header, so pin/unpin is checked further down.
            PeerCase(source: "\(spec) 'handles programmatically pinning/unpinning'", preset: "headroom",
                     steps: Self.deep + [
                .hide, .wait(250), .expect(.unpinned), .expect(.state(.hidden)),
                .show, .wait(250), .expect(.pinned), .expect(.state(.shown)),
            ]),
            // README: the pinned/unpinned classes animate with `transition: transform 200ms linear`.
            PeerCase(source: "headroom.js README.md (CSS: transform 200ms linear)", preset: "headroom",
                     steps: Self.deep + [
                .scroll(2001, .wheel), .expect(.state(.concealing)),
                .wait(96), .expect(.extent(46.8)),             // 96 ms of 200, linear: 48 % of the way
                .wait(112), .expect(.state(.hidden)),
            ]),
            // src/Headroom.js: `toleranceExceeded` compares the distance since the last frame
            // with the tolerance of its direction, so steps below it never pin nor unpin however
            // far they go; a tolerance counted over the run would unpin after two steps.
            PeerCase(source: "headroom.js src/Headroom.js toleranceExceeded, shouldUnpin, shouldPin", preset: "headroom",
                     adjust: { $0.toleranceUp = 10; $0.toleranceDown = 10 }, steps: Self.deep + [
                .scroll(2005, .wheel), .scroll(2010, .wheel), .scroll(2019, .wheel), .scroll(2028, .wheel), .expect(.pinned),
                .scroll(2038, .wheel), .expect(.unpinned),                       // one step of 10
                .wait(250), .expect(.state(.hidden)),
                .scroll(2030, .wheel), .scroll(2022, .wheel), .scroll(2014, .wheel), .scroll(2006, .wheel), .expect(.unpinned),
                .wait(250), .expect(.state(.hidden)),
                .scroll(1994, .wheel), .expect(.pinned),                         // one step of 12
            ]),
        ]
        XCTAssertEqual(PeerCaseRunner.run(cases), cases.count)
    }

    // MARK: - Android

    /// material-components-android tests/javatests/com/google/android/material/appbar/
    /// AppBarWithToolbarTest (swipes of 1.5 × the bar's height), and AppBarLayout.java's
    /// SCROLL_FLAG_ENTER_ALWAYS documentation.
    func testAndroidEnterAlwaysCases() {
        let test = "AppBarWithToolbarTest.testScrollToolbarWithFitSystemWindowsParent"
        let cases = [
            PeerCase(source: test, preset: "android-enter-always", steps: [
                .begin, .drag(to: 135), .end(), .wait(300), .expect(.extent(0)),
                .begin, .drag(to: 0), .end(), .wait(300), .expect(.extent(90)), .expect(.offset(0)),
            ]),
            // testUpdateAccessibilityActionsWithEnterAlwaysFlag: after collapsing, the bar can
            // always be entered by scrolling back — from anywhere, 1:1.
            PeerCase(source: "AppBarWithToolbarTest.testUpdateAccessibilityActionsWithEnterAlwaysFlag; SCROLL_FLAG_ENTER_ALWAYS",
                     preset: "android-enter-always", steps: Self.deepHidden + [
                .begin, .drag(to: 2170), .expect(.extent(30)),
                .end(), .wait(300), .expect(.extent(30)),       // no snap: it stays where the scroll left it
                .begin, .drag(to: 2250), .expect(.extent(0)),
                .drag(to: 2115), .end(), .wait(300), .expect(.extent(90)),
            ]),
        ]
        XCTAssertEqual(PeerCaseRunner.run(cases), cases.count)
    }

    /// AppBarLayout.java, SCROLL_FLAG_SNAP: "if the view only has its bottom 25% displayed, it
    /// will be scrolled off screen completely. Conversely, if its bottom 75% is visible then
    /// it will be scrolled fully into view."
    func testAndroidEnterAlwaysSnapCases() {
        let doc = "AppBarLayout.java SCROLL_FLAG_SNAP"
        let cases = [
            PeerCase(source: "\(doc): 25% shown scrolls off", preset: "android-enter-always-snap", steps: Self.deepHidden + [
                .begin, .scroll(2177.5), .expect(.extent(22.5)), .end(), .wait(300), .expect(.state(.hidden)),
            ]),
            PeerCase(source: "\(doc): 75% shown scrolls in", preset: "android-enter-always-snap", steps: Self.deepHidden + [
                .begin, .scroll(2132.5), .expect(.extent(67.5)), .end(), .wait(300), .expect(.state(.shown)),
            ]),
            // Behavior.onStopNestedScroll → snapToChildIfNeeded runs when the nested scroll stops,
            // after the fling; the bar follows the fling meanwhile. ShyBar at release would hide
            // it from 22.5 px; after the fling 52.5 px are shown, more than half.
            PeerCase(source: "AppBarLayout.java Behavior.onStopNestedScroll: the snap comes after the fling",
                     preset: "android-enter-always-snap", steps: Self.deepHidden + [
                .begin, .scroll(2177.5), .end(velocity: -800), .expect(.state(.following)),
                .scroll(2167.5, .momentum), .scroll(2157.5, .momentum), .scroll(2147.5, .momentum),
                .expect(.extent(52.5)), .expect(.state(.following)),
                .wait(400), .expect(.state(.shown)),
            ]),
            // animateOffsetTo with no velocity: duration (distance / height + 1) × 150 ms,
            // AnimationUtils.DECELERATE_INTERPOLATOR (1 − (1 − t)²). 22.5 of 90 px: 187.5 ms.
            PeerCase(source: "AppBarLayout.java Behavior.animateOffsetTo: duration and interpolator",
                     preset: "android-enter-always-snap", steps: Self.deepHidden + [
                .begin, .scroll(2177.5), .end(), .expect(.state(.concealing)),
                .wait(96), .expect(.extent(22.5 * (1 - 96 / 187.5) * (1 - 96 / 187.5))),
                .wait(80), .expect(.state(.concealing)),                          // 176 of 187.5 ms
                .wait(16), .expect(.state(.hidden)),
            ]),
            PeerCase(source: "\(doc): 25% left while hiding scrolls off", preset: "android-enter-always-snap", steps: Self.deep + [
                .begin, .scroll(2067.5), .expect(.extent(22.5)), .end(), .wait(300), .expect(.state(.hidden)),
            ]),
            PeerCase(source: "\(doc): 75% left while hiding scrolls back in", preset: "android-enter-always-snap", steps: Self.deep + [
                .begin, .scroll(2022.5), .expect(.extent(67.5)), .end(), .wait(300), .expect(.state(.shown)),
            ]),
            // Near the top the bar rides on the content, so snapping it moves the content.
            PeerCase(source: "\(doc): near the top, content and bar snap together", preset: "android-enter-always-snap", steps: [
                .begin, .scroll(30), .end(), .wait(300), .expect(.offset(0)), .expect(.state(.shown)),
                .begin, .scroll(60), .end(), .wait(300), .expect(.offset(90)), .expect(.state(.hidden)),
            ]),
        ]
        XCTAssertEqual(PeerCaseRunner.run(cases), cases.count)
    }

    // MARK: - Flutter

    /// flutter packages/flutter/lib/src/material/app_bar.dart, SliverAppBar.floating: "Whether
    /// the app bar should become visible as soon as the user scrolls towards the app bar."
    func testFlutterFloatingCases() {
        let doc = "app_bar.dart SliverAppBar.floating"
        let cases = [
            PeerCase(source: doc, preset: "flutter-floating", steps: Self.deepHidden + [
                .begin, .scroll(2199), .expect(.extent(1)),
                .scroll(2160), .expect(.extent(40)), .end(), .wait(300), .expect(.extent(40)),
                .begin, .scroll(2180), .expect(.extent(20)), .end(), .wait(300), .expect(.extent(20)),
            ]),
            // Not pinned, it scrolls away with the content, pixel for pixel, and stays where it is left.
            PeerCase(source: "\(doc) (with SliverAppBar.pinned false)", preset: "flutter-floating", steps: Self.deep + [
                .begin, .scroll(2030), .expect(.extent(60)), .end(), .wait(300), .expect(.extent(60)),
            ]),
            // rendering/sliver_persistent_header.dart RenderSliverFloatingPersistentHeader: the
            // list is laid out below the floating bar, so near the top a bar re-entered in full
            // stays, over the rows the list has scrolled off (60 px here), when input stops.
            PeerCase(source: "sliver_persistent_header.dart RenderSliverFloatingPersistentHeader: the list lies below the bar",
                     preset: "flutter-floating", steps: [
                .begin, .drag(to: 200), .end(), .wait(300), .expect(.extent(0)),
                .begin, .drag(to: 60), .expect(.extent(90)), .end(), .wait(300), .expect(.extent(90)), .expect(.offset(60)),
            ]),
        ]
        XCTAssertEqual(PeerCaseRunner.run(cases), cases.count)
    }

    /// app_bar.dart, SliverAppBar.snap: "a scroll that exposes the floating app bar will
    /// trigger an animation that slides the entire app bar into view. Similarly if a scroll
    /// dismisses the app bar, the animation will slide it completely out of view." The snap
    /// configuration there: 200 ms, Curves.easeOut.
    func testFlutterFloatingSnapCases() {
        let doc = "app_bar.dart SliverAppBar.snap"
        let cases = [
            PeerCase(source: "\(doc): a scroll that exposes it slides it into view", preset: "flutter-floating-snap",
                     steps: Self.deepHidden + [
                .begin, .scroll(2190), .expect(.extent(10)), .end(), .expect(.state(.revealing)),
                .wait(208), .expect(.state(.shown)),
            ]),
            PeerCase(source: "\(doc): a scroll that dismisses it slides it out of view", preset: "flutter-floating-snap",
                     steps: Self.deep + [
                .begin, .scroll(2010), .expect(.extent(80)), .end(), .expect(.state(.concealing)),
                .wait(208), .expect(.state(.hidden)),
            ]),
            // sliver_persistent_header.dart maybeStartSnapAnimation runs when the scroll activity
            // goes idle (ScrollPosition.isScrollingNotifier): after the fling's ballistic
            // activity, the bar following the fling until then; Curves.easeOut is
            // Cubic(0.0, 0.0, 0.58, 1.0), at 0.48 of its 200 ms 0.662901 of the way.
            PeerCase(source: "sliver_persistent_header.dart maybeStartSnapAnimation: once the scroll activity is idle",
                     preset: "flutter-floating-snap", steps: Self.deepHidden + [
                .begin, .scroll(2190), .end(velocity: -500), .expect(.state(.following)),
                .scroll(2180, .momentum), .scroll(2170, .momentum), .expect(.extent(30)), .expect(.state(.following)),
                .wait(160), .expect(.state(.revealing)),                          // idle 150 ms after the fling
                .wait(96), .expect(.extent(30 + 60 * 0.6629013550419531)),
                .wait(112), .expect(.state(.shown)),
            ]),
        ]
        XCTAssertEqual(PeerCaseRunner.run(cases), cases.count)
    }

    // MARK: - AMScrollingNavbar

    /// andreamazz/AMScrollingNavbar Source/ScrollingNavigationController.swift:
    /// `scrollWithDelta` (the delay), `checkForPartialScroll` (the nearer half),
    /// `viewWillTransition` (shows on a size change); README's `followScrollView(_:delay: 50)`.
    func testAMScrollingNavbarCases() {
        let source = "ScrollingNavigationController.swift"
        let cases = [
            PeerCase(source: "\(source) scrollWithDelta: the delay is spent either way, then the bar follows",
                     preset: "amscrollingnavbar", steps: Self.deep + [
                .begin,
                .scroll(2030), .expect(.extent(90)),            // 30 of the 50 spent
                .scroll(2020), .expect(.extent(90)),            // 40 spent, far from the top
                .scroll(2035), .expect(.extent(75)),            // 55: the step moves the bar by all of it
                .scroll(2030), .expect(.extent(80)),            // mid-way, a reversal follows at once
            ]),
            PeerCase(source: "\(source) checkForPartialScroll: the nearer half", preset: "amscrollingnavbar", steps: Self.deep + [
                .begin, .scroll(2049), .scroll(2079), .expect(.extent(60)), .end(), .wait(300), .expect(.state(.shown)),
                .begin, .scroll(2128), .scroll(2178), .expect(.extent(40)), .end(), .wait(300), .expect(.state(.hidden)),
            ]),
            // scrollWithDelta tests `frame.origin.y <= -deltaLimit` on the frame before the step:
            // the step that collapses the bar leaves the delay spent, and scrolling straight back
            // follows at once; one more step forward, the bar already collapsed, refills it.
            PeerCase(source: "\(source) scrollWithDelta: the collapsed check reads the frame before the step",
                     preset: "amscrollingnavbar", steps: Self.deep + [
                .begin, .drag(to: 2130), .expect(.extent(0)),
                .drag(to: 2120), .expect(.extent(10)),
            ]),
            PeerCase(source: "\(source) scrollWithDelta: a step towards the collapsed edge refills the delay",
                     preset: "amscrollingnavbar", steps: Self.deep + [
                .begin, .drag(to: 2140), .expect(.extent(0)),
                .drag(to: 2100), .expect(.extent(0)),                            // 40 of the 50
                .drag(to: 2080), .expect(.extent(20)),
            ]),
            // checkForPartialScroll: duration |delta / (height / 2)| × 0.2 s, in a UIView
            // animation (ease-in-out, the cubic Bézier 0.42, 0, 0.58, 1). 30 px of 90: 133.3 ms.
            PeerCase(source: "\(source) checkForPartialScroll: the duration scales with the distance",
                     preset: "amscrollingnavbar", steps: Self.deep + [
                .begin, .scroll(2049), .scroll(2079), .expect(.extent(60)), .end(), .expect(.state(.revealing)),
                .wait(64), .expect(.extent(60 + 30 * 0.4655523976097715)),
                .wait(64), .expect(.state(.revealing)),                           // 128 of 133.3 ms
                .wait(16), .expect(.state(.shown)),
            ]),
            // handlePan: only the pan gesture's translation moves the bar; the scroll view's
            // deceleration after it (and, on a desktop, wheel, keys, scrollbar) does not.
            PeerCase(source: "\(source) handlePan: only the pan moves the bar", preset: "amscrollingnavbar", steps: Self.deep + [
                .scroll(2100, .wheel), .expect(.extent(90)),
                .begin, .drag(to: 2170), .expect(.extent(60)), .end(velocity: 500), .expect(.state(.revealing)),
                .scroll(2200, .momentum), .expect(.state(.revealing)),
                .wait(300), .expect(.state(.shown)),
            ]),
            PeerCase(source: "\(source) viewWillTransition: a size change shows the bar", preset: "amscrollingnavbar",
                     steps: Self.deep + [
                .begin, .scroll(2050), .scroll(2200), .end(), .wait(300), .expect(.state(.hidden)),
                // Alongside the size transition there; here as long as a snap over 90 px (400 ms).
                .resize(viewport: 500), .wait(384), .expect(.state(.revealing)), .wait(32), .expect(.state(.shown)),
            ]),
        ]
        XCTAssertEqual(PeerCaseRunner.run(cases), cases.count)
    }

    // MARK: - TLYShyNavBar

    /// telly/TLYShyNavBar TLYShyNavBarManager.m `_handleScrolling` (resistance 200 expanding,
    /// 0 contracting, reset when the direction changes), `_handleScrollingEnded` (reset, then
    /// snap), TLYShyViewController.m `snap:` ("expand within the navbar -> contract the navbar back").
    func testTLYShyNavBarCases() {
        let manager = "TLYShyNavBarManager.m"
        let cases = [
            PeerCase(source: "\(manager) _handleScrolling: no contraction resistance", preset: "tlyshynavbar", steps: Self.deep + [
                .begin, .scroll(2030), .expect(.extent(60)),
            ]),
            PeerCase(source: "\(manager) _handleScrolling: 200 px expansion resistance, then 1:1", preset: "tlyshynavbar",
                     steps: Self.deepHidden + [
                .begin, .drag(to: 2050), .expect(.extent(0)),    // 150 of 200
                .drag(to: 1990), .expect(.extent(10)),           // 210: 10 px out
            ]),
            PeerCase(source: "TLYShyViewController.m snap: a partial expansion contracts back", preset: "tlyshynavbar",
                     steps: Self.deepHidden + [
                .begin, .drag(to: 1920), .expect(.extent(80)), .end(), .wait(300), .expect(.state(.hidden)),
            ]),
            PeerCase(source: "\(manager) _handleScrollingEnded: resistance starts over after each scroll",
                     preset: "tlyshynavbar", steps: Self.deepHidden + [
                .begin, .drag(to: 2050), .end(), .wait(300),
                .begin, .drag(to: 1900), .expect(.extent(0)),    // 150 again: still held back
            ]),
            PeerCase(source: "\(manager) _handleScrolling: a change of direction resets the resistance",
                     preset: "tlyshynavbar", steps: Self.deepHidden + [
                .begin, .drag(to: 2100), .drag(to: 2105), .drag(to: 1955), .expect(.extent(0)),
            ]),
            // snap: `[UIView animateWithDuration:0.2 …]`, UIKit's default curve (ease-in-out,
            // the cubic Bézier 0.42, 0, 0.58, 1): at 96 of 200 ms, 0.465552 of the way.
            PeerCase(source: "TLYShyViewController.m snap: 0.2 s, UIView's default ease-in-out", preset: "tlyshynavbar",
                     steps: Self.deepHidden + [
                .begin, .drag(to: 1920), .expect(.extent(80)), .end(), .expect(.state(.concealing)),
                .wait(96), .expect(.extent(80 * (1 - 0.4655523976097715))),
            ]),
            PeerCase(source: "TLYShyViewController.m snap: fully expanded stays", preset: "tlyshynavbar", steps: Self.deepHidden + [
                .begin, .drag(to: 1900), .expect(.extent(90)), .end(), .wait(300), .expect(.state(.shown)),
            ]),
        ]
        XCTAssertEqual(PeerCaseRunner.run(cases), cases.count)
    }

    // MARK: - UIKit

    /// developer.apple.com, UINavigationController.hidesBarsOnSwipe: "an upward swipe hides
    /// the navigation bar and toolbar. A downward swipe shows both bars again."
    func testIOSHidesBarsOnSwipeCases() {
        let doc = "UINavigationController.hidesBarsOnSwipe documentation"
        let cases = [
            PeerCase(source: "\(doc): an upward swipe hides the bar", preset: "ios-hides-bars-on-swipe", steps: Self.deep + [
                .begin, .scroll(2010, .touch), .expect(.state(.concealing)),
                .scroll(2040, .touch), .end(), .wait(250), .expect(.state(.hidden)),
            ]),
            PeerCase(source: "\(doc): a downward swipe shows it again", preset: "ios-hides-bars-on-swipe", steps: Self.deepHidden + [
                .begin, .scroll(2190, .touch), .expect(.state(.revealing)), .end(), .wait(250), .expect(.state(.shown)),
            ]),
            // barHideOnSwipeGestureRecognizer: a pan recognizer, so only swipes count; wheel,
            // keys, the scrollbar and a fling's deceleration move the content alone.
            PeerCase(source: "\(doc) (barHideOnSwipeGestureRecognizer): only a swipe counts", preset: "ios-hides-bars-on-swipe",
                     steps: Self.deep + [
                .scroll(2100, .wheel), .scroll(2300, .keyboard), .scroll(2500, .scrollbar), .wait(250), .expect(.state(.shown)),
                .begin, .scroll(2510), .expect(.state(.concealing)), .end(velocity: -900), .wait(250), .expect(.state(.hidden)),
                .scroll(2400, .momentum), .wait(250), .expect(.state(.hidden)),
            ]),
            // UINavigationControllerHideShowBarDuration: 0.2 s.
            PeerCase(source: "UINavigationControllerHideShowBarDuration (0.2 s)", preset: "ios-hides-bars-on-swipe", steps: Self.deep + [
                .begin, .scroll(2010), .expect(.state(.concealing)), .wait(192), .expect(.state(.concealing)),
                .wait(16), .expect(.state(.hidden)),
            ]),
        ]
        XCTAssertEqual(PeerCaseRunner.run(cases), cases.count)
    }

    // MARK: - Sticky presets

    /// AppBarLayout.java SCROLL_FLAG_EXIT_UNTIL_COLLAPSED: "the view will be scrolled until it
    /// is 'collapsed'. Its collapsed height is defined by the view's minimum height"; without
    /// enterAlways it comes back only with the content.
    func testAndroidExitUntilCollapsedCases() {
        let tall = geo(header: 200, min: 56)
        let cases = [
            PeerCase(source: "AppBarLayout.java SCROLL_FLAG_EXIT_UNTIL_COLLAPSED", preset: "android-exit-until-collapsed",
                     behavior: .sticky, geometry: tall, steps: [
                .scroll(100), .expect(.extent(100)),
                .scroll(500), .expect(.extent(56)), .expect(.toolbarPinned),
                .scroll(450), .expect(.extent(56)),
                .scroll(50), .expect(.extent(150)),
            ]),
        ]
        XCTAssertEqual(PeerCaseRunner.run(cases), cases.count)
    }

    /// app_bar.dart SliverAppBar.pinned: "Whether the app bar should remain visible at the
    /// start of the scroll view"; with floating too, the expanded part re-enters on any
    /// backward scroll.
    func testFlutterPinnedCases() {
        let tall = geo(header: 200, min: 56)
        let cases = [
            PeerCase(source: "app_bar.dart SliverAppBar.pinned", preset: "flutter-pinned", behavior: .sticky, geometry: tall, steps: [
                .scroll(1000), .expect(.extent(56)), .expect(.toolbarPinned),
                .scroll(900), .expect(.extent(56)),
                .scroll(0), .expect(.extent(200)),
            ]),
            PeerCase(source: "app_bar.dart SliverAppBar.pinned + floating", preset: "flutter-pinned-floating",
                     behavior: .sticky, geometry: tall, steps: [
                .scroll(1000, .programmatic), .begin, .drag(to: 1300), .end(), .wait(300), .expect(.extent(56)),
                .begin, .drag(to: 1270), .expect(.extent(86)), .expect(.toolbarPinned),
            ]),
        ]
        XCTAssertEqual(PeerCaseRunner.run(cases), cases.count)
    }

    // MARK: - Background presets

    /// AppBarLayout.java `liftOnScroll`, app_bar.dart `scrolledUnderElevation` and
    /// `forceElevated`, UINavigationBar `scrollEdgeAppearance`: with a 300 px hero under a
    /// 90 px header, ShyBar waits for the hero; these lift on the first pixel (or always).
    func testBackgroundPresetCases() {
        let hero = geo(hero: 300)
        func liftsAtOnce(_ name: String, _ source: String) -> PeerCase {
            PeerCase(source: source, preset: name, behavior: .background, geometry: hero, steps: [
                .expect(.transparent), .scroll(2), .expect(.solid), .scroll(0), .expect(.transparent),
            ])
        }
        let cases = [
            PeerCase(source: "ShyBar's own threshold (docs/behaviours.md)", preset: "shybar", behavior: .background, geometry: hero, steps: [
                .scroll(100), .expect(.transparent), .scroll(211), .expect(.solid),
            ]),
            liftsAtOnce("android-lift-on-scroll", "AppBarLayout.java setLiftOnScroll"),
            liftsAtOnce("flutter-scrolled-under", "app_bar.dart AppBar.scrolledUnderElevation"),
            liftsAtOnce("ios-scroll-edge-appearance", "UINavigationBar.scrollEdgeAppearance documentation"),
            PeerCase(source: "app_bar.dart SliverAppBar.forceElevated", preset: "flutter-force-elevated", behavior: .background,
                     geometry: hero, steps: [.expect(.solid), .scroll(500), .expect(.solid), .scroll(0), .expect(.solid)]),
        ]
        XCTAssertEqual(PeerCaseRunner.run(cases), cases.count)
    }
}
