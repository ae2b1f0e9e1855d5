import XCTest
import ShyBarCore

/// Randomized property tests, driven by a seeded SplitMix64 so every failure reproduces.
/// Each tracker gets at least 100 000 random events per run.
final class PropertyTests: XCTestCase {
    static let eventsPerTracker = 100_000
    /// Steps whose invariants were fully checked (so a silent early exit cannot pass).
    var checkedSteps = 0
    static let eps = 1e-7
    /// Absolute tolerance for sizes up to 1e12 px (the geometry's cap): a few ulps of the header.
    static func tolerance(_ header: Double) -> Double { 1e-7 + abs(header) * 1e-12 }

    // MARK: - Generators

    static func randomGeometry(_ rng: inout SplitMix64, header fixed: Double? = nil) -> ScrollGeometry {
        func odd(_ normal: Double) -> Double {
            switch rng.int(0...60) {
            case 0: return .nan
            case 1: return -.infinity
            case 2: return .infinity
            case 3: return -rng.double(0...100)
            case 4: return 1e300
            default: return normal
            }
        }
        let header = fixed ?? (rng.chance(0.05) ? 0 : rng.double(1...300).rounded())
        let viewport = odd(rng.double(0...1200).rounded())
        let content: Double
        switch rng.int(0...9) {
        case 0: content = rng.double(0...max(1, viewport.isFinite ? viewport : 600))              // fits
        case 1: content = (viewport.isFinite ? viewport : 600) + rng.double(0...header + 1)       // about one viewport
        default: content = odd(rng.double(0...40_000).rounded())
        }
        let minHeader = rng.chance(0.7) ? 0 : odd(rng.double(0...header))
        let hero: Double? = rng.chance(0.5) ? nil : odd(rng.double(0...800))
        return ScrollGeometry(viewport: viewport, content: content, header: fixed ?? odd(header),
                              minHeader: minHeader, toolbar: rng.double(0...60), hero: hero)
    }

    static func randomOffset(_ rng: inout SplitMix64, current: Double, maxOffset: Double) -> Double {
        switch rng.int(0...99) {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return rng.chance(0.5) ? 1e300 : -1e300
        case 4...6: return -rng.double(0...200)                     // overscroll at the top
        case 7...9: return maxOffset + rng.double(0...200)          // overscroll at the bottom
        case 10...14: return rng.double(0...max(0, maxOffset))      // jump anywhere
        case 15...19: return rng.double(0...150)                    // the top zone
        default:
            let step = rng.chance(0.8) ? rng.double(-12...12) : rng.double(-300...300)
            return current + (rng.chance(0.1) ? step.rounded() + 0.42 : step)
        }
    }

    static func randomOptions(_ rng: inout SplitMix64) -> QuickReturnOptions {
        var o = QuickReturnOptions()
        func number(_ range: ClosedRange<Double>) -> Double {
            switch rng.int(0...30) {
            case 0: return .nan
            case 1: return -rng.double(0...10)
            case 2: return .infinity
            case 3: return 0
            default: return rng.double(range)
            }
        }
        o.toleranceUp = number(0...40)
        o.toleranceDown = number(0...40)
        o.startOffset = rng.chance(0.7) ? 0 : number(0...600)
        o.reveal = rng.pick(RevealPolicy.allCases)
        o.snap = rng.pick(SnapPolicy.allCases)
        o.minExtent = rng.chance(0.6) ? 0 : number(0...120)
        o.fade = rng.chance(0.5)
        o.duration = number(0...600)
        o.easing = rng.pick(Easing.allCases)
        o.animationsEnabled = rng.chance(0.85)
        o.idleSnapDelay = number(0...400)
        o.flingVelocity = number(0...2000)
        return o
    }

    static func randomVelocity(_ rng: inout SplitMix64) -> Double {
        switch rng.int(0...40) {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        default: return rng.double(-4000...4000)
        }
    }

    /// A frame as bits, for hashing.
    static func mix(_ hash: inout UInt64, _ f: HeaderFrame) {
        for v in [f.time, f.offset, f.extent, f.target ?? -1, f.progress, f.headerY, f.toolbarY, f.opacity] {
            hash = (hash ^ v.bitPattern) &* 0x100_0000_01B3
        }
        hash = (hash ^ UInt64(HeaderState.allCases.firstIndex(of: f.state)!)) &* 0x100_0000_01B3
        hash = (hash ^ (f.showsBackground ? 1 : 2) ^ (f.pinned ? 4 : 8)) &* 0x100_0000_01B3
    }

    // MARK: - Quick return

    enum Action { case input(TrackerInput), show(Bool), hide(Bool), freeze, unfreeze, options(QuickReturnOptions), glitchTime }

    static func nextQuickReturnAction(_ rng: inout SplitMix64, _ t: QuickReturnTracker) -> Action {
        let r = rng.int(0...999)
        switch r {
        case 0..<15: return .input(.geometry(randomGeometry(&rng)))
        case 15..<560:
            let source: ScrollSource = rng.chance(0.15) ? .programmatic : rng.pick(ScrollSource.allCases)
            return .input(.scroll(offset: randomOffset(&rng, current: t.frame.offset, maxOffset: t.geometry.maxOffset), source: source))
        case 560..<600: return .input(.begin)
        case 600..<640: return .input(.end(velocity: randomVelocity(&rng)))
        case 640..<660: return .input(.focus(inside: rng.chance(0.4)))
        case 660..<900: return .input(.tick)
        case 900..<915: return .show(rng.chance(0.5))
        case 915..<930: return .hide(rng.chance(0.5))
        case 930..<940: return .freeze
        case 940..<960: return .unfreeze
        case 960..<970: return .options(randomOptions(&rng))
        default: return .glitchTime
        }
    }

    /// Runs `count` random actions; checks the invariants when `check`; returns a hash of all frames.
    func runQuickReturn(seed: UInt64, count: Int, check: Bool) -> UInt64 {
        var rng = SplitMix64(seed: seed)
        let t = QuickReturnTracker(options: Self.randomOptions(&rng))
        var stateCalls: [HeaderState] = []
        var progressCalls: [Double] = []
        t.onStateChange = { stateCalls.append($0) }
        t.onProgressChange = { progressCalls.append($0) }
        var time = 0.0
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        t.handle(.geometry(Self.randomGeometry(&rng)), at: time)
        var optionsChanged = false
        for step in 0..<count {
            let before = t.frame
            let hadAnimation = before.target != nil
            let action = Self.nextQuickReturnAction(&rng, t)
            time += rng.chance(0.9) ? rng.double(0...40) : rng.double(0...2000)
            // A timer that falls due now (idle snap, gesture timeout) moves the header by its
            // own rules before the input is applied: the movement rules below do not apply.
            let timerDue = t.pendingDeadline.map { $0 <= time } ?? false
            let stateCallsBefore = stateCalls.count
            switch action {
            case .input(let input): t.handle(input, at: time)
            case .show(let animated): t.show(animated: animated)
            case .hide(let animated): t.hide(animated: animated)
            case .freeze: t.freeze()
            case .unfreeze: t.unfreeze()
            case .options(let o): t.options = o; optionsChanged = true; continue
            case .glitchTime: t.handle(.tick, at: rng.pick([Double.nan, .infinity, -.infinity, time - 500, -1]))
            }
            let f = t.frame
            Self.mix(&hash, f)
            guard check else { continue }
            let ctx = { "seed \(seed) step \(step) \(action) before \(before) after \(f) options \(t.options)" }
            let header = t.geometry.header
            let minExtent = t.minExtent
            let eps = Self.tolerance(header)
            let lower = max(minExtent, header - f.offset)
            if !(f.extent.isFinite && f.extent >= minExtent - eps && f.extent <= header + eps) {
                return fail("extent out of [minExtent, header]: \(ctx())")
            }
            if f.extent < header - f.offset - eps { return fail("gap above the content: \(ctx())") }
            if !(f.offset >= 0 && f.offset <= t.geometry.maxOffset) { return fail("offset out of range: \(ctx())") }
            if f.offset == 0 && f.extent != header { return fail("not fully shown at offset 0: \(ctx())") }
            if !(0...1).contains(f.progress) { return fail("progress: \(ctx())") }
            if abs(f.headerY - (f.extent - header)) > eps || f.toolbarY != f.extent { return fail("positions: \(ctx())") }
            if f.opacity != (t.options.fade ? f.progress : 1) { return fail("opacity: \(ctx())") }
            if f.time < before.time { return fail("time went backwards: \(ctx())") }
            switch f.state {
            case .revealing: if f.target != header { return fail("revealing target: \(ctx())") }
            case .concealing: if f.target == nil { return fail("concealing target: \(ctx())") }
            case .shown: if f.target != nil || f.extent < header - eps { return fail("shown: \(ctx())") }
            case .hidden: if f.target != nil || f.extent > minExtent + eps { return fail("hidden: \(ctx())") }
            case .following, .attached: if f.target != nil { return fail("resting target: \(ctx())") }
            case .transparent, .solid: return fail("background state from quick return: \(ctx())")
            }
            // Callbacks mirror the published transitions, exactly once each.
            let transitions = f.state != before.state ? 1 : 0
            if stateCalls.count - stateCallsBefore != transitions { return fail("onStateChange fired \(stateCalls.count - stateCallsBefore)× for \(transitions) transition(s): \(ctx())") }
            if transitions == 1, stateCalls.last != f.state { return fail("onStateChange value: \(ctx())") }
            if let p = progressCalls.last, f.progress != before.progress, p != f.progress { return fail("onProgressChange value: \(ctx())") }

            // Movement rules for scroll events (no animation running, options unchanged).
            if case .input(.scroll(_, let source)) = action, !hadAnimation, !timerDue, !optionsChanged {
                let moved = f.extent - before.extent
                let delta = abs(f.offset - before.offset)
                if !source.isUserDriven || t.isFrozen {
                    if before.extent >= header && f.extent < header - eps && !t.isFrozen {
                        return fail("a programmatic scroll hid a shown header: \(ctx())")
                    }
                    if moved > eps, abs(f.extent - lower) > eps, abs(f.extent - header) > eps {
                        return fail("a non-user scroll moved the header other than by the lower bound or a settle: \(ctx())")
                    }
                    if moved < -eps {
                        let instant = !t.options.animationsEnabled || t.options.duration == 0
                        // A header riding part-way on the content near the top goes on riding
                        // when something else moves the content there (layout, a jump).
                        let wasRiding = before.offset > 0 && before.target == nil
                            && abs(before.extent - max(before.minExtent, header - before.offset)) <= eps
                        let rides = abs(f.extent - lower) <= eps && f.offset < header - f.minExtent && !t.isFrozen
                        if !(instant && abs(f.extent - lower) <= eps && !t.isFrozen) && !(wasRiding && rides) {
                            return fail("a non-user scroll lowered the header: \(ctx())")
                        }
                    }
                } else if t.options.animationsEnabled && t.options.duration > 0 {
                    if abs(moved) > delta + eps { return fail("header moved \(moved) for a scroll of \(delta): \(ctx())") }
                }
            }
            optionsChanged = false
            checkedSteps += 1
        }
        return hash
    }

    func fail(_ message: String, file: StaticString = #filePath, line: UInt = #line) -> UInt64 {
        XCTFail(message, file: file, line: line)
        return 0
    }

    func testQuickReturnInvariants() {
        let seeds: [UInt64] = [1, 0xDEAD_BEEF, 2024, 77, 5]
        for seed in seeds { _ = runQuickReturn(seed: seed, count: Self.eventsPerTracker * 11 / 10 / seeds.count, check: true) }
        XCTAssertGreaterThanOrEqual(checkedSteps, Self.eventsPerTracker)
    }

    func testQuickReturnIsDeterministic() {
        let a = runQuickReturn(seed: 31, count: 20_000, check: false)
        let b = runQuickReturn(seed: 31, count: 20_000, check: false)
        let c = runQuickReturn(seed: 32, count: 20_000, check: false)
        XCTAssertEqual(a, b, "same seed, same frames")
        XCTAssertNotEqual(a, c, "the hash does see the frames")
    }

    /// With the header height fixed and the tracker never frozen, once input stops (gesture
    /// ended or wheel idle, then time for the animation) the header is at an edge: shown, or
    /// as low as it may go here (hidden, or resting on the content in the top zone).
    func testQuickReturnNeverLeftHalfShownAfterInputStops() {
        var rng = SplitMix64(seed: 10)
        var partlyShown = 0
        defer { XCTAssertGreaterThan(partlyShown, 400, "the generator must reach partly shown states") }
        for round in 0..<4000 {
            var options = Self.randomOptions(&rng)
            if options.snap == .none { options.snap = .auto }
            let t = QuickReturnTracker(options: options)
            let header = rng.double(20...200).rounded()
            var time = 0.0
            t.handle(.geometry(Self.randomGeometry(&rng, header: header)), at: time)
            for _ in 0..<rng.int(1...60) {
                time += rng.double(0...40)
                switch rng.int(0...9) {
                case 0: t.handle(.begin, at: time)
                case 1: t.handle(.end(velocity: Self.randomVelocity(&rng)), at: time)
                case 2: t.handle(.tick, at: time)
                case 3: t.handle(.focus(inside: rng.chance(0.3)), at: time)
                case 4: if rng.chance(0.2) { t.handle(.geometry(Self.randomGeometry(&rng, header: header)), at: time) }
                default:
                    let source: ScrollSource = rng.chance(0.15) ? .programmatic : rng.pick(ScrollSource.allCases)
                    t.handle(.scroll(offset: Self.randomOffset(&rng, current: t.frame.offset, maxOffset: t.geometry.maxOffset), source: source), at: time)
                }
            }
            time += 1
            if !t.frame.isAtRest(minExtent: t.minExtent) { partlyShown += 1 }
            // The view does what the tracker asks: a snap near the top scrolls the content.
            func handleAsView(_ input: TrackerInput) {
                t.handle(input, at: time)
                if let request = t.scrollRequest { t.handle(.scroll(offset: request, source: .momentum), at: time) }
            }
            handleAsView(.end(velocity: Self.randomVelocity(&rng)))
            for _ in 0..<200 { time += 16; handleAsView(.tick); if !t.needsTicks { break } }
            time += 16
            let f = t.handle(.tick, at: time)
            XCTAssertFalse(t.needsTicks, "round \(round): still ticking \(f)")
            XCTAssertTrue(f.isSettled(in: t.geometry, minExtent: t.minExtent), "round \(round): left half-shown or over the first row \(f) options \(t.options)")
        }
    }

    // MARK: - Sticky toolbar

    func runSticky(seed: UInt64, count: Int, check: Bool) -> UInt64 {
        var rng = SplitMix64(seed: seed)
        var options = StickyOptions()
        options.quickReturnHeader = rng.chance(0.5)
        options.quickReturn = Self.randomOptions(&rng)
        let t = StickyToolbarTracker(options: options)
        var pinnedCalls: [Bool] = []
        t.onPinnedChange = { pinnedCalls.append($0) }
        var geometry = Self.randomGeometry(&rng)
        var time = 0.0
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        t.handle(.geometry(geometry), at: time)
        for step in 0..<count {
            let before = t.frame
            let callsBefore = pinnedCalls.count
            time += rng.double(0...40)
            let input: TrackerInput
            switch rng.int(0...99) {
            case 0, 1: geometry = Self.randomGeometry(&rng); input = .geometry(geometry)
            case 2: t.options.quickReturnHeader.toggle(); input = .tick
            case 3: t.options.quickReturn = Self.randomOptions(&rng); input = .tick
            case 4...7: input = .begin
            case 8...11: input = .end(velocity: Self.randomVelocity(&rng))
            case 12, 13: input = .focus(inside: rng.chance(0.5))
            case 14...30: input = .tick
            default:
                input = .scroll(offset: Self.randomOffset(&rng, current: before.offset, maxOffset: geometry.maxOffset),
                                source: rng.pick(ScrollSource.allCases))
            }
            let f = t.handle(input, at: rng.chance(0.01) ? .nan : time)
            Self.mix(&hash, f)
            guard check else { continue }
            let ctx = { "seed \(seed) step \(step) \(input) before \(before) after \(f)" }
            let H = geometry.header, m = geometry.minHeader, o = f.offset
            let eps = Self.tolerance(H)
            if !(o >= 0 && o <= geometry.maxOffset) { return fail("offset: \(ctx())") }
            // Plain: the geometry's collapsed height; quick-return header: the inner tracker's
            // effective one (the larger of its option and the geometry's).
            let collapsed = t.options.quickReturnHeader ? f.minExtent : m
            if collapsed < m - eps || collapsed > H + eps { return fail("collapsed height: \(ctx())") }
            if H - collapsed > 0, f.pinned != (o >= H - collapsed) { return fail("pinned != o ≥ H − min: \(ctx())") }
            if t.options.quickReturnHeader, f.state == .hidden, f.progress != 0 { return fail("collapsed but progress \(f.progress): \(ctx())") }
            if abs(f.headerY - (f.extent - H)) > eps || f.toolbarY != f.extent { return fail("positions: \(ctx())") }
            if !(f.extent.isFinite && f.extent <= H + eps && f.extent >= m - eps) { return fail("extent range: \(ctx())") }
            if f.extent < H - o - eps { return fail("gap: \(ctx())") }
            if !(0...1).contains(f.progress) { return fail("progress: \(ctx())") }
            if !t.options.quickReturnHeader {
                if abs(f.headerY + min(o, H - m)) > eps { return fail("headerY != −min(o, H): \(ctx())") }
                if abs(f.toolbarY - max(H - o, m)) > eps { return fail("toolbarY != max(H − o, 0): \(ctx())") }
                // The plain header never animates; the content settles to the top for the focus.
                if f.target != nil || (t.needsTicks && f.scroll == nil && t.scrollRequest == nil) {
                    return fail("plain sticky animates: \(ctx())")
                }
                if case .scroll = input, abs(f.extent - before.extent) > abs(f.offset - before.offset) + eps,
                   before.header == H {
                    return fail("header moved more than the content: \(ctx())")
                }
            }
            let transitions = f.pinned != before.pinned ? 1 : 0
            if pinnedCalls.count - callsBefore != transitions { return fail("onPinnedChange count: \(ctx())") }
            if transitions == 1, pinnedCalls.last != f.pinned { return fail("onPinnedChange value: \(ctx())") }
            checkedSteps += 1
        }
        return hash
    }

    func testStickyInvariants() {
        for seed: UInt64 in [3, 4, 99, 1234] { _ = runSticky(seed: seed, count: Self.eventsPerTracker / 4, check: true) }
        XCTAssertEqual(checkedSteps, Self.eventsPerTracker)
    }

    func testStickyIsDeterministic() {
        let a = runSticky(seed: 8, count: 20_000, check: false)
        XCTAssertEqual(a, runSticky(seed: 8, count: 20_000, check: false), "same seed, same frames")
        // Without this control, a hash that ignored the frames would pass the line above.
        XCTAssertNotEqual(a, runSticky(seed: 9, count: 20_000, check: false), "the hash does see the frames")
    }

    // MARK: - Background hider

    func runBackground(seed: UInt64, count: Int, check: Bool) -> UInt64 {
        var rng = SplitMix64(seed: seed)
        let h = BackgroundHider(style: rng.pick(BackgroundHidingStyle.allCases))
        var toggles: [Bool] = []
        h.addAdditionalCallback { show, _ in toggles.append(show) }
        var geometry = Self.randomGeometry(&rng)
        var time = 0.0
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        h.handle(.geometry(geometry), at: time)
        for step in 0..<count {
            let wasShowing = h.isShowingBackground
            let togglesBefore = toggles.count
            time += rng.double(0...40)
            var input: TrackerInput = .tick
            switch rng.int(0...99) {
            case 0, 1: geometry = Self.randomGeometry(&rng); input = .geometry(geometry)
            case 2: h.style = rng.pick(BackgroundHidingStyle.allCases); h.update(animated: rng.chance(0.5))
            case 3:
                if rng.chance(0.5) { h.offsetForHidingProvider = BackgroundHider.defaultOffsetForHidingProvider }
                else { let fixed = rng.chance(0.1) ? Double.nan : rng.double(-10...1000); h.offsetForHidingProvider = { _ in fixed } }
                h.update(animated: false)
            case 4: h.isEnabled = rng.chance(0.8); h.update(animated: true)
            case 5...9: input = rng.pick([.begin, .end(velocity: 1), .focus(inside: true), .tick])
            default:
                let base = rng.chance(0.3) ? h.threshold : h.offset
                let offset = rng.chance(0.5) ? base + rng.double(-1.5...1.5) : Self.randomOffset(&rng, current: base, maxOffset: geometry.maxOffset)
                input = .scroll(offset: offset, source: rng.pick(ScrollSource.allCases))
            }
            let f = h.handle(input, at: time)
            Self.mix(&hash, f)
            guard check else { continue }
            let ctx = { "seed \(seed) step \(step) \(input) offset \(h.offset) threshold \(h.threshold) style \(h.style) enabled \(h.isEnabled) frame \(f)" }
            if f.showsBackground != h.isShowingBackground || f.state != (f.showsBackground ? .solid : .transparent) { return fail("frame disagrees: \(ctx())") }
            if f.extent != geometry.header || f.headerY != 0 || f.target != nil { return fail("geometry: \(ctx())") }
            if h.isEnabled {
                switch h.style {
                case .alwaysHidden: if f.showsBackground { return fail("always-hidden shows: \(ctx())") }
                case .alwaysVisible: if !f.showsBackground { return fail("always-visible hides: \(ctx())") }
                case .automatic:
                    let T = h.threshold, band = BackgroundHider.hysteresis
                    if h.offset > T + band, !f.showsBackground { return fail("past the threshold but transparent: \(ctx())") }
                    if h.offset < T - band, f.showsBackground { return fail("before the threshold but solid: \(ctx())") }
                    if h.offset == 0, f.showsBackground { return fail("solid at the top: \(ctx())") }
                }
            } else if h.isShowingBackground != wasShowing, case .scroll = input {
                return fail("a disabled hider toggled: \(ctx())")
            }
            let changed = h.isShowingBackground != wasShowing ? 1 : 0
            if toggles.count - togglesBefore != changed { return fail("callbacks fired \(toggles.count - togglesBefore)× for \(changed) toggle(s): \(ctx())") }
            if changed == 1, toggles.last != h.isShowingBackground { return fail("callback value: \(ctx())") }
            checkedSteps += 1
        }
        return hash
    }

    func testBackgroundInvariants() {
        for seed: UInt64 in [11, 12, 13, 14] { _ = runBackground(seed: seed, count: Self.eventsPerTracker / 4, check: true) }
        XCTAssertEqual(checkedSteps, Self.eventsPerTracker)
    }

    func testBackgroundIsDeterministic() {
        let a = runBackground(seed: 21, count: 20_000, check: false)
        XCTAssertEqual(a, runBackground(seed: 21, count: 20_000, check: false), "same seed, same frames")
        XCTAssertNotEqual(a, runBackground(seed: 22, count: 20_000, check: false), "the hash does see the frames")
    }

    // MARK: - Generator sanity

    func testSplitMix64IsDeterministicAndSpread() {
        var a = SplitMix64(seed: 1), b = SplitMix64(seed: 1), c = SplitMix64(seed: 2)
        let xs = (0..<1000).map { _ in a.next() }
        XCTAssertEqual(xs, (0..<1000).map { _ in b.next() })
        XCTAssertNotEqual(xs, (0..<1000).map { _ in c.next() })
        XCTAssertEqual(SplitMix64(seed: 0).state, 0)
        var d = SplitMix64(seed: 0)
        XCTAssertEqual(d.next(), 0xE220_A839_7B1D_CDAF, "reference SplitMix64 output for seed 0")
        var e = SplitMix64(seed: 5)
        let units = (0..<10_000).map { _ in e.unit() }
        XCTAssertTrue(units.allSatisfy { $0 >= 0 && $0 < 1 })
        XCTAssertEqual(units.reduce(0, +) / 10_000, 0.5, accuracy: 0.02)
    }
}
