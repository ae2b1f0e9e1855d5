import CGtk

/// The `ShyHeaderView` GObject type, registered from Swift: a final `GtkWidget` subclass
/// whose instance struct is the parent's followed by one pointer to its ``HeaderViewState``.
///
/// The vfuncs are C functions that find the core behind the instance and hand over to it;
/// GTK calls them on the main thread, which is the main actor's.
enum HeaderViewClass {
    /// The registered type (registered on first use).
    nonisolated static let type: GType = g_type_register_static_simple(
        gtk_widget_get_type(), "ShyHeaderView",
        guint(MemoryLayout<GtkWidgetClass>.size), classInit,
        guint(coreOffset + MemoryLayout<UnsafeMutableRawPointer?>.size), instanceInit,
        G_TYPE_FLAG_FINAL)

    /// The `GParamSpec` of each property, by id (index 0 unused), set once in `class_init`.
    nonisolated(unsafe) private(set) static var specs: [UnsafeMutablePointer<GParamSpec>?] = []
    /// The id of the `state-changed` signal.
    nonisolated(unsafe) private(set) static var stateChanged: guint = 0
    nonisolated(unsafe) private static var parentClass: UnsafeMutablePointer<GObjectClass>?

    /// Where the core pointer sits in the instance: right after the parent's struct.
    private nonisolated static var coreOffset: Int {
        let alignment = MemoryLayout<UnsafeMutableRawPointer>.alignment
        return (MemoryLayout<GtkWidget>.size + alignment - 1) / alignment * alignment
    }

    private nonisolated static func slot(_ instance: gpointer) -> UnsafeMutablePointer<UnsafeMutableRawPointer?> {
        instance.advanced(by: coreOffset).assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
    }

    /// The core of a `ShyHeaderView` instance; nil for anything else, or once finalized.
    nonisolated static func core(of instance: gpointer?) -> HeaderViewState? {
        guard let instance, shy_is_a(instance, type) != 0, let data = slot(instance).pointee else { return nil }
        return Unmanaged<HeaderViewState>.fromOpaque(data).takeUnretainedValue()
    }

    private static let classInit: GClassInitFunc = { klass, _ in
        guard let klass else { return }
        parentClass = g_type_class_peek_parent(klass)?.assumingMemoryBound(to: GObjectClass.self)
        let objectClass = klass.assumingMemoryBound(to: GObjectClass.self)
        objectClass.pointee.set_property = setProperty
        objectClass.pointee.get_property = getProperty
        objectClass.pointee.dispose = dispose
        objectClass.pointee.finalize = finalize
        let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
        // One child, the internal overlay, filling the view.
        gtk_widget_class_set_layout_manager_type(widgetClass, gtk_bin_layout_get_type())
        gtk_widget_class_set_css_name(widgetClass, "shyheaderview")
        gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_GROUP)
        var specs: [UnsafeMutablePointer<GParamSpec>?] = [nil]
        for property in HeaderViewProperty.allCases {
            let spec = property.makeSpec()
            g_object_class_install_property(objectClass, property.rawValue, spec)
            specs.append(spec)
        }
        let optionFlags = HeaderViewProperty.flags(readOnly: false)
        for (index, option) in HeaderViewOptions.all.enumerated() {
            let spec = option.makeSpec(flags: optionFlags)
            g_object_class_install_property(objectClass, optionID(index), spec)
            specs.append(spec)
        }
        Self.specs = specs
        // "header.show": any widget inside the view (a menu item, a shortcut, a button) can
        // bring the header back with gtk_widget_activate_action.
        gtk_widget_class_install_action(widgetClass, "header.show", nil, showAction)
        var argument = HeaderViewEnums.state
        stateChanged = g_signal_newv("state-changed", G_TYPE_FROM_CLASS_(klass), G_SIGNAL_RUN_LAST,
                                     nil, nil, nil, nil, shy_type_none(), 1, &argument)
    }

    private static let showAction: GtkWidgetActionActivateFunc = { widget, _, _ in
        nonisolated(unsafe) let widget = widget
        MainActor.assumeIsolated { core(of: widget.map { gpointer($0) })?.show(animated: true) }
    }

    private nonisolated static func G_TYPE_FROM_CLASS_(_ klass: gpointer) -> GType {
        klass.assumingMemoryBound(to: GTypeClass.self).pointee.g_type
    }

    private static let instanceInit: GInstanceInitFunc = { instance, _ in
        guard let instance else { return }
        nonisolated(unsafe) let raw = UnsafeMutableRawPointer(instance)
        MainActor.assumeIsolated {
            let core = HeaderViewState(instance: shy_widget(raw))
            slot(raw).pointee = Unmanaged.passRetained(core).toOpaque()
        }
    }

    private static let dispose: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
        guard let object else { return }
        nonisolated(unsafe) let raw = UnsafeMutableRawPointer(object)
        MainActor.assumeIsolated { core(of: raw)?.dispose() }
        parentClass?.pointee.dispose?(object)
    }

    private static let finalize: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
        guard let object else { return }
        let slot = slot(UnsafeMutableRawPointer(object))
        if let data = slot.pointee {
            slot.pointee = nil
            Unmanaged<HeaderViewState>.fromOpaque(data).release()
        }
        parentClass?.pointee.finalize?(object)
    }

    private static let setProperty: @convention(c) (UnsafeMutablePointer<GObject>?, guint, UnsafePointer<GValue>?,
                                                    UnsafeMutablePointer<GParamSpec>?) -> Void = { object, id, value, _ in
        guard let object, let value else { return }
        nonisolated(unsafe) let raw = UnsafeMutableRawPointer(object), input = value
        MainActor.assumeIsolated {
            if let property = HeaderViewProperty(rawValue: id) {
                core(of: raw)?.set(property, from: input)
            } else if let index = optionIndex(id), let option = HeaderViewOptions.all[index].read(input) {
                core(of: raw)?.setOption(at: index, option)
            }
        }
    }

    private static let getProperty: @convention(c) (UnsafeMutablePointer<GObject>?, guint, UnsafeMutablePointer<GValue>?,
                                                    UnsafeMutablePointer<GParamSpec>?) -> Void = { object, id, value, _ in
        guard let object, let value else { return }
        nonisolated(unsafe) let raw = UnsafeMutableRawPointer(object), output = value
        MainActor.assumeIsolated {
            if let property = HeaderViewProperty(rawValue: id) {
                core(of: raw)?.get(property, into: output)
            } else if let index = optionIndex(id), let core = core(of: raw) {
                HeaderViewOptions.all[index].write(core.optionValue(at: index), into: output)
            }
        }
    }

    /// The index in ``HeaderViewOptions/all`` of option property `id`.
    private nonisolated static func optionIndex(_ id: guint) -> Int? {
        let index = Int(id) - Int(HeaderViewProperty.optionBase) - 1
        return HeaderViewOptions.all.indices.contains(index) ? index : nil
    }

    /// The property id of option `index`.
    nonisolated static func optionID(_ index: Int) -> guint { HeaderViewProperty.optionBase + 1 + guint(index) }
}
