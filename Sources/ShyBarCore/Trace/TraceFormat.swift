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

    /// One trace line for an input, the inverse of ``TraceParser``.
    public static func line(for timed: TimedInput) -> String {
        var out = "{\"t\":" + number(timed.time) + ",\"type\":\"" + timed.input.typeName + "\""
        switch timed.input {
        case .geometry(let g):
            out += ",\"viewport\":" + number(g.viewport) + ",\"content\":" + number(g.content)
            out += ",\"header\":" + number(g.header)
            if g.minHeader > 0 { out += ",\"min\":" + number(g.minHeader) }
            if g.toolbar > 0 { out += ",\"toolbar\":" + number(g.toolbar) }
            if let hero = g.hero { out += ",\"hero\":" + number(hero) }
        case .scroll(let offset, let source):
            out += ",\"offset\":" + number(offset) + ",\"source\":\"" + source.rawValue + "\""
        case .end(let velocity):
            out += ",\"velocity\":" + number(velocity)
        case .focus(let inside):
            out += ",\"state\":\"" + (inside ? "in" : "out") + "\""
        case .focusedItem(let span):
            if let span { out += ",\"top\":" + number(span.lowerBound) + ",\"bottom\":" + number(span.upperBound) }
        case .begin, .tick:
            break
        }
        return out + "}"
    }
}
