import Foundation

/// A UIKit view in a SwiftUI screen, as SwiftUI's `UIViewRepresentable`: the kit calls
/// `makeCoordinator()`, `makeUIView(context:)` and `updateUIView(_:context:)` once, in the
/// view's environment, and draws the view it was given: the kit's `UILabel`, `UITextView`,
/// `UIImageView` and `UIActivityIndicatorView` as the SwiftUI views they correspond to, any other
/// view (a web view, a map, a view of your own) as a placeholder box named by its class, which
/// the audits report as `uikit-view-not-drawn`. The size is `sizeThatFits(_:uiView:context:)`'s
/// when it gives one; otherwise the drawn view's own, a placeholder taking the space offered (its
/// `intrinsicContentSize`, or 10 pt, where none is offered) (README, UIKit views).
@MainActor @preconcurrency
public protocol UIViewRepresentable: View {
    /// The UIKit view made.
    associatedtype UIViewType: UIView
    /// What passes changes back to SwiftUI; `Void` unless you make one.
    associatedtype Coordinator = Void
    /// What the make and update methods are given.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the view.
    func makeUIView(context: Context) -> UIViewType
    /// Brings the view up to date with this value.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Cleans up before the view goes (never called: a snapshot keeps every view to the end).
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Makes the coordinator, before the view.
    func makeCoordinator() -> Coordinator
    /// The view's size for `proposal`, or nil for the default (iOS 16).
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    /// Nothing to clean up.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    /// The default size.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    /// The UIKit view, made and drawn as the protocol describes.
    public var body: RepresentedUIKitView {
        let representable = self
        return RepresentedUIKitView(owner: "\(Self.self)") { environment in
            let context = Context(coordinator: representable.makeCoordinator(), environment: environment)
            let view = representable.makeUIView(context: context)
            representable.updateUIView(view, context: context)
            return RepresentedUIKitView.Made(view: view) { representable.sizeThatFits($0, uiView: view, context: context) }
        }
    }
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

/// What a `UIViewRepresentable`'s methods are given, as SwiftUI's: the coordinator, the
/// environment the view is in, and the transaction (never animated here).
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The environment the view is in.
    public var environment: EnvironmentValues
    /// The transaction of the update.
    public var transaction = Transaction()

    init(coordinator: Representable.Coordinator, environment: EnvironmentValues) {
        self.coordinator = coordinator
        self.environment = environment
    }
}

/// A UIKit view controller in a SwiftUI screen, as SwiftUI's `UIViewControllerRepresentable`:
/// made and updated once as `UIViewRepresentable`'s view is, and drawn as its `view` is (a
/// `UIActivityViewController` or a controller of your own with a plain view is a placeholder).
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View {
    /// The controller made.
    associatedtype UIViewControllerType: UIViewController
    /// What passes changes back to SwiftUI; `Void` unless you make one.
    associatedtype Coordinator = Void
    /// What the make and update methods are given.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the controller.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Brings the controller up to date with this value.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Cleans up before the controller goes (never called here).
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// Makes the coordinator, before the controller.
    func makeCoordinator() -> Coordinator
    /// The controller's view's size for `proposal`, or nil for the default (iOS 16).
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    /// Nothing to clean up.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

    /// The default size.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }

    /// The controller's view, made and drawn as the protocol describes.
    public var body: RepresentedUIKitView {
        let representable = self
        return RepresentedUIKitView(owner: "\(Self.self)") { environment in
            let context = Context(coordinator: representable.makeCoordinator(), environment: environment)
            let controller = representable.makeUIViewController(context: context)
            representable.updateUIViewController(controller, context: context)
            let isPlainController = type(of: controller) == UIViewController.self
            return RepresentedUIKitView.Made(view: controller.view, name: "\(type(of: controller))", drawsPlainView: isPlainController,
                                             detail: (controller as? any PlaceholderDescribing)?.placeholderDetail) {
                representable.sizeThatFits($0, uiViewController: controller, context: context)
            }
        }
    }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

/// What a `UIViewControllerRepresentable`'s methods are given, as SwiftUI's.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The environment the view is in.
    public var environment: EnvironmentValues
    /// The transaction of the update.
    public var transaction = Transaction()

    init(coordinator: Representable.Coordinator, environment: EnvironmentValues) {
        self.coordinator = coordinator
        self.environment = environment
    }
}
