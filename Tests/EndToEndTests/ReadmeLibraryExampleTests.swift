import Foundation
import XCTest

/// The README's C and Python snippets of `ShyHeaderView`, as written there: read from
/// README.md when the test runs (the ```c block that calls shy_header_view_new, the
/// ```python block that imports Shy), put into a small program that supplies what the
/// snippet leaves to the reader (`scrolled_window` holding a text view, a 90 px `header`)
/// and shows the view in a window, then built and run against the staged libshybar-1:
/// the C one with `pkg-config shybar-1`, the Python one through its typelib.
final class ReadmeLibraryExampleTests: XCTestCase {
    static let readme = ShybarProcess.packageRoot.appendingPathComponent("README.md")

    /// The bodies of the fenced blocks of `markdown` whose info string starts with
    /// `language` (``` or ~~~ fences of any length, indented or not); the same reader as
    /// ShyBarGtkTests' ReadmeExampleTests, which runs the Swift example.
    static func codeBlocks(_ language: String, in markdown: String) -> [String] {
        var blocks: [String] = []
        var open: (fence: Substring, keep: Bool, lines: [Substring])?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if let block = open {
                if trimmed.hasPrefix(block.fence), trimmed.drop(while: { $0 == block.fence.first }).allSatisfy(\.isWhitespace) {
                    if block.keep { blocks.append(block.lines.joined(separator: "\n")) }
                    open = nil
                } else {
                    open?.lines.append(line)
                }
            } else if let marker = trimmed.first, marker == "`" || marker == "~" {
                let fence = trimmed.prefix { $0 == marker }
                guard fence.count >= 3 else { continue }
                let info = trimmed.dropFirst(fence.count).drop { $0 == " " }
                let name = info.split(whereSeparator: { $0 == " " || $0 == "{" || $0 == "," }).first?.lowercased()
                open = (fence, name == language, [])
            }
        }
        return blocks
    }

    /// The one block of `language` containing `marker`; fails the test when there is not
    /// exactly one.
    private func snippet(_ language: String, containing marker: String) throws -> String {
        let markdown = try String(contentsOf: Self.readme, encoding: .utf8)
        let found = Self.codeBlocks(language, in: markdown).filter { $0.contains(marker) }
        XCTAssertEqual(found.count, 1, "README.md should have one ```\(language) block with \(marker), found \(found.count)")
        return try XCTUnwrap(found.first)
    }

    private func scratchDirectory() throws -> URL {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-readme-lib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: scratch) }
        return scratch
    }

    func testTheReadmeCSnippetBuildsWithPkgConfigAndLaysTheHeaderOverTheContent() throws {
        try ShybarWindowSession.requireDisplay()
        let code = try snippet("c", containing: "shy_header_view_new")
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        let includes = lines.filter { $0.hasPrefix("#include") }
        let statements = lines.filter { !$0.hasPrefix("#include") }.map { "  " + $0 }
        let program = """
        #include <gtk/gtk.h>
        \(includes.joined(separator: "\n"))

        int
        main (void)
        {
          if (!gtk_init_check ())
            return 2;
          GtkWidget *scrolled_window = gtk_scrolled_window_new ();
          GtkWidget *text = gtk_text_view_new ();
          gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled_window), text);
          GtkWidget *header = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
          gtk_widget_set_size_request (header, -1, 90);

          /* README.md, as written there: */
        \(statements.joined(separator: "\n"))
          /* End of README.md's code. */

          if (shy_header_view_get_content (SHY_HEADER_VIEW (view)) != scrolled_window
              || shy_header_view_get_header (SHY_HEADER_VIEW (view)) != header)
            {
              printf ("example: the view does not hold the content and the header\\n");
              return 1;
            }
          GtkWidget *window = gtk_window_new ();
          gtk_window_set_default_size (GTK_WINDOW (window), 400, 600);
          gtk_window_set_child (GTK_WINDOW (window), view);
          gtk_window_present (GTK_WINDOW (window));
          gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
          while (g_get_monotonic_time () < end
                 && !(shy_header_view_get_extent (SHY_HEADER_VIEW (view)) == 90
                      && gtk_text_view_get_top_margin (GTK_TEXT_VIEW (text)) == 90))
            if (!g_main_context_iteration (NULL, FALSE))
              g_usleep (1000);
          printf ("example: extent %g, top margin %d\\n", shy_header_view_get_extent (SHY_HEADER_VIEW (view)),
                  gtk_text_view_get_top_margin (GTK_TEXT_VIEW (text)));
          return shy_header_view_get_extent (SHY_HEADER_VIEW (view)) == 90
                 && gtk_text_view_get_top_margin (GTK_TEXT_VIEW (text)) == 90 ? 0 : 1;
        }

        """
        let scratch = try scratchDirectory()
        let environment = try LibraryStage.environment(scratch: scratch)
        let source = scratch.appendingPathComponent("app.c")
        try program.write(to: source, atomically: true, encoding: .utf8)
        let binary = scratch.appendingPathComponent("app").path
        // As the snippet's own comment says: cc app.c $(pkg-config --cflags --libs shybar-1).
        let build = runTool("/bin/sh", ["-c", "cc -Wall -Wextra -Werror \"$1\" -o \"$0\" $(pkg-config --cflags --libs shybar-1)",
                                        binary, source.path], environment: environment, timeout: 120)
        guard build.status == 0 else {
            return XCTFail("README.md's C snippet does not build:\n\(build.stdout)\(build.stderr)\n--- the program ---\n\(program)")
        }
        let run = runTool(binary, [], environment: environment, timeout: 60)
        XCTAssertEqual(run.status, 0, "README.md's C snippet: \(run.stdout)\(run.stderr.suffix(1000))")
        XCTAssertTrue(run.stdout.contains("example: extent 90, top margin 90"), run.stdout)
    }

    func testTheReadmePythonSnippetRunsThroughTheTypelib() throws {
        try ShybarWindowSession.requireDisplay()
        let code = try snippet("python", containing: "gi.repository import Shy")
        let program = """
        import sys
        import time
        import gi
        gi.require_version("Gtk", "4.0")
        from gi.repository import GLib, Gtk

        Gtk.init()
        scrolled_window = Gtk.ScrolledWindow()
        text = Gtk.TextView()
        # Taller than the window: content that fits never hides the header.
        text.get_buffer().set_text("line\\n" * 500)
        scrolled_window.set_child(text)
        header = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
        header.set_size_request(-1, 90)

        # README.md, as written there:
        \(code)
        # End of README.md's code.

        window = Gtk.Window()
        window.set_default_size(400, 600)
        window.set_child(view)
        window.present()
        context = GLib.MainContext.default()
        end = time.monotonic() + 5
        while time.monotonic() < end and not (view.props.extent == 90 and text.get_top_margin() == 90):
            if not context.iteration(False):
                time.sleep(0.001)
        print("example: extent %g, top margin %d" % (view.props.extent, text.get_top_margin()), flush=True)
        if not (view.props.extent == 90 and text.get_top_margin() == 90):
            sys.exit(1)
        # A change of extent, for the snippet's notify::extent handler to see; away from
        # the top, where hiding is the header's own move and not a scroll of the content.
        adjustment = scrolled_window.get_vadjustment()
        end = time.monotonic() + 5
        while time.monotonic() < end and adjustment.get_value() != 1000:
            adjustment.set_value(1000)
            if not context.iteration(False):
                time.sleep(0.001)
        view.hide(False)
        while time.monotonic() < end and view.props.extent != 0:
            if not context.iteration(False):
                time.sleep(0.001)
        print("example: hidden, extent %g" % view.props.extent, flush=True)
        sys.exit(0 if view.props.extent == 0 else 1)

        """
        let scratch = try scratchDirectory()
        var environment = try LibraryStage.environment(scratch: scratch)
        environment["PYTHONUNBUFFERED"] = "1"
        let script = scratch.appendingPathComponent("app.py")
        try program.write(to: script, atomically: true, encoding: .utf8)
        let run = runTool("/usr/bin/python3", [script.path], environment: environment, timeout: 60)
        XCTAssertEqual(run.status, 0, "README.md's Python snippet: \(run.stdout)\(run.stderr.suffix(1500))\n--- the program ---\n\(program)")
        XCTAssertTrue(run.stdout.contains("example: extent 90, top margin 90"), run.stdout)
        XCTAssertTrue(run.stdout.contains("example: hidden, extent 0"), run.stdout)
        // The snippet's own handler: notify::extent printed the new extent when it hid.
        if code.contains("print(v.props.extent)") {
            XCTAssertTrue(run.stdout.split(separator: "\n").contains("0.0"), "the snippet's notify::extent handler never printed 0.0: \(run.stdout)")
        }
    }
}
