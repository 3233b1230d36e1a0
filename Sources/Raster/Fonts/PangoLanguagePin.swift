import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Pango picks a "sample language" for scripts the layout's language does not cover (Han, Arabic)
/// from the user's preferred languages (`PANGO_LANGUAGE`, then `LANGUAGE`), and that language
/// selects localised glyph forms. Pinning `PANGO_LANGUAGE` before Pango first reads it keeps the
/// pixels independent of the host's locale.
enum PangoLanguagePin {
    /// The language every layout is tagged with.
    static let language = "en-gb"

    static func apply() {
        if ProcessInfo.processInfo.environment["PANGO_LANGUAGE"] != language {
            setenv("PANGO_LANGUAGE", language, 1)
        }
    }
}
