import CGtk

/// SIGINT (Ctrl+C in the terminal the app was started from) and SIGTERM (a session ending,
/// `kill`) end the app the way closing its window does, from the main loop: settings, the
/// window size and a recording under way are saved first. A second signal while that runs
/// ends the process at once.
@MainActor
public enum TerminationSignals {
    private static var handler: (@MainActor () -> Void)?
    private static var received = 0

    /// Calls `body` on the main loop at the first SIGINT or SIGTERM.
    public static func handle(_ body: @escaping @MainActor () -> Void) {
        handler = body
        for signal in [SIGINT, SIGTERM] {
            g_unix_signal_add(signal, { _ in
                MainActor.assumeIsolated {
                    TerminationSignals.received += 1
                    if TerminationSignals.received > 1 { _exit(1) }
                    TerminationSignals.handler?()
                }
                return 1    // G_SOURCE_CONTINUE: a second signal still comes here
            }, nil)
        }
    }
}
