// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ShyBar",
    products: [
        .executable(name: "shybar", targets: ["ShyBarApp"]),
        .executable(name: "shybar-core-bench", targets: ["ShyBarCoreBench"]),
        .executable(name: "shybar-bench", targets: ["ShyBarBench"]),
        .library(name: "ShyBarCore", targets: ["ShyBarCore"]),
        .library(name: "ShyBarGtk", targets: ["ShyBarGtk"]),
        // libshybar-1.so: ShyHeaderView for C and GObject Introspection (scripts/build-library.sh).
        .library(name: "shybar-1", type: .dynamic, targets: ["ShyBarCLib"]),
        // Regenerates the option part of libshybar-1's C surface from the option tables (docs/c-api.md).
        .executable(name: "shybar-capi-generate", targets: ["ShyBarCAPIGenerate"]),
    ],
    targets: [
        // C shim over GTK 4: module map and static inline helpers only, no logic.
        .systemLibrary(
            name: "CGtk",
            path: "Sources/CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // Pure Swift: imports neither C nor GTK nor Foundation.
        .target(name: "ShyBarCore", linkerSettings: [.linkedLibrary("m")]),
        .target(name: "ShyBarGtk", dependencies: ["CGtk", "ShyBarCore"]),
        // The exported C entry points of libshybar-1 (header: library/shybar.h).
        .target(name: "ShyBarCLib", dependencies: ["CGtk", "ShyBarGtk"]),
        // Typed GTK wrappers the app, the bench and the tests build their windows with
        // (application, windows, buttons, labels, stacks, drawing, filter and sort models):
        // not part of the library, which keeps only what headers need.
        .target(name: "ShyBarAppWidgets", dependencies: ["CGtk", "ShyBarGtk"]),
        // What the option accessors of libshybar-1 are made from: the Swift exports, the option
        // part of shybar.h and the Debian symbols file, generated from the option tables.
        .target(name: "ShyBarCAPIGenerator", dependencies: ["ShyBarCore"]),
        .executableTarget(name: "ShyBarCAPIGenerate", dependencies: ["ShyBarCAPIGenerator"]),
        // The app's own utilities on GLib and GTK (settings and key files, atomic files, file
        // chooser, gettext, info bar, plot export, trace recording): not part of the library.
        .target(name: "ShyBarAppSupport", dependencies: ["CGtk", "ShyBarGtk", "ShyBarAppWidgets"]),
        // Drivers for tests and benchmarks (synthetic wheel steps): not part of the library.
        .target(name: "ShyBarTestSupport", dependencies: ["CGtk", "ShyBarGtk"]),
        .executableTarget(
            name: "ShyBarApp",
            dependencies: ["ShyBarCore", "ShyBarGtk", "ShyBarAppWidgets", "ShyBarAppSupport"],
            resources: []
        ),
        .executableTarget(name: "ShyBarCoreBench", dependencies: ["ShyBarCore"]),
        // Frame cost of the behaviours side by side in a real window, and a minimal
        // reference window for start-up and memory (scripts/bench.sh).
        .executableTarget(name: "ShyBarBench", dependencies: ["ShyBarCore", "ShyBarGtk", "ShyBarAppWidgets", "ShyBarTestSupport", "CGtk"]),
        .testTarget(name: "ShyBarCoreTests", dependencies: ["ShyBarCore"]),
        .testTarget(name: "ShyBarGtkTests",
                    dependencies: ["ShyBarGtk", "ShyBarAppWidgets", "ShyBarCore", "CGtk", "ShyBarAppSupport", "ShyBarTestSupport"]),
        .testTarget(name: "ShyBarAppSupportTests", dependencies: ["ShyBarAppSupport"]),
        .testTarget(name: "ShyBarCAPIGeneratorTests", dependencies: ["ShyBarCAPIGenerator"]),
        // The app's own logic without a window: flags, help, settings files, message templates.
        .testTarget(name: "ShyBarAppTests", dependencies: ["ShyBarApp", "ShyBarCore", "ShyBarGtk", "ShyBarAppWidgets", "ShyBarAppSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["ShyBarCore", "ShyBarCAPIGenerator"], exclude: ["atspi_probe.py", "focus_walk.py", "example_header_looks.py"]),
    ],
    swiftLanguageModes: [.v6]
)
