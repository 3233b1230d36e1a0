import Foundation

/// A button that opens the share sheet, as SwiftUI's `ShareLink`: its label (by default "Share"
/// with the share symbol) in the tint colour, one VoiceOver button. A snapshot opens no sheet.
/// Items are web addresses or strings (the kit has no `Transferable`).
public nonisolated struct ShareLink<Label: View>: View, PrimitiveView {
    let label: Label

    /// A share link for `item` with a label view.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil,
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A share link for a string with a label view.
    public init(item: String, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil,
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A share link for several addresses with a label view.
    public init(items: [URL], subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        resolveView(Button(action: {}) { label }, in: environment)
    }
}

nonisolated extension ShareLink where Label == ViewKit.Label<Text, Image> {
    /// A share link labelled "Share" with the share symbol.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil) {
        self.init(item: item, subject: subject, message: message, preview: preview) { ShareLink.defaultLabel(Text("Share")) }
    }

    /// A share link for a string labelled "Share" with the share symbol.
    public init(item: String, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil) {
        self.init(item: item, subject: subject, message: message, preview: preview) { ShareLink.defaultLabel(Text("Share")) }
    }

    /// A share link with a string literal's title and the share symbol.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { ShareLink.defaultLabel(Text(titleKey)) }
    }

    /// A share link with a title shown as given and the share symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { ShareLink.defaultLabel(Text(title)) }
    }

    /// The share symbol beside `title`.
    static func defaultLabel(_ title: Text) -> ViewKit.Label<Text, Image> {
        ViewKit.Label(title: { title }, icon: { Image(systemName: "square.and.arrow.up") })
    }
}

/// What the share sheet previews, as SwiftUI's `SharePreview`; accepted, never drawn.
public nonisolated struct SharePreview: Sendable {
    let title: String

    /// A preview titled `title`.
    public init<S: StringProtocol>(_ title: S) {
        self.title = String(title)
    }

    /// A preview titled `title` with an image.
    public init<S: StringProtocol>(_ title: S, image: Image) {
        self.title = String(title)
    }
}
