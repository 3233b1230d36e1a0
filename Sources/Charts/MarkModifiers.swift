import Foundation
import ViewKit

nonisolated extension ChartContent {
    /// Paints the marks with `style` (the chart's accent colour unless set).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        edited({ $0.style = AnyShapeStyle(style) }, asView: { AnyView(PlainView($0).foregroundStyle(style)) })
    }

    /// Colours the marks by `value`: each different value takes the next colour of the chart's
    /// palette (or of `chartForegroundStyleScale`), and the legend lists them.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        edited { $0.styleGroup = value.plotted }
    }

    /// Draws the points with `symbol`.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        edited { mark in
            if let basic = symbol as? BasicChartSymbolShape {
                mark.symbol = basic
            } else {
                mark.symbolView = AnyView(symbol)
                mark.symbolViewIsShape = true
            }
        }
    }

    /// Draws the points with `symbol`, a view of your own.
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        let view = AnyView(symbol())
        return edited { $0.symbolView = view }
    }

    /// Gives the points a shape by `value`: each different value takes the next shape.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        edited { $0.symbolGroup = value.plotted }
    }

    /// The points' symbols cover `area` square points.
    public func symbolSize(_ area: CGFloat) -> some ChartContent {
        edited { $0.symbolSize = max(0, area) }
    }

    /// The points' symbols are `size` (their area is its width times its height).
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        edited { $0.symbolSize = max(0, size.width * size.height) }
    }

    /// Sizes the points by `value`: a number's symbol grows with it, from the smallest to the
    /// largest area the chart gives (`ChartMetrics.symbolAreas`); other values take those areas in turn.
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        edited { $0.symbolSizeGroup = value.plotted }
    }

    /// Dashes the lines by `value`: each different value takes the next dash pattern (`ChartMetrics.dashes`).
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        edited { $0.lineStyleGroup = value.plotted }
    }

    /// Bars of one category side by side, by `value`, rather than stacked.
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        edited { $0.positionGroup = value.plotted }
    }

    /// Strokes lines and rules with `style`.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        edited { $0.lineStyle = style }
    }

    /// Joins a line's (or an area's) points with `method`.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        edited { $0.interpolation = method }
    }

    /// Draws the marks at `opacity`.
    public func opacity(_ opacity: Double) -> some ChartContent {
        edited({ $0.opacity *= min(1, max(0, opacity)) }, asView: { AnyView(PlainView($0).opacity(opacity)) })
    }

    /// Moves the marks `x` points across and `y` down from where their values put them.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        edited({ mark in
            mark.offset.width += x
            mark.offset.height += y
        }, asView: { AnyView(PlainView($0).offset(x: x, y: y)) })
    }

    /// Moves the marks by `offset` from where their values put them.
    public func offset(_ offset: CGSize) -> some ChartContent {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Rounds the corners of bars and rectangles by `radius`.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> some ChartContent {
        edited({ $0.cornerRadius = max(0, radius) }, asView: { AnyView(PlainView($0).clipShape(RoundedRectangle(cornerRadius: radius, style: style))) })
    }

    /// Places `content` about each mark at `position`, aligned by `alignment`, `spacing` away.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    @ViewBuilder content: () -> C) -> some ChartContent {
        let annotation = MarkAnnotation(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
        return edited { $0.annotations.append(annotation) }
    }

    /// Places `content` about each mark; `overflowResolution` is kept (annotations are never moved here).
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    overflowResolution: AnnotationOverflowResolution,
                                    @ViewBuilder content: () -> C) -> some ChartContent {
        annotation(position: position, alignment: alignment, spacing: spacing, content: content)
    }

    /// What VoiceOver reads for each mark in place of its values.
    public func accessibilityLabel(_ label: Text) -> some ChartContent {
        edited({ $0.accessibilityLabel = label.content }, asView: { AnyView(PlainView($0).accessibilityLabel(label)) })
    }

    /// What VoiceOver reads for each mark in place of its values.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent {
        let text = String(label)
        return edited({ $0.accessibilityLabel = text }, asView: { AnyView(PlainView($0).accessibilityLabel(text)) })
    }

    /// What VoiceOver reads for each mark after its label.
    public func accessibilityValue(_ value: Text) -> some ChartContent {
        edited({ $0.accessibilityValue = value.content }, asView: { AnyView(PlainView($0).accessibilityValue(value)) })
    }

    /// What VoiceOver reads for each mark after its label.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent {
        let text = String(value)
        return edited({ $0.accessibilityValue = text }, asView: { AnyView(PlainView($0).accessibilityValue(text)) })
    }

    /// Draws the marks over those of a lower z-index and under those of a higher one (0 unless
    /// set; marks of the same z-index in the order they are declared).
    public func zIndex(_ value: Double) -> some ChartContent {
        edited({ $0.zIndex = value.isFinite ? value : 0 }, asView: { AnyView(PlainView($0).zIndex(value)) })
    }

    /// Cuts bars and rectangles to `shape`, fitted to each one's rectangle.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some ChartContent {
        let clip = AnyShape(shape)
        return edited({ $0.clipShape = clip }, asView: { AnyView(PlainView($0).clipShape(shape, style: style)) })
    }

    /// Hides the marks from VoiceOver when `hidden`.
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent {
        edited({ $0.accessibilityHidden = hidden }, asView: { AnyView(PlainView($0).accessibilityHidden(hidden)) })
    }
}
