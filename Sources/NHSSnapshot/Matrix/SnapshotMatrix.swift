import Foundation
import ViewKit

/// A named set of matrix cells: every combination of its devices, Dynamic Type sizes and colour schemes.
public struct SnapshotMatrix: Hashable, Sendable, CustomStringConvertible {
    /// The name used on the command line: `full`, `golden` or `quick` for the built-in ones.
    public let name: String
    /// The screens, in the order given.
    public let devices: [Device]
    /// The text sizes, in the order given.
    public let sizes: [DynamicTypeSize]
    /// The colour schemes, in the order given.
    public let schemes: [ColorScheme]
    /// Pixels per point for every cell, or `nil` for each device's own scale.
    public let scale: Int?
    /// The cells, when the matrix is a chosen list rather than every combination of its axes.
    private let chosenCells: [SnapshotConfiguration]?

    /// A matrix of every combination of the three axes, at `scale` (default: each device's own).
    public init(name: String, devices: [Device], sizes: [DynamicTypeSize], schemes: [ColorScheme], scale: Int? = nil) {
        self.name = name
        self.devices = devices
        self.sizes = sizes
        self.schemes = schemes
        self.scale = scale
        self.chosenCells = nil
    }

    /// A matrix of exactly `cells`, in that order; its axes are the devices, sizes and schemes
    /// they use. For groups of goldens that cover a few chosen cells, not every combination.
    public init(name: String, cells: [SnapshotConfiguration]) {
        self.name = name
        func unique<T: Equatable>(_ values: [T]) -> [T] {
            values.reduce(into: []) { found, value in if !found.contains(value) { found.append(value) } }
        }
        devices = unique(cells.map(\.device))
        sizes = unique(cells.map(\.dynamicTypeSize))
        schemes = unique(cells.map(\.colorScheme))
        let scales = unique(cells.map(\.scale))
        scale = scales.count == 1 ? scales[0] : nil
        chosenCells = cells
    }

    /// Every cell, device-major, then size, then scheme (or the chosen cells, in their order).
    public var configurations: [SnapshotConfiguration] {
        if let chosenCells { return chosenCells }
        return devices.flatMap { device in
            sizes.flatMap { size in
                schemes.map { SnapshotConfiguration(device: device, dynamicTypeSize: size, colorScheme: $0, scale: scale) }
            }
        }
    }

    /// The number of cells.
    public var count: Int { chosenCells?.count ?? devices.count * sizes.count * schemes.count }

    /// The name and axis sizes, for example `golden (3 devices × 3 sizes × 2 schemes = 18 cells, @1x)`.
    public var description: String {
        if chosenCells != nil { return "\(name) (\(count) chosen cells" + (scale.map { ", @\($0)x)" } ?? ")") }
        return "\(name) (\(devices.count) devices × \(sizes.count) sizes × \(schemes.count) schemes = \(count) cells"
            + (scale.map { ", @\($0)x)" } ?? ")")
    }

    /// Every device preset × all twelve Dynamic Type sizes × light and dark: 168 cells.
    public static let full = SnapshotMatrix(
        name: "full", devices: Device.presets, sizes: DynamicTypeSize.allCases, schemes: ColorScheme.allCases)

    /// The committed goldens: the narrowest phone, the common phone and the widest iPad (320, 393 and
    /// 1032 pt) × the default, the largest standard and the largest accessibility size × light and dark.
    /// 18 cells a scenario: the extremes where layouts break, and the size most people use.
    /// Drawn at 1 pixel per point: at the devices' own 2x/3x the photos alone put `Snapshots/` over
    /// 150 MB; at 1x every layout, colour and wrapping change still shows, in about a fifth of the bytes.
    /// `full` renders (not committed) keep each device's own scale for design review.
    public static let golden = SnapshotMatrix(
        name: "golden", devices: [.iPhoneSE1, .iPhone16, .iPadPro13],
        sizes: [.large, .xxxLarge, .accessibility5], schemes: ColorScheme.allCases, scale: 1)

    /// A handful of cells for local iteration: the common phone at the default and the largest
    /// accessibility size, light and dark (4 cells).
    public static let quick = SnapshotMatrix(
        name: "quick", devices: [.iPhone16], sizes: [.large, .accessibility5], schemes: [.light, .dark])

    /// The built-in matrices, by name.
    public static let builtIn: [SnapshotMatrix] = [.full, .golden, .quick]

    /// Finds a built-in matrix by name, ignoring case.
    public static func named(_ name: String) -> SnapshotMatrix? {
        builtIn.first { $0.name == name.lowercased() }
    }
}
