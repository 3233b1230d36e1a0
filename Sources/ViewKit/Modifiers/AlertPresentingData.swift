import Foundation

/// The alerts that present data (iOS 15): shown while `isPresented` is true and `data` is not
/// nil, their actions and message made from the data; and the alert of an error (iOS 17), titled
/// with its description. Drawn as the other alerts are (`PresentedAlert`).
nonisolated extension View {
    /// An alert made from `data` while `isPresented` is true and `data` is not nil.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        presentingAlert(Text(titleKey), shown(isPresented, data), { data.map(actions) }, message: nil as EmptyView?)
    }

    /// An alert made from `data` while `isPresented` is true and `data` is not nil.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View {
        presentingAlert(Text(title), shown(isPresented, data), { data.map(actions) }, message: nil as EmptyView?)
    }

    /// An alert made from `data` while `isPresented` is true and `data` is not nil.
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        presentingAlert(title, shown(isPresented, data), { data.map(actions) }, message: nil as EmptyView?)
    }

    /// An alert with a message, both made from `data`, while `isPresented` is true and `data` is not nil.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        presentingAlert(Text(titleKey), shown(isPresented, data), { data.map(actions) }, message: presentedMessage(isPresented, data, message))
    }

    /// An alert with a message, both made from `data`, while `isPresented` is true and `data` is not nil.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A,
                                                              @ViewBuilder message: (T) -> M) -> some View {
        presentingAlert(Text(title), shown(isPresented, data), { data.map(actions) }, message: presentedMessage(isPresented, data, message))
    }

    /// An alert with a message, both made from `data`, while `isPresented` is true and `data` is not nil.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        presentingAlert(title, shown(isPresented, data), { data.map(actions) }, message: presentedMessage(isPresented, data, message))
    }

    /// The alert of `error` while `isPresented` is true and `error` is not nil: titled with its
    /// description (its type's name when it has none).
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?,
                                                   @ViewBuilder actions: () -> A) -> some View {
        presentingAlert(Text(verbatim: error?.errorDescription ?? error.map { "\($0)" } ?? ""), shown(isPresented, error), actions,
                        message: nil as EmptyView?)
    }

    /// The alert of `error` while `isPresented` is true and `error` is not nil, with the message
    /// `message` makes from it: titled with its description.
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
                                                            @ViewBuilder message: (E) -> M) -> some View {
        presentingAlert(Text(verbatim: error?.errorDescription ?? error.map { "\($0)" } ?? ""), shown(isPresented, error),
                        { error.map(actions) }, message: presentedMessage(isPresented, error, message))
    }

    /// True while `isPresented` is and `data` is there.
    private func shown<T>(_ isPresented: Binding<Bool>, _ data: T?) -> Binding<Bool> {
        .constant(isPresented.wrappedValue && data != nil)
    }

    /// The message made from `data`, when the alert shows.
    private func presentedMessage<T, M: View>(_ isPresented: Binding<Bool>, _ data: T?, _ message: (T) -> M) -> M? {
        guard isPresented.wrappedValue, let data else { return nil }
        return message(data)
    }
}
