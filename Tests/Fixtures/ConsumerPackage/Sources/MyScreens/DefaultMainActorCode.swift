import NHSAppUI

// A module that isolates everything to the main actor by default, as new Xcode 26 projects do
// (`defaultIsolation(MainActor.self)` in Package.swift): a plain class is a main-actor model, and
// a style's `makeBody` is main-actor code like a view's `body`.

final class InboxModel: ObservableObject {
    @Published var unread = 3
    func markAllRead() { unread = 0 }
}

struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .foregroundStyle(.white)
            .background(Capsule().fill(configuration.isPressed ? Color.gray : Color.blue))
    }
}

struct LeadingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon
            configuration.title
        }
    }
}

/// A gesture of your own: main-actor code in this module, calling into the model from its body.
struct MarkReadOnDoubleTap: Gesture {
    let model: InboxModel
    var body: some Gesture {
        TapGesture(count: 2).onEnded { model.markAllRead() }
    }
}

public struct InboxScreen: View {
    @StateObject private var model = InboxModel()

    public init() {}

    public var body: some View {
        VStack(spacing: 12) {
            Label(unreadText, systemImage: "envelope")
                .labelStyle(LeadingIconLabelStyle())
                .gesture(MarkReadOnDoubleTap(model: model))
            Button("Mark all read") { model.markAllRead() }
                .buttonStyle(PillButtonStyle())
        }
    }

    private var unreadText: String { "\(model.unread) unread" }
}
