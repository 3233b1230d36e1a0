import Foundation
import SharedValues
import ViewKit

/// One cell of a snapshot matrix: a device, a Dynamic Type size and a colour scheme.
public struct SnapshotConfiguration: Hashable, Sendable, CustomStringConvertible {
    /// The screen.
    public var device: Device
    /// The text size.
    public var dynamicTypeSize: DynamicTypeSize
    /// Light or dark.
    public var colorScheme: ColorScheme
    /// Pixels per point; the device's own unless set.
    public var scale: Int
    /// Reading direction.
    public var layoutDirection: ViewKit.LayoutDirection
    /// Where `Image("name")` looks before the project's photographs, in order (none by default).
    /// Not part of the file stem: the same cell gets the same golden name whatever the sources.
    public var images: [ImageSource]
    /// How the view is put on the page: a component in the screen margins (the default), or a
    /// whole screen. Not part of the file stem.
    public var presentation: SnapshotPresentation

    /// A configuration; the scale defaults to the device's.
    public init(device: Device, dynamicTypeSize: DynamicTypeSize = .large, colorScheme: ColorScheme = .light,
                scale: Int? = nil, layoutDirection: ViewKit.LayoutDirection = .leftToRight, images: [ImageSource] = [],
                presentation: SnapshotPresentation = .component) {
        self.device = device
        self.dynamicTypeSize = dynamicTypeSize
        self.colorScheme = colorScheme
        self.scale = max(1, min(4, scale ?? device.scale))
        self.layoutDirection = layoutDirection
        self.images = images
        self.presentation = presentation
    }

    /// The same cell with `images` searched before the project's photographs.
    public func searchingImages(in images: [ImageSource]) -> SnapshotConfiguration {
        var copy = self
        copy.images = images
        return copy
    }

    /// The stable file-name stem: `<device>-<size>-<scheme>`, for example `iphone16-393-L-light`.
    public var fileStem: String {
        "\(device.id)-\(dynamicTypeSize.shortName)-\(colorScheme.rawValue)"
    }

    /// A human description.
    public var description: String {
        "\(device.name) \(Int(device.width)) pt, \(dynamicTypeSize.shortName), \(colorScheme.rawValue)"
    }
}
