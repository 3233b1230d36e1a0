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

    /// A section.
    public init(scenario: String, cells: [ContactSheetCell]) {
        self.scenario = scenario
        self.cells = cells
    }
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

    /// A sheet.
    public init(component: String, scheme: ColorScheme, devices: [Device], sizes: [DynamicTypeSize],
                sections: [ContactSheetSection], variant: String? = nil, deviceClass: DeviceClass? = nil) {
        self.component = component
        self.scheme = scheme
        self.devices = devices
        self.sizes = sizes
        self.sections = sections
        self.variant = variant
        self.deviceClass = deviceClass
    }

    /// `<Component>-<scheme>[-<class>].png`, or `…[-<class>].<variant>.png`, sanitised.
    public var fileName: String {
        let stem = component + "-" + scheme.rawValue + (deviceClass.map { "-" + $0.fileName } ?? "")
        return PathSegment.sanitise(stem) + (variant.map { "." + PathSegment.sanitise($0) } ?? "") + ".png"
    }

    /// The sheet's title: `CampaignCard — dark — phones`, with `— accessibility` for the overlays.
    public var title: String {
        "\(component) — \(scheme.rawValue)" + (deviceClass.map { " — \($0.rawValue)" } ?? "")
            + (variant == AccessibilityOverlayImage.variant ? " — accessibility" : "")
    }
}
