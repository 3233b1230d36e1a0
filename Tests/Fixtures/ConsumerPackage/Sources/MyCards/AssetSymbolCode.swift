import NHSAppUI

/// iOS 17 code that names its catalog's assets by Xcode's generated symbols, which the
/// NHSAssetSymbols plugin writes here (`Image(.welcomeBadge)`, `.welcomeAccent` as a style), and
/// its text by a key in its String Catalog.
public struct AccentedBadge: View {
    public init() {}

    public var body: some View {
        HStack(spacing: 8) {
            Image(.welcomeBadge)
            Text("badge.checked_in", bundle: .module)
                .font(.nhsBody)
                .foregroundStyle(.welcomeAccent)
            Rectangle()
                .fill(Color.welcomeAccent)
                .frame(width: 12, height: 12)
            Image(uiImage: .welcomeBadge)
        }
        .background(Color(.welcomeAccent).opacity(0.1))
        .tint(Color(uiColor: .welcomeAccent))
    }
}
