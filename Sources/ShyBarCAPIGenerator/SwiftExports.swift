import ShyBarCore

/// `Sources/ShyBarCLib/OptionExports.swift`: the `@_cdecl` exports of the option accessors
/// and of the choice options' GEnum types, each naming its property as the table does.
enum SwiftExports {
    static var text: String {
        var lines = [
            "// Generated from the option tables by `swift run shybar-capi-generate` (docs/c-api.md): do not",
            "// edit. The C declarations are in library/shybar.h, made by the same command.",
            "import CGtk",
            "import ShyBarGtk",
            "",
            "// MARK: - The choice options' enum types",
            "",
        ]
        for type in OptionEnum.all {
            lines += [
                "/// `\(type.getType)` (see library/shybar.h): the `\(type.typeName)` GEnum type.",
                "@_cdecl(\"\(type.getType)\")",
                "public func \(swiftName(type.getType))() -> GType { GType(HeaderView.optionEnumGType(\"\(type.property.name)\")) }",
            ]
        }
        lines += ["", "// MARK: - The option accessors"]
        for property in OptionProperty.all {
            let accessors = OptionAccessors(property: property)
            let type = OptionEnum.all.first { $0.property.name == property.name }.map { ", \(swiftName($0.getType))()" } ?? ""
            lines += [
                "",
                "/// `\(accessors.setter)` (see library/shybar.h): sets the view's `\(property.name)` property.",
                "@_cdecl(\"\(accessors.setter)\")",
                "public func \(swiftName(accessors.setter))(_ self_: UnsafeMutableRawPointer?, _ value: \(accessors.swiftType)) {",
                "    set\(accessors.helperStem)(self_, \"\(property.name)\", \"\(accessors.setter)\"\(type), value)",
                "}",
                "/// `\(accessors.getter)` (see library/shybar.h): reads the view's `\(property.name)` property.",
                "@_cdecl(\"\(accessors.getter)\")",
                "public func \(swiftName(accessors.getter))(_ self_: UnsafeMutableRawPointer?) -> \(accessors.swiftType) {",
                "    get\(accessors.helperStem)(self_, \"\(property.name)\", \"\(accessors.getter)\"\(type))",
                "}",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
