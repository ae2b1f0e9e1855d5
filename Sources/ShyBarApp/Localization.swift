import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The text in the person's language (gettext domain `shybar`), or `text` itself when there
/// is no translation. Only plain literals are extracted by `scripts/update-po.sh`: write
/// `String(format: tr("cannot open display %@"), name)`, never `tr("… \(name)")`.
func tr(_ text: String) -> String {
    guard let gettext = LibIntl.gettext, let translated = gettext(text) else { return text }
    return String(cString: translated)
}

/// `singular` or `plural` for `count`, in the person's language (gettext's plural rules: one
/// form in Chinese). Extracted by `scripts/update-po.sh` like `tr`.
func trn(_ singular: String, _ plural: String, _ count: Int) -> String {
    guard let ngettext = LibIntl.ngettext, let translated = ngettext(singular, plural, UInt(max(count, 0))) else {
        return count == 1 ? singular : plural
    }
    return String(cString: translated)
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
    /// When no locale is set at all (`LANG`, `LC_ALL`, `LC_MESSAGES` unset or empty) but
    /// `LANGUAGE` is, the messages locale becomes `C.UTF-8`: gettext ignores `LANGUAGE` in
    /// the "C" locale, and `LANGUAGE=zh_TW shybar` should still show Chinese. An explicit
    /// `LANG=C` is respected (no translation).
    static func setUp(localeDirectory: String?) {
        let environment = ProcessInfo.processInfo.environment
        func unset(_ name: String) -> Bool { (environment[name] ?? "").isEmpty }
        if !unset("LANGUAGE"), unset("LANG"), unset("LC_ALL"), unset("LC_MESSAGES") {
            // Through the environment, so GTK's own setlocale(LC_ALL, "") agrees.
            setenv("LC_MESSAGES", "C.UTF-8", 1)
            if unset("LC_CTYPE") { setenv("LC_CTYPE", "C.UTF-8", 1) }
        }
        setlocale(LC_ALL, "")
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
