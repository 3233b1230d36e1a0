import Bitmaps
import Foundation
import ImageCodecs
import NHSAppUI
import NHSSnapshot
import NHSSnapshotTesting
import SnapshotCore
import SnapshotTestSupport
import Testing
import ViewKit

/// The test API verifies a view's image band by band as it is drawn: a matching view never draws
/// its whole page; a difference is still found, with the message and artefacts of before.
@Suite struct BandedAssertionTests {
    /// One cell at 1x: the bands themselves are tested with `verify` (`BandedVerificationTests`).
    static var configuration: SnapshotConfiguration {
        var configuration = SnapshotConfiguration(device: .iPhone16)
        configuration.scale = 1
        return configuration
    }

    static var view: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(0..<6, id: \.self) { index in
                Text("Row \(index) of a page").font(.nhsBody).padding(12)
            }
        }
    }

    /// Flips a bit of the last pixel of the PNG at `file`.
    func changeLastPixel(of file: URL) throws {
        var image = try PNGCodec.decode(try Data(contentsOf: file), name: file.path)
        image[sample: image.pixels.count - 4] ^= 0x10
        try PNGCodec.encode(image).write(to: file)
    }

    @Test func aMatchingViewImageIsNotDrawnWhole() throws {
        try LiveRenderer.require()
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let snapshots = folder.url.appendingPathComponent("Snapshots")
        let counting = CountingBackend()
        func check(_ policy: RecordPolicy) -> String? {
            withSnapshotTesting(backend: counting.backend) {
                verifySnapshot(of: Self.view, as: .image(configuration: Self.configuration), named: "banded", record: policy,
                               snapshotDirectory: snapshots)
            }
        }
        #expect(check(.missing)?.contains("recorded a new golden") == true)
        #expect(counting.wholePages == 1)
        #expect(check(.never) == nil)
        #expect(check(.missing) == nil)
        #expect(counting.wholePages == 1, "a match draws no whole page")
        let golden = snapshots.appendingPathComponent("BandedAssertionTests/banded/\(Self.configuration.fileStem).png")
        try changeLastPixel(of: golden)
        let message = check(.never)
        #expect(message?.contains("snapshot differs from") == true, "\(message ?? "nil")")
        #expect(counting.wholePages == 2)
        #expect(folder.files().contains("Output/failures/BandedAssertionTests/banded/\(Self.configuration.fileStem).diff.png"))
    }

    @Test func assertSnapshotsOfAMatchingViewDrawsNoWholePage() throws {
        try LiveRenderer.require()
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let snapshots = folder.url.appendingPathComponent("Snapshots")
        let counting = CountingBackend()
        let matrix = SnapshotMatrix(name: "one", cells: [Self.configuration])
        withKnownIssue {
            withSnapshotTesting(record: .missing, backend: counting.backend) {
                assertSnapshots(of: Self.view, matrix: matrix, named: "cells", snapshotDirectory: snapshots)
            }
        }
        #expect(counting.wholePages == 1)
        #expect(folder.files().filter { $0.hasPrefix("Snapshots/BandedAssertionTests/cells/") }.count == 2, "image and accessibility text")
        withSnapshotTesting(record: .never, backend: counting.backend) {
            assertSnapshots(of: Self.view, matrix: matrix, named: "cells", snapshotDirectory: snapshots)
        }
        #expect(counting.wholePages == 1, "the image matched band by band; the text and audit used its display list")
        try changeLastPixel(of: snapshots.appendingPathComponent("BandedAssertionTests/cells/\(Self.configuration.fileStem).png"))
        withKnownIssue {
            withSnapshotTesting(record: .never, backend: counting.backend) {
                assertSnapshots(of: Self.view, matrix: matrix, named: "cells", snapshotDirectory: snapshots)
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("snapshot differs from") }
        }
        #expect(counting.wholePages == 2)
    }
}
