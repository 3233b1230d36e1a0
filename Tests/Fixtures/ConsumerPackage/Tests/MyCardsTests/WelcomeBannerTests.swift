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

/// The generated symbols name the same assets: the badge 24 pt, the accent the colour set's.
@Test func generatedAssetSymbolsNameTheCatalogsAssets() throws {
    let screen = try layoutScreen(AccentedBadge(), configuration: SnapshotConfiguration(device: .iPhone16))
    let badges = screen.displayList.imageItems.filter { $0.assetName == "welcome-badge" }
    #expect(badges.count == 2 && badges.allSatisfy { $0.frame.size == CGSize(width: 24, height: 24) })
    let accent = Color("WelcomeAccent", bundle: MyCardsResources.bundle).resolve(in: .light)
    let drawn = try #require(screen.displayList.textItems.first { $0.spec.string == "Checked in" }?.color)
    #expect([drawn.red, drawn.green, drawn.blue, drawn.alpha] == [accent.red, accent.green, accent.blue, accent.opacity])
}
