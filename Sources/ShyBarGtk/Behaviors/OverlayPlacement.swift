import CGtk

/// Places chosen overlay children of a ``Overlay`` at a vertical position, full width,
/// at their natural height, clipped to the overlay (through `get-child-position`).
@MainActor
final class OverlayPlacement {
    private let overlay: Overlay
    private var positions: [(widget: Widget, y: Double, height: Double)] = []
    private var connection: SignalConnection?
    /// Called (from allocation) when a placed widget's natural height changed since the
    /// last allocation: a header that grows or shrinks must re-measure its inset.
    var onHeightChange: (() -> Void)?

    init(overlay: Overlay) {
        self.overlay = overlay
        connection = overlay.onGetChildPosition { [weak self] child in
            guard let self, let index = self.positions.firstIndex(where: { $0.widget.isSame(as: child) }) else { return nil }
            let entry = self.positions[index]
            let width = Double(self.overlay.width)
            let height = Double(entry.widget.naturalHeight(forWidth: Int(width)))
            if height != entry.height {
                let known = entry.height >= 0
                self.positions[index].height = height
                if known { self.onHeightChange?() }
            }
            return Rect(x: 0, y: entry.y.rounded(), width: width, height: height)
        }
    }

    func manage(_ widget: Widget) {
        positions.append((widget, 0, -1))
        overlay.setClipsOverlay(widget, true)
    }

    func setY(_ y: Double, for widget: Widget) {
        guard let index = positions.firstIndex(where: { $0.widget.isSame(as: widget) }),
              positions[index].y.rounded() != y.rounded() else { return }
        positions[index].y = y
        overlay.queueAllocate()
    }

    func stop() {
        connection?.disconnect()
        connection = nil
        positions = []
    }
}
