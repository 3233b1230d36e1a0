// UIKit for screen code that imports it beside SwiftUI (a representable's file, a helper that
// opens a URL): the UIKit stand-ins live in the view kit (`UIView`, `UILabel`, `UIColor`,
// `UIImage`, `UIFont`, `UIScreen`, `UIApplication`...), so this module of Apple's name brings
// them, and Foundation as iOS's UIKit does, and `import UIKit` stays as it is written for iOS
// (README, UIKit views).
@_exported import Foundation
@_exported import ViewKit
