import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Two process-wide settings that keep the host out of the pixels. Applied once, before Pango
/// or fontconfig first read them.
///
/// - `PANGO_LANGUAGE`: Pango picks a "sample language" for scripts the layout's language does not
///   cover (Han, Arabic) from the user's preferred languages, and that language selects localised
///   glyph forms; pinning it keeps the shaping independent of the host's locale.
/// - `FONTCONFIG_FILE`: Pango 1.50 initialises fontconfig's default configuration in the
///   background even though our font maps use a private one; pointing the default at the
///   project's fonts.conf means the host's configuration and fonts are never loaded at all.
enum ProcessEnvironmentPin {
    /// The language every layout is tagged with.
    static let language = "en-gb"

    static func apply(configurationFile: URL) {
        pin("PANGO_LANGUAGE", language)
        pin("FONTCONFIG_FILE", configurationFile.path)
    }

    private static func pin(_ name: String, _ value: String) {
        if ProcessInfo.processInfo.environment[name] != value {
            setenv(name, value, 1)
        }
    }
}
