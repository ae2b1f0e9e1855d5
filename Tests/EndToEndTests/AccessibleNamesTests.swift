import Foundation
import XCTest

/// Every part a person meets has a name and a role over AT-SPI, read from outside the
/// process, and a header that hides says so in a state of its own: `expandable`, and
/// `expanded` while any of it shows — never `hidden`, which would take a header that stays
/// reachable out of the tree (docs/accessibility.md, "Names, roles and states").
final class AccessibleNamesTests: ShybarWindowTestCase, @unchecked Sendable {
    /// The parts each page must show, by name, with their GTK roles. The AT-SPI role each
    /// must have is the one the running GTK gives that GTK role, as the probe spells it
    /// (`AXSnapshot.roles`: a group is a "panel" on GTK 4.8, a "grouping" on 4.18).
    static let parts: [(page: String, argument: String, parts: [(name: String, role: String)])] = [
        (quickReturn, "quick-return", [("Header", "group"), ("Search", "entry"), ("Filter", "button"),
                                       ("Items for sale", "list")]),
        (sticky, "sticky", [("Header", "group"), ("Toolbar", "toolbar"), ("Items for sale", "list")]),
        (background, "background", [("Header", "group"), ("Back", "button"), ("Share", "button"),
                                    ("Favourite", "button"), ("Lake at dusk", "img")]),
    ]

    func testEveryPartHasANameAndARole() throws {
        for (page, argument, parts) in Self.parts {
            let app = try launch(["--page", argument], page: page)
            let named = app.waitFor("the \(page) page's parts named", timeout: 20, rows: true) { snapshot in
                snapshot.showsContent(of: page) && parts.allSatisfy { snapshot.object($0.name, page: page) != nil }
            }
            guard let named else {
                // The next page's window must not open beside this one.
                app.terminate()
                continue
            }
            for part in parts {
                let object = named.object(part.name, page: page)
                guard let role = named.roles?[part.role] else {
                    XCTFail("\(page): the probe named no AT-SPI role for GTK's \(part.role) role (GTK \(named.toolkit ?? "?"))")
                    continue
                }
                XCTAssertEqual(object?.role, role, "\(page): \(part.name), a GTK \(part.role) on GTK \(named.toolkit ?? "?")")
                XCTAssertTrue(object?.isMapped == true, "\(page): \(part.name) is on screen")
            }
            // The background header never hides: it is no collapsible region.
            let header = named.object("Header", page: page)
            XCTAssertEqual(header?.expandable, page != Self.background, "\(page): whether the header is expandable")
            app.terminate()
            session = nil
        }
    }

    func testTheHeaderIsExpandedWhileItShowsAndCollapsedWhenHidden() throws {
        let app = try launch(["--page", "quick-return"], page: Self.quickReturn)
        let shown = app.waitFor("the header shown and expanded", timeout: 6) { snapshot in
            self.isFullyShown(snapshot) && snapshot.object("Header", page: Self.quickReturn)?.expanded == true
        }
        XCTAssertEqual(shown?.object("Header", page: Self.quickReturn)?.expandable, true)
        guard hideByWheel(app) else { return }
        let collapsed = app.waitFor("the hidden header collapsed, still in the tree", timeout: 6) { snapshot in
            guard self.isHidden(snapshot), let header = snapshot.object("Header", page: Self.quickReturn) else { return false }
            return header.expandable == true && header.expanded == false
        }
        XCTAssertNotNil(collapsed)
        // Ctrl+F reaches it (the search entry takes the focus), and it is expanded again.
        app.key("ctrl+f")
        XCTAssertNotNil(app.waitFor("the header reached and expanded again", timeout: 6) { snapshot in
            guard let header = snapshot.object("Header", page: Self.quickReturn) else { return false }
            return header.focusWithin && header.expanded == true && self.isFullyShown(snapshot)
        })
    }
}
