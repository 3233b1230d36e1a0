import Foundation

/// Checks the goldens of one cell: its image and, when the renderer gives a display list, the
/// VoiceOver transcript beside it (`<stem>.a11y.txt`). The cell is rendered at most once.
///
/// 1. The image is checked with `GoldenCheck` (rendering when it needs to).
/// 2. The transcript is checked the same way when the cell was rendered, or when its golden is
///    missing although the image was skipped (`record --missing` after the image was recorded) and
///    the renderer provides display lists.
/// 3. `inspect` sees the rendered image (verify audits it there).
/// 4. The outcomes merge: an image failure first, then a transcript failure (a missing transcript
///    is a difference that says how to record it), then whatever was written.
enum CellGoldens {
    static func check(_ cell: SnapshotCell, store: GoldenStore, policy: RecordPolicy, compareExisting: Bool,
                      artefacts: FailureArtefacts?, renderer: SnapshotRenderer, comparator: SnapshotComparator,
                      inspect: (@Sendable (SnapshotCell, SnapshotImage) -> Void)?) -> CellOutcome {
        var rendered: SnapshotImage?
        func image() throws -> SnapshotImage {
            if let rendered { return rendered }
            let made = try renderer.render(cell.scenario.makeView(), configuration: cell.configuration)
            rendered = made
            return made
        }
        let imageOutcome = GoldenCheck.run(path: cell.path, store: store, policy: policy, compareExisting: compareExisting,
                                           artefacts: artefacts) {
            let made = try image()
            return SnapshotCandidate(data: made.pngData) { try comparator.compare(golden: $0, with: made) }
        }
        if case .failed = imageOutcome { return imageOutcome }
        let textPath = cell.path.accessibilityText
        if rendered == nil {
            guard renderer.providesDisplayList, !store.contains(textPath) else { return imageOutcome }
        }
        let made: SnapshotImage
        do { made = try image() } catch { return .thrown(error) }
        inspect?(cell, made)
        guard let transcript = made.accessibilityTranscript else { return imageOutcome }
        let textOutcome = GoldenCheck.run(path: textPath, store: store, policy: policy, compareExisting: compareExisting,
                                          artefacts: artefacts) {
            SnapshotCandidate(data: Data(transcript.utf8)) { TextGoldenComparison.compare(golden: $0, with: transcript) }
        }
        return merge(image: imageOutcome, transcript: textOutcome, transcriptPath: textPath)
    }

    /// One outcome for the cell from its image's and its transcript's.
    static func merge(image: CellOutcome, transcript: CellOutcome, transcriptPath: GoldenPath) -> CellOutcome {
        if image.isFailure { return image }
        let file = "Snapshots/" + transcriptPath.relativePath
        switch transcript {
        case .missing:
            return .differed("no accessibility text golden at \(file); record it with `nhs-snapshots record --missing` "
                + "or `NHS_SNAPSHOTS_RECORD=missing swift test`")
        case .differed(let summary):
            return .differed("accessibility text differs from \(file): \(summary)")
        case .failed(let message):
            return .failed("accessibility text \(file): \(message)")
        case .cannotWrite(let message):
            return .cannotWrite("accessibility text \(file): \(message)")
        case .recorded:
            switch image {
            case .recorded, .updated: return image
            default: return .recorded
            }
        case .updated(let summary):
            if case .updated = image { return image }
            return .updated("accessibility text " + (summary.map { "differed: \($0)" } ?? "changed"))
        case .matched, .unchanged, .skipped, .rendered:
            return image
        }
    }
}
