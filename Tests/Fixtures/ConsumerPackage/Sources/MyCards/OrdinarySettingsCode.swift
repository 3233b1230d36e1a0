import NHSAppUI

// Ordinary iOS code that reads the device's settings and the scene, and shapes what VoiceOver
// reads, with only the import changed.

struct MedicineCard: View {
    let name: String
    let dose: String
    @Binding var takesReminders: Bool

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.legibilityWeight) private var legibilityWeight
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.openURL) private var openURL
    @Environment(\.refresh) private var refresh
    @Environment(\.editMode) private var editMode
    @Environment(\.isSearching) private var isSearching
    @AccessibilityFocusState private var isDoseFocused: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: verticalSizeClass == .compact ? 4 : 8) {
            Text(name)
                .fontWeight(legibilityWeight == .bold ? .heavy : .semibold)
            Text(dose)
                .accessibilityFocused($isDoseFocused)
                .accessibilityCustomContent("Dose", Text(dose), importance: .high)
            HStack {
                if differentiateWithoutColor { Image(systemName: "bell") }
                Capsule()
                    .fill(takesReminders ? Color.green : Color.gray)
                    .frame(width: 51, height: 31)
                    .onTapGesture { takesReminders.toggle() }
                    .accessibilityRepresentation {
                        Toggle("Reminders", systemImage: "bell", isOn: $takesReminders)
                    }
            }
            Button("Read the leaflet") {
                openURL(URL(string: "https://www.nhs.uk/medicines")!)
            }
        }
        .padding(contrast == .increased ? 20 : 16)
        .animation(reduceMotion ? nil : .default, value: takesReminders)
        .accessibilityActions {
            Button("Order a repeat", systemImage: "arrow.clockwise") {}
            Button("Remove", systemImage: "trash", role: .destructive) {}
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .active, let refresh, editMode?.wrappedValue.isEditing != true, !isSearching {
                Task { await refresh() }
            }
        }
    }
}

struct MedicinesScreen: View {
    @State private var takesReminders = true

    var body: some View {
        ScrollView {
            MedicineCard(name: "Salbutamol", dose: "2 puffs when needed", takesReminders: $takesReminders)
        }
        .scrollDisabled(false)
        .refreshable {}
        .environment(\.openURL, OpenURLAction { _ in .handled })
    }
}
