import Foundation
import NHSAppUI

// Ordinary iOS 16–17 code that shares, pastes, imports and exports: a model that is
// `Transferable` through Codable, a proxy and a file, a share link with a preview, a Paste
// button, a Rename button and the file dialogs, with only the imports changed
// (`UniformTypeIdentifiers` and `CoreTransferable` are part of the kit here).

extension UTType {
    static let testResult = UTType(exportedAs: "uk.nhs.example.test-result", conformingTo: .json)
}

struct TestResult: Codable, Transferable, Identifiable {
    var id = UUID()
    var name: String
    var value: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .testResult)
        FileRepresentation(exportedContentType: .pdf) { result in
            SentTransferredFile(URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("\(result.name).pdf"))
        }
        .suggestedFileName { "\($0.name).pdf" }
        ProxyRepresentation(exporting: \.value)
    }
}

struct TestResultsScreen: View {
    @State private var results = [TestResult(name: "HbA1c", value: "41 mmol/mol"), TestResult(name: "Cholesterol", value: "4.8 mmol/L")]
    @State private var importing = false
    @State private var exporting = false
    @State private var pasted = ""

    var body: some View {
        List {
            ForEach(results) { result in
                LabeledContent(result.name, value: result.value)
                    .draggable(result)
                    .contextMenu {
                        ShareLink(item: result, preview: SharePreview(result.name, image: Image(systemName: "drop")))
                        RenameButton()
                    }
            }
            .renameAction { pasted = "" }
            Section {
                ShareLink("Share all results", items: results) { SharePreview($0.name) }
                PasteButton(payloadType: String.self) { strings in pasted = strings.first ?? "" }
                Button("Upload a letter") { importing = true }
                Button("Save results") { exporting = true }
            }
        }
        .dropDestination(for: TestResult.self) { dropped, _ in
            results += dropped
            return true
        }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.pdf, .image], allowsMultipleSelection: false) { result in
            if case .success(let urls) = result { pasted = urls.first?.lastPathComponent ?? "" }
        }
        .fileExporter(isPresented: $exporting, items: results, contentTypes: [.pdf]) { _ in }
    }
}

/// Shares a picture of a result card, made with `ImageRenderer`, as iOS 16 code does.
struct ShareResultCardScreen: View {
    let result: TestResult

    @MainActor private var cardImage: Image? {
        let renderer = ImageRenderer(content: LabeledContent(result.name, value: result.value).padding().frame(width: 320))
        renderer.scale = 3
        return renderer.uiImage.map { Image(uiImage: $0) }
    }

    var body: some View {
        VStack(spacing: 16) {
            if let cardImage {
                cardImage.resizable().scaledToFit().frame(height: 80)
                ShareLink(item: cardImage, preview: SharePreview(result.name, image: cardImage))
            }
        }
    }
}
