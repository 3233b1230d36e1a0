import Drawing
import Foundation

extension AuditRule {
    /// A map drawn as plain land without its tiles (warning).
    public static let mapNotDrawn = AuditRule("map-not-drawn", severity: .warning)
}

/// `map-not-drawn` (warning): each `Map`, drawn as plain land with its markers and annotations
/// placed by their coordinates, but without the streets and places of MapKit's tiles.
public struct MapCheck: AnnotationFindingCheck {
    /// A map check.
    public init() {}

    /// The rule reported.
    public var rule: AuditRule { .mapNotDrawn }
    /// The annotation read.
    public var annotationName: String { ComponentAnnotation.UndrawnMap.component }

    /// The finding for one map.
    public func finding(for map: ComponentAnnotation) -> Finding {
        Finding(rule: .mapNotDrawn, component: "Map", subject: "map",
                measured: "plain land", threshold: "MapKit's tiles",
                message: "a Map's streets and places cannot be drawn here: plain land stands in, markers placed by their coordinates (README, Maps)",
                frame: map.frame)
    }
}
