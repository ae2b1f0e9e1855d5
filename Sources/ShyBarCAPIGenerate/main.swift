import Foundation
import ShyBarCAPIGenerator

// Writes the parts of libshybar-1's C surface that are made from the option tables
// (docs/c-api.md): `swift run shybar-capi-generate` after changing an option table.
// Each file is written atomically, and only when its text changed.

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
do {
    let files = try CSurface.files { path in try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) }
    for file in files {
        let url = root.appendingPathComponent(file.path)
        if (try? String(contentsOf: url, encoding: .utf8)) == file.text { continue }
        try file.text.write(to: url, atomically: true, encoding: .utf8)
        print("shybar-capi-generate: wrote \(file.path)")
    }
} catch {
    FileHandle.standardError.write(Data("shybar-capi-generate: \(error)\n".utf8))
    exit(1)
}
