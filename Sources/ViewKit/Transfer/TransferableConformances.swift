import Foundation

/// Text is exported as UTF-8 plain text and imported from any plain text in UTF-8.
nonisolated extension String: Transferable {
    /// UTF-8 plain text.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .utf8PlainText) { Data($0.utf8) }
        DataRepresentation(importedContentType: .plainText) { data in
            guard let text = String(data: data, encoding: .utf8) else {
                throw TransferError("String cannot be imported from \(data.count) bytes that are not UTF-8 text")
            }
            return text
        }
    }
}

/// Bytes are exported and imported as they are.
nonisolated extension Data: Transferable {
    /// `public.data`, unchanged.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

/// A URL is exported as its text (a file URL also as `public.file-url`) and imported from it.
nonisolated extension URL: Transferable {
    /// `public.url`, and `public.file-url` for files.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .fileURL) { Data($0.absoluteString.utf8) }
            .exportingCondition { $0.isFileURL }
        DataRepresentation(contentType: .url, exporting: { Data($0.absoluteString.utf8) }, importing: { data in
            guard let text = String(data: data, encoding: .utf8), let url = URL(string: text) else {
                throw TransferError("URL cannot be imported from \(data.count) bytes that are not a URL's text")
            }
            return url
        })
    }
}

/// An image is shared and dragged as a PNG on iOS. The kit draws images only inside a snapshot,
/// so an `Image` lists `public.png` and exporting or importing one fails with an error that says so.
nonisolated extension Image: Transferable {
    /// `public.png`, which the kit cannot make outside a snapshot.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .png, exporting: { _ in
            throw TransferError("an Image is not exported: the kit draws images only inside a snapshot (render it with render(_:configuration:))")
        }, importing: { _ in
            throw TransferError("an Image is not imported from PNG data: the kit reads images from asset catalogues and bundles only")
        })
    }
}
