import Foundation
import NHSAppUI

/// A card of this package's own: its photo, from this package's resources, over a greeting with
/// a badge and an accent line from its asset catalog (`Media.xcassets`), as an iOS package keeps them.
public struct WelcomeBanner: View {
    public let name: String

    public init(name: String) { self.name = name }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Image("welcome-sunrise", bundle: .module)
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(height: 96)
            Rectangle()
                .fill(Color("WelcomeAccent", bundle: .module))
                .frame(height: 4)
            HStack(spacing: 8) {
                Image("welcome-badge", bundle: .module)
                Text("Welcome back, \(name)")
                    .font(.nhsHeadline)
            }
            Text("Your next appointment is on Monday.")
                .font(.nhsBody)
        }
        .foregroundStyle(.nhsText)
        .nhsCardStyle()
    }
}

/// This package's resources, where its images are: pass `.bundle(MyCardsResources.bundle)`.
public enum MyCardsResources {
    public static let bundle: Bundle = .module
}
