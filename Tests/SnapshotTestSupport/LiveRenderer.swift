import NHSSnapshot
import ViewKit

/// Whether the real pipeline (layout, Pango text, Cairo raster, the pinned fonts) can draw on this
/// machine. Suites that need it call ``require()`` first, so that on a machine without the fonts
/// or libraries they fail with a message naming what is missing instead of passing having checked
/// nothing.
public enum LiveRenderer {
    /// Nil when a probe view renders; otherwise why it does not.
    public static let problem: String? = {
        let probe = SnapshotConfiguration(device: .iPhone16)
        do {
            _ = try SnapshotBackend.live.renderer.render(AnyView(Text("probe")), configuration: probe)
            return nil
        } catch {
            return "the live renderer cannot draw here: \(error). Run Scripts/setup.sh to install the fonts and libraries"
        }
    }()

    /// Throws ``LiveRendererUnavailable`` naming what is missing unless the live renderer works.
    public static func require() throws {
        if let problem { throw LiveRendererUnavailable(message: problem) }
    }
}

/// The live renderer cannot draw on this machine: a test that needs it fails with this.
public struct LiveRendererUnavailable: Error, CustomStringConvertible {
    /// What is missing, and how to install it.
    public let message: String

    /// The message.
    public var description: String { message }
}
