import NHSAppUI
import PhotosUI

// A symptom report that attaches a photo, as an iOS app writes it with PhotosUI.

struct SymptomPhotoForm: View {
    @State private var item: PhotosPickerItem?
    @State private var photoData: Data?
    @State private var showsPicker = false

    var body: some View {
        Form {
            Section("Photo of the rash") {
                PhotosPicker(selection: $item, matching: .images, preferredItemEncoding: .compatible) {
                    Label("Choose a photo", systemImage: "photo.on.rectangle")
                }
                Button("Take or choose") { showsPicker = true }
            }
        }
        .photosPicker(isPresented: $showsPicker, selection: $item, matching: .any(of: [.images, .screenshots]))
        .onChange(of: item) { _, newItem in
            Task { photoData = try? await newItem?.loadTransferable(type: Data.self) }
        }
    }
}
