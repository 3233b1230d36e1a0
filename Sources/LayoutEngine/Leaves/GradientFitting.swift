import Drawing
import Foundation
import ViewKit

extension ResolvedGradient {
    /// The display-list gradient with its unit geometry fitted to `frame`: unit points map to the
    /// frame's corners; radii stay in points, as SwiftUI's; an elliptical gradient's radius
    /// fractions are of the frame's size; angles stay as given.
    func paint(in frame: CGRect) -> GradientPaint {
        let box = frame.standardized
        func point(_ unit: UnitPoint) -> CGPoint { CGPoint(x: box.minX + unit.x * box.width, y: box.minY + unit.y * box.height) }
        let geometry: GradientGeometry
        switch self.geometry {
        case .linear(let start, let end):
            geometry = .linear(start: point(start), end: point(end))
        case .radial(let center, let startRadius, let endRadius):
            geometry = .radial(center: point(center), startRadius: startRadius, endRadius: endRadius)
        case .angular(let center, let startAngle, let endAngle):
            geometry = .angular(center: point(center), startAngle: startAngle, endAngle: endAngle)
        case .elliptical(let center, let startFraction, let endFraction):
            geometry = .elliptical(center: point(center), size: box.size, startFraction: startFraction, endFraction: endFraction)
        case .mesh(let columns, let rows, let vertices, let background):
            geometry = .mesh(columns: columns, rows: rows, vertices: vertices.map {
                MeshVertex(position: point($0.position), leading: point($0.leading), top: point($0.top),
                           trailing: point($0.trailing), bottom: point($0.bottom))
            }, background: background.rgba)
        }
        return GradientPaint(geometry: geometry, stops: stops.map { GradientColorStop(color: $0.color.rgba, location: Double($0.location)) })
    }
}
