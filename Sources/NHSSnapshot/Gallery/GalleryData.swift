import Foundation
import SnapshotCore

/// The gallery's data, written as `gallery-data.js` (`window.NHS_GALLERY = {…};`) beside
/// `index.html`: a script file, not JSON to fetch, because browsers refuse `fetch` from `file://`.
/// Paths are relative to the output folder, each segment percent-encoded. Keys are sorted, so the
/// same run gives the same bytes.
public struct GalleryData: Codable, Sendable, Equatable {
    /// A device column.
    public struct DeviceColumn: Codable, Sendable, Equatable {
        public var id: String, name: String, width: Int, scale: Int, deviceClass: String
    }
    /// A text-size row.
    public struct SizeRow: Codable, Sendable, Equatable {
        public var id: String, short: String
    }
    /// A contact sheet.
    public struct Sheet: Codable, Sendable, Equatable {
        public var file: String, title: String
    }
    /// One image of a scenario: indices into `devices`, `sizes` and `schemes`, its files and what VoiceOver reads.
    public struct Cell: Codable, Sendable, Equatable {
        public var device: Int, size: Int, scheme: Int
        public var image: String, thumb: String
        public var width: Int, height: Int, thumbWidth: Int, thumbHeight: Int
        public var scale: Int
        public var stem: String
        public var voiceOver: String?
        /// The accessibility overlay (`render --accessibility`), when it exists.
        public var overlay: String?
    }
    /// A scenario and its images.
    public struct ScenarioEntry: Codable, Sendable, Equatable {
        public var component: String, name: String, cells: [Cell]
    }

    /// The page title.
    public var title: String
    /// The matrix's name and description.
    public var matrix: String
    /// Columns, narrowest first.
    public var devices: [DeviceColumn]
    /// Rows, in Dynamic Type order.
    public var sizes: [SizeRow]
    /// `light`, `dark`.
    public var schemes: [String]
    /// The contact sheets that exist.
    public var sheets: [Sheet]
    /// Every scenario with at least one image, in plan order.
    public var scenarios: [ScenarioEntry]

    /// The data of `plan` from the cells recorded and the sheets that exist in `outputFolder`.
    public init(plan: SnapshotPlan, cells: [GalleryCell], outputFolder: URL) {
        title = "NHS App card snapshots"
        matrix = plan.matrix.description
        let devices = plan.matrix.devices, sizes = plan.matrix.sizes.sorted(), schemes = plan.matrix.schemes
        self.devices = devices.map {
            DeviceColumn(id: $0.id, name: $0.name, width: Int($0.width), scale: $0.scale, deviceClass: DeviceClass($0).rawValue)
        }
        self.sizes = sizes.map { SizeRow(id: $0.rawValue, short: $0.shortName) }
        self.schemes = schemes.map(\.rawValue)
        let sheetsFolder = outputFolder.appendingPathComponent(RunOutputFolders.sheets)
        sheets = [nil, AccessibilityOverlayImage.variant].flatMap { plan.contactSheets(variant: $0) { _ in nil } }
            .flatMap { sheet -> [Sheet] in
                // Page 1, 2, … for as long as the pages exist.
                var pages: [Sheet] = []
                while case let name = sheet.fileName(page: pages.count + 1),
                      FileManager.default.fileExists(atPath: sheetsFolder.appendingPathComponent(name).path) {
                    pages.append(Sheet(file: GalleryData.href([RunOutputFolders.sheets, name]), title: sheet.title(page: pages.count + 1)))
                }
                return pages
            }
        var scenarios: [ScenarioEntry] = []
        for cell in cells {
            guard let thumb = cell.thumbnail,
                  let device = devices.firstIndex(of: cell.configuration.device),
                  let size = sizes.firstIndex(of: cell.configuration.dynamicTypeSize),
                  let scheme = schemes.firstIndex(of: cell.configuration.colorScheme) else { continue }
            let entry = Cell(device: device, size: size, scheme: scheme, image: GalleryData.href(cell.path.components()),
                             thumb: GalleryData.href(thumb.split(separator: "/").map(String.init)),
                             width: cell.pixelWidth, height: cell.pixelHeight, thumbWidth: cell.thumbnailWidth,
                             thumbHeight: cell.thumbnailHeight, scale: cell.configuration.scale,
                             stem: cell.path.stem, voiceOver: cell.transcript, overlay: GalleryData.overlay(cell.path, in: outputFolder))
            if let last = scenarios.last, last.component == cell.path.component, last.name == cell.path.scenario {
                scenarios[scenarios.count - 1].cells.append(entry)
            } else {
                scenarios.append(ScenarioEntry(component: cell.path.component, name: cell.path.scenario, cells: [entry]))
            }
        }
        self.scenarios = scenarios
    }

    private static func overlay(_ path: GoldenPath, in outputFolder: URL) -> String? {
        let segments = path.components(variant: AccessibilityOverlayImage.variant)
        // One string, not a URL a segment: this runs for every cell of the gallery.
        let file = ([outputFolder.path] + segments).joined(separator: "/")
        return FileManager.default.fileExists(atPath: file) ? GalleryData.href(segments) : nil
    }

    /// A relative URL from path segments, each percent-encoded.
    public static func href(_ segments: [String]) -> String {
        segments.map { $0.addingPercentEncoding(withAllowedCharacters: unreserved) ?? "" }.joined(separator: "/")
    }

    /// The characters a URL path segment keeps as they are (RFC 3986's unreserved set).
    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// `window.<name> = <value as JSON>;` with sorted keys; `<` is escaped so the text can never end a script element.
    static func script<Value: Encodable>(_ name: String, _ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var json: [UInt8] = []
        let encoded = try encoder.encode(value)
        json.reserveCapacity(encoded.count + 64)
        // Byte by byte: `<` is ASCII and never part of a longer UTF-8 sequence.
        for byte in encoded {
            if byte == UInt8(ascii: "<") { json += Array("\\u003c".utf8) } else { json.append(byte) }
        }
        return "window.\(name) = \(String(decoding: json, as: UTF8.self));\n"
    }

    /// The text of `gallery-data.js`.
    public func script() throws -> String { try GalleryData.script("NHS_GALLERY", self) }
}

/// The folder names used inside an output folder.
public enum RunOutputFolders {
    /// Contact sheets.
    public static let sheets = "sheets"
    /// `verify`'s expected, actual and diff images.
    public static let failures = "failures"
    /// `verify`'s report (html, md, json, junit).
    public static let report = "report"
}
