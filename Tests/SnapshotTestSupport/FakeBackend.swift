import Drawing
import Foundation
import NHSSnapshot
import SnapshotCore
import ViewKit

/// Counts calls across threads.
public final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    /// A counter at zero.
    public init() {}
    public func increment() { lock.lock(); count += 1; lock.unlock() }
    public var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}

/// A deterministic stand-in for layout + raster: a small image whose size and colours follow the
/// cell (device width, size, scheme), so every cell's bytes differ and never depend on timing.
public enum FakeBackend {
    /// Renders cells; `tint` changes every image, `changed` changes only cells whose file stem is listed,
    /// `failing` throws for the listed stems.
    public static func renderer(tint: UInt8 = 0, changed: Set<String> = [], failing: Set<String> = [],
                         calls: CallCounter? = nil) -> SnapshotRenderer {
        SnapshotRenderer(name: "fake") { _, configuration in
            calls?.increment()
            let stem = configuration.fileStem
            if failing.contains(stem) { throw FakeFailure(stem: stem) }
            let width = Int(configuration.device.width) / 16
            let height = 4 + configuration.dynamicTypeSize.index
            let base: UInt8 = configuration.colorScheme == .dark ? 20 : 235
            let extra: UInt8 = changed.contains(stem) ? 9 : 0
            var pixels = [UInt8](repeating: 255, count: width * height * 4)
            for index in stride(from: 0, to: pixels.count, by: 4) {
                pixels[index] = base &+ tint &+ extra
                pixels[index + 1] = UInt8((index / 4) % 251)
                pixels[index + 2] = UInt8(configuration.scale * 40)
            }
            return try SnapshotImage(width: width, height: height, pixels: pixels,
                                     pngData: DiffPNG.rgba(width: width, height: height, pixels))
        }
    }

    /// A backend with the fake renderer, exact comparison and the given fingerprint text.
    public static func backend(renderer: SnapshotRenderer = renderer(), fingerprint: String? = nil) -> SnapshotBackend {
        SnapshotBackend(
            renderer: renderer, comparator: .exactBytes,
            fingerprint: fingerprint.map { text in FingerprintSource(current: { text }) } ?? .unknown,
            sheetDrawer: SheetDrawer(measurer: FixedAdvanceMeasurer()) { list, _, _ in
                Data(list.dump().utf8)
            })
    }
}

/// The fake's deliberate failure.
public struct FakeFailure: Error, CustomStringConvertible {
    public let stem: String
    public var description: String { "fake renderer failed on \(stem)" }
}
