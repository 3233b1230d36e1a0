import UIKit

// A helper file that imports only UIKit, as an iOS app's would.

enum ExternalLinks {
    /// Opens the NHS website in the browser (a snapshot opens nothing).
    static func openWebsite() {
        guard let url = URL(string: "https://www.nhs.uk") else { return }
        UIApplication.shared.open(url)
    }

    /// The body font at the current text size.
    static var bodyFont: UIFont { UIFont.preferredFont(forTextStyle: .body) }
}
