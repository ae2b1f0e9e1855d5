import ShyBarCore
import ShyBarGtk

/// One page of the window. The window builds a page the first time it is shown, puts
/// ``root`` in its slot, then calls ``attach()``; the panel's options arrive through
/// ``apply(_:alwaysShowHeaders:)``; ``refresh()`` sends a fresh geometry when the page comes
/// back into view; ``detach()`` lets go of the behaviour.
@MainActor
protocol DemoPage: AnyObject {
    /// Which page this is.
    var page: Behavior { get }
    /// The page's widgets.
    var root: Widget { get }
    /// The view that lays the header over the page's content (what the readout, recorder
    /// and player watch and drive).
    var view: HeaderView { get }
    /// Whether the behaviour is attached (after ``attach()``, before ``detach()``).
    var isAttached: Bool { get }
    /// Attaches the behaviour (once ``root`` is in the window).
    func attach()
    /// Gives the behaviour the panel's options (reduced motion is in them) and the person's
    /// choice of headers that always show, effective at once.
    func apply(_ tuning: Tuning, alwaysShowHeaders: Bool)
    /// Re-measures and sends a fresh geometry.
    func refresh()
    /// Detaches the behaviour; the widgets stay.
    func detach()
    /// Puts the header where a fresh tracker starts, before a recording.
    func prepareForRecording()
}

extension DemoPage {
    func prepareForRecording() {}
}
