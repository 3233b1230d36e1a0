import Foundation

/// An alert described as a value, as SwiftUI's older `Alert` (iOS 13): a title, a message and its
/// buttons. Accepted and not drawn, as the newer `alert` modifiers are: a snapshot is the screen
/// under the alert.
public struct Alert {
    /// A button of an older alert or action sheet, as SwiftUI's `Alert.Button`.
    public struct Button {
        let label: Text

        /// A button with the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
        /// A button that cancels, labelled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
        /// A button that cancels, with the system's label.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: Text("Cancel")) }
        /// A button that destroys something.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
    }

    let title: Text

    /// An alert with one button (OK unless given).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) { self.title = title }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) { self.title = title }
}

/// A sheet of choices described as a value, as SwiftUI's older `ActionSheet`; not drawn.
public struct ActionSheet {
    /// A button of the sheet.
    public typealias Button = Alert.Button

    let title: Text

    /// A sheet titled `title` with `buttons`.
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) { self.title = title }
}

extension View {
    /// Shows `content`'s alert while `isPresented` is true: accepted and not drawn.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }

    /// Shows the alert for `item` while it is not nil: accepted and not drawn.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { self }

    /// Shows `content`'s action sheet while `isPresented` is true: accepted and not drawn.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { self }

    /// Shows the action sheet for `item` while it is not nil: accepted and not drawn.
    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View { self }
}
