import Foundation

/// The older name of a Dynamic Type size, as SwiftUI's `ContentSizeCategory`; read and set through
/// `EnvironmentValues.sizeCategory`, which stands for `dynamicTypeSize`.
public nonisolated enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
    /// xSmall.
    case extraSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, the default.
    case large
    /// xLarge.
    case extraLarge
    /// xxLarge.
    case extraExtraLarge
    /// xxxLarge.
    case extraExtraExtraLarge
    /// AX1.
    case accessibilityMedium
    /// AX2.
    case accessibilityLarge
    /// AX3.
    case accessibilityExtraLarge
    /// AX4.
    case accessibilityExtraExtraLarge
    /// AX5.
    case accessibilityExtraExtraExtraLarge

    /// The category of `size`.
    public init(_ size: DynamicTypeSize) {
        self = ContentSizeCategory.allCases[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
    }

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { DynamicTypeSize(self).isAccessibilitySize }
}

nonisolated extension DynamicTypeSize {
    /// The size a category names.
    public init(_ category: ContentSizeCategory) {
        self = DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: category) ?? 3]
    }
}

nonisolated extension EnvironmentValues {
    /// The Dynamic Type size under its older name, as SwiftUI keeps it (deprecated there in
    /// favour of `dynamicTypeSize`, which it reads and writes).
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }
}
