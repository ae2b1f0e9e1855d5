import ShyBarGtk

/// What a test program compiled outside SwiftPM (against the public modules only, as an
/// integrator's would be) needs around the code it checks: GTK opened, the main loop turned,
/// a clock, and a list model of plain rows.
@MainActor
public enum TestProgram {
    /// Opens GTK on the display; false when there is none.
    public static func openDisplay() -> Bool { Gtk.initialize() }
    /// Runs one iteration of the main loop without waiting; whether anything was dispatched.
    public static func iterate() -> Bool { Gtk.iterate() }
    /// The monotonic clock, ms.
    public static var milliseconds: Double { Gtk.monotonicMilliseconds }
    /// A model of `count` plain rows, made as they are shown.
    public static func rows(_ count: Int) -> ListModel { LazyListModel(count: count) }
}
