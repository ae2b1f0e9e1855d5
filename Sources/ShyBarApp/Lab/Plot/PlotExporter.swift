import ShyBarAppSupport
import ShyBarGtk
import ShyBarAppWidgets

/// The panel's *Export PNG…* / *Export SVG…*: the plot as shown, in the theme's colours, at
/// least 640 × 280 px, written atomically.
@MainActor
final class PlotExporter {
    private let window: ApplicationWindow
    private let panel: PanelController
    private let banner: InfoBar

    init(window: ApplicationWindow, panel: PanelController, banner: InfoBar) {
        self.window = window
        self.panel = panel
        self.banner = banner
    }

    /// Asks where to save, then writes the plot.
    func export(_ format: CairoExport.Format) {
        let png = format == .png
        let chooser = FileChooser(title: png ? tr("Export Plot as PNG") : tr("Export Plot as SVG"),
                                  parent: window, purpose: .save, acceptLabel: tr("_Export"))
        chooser.setCurrentName("shybar-plot-\(FileSystem.timestamp()).\(format.rawValue)")
        chooser.addFilter(name: png ? tr("PNG images") : tr("SVG images"), patterns: ["*.\(format.rawValue)"])
        chooser.present { [weak self] path in
            guard let self, let path else { return }
            self.write(format, to: path)
        }
    }

    /// Writes the plot as shown to `path`.
    func write(_ format: CairoExport.Format, to path: String) {
        guard let plot = panel.panel?.plot, let draw = panel.panel?.plotDrawing() else { return }
        let fg = plot.foregroundColor
        let dark = (fg.red + fg.green + fg.blue) / 3 > 0.5
        let palette = PlotRenderer.Palette(foreground: (fg.red, fg.green, fg.blue),
                                           background: dark ? (0.14, 0.14, 0.14, 1) : (1, 1, 1, 1))
        do {
            try CairoExport.write(format, to: path, width: max(640, Double(plot.width)),
                                  height: max(280, Double(plot.height))) { cr, width, height in
                draw(cr, width, height, palette)
            }
            panel.status = ShyBarAppSupport.format(tr("Plot exported to %@."), path)
        } catch {
            banner.show(ShyBarAppSupport.format(tr("Cannot export the plot: %@"), error.message))
        }
    }
}
