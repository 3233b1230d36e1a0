extension View {
    /// Sets an environment value for this view and everything inside it.
    public func environment<V: Sendable>(_ keyPath: WritableKeyPath<EnvironmentValues, V> & Sendable, _ value: V) -> some View {
        transformingEnvironment { $0[keyPath: keyPath] = value }
    }

    /// The font of text inside.
    public func font(_ font: Font?) -> some View {
        transformingEnvironment { $0.font = font }
    }

    /// Makes text inside bold.
    public func bold(_ isActive: Bool = true) -> some View {
        transformingEnvironment { $0.isBold = isActive }
    }

    /// The colour of text and shapes inside.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformingEnvironment { if let colour = style as? Color { $0.foregroundColor = colour } }
    }

    /// The colour of text and shapes inside.
    public func foregroundColor(_ color: Color?) -> some View {
        transformingEnvironment { $0.foregroundColor = color }
    }

    /// The tint of buttons inside.
    public func tint(_ color: Color?) -> some View {
        transformingEnvironment { $0.tint = color }
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
