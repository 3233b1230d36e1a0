import NHSAppUI
import UIKit

// Ordinary UIKit wrapping, with only the SwiftUI import changed (`import UIKit` stays): a
// label with a coordinator, a custom view sized by sizeThatFits, and a share sheet. The label is
// drawn as its text; the custom view and the share sheet are placeholders the audit reports.

struct AttributedNotice: UIViewRepresentable {
    let text: String

    final class Coordinator {
        var updates = 0
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        context.coordinator.updates += 1
        uiView.text = text
        uiView.textColor = context.environment.colorScheme == .dark ? .white : .label
    }
}

final class SignatureView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

struct SignaturePad: UIViewRepresentable {
    func makeUIView(context: Context) -> SignatureView { SignatureView(frame: .zero) }
    func updateUIView(_ uiView: SignatureView, context: Context) {}

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: SignatureView, context: Context) -> CGSize? {
        CGSize(width: proposal.width ?? 300, height: 120)
    }
}

struct ShareSheet: UIViewControllerRepresentable {
    let items: [Any]

    func makeUIViewController(context: Context) -> UIActivityViewController {
        let controller = UIActivityViewController(activityItems: items, applicationActivities: nil)
        controller.excludedActivityTypes = [.assignToContact, .addToReadingList]
        return controller
    }

    func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
}

struct SignedConsentScreen: View {
    @State private var sharing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            AttributedNotice(text: "Sign below to consent to sharing your record.")
            SignaturePad()
            Button("Share a copy") { sharing = true }
        }
        .sheet(isPresented: $sharing) { ShareSheet(items: ["Consent form"]) }
    }
}
