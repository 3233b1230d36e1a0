import Foundation
import Testing
import ViewKit

/// `Transferable`: the kit's conformances, the four representations, their modifiers, and
/// exporting and importing through them.
@Suite struct TransferableTests {
    struct Appointment: Codable, Equatable, Transferable {
        var clinic: String
        var isConfirmed = true

        static var transferRepresentation: some TransferRepresentation {
            CodableRepresentation(contentType: .json)
            DataRepresentation(exportedContentType: .commaSeparatedText) { Data("\($0.clinic),\($0.isConfirmed)".utf8) }
                .suggestedFileName("appointment.csv")
            ProxyRepresentation(exporting: \.clinic)
                .exportingCondition { $0.isConfirmed }
                .visibility(.ownProcess)
        }
    }

    struct Letter: Transferable, Equatable {
        var body: String

        static var transferRepresentation: some TransferRepresentation {
            FileRepresentation(contentType: .plainText) { letter in
                let file = FileManager.default.temporaryDirectory.appendingPathComponent("letter-\(UUID().uuidString).txt")
                try Data(letter.body.utf8).write(to: file)
                return SentTransferredFile(file)
            } importing: { received in
                #expect(!received.isOriginalFile && received.file.pathExtension == "txt")
                return Letter(body: try String(contentsOf: received.file, encoding: .utf8))
            }
        }
    }

    struct Versioned: Transferable {
        @TaskLocal static var useJSON = true
        var value: Int

        static var transferRepresentation: some TransferRepresentation {
            if useJSON {
                DataRepresentation(exportedContentType: .json) { Data("{\"value\":\($0.value)}".utf8) }
            } else {
                DataRepresentation(exportedContentType: .plainText) { Data("\($0.value)".utf8) }
            }
        }
    }

    @Test func stringsDataAndURLsTransferAsOnIOS() async throws {
        #expect(try await "Café".exported(as: .plainText) == Data("Café".utf8))
        #expect(try await String(importing: Data("hello".utf8), contentType: .utf8PlainText) == "hello")
        #expect(String.exportedContentTypes() == [.utf8PlainText] && String.importedContentTypes() == [.plainText])
        #expect(try await Data([1, 2, 3]).exported(as: .data) == Data([1, 2, 3]))
        let web = URL(string: "https://www.nhs.uk/nhs-app/")!
        #expect(try await web.exported(as: .url) == Data("https://www.nhs.uk/nhs-app/".utf8))
        // A file URL is also a file URL; a web address is not.
        let file = URL(fileURLWithPath: "/tmp/letter.pdf")
        #expect(try await file.exported(as: .fileURL) == Data("file:///tmp/letter.pdf".utf8))
        await #expect(throws: TransferError.self) { try await web.exported(as: .fileURL) }
        #expect(try await URL(importing: Data("https://example.org".utf8), contentType: .url) == URL(string: "https://example.org"))
    }

    @Test func representationsAreTriedInTheOrderWritten() async throws {
        let visit = Appointment(clinic: "Riverside surgery")
        let json = try await visit.exported(as: .json)
        #expect(json == Data(#"{"clinic":"Riverside surgery","isConfirmed":true}"#.utf8)) // keys sorted: the same bytes every time
        #expect(try JSONDecoder().decode(Appointment.self, from: json) == visit)
        let first = try await visit.exported(as: nil)
        #expect(first == json, "\(String(decoding: first, as: UTF8.self)) against \(String(decoding: json, as: UTF8.self))")
        #expect(try await visit.exported(as: .commaSeparatedText) == Data("Riverside surgery,true".utf8))
        // JSON and CSV are both text, and JSON comes first; plain text only the proxy gives
        // (CSV is delimited text, not plain text).
        #expect(try await visit.exported(as: .text) == json)
        #expect(try await visit.exported(as: .plainText) == Data("Riverside surgery".utf8))
        #expect(try await visit.exported(as: .utf8PlainText) == Data("Riverside surgery".utf8))
        #expect(try await Appointment(importing: json, contentType: .json) == visit)
        #expect(try await Appointment(importing: json, contentType: nil) == visit)
        #expect(visit.suggestedFilename == nil) // the first representation suggests none
    }

    struct Link: Transferable {
        var address: URL
        static var transferRepresentation: some TransferRepresentation {
            ProxyRepresentation(exporting: \.address)
        }
    }

    @Test func aProxysOwnConditionsHoldThroughIt() async throws {
        // URL exports a file URL first, only for files: a web address passes over it to public.url.
        let web = Link(address: URL(string: "https://www.nhs.uk")!)
        #expect(try await web.exported(as: .url) == Data("https://www.nhs.uk".utf8))
        await #expect(throws: TransferError.self) { try await web.exported(as: .fileURL) }
        let file = Link(address: URL(fileURLWithPath: "/tmp/a.pdf"))
        #expect(try await file.exported(as: .fileURL) == Data("file:///tmp/a.pdf".utf8))
    }

    @Test func modifiersChangeWhatIsExported() async throws {
        let unconfirmed = Appointment(clinic: "Hill clinic", isConfirmed: false)
        await #expect(throws: TransferError.self) { try await unconfirmed.exported(as: .utf8PlainText) }
        #expect(Appointment.exportedContentTypes() == [.json, .commaSeparatedText])
        #expect(Appointment.exportedContentTypes(visibility: .ownProcess) == [.json, .commaSeparatedText, .utf8PlainText])
        struct Named: Transferable {
            static var transferRepresentation: some TransferRepresentation {
                DataRepresentation(exportedContentType: .pdf) { _ in Data() }.suggestedFileName { _ in "results.pdf" }
            }
        }
        #expect(Named().suggestedFilename == "results.pdf")
    }

    @Test func errorsNameTheTypeAndTheContentTypes() async throws {
        do {
            _ = try await Appointment(clinic: "A").exported(as: .png)
            Issue.record("exporting as PNG should fail")
        } catch let error as TransferError {
            #expect(error.description == "Appointment cannot be exported as public.png: it exports public.json, public.comma-separated-values-text, public.utf8-plain-text")
        }
        do {
            _ = try await String(importing: Data([0xFF, 0xFE, 0xFD]), contentType: .plainText)
            Issue.record("importing bytes that are not UTF-8 should fail")
        } catch let error as TransferError {
            #expect(error.description.contains("not UTF-8"))
        }
        await #expect(throws: TransferError.self) { try await String(importing: Data(), contentType: .png) }
        await #expect(throws: TransferError.self) { try await Image(systemName: "heart").exported(as: .png) }
    }

    @Test func filesAreReadOnExportAndWrittenForImport() async throws {
        let letter = Letter(body: "Your results are ready.")
        let bytes = try await letter.exported(as: .plainText)
        #expect(bytes == Data("Your results are ready.".utf8))
        #expect(try await Letter(importing: bytes, contentType: .utf8PlainText) == letter)
    }

    @Test func anIfInTheBuilderChoosesARepresentation() async throws {
        #expect(Versioned.exportedContentTypes() == [.json])
        try await Versioned.$useJSON.withValue(false) { () async throws in
            #expect(Versioned.exportedContentTypes() == [.plainText])
            #expect(try await Versioned(value: 7).exported(as: nil) == Data("7".utf8))
        }
    }
}
