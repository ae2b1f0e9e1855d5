import CGtk

private let releaseOwnedObject: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

extension Widget {
    /// Makes the widget keep a strong reference to `object` under `key` (GObject data), so
    /// the Swift object lives exactly as long as the widget, or until replaced or set to
    /// nil. This is how a behaviour belongs to its scrolled window, as a controller does.
    func setOwnedObject(_ object: AnyObject?, key: String) {
        if let object {
            g_object_set_data_full(shy_object(raw), key, Unmanaged.passRetained(object).toOpaque(), releaseOwnedObject)
        } else {
            g_object_set_data(shy_object(raw), key, nil)
        }
    }
}
