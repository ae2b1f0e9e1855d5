import ShyBarCore

extension HeaderTap {
    /// Makes the tapped behaviour take an input a person made on another view as if it had
    /// been made here: a `.scroll` moves this content by the offset change `delta` (clamped
    /// to the content) and is reported with the input's source, so the tracker sees the same
    /// wheel, keyboard, touch, touchpad, scrollbar or momentum motion; `.begin` and `.end`
    /// (with its velocity) are passed on as they are. Geometry, ticks and focus belong to
    /// each view and are ignored, as are inputs while ``isLivePaused``.
    ///
    /// For a side-by-side comparison of two tunings under one hand. The inputs this causes
    /// are reported through ``onInput`` like any other.
    public func mirror(_ input: TrackerInput, delta: Double) {
        guard isAttached, !isLivePaused else { return }
        let observer = attachment.observer
        switch input {
        case .scroll(_, let source):
            observer.move(to: observer.currentOffset + delta, as: source)
        case .begin, .end:
            observer.emit(input)
        case .geometry, .focus, .tick:
            break
        }
    }
}
