import ShyBarCore

/// The typed C accessors of one option property, and what their declarations and exports
/// say: every name here comes from the ``OptionProperty`` (the option tables), none from
/// parsing a C name.
struct OptionAccessors {
    let property: OptionProperty

    /// `shy_header_view_set_tolerance_up`.
    var setter: String { "shy_header_view_set_" + property.identifier }
    /// `shy_header_view_get_tolerance_up`.
    var getter: String { "shy_header_view_get_" + property.identifier }

    /// The C type of the value: `double`, `gboolean` or the option's enum.
    var cType: String {
        switch property.option.kind {
        case .number, .automaticNumber: return "double"
        case .toggle: return "gboolean"
        case .choice: return property.enumTypeName ?? "int"
        }
    }

    /// The Swift type the export passes for ``cType``.
    var swiftType: String {
        switch property.option.kind {
        case .number, .automaticNumber: return "Double"
        case .toggle: return "gboolean"
        case .choice: return "Int32"
        }
    }

    /// The name of the property-access helpers (`setDouble`, `getDouble`, …) of the kind.
    var helperStem: String {
        switch property.option.kind {
        case .number, .automaticNumber: return "Double"
        case .toggle: return "Boolean"
        case .choice: return "Enum"
        }
    }

    /// What the value means, for the setter's parameter and the getter's return value.
    var valueMeaning: String {
        let help = property.option.help
        switch property.option.kind {
        case .number(let range): return help + ", " + range.unit.symbol
        case .automaticNumber(let range, _, _): return help + ", " + range.unit.symbol + ", or -1 for automatic"
        case .toggle(let onByDefault): return (onByDefault ? "%FALSE: " : "%TRUE: ") + help
        case .choice: return help
        }
    }

    /// The property's documentation: title, meaning, range or values, default, behaviours.
    var propertyDocumentation: String {
        let option = property.option
        var text = option.title + ": "
        switch option.kind {
        case .number(let range):
            text += option.help + ", in " + range.unit.symbol + ", " + Self.span(range) + "."
        case .automaticNumber(let range, _, let automaticMeaning):
            text += option.help + ", in " + range.unit.symbol + ", " + Self.span(range) + ", or -1: automatic ("
                + automaticMeaning + ")."
        case .toggle(let onByDefault):
            text += (onByDefault ? "on by default; off: " : "off by default; on: ") + option.help + "."
        case .choice:
            text += option.help + " (#" + cType + ")."
        }
        return text + " Default: " + defaultText + ". Tunes " + Self.behaviorNames(property.behaviors) + "."
    }

    /// The default as gtk-doc writes it (`0`, `-1`, `%TRUE`, `%SHY_SNAP_POLICY_AUTO`).
    var defaultText: String {
        switch property.option.defaultValue {
        case .number(let number): return TraceFormat.number(number)
        case .automatic: return "-1"
        case .toggle(let on): return on ? "%TRUE" : "%FALSE"
        case .choice(let name):
            return "%" + (property.enumTypeName.map { OptionProperty.enumValueName(typeName: $0, choice: name) } ?? name)
        }
    }

    private static func span(_ range: NumberRange) -> String {
        "from " + TraceFormat.number(range.bounds.lowerBound) + " to " + TraceFormat.number(range.bounds.upperBound)
    }

    private static func behaviorNames(_ behaviors: [Behavior]) -> String {
        behaviors.map { behavior -> String in
            switch behavior {
            case .quickReturn: return "quick return"
            case .background: return "the background behaviour"
            case .sticky: return behaviors.contains(.quickReturn) ? "the sticky toolbar's header" : "the sticky toolbar"
            }
        }.joined(separator: " and ")
    }
}
