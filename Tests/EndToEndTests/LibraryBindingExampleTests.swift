import Foundation
import XCTest

/// The GJS, Vala and Swift examples of libshybar-1, as their users build and run them, each
/// with the header over a list and over a non-list child, in a real window driven with real
/// X input (xdotool wheel and keys; LibraryExampleRun.swift):
/// - GJS (`examples/gjs`): `gjs -m` with `gi://Shy?version=1` from an installed prefix
///   (GI_TYPELIB_PATH, LD_LIBRARY_PATH), a list and a text view;
/// - Vala (`examples/vala`): `valac --pkg gtk4 --pkg shybar-1` with the prefix's
///   `shybar-1.vapi` (made by vapigen in scripts/build-library.sh), a list and a viewport;
/// - Swift (`examples/swift`): a package of its own depending on ShyBar by path, the header
///   over a list made with raw GTK C calls and over a text view from a GtkBuilder `.ui` file.
///
/// The library comes from `SHYBAR_LIBRARY_STAGE` (scripts/test.sh builds it once with
/// scripts/build-library.sh), else it is built here. The Swift example is built in its own
/// scratch path, `examples-swift` in the build directory (`.build`, or `SHYBAR_BUILD_DIR`), so
/// it never waits on the main build's lock.
final class LibraryBindingExampleTests: XCTestCase {
    static let root = ShybarProcess.packageRoot

    /// What each step made, or why it failed (each step runs once for all the tests).
    private enum Step<T> { case done(T), failed(String) }
    nonisolated(unsafe) private static var prefix: Step<URL>?
    nonisolated(unsafe) private static var vala: Step<URL>?
    nonisolated(unsafe) private static var swift: Step<URL>?
    nonisolated(unsafe) private static var base: URL?

    override class func tearDown() {
        if let base { try? FileManager.default.removeItem(at: base) }
        base = nil
        prefix = nil
        vala = nil
        swift = nil
        super.tearDown()
    }

    private static func once<T>(_ step: inout Step<T>?, _ make: () throws -> T) throws -> T {
        switch step {
        case .done(let value)?: return value
        case .failed(let message)?: throw LibraryExampleTests.Failure(message)
        case nil:
            do {
                let value = try make()
                step = .done(value)
                return value
            } catch {
                step = .failed("\(error)")
                throw error
            }
        }
    }

    private static var scratch: URL {
        if let base { return base }
        let made = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-bindings-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        base = made
        return made
    }

    /// `scripts/install.sh --prefix` into an empty directory.
    private func requirePrefix() throws -> URL {
        try Self.once(&Self.prefix) {
            let prefix = Self.scratch.appendingPathComponent("prefix")
            _ = try LibraryExampleTests.installPrefix(prefix)
            return prefix
        }
    }

    /// The Vala example built as its Makefile says, against the installed prefix only; the
    /// generated C may not pass a pointer of the wrong type (the vapi matches shybar.h).
    private func requireVala() throws -> URL {
        let prefix = try requirePrefix()
        return try Self.once(&Self.vala) {
            var environment = ProcessInfo.processInfo.environment
            environment["PKG_CONFIG_PATH"] = prefix.appendingPathComponent("lib/pkgconfig").path
            let directory = Self.root.appendingPathComponent("examples/vala")
            let make = LibraryExampleTests.run("/usr/bin/make", [
                "-C", directory.path, "--always-make",
                "VALAFLAGS=--fatal-warnings -X -Werror=incompatible-pointer-types", "all",
            ], environment: environment, timeout: 300)
            guard make.status == 0 else { throw LibraryExampleTests.Failure("building the Vala example failed: \(make.output)") }
            let binary = Self.scratch.appendingPathComponent("vala-header-view")
            try? FileManager.default.removeItem(at: binary)
            try FileManager.default.moveItem(at: directory.appendingPathComponent("header_view"), to: binary)
            return binary
        }
    }

    /// The Swift example package built with `swift build` in its own scratch path.
    private func requireSwift() throws -> URL {
        try Self.once(&Self.swift) {
            let arguments = ["build", "--package-path", Self.root.appendingPathComponent("examples/swift").path,
                             "--scratch-path", ShybarProcess.buildDirectory.appendingPathComponent("examples-swift").path]
            let build = LibraryExampleTests.run("/usr/bin/env", ["swift"] + arguments, timeout: 900)
            guard build.status == 0 else { throw LibraryExampleTests.Failure("building the Swift example failed: \(build.output)") }
            let bin = LibraryExampleTests.run("/usr/bin/env", ["swift"] + arguments + ["--show-bin-path"], timeout: 120)
            let path = bin.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            let binary = URL(fileURLWithPath: path).appendingPathComponent("header-view-example")
            guard bin.status == 0, FileManager.default.isExecutableFile(atPath: binary.path) else {
                throw LibraryExampleTests.Failure("no Swift example at \(binary.path): \(bin.output)")
            }
            return binary
        }
    }

    // MARK: - The tests

    func testTheInstalledPrefixHoldsTheValaBindings() throws {
        let vapi = try requirePrefix().appendingPathComponent("share/vala/vapi")
        let deps = try String(contentsOf: vapi.appendingPathComponent("shybar-1.deps"), encoding: .utf8)
        XCTAssertEqual(deps.split(separator: "\n"), ["gtk4"])
        let bindings = try String(contentsOf: vapi.appendingPathComponent("shybar-1.vapi"), encoding: .utf8)
        XCTAssertTrue(bindings.contains("namespace Shy"), bindings)
        XCTAssertTrue(bindings.contains("class HeaderView : Gtk.Widget"), bindings)
        XCTAssertTrue(bindings.contains("cheader_filename = \"shybar.h\""), bindings)
        // Typed as its C setter and getter are (library/Shy-1.metadata).
        XCTAssertTrue(bindings.contains("public Gtk.Widget content { get; set; }"), bindings)
        for name in ["Behavior", "HeaderState", "RevealPolicy", "SnapPolicy"] {
            XCTAssertTrue(bindings.contains("public enum \(name)"), "enum \(name) missing from shybar-1.vapi")
        }
    }

    func testGjsListExampleFollowsSettlesAndComesBackWithWheelAndKeys() throws {
        let prefix = try requirePrefix()
        try exerciseLibraryExample(gjs(prefix, []), keys: .list)
    }

    func testGjsTextExampleFollowsSettlesAndComesBackWithWheelAndKeys() throws {
        let prefix = try requirePrefix()
        try exerciseLibraryExample(gjs(prefix, ["--text"]), keys: .textView)
    }

    func testValaListExampleFollowsSettlesAndComesBackWithWheelAndKeys() throws {
        let binary = try requireVala()
        try exerciseLibraryExample(LibraryExampleRun(command: binary.path, arguments: [], title: "ShyBar Vala example",
                                                     prefix: try requirePrefix()), keys: .list)
    }

    func testValaViewportExampleFollowsSettlesAndComesBackWithWheelAndKeys() throws {
        let binary = try requireVala()
        try exerciseLibraryExample(LibraryExampleRun(command: binary.path, arguments: ["--viewport"],
                                                     title: "ShyBar Vala example", prefix: try requirePrefix()),
                                   keys: .scrolledWindow)
    }

    func testSwiftRawGtkListExampleFollowsSettlesAndComesBackWithWheelAndKeys() throws {
        let binary = try requireSwift()
        try exerciseLibraryExample(LibraryExampleRun(command: binary.path, arguments: [], title: "ShyBar Swift example",
                                                     prefix: Self.scratch.appendingPathComponent("no-prefix")), keys: .list)
    }

    func testSwiftBuilderTextExampleFollowsSettlesAndComesBackWithWheelAndKeys() throws {
        let binary = try requireSwift()
        try exerciseLibraryExample(LibraryExampleRun(command: binary.path, arguments: ["--ui"], title: "ShyBar Swift example",
                                                     prefix: Self.scratch.appendingPathComponent("no-prefix")),
                                   keys: .textView)
    }

    private func gjs(_ prefix: URL, _ arguments: [String]) -> LibraryExampleRun {
        LibraryExampleRun(command: "/usr/bin/gjs",
                          arguments: ["-m", Self.root.appendingPathComponent("examples/gjs/header_view.js").path] + arguments,
                          title: "ShyBar GJS example", prefix: prefix)
    }
}
