import Foundation

/// The SwiftUI view drawn for a UIKit view a representable made. The kit's `UILabel` and
/// `UITextView` are their text (a text view inset as UIKit insets it), `UIImageView` its image,
/// `UIActivityIndicatorView` a spinner, a plain `UIView` with nothing inside its background colour;
/// each with the view's background colour, alpha, hidden state and accessibility label. Any other
/// view is a placeholder: a grey box with a dashed edge, named by its class when the name fits,
/// marked for the `uikit-view-not-drawn` audit.
@MainActor
enum UIKitStandIn {
    /// UIKit's text view insets: 8 pt above and below its text, 5 pt either side of a line.
    static let textViewInsets = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)
    /// The placeholder's edge: 1 pt, dashed 4 on 4.
    static let placeholderEdge = StrokeStyle(lineWidth: 1, dash: [4, 4])

    static func view(for view: UIView, name: String?, detail: String?, drawsPlainView: Bool, owner: String) -> AnyView {
        guard let drawn = drawn(view, drawsPlainView: drawsPlainView) else {
            return placeholder(name ?? "\(type(of: view))", detail: detail, owner: owner, view: view)
        }
        var result = AnyView(drawn.background(view.backgroundColor.map { Color(uiColor: $0) } ?? Color.clear))
        if view.alpha < 1 { result = AnyView(result.opacity(Double(max(0, view.alpha)))) }
        if view.isHidden { result = AnyView(result.hidden()) }
        if let label = view.accessibilityLabel { result = AnyView(result.accessibilityElement(children: .ignore).accessibilityLabel(label)) }
        return result
    }

    /// The view as a SwiftUI view, when the kit can draw it.
    private static func drawn(_ view: UIView, drawsPlainView: Bool) -> AnyView? {
        switch view {
        case let label as UILabel:
            return AnyView(text(label.text ?? "", font: label.font, color: label.textColor, alignment: label.textAlignment)
                .lineLimit(label.numberOfLines > 0 ? label.numberOfLines : nil))
        case let textView as UITextView:
            return AnyView(text(textView.text ?? "", font: textView.font, color: textView.textColor, alignment: textView.textAlignment)
                .padding(textViewInsets))
        case let imageView as UIImageView:
            guard let image = imageView.image else { return AnyView(Color.clear) }
            return AnyView(Image(uiImage: image).resizable())
        case let indicator as UIActivityIndicatorView:
            let spinner = ProgressView().controlSize(indicator.style == .large ? .large : .regular)
                .tint(indicator.color.map { Color(uiColor: $0) })
            return AnyView(spinner.opacity(indicator.hidesWhenStopped && !indicator.isAnimating ? 0 : 1))
        default:
            guard drawsPlainView, type(of: view) == UIView.self, view.subviews.isEmpty else { return nil }
            return AnyView(Color.clear.frame(idealWidth: ideal(view).width, idealHeight: ideal(view).height))
        }
    }

    private static func text(_ string: String, font: UIFont?, color: UIColor?, alignment: NSTextAlignment) -> some View {
        let (lines, frame): (TextAlignment, Alignment) = switch alignment {
        case .center: (.center, .center)
        case .right: (.trailing, .trailing)
        case .left, .justified, .natural: (.leading, .leading)
        }
        return Text(string)
            .font(font.map { Font($0) } ?? .body)
            .foregroundColor(color.map { Color(uiColor: $0) } ?? .primary)
            .multilineTextAlignment(lines)
            .frame(maxWidth: .infinity, alignment: frame)
    }

    /// The size where none is offered: the intrinsic size, or 10 pt on an axis without one.
    private static func ideal(_ view: UIView) -> CGSize {
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: intrinsic.width >= 0 ? intrinsic.width : 10, height: intrinsic.height >= 0 ? intrinsic.height : 10)
    }

    /// A grey box with a dashed edge, its class's name inside (and `detail` under it) when they
    /// fit on a line each; never truncated or broken.
    private static func placeholder(_ name: String, detail: String?, owner: String, view: UIView) -> AnyView {
        let ideal = ideal(view)
        let box = ZStack {
            Rectangle().fill(Color(uiColor: .secondarySystemBackground))
            Rectangle().strokeBorder(Color(uiColor: .separator), style: placeholderEdge)
            ViewThatFits {
                if let detail {
                    VStack(spacing: 2) {
                        Text(name).font(.caption)
                        Text(detail).font(.caption2)
                    }
                    .padding(4)
                }
                Text(name).font(.caption).padding(4)
                Color.clear
            }
            .foregroundColor(.primary)
        }
        .frame(idealWidth: ideal.width, idealHeight: ideal.height)
        .componentAnnotation(UIKitViewAnnotation.component, [UIKitViewAnnotation.name: name, UIKitViewAnnotation.owner: owner])
        if let label = view.accessibilityLabel {
            return AnyView(box.accessibilityElement(children: .ignore).accessibilityLabel(label))
        }
        return AnyView(box.accessibilityHidden(true))
    }
}

/// The annotation left around a UIKit view drawn as a placeholder; Drawing's
/// `ComponentAnnotation.UndrawnUIKitView` spells the same keys for the audits.
public nonisolated enum UIKitViewAnnotation {
    /// The annotation name.
    public static let component = "UIKitView"
    /// Property: the UIKit class's name.
    public static let name = "name"
    /// Property: the representable's type.
    public static let owner = "owner"
}

/// A UIKit stand-in that says more on its placeholder than its class's name (a web view's address).
@MainActor
package protocol PlaceholderDescribing {
    /// A line under the name, or nil.
    var placeholderDetail: String? { get }
}
