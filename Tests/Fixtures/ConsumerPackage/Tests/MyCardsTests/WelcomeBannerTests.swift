import Foundation
import MyCards
import NHSAppUI
import NHSSnapshot
import NHSSnapshotTesting
import Testing

@Test func welcomeBanner() {
    assertSnapshot(of: WelcomeBanner(name: "Sam"),
                   as: .image(device: .iPhone16, dynamicTypeSize: .accessibility1, colorScheme: .dark,
                              images: [.bundle(MyCardsResources.bundle)]))
}

@Test func welcomeBannerMatrix() {
    assertSnapshots(of: WelcomeBanner(name: "Sam"), matrix: .quick, images: [.bundle(MyCardsResources.bundle)])
}

/// The badge and the accent come from the package's asset catalog: the badge's 48 px file is at
/// 2x, so 24 pt; the accent is the colour set's, not the clear of a colour no catalog has.
@Test func welcomeBannerReadsItsAssetCatalog() throws {
    let screen = try layoutScreen(WelcomeBanner(name: "Sam"), configuration: SnapshotConfiguration(device: .iPhone16))
    let badge = try #require(screen.displayList.imageItems.first { $0.assetName == "welcome-badge" })
    #expect(badge.frame.size == CGSize(width: 24, height: 24))
    #expect(Color("WelcomeAccent", bundle: MyCardsResources.bundle).resolve(in: .light) == Color.Resolved(hex: 0x007F3B))
    #expect(Color("WelcomeAccent", bundle: MyCardsResources.bundle).resolve(in: .dark) == Color.Resolved(hex: 0x3CC86E))
}
