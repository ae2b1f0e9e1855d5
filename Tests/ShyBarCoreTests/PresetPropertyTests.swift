import XCTest
import ShyBarCore

/// Every invariant for every preset, under random input (seeded, so failures reproduce):
/// no gap above the content, fully shown at offset 0, and once input stops the header is
/// never over the first row (unless the peer lays its list out below the bar: then what the
/// header covers is the list's scrolled-off rows); it is fully shown or fully hidden too,
/// except for the presets whose peers leave it partly shown by design (listed in
/// `partlyShownByDesign`).
final class PresetPropertyTests: XCTestCase {
    /// The presets that may rest partly shown, each for its peer's reason (docs/presets.md).
    static let partlyShownByDesign: Set<String> = [
        "quick-return/android-enter-always",      // enterAlways without snap: where the scroll stopped
        "quick-return/flutter-floating",          // floating without snap: where the scroll stopped
        "sticky/shybar",                          // a collapsing header scrolls with the content
        "sticky/android-exit-until-collapsed",    // the same: CollapsingToolbarLayout without snap
        "sticky/flutter-pinned",                  // the same: SliverAppBar pinned, no snap
        "sticky/flutter-pinned-floating",         // floating without snap
    ]

    func testTheExceptionsAreExactlyThePresetsThatSayWhy() {
        let saying = Set(Preset.all.filter { $0.restsPartlyShown != nil }.map { "\($0.behavior.rawValue)/\($0.name)" })
        XCTAssertEqual(saying, Self.partlyShownByDesign)
    }

    func testEveryQuickReturnPresetKeepsTheInvariants() {
        for preset in Preset.presets(for: .quickReturn) {
            check(preset, seed: UInt64(preset.name.utf8.reduce(0) { $0 &* 31 &+ UInt64($1) }), rounds: 1500)
        }
    }

    func testEveryStickyPresetKeepsTheInvariants() {
        for preset in Preset.presets(for: .sticky) {
            check(preset, seed: UInt64(preset.name.utf8.count) &+ 77, rounds: 800)
        }
    }

    /// The new modes in random combinations, as presets of their own: the same invariants.
    func testRandomCombinationsOfThePeerModesKeepTheInvariants() {
        var rng = SplitMix64(seed: 4242)
        for index in 0..<120 {
            var o = QuickReturnOptions()
            o.toleranceUp = rng.pick([0, 8, 50, 200, rng.double(0...300)])
            o.toleranceDown = rng.pick([0, 8, 50, rng.double(0...100)])
            o.toleranceRun = rng.pick(ToleranceRun.allCases)
            o.conceal = rng.pick(ConcealPolicy.allCases)
            o.reveal = rng.pick(RevealPolicy.allCases)
            o.snap = rng.pick(SnapPolicy.allCases)
            o.snapThreshold = rng.pick([0, 0.5, 1, rng.unit()])
            o.startOffset = rng.chance(0.7) ? 0 : rng.double(0...300)
            o.startOffsetHeaders = rng.chance(0.7) ? 0 : rng.double(0...3)
            o.restOnContentNearTop = o.snap == .none
            o.revealOnResize = rng.chance(0.5)
            o.duration = rng.pick([0, 200, rng.double(0...500)])
            o.easing = rng.pick(Easing.allCases)
            let preset = Preset(name: "random-\(index)", peer: "none", source: "none", reproduces: "\(o)", differs: "none",
                                restsPartlyShown: o.snap == .none ? "no snap" : nil, settings: .quickReturn(o))
            check(preset, seed: UInt64(index) &+ 9000, rounds: 60)
        }
    }

    /// Whether the preset's quick-return header, without snapping, stays where the scroll
    /// left it near the top too (Android's and Flutter's floating bars, whose list is laid
    /// out below the bar, so the header covers only rows the list has scrolled off).
    static func laysListOutBelow(_ preset: Preset) -> Bool {
        let sticky = preset.stickyOptions.flatMap { $0.quickReturnHeader ? $0.quickReturn : nil }
        guard let options = preset.quickReturnOptions ?? sticky else { return false }
        return options.snap == .none && !options.restOnContentNearTop
    }

    func testTheFloatingPresetsAreTheOnesLaidOutBelow() {
        let below = Set(Preset.all.filter(Self.laysListOutBelow).map { "\($0.behavior.rawValue)/\($0.name)" })
        XCTAssertEqual(below, ["quick-return/android-enter-always", "quick-return/flutter-floating", "sticky/flutter-pinned-floating"])
    }

    /// Random rounds of input through one preset's tracker, then input stops and time passes.
    func check(_ preset: Preset, seed: UInt64, rounds: Int) {
        var rng = SplitMix64(seed: seed)
        let mayRestPartlyShown = preset.restsPartlyShown != nil
        let mayCoverFirstRows = Self.laysListOutBelow(preset)
        var checked = 0
        for round in 0..<rounds {
            let tracker = preset.makeTracker()
            let header = rng.double(20...200).rounded()
            let minHeader = preset.behavior == .sticky ? rng.double(0...header / 2).rounded() : 0
            var time = 0.0
            var log: [(time: Double, input: TrackerInput)] = []
            var current = ScrollGeometry.zero
            func geometry() -> ScrollGeometry {
                let viewport = rng.double(200...1000).rounded()
                let content = rng.chance(0.1) ? viewport + rng.double(0...header) : viewport + rng.double(header...30_000)
                current = ScrollGeometry(viewport: viewport, content: content, header: header, minHeader: minHeader)
                return current
            }
            // The view does what the tracker asks: a snap near the top scrolls the content.
            func send(_ input: TrackerInput) {
                tracker.handle(input, at: time)
                log.append((time, input))
                if let request = tracker.scrollRequest { tracker.handle(.scroll(offset: request, source: .momentum), at: time) }
                let f = tracker.frame
                let eps = 1e-7
                let context = { "\(preset.behavior.rawValue)/\(preset.name) seed \(seed) round \(round) after \(input): \(f)" }
                if !(f.extent.isFinite && f.extent >= f.minExtent - eps && f.extent <= header + eps) { XCTFail("extent range: \(context())") }
                if f.extent < header - f.offset - eps { XCTFail("gap above the content: \(context())") }
                if f.offset == 0, abs(f.extent - header) > eps { XCTFail("not fully shown at the top: \(context())") }
                checked += 1
            }
            send(.geometry(geometry()))
            for _ in 0..<rng.int(1...50) {
                time += rng.double(0...40)
                switch rng.int(0...11) {
                case 0: send(.begin)
                case 1: send(.end(velocity: rng.double(-3000...3000)))
                case 2: send(.tick)
                case 3: send(.focus(inside: rng.chance(0.3)))
                case 4: if rng.chance(0.2) { send(.geometry(geometry())) }
                default:
                    let source: ScrollSource = rng.chance(0.1) ? .programmatic : rng.pick(ScrollSource.allCases)
                    let from = tracker.frame.offset
                    let offset = rng.chance(0.2) ? rng.double(0...250) : from + rng.double(-60...60)
                    send(.scroll(offset: offset, source: source))
                }
            }
            // Input stops: focus leaves, the gesture ends, time passes.
            time += 1
            send(.focus(inside: false))
            send(.end(velocity: rng.chance(0.5) ? 0 : rng.double(-3000...3000)))
            for _ in 0..<200 where tracker.needsTicks { time += 16; send(.tick) }
            time += 16
            send(.tick)
            let f = tracker.frame
            let minExtent = f.minExtent
            let context = {
                "\(preset.behavior.rawValue)/\(preset.name) seed \(seed) round \(round): \(f); last inputs:\n"
                    + log.suffix(12).map { "\($0.time): \($0.input)" }.joined(separator: "\n")
            }
            if f.target != nil { XCTFail("still animating: \(context())") }
            let lower = max(minExtent, header - f.offset)
            let collapsible = header - minExtent
            // Content too short to scroll the header away keeps it shown (docs/behaviours.md).
            let inTopZone = current.canCollapse && f.offset > 1e-9 && f.offset < collapsible - 1e-9
            if inTopZone && f.extent > lower + 1e-6 && !mayCoverFirstRows { XCTFail("left over the first row: \(context())") }
            if !mayRestPartlyShown, let quickReturn = tracker as? QuickReturnTracker,
               !f.isSettled(in: quickReturn.geometry, minExtent: quickReturn.minExtent) {
                XCTFail("left half-shown: \(context())")
            }
        }
        XCTAssertGreaterThan(checked, rounds * 10)
    }
}
