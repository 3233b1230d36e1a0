import Foundation

/// UIKit's application, pasteboard, accessibility announcements and haptics, for screen code that
/// calls them from its actions: a snapshot has no system to hand them to, so they are kept or
/// ignored as each says, never failing.

/// The app, as UIKit's `UIApplication.shared`: opening a URL opens nothing (`OpenURLAction` is
/// the SwiftUI way, and a test can replace it).
public final nonisolated class UIApplication: Sendable {
    /// The one app.
    public static let shared = UIApplication()

    private init() {}

    /// The URL of the app's page in Settings, as UIKit's.
    public static let openSettingsURLString = "app-settings:"

    /// Keys of `open(_:options:completionHandler:)`'s options, as UIKit's.
    public nonisolated struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String
        /// A key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Opens nothing: `completionHandler` is told `false`, as when no app takes the URL.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler: (@Sendable (Bool) -> Void)? = nil) {
        completionHandler?(false)
    }

    /// Opens nothing: `false`.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool { false }

    /// `false`: no app here takes a URL.
    public func canOpenURL(_ url: URL) -> Bool { false }
}

/// The clipboard, as UIKit's `UIPasteboard.general`: kept in memory for the process.
public final nonisolated class UIPasteboard: @unchecked Sendable {
    /// The one clipboard.
    public static let general = UIPasteboard()

    private let lock = NSLock()
    private var items: [String] = []

    private init() {}

    /// The first string copied, or nil.
    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// The strings copied, or nil when none.
    public var strings: [String]? {
        get { lock.withLock { items.isEmpty ? nil : items } }
        set { lock.withLock { items = newValue ?? [] } }
    }

    /// A URL copied as a string, or nil.
    public var url: URL? {
        get { string.flatMap(URL.init(string:)) }
        set { string = newValue?.absoluteString }
    }

    /// Whether a string is held.
    public var hasStrings: Bool { strings != nil }
}

/// VoiceOver's announcements and the accessibility settings, as UIKit's `UIAccessibility`: a
/// posted notification is not spoken (the accessibility snapshot records what is on screen), and
/// every setting is off, as on a device with none turned on.
public nonisolated enum UIAccessibility {
    /// A notification VoiceOver is sent, as UIKit's `UIAccessibility.Notification`.
    public nonisolated struct Notification: Hashable, Sendable {
        let name: String
        /// Something to read aloud.
        public static let announcement = Notification(name: "announcement")
        /// A new screen came up.
        public static let screenChanged = Notification(name: "screenChanged")
        /// Part of the screen changed.
        public static let layoutChanged = Notification(name: "layoutChanged")
        /// The content scrolled by a page.
        public static let pageScrolled = Notification(name: "pageScrolled")
    }

    /// Sends `notification` to VoiceOver: here, to no one.
    public static func post(notification: Notification, argument: Any?) {}

    /// Off: VoiceOver is not running.
    public static var isVoiceOverRunning: Bool { false }
    /// Off.
    public static var isSwitchControlRunning: Bool { false }
    /// Off.
    public static var isReduceMotionEnabled: Bool { false }
    /// Off.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Off.
    public static var isBoldTextEnabled: Bool { false }
    /// Off.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Off.
    public static var isGrayscaleEnabled: Bool { false }
    /// Off.
    public static var isInvertColorsEnabled: Bool { false }
    /// Off.
    public static var prefersCrossFadeTransitions: Bool { false }
}

/// A haptic, as UIKit's `UIFeedbackGenerator`: there is nothing here to feel, so it does nothing.
public nonisolated class UIFeedbackGenerator: @unchecked Sendable {
    /// A generator.
    public init() {}
    /// Readies the engine: nothing.
    public func prepare() {}
}

/// A tap felt, as UIKit's `UIImpactFeedbackGenerator`.
public final nonisolated class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// How strong a tap feels.
    public nonisolated enum FeedbackStyle: Int, Sendable {
        /// Light.
        case light
        /// Medium.
        case medium
        /// Heavy.
        case heavy
        /// Soft.
        case soft
        /// Rigid.
        case rigid
    }

    /// The style asked for.
    public let style: FeedbackStyle

    /// A generator of `style` taps.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium taps.
    override public convenience init() { self.init(style: .medium) }

    /// A tap: nothing.
    public func impactOccurred() {}
    /// A tap of `intensity` (0 to 1): nothing.
    public func impactOccurred(intensity: CGFloat) {}
}

/// Success, warning and error felt, as UIKit's `UINotificationFeedbackGenerator`.
public final nonisolated class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// What the notification tells.
    public nonisolated enum FeedbackType: Int, Sendable {
        /// It worked.
        case success
        /// Careful.
        case warning
        /// It failed.
        case error
    }

    /// A notification felt: nothing.
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// A selection changing, felt, as UIKit's `UISelectionFeedbackGenerator`.
public final nonisolated class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// A selection changed: nothing.
    public func selectionChanged() {}
}
