import CPangoCairo
import Foundation
import ImageCodecs

/// The pinned font set-up: a private fontconfig configuration loaded from the resource fonts/fonts.conf
/// holding only the project's font files, so the host's own configuration is never consulted.
/// Built by `Renderer.load()`; fontconfig configurations are safe to query from several threads.
final class FontStack: @unchecked Sendable {
    /// The private `FcConfig`.
    let config: OpaquePointer
    /// The family "NHS Sans" resolves to: Open Sans, or the family found in `NHS_FONT_DIR`.
    let mainFamily: String
    /// Every font file added to the configuration, in the order added.
    let fontFiles: [URL]
    /// The configuration file that was loaded.
    let configurationFile: URL

    private init(config: OpaquePointer, mainFamily: String, fontFiles: [URL], configurationFile: URL) {
        self.config = config
        self.mainFamily = mainFamily
        self.fontFiles = fontFiles
        self.configurationFile = configurationFile
    }

    /// Builds the stack from the project's fonts.conf, the required system fonts and, when set,
    /// the folder named by `NHS_FONT_DIR`.
    static func load(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> FontStack {
        let configurationFile = try RasterResources.fontConfiguration()
        ProcessEnvironmentPin.apply(configurationFile: configurationFile)
        var files = try FontLocator.locateRequired()
        var mainFamily = "Open Sans"
        var overrideRules: String? = nil
        if let folder = environment[FontFiles.overrideVariable], !folder.isEmpty {
            let extra = try FontLocator.overrideFiles(in: folder)
            mainFamily = try OverrideFamily.detect(in: extra)
            overrideRules = OverrideFamily.rules(mapping: FontSpecFamilies.main, to: mainFamily)
            files += extra
        }
        guard let config = FcConfigCreate() else {
            throw RasterError.fontConfiguration(reason: "fontconfig could not create a configuration")
        }
        if let overrideRules, FontConfigText.parse(overrideRules, into: config) == false {
            FcConfigDestroy(config)
            throw RasterError.fontConfiguration(reason: "the \(FontFiles.overrideVariable) rules could not be parsed")
        }
        guard FontConfigText.load(file: configurationFile.path, into: config) else {
            FcConfigDestroy(config)
            throw RasterError.fontConfiguration(reason: "\(configurationFile.path) could not be parsed")
        }
        for file in files where FontConfigText.addFont(file.path, to: config) == false {
            FcConfigDestroy(config)
            throw RasterError.fontConfiguration(reason: "\(file.path) is not a font fontconfig can read")
        }
        return FontStack(config: config, mainFamily: mainFamily, fontFiles: files, configurationFile: configurationFile)
    }
}

/// The family names the display list uses.
enum FontSpecFamilies {
    /// `FontSpec.mainFamily`.
    static let main = "NHS Sans"
}

/// fontconfig calls that take `FcChar8` strings.
enum FontConfigText {
    static func load(file: String, into config: OpaquePointer) -> Bool {
        withFcString(file) { FcConfigParseAndLoad(config, $0, 1) != 0 }
    }

    static func parse(_ xml: String, into config: OpaquePointer) -> Bool {
        withFcString(xml) { FcConfigParseAndLoadFromMemory(config, $0, 1) != 0 }
    }

    static func addFont(_ path: String, to config: OpaquePointer) -> Bool {
        withFcString(path) { FcConfigAppFontAddFile(config, $0) != 0 }
    }

    static func withFcString<T>(_ string: String, _ body: (UnsafePointer<FcChar8>) -> T) -> T {
        string.withCString { pointer in
            pointer.withMemoryRebound(to: FcChar8.self, capacity: string.utf8.count + 1, body)
        }
    }
}
