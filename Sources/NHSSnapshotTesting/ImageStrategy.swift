import Foundation
import NHSSnapshot
import SnapshotCore
import ViewKit

extension Snapshotting where Value: View, Format == SnapshotImage {
    /// A PNG of the view on `device` at `dynamicTypeSize` in `colorScheme`, rendered and compared by
    /// the backend in effect when it is taken (`SnapshotTesting.backend`: the real pipeline unless set).
    /// `images` are searched for `Image("name")` before the project's photographs, for example
    /// `[.bundle(.module)]` in a test target with resources.
    /// `presentation: .screen` (or `.deviceScreen`) draws a whole screen edge to edge.
    public static func image(device: Device = .iPhone16, dynamicTypeSize: DynamicTypeSize = .large,
                             colorScheme: ColorScheme = .light, images: [ImageSource] = [],
                             presentation: SnapshotPresentation = .component) -> Snapshotting {
        image(configuration: SnapshotConfiguration(device: device, dynamicTypeSize: dynamicTypeSize,
                                                   colorScheme: colorScheme, images: images, presentation: presentation))
    }

    /// A PNG of the view in one matrix cell. The backend is looked up when the snapshot is taken,
    /// so a strategy made outside `withSnapshotTesting` still uses the backend set inside it.
    /// A view whose golden exists is first compared with it band by band as it is drawn
    /// (`matchesGoldenFile`, when `BandedVerification` applies to the backend): a match never holds
    /// the page or the golden; anything else is rendered whole and compared as before.
    public static func image(configuration: SnapshotConfiguration) -> Snapshotting {
        var strategy = Snapshotting<SnapshotImage, SnapshotImage>.png(fileStem: configuration.fileStem).pullback { (view: AnyView) in
            try SnapshotTesting.backend.renderer.render(view, configuration: configuration)
        }
        strategy.matchesGoldenFile = { view, golden in
            let backend = SnapshotTesting.backend
            // The policy was checked by `GoldenCheck`; here only the backend's part.
            guard BandedVerification.applies(renderer: backend.renderer, comparator: backend.comparator, policy: .never)
            else { return false }
            return backend.renderer.matchesPixels(of: golden, drawing: view, configuration: configuration) != nil
        }
        return strategy.pullback(ViewErasure<Value>().erase)
    }
}

extension Snapshotting where Value == Scenario, Format == SnapshotImage {
    /// A PNG of a catalogue scenario in one matrix cell.
    public static func image(configuration: SnapshotConfiguration) -> Snapshotting {
        Snapshotting<AnyView, SnapshotImage>.image(configuration: configuration).pullback { $0.makeView() }
    }
}

/// Erases a view's type. View types carry no actor-isolated conformances, so this is safe on any thread.
struct ViewErasure<Content: View>: @unchecked Sendable {
    @Sendable func erase(_ view: Content) -> AnyView { AnyView(view) }
}
