// libFuzzer target over trace parsing and the three trackers.
//
// Not a SwiftPM target: scripts/fuzz.sh compiles this file together with the sources of
// ShyBarCore (which imports nothing) using `swiftc -sanitize=fuzzer,address`, so the core's
// types are used here without an `import`.
//
// An input is either
// - a trace (any bytes not starting with 0x00): cut into lines and decoded the way
//   `shybar replay` reads its input (at each 0x0A byte, each line decoded on its own with
//   invalid UTF-8 replaced, no empty line after a final newline), then replayed line by
//   line through `TraceReplayer` for each behaviour with two option sets, carrying on
//   after a bad line (the command stops there; scripts/fuzz.sh also pipes a sample of the
//   corpus through the built `shybar replay` itself);
// - a binary event stream (first byte 0x00): raw doubles, NaN and infinities included, fed
//   straight into the trackers — values a JSON trace cannot express.
//
// Every frame must keep the invariants of the core; a violation is a `fatalError`, which
// libFuzzer reports as a crash together with the input that caused it.

/// The option sets each trace is replayed with: the defaults and a tuned, collapsed-height set.
private let commands: [Tuning] = {
    var result: [Tuning] = []
    for behavior in Behavior.allCases {
        result.append(Tuning(behavior: behavior))

        var tuned = Tuning(behavior: behavior)
        tuned.quickReturn.minExtent = 20
        tuned.quickReturn.reveal = .follow
        tuned.quickReturn.snap = .nearest
        tuned.quickReturn.toleranceDown = 5
        tuned.quickReturn.startOffset = 50
        tuned.quickReturn.fade = true
        tuned.quickReturn.duration = 120
        tuned.quickReturn.easing = .easeInOutCubic
        tuned.sticky.quickReturn = tuned.quickReturn
        tuned.sticky.quickReturnHeader = true
        tuned.background.style = .automatic
        tuned.background.threshold = 100
        result.append(tuned)
    }
    // Reduced motion with the remaining policies.
    var still = Tuning(behavior: .quickReturn)
    still.quickReturn.animationsEnabled = false
    still.quickReturn.reveal = .topOnly
    still.quickReturn.snap = .direction
    result.append(still)
    return result
}()

/// Stops the process (a libFuzzer crash) when a frame breaks an invariant of the core.
private func check(_ frame: HeaderFrame, _ context: @autoclosure () -> String) {
    let eps = 1e-7 + abs(frame.header) * 1e-12
    func fail(_ what: String) -> Never {
        fatalError("invariant violated: \(what) — frame \(frame) — \(context())")
    }
    if !frame.extent.isFinite { fail("extent not finite") }
    if !frame.header.isFinite || !frame.minExtent.isFinite || !frame.offset.isFinite { fail("geometry not finite") }
    if frame.extent < frame.minExtent - eps { fail("extent below minExtent") }
    if frame.extent > frame.header + eps { fail("extent above header") }
    if frame.extent < frame.header - frame.offset - eps { fail("gap: extent < header − offset") }
    if !(frame.progress >= 0 && frame.progress <= 1) { fail("progress outside [0, 1]") }
    if frame.offset < 0 { fail("negative offset") }
    if let target = frame.target, !target.isFinite { fail("target not finite") }
}

/// The lines of `bytes` as `shybar replay` reads them: cut at every 0x0A byte (a "\r\n"
/// leaves its "\r" on the line, as the command does; splitting a decoded String at "\n"
/// would not, since "\r\n" is one Character), each decoded on its own, and no empty line
/// after a final newline.
private func lines(of bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    var result: [String] = []
    var start = 0
    for index in 0..<bytes.count where bytes[index] == 0x0A {
        result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
        start = index + 1
    }
    if start < bytes.count {
        result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
    }
    return result
}

/// Replays `lines` one by one, checking every frame, every output line and every error.
private func replayTrace(_ lines: [String], _ command: Tuning) {
    let tracker = command.makeTracker()
    var replayer = TraceReplayer(tracker: tracker)
    var lineNumber = 0
    for line in lines {
        lineNumber += 1
        do {
            guard let output = try replayer.replay(Substring(line)) else { continue }
            check(tracker.frame, "\(command.behavior) line \(lineNumber)")
            // What `shybar replay` prints must itself be one valid flat JSON object.
            do {
                let fields = try FlatJSONObject.parse(Substring(output))
                if !fields.contains(where: { $0.key == "extent" }) { fatalError("output lacks extent: \(output)") }
            } catch {
                fatalError("output is not a JSON object (\(error.message)): \(output)")
            }
        } catch {
            // A bad line must name itself; the replay carries on to reach more tracker states.
            if error.line != lineNumber { fatalError("error names line \(error.line), not \(lineNumber): \(error)") }
            if error.message.isEmpty { fatalError("empty error message on line \(lineNumber)") }
        }
    }
}

/// Reads the next value of a binary event stream.
private struct ByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 1

    var isAtEnd: Bool { index >= bytes.count }

    mutating func byte() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }

    /// A double: mostly small, sometimes the raw bit pattern (NaN, infinities, huge values).
    mutating func double() -> Double {
        let kind = byte()
        switch kind % 8 {
        case 0:
            var bits: UInt64 = 0
            for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
            return Double(bitPattern: bits)
        case 1:
            return -Double(byte())
        default:
            return Double(UInt16(byte()) << 8 | UInt16(byte())) / Double(1 + kind % 4)
        }
    }
}

/// Feeds a binary event stream straight into the trackers of each option set.
private func replayBinary(_ bytes: UnsafeBufferPointer<UInt8>, _ command: Tuning) {
    let tracker = command.makeTracker()
    var reader = ByteReader(bytes: bytes)
    var time = 0.0
    var step = 0
    while !reader.isAtEnd {
        step += 1
        let kind = reader.byte()
        let dt = Double(reader.byte())
        // Time mostly moves forward; now and then it is garbage, which the trackers must survive.
        time = kind & 0x80 != 0 ? reader.double() : time + dt
        let input: TrackerInput
        switch kind % 8 {
        case 0:
            input = .geometry(ScrollGeometry(viewport: reader.double(), content: reader.double() * 16,
                                             header: reader.double(), minHeader: reader.double(),
                                             toolbar: reader.double(),
                                             hero: reader.byte() & 1 == 0 ? nil : reader.double()))
        case 1, 2:
            let source = ScrollSource.allCases[Int(reader.byte()) % ScrollSource.allCases.count]
            input = .scroll(offset: reader.double() * 4, source: source)
        case 3: input = .begin
        case 4: input = .end(velocity: reader.double() * 8)
        case 5: input = .focus(inside: reader.byte() & 1 == 1)
        case 6:
            // Garbage ends too (infinite, far apart), but a range must be one: NaN is none.
            let top = reader.double() * 4, bottom = top + abs(reader.double())
            input = reader.byte() & 1 == 0 || !(top <= bottom) ? .focusedItem(nil) : .focusedItem(top...bottom)
        default: input = .tick
        }
        let frame = tracker.handle(input, at: time)
        check(frame, "\(command.behavior) binary step \(step) input \(input)")
        if frame != tracker.frame { fatalError("returned frame differs from tracker.frame") }
        _ = TraceFormat.line(for: frame, type: input.typeName)
    }
}

/// The libFuzzer entry point: one input, every behaviour, two or three option sets each.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: size > 0 ? data : nil, count: size)
    if let first = bytes.first, first == 0 {
        for command in commands { replayBinary(bytes, command) }
    } else {
        let traceLines = lines(of: bytes)
        for command in commands { replayTrace(traceLines, command) }
    }
    return 0
}
