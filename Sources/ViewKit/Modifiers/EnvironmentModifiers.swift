nonisolated extension View {
    /// Sets an environment value for this view and everything inside it.
    public func environment<V: Sendable>(_ keyPath: WritableKeyPath<EnvironmentValues, V> & Sendable, _ value: V) -> some View {
        transformingEnvironment { $0[keyPath: keyPath] = value }
    }

    /// Changes one environment value for the views inside with `transform`, as SwiftUI's
    /// `transformEnvironment(_:transform:)`.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V> & Sendable,
                                        transform: @escaping @Sendable (inout V) -> Void) -> some View {
        transformingEnvironment { transform(&$0[keyPath: keyPath]) }
    }

    /// Sets the Dynamic Type size inside to `size`, whatever the cell's.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        transformingEnvironment { $0.dynamicTypeSize = size }
    }

    /// Keeps the Dynamic Type size inside within `range`: a cell's size outside it is drawn at the
    /// nearest size inside it (`...DynamicTypeSize.xxxLarge` draws the accessibility sizes at
    /// xxxLarge). An empty range changes nothing.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
        return transformingEnvironment { environment in
            guard let smallest = allowed.first, let largest = allowed.last else { return }
            environment.dynamicTypeSize = min(max(environment.dynamicTypeSize, smallest), largest)
        }
    }

    /// The font of text inside.
    public func font(_ font: Font?) -> some View {
        transformingEnvironment { $0.font = font }
    }

    /// Makes text inside bold.
    public func bold(_ isActive: Bool = true) -> some View {
        transformingEnvironment { $0.isBold = isActive }
    }

    /// The style of text, symbols and shapes inside: a colour, a hierarchical level
    /// (`.secondary`), or a gradient (drawn over each view's own frame, through its alpha).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        ForegroundStyledView(content: self, style: style)
    }

    /// The primary and secondary styles inside; the kit paints with the primary one (README).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        ForegroundStyledView(content: self, style: primary)
    }

    /// The primary, secondary and tertiary styles inside; the kit paints with the primary one (README).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                             _ tertiary: S3) -> some View {
        ForegroundStyledView(content: self, style: primary)
    }

    /// The colour of text and shapes inside.
    public func foregroundColor(_ color: Color?) -> some View {
        transformingEnvironment { $0.foregroundColor = color }
    }

    /// The tint of buttons inside.
    public func tint(_ color: Color?) -> some View {
        transformingEnvironment { $0.tint = color }
    }

    /// The accent colour of controls inside, as SwiftUI's older `accentColor(_:)`: the tint.
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }

    /// How multi-line text inside aligns its lines.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        transformingEnvironment { $0.multilineTextAlignment = alignment }
    }

    /// The most lines text inside may use; nil (the default) never truncates.
    public func lineLimit(_ limit: Int?) -> some View {
        transformingEnvironment {
            $0.lineLimit = limit.map { max(1, $0) }
            $0.reservedLineCount = nil
        }
    }
}
