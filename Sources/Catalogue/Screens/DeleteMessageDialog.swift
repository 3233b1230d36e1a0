import NHSAppUI
import ViewKit

/// The messages screen asking before a message is deleted: a confirmation dialog over it, an
/// action sheet on iPhone and a popover's panel on iPad.
struct DeleteMessageDialogScreen: View {
    var body: some View {
        MessagesScreen()
            .confirmationDialog("Delete this message?", isPresented: .constant(true), titleVisibility: .visible) {
                Button("Delete message", role: .destructive) {}
                Button("Move to archive") {}
            } message: {
                Text("You cannot get a deleted message back.")
            }
    }
}
