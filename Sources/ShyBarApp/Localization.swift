import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The text in the person's language (gettext domain `shybar`), or `text` itself when there
/// is no translation. Only plain literals are extracted by `scripts/update-po.sh`: write
/// `String(format: tr("cannot open display %@"), name)`, never `tr("… \(name)")`.
func tr(_ text: String) -> String {
    guard let gettext = LibIntl.gettext else { return text }
    // Without a translation gettext hands back its argument, which is only valid inside
    // withCString: answer with the Swift string then, never with that pointer.
    return text.withCString { source in
        guard let translated = gettext(source), UnsafePointer(translated) != source else { return text }
        return String(cString: translated)
    }
}

/// `singular` or `plural` for `count`, in the person's language (gettext's plural rules: one
/// form in Chinese). Extracted by `scripts/update-po.sh` like `tr`.
func trn(_ singular: String, _ plural: String, _ count: Int) -> String {
    let fallback = count == 1 ? singular : plural
    guard let ngettext = LibIntl.ngettext else { return fallback }
    return singular.withCString { one in
        plural.withCString { many in
            guard let translated = ngettext(one, many, UInt(max(count, 0))),
                  UnsafePointer(translated) != one, UnsafePointer(translated) != many else { return fallback }
            return String(cString: translated)
        }
    }
}

/// glibc's gettext functions. `<libintl.h>` is not part of Swift's Glibc module (nor pulled in
/// by GTK's headers), so they are looked up by name in the process (glibc exports them).
private enum LibIntl {
    typealias GetText = @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?
    typealias BindTextDomain = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?
    typealias NGetText = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UInt) -> UnsafeMutablePointer<CChar>?
    typealias TextDomain = @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?

    private static func symbol<T>(_ name: String, as type: T.Type) -> T? {
        guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(address, to: type)
    }
    static let gettext = symbol("gettext", as: GetText.self)
    static let ngettext = symbol("ngettext", as: NGetText.self)
    static let bindtextdomain = symbol("bindtextdomain", as: BindTextDomain.self)
    static let bindTextDomainCodeset = symbol("bind_textdomain_codeset", as: BindTextDomain.self)
    static let textdomain = symbol("textdomain", as: TextDomain.self)
}

/// gettext set-up: the locale from the environment, and where the `shybar.mo` catalogs are.
enum Localization {
    static let domain = "shybar"

    /// Sets the locale from the environment and binds the `shybar` domain to
    /// `localeDirectory` (`nil`: the system's default, `/usr/share/locale`). Call it before
    /// any `tr`. Messages come out in UTF-8 whatever the locale's character set.
    ///
    /// gettext ignores `LANGUAGE` in the "C" locale. So when `LANGUAGE` is set and the
    /// messages locale would be "C" only because no locale is set (or the one set is not
    /// installed), messages use `C.UTF-8`: `LANGUAGE=zh_TW shybar` shows Chinese. An explicit
    /// `LANG=C` (or `LC_ALL`, `LC_MESSAGES`) is respected: no translation.
    static func setUp(localeDirectory: String?) {
        let environment = ProcessInfo.processInfo.environment
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        setlocale(LC_ALL, "")
        let requested = value("LC_ALL") ?? value("LC_MESSAGES") ?? value("LANG")
        let messages = setlocale(LC_MESSAGES, nil).map { String(cString: $0) } ?? "C"
        if value("LANGUAGE") != nil, requested != "C", requested != "POSIX", messages == "C" || messages == "POSIX" {
            // Also through the environment, so GTK's own setlocale(LC_ALL, "") agrees.
            setenv(value("LC_ALL") != nil ? "LC_ALL" : "LC_MESSAGES", "C.UTF-8", 1)
            setlocale(LC_MESSAGES, "C.UTF-8")
        }
        if let localeDirectory { _ = LibIntl.bindtextdomain?(domain, localeDirectory) }
        _ = LibIntl.bindTextDomainCodeset?(domain, "UTF-8")
        _ = LibIntl.textdomain?(domain)
    }

    /// Where the compiled catalogs are: `$SHYBAR_LOCALE_DIR`; installed, `<prefix>/share/locale`
    /// next to the executable's `<prefix>/bin`; in a source checkout, `<package root>/.build/locale`
    /// (written by `scripts/build-locale.sh`) found from the executable, from
    /// `$SHYBAR_DATA_DIR` or from the working directory; else `nil` (the system's default).
    static func locateLocaleDirectory() -> String? {
        let fileManager = FileManager.default
        /// A locale tree holding at least one `<language>/LC_MESSAGES/shybar.mo`.
        func hasCatalogs(_ path: String) -> Bool {
            guard let languages = try? fileManager.contentsOfDirectory(atPath: path) else { return false }
            return languages.contains { fileManager.fileExists(atPath: "\(path)/\($0)/LC_MESSAGES/\(domain).mo") }
        }
        let environment = ProcessInfo.processInfo.environment
        if let override = environment["SHYBAR_LOCALE_DIR"], !override.isEmpty { return override }
        let executableDirectory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let installed = executableDirectory.appendingPathComponent("../share/locale").standardized.path
        if fileManager.fileExists(atPath: executableDirectory.appendingPathComponent("../share/shybar").path),
           hasCatalogs(installed) {
            return installed
        }
        var candidates: [String] = []
        var directory = executableDirectory
        for _ in 0..<6 {
            candidates.append(directory.appendingPathComponent(".build/locale").path)
            directory = directory.deletingLastPathComponent()
        }
        if let data = environment["SHYBAR_DATA_DIR"], !data.isEmpty {
            candidates.append(URL(fileURLWithPath: data).deletingLastPathComponent()
                .appendingPathComponent(".build/locale").path)
        }
        candidates.append(fileManager.currentDirectoryPath + "/.build/locale")
        return candidates.first(where: hasCatalogs)
    }
}
