import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import PhotosUI
import Testing

/// PhotosUI's picker, as screen code writes it: drawn and read as a button with its label.
@MainActor
@Suite struct PhotosPickerTests {
    @Test func aPhotosPickerIsAButtonWithItsLabel() throws {
        final class Model: @unchecked Sendable { var item: PhotosPickerItem?; var items: [PhotosPickerItem] = [] }
        let model = Model()
        let single = Binding(get: { model.item }, set: { model.item = $0 })
        let many = Binding(get: { model.items }, set: { model.items = $0 })
        let picker = try LayoutHarness.layout(VStack {
            PhotosPicker("Add a photo", selection: single, matching: .images)
            PhotosPicker(selection: many, maxSelectionCount: 3, matching: .any(of: [.images, .not(.livePhotos)])) {
                Label("Add photos", systemImage: "photo")
            }
        }.photosPicker(isPresented: .constant(true), selection: single), width: 300)
        let button = try LayoutHarness.layout(VStack {
            Button("Add a photo") {}
            Button {} label: { Label("Add photos", systemImage: "photo") }
        }, width: 300)
        #expect(picker.displayList.dump() == button.displayList.dump())
        #expect(picker.displayList.tapTargets.count == 2)
        #expect(picker.displayList.accessibilityElements.first?.label == "Add a photo")
        // Tapping opens nothing and picks nothing.
        #expect(picker.tap(targetAt: 0) && model.item == nil && model.items.isEmpty)
    }
}
