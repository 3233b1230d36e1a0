import Foundation

/// The document browser that imports and exports files, as SwiftUI's `fileImporter` and
/// `fileExporter`. A snapshot draws the screen the modifier is on: the browser, a system view
/// outside the app, is not drawn even while `isPresented` is true, and no closure runs.
nonisolated extension View {
    /// Accepted: lets the user pick one file of `allowedContentTypes` (not drawn; `onCompletion` never runs).
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        self
    }

    /// Accepted: lets the user pick files of `allowedContentTypes` (not drawn; `onCompletion` never runs).
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View {
        self
    }

    /// Accepted: lets the user pick files, or cancel (not drawn; no closure runs).
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                             onCancellation: @escaping () -> Void) -> some View {
        self
    }

    /// Accepted: lets the user save `item` as a file of one of `contentTypes` (not drawn; no closure runs).
    public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [],
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void = {}) -> some View {
        self
    }

    /// Accepted: lets the user save `items` as files of one of `contentTypes` (not drawn; no closure runs).
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                            onCancellation: @escaping () -> Void = {}) -> some View
        where C.Element: Transferable {
        self
    }
}
