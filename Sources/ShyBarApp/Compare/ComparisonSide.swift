import ShyBarAppSupport
import ShyBarCore
import ShyBarAppWidgets
import ShyBarGtk

/// One side of the side-by-side comparison: a live copy of a page with its own behaviour,
/// a title naming its preset (or only its side, in a blind test), and a readout below.
@MainActor
final class ComparisonSide {
    /// The side's widgets; its accessible name says which side it is.
    let root = Box(.vertical, spacing: 4)
    let page: any DemoPage
    private let title = Label("", xalign: 0.5)
    private let readout = Label("", xalign: 0.5)
    private(set) var lastFrame: HeaderFrame?
    private var lastSource: ScrollSource?

    /// A side showing a new `page` of `kind`, named `name` for assistive technologies.
    init(_ kind: Behavior, name: String, catalog: Catalog, rows: Int) {
        page = PageDeck.make(kind, catalog: catalog, rows: rows)
        root.setAccessibleRole(.group)
        root.setAccessibleLabel(name)
        root.hexpand = true
        title.addCssClass("heading")
        title.setMargins(top: 4)
        readout.addCssClass("dim-label")
        readout.addCssClass("numeric")
        readout.setMargins(bottom: 4)
        page.root.vexpand = true
        page.root.hexpand = true
        root.append(title)
        root.append(page.root)
        root.append(readout)
        showReadout()
    }

    /// The title above the view.
    func setTitle(_ text: String) { title.text = text }

    /// Attaches the behaviour with `tuning` (once the side is in the window).
    func attach(_ tuning: Tuning, alwaysShowHeaders: Bool) {
        page.attach()
        page.apply(tuning, alwaysShowHeaders: alwaysShowHeaders)
    }

    /// Notes what the side's behaviour did, for the readout.
    func record(_ input: TimedInput, _ frame: HeaderFrame) {
        if case .scroll(_, let source) = input.input, source != .programmatic { lastSource = source }
        lastFrame = frame
        showReadout()
    }

    /// Back to the top with the header shown and the readout cleared (a new blind trial).
    func reset() {
        if let adjustment = page.view.content?.vadjustment {
            adjustment.value = adjustment.lower
        }
        page.view.show(animated: false)
        lastSource = nil
        lastFrame = nil
        showReadout()
    }

    private func showReadout() {
        guard let frame = lastFrame else {
            readout.text = tr("Scroll either side: both follow")
            return
        }
        let extent = format(tr("%@ of %@ px"), TraceFormat.number((frame.extent * 10).rounded() / 10),
                            TraceFormat.number(frame.header))
        var parts = [format(tr("Header %@"), extent), PlotRenderer.stateName(frame.state),
                     format(tr("offset %@ px"), TraceFormat.number(frame.offset.rounded()))]
        if let lastSource { parts.append(TuningPanel.sourceName(lastSource)) }
        readout.text = parts.joined(separator: " · ")
    }

    /// Lets go of the behaviour (the side is about to leave the window).
    func detach() { page.detach() }
}
