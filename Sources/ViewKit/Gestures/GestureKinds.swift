import Foundation

/// A tap, or `count` taps in a row, as SwiftUI's `TapGesture`.
public nonisolated struct TapGesture: Gesture {
    /// A primitive.
    public typealias Body = Never
    /// Taps are reported with no value.
    public typealias Value = Void
    /// How many taps.
    public var count: Int

    /// A gesture of `count` taps.
    public init(count: Int = 1) { self.count = count }
}

/// A tap reporting where it landed, as SwiftUI's `SpatialTapGesture`. Its view is no tap target
/// here: a tap from a test has no place to report.
public nonisolated struct SpatialTapGesture: Gesture {
    /// Where the tap landed.
    public nonisolated struct Value: Equatable, Sendable {
        /// The point, in the gesture's coordinate space.
        public var location: CGPoint
    }

    /// A primitive.
    public typealias Body = Never
    /// How many taps.
    public var count: Int
    /// The space `location` is measured in.
    public var coordinateSpace: CoordinateSpace

    /// A gesture of `count` taps, reporting where in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// A gesture of `count` taps, reporting where in `coordinateSpace` (iOS 17's spelling).
    @_disfavoredOverload
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

/// A press held long enough, as SwiftUI's `LongPressGesture`; reports whether it is held.
public nonisolated struct LongPressGesture: Gesture {
    /// A primitive.
    public typealias Body = Never
    /// Whether the press is held.
    public typealias Value = Bool
    /// The seconds it must be held.
    public var minimumDuration: Double
    /// How far the finger may move, in points.
    public var maximumDistance: CGFloat

    /// A press of at least `minimumDuration` seconds that moves no further than `maximumDistance`.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A drag, as SwiftUI's `DragGesture`.
public nonisolated struct DragGesture: Gesture {
    /// Where a drag is.
    public nonisolated struct Value: Equatable, Sendable {
        /// When.
        public var time: Date
        /// Where the finger is.
        public var location: CGPoint
        /// Where it went down.
        public var startLocation: CGPoint
        /// How fast it moves, in points a second.
        public var velocity: CGSize
        /// Where it would stop if let go now.
        public var predictedEndLocation: CGPoint

        /// From `startLocation` to `location`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// From `startLocation` to `predictedEndLocation`.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// A primitive.
    public typealias Body = Never
    /// How far the finger moves before the drag begins, in points.
    public var minimumDistance: CGFloat
    /// The space locations are measured in.
    public var coordinateSpace: CoordinateSpace

    /// A drag that begins after `minimumDistance` points, measured in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// A drag that begins after `minimumDistance` points, measured in `coordinateSpace` (iOS 17's
    /// spelling).
    @_disfavoredOverload
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

/// A pinch, as SwiftUI's `MagnifyGesture` (iOS 17).
public nonisolated struct MagnifyGesture: Gesture {
    /// Where a pinch is.
    public nonisolated struct Value: Equatable, Sendable {
        /// When.
        public var time: Date
        /// The scale since it began.
        public var magnification: CGFloat
        /// How fast the scale changes, a second.
        public var velocity: CGFloat
        /// Where it began, in the view's unit square.
        public var startAnchor: UnitPoint
        /// Where it began, in points.
        public var startLocation: CGPoint
    }

    /// A primitive.
    public typealias Body = Never
    /// The least change of scale reported.
    public var minimumScaleDelta: CGFloat

    /// A pinch reported once its scale changes by `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A twist of two fingers, as SwiftUI's `RotateGesture` (iOS 17).
public nonisolated struct RotateGesture: Gesture {
    /// Where a twist is.
    public nonisolated struct Value: Equatable, Sendable {
        /// When.
        public var time: Date
        /// The angle since it began.
        public var rotation: Angle
        /// How fast the angle changes, a second.
        public var velocity: Angle
        /// Where it began, in the view's unit square.
        public var startAnchor: UnitPoint
        /// Where it began, in points.
        public var startLocation: CGPoint
    }

    /// A primitive.
    public typealias Body = Never
    /// The least change of angle reported.
    public var minimumAngleDelta: Angle

    /// A twist reported once its angle changes by `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A pinch reporting its scale, as SwiftUI's `MagnificationGesture` (before iOS 17).
public nonisolated struct MagnificationGesture: Gesture {
    /// A primitive.
    public typealias Body = Never
    /// The scale since it began.
    public typealias Value = CGFloat
    /// The least change of scale reported.
    public var minimumScaleDelta: CGFloat

    /// A pinch reported once its scale changes by `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A twist reporting its angle, as SwiftUI's `RotationGesture` (before iOS 17).
public nonisolated struct RotationGesture: Gesture {
    /// A primitive.
    public typealias Body = Never
    /// The angle since it began.
    public typealias Value = Angle
    /// The least change of angle reported.
    public var minimumAngleDelta: Angle

    /// A twist reported once its angle changes by `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}
