// swift-tools-version:6.0
// ShyHeaderView from Swift, as another package uses it: ShyBar by path, its ShyBarGtk
// product, and the header attached to widgets made with raw GTK C calls and to a widget tree
// loaded from a GtkBuilder .ui file.
//
//     swift run --package-path examples/swift header-view-example [--ui]
import Foundation
import PackageDescription

// A package reached by path is named by its directory (this repository's checkout directory,
// whatever it is called), so the name is worked out rather than written down.
let shybar = URL(fileURLWithPath: Context.packageDirectory)
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
    name: "ShyBarSwiftExample",
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(
            name: "header-view-example",
            dependencies: [.product(name: "ShyBarGtk", package: shybar)],
            path: "Sources/HeaderViewExample",
            resources: [.copy("header_view.ui")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
