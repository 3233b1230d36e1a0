import NHSSnapshot
import ViewKit

/// The golden cells of a card scenario that differs from another only in what VoiceOver hears
/// (an accessibility hint). Its picture is byte for byte its spec example's in every cell, so
/// eighteen copies of it would only spend `Snapshots/`; three cells, one a device across the sizes
/// and both schemes, keep its transcript (where the hint is) under test at every width. Every cell
/// of the `full` matrix still renders for review.
enum HintGoldens {
    /// The narrowest phone at the largest text in dark, the common phone at the default size in
    /// light, and the widest iPad at the largest standard size in light, at 1x like every card golden.
    static let matrix = SnapshotMatrix(name: "golden-hint", cells: [
        SnapshotConfiguration(device: .iPhoneSE1, dynamicTypeSize: .accessibility5, colorScheme: .dark, scale: 1),
        SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .large, colorScheme: .light, scale: 1),
        SnapshotConfiguration(device: .iPadPro13, dynamicTypeSize: .xxxLarge, colorScheme: .light, scale: 1),
    ])
}
