/// A stored property of a view that reads the view's surroundings, as SwiftUI's
/// `DynamicProperty`: a property wrapper of your own made of `@Environment`, `@State` and the
/// like. Its `@Environment` properties read the environment of the body being evaluated (and
/// keep it for actions run later, as a view's own do). The kit never calls `update()`: every
/// body is evaluated once, from the values the view was made with (README, deviations).
public protocol DynamicProperty {
    /// Brings the property up to date before the body is evaluated (not called here).
    mutating func update()
}

extension DynamicProperty {
    /// Nothing to update.
    public mutating func update() {}
}
