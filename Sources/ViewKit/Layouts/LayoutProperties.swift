/// What a layout says about itself as a container, as SwiftUI's `LayoutProperties`.
public nonisolated struct LayoutProperties: Sendable, Hashable {
    /// The axis the container stacks its children along, or nil when it is not a stack. Spacers
    /// and dividers inside follow it.
    public var stackOrientation: Axis?

    /// No stack orientation.
    public init() {
        stackOrientation = nil
    }
}
