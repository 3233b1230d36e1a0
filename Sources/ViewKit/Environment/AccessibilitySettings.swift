/// The device's display and accessibility settings, as SwiftUI's environment gives them to screen
/// code: `@Environment(\.accessibilityReduceMotion) private var reduceMotion`. Each is off (or
/// standard) unless set: SwiftUI only reads them from the device, while here a test may set them
/// with `environment(_:_:)` to draw the variant a user with that setting sees in its own views. The
/// kit's own views do not change with them (README, deviations).
nonisolated extension EnvironmentValues {
    private nonisolated struct ReduceMotionKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    private nonisolated struct ReduceTransparencyKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    private nonisolated struct DifferentiateWithoutColorKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    private nonisolated struct ShowButtonShapesKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    private nonisolated struct InvertColorsKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    private nonisolated struct VoiceOverEnabledKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    private nonisolated struct SwitchControlEnabledKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    private nonisolated struct DimFlashingLightsKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    private nonisolated struct PlayAnimatedImagesKey: EnvironmentKey {
        static var defaultValue: Bool { true }
    }

    private nonisolated struct LegibilityWeightKey: EnvironmentKey {
        static var defaultValue: LegibilityWeight? { .regular }
    }

    private nonisolated struct ColorSchemeContrastKey: EnvironmentKey {
        static var defaultValue: ColorSchemeContrast { .standard }
    }

    private nonisolated struct VerticalSizeClassKey: EnvironmentKey {
        static var defaultValue: UserInterfaceSizeClass? { .regular }
    }

    /// Reduce Motion is on.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Reduce Transparency is on.
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// Differentiate Without Colour is on.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// Button Shapes is on.
    public var accessibilityShowButtonShapes: Bool {
        get { self[ShowButtonShapesKey.self] }
        set { self[ShowButtonShapesKey.self] = newValue }
    }

    /// Smart or Classic Invert is on.
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }

    /// VoiceOver is running.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverEnabledKey.self] }
        set { self[VoiceOverEnabledKey.self] = newValue }
    }

    /// Switch Control is running.
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[SwitchControlEnabledKey.self] }
        set { self[SwitchControlEnabledKey.self] = newValue }
    }

    /// Dim Flashing Lights is on.
    public var accessibilityDimFlashingLights: Bool {
        get { self[DimFlashingLightsKey.self] }
        set { self[DimFlashingLightsKey.self] = newValue }
    }

    /// Animated images play (on unless the setting turns them off).
    public var accessibilityPlayAnimatedImages: Bool {
        get { self[PlayAnimatedImagesKey.self] }
        set { self[PlayAnimatedImagesKey.self] = newValue }
    }

    /// Bold Text: `.bold` when it is on. Kept; text is not drawn heavier for it.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }

    /// Increase Contrast: `.increased` when it is on. Kept; colours are not changed for it.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// The vertical size class: regular, as every device of the matrix is drawn upright.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}

/// The weight Bold Text asks of text, as SwiftUI's `LegibilityWeight`.
public nonisolated enum LegibilityWeight: Hashable, Sendable, CaseIterable {
    /// Bold Text is off.
    case regular
    /// Bold Text is on.
    case bold
}

/// The contrast of the colour scheme, as SwiftUI's `ColorSchemeContrast`.
public nonisolated enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    /// Increase Contrast is off.
    case standard
    /// Increase Contrast is on.
    case increased
}
