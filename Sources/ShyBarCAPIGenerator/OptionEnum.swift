import ShyBarCore

/// The GEnum type of a choice option property: its C names and its values.
struct OptionEnum {
    let typeName: String
    let property: OptionProperty
    let choices: [OptionChoice]

    /// `shy_reveal_policy_get_type`.
    var getType: String { OptionProperty.functionPrefix(typeName: typeName) + "_get_type" }
    /// `SHY_TYPE_REVEAL_POLICY`.
    var typeMacro: String {
        let prefix = OptionProperty.functionPrefix(typeName: typeName).uppercased()
        return "SHY_TYPE_" + prefix.dropFirst("SHY_".count)
    }

    /// One per choice option property, in table order.
    static var all: [OptionEnum] {
        OptionProperty.all.compactMap { property in
            guard let typeName = property.enumTypeName, case .choice(let choices) = property.option.kind else { return nil }
            return OptionEnum(typeName: typeName, property: property, choices: choices)
        }
    }
}
