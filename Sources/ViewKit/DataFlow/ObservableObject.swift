/// Something that announces values, as Combine's `Publisher` names it, so that view models
/// written for iOS compile: `ObservableObjectPublisher` and `Published.Publisher` are publishers,
/// and `onReceive(_:perform:)` takes one. Linux has no Combine, and a snapshot is one still moment,
/// so nothing here subscribes: Combine's operators and subscribers (`sink`, `map`, `assign`) are
/// not offered.
public protocol Publisher<Output, Failure> {
    /// What the publisher announces.
    associatedtype Output
    /// How it can fail; `Never` for the publishers here.
    associatedtype Failure: Error
}

/// The publisher an `ObservableObject` announces its changes with, as Combine's: `send()` before
/// a change. Nothing listens in a still, so sending changes nothing drawn.
public final nonisolated class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    /// A publisher.
    public init() {}

    /// Announces that the object is about to change.
    public func send() {}
}

/// A class whose changes views follow, as SwiftUI's (Combine's) `ObservableObject`: hold it with
/// `@StateObject`, `@ObservedObject` or `@EnvironmentObject`, and mark what views read
/// `@Published`. A snapshot draws the values the object has when the view's body is evaluated.
public protocol ObservableObject: AnyObject {
    /// The publisher of `objectWillChange`: `ObservableObjectPublisher` unless you give your own.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    /// Announces each change before it happens.
    var objectWillChange: ObjectWillChangePublisher { get }
}

nonisolated extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher to `send()` to before a change (nothing listens in a still).
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A property of an `ObservableObject` that views follow, as Combine's `@Published`:
/// `@Published var name = ""`; `$name` is its publisher (for `onReceive`).
@propertyWrapper
public struct Published<Value> {
    /// The value.
    public var wrappedValue: Value

    /// `@Published var name = ""`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// The older spelling of `init(wrappedValue:)`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The publisher of the property's values, for `$name`.
    public var projectedValue: Publisher {
        get { Publisher(value: wrappedValue) }
        set { wrappedValue = newValue.value }
    }

    /// The values of a `@Published` property, as a publisher.
    public nonisolated struct Publisher: ViewKit.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        /// The value when the publisher was read.
        let value: Value
    }
}
