import Foundation

/// A stand-in for UIKit's `UIView`, so the views a `UIViewRepresentable` makes compile: it keeps
/// what code sets on it (frame, colours, alpha, subviews, accessibility label) and nothing is
/// drawn from a view of your own (a placeholder box stands in, with an audit warning). The kit's
/// subclasses `UILabel`, `UITextView`, `UIImageView` and `UIActivityIndicatorView` are drawn as
/// the SwiftUI views they correspond to (README, UIKit views).
@MainActor @preconcurrency
open class UIView {
    /// The frame in the superview's coordinates.
    open var frame: CGRect
    /// The bounds in the view's own coordinates.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// The background colour, if any.
    open var backgroundColor: UIColor?
    /// The tint colour.
    open var tintColor: UIColor!
    /// The opacity, 0…1.
    open var alpha: CGFloat = 1
    /// Whether the view is hidden.
    open var isHidden = false
    /// Whether the view takes touches.
    open var isUserInteractionEnabled = true
    /// Whether the view clips its subviews.
    open var clipsToBounds = false
    /// Whether an autoresizing mask makes constraints (kept, not used).
    open var translatesAutoresizingMaskIntoConstraints = true
    /// What VoiceOver reads for the view.
    open var accessibilityLabel: String?
    /// Whether VoiceOver reads the view as one element.
    open var isAccessibilityElement = false
    /// The views inside, in drawing order.
    public private(set) var subviews: [UIView] = []
    /// The view this one is inside.
    public private(set) weak var superview: UIView?

    /// A size with no intrinsic value on an axis (`UIView.noIntrinsicMetric`).
    public static let noIntrinsicMetric: CGFloat = -1

    /// A view with `frame`.
    public init(frame: CGRect) { self.frame = frame }

    /// A view with an empty frame.
    public convenience init() { self.init(frame: .zero) }

    /// A view from an archive: there are no archives here, so always nil.
    public required init?(coder: NSCoder) { return nil }

    /// The size the content wants, or `noIntrinsicMetric` on an axis where it has none.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// The size that fits `size`: the current bounds' size, as UIKit's default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Adds `view` on top of the subviews.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Takes this view out of its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Asks for a layout pass (nothing to do here).
    open func setNeedsLayout() {}
    /// Lays out now (nothing to do here).
    open func layoutIfNeeded() {}
    /// Lays out the subviews (nothing to do here).
    open func layoutSubviews() {}
    /// Asks for a redraw (nothing to do here).
    open func setNeedsDisplay() {}
    /// Sets how strongly the view keeps to its intrinsic size on `axis` (kept, not used).
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    /// Sets how strongly the view resists being smaller than its intrinsic size (kept, not used).
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
}

/// A layout priority, as UIKit's (1…1000).
public nonisolated struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    /// The value.
    public var rawValue: Float
    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Required (1000).
    public static let required = UILayoutPriority(1000)
    /// High (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// Low (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The lowest that still fits the size (50).
    public static let fittingSizeLevel = UILayoutPriority(50)
}

/// UIKit's constraint type, here for its `Axis`.
public nonisolated enum NSLayoutConstraint {
    /// An axis of a layout.
    public nonisolated enum Axis: Int, Hashable, Sendable {
        /// Across.
        case horizontal
        /// Down.
        case vertical
    }
}

/// How a `UILabel` or `UITextView` aligns its lines, as UIKit's `NSTextAlignment`.
public nonisolated enum NSTextAlignment: Int, Hashable, Sendable {
    /// To the left.
    case left
    /// Centred.
    case center
    /// To the right.
    case right
    /// Justified (drawn as natural).
    case justified
    /// By the writing direction (leading).
    case natural
}

/// A stand-in for UIKit's `UILabel`: drawn as a `Text` of its text, font, colour, line count and
/// alignment.
@MainActor @preconcurrency
open class UILabel: UIView {
    /// The text.
    open var text: String?
    /// The font (the body text style's unless set).
    open var font: UIFont! = UIFont.preferredFont(forTextStyle: .body)
    /// The text colour (the label colour unless set).
    open var textColor: UIColor! = .label
    /// The most lines shown; 0 for any number.
    open var numberOfLines = 1
    /// How the lines align.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the font follows Dynamic Type (kept: the kit's text sizes always do).
    open var adjustsFontForContentSizeCategory = false
}

/// A stand-in for UIKit's `UITextView`: drawn as a `Text` of its text, font, colour and alignment,
/// every line shown.
@MainActor @preconcurrency
open class UITextView: UIView {
    /// The text.
    open var text: String!
    /// The font (the body text style's unless set).
    open var font: UIFont? = UIFont.preferredFont(forTextStyle: .body)
    /// The text colour (the label colour unless set).
    open var textColor: UIColor? = .label
    /// How the lines align.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether it can be edited (kept).
    open var isEditable = true
    /// Whether it can be selected (kept).
    open var isSelectable = true
    /// Whether it scrolls (kept).
    open var isScrollEnabled = true
    /// Whether the font follows Dynamic Type (kept).
    open var adjustsFontForContentSizeCategory = false
}

/// A stand-in for UIKit's `UIImageView`: drawn as `Image(uiImage:)` of its image, fitted.
@MainActor @preconcurrency
open class UIImageView: UIView {
    /// The image.
    open var image: UIImage?

    /// A view of `image`.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    /// A view of no image with `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Never from an archive here.
    public required init?(coder: NSCoder) { return nil }
}

/// A stand-in for UIKit's `UIActivityIndicatorView`: drawn as an indeterminate `ProgressView`.
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
    /// The indicator's size, as UIKit's.
    public nonisolated enum Style: Int, Hashable, Sendable {
        /// The medium spinner.
        case medium
        /// The large spinner.
        case large
    }
    /// The style.
    open var style: Style
    /// The colour (the secondary label colour unless set).
    open var color: UIColor!
    /// Whether it spins (a still picture shows it either way).
    public private(set) var isAnimating = false
    /// Whether it hides when stopped.
    open var hidesWhenStopped = true

    /// An indicator of `style`.
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }

    /// A medium indicator with `frame`.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
    }

    /// Never from an archive here.
    public required init?(coder: NSCoder) { return nil }

    /// Starts spinning.
    open func startAnimating() { isAnimating = true }
    /// Stops spinning.
    open func stopAnimating() { isAnimating = false }
}

/// Insets, as UIKit's `UIEdgeInsets`.
public nonisolated struct UIEdgeInsets: Hashable, Sendable {
    /// From the top.
    public var top: CGFloat
    /// From the left.
    public var left: CGFloat
    /// From the bottom.
    public var bottom: CGFloat
    /// From the right.
    public var right: CGFloat
    /// Insets of each side.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// A stand-in for UIKit's `UIScrollView` (a web view's `scrollView`); drawn as a placeholder when
/// a representable makes one.
@MainActor @preconcurrency
open class UIScrollView: UIView {
    /// Whether it scrolls.
    open var isScrollEnabled = true
    /// Whether it bounces at its ends.
    open var bounces = true
    /// Whether the vertical indicator shows.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows.
    open var showsHorizontalScrollIndicator = true
    /// The content's insets.
    open var contentInset = UIEdgeInsets.zero
    /// How far it is scrolled.
    open var contentOffset = CGPoint.zero
    /// The content's size.
    open var contentSize = CGSize.zero
}
