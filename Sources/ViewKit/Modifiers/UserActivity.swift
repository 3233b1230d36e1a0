import Foundation

/// What the user is doing, to continue on another device or find in search, as Foundation's
/// `NSUserActivity` on Apple's platforms (this platform's Foundation has none). A snapshot
/// advertises nothing and continues nothing: the class holds what code sets on it.
open class NSUserActivity: NSObject, @unchecked Sendable {
    /// The kind of activity, as the app's Info.plist declares it.
    public let activityType: String
    /// A title shown to the user.
    open var title: String?
    /// What the activity needs to be continued.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` an app needs to continue.
    open var requiredUserInfoKeys: Set<String>?
    /// Words search finds the activity by.
    open var keywords: Set<String> = []
    /// A web page that continues the activity where the app is not installed.
    open var webpageURL: URL?
    /// An identifier the app chooses to find the activity again.
    open var persistentIdentifier: String?
    /// An identifier of the content, for choosing the scene that continues it.
    open var targetContentIdentifier: String?
    /// Whether it is offered to other devices.
    open var isEligibleForHandoff = true
    /// Whether search on the device finds it.
    open var isEligibleForSearch = false
    /// Whether search beyond the device finds it.
    open var isEligibleForPublicIndexing = false
    /// Whether Siri may suggest it.
    open var isEligibleForPrediction = false
    /// Whether the app should be asked to update it before it is next advertised.
    open var needsSave = false

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
    }

    /// Adds `otherDictionary`'s entries to `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { $1 }
    }

    /// Accepted: nothing is advertised.
    open func becomeCurrent() {}
    /// Accepted: nothing is advertised.
    open func resignCurrent() {}
    /// Accepted: nothing is advertised.
    open func invalidate() {}
}

/// Handoff and search, as SwiftUI declares them: a still advertises no activity and continues
/// none, so each is accepted and changes nothing drawn or read out; the closures never run.
nonisolated extension View {
    /// Accepted; no activity is continued into a snapshot.
    public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void) -> some View {
        self
    }

    /// Accepted; no activity is advertised (`update` never runs).
    public func userActivity(_ activityType: String, isActive: Bool = true,
                             _ update: @escaping (NSUserActivity) -> Void) -> some View {
        self
    }

    /// Accepted; no activity is advertised (`update` never runs).
    public func userActivity<P>(_ activityType: String, element: P?,
                                _ update: @escaping (P, NSUserActivity) -> Void) -> some View {
        self
    }
}
