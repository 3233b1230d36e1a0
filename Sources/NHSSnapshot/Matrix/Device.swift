import Foundation
import ViewKit

/// A screen to render on: its portrait width in points, scale and horizontal size class.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// A stable identifier used in file names, for example `iphone16`.
    public let id: String
    /// A human name, for example "iPhone 16".
    public let name: String
    /// Portrait width in points.
    public let width: CGFloat
    /// Portrait height in points (informational; snapshots take their content's height).
    public let height: CGFloat
    /// Pixels per point.
    public let scale: Int
    /// The horizontal size class full-screen apps get.
    public let horizontalSizeClass: UserInterfaceSizeClass

    /// A device preset.
    public init(id: String, name: String, width: CGFloat, height: CGFloat, scale: Int,
                horizontalSizeClass: UserInterfaceSizeClass) {
        self.id = id
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
        self.horizontalSizeClass = horizontalSizeClass
    }

    /// The name and width.
    public var description: String { "\(name) (\(Int(width)) pt @\(scale)x)" }

    /// The 320 pt floor (iPhone SE 1st generation; also the WCAG reflow width).
    public static let iPhoneSE1 = Device(id: "iphone-se1-320", name: "iPhone SE (1st gen)", width: 320, height: 568,
                                         scale: 2, horizontalSizeClass: .compact)
    /// iPhone SE (2nd/3rd generation), 375 pt @2x.
    public static let iPhoneSE = Device(id: "iphone-se-375", name: "iPhone SE", width: 375, height: 667, scale: 2,
                                        horizontalSizeClass: .compact)
    /// iPhone 16, 393 pt @3x.
    public static let iPhone16 = Device(id: "iphone16-393", name: "iPhone 16", width: 393, height: 852, scale: 3,
                                        horizontalSizeClass: .compact)
    /// iPhone 16 Pro Max, 440 pt @3x.
    public static let iPhone16ProMax = Device(id: "iphone16promax-440", name: "iPhone 16 Pro Max", width: 440,
                                              height: 956, scale: 3, horizontalSizeClass: .compact)
    /// iPad mini (6th/7th generation), 744 pt @2x.
    public static let iPadMini = Device(id: "ipadmini-744", name: "iPad mini", width: 744, height: 1133, scale: 2,
                                        horizontalSizeClass: .regular)
    /// iPad (10th generation) / iPad Air 11", 820 pt @2x.
    public static let iPad = Device(id: "ipad-820", name: "iPad", width: 820, height: 1180, scale: 2,
                                    horizontalSizeClass: .regular)
    /// iPad Pro 13" (M4), 1032 pt @2x.
    public static let iPadPro13 = Device(id: "ipadpro13-1032", name: "iPad Pro 13\"", width: 1032, height: 1376,
                                         scale: 2, horizontalSizeClass: .regular)

    /// Every preset, narrowest first.
    public static let presets: [Device] = [.iPhoneSE1, .iPhoneSE, .iPhone16, .iPhone16ProMax, .iPadMini, .iPad, .iPadPro13]

    /// Finds a preset by its id, ignoring case, or by its width in points ("393").
    public static func preset(named name: String) -> Device? {
        let lowered = name.lowercased()
        return presets.first { $0.id == lowered || String(Int($0.width)) == lowered }
    }
}
