import Foundation
import XCTest

/// The README's Swift example, as written there, works: its ```swift block that imports
/// ShyBarGtk is read from README.md when the test runs (a copy kept here had drifted from
/// it), compiled against the public API only (no @testable import: the modules and objects
/// of the build this test comes from) inside a small program that gives it `scrolled` and
/// `header` (and a window, from the app's widgets `ShyBarAppWidgets`), and run in a real window: the view shows the header in full and a wheel scroll
/// hides it.
final class ReadmeExampleTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The bodies of the fenced blocks of `markdown` whose info string starts with
    /// `language` (``` or ~~~ fences of any length, indented or not).
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

    /// The build whose modules and objects the example is compiled against: this test's own,
    /// unless it is instrumented (scripts/check-memory.sh runs these tests under
    /// AddressSanitizer), then the plain debug build.
    static var buildDirectory: URL {
        let instrumented = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil
        if !instrumented, let bundle = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent(),
           FileManager.default.fileExists(atPath: bundle.appendingPathComponent("ShyBarGtk.build").path) {
            return bundle
        }
        // The real path: the modules name their clang module cache by it, and a second
        // spelling of the same cache (through the .build/debug link) is a conflict.
        return root.appendingPathComponent(".build/debug").resolvingSymlinksInPath()
    }

    /// Runs `script` with /bin/sh (with a hard timeout); status and everything it printed.
    static func shell(_ script: String, environment: [String: String]? = nil, timeout: Int = 300) -> (status: Int32, output: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-readme-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["-k", "5", String(timeout), "/bin/sh", "-c", script]
        if let environment { process.environment = environment }
        guard let handle = try? FileHandle(forWritingTo: log) else { return (-1, "cannot write \(log.path)") }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return (-1, "cannot run /bin/sh: \(error)") }
        process.waitUntilExit()
        try? handle.close()
        return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    /// The program around the README's code: what it leaves to the reader (`scrolled`, a
    /// scrolled window with a list of 500 rows, and `header`, 90 px tall), then a window, a
    /// wheel scroll and the checks, which print one line starting with "example:" and set the
    /// exit status.
    static func program(around example: String) -> String {
        let lines = example.split(separator: "\n", omittingEmptySubsequences: false)
        let imports = lines.filter { $0.hasPrefix("import ") }
        let body = lines.filter { !$0.hasPrefix("import ") }.map { "    " + $0 }
        return """
        \(imports.joined(separator: "\n"))
        import ShyBarAppWidgets
        import ShyBarTestSupport
        import Glibc

        @MainActor
        func pump(until condition: () -> Bool, timeout: Double) -> Bool {
            let end = TestProgram.milliseconds + timeout
            while TestProgram.milliseconds < end {
                if condition() { return true }
                if !TestProgram.iterate() { usleep(1000) }
            }
            return condition()
        }

        @MainActor
        func runReadmeExample() -> Int32 {
            guard TestProgram.openDisplay() else { print("example: cannot open the display"); return 3 }
            let factory = ListItemFactory()
            factory.onSetup { item in
                let row = Box(.horizontal)
                row.setSizeRequest(height: 40)
                item.child = row
            }
            let scrolled = ScrolledWindow()
            scrolled.setChild(ListView(model: TestProgram.rows(500), factory: factory))
            let header = Box(.vertical)
            header.setSizeRequest(height: 90)

            // README.md, as written there:
        \(body.joined(separator: "\n"))
            // End of README.md's code.

            let window = Window()
            window.setDefaultSize(width: 400, height: 600)
            window.setChild(view)
            window.present()
            guard pump(until: { scrolled.vadjustment.pageSize > 0 && view.extent == 90 }, timeout: 5000) else {
                print("example: the header is not shown in full (its extent is \\(view.extent))")
                return 1
            }
            let emitter = WheelStepEmitter(widget: scrolled)
            for _ in 0..<4 {
                emitter.step(direction: 1)
                scrolled.vadjustment.value += 60
                _ = pump(until: { false }, timeout: 16)
            }
            guard pump(until: { view.state == .hidden }, timeout: 3000) else {
                print("example: a wheel scroll of 240 px left the header \\(view.state)")
                return 1
            }
            print("example: hidden")
            window.destroy()
            return 0
        }

        exit(runReadmeExample())

        """
    }

    func testTheReadmeExampleHidesItsHeaderOnAWheelScroll() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let display = environment["DISPLAY"], !display.isEmpty else {
            let message = "DISPLAY is not set: the README example runs in a real window (run under xvfb-run -a)"
            if environment["SHYBAR_ALLOW_NO_DISPLAY"] == "1" {
                FileHandle.standardError.write(Data("*** SKIPPING: \(message) ***\n".utf8))
                throw XCTSkip("*** \(message) (skipped because SHYBAR_ALLOW_NO_DISPLAY=1) ***")
            }
            throw Failure(message)
        }
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let examples = Self.codeBlocks("swift", in: readme).filter { $0.contains("import ShyBarGtk") }
        XCTAssertEqual(examples.count, 1, "README.md should have one ```swift block importing ShyBarGtk, found \(examples.count)")
        let example = try XCTUnwrap(examples.first)

        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let source = scratch.appendingPathComponent("main.swift")
        try Self.program(around: example).write(to: source, atomically: true, encoding: .utf8)
        let build = Self.buildDirectory.path
        // The modules of this build and the objects of the libraries the example uses (as the
        // bench links them: a list of this build's own, where a directory may also hold objects
        // of files since moved); GTK's headers for the CGtk module those modules import.
        let compile = """
        set -e
        cd '\(build)'
        swiftc -swift-version 6 -module-cache-path ModuleCache -I Modules -I '\(Self.root.path)/Sources/CGtk' \
          $(pkg-config --cflags-only-I gtk4 | sed 's/-I/-Xcc -I/g') \
          '\(source.path)' $(grep -E '/(ShyBarCore|ShyBarGtk|ShyBarAppWidgets|ShyBarTestSupport)\\.build/' shybar-bench.product/Objects.LinkFileList) \
          $(pkg-config --libs gtk4) -lm -o '\(scratch.path)/example'
        """
        let compiled = Self.shell(compile)
        guard compiled.status == 0 else {
            return XCTFail("README.md's Swift example does not compile against the public API (\(build)):\n"
                           + compiled.output.split(separator: "\n").filter { !$0.contains("prohibited flag") }.prefix(30).joined(separator: "\n")
                           + "\n--- the program ---\n" + Self.program(around: example))
        }
        var runEnvironment = environment
        runEnvironment["GSK_RENDERER"] = environment["GSK_RENDERER"] ?? "cairo"
        let ran = Self.shell("'\(scratch.path)/example'", environment: runEnvironment, timeout: 60)
        XCTAssertEqual(ran.status, 0, "README.md's Swift example failed: \(ran.output)")
        XCTAssertTrue(ran.output.contains("example: hidden"), ran.output)
    }
}
