import XCTest
import ShyBarCore

/// SplitMix64: a tiny, fast, seeded PRNG so every randomized test is reproducible.
struct SplitMix64: RandomNumberGenerator {
    private(set) var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `0..<1`.
    mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }
    /// Uniform in `range`.
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }
    /// Uniform integer in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }
    mutating func chance(_ probability: Double) -> Bool { unit() < probability }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}

/// The standard quick-return page: 600 px viewport, 20 000 px content, 90 px header.
func geo(viewport: Double = 600, content: Double = 20_000, header: Double = 90,
         min: Double = 0, toolbar: Double = 0, hero: Double? = nil) -> ScrollGeometry {
    ScrollGeometry(viewport: viewport, content: content, header: header,
                   minHeader: min, toolbar: toolbar, hero: hero)
}

/// Feeds a tracker with a clock that only moves forward.
final class Driver<T: HeaderTracker> {
    let tracker: T
    private(set) var time: Double
    private(set) var frames: [HeaderFrame] = []

    init(_ tracker: T, geometry: ScrollGeometry? = geo(), at time: Double = 0) {
        self.tracker = tracker
        self.time = time
        if let geometry { send(.geometry(geometry), after: 0) }
    }

    var frame: HeaderFrame { tracker.frame }

    @discardableResult
    func send(_ input: TrackerInput, after dt: Double = 16) -> HeaderFrame {
        time += dt
        let frame = tracker.handle(input, at: time)
        frames.append(frame)
        return frame
    }

    @discardableResult
    func scroll(_ offset: Double, _ source: ScrollSource = .touchpad, after dt: Double = 16) -> HeaderFrame {
        send(.scroll(offset: offset, source: source), after: dt)
    }

    /// Scrolls from the current offset to `offset` in steps of at most `step` px.
    @discardableResult
    func scrollSteps(to offset: Double, step: Double, _ source: ScrollSource = .touchpad) -> [HeaderFrame] {
        var out: [HeaderFrame] = []
        var current = tracker.frame.offset
        while current != offset {
            current = current < offset ? Swift.min(current + step, offset) : Swift.max(current - step, offset)
            out.append(scroll(current, source))
        }
        return out
    }

    @discardableResult
    func tick(_ dt: Double = 16) -> HeaderFrame { send(.tick, after: dt) }

    /// Ticks every 16 ms for `duration` ms.
    @discardableResult
    func run(_ duration: Double) -> HeaderFrame {
        var elapsed = 0.0
        while elapsed + 16 <= duration { tick(16); elapsed += 16 }
        if duration - elapsed > 0 { tick(duration - elapsed) }
        return tracker.frame
    }
}

func assertClose(_ a: Double, _ b: Double, accuracy: Double = 1e-9, _ message: @autoclosure () -> String = "",
                 file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a, b, accuracy: accuracy, message(), file: file, line: line)
}

/// Geometric consistency every frame must have.
func assertConsistent(_ f: HeaderFrame, _ message: @autoclosure () -> String = "",
                      file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertTrue(f.extent.isFinite, "extent not finite \(message())", file: file, line: line)
    XCTAssertEqual(f.headerY, f.extent - f.header, accuracy: 1e-9, message(), file: file, line: line)
    XCTAssertEqual(f.toolbarY, f.extent, accuracy: 1e-9, message(), file: file, line: line)
    XCTAssertTrue((0...1).contains(f.progress), "progress \(f.progress) \(message())", file: file, line: line)
}

extension HeaderFrame {
    /// Whether the header is at one edge: fully shown, or as low as it may go here.
    func isAtRest(minExtent: Double) -> Bool {
        extent >= header || extent <= Swift.max(minExtent, header - offset) + 1e-9
    }

    /// At rest as a person must see it: at an edge, and not in the top zone — between the
    /// top and one header down, where the header would either ride half-shown on the content
    /// or cover the first row (when the content is long enough to hide the header at all).
    func isSettled(in geometry: ScrollGeometry, minExtent: Double) -> Bool {
        let inTopZone = geometry.canCollapse && offset > 1e-9 && offset < header - minExtent - 1e-9
        return !inTopZone && isAtRest(minExtent: minExtent)
    }
}
