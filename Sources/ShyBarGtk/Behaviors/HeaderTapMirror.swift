import ShyBarCore

extension HeaderTap {
    /// Makes the tapped behaviour take an input a person made on another view as if it had
    /// been made here: a `.scroll` moves this content by the offset change `delta` (clamped
    /// to the content) and is reported with the input's source, so the tracker sees the same
    /// wheel, keyboard, touch, touchpad, scrollbar or momentum motion; `.begin` and `.end`
    /// (with its velocity) are passed on as they are. Geometry, ticks, focus and the focused
    /// item belong to each view and are ignored, as are inputs while ``isLivePaused``.
    ///
    /// The inputs are taken at this view's next frame, at most one move a frame (the moves
    /// in between are added up), in the order they came: a list must not be moved twice
    /// between two layouts.
    ///
    /// For a side-by-side comparison of two tunings under one hand. The inputs this causes
    /// are reported through ``onInput`` like any other, with ``isReportingMirror`` set.
    public func mirror(_ input: TrackerInput, delta: Double) {
        guard isAttached, !isLivePaused else { return }
        switch input {
        case .scroll, .begin, .end:
            break
        case .geometry, .focus, .focusedItem, .tick:
            return
        }
        let wasIdle = mirrored.isEmpty
        mirrored.add(input, delta: delta)
        guard wasIdle else { return }
        addFrameTask({ [weak self] _ in
            guard let self else { return false }
            self.applyMirroredFrame()
            return !self.mirrored.isEmpty
        }, cancelled: { [weak self] in self?.mirrored.removeAll() })
    }

    private func applyMirroredFrame() {
        let frame = mirrored.takeFrame()
        guard isAttached, !isLivePaused else { return }
        let observer = attachment.observer
        isReportingMirror = true
        defer { isReportingMirror = false }
        for (input, delta) in frame {
            if case .scroll(_, let source) = input {
                observer.move(to: observer.currentOffset + delta, as: source)
            } else {
                observer.emit(input)
            }
        }
    }
}
