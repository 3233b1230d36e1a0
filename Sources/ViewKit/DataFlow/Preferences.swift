/// A value views inside pass up to the views around them, as SwiftUI's `PreferenceKey`:
/// `preference(key:value:)` sets one and `onPreferenceChange(_:perform:)` is told it.
public protocol PreferenceKey {
    /// The value's type.
    associatedtype Value
    /// The value when no view inside sets one.
    static var defaultValue: Value { get }
    /// Folds the value of the next view that sets one into `value`.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

nonisolated extension View {
    /// Sets `key`'s value for the views around this one: an `overlayPreferenceValue` or
    /// `backgroundPreferenceValue` around draws from it (`PreferenceValues`). A snapshot is one
    /// still moment, after which nothing is drawn again, so no `onPreferenceChange` action runs.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        PreferenceSetter<Self, K>(content: self, value: value)
    }

    /// Changes `key`'s value passed up from inside: the values set inside, folded, then `callback`.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                      _ callback: @escaping (inout K.Value) -> Void) -> some View {
        PreferenceTransformer<Self, K>(content: self, callback: callback)
    }

    /// Accepted: its action never runs. In SwiftUI it runs after layout and what it writes is
    /// drawn in a later frame; a snapshot draws the first.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable { self }

    /// Accepted: its action never runs. SwiftUI runs it for each value `publisher` announces, in
    /// later frames; a snapshot draws the first.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never { self }
}
