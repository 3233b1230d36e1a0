import Foundation

/// The shape of a bordered button's panel, as SwiftUI's `ButtonBorderShape`, set with
/// `buttonBorderShape(_:)`: the `.bordered` and `.borderedProminent` styles fill it.
public nonisolated struct ButtonBorderShape: Hashable, Sendable {
    nonisolated enum Kind: Hashable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(CGFloat?)
    }

    let kind: Kind

    /// The style's own: a rectangle with `ButtonMetrics.cornerRadius` corners.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle, as large as fits the button.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rectangle with the style's corners.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))

    /// A rectangle with corners of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }

    /// The panel, filled with `fill`.
    func panel(_ fill: Color) -> AnyView {
        switch kind {
        case .automatic, .roundedRectangle(nil): return AnyView(RoundedRectangle(cornerRadius: ButtonMetrics.cornerRadius).fill(fill))
        case .roundedRectangle(let radius?): return AnyView(RoundedRectangle(cornerRadius: radius).fill(fill))
        case .capsule: return AnyView(Capsule().fill(fill))
        case .circle: return AnyView(Circle().fill(fill))
        }
    }
}

nonisolated extension EnvironmentValues {
    private nonisolated struct ButtonBorderShapeKey: EnvironmentKey {
        static var defaultValue: ButtonBorderShape { .automatic }
    }

    /// The shape bordered buttons inside fill (`buttonBorderShape(_:)`).
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The shape of the bordered buttons inside: `.capsule`, `.circle`, `.roundedRectangle`,
    /// `.roundedRectangle(radius:)`, or the style's own (`.automatic`).
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        transformingEnvironment { $0.buttonBorderShape = shape }
    }
}

/// Turns editing on and off in the environment's `editMode`, as SwiftUI's `EditButton`: "Edit",
/// or "Done" (semibold) while editing, drawn as a borderless button in the tint.
public nonisolated struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// The button.
    public init() {}

    /// The button.
    public var body: some View {
        let editing = editMode?.wrappedValue.isEditing == true
        Button {
            editMode?.wrappedValue = editing ? .inactive : .active
        } label: {
            Text(editing ? "Done" : "Edit").fontWeight(editing ? .semibold : nil)
        }
    }
}
