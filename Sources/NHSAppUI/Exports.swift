// `import NHSAppUI` brings the whole view kit, as `import SwiftUI` would.
@_exported import ViewKit
// And Foundation (`UUID`, `CGFloat`, `Date`...) and Observation (`@Observable`), as `import SwiftUI` does.
@_exported import Foundation
@_exported import Observation
