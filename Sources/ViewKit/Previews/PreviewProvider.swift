import Foundation

/// A type that produces views for Xcode's canvas, as SwiftUI's `PreviewProvider`. Its previews
/// are views like any other: `assertSnapshot(of: MyCard_Previews.previews)` draws them. The
/// `#Preview` macro is not provided (the kit has no macros): a file that uses it needs the block
/// removed or written as a `PreviewProvider`.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The previews' view.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on; nil for the one the target builds for.
    static var platform: PreviewPlatform? { get }
}

nonisolated extension PreviewProvider {
    /// The target's own platform.
    public static var platform: PreviewPlatform? { nil }
}

/// A platform a preview is shown on, as SwiftUI's `PreviewPlatform`.
public nonisolated enum PreviewPlatform: Sendable {
    /// iPhone and iPad.
    case iOS
    /// The Mac.
    case macOS
    /// Apple TV.
    case tvOS
    /// Apple Watch.
    case watchOS
}

/// A device a preview is shown on, as SwiftUI's `PreviewDevice`: a name such as "iPhone 16".
public nonisolated struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    /// The device's name.
    public let rawValue: String
    /// The device named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The device named by the literal.
    public init(stringLiteral value: String) { rawValue = value }
}

/// How a preview is sized, as SwiftUI's `PreviewLayout`.
public nonisolated enum PreviewLayout: Sendable {
    /// On the whole device.
    case device
    /// As big as the view needs.
    case sizeThatFits
    /// In a box of `width` by `height` points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// Which way up a preview's device is, as SwiftUI's `InterfaceOrientation`.
public nonisolated struct InterfaceOrientation: Hashable, Sendable {
    private let name: String
    /// Upright.
    public static let portrait = InterfaceOrientation(name: "portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    /// Turned with its top to the left.
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    /// Turned with its top to the right.
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}

nonisolated extension View {
    /// Names the preview in Xcode's canvas; changes nothing drawn.
    public func previewDisplayName(_ value: String?) -> some View { self }

    /// Picks the device for Xcode's canvas; changes nothing drawn (a snapshot's device is its
    /// configuration's).
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }

    /// Sizes the preview in Xcode's canvas; changes nothing drawn.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }

    /// Turns the preview's device in Xcode's canvas; changes nothing drawn.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }

}
