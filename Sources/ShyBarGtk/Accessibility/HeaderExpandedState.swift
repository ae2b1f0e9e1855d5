import CGtk
import ShyBarCore

/// Tells assistive technologies whether a collapsible header shows: the AT-SPI states
/// `expandable` and `expanded` on the header's own accessible (ARIA's `aria-expanded`),
/// updated from each frame the view draws (docs/accessibility.md, "Names, roles and states").
///
/// Not `hidden`: a hidden header stays in the focus chain and is reached with Shift+Tab,
/// and an accessible marked hidden leaves the tree a screen reader reads. `expanded` is the
/// state a screen reader already speaks in its own words ("expanded", "collapsed") when
/// focus lands on or inside it, and a state changes no name that is read again each time.
@MainActor
final class HeaderExpandedState {
    let header: Widget
    private var expanded: Bool?

    init(header: Widget) {
        self.header = header
    }

    /// The header counts as expanded while any of its collapsible part shows.
    func update(_ frame: HeaderFrame) {
        let now = frame.header <= frame.minExtent || frame.extent > frame.minExtent + 0.5
        guard now != expanded else { return }
        expanded = now
        shy_accessible_set_expanded(gpointer(header.raw), now ? 1 : 0)
    }

    /// Takes the state away again: a header no behaviour moves is not expandable.
    func reset() {
        expanded = nil
        shy_accessible_reset_expanded(gpointer(header.raw))
    }
}
