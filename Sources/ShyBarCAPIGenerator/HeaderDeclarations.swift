import ShyBarCore

/// The option part of `library/shybar.h`: the enum of each choice option with its GType,
/// then each option property's documentation and its typed setter and getter, in table order.
enum HeaderDeclarations {
    static var text: String {
        var blocks = OptionEnum.all.map(enumDeclaration)
        blocks += OptionProperty.all.map { accessorDeclarations(OptionAccessors(property: $0)) }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    private static func enumDeclaration(_ type: OptionEnum) -> String {
        let fields = type.choices.map { choice in "@" + OptionProperty.enumValueName(typeName: type.typeName, choice: choice.name) + ": " + choice.title
            + " (`" + choice.name + "`)" }
        let comment = docComment(type.typeName, fields: fields,
                                 body: ["The values of #ShyHeaderView:" + type.property.name + ": " + type.property.option.help + "."])
        let values = type.choices.enumerated().map { index, choice in
            "  " + OptionProperty.enumValueName(typeName: type.typeName, choice: choice.name) + " = \(index),"
        }
        return ([comment, "typedef enum {"] + values + ["} " + type.typeName + ";",
                "GType " + type.getType + " (void) G_GNUC_CONST;",
                "#define " + type.typeMacro + " (" + type.getType + " ())"]).joined(separator: "\n")
    }

    private static func accessorDeclarations(_ accessors: OptionAccessors) -> String {
        let property = accessors.property
        let parameter = property.identifier
        return [
            docComment("ShyHeaderView:" + property.name, body: [accessors.propertyDocumentation]),
            docComment(accessors.setter, fields: ["@self: a #ShyHeaderView", "@" + parameter + ": " + accessors.valueMeaning],
                       body: ["Sets #ShyHeaderView:" + property.name + "."]),
            "void " + accessors.setter + " (ShyHeaderView *self, " + accessors.cType + " " + parameter + ");",
            docComment(accessors.getter, fields: ["@self: a #ShyHeaderView"],
                       body: ["Gets #ShyHeaderView:" + property.name + ".", "Returns: " + accessors.valueMeaning]),
            accessors.cType + " " + accessors.getter + " (ShyHeaderView *self);",
        ].joined(separator: "\n")
    }
}
