// Measures what the core trackers cost per scroll event.
//
//   shybar-core-bench [--behavior quick-return|background|sticky|all] [--events N] [--passes P]
//
// Prints events per second for each tracker. For instruction counts, run it under
// `valgrind --tool=callgrind` with --passes 1 and --passes 11 and divide the difference by
// 10 × N (scripts/bench-core.sh does exactly that), so that start-up and event generation
// cancel out.
import Glibc
import ShyBarCore

struct BenchOptions {
    var behaviors: [Behavior] = Behavior.allCases
    var events = 10_000
    var passes = 100
}

func parseOptions() -> BenchOptions {
    var options = BenchOptions()
    var arguments = CommandLine.arguments.dropFirst().makeIterator()
    func fail(_ message: String) -> Never {
        let text = "shybar-core-bench: \(message)\n"
        _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
        exit(2)
    }
    while let argument = arguments.next() {
        switch argument {
        case "--behavior":
            guard let name = arguments.next() else { fail("--behavior needs a value") }
            if name == "all" { options.behaviors = Behavior.allCases; continue }
            guard let behavior = Behavior(rawValue: name) else { fail("--behavior expects quick-return, background, sticky or all, got \"\(name)\"") }
            options.behaviors = [behavior]
        case "--events", "--passes":
            guard let text = arguments.next(), let value = Int(text), value > 0, value <= 100_000_000 else {
                fail("\(argument) expects a whole number from 1 to 100000000")
            }
            if argument == "--events" { options.events = value } else { options.passes = value }
        case "-h", "--help":
            print("Usage: shybar-core-bench [--behavior quick-return|background|sticky|all] [--events N] [--passes P]")
            exit(0)
        default:
            fail("unknown option \(argument)")
        }
    }
    return options
}

/// A deterministic stream of user scroll events: a person scrolling a long list down and
/// up in bursts of varying length and speed, with sub-pixel rounding, as GTK reports it.
func makeScrollEvents(count: Int) -> [TimedInput] {
    var events: [TimedInput] = []
    events.reserveCapacity(count)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    var offset = 5000.0
    var time = 0.0
    var direction = 1.0
    var burstLeft = 0
    let sources: [ScrollSource] = [.touchpad, .wheel, .momentum, .keyboard]
    var source = ScrollSource.touchpad
    for _ in 0..<count {
        if burstLeft == 0 {
            burstLeft = Int(next() % 40) + 5
            direction = next() % 3 == 0 ? -direction : direction
            source = sources[Int(next() % UInt64(sources.count))]
        }
        burstLeft -= 1
        let step = Double(next() % 4000) / 100
        offset = min(max(offset + direction * step, 0), 19_000)
        time += 16
        events.append(TimedInput(time: time, input: .scroll(offset: offset, source: source)))
    }
    return events
}

@inline(never)
func run<Tracker: HeaderTracker>(_ tracker: Tracker, _ events: [TimedInput], passes: Int) -> Double {
    var checksum = 0.0
    var timeShift = 0.0
    let span = (events.last?.time ?? 0) + 16
    for _ in 0..<passes {
        for event in events {
            checksum += tracker.handle(event.input, at: event.time + timeShift).extent
        }
        timeShift += span
    }
    return checksum
}

func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

let options = parseOptions()
let events = makeScrollEvents(count: options.events)
let geometry = TrackerInput.geometry(ScrollGeometry(viewport: 600, content: 20_000, header: 90, toolbar: 48, hero: 300))
for behavior in options.behaviors {
    let start: Double
    let checksum: Double
    // Concrete types, as a toolkit binding holds them: no existential dispatch per event.
    switch behavior {
    case .quickReturn:
        let tracker = QuickReturnTracker()
        tracker.handle(geometry, at: 0)
        start = now()
        checksum = run(tracker, events, passes: options.passes)
    case .background:
        let tracker = BackgroundHider()
        tracker.handle(geometry, at: 0)
        start = now()
        checksum = run(tracker, events, passes: options.passes)
    case .sticky:
        let tracker = StickyToolbarTracker()
        tracker.handle(geometry, at: 0)
        start = now()
        checksum = run(tracker, events, passes: options.passes)
    }
    let seconds = now() - start
    let total = Double(options.events * options.passes)
    let rate = Int(total / max(seconds, 1e-9))
    print("\(behavior.rawValue): \(Int(total)) scroll events in \(String(Int(seconds * 1000))) ms, \(rate) events/s (checksum \(Int(checksum) % 1000))")
}
