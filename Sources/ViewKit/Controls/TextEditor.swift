import Foundation

/// A multi-line text editor, as SwiftUI's `TextEditor`, drawn at rest: the text wrapped inside
/// UIKit's text view insets on the system background (hidden by `scrollContentBackground(.hidden)`),
/// taking the width offered and the height offered (offered none, the text's height, at least
/// 44 pt), cutting off
/// text taller than that as the scrolling text view does at rest. One
/// VoiceOver text field whose value is the text, tapped anywhere in it.
public nonisolated struct TextEditor: View, PrimitiveView {
    let text: Binding<String>

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let value = text.wrappedValue
        let background = environment.scrollContentBackground == .hidden
            ? Color.clear : Color(uiColor: .systemBackground)
        let field = Button(action: {}) {
            Text(verbatim: value)
                .foregroundColor(environment.isEnabled ? nil : DisabledMetrics.labelColor)
                .frame(maxWidth: .infinity, alignment: .topLeading)
                .padding(EdgeInsets(top: TextEditorMetrics.verticalInset, leading: TextEditorMetrics.horizontalInset,
                                    bottom: TextEditorMetrics.verticalInset, trailing: TextEditorMetrics.horizontalInset))
                // Both bounds: the editor takes the size offered even when its text is taller.
                .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .topLeading)
                .background(background)
                .clipped()
        }
        .buttonStyle(.plain)
        .accessibilityElement(children: .ignore)
        .accessibilityValue(value)
        .accessibilityAddTraits(.isTextField)
        .accessibilityRemoveTraits(.isButton)
        let editor = EditorHeightLayout() { field }
        return resolveView(editor, in: environment)
    }
}

/// The editor's height: what is offered, or, offered none, its text's but at least a control's
/// 44 pt to tap; the editor is then placed at that size.
private nonisolated struct EditorHeightLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let editor = subviews.first else { return .zero }
        let size = editor.sizeThatFits(proposal)
        guard proposal.height == nil else { return size }
        return CGSize(width: size.width, height: max(size.height, ButtonMetrics.minimumHeight))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
}

/// UIKit's text view insets, which `TextEditor` keeps: 8 pt above and below the text
/// (`textContainerInset`) and 5 pt either side (`lineFragmentPadding`).
public nonisolated enum TextEditorMetrics {
    /// Above and below the text.
    public static let verticalInset: CGFloat = 8
    /// Either side of the text.
    public static let horizontalInset: CGFloat = 5
}

nonisolated extension EnvironmentValues {
    private nonisolated struct ScrollContentBackgroundKey: EnvironmentKey {
        static var defaultValue: Visibility { .automatic }
    }

    /// Whether scrollable views inside draw their own background (`scrollContentBackground(_:)`).
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}
