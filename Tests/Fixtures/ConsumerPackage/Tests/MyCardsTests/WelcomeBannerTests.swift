import MyCards
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
