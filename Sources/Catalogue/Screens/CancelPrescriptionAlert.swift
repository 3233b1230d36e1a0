import NHSAppUI
import ViewKit

/// The prescriptions screen asking before a prescription is cancelled: an alert over it, its
/// destructive action beside "Keep it" when both fit, under it when not.
struct CancelPrescriptionAlertScreen: View {
    var body: some View {
        PrescriptionsScreen()
            .alert("Cancel this prescription?", isPresented: .constant(true)) {
                Button("Cancel it", role: .destructive) {}
                Button("Keep it", role: .cancel) {}
            } message: {
                Text("Amlodipine 5mg tablets will not be ordered. You can request them again at any time.")
            }
    }
}
