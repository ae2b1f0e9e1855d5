import Foundation

/// The rules of docs/behaviours.md that a replay's output can show, checked line by line.
/// The `*.expected.jsonl` files are made by the binary they test, so equality with them only
/// says "nothing changed"; these rules say what is right, whatever the snapshot holds.
struct TraceRules {
    /// What the rules saw, so a test can tell that a rule was exercised and not vacuous.
    struct Coverage {
        var programmaticScrolls = 0
        var forwardUserScrolls = 0
        var pinnedBoth: Set<Bool> = []
        var backgroundBoth: Set<Bool> = []
        var revealsOverPinnedToolbar = 0
        var endsAsking = 0
        /// Quick-return lines after more than a header's forward input (which must hide it).
        var hiddenAfterForward = 0
        /// Quick-return lines after back input past the tolerance (which must start a reveal).
        var revealingAfterBack = 0
    }

    /// Every rule the output breaks ("line N: what"), empty when it follows them all.
    /// `arguments` are the replay's flags (`--behavior B …`); `input` and `output` the
    /// trace's lines and what `shybar replay` printed for them.
    static func violations(arguments: [String], input: String, output: String,
                           coverage: inout Coverage) -> [String] {
        let eps = 1e-3
        func objects(_ text: String) -> [[String: Any]] {
            text.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }.map {
                (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] ?? [:]
            }
        }
        let inputs = objects(input), outputs = objects(output)
        var problems: [String] = []
        guard inputs.count == outputs.count, !inputs.isEmpty else {
            return ["\(outputs.count) output lines for \(inputs.count) input lines: one each"]
        }
        let behavior = arguments.firstIndex(of: "--behavior").map { arguments[$0 + 1] } ?? ""
        let quickReturnHeader = arguments.contains("--quick-return-header")
        func number(_ object: [String: Any], _ key: String) -> Double? { (object[key] as? NSNumber)?.doubleValue }
        func flag(_ name: String) -> String? { arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil } }
        // The rules a person states about input runs hold for quick return's own options;
        // a preset, swipes-only or another way of counting the tolerances changes them.
        let personRules = behavior == "quick-return" && flag("--preset") == nil && flag("--tolerance-run") == nil
            && !arguments.contains("--swipes-only")
        let toleranceDown = flag("--tolerance-down").flatMap(Double.init) ?? 0
        let toleranceUp = flag("--tolerance-up").flatMap(Double.init) ?? 8
        let startOffset = flag("--start-offset").flatMap(Double.init) ?? 0
        let revealsOnlyAtTop = flag("--reveal") == "top-only"
        // Forward and back movement by a person (or its momentum) since the direction last
        // changed; the extent when the back run began.
        var forwardRun = 0.0, backRun = 0.0, extentAtBackStart = 0.0

        var header = 0.0, hero: Double?
        var previous: [String: Any]?
        var lastUserInput = 0
        for (index, (input, output)) in zip(inputs, outputs).enumerated() {
            func problem(_ text: String) { problems.append("line \(index + 1): \(text)") }
            let type = input["type"] as? String ?? ""
            if type == "geometry" {
                header = number(input, "header") ?? 0
                hero = number(input, "hero")
            }
            guard let offset = number(output, "offset"), let extent = number(output, "extent"),
                  let headerY = number(output, "headerY"), let toolbarY = number(output, "toolbarY"),
                  let pinned = output["pinned"] as? Bool, let background = output["background"] as? Bool,
                  let state = output["state"] as? String else {
                problem("a frame without offset, extent, headerY, toolbarY, pinned, background and state")
                continue
            }
            if number(output, "t") != number(input, "t") || output["type"] as? String != type {
                problem("not the answer to its input line (t or type differ)")
            }
            // Positions follow from the extent (HeaderFrame).
            if abs(headerY - (extent - header)) > eps || abs(toolbarY - extent) > eps {
                problem("headerY \(headerY), toolbarY \(toolbarY) for extent \(extent) of \(header)")
            }
            let source = input["source"] as? String
            if type == "scroll" || type == "begin" || type == "end", source != "programmatic", source != "momentum" {
                lastUserInput = index
            }
            switch behavior {
            case "background":
                // Transparent at or before the threshold (hero − header), solid past it, with
                // a half-pixel hysteresis; the header itself never moves.
                let threshold = max((hero ?? header) - header, 0)
                if extent != header || headerY != 0 { problem("the background hider moved the header") }
                if background != (state == "solid") { problem("background \(background) in state \(state)") }
                if offset > threshold + 0.5, !background { problem("transparent at \(offset), past the threshold \(threshold)") }
                if offset < threshold - 0.5, background { problem("solid at \(offset), before the threshold \(threshold)") }
                coverage.backgroundBoth.insert(background)
            case "sticky", "quick-return":
                if extent < -eps || extent > header + eps { problem("extent \(extent) outside 0...\(header)") }
                // The header lies over the content: never a gap between it and the first row.
                if extent < header - offset - eps { problem("a gap: extent \(extent) under \(header) − offset \(offset)") }
                if behavior == "sticky" {
                    if pinned != (offset >= header) { problem("pinned \(pinned) at offset \(offset) for a header of \(header)") }
                    coverage.pinnedBoth.insert(pinned)
                    if !quickReturnHeader, abs(headerY + min(offset, header)) > eps {
                        problem("headerY \(headerY) is not −min(\(offset), \(header))")
                    }
                    if quickReturnHeader, offset > header, extent > eps { coverage.revealsOverPinnedToolbar += 1 }
                } else if let previous, type == "scroll",
                          let before = number(previous, "extent"), let from = number(previous, "offset") {
                    // Only a person moves it: a programmatic change never hides the header.
                    if source == "programmatic" {
                        coverage.programmaticScrolls += 1
                        if extent < before - eps { problem("a programmatic scroll lowered the header from \(before) to \(extent)") }
                    }
                    // Forward hides 1:1: never faster than the content moves (no animation running).
                    let delta = offset - from
                    if delta > 0, source != "programmatic", previous["target"] is NSNull, output["target"] is NSNull {
                        coverage.forwardUserScrolls += 1
                        if before - extent > delta + eps { problem("hid \(before - extent) px for a scroll of \(delta)") }
                    }
                    if personRules {
                        if source == "programmatic" {
                            forwardRun = 0
                            backRun = 0
                        } else if delta > 0 {
                            forwardRun += delta
                            backRun = 0
                        } else if delta < 0 {
                            if backRun == 0 { extentAtBackStart = before }
                            backRun -= delta
                            forwardRun = 0
                        }
                        let target = number(output, "target")
                        // More forward input than the header is tall (past the tolerance and the
                        // start offset) leaves it hidden, or on its way there.
                        if forwardRun > header + toleranceDown + eps, offset > startOffset + header {
                            coverage.hiddenAfterForward += 1
                            if extent > eps && target != 0 {
                                problem("\(forwardRun) px of forward input and the header still shows \(extent) of \(header)")
                            }
                        }
                        // Back input past the tolerance starts a reveal of a header not fully shown.
                        if !revealsOnlyAtTop, backRun > toleranceUp + 1, extentAtBackStart < header - eps {
                            coverage.revealingAfterBack += 1
                            if extent <= extentAtBackStart + eps && target != header {
                                problem("\(backRun) px of back input, past the tolerance of \(toleranceUp), and the header "
                                        + "still shows \(extent) of \(header), as when the input began")
                            }
                        }
                    }
                }
            default:
                problem("no rules for --behavior \(behavior)")
            }
            previous = output
        }
        // Settling: the trace ends fully shown or fully hidden, or (quick return) resting on
        // the content in the top zone after asking the view to scroll to an edge.
        if behavior != "background", let last = outputs.last, let extent = number(last, "extent"),
           let offset = number(last, "offset") {
            let settled = last["target"] is NSNull && (abs(extent) < eps || abs(extent - header) < eps)
            let asked = outputs[(lastUserInput + 1)...].compactMap { number($0, "scrollTo") }
            let inTopZone = offset > 0 && offset < header && abs(extent - (header - offset)) < eps
            if !settled, !(behavior == "quick-return" && inTopZone && asked.contains { $0 == 0 || $0 == header }) {
                problems.append("the trace ends half-shown: extent \(extent) of \(header) at offset \(offset), scrolls asked \(asked)")
            }
            if !settled { coverage.endsAsking += 1 }
        }
        return problems
    }
}
