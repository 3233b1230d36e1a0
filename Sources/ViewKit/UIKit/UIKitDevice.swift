import Foundation

/// The device a cell is rendered for, as UIKit's `UIDevice.current` and `UIScreen.main` report
/// it (`UIKitTraits`: read from the body being evaluated).

/// Phone or pad, as UIKit's `UIUserInterfaceIdiom`.
public nonisolated enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not given.
    case unspecified = -1
    /// An iPhone.
    case phone
    /// An iPad.
    case pad
    /// Apple TV.
    case tv
    /// CarPlay.
    case carPlay
    /// A Mac.
    case mac = 5
    /// Vision Pro.
    case vision
}

/// The device, as UIKit's `UIDevice`: an iPad where the cell is regular width, an iPhone otherwise.
public final nonisolated class UIDevice: Sendable {
    /// The device of the body being evaluated.
    public static var current: UIDevice { UIDevice() }

    private let isPad: Bool

    private init() {
        isPad = EnvironmentValues.current.horizontalSizeClass == .regular
    }

    /// `.pad` for the iPads of the matrix, `.phone` for the iPhones.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { isPad ? .pad : .phone }
    /// "iPad" or "iPhone".
    public var model: String { isPad ? "iPad" : "iPhone" }
    /// The same as `model` (a device's own name is private to it).
    public var localizedModel: String { model }
    /// The same as `model`.
    public var name: String { model }
    /// "iPadOS" or "iOS".
    public var systemName: String { isPad ? "iPadOS" : "iOS" }
    /// The iOS version the kit's look follows. [I]
    public var systemVersion: String { "18.0" }
}

/// The screen, as UIKit's `UIScreen.main`: the cell's device size in points and its scale.
public final nonisolated class UIScreen: Sendable {
    /// The screen of the body being evaluated.
    public static var main: UIScreen { UIScreen() }

    /// The device's size in points, at the origin (the page's width and the device's height;
    /// 393 × 852, the iPhone 16's, outside a body).
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat

    private init() {
        let environment = EnvironmentValues.current
        let size = environment.containerSize
        bounds = CGRect(x: 0, y: 0, width: size.width ?? UIScreen.defaultSize.width, height: size.height ?? UIScreen.defaultSize.height)
        scale = CGFloat(environment.displayScale)
    }

    /// The bounds in pixels.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    /// The same as `scale`.
    public var nativeScale: CGFloat { scale }

    /// The size reported outside a body: the iPhone 16's.
    static let defaultSize = CGSize(width: 393, height: 852)
}
