import CGtk
import ShyBarGtk
import Glibc

/// gettext for a GTK application: the locale from the environment, a text domain bound to
/// its catalogs, and translations that never hand out a pointer.
public enum Gettext {
    /// Sets the locale from the environment and binds `domain` to `localeDirectory` (`nil`:
    /// the system's default, `/usr/share/locale`); messages come out in UTF-8. Call it before
    /// GTK is initialised and before the first ``translate(_:)``.
    ///
    /// gettext ignores `LANGUAGE` in the "C" locale, and glibc 2.41 (Debian 13) in C.UTF-8
    /// too, where glibc 2.36 (Debian 12) reads it. So when `LANGUAGE` is set and the messages
    /// locale is C or C.UTF-8 only because no other locale is set (or the one set is not
    /// installed), messages use the first language of `LANGUAGE` that is installed as a
    /// UTF-8 locale, else C.UTF-8: `LANGUAGE=zh_TW app` is translated. An explicit `LANG=C`
    /// (or `LC_ALL`, `LC_MESSAGES`) is respected: no translation.
    public static func setUp(domain: String, localeDirectory: String?) {
        func value(_ name: String) -> String? {
            guard let raw = getenv(name) else { return nil }
            let text = String(cString: raw)
            return text.isEmpty ? nil : text
        }
        setlocale(LC_ALL, "")
        let requested = value("LC_ALL") ?? value("LC_MESSAGES") ?? value("LANG")
        let messages = setlocale(LC_MESSAGES, nil).map { String(cString: $0) } ?? "C"
        let neutral = ["C", "POSIX", "C.UTF-8", "C.utf8"]
        if let languages = value("LANGUAGE"), requested != "C", requested != "POSIX", neutral.contains(messages) {
            let candidates = languages.split(separator: ":").map { "\($0).UTF-8" } + ["C.UTF-8"]
            if let chosen = candidates.first(where: { setlocale(LC_MESSAGES, $0) != nil }) {
                // Through the environment too, so GTK's own setlocale(LC_ALL, "") agrees.
                setenv(value("LC_ALL") != nil ? "LC_ALL" : "LC_MESSAGES", chosen, 1)
            }
        }
        if let localeDirectory { bindtextdomain(domain, localeDirectory) }
        bind_textdomain_codeset(domain, "UTF-8")
        textdomain(domain)
    }

    /// `text` in the person's language, or `text` itself when there is no translation.
    public static func translate(_ text: String) -> String {
        // Without a translation gettext hands back its argument, which only lives inside
        // withCString: answer with the Swift string then, never with that pointer.
        text.withCString { source in
            guard let translated = gettext(source), UnsafePointer(translated) != source else { return text }
            return String(cString: translated)
        }
    }

    /// `singular` or `plural` for `count`, by the language's plural rules.
    public static func translate(_ singular: String, _ plural: String, count: Int) -> String {
        let fallback = count == 1 ? singular : plural
        return singular.withCString { one in
            plural.withCString { many in
                guard let translated = ngettext(one, many, UInt(max(count, 0))),
                      UnsafePointer(translated) != one, UnsafePointer(translated) != many else { return fallback }
                return String(cString: translated)
            }
        }
    }
}
