import XCTest
import ShyBarCore

/// At least 1 000 000 random events per tracker (issue 6), each frame checked against the
/// invariants of the core: extent finite and within `[minExtent, header]`, no gap above the
/// content (`extent ≥ header − offset`), offset within the content, progress in `[0, 1]`,
/// time never going backwards, and each tracker's own formulas.
///
/// The loop is kept tight (no XCTest call per event: the first violation is recorded and the
/// run stops there) so a debug build gets through the three million events in seconds.
final class MillionEventTests: XCTestCase {
    static let eventsPerTracker = 1_000_000
    /// Events between option changes (a fresh tracker gets the next option set).
    static let segment = 100_000

    /// What a run saw: how many frames were checked and the first violation, if any.
    struct Outcome {
        var checked = 0
        var failure: String?
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        var hidden = 0
        var partlyShown = 0
    }

    // MARK: - Random inputs

    /// A geometry: usually a long list, sometimes content that barely scrolls or fits, now
    /// and then a value that is not a size at all (the geometry must sanitise it).
    static func geometry(_ rng: inout SplitMix64) -> ScrollGeometry {
        func odd(_ normal: Double) -> Double {
            switch rng.int(0...199) {
            case 0: return .nan
            case 1: return .infinity
            case 2: return -rng.double(0...500)
            case 3: return 1e300
            default: return normal
            }
        }
        let header = odd(rng.chance(0.03) ? 0 : rng.double(20...240).rounded())
        let viewport = odd(rng.double(100...1200).rounded())
        let finiteViewport = viewport.isFinite ? max(0, viewport) : 600
        let content: Double
        switch rng.int(0...19) {
        case 0: content = rng.double(0...finiteViewport)                                      // fits
        case 1: content = finiteViewport + rng.double(0...300)                                // barely scrolls
        default: content = odd(rng.double(2_000...200_000).rounded())
        }
        let minHeader = rng.chance(0.7) ? 0 : odd(rng.double(0...60))
        let hero: Double? = rng.chance(0.5) ? nil : odd(rng.double(0...600))
        return ScrollGeometry(viewport: viewport, content: content, header: header,
                              minHeader: minHeader, toolbar: rng.double(0...60).rounded(), hero: hero)
    }

    /// Options for one segment: each policy, reduced motion and odd numbers in turn.
    static func quickReturnOptions(_ rng: inout SplitMix64, segment: Int) -> QuickReturnOptions {
        var o = QuickReturnOptions()
        if segment == 0 { return o }
        o.reveal = RevealPolicy.allCases[segment % RevealPolicy.allCases.count]
        o.snap = SnapPolicy.allCases[(segment / 3) % SnapPolicy.allCases.count]
        o.toleranceUp = rng.pick([0, 8, 25, .nan])
        o.toleranceDown = rng.pick([0, 4, 30, -1])
        o.startOffset = rng.pick([0, 0, 120, .infinity])
        o.minExtent = rng.pick([0, 0, 20, 500])
        o.fade = segment % 2 == 1
        o.duration = rng.pick([0, 120, 200, 900])
        o.easing = Easing.allCases[segment % Easing.allCases.count]
        o.animationsEnabled = segment % 4 != 3
        o.idleSnapDelay = rng.pick([0, 150, 400])
        o.flingVelocity = rng.pick([0, 50, 3000])
        return o
    }

    /// The next input: mostly scrolling (small steps, flings, jumps, overscroll), ticks,
    /// gesture begin/end, focus, and a rare geometry change.
    static func input(_ rng: inout SplitMix64, offset: Double, maxOffset: Double) -> TrackerInput {
        let r = rng.next() % 1000
        switch r {
        case 0..<5:
            return .geometry(geometry(&rng))
        case 5..<620:
            let source: ScrollSource
            switch rng.next() % 20 {
            case 0, 1: source = .programmatic
            case 2, 3: source = .wheel
            case 4: source = .keyboard
            case 5: source = .scrollbar
            case 6, 7: source = .momentum
            case 8: source = .touch
            default: source = .touchpad
            }
            let next: Double
            switch rng.next() % 200 {
            case 0: next = .nan
            case 1: next = rng.chance(0.5) ? .infinity : -.infinity
            case 2...5: next = -rng.double(0...300)                       // overscroll at the top
            case 6...9: next = maxOffset + rng.double(0...300)            // overscroll at the bottom
            case 10...15: next = rng.double(0...max(0, maxOffset))        // jump anywhere
            case 16...25: next = rng.double(0...260)                      // the top zone
            default:
                // A random walk: small steps, now and then a big one, sometimes sub-pixel noise.
                let step = rng.chance(0.85) ? rng.double(-14...18) : rng.double(-400...400)
                next = offset + (rng.chance(0.05) ? step.rounded() + 0.42 : step)
            }
            return .scroll(offset: next, source: source)
        case 620..<660:
            return .begin
        case 660..<700:
            let velocity: Double
            switch rng.next() % 50 {
            case 0: velocity = .nan
            case 1: velocity = .infinity
            default: velocity = rng.double(-5000...5000)
            }
            return .end(velocity: velocity)
        case 700..<712:
            return .focus(inside: rng.chance(0.5))
        default:
            return .tick
        }
    }

    static func mix(_ hash: inout UInt64, _ f: HeaderFrame) {
        hash = (hash ^ f.extent.bitPattern) &* 0x100_0000_01B3
        hash = (hash ^ f.offset.bitPattern) &* 0x100_0000_01B3
        hash = (hash ^ (f.target ?? -1).bitPattern) &* 0x100_0000_01B3
        hash = (hash ^ UInt64(f.state.rawValue.utf8.count) ^ (f.pinned ? 64 : 128)) &* 0x100_0000_01B3
    }

    /// The invariants every tracker keeps; returns what is wrong, or `nil`.
    static func violation(_ f: HeaderFrame, previous: HeaderFrame, maxOffset: Double) -> String? {
        let eps = 1e-7 + abs(f.header) * 1e-12
        if !f.extent.isFinite { return "extent not finite" }
        if f.extent < f.minExtent - eps { return "extent below minExtent" }
        if f.extent > f.header + eps { return "extent above header" }
        if f.extent < f.header - f.offset - eps { return "gap: extent < header − offset" }
        if !(f.offset >= 0 && f.offset <= maxOffset + eps) { return "offset outside 0...maxOffset" }
        if !(f.progress >= 0 && f.progress <= 1) { return "progress outside [0, 1]" }
        if abs(f.headerY - (f.extent - f.header)) > eps || f.toolbarY != f.extent { return "positions" }
        if f.time < previous.time { return "time went backwards" }
        if let target = f.target, !(target.isFinite && target >= f.minExtent - eps && target <= f.header + eps) {
            return "target outside [minExtent, header]"
        }
        return nil
    }

    // MARK: - Runs

    /// Feeds `count` random events into fresh trackers made by `make` (one per segment),
    /// checking every frame with the common invariants and `extra`.
    func run<T: HeaderTracker>(
        seed: UInt64, count: Int,
        make: (inout SplitMix64, Int) -> T,
        extra: (T, HeaderFrame, HeaderFrame, TrackerInput) -> String?
    ) -> Outcome {
        var rng = SplitMix64(seed: seed)
        var outcome = Outcome()
        var time = 0.0
        var segment = 0
        var tracker = make(&rng, 0)
        var geometry = Self.geometry(&rng)
        tracker.handle(.geometry(geometry), at: time)
        for step in 0..<count {
            if step > 0, step % Self.segment == 0 {
                segment += 1
                tracker = make(&rng, segment)
                geometry = Self.geometry(&rng)
                tracker.handle(.geometry(geometry), at: time)
            }
            let previous = tracker.frame
            let input = Self.input(&rng, offset: previous.offset, maxOffset: geometry.maxOffset)
            if case .geometry(let new) = input { geometry = new }
            time += rng.chance(0.02) ? rng.double(100...2000) : rng.double(0...20)
            let frame = tracker.handle(input, at: time)
            if let problem = Self.violation(frame, previous: previous, maxOffset: geometry.maxOffset)
                ?? extra(tracker, previous, frame, input) {
                outcome.failure = "seed \(seed) step \(step) segment \(segment): \(problem)\n  input \(input)\n  before \(previous)\n  after  \(frame)"
                return outcome
            }
            if frame.extent <= frame.minExtent { outcome.hidden += 1 }
            if frame.extent > frame.minExtent, frame.extent < frame.header { outcome.partlyShown += 1 }
            Self.mix(&outcome.hash, frame)
            outcome.checked += 1
        }
        return outcome
    }

    func quickReturn(seed: UInt64, count: Int) -> Outcome {
        run(seed: seed, count: count,
            make: { rng, segment in QuickReturnTracker(options: Self.quickReturnOptions(&rng, segment: segment)) },
            extra: { t, _, f, _ in
                let eps = 1e-7 + abs(f.header) * 1e-12
                if f.offset == 0, f.extent != f.header { return "not fully shown at offset 0" }
                if abs(f.minExtent - t.minExtent) > eps { return "frame minExtent differs from the tracker's" }
                if f.opacity != (t.options.fade ? f.progress : 1) { return "opacity" }
                switch f.state {
                case .shown: if f.extent < f.header - eps { return "shown but not fully" }
                case .hidden: if f.extent > f.minExtent + eps { return "hidden but showing" }
                case .revealing: if f.target != f.header { return "revealing without the header as target" }
                case .transparent, .solid: return "background state from quick return"
                default: break
                }
                return nil
            })
    }

    func background(seed: UInt64, count: Int) -> Outcome {
        run(seed: seed, count: count,
            make: { _, segment in
                let hider = BackgroundHider(style: BackgroundHidingStyle.allCases[segment % 3 == 2 ? (segment / 3) % 3 : 0])
                if segment % 2 == 1 { hider.offsetForHidingProvider = { _ in Double(segment) * 37 } }
                return hider
            },
            extra: { h, before, f, input in
                if f.extent != f.header || f.minExtent != f.header { return "background header changed height" }
                if f.showsBackground != h.isShowingBackground || f.state != (f.showsBackground ? .solid : .transparent) {
                    return "state does not match the background"
                }
                switch h.style {
                case .alwaysHidden: if f.showsBackground { return "always-hidden shows the background" }
                case .alwaysVisible: if !f.showsBackground { return "always-visible hides the background" }
                case .automatic:
                    let threshold = h.threshold
                    // Outside the hysteresis band the offset alone decides.
                    if f.offset > threshold + BackgroundHider.hysteresis, !f.showsBackground { return "transparent past the threshold" }
                    if f.offset <= max(0, threshold - BackgroundHider.hysteresis), f.showsBackground { return "solid before the threshold" }
                }
                switch input {
                case .scroll, .geometry: return nil
                default: return f.showsBackground != before.showsBackground ? "\(input) toggled the background" : nil
                }
            })
    }

    func sticky(seed: UInt64, count: Int) -> Outcome {
        run(seed: seed, count: count,
            make: { rng, segment in
                var options = StickyOptions()
                options.quickReturnHeader = segment % 2 == 1
                options.quickReturn = Self.quickReturnOptions(&rng, segment: segment)
                return StickyToolbarTracker(options: options)
            },
            extra: { t, _, f, _ in
                let eps = 1e-7 + abs(f.header) * 1e-12
                let o = f.offset, H = f.header, m = f.minExtent
                if H - m > 0, f.pinned != (o >= H - m) { return "pinned != offset ≥ header − min" }
                if !t.options.quickReturnHeader {
                    if abs(f.headerY + min(o, H - m)) > eps { return "headerY != −min(offset, header − min)" }
                    if abs(f.toolbarY - max(H - o, m)) > eps { return "toolbarY != max(header − offset, min)" }
                    // The plain header never animates; the content settles to the top for the focus.
                    if f.target != nil || (t.needsTicks && f.scroll == nil && t.scrollRequest == nil) { return "plain sticky animates" }
                }
                return nil
            })
    }

    // MARK: - Tests

    func testQuickReturnMillionEvents() {
        let outcome = quickReturn(seed: 0x5EED_0006_0001, count: Self.eventsPerTracker)
        XCTAssertNil(outcome.failure, outcome.failure ?? "")
        XCTAssertEqual(outcome.checked, Self.eventsPerTracker)
        // The walk must really reach every kind of state, or the checks prove little.
        XCTAssertGreaterThan(outcome.hidden, Self.eventsPerTracker / 20, "the header was rarely hidden")
        XCTAssertGreaterThan(outcome.partlyShown, Self.eventsPerTracker / 100, "the header was rarely partly shown")
    }

    func testBackgroundMillionEvents() {
        let outcome = background(seed: 0x5EED_0006_0002, count: Self.eventsPerTracker)
        XCTAssertNil(outcome.failure, outcome.failure ?? "")
        XCTAssertEqual(outcome.checked, Self.eventsPerTracker)
    }

    func testStickyMillionEvents() {
        let outcome = sticky(seed: 0x5EED_0006_0003, count: Self.eventsPerTracker)
        XCTAssertNil(outcome.failure, outcome.failure ?? "")
        XCTAssertEqual(outcome.checked, Self.eventsPerTracker)
        XCTAssertGreaterThan(outcome.partlyShown, Self.eventsPerTracker / 100, "the header was rarely partly shown")
    }

    /// The same seed gives the same frames (the trackers are deterministic). Each is
    /// checked against another seed too: a hash that missed the frames would be equal
    /// for any two runs and prove nothing.
    func testRunsAreDeterministic() {
        let runs: [(String, (UInt64) -> UInt64)] = [
            ("quick return", { self.quickReturn(seed: $0, count: 50_000).hash }),
            ("background", { self.background(seed: $0, count: 50_000).hash }),
            ("sticky", { self.sticky(seed: $0, count: 50_000).hash }),
        ]
        for (name, hash) in runs {
            let first = hash(42)
            XCTAssertEqual(first, hash(42), "\(name): same seed, same frames")
            XCTAssertNotEqual(first, hash(43), "\(name): another seed must give other frames")
        }
    }
}
