import Foundation

/// A button that opens the share sheet, as SwiftUI's `ShareLink`: its label (by default "Share"
/// with the share symbol, `DefaultShareLinkLabel`) in the tint colour, one VoiceOver button. A
/// snapshot opens no sheet. Any `Transferable` item is shared (a `URL`, a `String`, a type of
/// your own), one or a collection, with or without a `SharePreview`.
public nonisolated struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable,
                                    Label: View>: View, PrimitiveView where Data.Element: Transferable {
    let label: Label

    /// Shares `items`, each previewed as `preview` says, under a label of your own.
    public init(items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// Shares `item`, previewed as `preview`, under a label of your own.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil,
                                 preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label)
        where Data == CollectionOfOne<I> {
        self.label = label()
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        resolveView(Button(action: {}) { label }, in: environment)
    }
}

nonisolated extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// Shares `items` under a label of your own.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// Shares `item` under a label of your own.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
        where Data == CollectionOfOne<I> {
        self.label = label()
    }
}

nonisolated extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares `items`, each previewed as `preview` says, labelled "Share".
    public init(items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(nil) }
    }

    /// Shares `item`, previewed as `preview`, labelled "Share".
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil,
                                 preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(nil) }
    }

    /// Shares `items`, previewed as `preview` says, under a string literal's title.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(Text(titleKey)) }
    }

    /// Shares `items`, previewed as `preview` says, under a title shown as given.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
                                   preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(Text(title)) }
    }

    /// Shares `items`, previewed as `preview` says, under a text's title.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(title) }
    }

    /// Shares `item`, previewed as `preview`, under a string literal's title.
    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
                                 preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(Text(titleKey)) }
    }

    /// Shares `item`, previewed as `preview`, under a title shown as given.
    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil,
                                                    preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(Text(title)) }
    }

    /// Shares `item`, previewed as `preview`, under a text's title.
    public init<I: Transferable>(_ title: Text, item: I, subject: Text? = nil, message: Text? = nil,
                                 preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel(title) }
    }
}

nonisolated extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// Shares `items`, labelled "Share".
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(nil) }
    }

    /// Shares `item`, labelled "Share".
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(nil) }
    }

    /// Shares `items` under a string literal's title.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(Text(titleKey)) }
    }

    /// Shares `items` under a title shown as given.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(Text(title)) }
    }

    /// Shares `items` under a text's title.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(title) }
    }

    /// Shares `item` under a string literal's title.
    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil)
        where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(Text(titleKey)) }
    }

    /// Shares `item` under a title shown as given.
    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil)
        where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(Text(title)) }
    }

    /// Shares `item` under a text's title.
    public init<I: Transferable>(_ title: Text, item: I, subject: Text? = nil, message: Text? = nil)
        where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(title) }
    }
}

/// The label of a share link made without one, as SwiftUI's `DefaultShareLinkLabel`: its title
/// ("Share" unless given) beside the share symbol.
public nonisolated struct DefaultShareLinkLabel: View {
    let title: Text?

    init(_ title: Text?) {
        self.title = title
    }

    /// The title and the share symbol.
    public var body: some View {
        ViewKit.Label(title: { title ?? Text("Share") }, icon: { Image(systemName: "square.and.arrow.up") })
    }
}

/// What the share sheet previews for an item, as SwiftUI's `SharePreview`: a title, and an image
/// and an icon, each any `Transferable` (`Never` when left out). Accepted, never drawn.
public nonisolated struct SharePreview<Image: Transferable, Icon: Transferable> {
    let title: Text

    /// A preview titled by a string literal, with an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        title = Text(titleKey)
    }

    /// A preview titled as given, with an image and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.title = Text(title)
    }

    /// A preview titled by a text, with an image and an icon.
    public init(_ title: Text, image: Image, icon: Icon) {
        self.title = title
    }
}

nonisolated extension SharePreview where Icon == Never {
    /// A preview titled by a string literal, with an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) {
        title = Text(titleKey)
    }

    /// A preview titled as given, with an image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) {
        self.title = Text(title)
    }

    /// A preview titled by a text, with an image.
    public init(_ title: Text, image: Image) {
        self.title = title
    }
}

nonisolated extension SharePreview where Image == Never {
    /// A preview titled by a string literal, with an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {
        title = Text(titleKey)
    }

    /// A preview titled as given, with an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) {
        self.title = Text(title)
    }

    /// A preview titled by a text, with an icon.
    public init(_ title: Text, icon: Icon) {
        self.title = title
    }
}

nonisolated extension SharePreview where Image == Never, Icon == Never {
    /// A preview titled by a string literal.
    public init(_ titleKey: LocalizedStringKey) {
        title = Text(titleKey)
    }

    /// A preview titled as given.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.title = Text(title)
    }

    /// A preview titled by a text.
    public init(_ title: Text) {
        self.title = title
    }
}
