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

/// The examples' header (a title, a search button and a search entry over a GtkSeparator, on
/// the theme's view background) as it is drawn: its last row is the separator, a line of one
/// colour across the whole window, which nothing else in the window draws (list rows, text
/// lines and labels are ink on a plain background; the scrolled window's undershoot, a hovered
/// row and a focus ring are lines or bands of other colours). The header's bottom edge is the
/// row under that line.
struct ExampleHeaderLine {
    /// The separator's colour, as the window at the top showed it.
    var color: RootPixels.RGB

    /// The columns a row must be the separator's colour in: left of the header's margins (no
    /// entry, no title, no row text there) and across the window, where a line of text is ink
    /// and background, never one colour; the scrollbar's column is left out.
    static func columns(_ picture: RootPixels) -> [Int] {
        [2, picture.width / 4, picture.width / 2, picture.width * 3 / 4]
    }

    /// The separator in a picture of the window at the very top (the header shown above the
    /// content's first row, nothing scrolled under it): the first row, from the top, of another
    /// colour than the header's background in the left margin, which must be one colour across
    /// the window. Nil, with what was there, when there is none.
    static func find(in top: RootPixels) -> Result<ExampleHeaderLine, LibraryExampleTests.Failure> {
        let background = top.at(2, 0)
        guard let y = (1..<top.height).first(where: { !top.at(2, $0).isClose(to: background, tolerance: 6) }) else {
            return .failure(LibraryExampleTests.Failure("no header line: the window's left margin is \(background) all the way down"))
        }
        let color = top.at(2, y)
        let across = columns(top).map { top.at($0, y) }
        guard across.allSatisfy({ $0.isClose(to: color, tolerance: 3) }) else {
            return .failure(LibraryExampleTests.Failure("the first line under the header's background \(background) at row \(y) is not one "
                                                        + "colour across the window (no separator): \(across)"))
        }
        return .success(ExampleHeaderLine(color: color))
    }

    /// The bottom edges (the row under each run of separator-coloured rows) in a picture.
    func edges(in picture: RootPixels) -> [Int] {
        let columns = Self.columns(picture)
        var edges: [Int] = []
        var inLine = false
        for y in 0..<picture.height {
            let isLine = columns.allSatisfy { picture.at($0, y).isClose(to: color, tolerance: 3) }
            if inLine && !isLine { edges.append(y) }
            inLine = isLine
        }
        if inLine { edges.append(picture.height) }
        return edges
    }

    /// The first row at or below `from` (and above `from + within`) on which content ink shows:
    /// a dark pixel in the left half of the window, where rows and lines of text start.
    static func firstInk(_ picture: RootPixels, from: Int, within: Int) -> Int? {
        let xs = Array(8..<(picture.width / 2))
        return (max(from, 0)..<min(from + within, picture.height)).first { y in xs.contains { picture.at($0, y).luminance < 110 } }
    }
}

extension LibraryExampleRun {
    /// Content ink must show within one row or line below the header's edge (list rows are
    /// 40 px and more, text lines about 20 px): a band as tall as a row without any is a gap.
    static let rowReach = 48

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
        let edges = line.edges(in: picture)
        guard edges == [full] else {
            return edges.isEmpty ? "no header line anywhere (the header is \(full) px tall)"
                : "the header's bottom edge is drawn at \(edges.map { "\($0) px" }.joined(separator: " and ")), "
                  + "its full height is \(full) px"
        }
        guard ExampleHeaderLine.firstInk(picture, from: full, within: Self.rowReach) != nil else {
            return "nothing of the content within \(Self.rowReach) px under the header's edge at \(full) px"
        }
        return nil
    }

    /// The header gone: no part of it (its separator, its last row) anywhere over the content,
    /// and content at the window's top where it was.
    func hiddenHeaderComplaint(_ picture: RootPixels, line: ExampleHeaderLine) -> String? {
        let edges = line.edges(in: picture)
        guard edges.isEmpty else { return "header line still drawn, its edge at \(edges.map { "\($0) px" }.joined(separator: " and "))" }
        guard ExampleHeaderLine.firstInk(picture, from: 0, within: Self.rowReach) != nil else {
            return "no content within \(Self.rowReach) px of the window's top where the header was"
        }
        return nil
    }
}
