import Foundation
import NHSSnapshot
import Raster

/// What the command line checks before rendering anything, so that bad input stops a run at once
/// with exit status 2 instead of failing cell after cell:
/// 1. the Raster target's resource bundle is beside the program (`RasterResources`);
/// 2. every image source of the catalogue is a folder;
/// 3. every planned scenario lays out in its first planned cell, which finds each image it names
///    (an image found nowhere is reported with every place searched).
enum InputPreflight {
    /// Throws `CommandInputError` listing every problem found in `plan`, laid out with `renderer`
    /// (the run's; its loading error, when it could not load, is the problem reported).
    static func check(_ plan: SnapshotPlan, catalogue: ScenarioCatalogue, renderer loaded: Result<Renderer, any Error>) throws {
        do { _ = try RasterResources.folder() } catch { throw CommandInputError(["\(error)"]) }
        var problems: [String] = []
        for source in catalogue.images {
            do { try source.check() } catch { problems.append("\(error)") }
        }
        guard problems.isEmpty else { throw CommandInputError(problems) }
        let renderer: Renderer
        do { renderer = try loaded.get() } catch { throw CommandInputError(["\(error)"]) }
        var seen = Set<String>()
        for cell in plan.cells where seen.insert(cell.scenario.id).inserted {
            do { _ = try layoutScreen(cell.scenario.makeView(), configuration: cell.configuration, renderer: renderer) } catch {
                problems.append("\(cell.scenario.id): \(error)")
            }
        }
        guard problems.isEmpty else { throw CommandInputError(problems) }
    }
}
