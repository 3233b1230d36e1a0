import Foundation

/// An alert described as a value, as SwiftUI's older `Alert` (iOS 13): a title, a message and its
/// buttons. Drawn as the newer `alert` modifiers' alerts are when presented (`PresentedAlert`).
public nonisolated struct Alert {
    /// A button of an older alert or action sheet, as SwiftUI's `Alert.Button`.
    public nonisolated struct Button {
        let label: Text
        let role: ButtonRole?
        let action: () -> Void

        /// A button with the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action ?? {})
        }
        /// A button that cancels, labelled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action ?? {})
        }
        /// A button that cancels, with the system's label.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action ?? {})
        }
        /// A button that destroys something.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action ?? {})
        }
    }

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (OK unless given).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// The alert as the newer modifiers present one.
    var presented: PresentedAlert {
        let actions = ForEach(buttons.indices, id: \.self) { index in
            SwiftUIButton(role: buttons[index].role, action: buttons[index].action) { buttons[index].label }
        }
        return PresentedAlert(title: AnyView(title), message: message.map { AnyView($0) }, actions: AnyView(actions))
    }
}

/// The kit's `Button`, named apart from `Alert.Button` inside `Alert`.
typealias SwiftUIButton = Button

/// A sheet of choices described as a value, as SwiftUI's older `ActionSheet`; not drawn.
public nonisolated struct ActionSheet {
    /// A button of the sheet.
    public typealias Button = Alert.Button

    let title: Text

    /// A sheet titled `title` with `buttons`.
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) { self.title = title }
}

nonisolated extension View {
    /// Shows `content`'s alert while `isPresented` is true.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        AlertPresenter(content: self, alert: isPresented.wrappedValue ? content().presented : nil)
    }

    /// Shows the alert for `item` while it is not nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        AlertPresenter(content: self, alert: item.wrappedValue.map { content($0).presented })
    }

    /// Shows `content`'s action sheet while `isPresented` is true: accepted and not drawn.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { self }

    /// Shows the action sheet for `item` while it is not nil: accepted and not drawn.
    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View { self }
}
