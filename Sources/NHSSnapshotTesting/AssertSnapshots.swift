import Audits
import Foundation
import NHSSnapshot
import SnapshotCore
import ViewKit

/// Asserts that `view` matches its goldens in every cell of `matrix` and passes the design audits.
///
/// Each cell is rendered once, then checked three ways, each difference its own failure:
/// 1. the image against `__Snapshots__/<TestFile>/<test name>.<device>-<size>-<scheme>.png` beside
///    the test file (with a `snapshotDirectory`: `<folder>/<component>/<name>/<device>-<size>-<scheme>.png`);
/// 2. when the renderer gives a display list, the VoiceOver transcript against `<same stem>.a11y.txt`;
/// 3. and the design audits: an error not covered by `expectedFindings`, or an expected finding
///    that does not occur, fails.
///
/// `images` are searched for `Image("name")` before the project's photographs, for example
/// `[.bundle(.module)]` in a test target with resources.
public func assertSnapshots<V: View>(
    of view: @autoclosure () -> V, matrix: SnapshotMatrix = .golden, expecting expectedFindings: [ExpectedFinding] = [],
    images: [ImageSource] = [], presentation: SnapshotPresentation = .component,
    named name: String? = nil, component: String? = nil, record: RecordPolicy? = nil, snapshotDirectory: URL? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let folder = component ?? GoldenLocation.defaultComponent(filePath: "\(filePath)")
    let scenario = folder + "/" + (name ?? GoldenLocation.defaultName(function: function))
    for configuration in matrix.configurations {
        assertCell(AnyView(view()), configuration: configuration.searchingImages(in: images).presented(as: presentation),
                   scenario: scenario,
                   expecting: expectedFindings,
                   named: name, component: component, record: record, snapshotDirectory: snapshotDirectory,
                   fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    }
}

/// Asserts that a catalogue scenario matches its goldens (images and accessibility text) in every
/// cell of `matrix`, and passes the design audits with its expected findings. With a
/// `snapshotDirectory` the goldens are the command line's, `<folder>/<Component>/<scenario>/…`: the
/// check the project's own suite runs on every committed golden (`Snapshots/`). Without one they
/// are beside the test file, `__Snapshots__/<TestFile>/<Component>.<scenario>.<cell>.png`.
public func assertSnapshots(
    of scenario: Scenario, matrix: SnapshotMatrix = .golden, images: [ImageSource] = [], record: RecordPolicy? = nil,
    snapshotDirectory: URL? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let inFolder = snapshotDirectory != nil
    let component = inFolder ? scenario.component : GoldenLocation.defaultComponent(filePath: "\(filePath)")
    let name = inFolder ? scenario.name : scenario.component + "." + scenario.name
    for configuration in scenario.configurations(in: matrix) {
        assertCell(scenario.makeView(), configuration: configuration.searchingImages(in: images), scenario: scenario.id,
                   expecting: scenario.expectedFindings, named: name, component: component,
                   record: record, snapshotDirectory: snapshotDirectory,
                   fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    }
}

/// Renders one cell once and checks each of its goldens (`CellGolden.all`, the list the command
/// line checks too: the image, and with a display list the accessibility text), then its audit.
/// The image is first compared band by band as the page is drawn (`BandedVerification`); only when
/// that does not match is the page rendered whole (a second drawing) and compared as before.
private func assertCell(
    _ view: AnyView, configuration: SnapshotConfiguration, scenario: String, expecting expected: [ExpectedFinding],
    named name: String?, component: String?, record: RecordPolicy?, snapshotDirectory: URL?,
    fileID: StaticString, filePath: StaticString, function: String, line: UInt, column: UInt
) {
    let policy: RecordPolicy
    do {
        policy = try record ?? SnapshotTesting.record ?? RecordPolicy.resolved(environment: ProcessInfo.processInfo.environment)
    } catch {
        return recordSnapshotFailure(String(describing: error), fileID: fileID, filePath: filePath, line: line, column: column)
    }
    let backend = SnapshotTesting.backend
    // The image golden compared band by band as the page is drawn; when it matches, the rest
    // (accessibility text, audits) needs only the display list, and the page is never held whole.
    let (store, artefacts) = GoldenLocation.store(filePath: "\(filePath)", snapshotDirectory: snapshotDirectory)
    let imagePath = GoldenLocation.path(filePath: "\(filePath)", component: component, name: name, function: function,
                                        stem: configuration.fileStem, pathExtension: CellGolden.image.pathExtension)
    let matched = (try? store.checkFolder()) == nil ? nil
        : BandedVerification.matched(view, configuration: configuration, path: imagePath, store: store, artefacts: artefacts,
                                     renderer: backend.renderer, comparator: backend.comparator, policy: policy)
    let rendered = matched.map { Result.success(SnapshotImage.displayListOnly($0)) }
        ?? Result { try backend.renderer.render(view, configuration: configuration) }
    for golden in CellGolden.all {
        if matched != nil && golden.label == CellGolden.image.label { continue }
        if case .success(let image) = rendered, !golden.applies(to: image) { return }
        if case .failure = rendered, golden.needsDisplayList { return }
        let strategy = golden.strategy(fileStem: configuration.fileStem) { SnapshotTesting.backend.comparator }
        if let message = verifySnapshot(of: { try rendered.get() }, as: strategy, named: name, component: component,
                                        policy: policy, snapshotDirectory: snapshotDirectory, filePath: filePath,
                                        function: function) {
            recordSnapshotFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
    guard case .success(let image) = rendered else { return }
    if let message = verifyAudit(of: image, configuration: configuration, scenario: scenario, expecting: expected) {
        recordSnapshotFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
