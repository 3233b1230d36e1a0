import Foundation

/// A value kept in `UserDefaults`, as SwiftUI's `@AppStorage`:
/// `@AppStorage("showsReminders") private var showsReminders = true`. A snapshot draws what the
/// store holds for the key when the view's body is evaluated, or the default when it holds
/// nothing of the value's type: the store given, else the one `defaultAppStorage(_:)` set around
/// the view, else `UserDefaults.standard`. Writes (through the value or `$binding`) go to the
/// store. A test that draws a stored setting sets it in a store of its own and hands that to
/// `defaultAppStorage(_:)`, so that nothing left in the machine's defaults changes its pictures.
@propertyWrapper
public struct AppStorage<Value>: @unchecked Sendable, EnvironmentCapturing {
    let capturedEnvironment = CapturedEnvironment()
    private let key: String
    private let store: UserDefaults?
    private let defaultValue: Value
    private let read: (UserDefaults, String) -> Value?
    private let write: (UserDefaults, String, Value) -> Void

    private init(key: String, store: UserDefaults?, defaultValue: Value,
                 read: @escaping (UserDefaults, String) -> Value?, write: @escaping (UserDefaults, String, Value) -> Void) {
        self.key = key
        self.store = store
        self.defaultValue = defaultValue
        self.read = read
        self.write = write
    }

    /// The store read and written: the one given, else the environment's, else the standard one.
    private var defaults: UserDefaults {
        store ?? capturedEnvironment.forReading.defaultAppStorage ?? .standard
    }

    /// The stored value, or the default.
    public var wrappedValue: Value {
        get {
            let defaults = self.defaults
            guard defaults.object(forKey: key) != nil else { return defaultValue }
            return read(defaults, key) ?? defaultValue
        }
        nonmutating set { write(defaults, key, newValue) }
    }

    /// A binding to the stored value, for `$showsReminders`: to the store of the body that made
    /// it, which a control reads later, outside that body.
    public var projectedValue: Binding<Value> {
        let bound = AppStorage(key: key, store: defaults, defaultValue: defaultValue, read: read, write: write)
        return Binding(get: { bound.wrappedValue }, set: { bound.wrappedValue = $0 })
    }

    /// A value read with `read` (once the store holds something for the key) and stored as itself.
    private init(_ wrappedValue: Value, _ key: String, store: UserDefaults?, read: @escaping (UserDefaults, String) -> Value?) {
        self.init(key: key, store: store, defaultValue: wrappedValue, read: read, write: { $0.set($2, forKey: $1) })
    }
}

nonisolated extension AppStorage {
    /// A Boolean setting.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(wrappedValue, key, store: store, read: { $0.bool(forKey: $1) })
    }

    /// A whole-number setting.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(wrappedValue, key, store: store, read: { $0.integer(forKey: $1) })
    }

    /// A number setting.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(wrappedValue, key, store: store, read: { $0.double(forKey: $1) })
    }

    /// A string setting.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(wrappedValue, key, store: store, read: { $0.string(forKey: $1) })
    }

    /// A data setting.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(wrappedValue, key, store: store, read: { $0.data(forKey: $1) })
    }

    /// A date setting (iOS 18).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(wrappedValue, key, store: store, read: { $0.object(forKey: $1) as? Date })
    }

    /// A URL setting, stored as its absolute string (Foundation on Linux keeps only a URL's path).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  read: { AppStorageURL.read($0, $1) }, write: { $0.set($2.absoluteString, forKey: $1) })
    }

    /// A setting stored as its string raw value (an enumeration's case).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  read: { $0.string(forKey: $1).flatMap(Value.init(rawValue:)) }, write: { $0.set($2.rawValue, forKey: $1) })
    }

    /// A setting stored as its whole-number raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  read: { Value(rawValue: $0.integer(forKey: $1)) }, write: { $0.set($2.rawValue, forKey: $1) })
    }
}

nonisolated extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional Boolean setting, nil until set.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(optional: key, store: store, read: { $0.bool(forKey: $1) })
    }

    /// An optional whole-number setting, nil until set.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(optional: key, store: store, read: { $0.integer(forKey: $1) })
    }

    /// An optional number setting, nil until set.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(optional: key, store: store, read: { $0.double(forKey: $1) })
    }

    /// An optional string setting, nil until set.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(optional: key, store: store, read: { $0.string(forKey: $1) })
    }

    /// An optional data setting, nil until set.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(optional: key, store: store, read: { $0.data(forKey: $1) })
    }

    /// An optional date setting, nil until set (iOS 18).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(optional: key, store: store, read: { $0.object(forKey: $1) as? Date })
    }

    /// An optional URL setting, nil until set, stored as its absolute string.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, store: store, defaultValue: nil, read: { AppStorageURL.read($0, $1).map { Optional($0) } },
                  write: { defaults, key, url in
                      if let url { defaults.set(url.absoluteString, forKey: key) } else { defaults.removeObject(forKey: key) }
                  })
    }

    /// A value read with `read` or nil; writing nil removes the key.
    private init<Wrapped>(optional key: String, store: UserDefaults?, read: @escaping (UserDefaults, String) -> Wrapped?)
    where Value == Wrapped? {
        self.init(key: key, store: store, defaultValue: nil, read: { read($0, $1).map { Optional($0) } },
                  write: { defaults, key, value in
                      if let value { defaults.set(value, forKey: key) } else { defaults.removeObject(forKey: key) }
                  })
    }
}

/// URLs in a store: written as their absolute strings, read back from a string with a scheme.
nonisolated enum AppStorageURL {
    static func read(_ defaults: UserDefaults, _ key: String) -> URL? {
        guard let string = defaults.string(forKey: key), let url = URL(string: string), url.scheme != nil else { return nil }
        return url
    }
}

/// The environment key of `defaultAppStorage(_:)`.
private nonisolated struct DefaultAppStorageKey: EnvironmentKey {
    static let defaultValue: UserDefaultsReference? = nil
}

/// A store, kept in the environment (read only while a body is evaluated).
private nonisolated struct UserDefaultsReference: @unchecked Sendable {
    let store: UserDefaults
}

nonisolated extension EnvironmentValues {
    /// The store `@AppStorage` reads and writes when it names none (nil: `UserDefaults.standard`).
    public var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self]?.store }
        set { self[DefaultAppStorageKey.self] = newValue.map(UserDefaultsReference.init) }
    }
}

nonisolated extension View {
    /// The store `@AppStorage` inside uses when it names none, as SwiftUI's `defaultAppStorage(_:)`.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        let reference = UserDefaultsReference(store: store)
        return transformingEnvironment { $0[DefaultAppStorageKey.self] = reference }
    }
}
