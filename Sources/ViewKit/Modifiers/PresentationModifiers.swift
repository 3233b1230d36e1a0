import Foundation

/// Alerts and confirmation dialogs, as SwiftUI's modifiers declare them: drawn over the screen while
/// presented (`PresentedAlert`); their actions never run. (Sheets, covers and popovers: `PresentedSheet`.)
nonisolated extension View {
    /// An alert over the screen while `isPresented` is true (`PresentedAlert`).
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(Text(titleKey), isPresented, actions, message: nil as EmptyView?)
    }

    /// An alert over the screen while `isPresented` is true (`PresentedAlert`).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(Text(title), isPresented, actions, message: nil as EmptyView?)
    }

    /// An alert over the screen while `isPresented` is true (`PresentedAlert`).
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(title, isPresented, actions, message: nil as EmptyView?)
    }

    /// An alert with a message over the screen while `isPresented` is true (`PresentedAlert`).
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        presentingAlert(Text(titleKey), isPresented, actions, message: isPresented.wrappedValue ? message() : nil)
    }

    /// An alert with a message over the screen while `isPresented` is true (`PresentedAlert`).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        presentingAlert(Text(title), isPresented, actions, message: isPresented.wrappedValue ? message() : nil)
    }

    /// An alert with a message over the screen while `isPresented` is true (`PresentedAlert`).
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        presentingAlert(title, isPresented, actions, message: isPresented.wrappedValue ? message() : nil)
    }

    /// The view, handing the alert (or, given `dialogTitle`, the confirmation dialog) to the
    /// screen while `isPresented` is true (its actions and message are built only then).
    func presentingAlert<A: View, M: View>(_ title: Text, _ isPresented: Binding<Bool>, _ actions: () -> A,
                                           dialogTitle: Visibility? = nil, message: M?) -> some View {
        var alert = isPresented.wrappedValue
            ? PresentedAlert(title: AnyView(title), message: message.map { AnyView($0) }, actions: AnyView(actions()))
            : nil
        alert?.dialogTitleShows = dialogTitle.map { $0 == .visible }
        return AlertPresenter(content: self, alert: alert)
    }

    /// A confirmation dialog over the screen while `isPresented` is true (`DialogPanel`).
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(Text(titleKey), isPresented, actions, dialogTitle: titleVisibility, message: nil as EmptyView?)
    }

    /// A confirmation dialog over the screen while `isPresented` is true (`DialogPanel`).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(Text(title), isPresented, actions, dialogTitle: titleVisibility, message: nil as EmptyView?)
    }

    /// A confirmation dialog over the screen while `isPresented` is true (`DialogPanel`).
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(title, isPresented, actions, dialogTitle: titleVisibility, message: nil as EmptyView?)
    }

    /// A confirmation dialog with a message over the screen while `isPresented` is true (`DialogPanel`).
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        presentingAlert(Text(titleKey), isPresented, actions, dialogTitle: titleVisibility, message: isPresented.wrappedValue ? message() : nil)
    }

    /// A confirmation dialog with a message over the screen while `isPresented` is true (`DialogPanel`).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        presentingAlert(Text(title), isPresented, actions, dialogTitle: titleVisibility, message: isPresented.wrappedValue ? message() : nil)
    }

    /// A confirmation dialog with a message over the screen while `isPresented` is true (`DialogPanel`).
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        presentingAlert(title, isPresented, actions, dialogTitle: titleVisibility, message: isPresented.wrappedValue ? message() : nil)
    }
}
