import Foundation
import ViewKit

/// What a `Map` holds: markers, annotations, the user's location, as MapKit's `MapContent`. Here
/// map content is made of views (deviation: a `MapContent` is a `View`, and `MapContentBuilder`
/// is `ViewBuilder`), so `ForEach`, `if` and content types of your own work as they do in MapKit.
public protocol MapContent: View {}

/// Builds a map's content, as MapKit's `MapContentBuilder` (here the view builder).
public typealias MapContentBuilder = ViewBuilder

/// An iOS 14–16 map annotation (`MapMarker`, `MapPin`, `MapAnnotation`), as MapKit's `MapAnnotationProtocol`.
public protocol MapAnnotationProtocol: View {}

/// What a map's content reads: the projection it is drawn with, or, for an `.automatic` camera
/// before the region is known, the collector its coordinates go to.
nonisolated struct MapPlacement: Sendable {
    let projection: MapProjection?
    let collector: MapCoordinateCollector?
}

/// The coordinates of a map's content, gathered to frame an `.automatic` camera.
nonisolated final class MapCoordinateCollector: @unchecked Sendable {
    var coordinates: [CLLocationCoordinate2D] = []
}

private nonisolated struct MapPlacementKey: EnvironmentKey {
    static let defaultValue: MapPlacement? = nil
}

nonisolated extension EnvironmentValues {
    var mapPlacement: MapPlacement? {
        get { self[MapPlacementKey.self] }
        set { self[MapPlacementKey.self] = newValue }
    }
}

/// The drawing sizes of a map's markers: MapKit's balloon, measured from iOS 17 screenshots
/// by eye [I] (a guess: Apple publishes none).
nonisolated enum MarkerMetrics {
    /// The balloon's circle.
    static let diameter: CGFloat = 30
    /// The point under it, whose tip is on the coordinate.
    static let pointer: CGFloat = 7
    /// The glyph in the balloon.
    static let glyphSize: CGFloat = 15
    /// Between the balloon and its title.
    static let titleGap: CGFloat = 2
}

/// A view of map content placed with its anchor on `coordinate` (read by VoiceOver as `label`,
/// or as what it holds when it has none),
/// with `title` centred under it when the title fits inside the map there (iOS hides the labels
/// it cannot place); in the gathering pass it only reports the coordinate.
nonisolated struct PlacedOnMap<Content: View>: View {
    let coordinate: CLLocationCoordinate2D
    let anchor: UnitPoint
    let size: CGSize
    let title: Text?
    let label: Text?
    let content: Content
    @Environment(\.mapPlacement) private var placement

    var body: some View {
        if let projection = placement?.projection {
            let point = projection.point(coordinate)
            let top = point.y + size.height * (1 - anchor.y) + MarkerMetrics.titleGap
            let below = max(0, projection.size.height - top)
            let across = max(0, 2 * min(point.x, projection.size.width - point.x))
            labelled(content.frame(width: size.width, height: size.height))
                .position(x: point.x + size.width * (0.5 - anchor.x), y: point.y + size.height * (0.5 - anchor.y))
            if let title {
                ViewThatFits {
                    title.font(.caption.weight(.semibold)).multilineTextAlignment(.center)
                    Color.clear.frame(width: 0, height: 0)
                }
                .frame(width: across, height: below, alignment: .top)
                .accessibilityHidden(true)
                .position(x: point.x, y: top + below / 2)
            }
        } else {
            let _ = placement?.collector?.coordinates.append(coordinate)
        }
    }

    private func labelled(_ view: some View) -> AnyView {
        guard let label else { return AnyView(view.accessibilityElement(children: .combine)) }
        return AnyView(view.accessibilityElement(children: .ignore).accessibilityLabel(label))
    }
}

/// A balloon marker, as MapKit's `Marker` (iOS 17): a circle in the tint (red unless tinted)
/// with a white glyph, its point on the coordinate, the title under it.
public nonisolated struct Marker: MapContent {
    let title: Text
    let coordinate: CLLocationCoordinate2D
    let glyph: String

    /// A marker titled `titleKey` at `coordinate`.
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(titleKey), coordinate: coordinate, glyph: "mappin")
    }

    /// A marker titled `title` at `coordinate`.
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(title), coordinate: coordinate, glyph: "mappin")
    }

    /// A marker titled `titleKey` with the symbol `systemImage` at `coordinate`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(titleKey), coordinate: coordinate, glyph: systemImage)
    }

    /// A marker titled `title` with the symbol `systemImage` at `coordinate`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(title), coordinate: coordinate, glyph: systemImage)
    }

    init(title: Text, coordinate: CLLocationCoordinate2D, glyph: String) {
        self.title = title
        self.coordinate = coordinate
        self.glyph = glyph
    }

    public var body: some View {
        PlacedOnMap(coordinate: coordinate, anchor: .bottom,
                    size: CGSize(width: MarkerMetrics.diameter, height: MarkerMetrics.diameter + MarkerMetrics.pointer),
                    title: title, label: title, content: MarkerBalloon(glyph: glyph))
    }
}

/// The balloon: a tinted circle over a small point, a white glyph in the circle.
nonisolated struct MarkerBalloon: View {
    let glyph: String
    @Environment(\.tint) private var tint

    var body: some View {
        let colour = tint ?? .red
        VStack(spacing: -1) {
            Circle().fill(colour)
                .frame(width: MarkerMetrics.diameter, height: MarkerMetrics.diameter)
                .overlay {
                    Image(systemName: glyph).font(.system(size: MarkerMetrics.glyphSize, weight: .semibold)).foregroundColor(.white)
                }
            MarkerPointer().fill(colour).frame(width: MarkerMetrics.pointer * 1.4, height: MarkerMetrics.pointer + 1)
        }
    }
}

/// The point under a marker's circle.
nonisolated struct MarkerPointer: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// A view of your own on the map, as MapKit's `Annotation` (iOS 17): the content with its
/// `anchor` (the bottom unless told) on the coordinate, the title under it.
public nonisolated struct Annotation<Content: View>: MapContent {
    let title: Text
    let coordinate: CLLocationCoordinate2D
    let anchor: UnitPoint
    let content: Content

    /// An annotation titled `titleKey` at `coordinate`.
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
                @ViewBuilder content: () -> Content) {
        (title, self.coordinate, self.anchor, self.content) = (Text(titleKey), coordinate, anchor, content())
    }

    /// An annotation titled `title` at `coordinate`.
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
                                   @ViewBuilder content: () -> Content) {
        (self.title, self.coordinate, self.anchor, self.content) = (Text(title), coordinate, anchor, content())
    }

    public var body: some View {
        AnnotationBody(title: title, coordinate: coordinate, anchor: anchor, content: content)
    }
}

/// An annotation's content at its own size (its ideal size), its anchor on the coordinate: the
/// content is aligned by its anchor on a frame of no size placed there. The title is not drawn
/// (the content's size is known only in layout); VoiceOver reads it.
nonisolated struct AnnotationBody<Content: View>: View {
    let title: Text?
    let coordinate: CLLocationCoordinate2D
    let anchor: UnitPoint
    let content: Content

    var body: some View {
        PlacedOnMap(coordinate: coordinate, anchor: .center, size: .zero, title: nil, label: title,
                    content: content.fixedSize().frame(width: 0, height: 0, alignment: AnnotationBody.alignment(of: anchor)))
    }

    /// The alignment of `anchor`: one of the nine named points, the centre for any other.
    static func alignment(of anchor: UnitPoint) -> Alignment {
        let named: [(UnitPoint, Alignment)] = [
            (.topLeading, .topLeading), (.top, .top), (.topTrailing, .topTrailing),
            (.leading, .leading), (.center, .center), (.trailing, .trailing),
            (.bottomLeading, .bottomLeading), (.bottom, .bottom), (.bottomTrailing, .bottomTrailing),
        ]
        return named.first { $0.0 == anchor }?.1 ?? .center
    }
}

/// The user's location, as MapKit's `UserAnnotation`: there is no location here, so nothing is drawn.
public nonisolated struct UserAnnotation: MapContent {
    /// The user's location.
    public init() {}
    public var body: some View { EmptyView() }
}
