import Foundation
import XCTest

// Where a library example's header is drawn, read from the pixels of its X window (what a
// person sees), not from the extent the example prints: the extent is the library's own
// account of the header and stays right when the header is drawn somewhere else.

extension RootPixels {
    /// The pixels of one X window (ImageMagick's `import -window`, raw RGB), or why there are none.
    static func capture(window: String) -> Result<RootPixels, LibraryExampleTests.Failure> {
        guard let geometry = ShybarWindowSession.geometry(of: window) else {
            return .failure(LibraryExampleTests.Failure("no geometry for window \(window)"))
        }
        let width = geometry.w, height = geometry.h
        let picture = ShybarWindowSession.command("/usr/bin/import", ["-window", window, "-depth", "8", "rgb:-"], timeout: 10)
        guard picture.status == 0, picture.stdout.count == width * height * 3 else {
            return .failure(LibraryExampleTests.Failure("import of window \(window) failed (status \(picture.status), "
                                                        + "\(picture.stdout.count) bytes for \(width)x\(height)): \(picture.stderr.prefix(200))"))
        }
        return .success(RootPixels(width: width, height: height, bytes: [UInt8](picture.stdout)))
    }

    /// Whether two pictures are the same, pixel for pixel.
    func isSame(as other: RootPixels) -> Bool { width == other.width && height == other.height && bytes == other.bytes }

    /// Whether the picture shows anything (more than one colour).
    var showsAnything: Bool { bytes.count > 3 && stride(from: 3, to: bytes.count, by: 3).contains { bytes[$0] != bytes[0] } }

    /// Keeps the picture for a failure message (a PPM in the failures' folder); returns its path.
    func save(_ label: String) -> String {
        try? FileManager.default.createDirectory(atPath: ShybarWindowSession.failureDirectory, withIntermediateDirectories: true)
        let path = ShybarWindowSession.failureDirectory + "/example-" + String(label.map { $0.isLetter || $0.isNumber ? $0 : "-" }) + ".ppm"
        let header = Array("P6\n\(width) \(height)\n255\n".utf8)
        return FileManager.default.createFile(atPath: path, contents: Data(header + bytes)) ? path : "none (could not write \(path))"
    }
}

/// The examples' header as drawn, judged by `example_header_looks.py` beside this file: the
/// one rule for where it is (its separator, a line of one colour across the window, and
/// content right under it), which the installed-package test (scripts/test-packages.sh)
/// applies too.
struct ExampleHeaderLine {
    /// The separator's colour ("R,G,B"), as the window at the top showed it.
    var color: String

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("example_header_looks.py").path

    /// What the script says of `picture` in `mode` (its arguments after the size): the colour
    /// it printed, or what is wrong.
    static func judge(_ picture: RootPixels, _ mode: [String]) -> Result<String, LibraryExampleTests.Failure> {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("shybar-look-\(UUID().uuidString).rgb")
        defer { try? FileManager.default.removeItem(at: file) }
        guard FileManager.default.createFile(atPath: file.path, contents: Data(picture.bytes)) else {
            return .failure(LibraryExampleTests.Failure("cannot write the picture to \(file.path)"))
        }
        let python = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? "/usr/bin/python3" : "python3"
        let result = ShybarWindowSession.command(python == "python3" ? "/usr/bin/env" : python,
                                                 (python == "python3" ? ["python3"] : [])
                                                    + [script, file.path, "\(picture.width)", "\(picture.height)"] + mode)
        let said = result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
        guard result.status == 0 else {
            return .failure(LibraryExampleTests.Failure(said.isEmpty ? "example_header_looks.py exited \(result.status)" : said))
        }
        return .success(result.text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The separator in a picture of the window at the very top (the header shown above the
    /// content's first row, nothing scrolled under it), or what was there instead.
    static func find(in top: RootPixels) -> Result<ExampleHeaderLine, LibraryExampleTests.Failure> {
        judge(top, ["top"]).map { ExampleHeaderLine(color: $0) }
    }
}

extension LibraryExampleRun {
    /// Waits until the window's picture is at rest — unchanged for the window tests'
    /// `ShybarWindowSession.stillness`, long enough for a settle that starts late to show —
    /// and `check` finds nothing wrong in it (nil); fails, after `timeout` s, with what `check`
    /// last said, the picture kept in the failures' folder.
    @discardableResult
    func waitForPicture(_ window: String, what: String, timeout: Double = 5,
                        _ check: (RootPixels) -> String?) throws -> RootPixels {
        let end = Date().addingTimeInterval(timeout)
        var previous: RootPixels?
        var stillSince = Date()
        var complaint = "no picture taken"
        repeat {
            let taken = Date()
            switch RootPixels.capture(window: window) {
            case .failure(let failure):
                complaint = failure.description
                previous = nil
            case .success(let picture):
                if let previous, picture.isSame(as: previous) {
                    if taken.timeIntervalSince(stillSince) >= ShybarWindowSession.stillness {
                        guard let wrong = check(picture) else { return picture }
                        complaint = wrong
                    }
                } else {
                    if previous != nil { complaint = "the picture was still changing" }
                    stillSince = taken
                }
                previous = picture
            }
            usleep(50_000)   // between captures (each takes some 20 ms)
        } while Date() < end
        let kept = previous.map { $0.save("\(title)-\(what)") } ?? "none"
        throw LibraryExampleTests.Failure("\(what): within \(timeout) s the window never stood still showing it right; "
                                          + "last seen: \(complaint) [picture: \(kept)]; lines: \(log.split(separator: "\n").suffix(12).joined(separator: " | "))")
    }

    /// The header's height, as the example printed it ("header 93") from its header widget.
    func headerHeight() throws -> Int {
        guard let line = log.split(separator: "\n").first(where: { $0.hasPrefix("header ") }), let height = Int(line.dropFirst(7)) else {
            throw LibraryExampleTests.Failure("\(title) printed no 'header N' line: \(log)")
        }
        return height
    }

    /// The header fully shown where a person sees it: the separator's edge exactly at the
    /// header's height `full` from the window's top, no other, and content right under it.
    func shownHeaderComplaint(_ picture: RootPixels, line: ExampleHeaderLine, full: Int) -> String? {
        if case .failure(let wrong) = ExampleHeaderLine.judge(picture, ["shown", line.color, "\(full)"]) { return wrong.description }
        return nil
    }

    /// The header gone: no part of it (its separator, its last row) anywhere over the content,
    /// and content at the window's top where it was.
    func hiddenHeaderComplaint(_ picture: RootPixels, line: ExampleHeaderLine) -> String? {
        if case .failure(let wrong) = ExampleHeaderLine.judge(picture, ["hidden", line.color]) { return wrong.description }
        return nil
    }
}
