import XCTest
import ShyBarCore

/// One step of a case taken from a peer's own tests or documentation, played through a
/// preset's tracker.
enum PeerStep {
    /// The content is at `offset`, moved there by `source`.
    case scroll(Double, ScrollSource = .touchpad)
    /// Scrolls from the current offset to `offset` in 10 px steps, as one gesture would.
    case drag(to: Double, ScrollSource = .touchpad)
    case begin
    case end(velocity: Double = 0)
    /// Time passes (ticks every 16 ms).
    case wait(Double)
    case resize(viewport: Double)
    case freeze, unfreeze
    /// `show`/`hide` (Headroom's `pin`/`unpin`).
    case show, hide
    case expect(PeerExpectation)
}

/// What a peer's test checks, in ShyBar's terms.
enum PeerExpectation: Equatable {
    /// Headroom's `pinned` class: shown or revealing.
    case pinned
    /// Headroom's `unpinned` class: hidden, hiding, or resting on the content near the top.
    case unpinned
    case top, notTop, bottom, notBottom
    case state(HeaderState)
    /// The visible height of the header.
    case extent(Double)
    /// The scroll offset (a snap near the top moves the content).
    case offset(Double)
    /// The background is solid / transparent.
    case solid, transparent
    /// The toolbar is pinned at the top.
    case toolbarPinned
}

/// A case from a peer: its source (file and test, or documentation page), the preset, and
/// the steps.
struct PeerCase {
    let source: String
    let preset: String
    var behavior: Behavior = .quickReturn
    var geometry = geo()
    var adjust: (inout QuickReturnOptions) -> Void = { _ in }
    let steps: [PeerStep]
}

/// Plays peer cases through the core's trackers, doing what a view does with a scroll the
/// tracker asks for (it scrolls there, and the header goes with it).
enum PeerCaseRunner {
    /// Runs `cases`; returns how many passed (each failure is reported with its source).
    @discardableResult
    static func run(_ cases: [PeerCase], file: StaticString = #filePath, line: UInt = #line) -> Int {
        var passed = 0
        for peerCase in cases where run(peerCase, file: file, line: line) { passed += 1 }
        return passed
    }

    static func run(_ peerCase: PeerCase, file: StaticString, line: UInt) -> Bool {
        guard let preset = Preset.named(peerCase.preset, for: peerCase.behavior) else {
            XCTFail("no preset \(peerCase.preset)", file: file, line: line)
            return false
        }
        let tracker: any HeaderTracker
        if var options = preset.quickReturnOptions {
            peerCase.adjust(&options)
            tracker = QuickReturnTracker(options: options)
        } else {
            tracker = preset.makeTracker()
        }
        var time = 0.0
        var geometry = peerCase.geometry
        var ok = true
        func send(_ input: TrackerInput, after dt: Double = 16) {
            time += dt
            tracker.handle(input, at: time)
            if let request = tracker.scrollRequest {
                tracker.handle(.scroll(offset: request, source: .momentum), at: time)
            }
        }
        send(.geometry(geometry), after: 0)
        for (index, step) in peerCase.steps.enumerated() {
            switch step {
            case .scroll(let offset, let source): send(.scroll(offset: offset, source: source))
            case .drag(let target, let source):
                var current = tracker.frame.offset
                while current != target {
                    current = current < target ? min(current + 10, target) : max(current - 10, target)
                    send(.scroll(offset: current, source: source), after: 8)
                }
            case .begin: send(.begin)
            case .end(let velocity): send(.end(velocity: velocity))
            case .wait(let duration):
                var elapsed = 0.0
                while elapsed < duration { send(.tick); elapsed += 16 }
            case .resize(let viewport):
                geometry.viewport = viewport
                send(.geometry(geometry))
            case .freeze: (tracker as? QuickReturnTracker)?.freeze()
            case .unfreeze: (tracker as? QuickReturnTracker)?.unfreeze()
            case .show: (tracker as? QuickReturnTracker)?.show(animated: true)
            case .hide: (tracker as? QuickReturnTracker)?.hide(animated: true)
            case .expect(let expectation):
                if !holds(expectation, tracker) {
                    XCTFail("\(peerCase.preset), \(peerCase.source): step \(index) expected \(expectation), got \(tracker.frame)",
                            file: file, line: line)
                    ok = false
                }
            }
        }
        return ok
    }

    static func holds(_ expectation: PeerExpectation, _ tracker: any HeaderTracker) -> Bool {
        let f = tracker.frame
        let quickReturn = tracker as? QuickReturnTracker
        switch expectation {
        case .pinned: return quickReturn?.isPinned == true
        case .unpinned: return quickReturn?.isPinned == false
        case .top: return quickReturn?.isAtTop == true
        case .notTop: return quickReturn?.isAtTop == false
        case .bottom: return quickReturn?.isAtBottom == true
        case .notBottom: return quickReturn?.isAtBottom == false
        case .state(let state): return f.state == state
        case .extent(let extent): return abs(f.extent - extent) < 1e-6
        case .offset(let offset): return abs(f.offset - offset) < 1e-6
        case .solid: return f.showsBackground
        case .transparent: return !f.showsBackground
        case .toolbarPinned: return f.pinned
        }
    }
}
