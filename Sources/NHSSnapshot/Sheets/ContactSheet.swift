import Foundation
import SnapshotCore
import ViewKit

/// One image on a contact sheet: a matrix cell and the file it was rendered to, if any.
public struct ContactSheetCell: Sendable {
    /// The cell's device, size and scheme.
    public let configuration: SnapshotConfiguration
    /// The PNG file, relative to the sheet's image folder, or `nil` when the cell has no image.
    public let imagePath: String?
    /// The image's size in pixels, when it exists.
    public let pixelSize: CGSize?

    /// A cell.
    public init(configuration: SnapshotConfiguration, imagePath: String?, pixelSize: CGSize?) {
        self.configuration = configuration
        self.imagePath = imagePath
        self.pixelSize = pixelSize
    }

    /// The image's size on the sheet at `thumbnailScale`, or `nil` without an image.
    func thumbnailSize(thumbnailScale: CGFloat) -> CGSize? {
        guard let pixelSize else { return nil }
        let factor = thumbnailScale / CGFloat(configuration.scale)
        return CGSize(width: pixelSize.width * factor, height: pixelSize.height * factor)
    }
}

/// One scenario's grid on a sheet.
public struct ContactSheetSection: Sendable {
    /// The scenario's name, shown as the heading.
    public let scenario: String
    /// Its cells, any order.
    public let cells: [ContactSheetCell]
    /// The text sizes it shows, in order, or nil for all of the sheet's (a part of a scenario too
    /// tall for one page shows some of them).
    public let rows: [DynamicTypeSize]?
    /// True for the second and later parts of a scenario split across pages: its heading says so.
    public let continued: Bool

    /// A section.
    public init(scenario: String, cells: [ContactSheetCell], rows: [DynamicTypeSize]? = nil, continued: Bool = false) {
        self.scenario = scenario
        self.cells = cells
        self.rows = rows
        self.continued = continued
    }

    /// The heading: the scenario's name, with `(continued)` on later parts.
    public var heading: String { continued ? scenario + " (continued)" : scenario }
}

/// A design-review sheet: one component in one colour scheme, each scenario a grid of
/// devices (columns) × Dynamic Type sizes (rows).
public struct ContactSheet: Sendable {
    /// The component's name.
    public let component: String
    /// The scheme every cell shares.
    public let scheme: ColorScheme
    /// Column order.
    public let devices: [Device]
    /// Row order.
    public let sizes: [DynamicTypeSize]
    /// One grid per scenario, in order.
    public let sections: [ContactSheetSection]
    /// Which image of each cell the sheet shows: nil for the render, `a11y` for its accessibility overlay.
    public let variant: String?
    /// The kind of screen every column is, when the sheet holds one kind only.
    public let deviceClass: DeviceClass?
    /// The page number, from 1: a sheet too tall for one page is split (`ContactSheetPaginator`).
    public let page: Int

    /// A sheet.
    public init(component: String, scheme: ColorScheme, devices: [Device], sizes: [DynamicTypeSize],
                sections: [ContactSheetSection], variant: String? = nil, deviceClass: DeviceClass? = nil, page: Int = 1) {
        self.component = component
        self.scheme = scheme
        self.devices = devices
        self.sizes = sizes
        self.sections = sections
        self.variant = variant
        self.deviceClass = deviceClass
        self.page = max(1, page)
    }

    /// The same sheet holding `sections` as page `page`.
    public func page(_ page: Int, sections: [ContactSheetSection]) -> ContactSheet {
        ContactSheet(component: component, scheme: scheme, devices: devices, sizes: sizes, sections: sections,
                     variant: variant, deviceClass: deviceClass, page: page)
    }

    /// `<Component>-<scheme>[-<class>][-page<N>].png`, or `….<variant>.png`, sanitised; the first
    /// page has no page number, so a sheet that fits one page keeps its plain name.
    public var fileName: String { fileName(page: page) }

    /// The file name of page `page` of this sheet.
    public func fileName(page: Int) -> String {
        let stem = component + "-" + scheme.rawValue + (deviceClass.map { "-" + $0.fileName } ?? "")
            + (page > 1 ? "-page\(page)" : "")
        return PathSegment.sanitise(stem) + (variant.map { "." + PathSegment.sanitise($0) } ?? "") + ".png"
    }

    /// The sheet's title: `CampaignCard — dark — phones`, with `— accessibility` for the overlays
    /// and `— page 2` on later pages.
    public var title: String { title(page: page) }

    /// The title of page `page` of this sheet.
    public func title(page: Int) -> String {
        "\(component) — \(scheme.rawValue)" + (deviceClass.map { " — \($0.rawValue)" } ?? "")
            + (variant == AccessibilityOverlayImage.variant ? " — accessibility" : "")
            + (page > 1 ? " — page \(page)" : "")
    }
}
