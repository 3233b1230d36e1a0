// `import NHSAppUI` brings the whole view kit, as `import SwiftUI` would.
@_exported import ViewKit
// And the values the view kit shares with the display list (`TextAlignment`, `LayoutDirection`,
// `AccessibilityTraits`): a public function whose default argument names one of their cases
// (`alignment: TextAlignment = .center`) compiles only where their module is imported.
@_exported import SharedValues
// And Foundation (`UUID`, `CGFloat`, `Date`...) and Observation (`@Observable`), as `import SwiftUI` does.
@_exported import Foundation
@_exported import Observation
