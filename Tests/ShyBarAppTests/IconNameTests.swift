import Foundation
import XCTest

/// Every icon the app names is in the Adwaita icon theme installed here: GTK draws a missing
/// image for one that is not, and themes drop icons (Adwaita 48, Debian 13, has no
/// `emblem-shared-symbolic`, which the Background page's share button used). The names are
/// read from the app's sources, so a new button is checked without being listed here.
final class IconNameTests: XCTestCase {
    func testEveryIconTheAppNamesIsInTheInstalledAdwaitaTheme() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/ShyBarApp")
        let pattern = try NSRegularExpression(pattern: #"iconName: "([^"]+)""#)
        var names = Set<String>()
        for case let file as URL in FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
        where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                names.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        XCTAssertGreaterThan(names.count, 5, "found too few icon names in \(sources.path): \(names.sorted())")

        let theme = URL(fileURLWithPath: "/usr/share/icons/Adwaita")
        var installed = Set<String>()
        for case let file as URL in FileManager.default.enumerator(at: theme, includingPropertiesForKeys: nil) ?? .init() {
            installed.insert(file.deletingPathExtension().lastPathComponent)
        }
        XCTAssertFalse(installed.isEmpty, "no icons in \(theme.path) (scripts/deps.sh installs GTK, which brings the theme)")
        let missing = names.subtracting(installed).sorted()
        XCTAssertEqual(missing, [], "icons the app names that \(theme.path) does not have (GTK would draw a missing image)")
    }
}
