import Foundation

/// Drag and drop of `Transferable` items, as SwiftUI's `draggable` and `dropDestination`. A
/// still is never dragged or dropped on: the view is drawn as it is, the preview is not drawn
/// and no closure runs.
nonisolated extension View {
    /// Accepted: the view can be dragged, carrying `payload` (never asked for here).
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        self
    }

    /// Accepted: the view can be dragged, carrying `payload`, shown as `preview` while dragged.
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T,
                                                    @ViewBuilder preview: () -> V) -> some View {
        self
    }

    /// Accepted: items of `payloadType` can be dropped on the view (`action` and `isTargeted` never run).
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
        self
    }
}
