import CGtk
import ShyBarGtk

/// A `GtkApplication`.
@MainActor
public final class Application {
    let raw: UnsafeMutablePointer<GtkApplication>

    /// Creates an application with a reverse-DNS id (no command-line handling by GIO:
    /// parse your own options and call ``run()``).
    public init(id: String) {
        raw = gtk_application_new(id, G_APPLICATION_NON_UNIQUE)
    }
    /// Called when the application starts (create and present the window here).
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connectSignal(gpointer(raw), "activate", unsafeBitCast(voidTrampoline, to: GCallback.self), handler as VoidHandler)
    }
    /// Runs the main loop until the last window closes; returns the exit status.
    /// Only the program name is passed to GIO, so it never parses our options.
    public func run() -> Int32 {
        let name = CommandLine.arguments.first ?? "shybar"
        return name.withCString { cName in
            var argv: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: cName), nil]
            return argv.withUnsafeMutableBufferPointer { buffer in
                g_application_run(shy_gapplication(raw), 1, buffer.baseAddress)
            }
        }
    }
    /// Adds a keyboard accelerator (e.g. "<Control>f") for a window action ("win.find").
    public func setAccelerator(_ accelerator: String, forAction action: String) {
        accelerator.withCString { cAccel in
            let accels: [UnsafePointer<CChar>?] = [cAccel, nil]
            accels.withUnsafeBufferPointer { gtk_application_set_accels_for_action(raw, action, $0.baseAddress) }
        }
    }
}
