import Foundation

/// Children one above the other.
public nonisolated struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A vertical stack; `spacing` nil uses the default gap of 8 points.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        [.vstack(alignment: alignment, spacing: spacing, resolveView(content, in: environment))]
    }
}

/// Children side by side, in reading order.
public nonisolated struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A horizontal stack; `spacing` nil uses the default gap of 8 points.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        [.layout(AnyLayout(HStackLayout(alignment: alignment, spacing: spacing)),
                 children: resolveView(content, in: environment))]
    }
}

/// Children on top of each other, later ones in front.
public nonisolated struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content

    /// A depth stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        [.layout(AnyLayout(ZStackLayout(alignment: alignment)), children: resolveView(content, in: environment))]
    }
}

/// Flexible space that grows along its stack's axis.
public nonisolated struct Spacer: View, PrimitiveView {
    let minLength: CGFloat?

    /// A spacer at least `minLength` long (the stack's spacing when nil).
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { [.spacer(minLength: minLength)] }
}

/// A thin rule across its stack: horizontal in a vertical stack, vertical in a horizontal one.
public nonisolated struct Divider: View, PrimitiveView {
    /// A divider in the current foreground colour, or the system separator colour.
    public init() {}

    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let colour = environment.resolve(environment.dividerColor)
        var hidden = AccessibilitySpec()
        hidden.isHidden = true
        return [.accessibility(hidden, .divider(color: colour, thickness: environment.dividerThickness))]
    }
}

nonisolated extension EnvironmentValues {
    private nonisolated struct DividerColorKey: EnvironmentKey {
        static var defaultValue: Color { Color(light: .init(hex: 0x3c3c43, opacity: 0.29), dark: .init(hex: 0x545458, opacity: 0.6)) }
    }
    private nonisolated struct DividerThicknessKey: EnvironmentKey {
        static var defaultValue: CGFloat { 1 }
    }

    /// The colour dividers use.
    public var dividerColor: Color {
        get { self[DividerColorKey.self] }
        set { self[DividerColorKey.self] = newValue }
    }

    /// The thickness of dividers, in points.
    public var dividerThickness: CGFloat {
        get { self[DividerThicknessKey.self] }
        set { self[DividerThicknessKey.self] = newValue }
    }
}
