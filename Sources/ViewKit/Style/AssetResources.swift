import Foundation

/// An image in an asset catalog, as Xcode's generated asset symbols name it (`ImageResource`, from
/// DeveloperToolsSupport): `Image(.welcomeBadge)`. The package's `NHSAssetSymbols` build plugin
/// writes those symbols for a target's `.xcassets` catalogs, as Xcode does.
public nonisolated struct ImageResource: Hashable, Sendable {
    /// The image set's name in its catalog.
    public let name: String
    /// The bundle whose resources hold the catalog.
    public let bundle: Bundle

    /// The image set `name` in `bundle`'s resources.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// A colour in an asset catalog, as Xcode's generated asset symbols name it (`ColorResource`):
/// `Color(.brandAccent)`, or `.brandAccent` where a colour or shape style goes.
public nonisolated struct ColorResource: Hashable, Sendable {
    /// The colour set's name in its catalog.
    public let name: String
    /// The bundle whose resources hold the catalog.
    public let bundle: Bundle

    /// The colour set `name` in `bundle`'s resources.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

nonisolated extension Image {
    /// The catalog's image `resource`, found as `Image(_:bundle:)` finds its name.
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

nonisolated extension Color {
    /// The catalog's colour `resource`, read as `Color(_:bundle:)` reads its name.
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

nonisolated extension UIImage {
    /// The catalog's image `resource`, as UIKit's `UIImage(resource:)`.
    public convenience init(resource: ImageResource) {
        self.init(named: resource.name, in: resource.bundle, with: nil)!
    }
}

nonisolated extension UIColor {
    /// The catalog's colour `resource`, as UIKit's `UIColor(resource:)`.
    public init(resource: ColorResource) {
        self.init(Color(resource))
    }
}
