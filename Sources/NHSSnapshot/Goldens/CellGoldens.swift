import Foundation
import SnapshotCore

/// Checks the goldens of one cell, `CellGolden.all` (the same list the test API checks): its image
/// and, when the renderer gives a display list, the VoiceOver transcript beside it
/// (`<stem>.a11y.txt`). The cell is rendered at most once.
///
/// 1. The first golden (the image) is checked with `GoldenCheck` (rendering when it needs to);
///    `record` with a renderer that writes files writes it band by band instead
///    (`StreamedImageRecord`), and `verify` first compares it band by band with the golden
///    (`BandedVerification`: a match is `matched`, anything else takes the `GoldenCheck` path);
///    either way the others are then made from the page's display list.
/// 2. The others are checked the same way when the cell was rendered, or when one of their goldens
///    is missing although the image was skipped (`record --missing` after the image was recorded)
///    and the renderer can make it.
/// 3. `inspect` sees the rendered image (verify audits it there; after a band-by-band match it
///    carries the display list only, which is all the audits read).
/// 4. The outcomes merge: an image failure first, then another golden's failure (a missing one is
///    a difference that says how to record it), then whatever was written.
enum CellGoldens {
    static func check(_ cell: SnapshotCell, store: GoldenStore, policy: RecordPolicy, compareExisting: Bool,
                      artefacts: FailureArtefacts?, renderer: SnapshotRenderer, comparator: SnapshotComparator,
                      goldens: [CellGolden] = CellGolden.all,
                      inspect: (@Sendable (SnapshotCell, SnapshotImage) -> Void)?) -> CellOutcome {
        var rendered: SnapshotImage?
        func image() throws -> SnapshotImage {
            if let rendered { return rendered }
            let made = try renderer.render(cell.scenario.makeView(), configuration: cell.configuration)
            rendered = made
            return made
        }
        func path(_ golden: CellGolden) -> GoldenPath { cell.path.with(pathExtension: golden.pathExtension) }
        func check(_ golden: CellGolden, _ make: @escaping () throws -> SnapshotImage) -> CellOutcome {
            let strategy = golden.strategy(fileStem: cell.configuration.fileStem) { comparator }
            return GoldenCheck.run(path: path(golden), store: store, policy: policy, compareExisting: compareExisting,
                                   artefacts: artefacts) { try strategy.candidate(for: make()) }
        }
        guard let first = goldens.first else { return .skipped }
        var outcome: CellOutcome
        if first.label == CellGolden.image.label, goldens.dropFirst().allSatisfy(\.needsDisplayList),
           StreamedImageRecord.applies(renderer: renderer, policy: policy, compareExisting: compareExisting, artefacts: artefacts) {
            // `record`: the image is written band by band; the text goldens need only the display list.
            let (recorded, page) = StreamedImageRecord.record(cell, path: path(first), store: store, policy: policy, renderer: renderer)
            outcome = recorded
            rendered = page
        } else if first.label == CellGolden.image.label, goldens.dropFirst().allSatisfy(\.needsDisplayList),
                  let list = BandedVerification.matched(cell.scenario.makeView(), configuration: cell.configuration,
                                                        path: path(first), store: store, artefacts: artefacts,
                                                        renderer: renderer, comparator: comparator, policy: policy,
                                                        compareExisting: compareExisting) {
            // `verify`: the page matched the golden band by band; the rest needs only the display list.
            outcome = .matched
            rendered = .displayListOnly(list)
        } else {
            outcome = check(first, image)
        }
        if case .failed = outcome { return outcome }
        let others = goldens.dropFirst()
        if rendered == nil {
            let needed = others.contains { ($0.needsDisplayList ? renderer.providesDisplayList : true) && !store.contains(path($0)) }
            guard needed else { return outcome }
        }
        let made: SnapshotImage
        do { made = try image() } catch { return .thrown(error) }
        inspect?(cell, made)
        for golden in others where golden.applies(to: made) {
            outcome = merge(image: outcome, other: check(golden) { made }, label: golden.label, otherPath: path(golden))
        }
        return outcome
    }

    /// One outcome for the cell from its image's and another golden's (`label`, at `otherPath`).
    static func merge(image: CellOutcome, other: CellOutcome, label: String, otherPath: GoldenPath) -> CellOutcome {
        if image.isFailure { return image }
        let file = "Snapshots/" + otherPath.relativePath
        switch other {
        case .missing:
            return .differed("no \(label) golden at \(file); record it with `nhs-snapshots record --missing` "
                + "or `NHS_SNAPSHOTS_RECORD=missing swift test`")
        case .differed(let summary):
            return .differed("\(label) differs from \(file): \(summary)")
        case .failed(let message):
            return .failed("\(label) \(file): \(message)")
        case .cannotWrite(let message):
            return .cannotWrite("\(label) \(file): \(message)")
        case .recorded:
            switch image {
            case .recorded, .updated: return image
            default: return .recorded
            }
        case .updated(let summary):
            if case .updated = image { return image }
            return .updated("\(label) " + (summary.map { "differed: \($0)" } ?? "changed"))
        case .matched, .unchanged, .skipped, .rendered:
            return image
        }
    }
}
