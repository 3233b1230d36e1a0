// `import NHSAppUI` brings the whole view kit, as `import SwiftUI` would.
@_exported import ViewKit
