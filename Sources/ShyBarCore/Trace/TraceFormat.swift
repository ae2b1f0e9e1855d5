/// Writes trace inputs and tracker frames as JSON Lines.
public enum TraceFormat {
    /// A number as JSON: rounded to a thousandth of a pixel or millisecond, integers
    /// without a fraction, never `-0`.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        // Beyond a trillion a thousandth is below the precision of a Double anyway, and
        // scaling by 1000 could overflow to infinity.
        if abs(value) >= 1e12 {
            return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        }
        var rounded = (value * 1000).rounded() / 1000
        if rounded == 0 { rounded = 0 }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }

    /// `value` in the fewest digits that read back as exactly `value` (a whole number without
    /// a point), for the inputs of a trace; `null` when not finite.
    public static func exactNumber(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// One output line for a frame: `t, type, offset, extent, target, state, background,
    /// headerY, toolbarY, pinned, progress, scrollTo` (`scrollTo`: the tracker's scroll
    /// request, or null).
    public static func line(for frame: HeaderFrame, type: String, scrollTo: Double? = nil) -> String {
        var out = "{\"t\":"
        out += number(frame.time)
        out += ",\"type\":\""; out += type
        out += "\",\"offset\":"; out += number(frame.offset)
        out += ",\"extent\":"; out += number(frame.extent)
        out += ",\"target\":"; out += frame.target.map(number) ?? "null"
        out += ",\"state\":\""; out += frame.state.rawValue
        out += "\",\"background\":"; out += frame.showsBackground ? "true" : "false"
        out += ",\"headerY\":"; out += number(frame.headerY)
        out += ",\"toolbarY\":"; out += number(frame.toolbarY)
        out += ",\"pinned\":"; out += frame.pinned ? "true" : "false"
        out += ",\"progress\":"; out += number(frame.progress)
        out += ",\"scrollTo\":"; out += scrollTo.map(number) ?? "null"
        out += "}"
        return out
    }

    /// One trace line for an input, the inverse of ``TraceParser``: every number as it is
    /// (``exactNumber(_:)``), so that the line parses back to the same input, bit for bit,
    /// and a recording replays to the frames that were drawn.
    public static func line(for timed: TimedInput) -> String {
        var out = "{\"t\":" + exactNumber(timed.time) + ",\"type\":\"" + timed.input.typeName + "\""
        switch timed.input {
        case .geometry(let g):
            out += ",\"viewport\":" + exactNumber(g.viewport) + ",\"content\":" + exactNumber(g.content)
            out += ",\"header\":" + exactNumber(g.header)
            if g.minHeader > 0 { out += ",\"min\":" + exactNumber(g.minHeader) }
            if g.toolbar > 0 { out += ",\"toolbar\":" + exactNumber(g.toolbar) }
            if let hero = g.hero { out += ",\"hero\":" + exactNumber(hero) }
        case .scroll(let offset, let source):
            out += ",\"offset\":" + exactNumber(offset) + ",\"source\":\"" + source.rawValue + "\""
        case .end(let velocity):
            out += ",\"velocity\":" + exactNumber(velocity)
        case .focus(let inside):
            out += ",\"state\":\"" + (inside ? "in" : "out") + "\""
        case .focusedItem(let span):
            if let span { out += ",\"top\":" + exactNumber(span.lowerBound) + ",\"bottom\":" + exactNumber(span.upperBound) }
        case .begin, .tick:
            break
        }
        return out + "}"
    }
}
