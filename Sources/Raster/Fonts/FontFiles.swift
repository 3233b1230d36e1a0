import Foundation
import ImageCodecs

/// One font file the pinned text stack needs, and the Debian package that installs it.
public struct RequiredFontFile: Hashable, Sendable {
    /// The file name, found anywhere under the system font folders.
    public var fileName: String
    /// The Debian package that installs it (Scripts/setup.sh installs them all).
    public var package: String
    /// What it is for.
    public var role: String
}

/// The one list of the font files the project uses, by file name. Nothing else is loaded
/// (except the files in `NHS_FONT_DIR`, when set).
public enum FontFiles {
    /// The main face, Open Sans (upright 300, 400, 600, 700, 800 and their italics), then the fallbacks for Arabic, CJK and emoji, then the symbol face.
    public static let required: [RequiredFontFile] = [
        RequiredFontFile(fileName: "OpenSans-Regular.ttf", package: "fonts-open-sans", role: "main face, 400"),
        RequiredFontFile(fileName: "OpenSans-Semibold.ttf", package: "fonts-open-sans", role: "main face, 600"),
        RequiredFontFile(fileName: "OpenSans-Bold.ttf", package: "fonts-open-sans", role: "main face, 700"),
        RequiredFontFile(fileName: "OpenSans-Light.ttf", package: "fonts-open-sans", role: "main face, 300 (ultra-light, thin, light)"),
        RequiredFontFile(fileName: "OpenSans-ExtraBold.ttf", package: "fonts-open-sans", role: "main face, 800 (heavy, black)"),
        RequiredFontFile(fileName: "OpenSans-Italic.ttf", package: "fonts-open-sans", role: "main face, 400 italic"),
        RequiredFontFile(fileName: "OpenSans-SemiboldItalic.ttf", package: "fonts-open-sans", role: "main face, 600 italic"),
        RequiredFontFile(fileName: "OpenSans-BoldItalic.ttf", package: "fonts-open-sans", role: "main face, 700 italic"),
        RequiredFontFile(fileName: "OpenSans-LightItalic.ttf", package: "fonts-open-sans", role: "main face, 300 italic"),
        RequiredFontFile(fileName: "OpenSans-ExtraBoldItalic.ttf", package: "fonts-open-sans", role: "main face, 800 italic"),
        RequiredFontFile(fileName: "NotoSansArabic-Regular.ttf", package: "fonts-noto-core", role: "Arabic fallback, 400"),
        RequiredFontFile(fileName: "NotoSansArabic-Bold.ttf", package: "fonts-noto-core", role: "Arabic fallback, 700"),
        RequiredFontFile(fileName: "NotoSansCJK-Regular.ttc", package: "fonts-noto-cjk", role: "CJK fallback, 400"),
        RequiredFontFile(fileName: "NotoSansCJK-Bold.ttc", package: "fonts-noto-cjk", role: "CJK fallback, 700"),
        RequiredFontFile(fileName: "NotoColorEmoji.ttf", package: "fonts-noto-color-emoji", role: "emoji fallback"),
        RequiredFontFile(fileName: "MaterialIcons-Regular.ttf", package: "fonts-material-design-icons-iconfont",
                         role: "symbols (Material Icons, standing in for SF Symbols)"),
    ]

    /// The folders searched (recursively) for the required files.
    public static let systemFolders = ["/usr/share/fonts", "/usr/local/share/fonts"]

    /// The environment variable naming a folder of licensed fonts (for example Frutiger) whose
    /// family then replaces the main face.
    public static let overrideVariable = "NHS_FONT_DIR"

    /// Font file extensions taken from `NHS_FONT_DIR`.
    public static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]
}

extension FontFiles {
    /// The path of every required file found under `folders`, in list order; throws
    /// `RasterError.missingFont` naming the first missing file and saying to run Scripts/setup.sh.
    public static func locate(in folders: [String] = systemFolders) throws -> [URL] {
        try FontLocator.locateRequired(in: folders)
    }
}
