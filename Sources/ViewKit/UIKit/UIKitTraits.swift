import Foundation

/// UIKit's names for what a screen is drawn in, for screen code that reads them through
/// `import SwiftUI` on iOS: each reads the environment of the view whose body is being evaluated
/// (`EnvironmentValues.current`: the cell being rendered), and the kit's defaults (light, Large,
/// compact, 2x, iPhone 16) outside a body.

/// UIKit's Dynamic Type size names, as `UIContentSizeCategory`.
public nonisolated struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// UIKit's raw value (`UICTContentSizeCategoryL`...).
    public let rawValue: String
    /// A category from UIKit's raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// UIKit's `unspecified`.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// UIKit's `extraSmall`.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// UIKit's `small`.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// UIKit's `medium`.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// UIKit's `large`.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// UIKit's `extraLarge`.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// UIKit's `extraExtraLarge`.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// UIKit's `extraExtraExtraLarge`.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// UIKit's `accessibilityMedium`.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// UIKit's `accessibilityLarge`.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// UIKit's `accessibilityExtraLarge`.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// UIKit's `accessibilityExtraExtraLarge`.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// UIKit's `accessibilityExtraExtraExtraLarge`.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Smallest to largest, as `DynamicTypeSize` orders them.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The category of a Dynamic Type size.
    public init(_ dynamicTypeSize: DynamicTypeSize) {
        self = UIContentSizeCategory.ordered[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3]
    }

    /// One of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { (UIContentSizeCategory.ordered.firstIndex(of: self) ?? 0) >= 7 }

    /// Smaller first (`unspecified` before all).
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (ordered.firstIndex(of: lhs) ?? -1) < (ordered.firstIndex(of: rhs) ?? -1)
    }
}

nonisolated extension DynamicTypeSize {
    /// The size of a UIKit category, as SwiftUI's `init?(_:)` (nil for `unspecified`).
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let index = UIContentSizeCategory.ordered.firstIndex(of: uiSizeCategory) else { return nil }
        self = DynamicTypeSize.allCases[index]
    }
}

/// Light or dark, as UIKit's `UIUserInterfaceStyle`.
public nonisolated enum UIUserInterfaceStyle: Int, Sendable {
    /// Not given.
    case unspecified
    /// Light.
    case light
    /// Dark.
    case dark
}

/// Compact or regular, as UIKit's `UIUserInterfaceSizeClass`.
public nonisolated enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not given.
    case unspecified
    /// Narrow: iPhones.
    case compact
    /// Wide: iPads.
    case regular
}

/// The traits of the cell being rendered, as UIKit's `UITraitCollection.current`.
public final nonisolated class UITraitCollection: Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The Dynamic Type size.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Compact on phones, regular on iPads.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point.
    public let displayScale: CGFloat

    init(_ environment: EnvironmentValues) {
        userInterfaceStyle = environment.colorScheme == .dark ? .dark : .light
        preferredContentSizeCategory = UIContentSizeCategory(environment.dynamicTypeSize)
        horizontalSizeClass = environment.horizontalSizeClass == .regular ? .regular : .compact
        displayScale = CGFloat(environment.displayScale)
    }

    /// The traits of the body being evaluated (the kit's defaults outside one).
    public static var current: UITraitCollection { UITraitCollection(EnvironmentValues.current) }
}
