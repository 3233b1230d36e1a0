import Foundation
import Testing
import ViewKit

/// `UTType`: the system's types, conformance, tags, declared and dynamic types.
@Suite struct UTTypeTests {
    @Test func systemTypesConformAsAppleDeclaresThem() {
        #expect(UTType.pdf.identifier == "com.adobe.pdf")
        #expect(UTType.pdf.conforms(to: .data) && UTType.pdf.conforms(to: .item) && UTType.pdf.conforms(to: .content))
        #expect(UTType.utf8PlainText.conforms(to: .plainText) && UTType.utf8PlainText.conforms(to: .text))
        #expect(!UTType.plainText.conforms(to: .utf8PlainText))
        #expect(UTType.png.conforms(to: .image) && !UTType.png.conforms(to: .text))
        #expect(UTType.fileURL.conforms(to: .url))
        #expect(UTType.commaSeparatedText.supertypes.contains(.text))
        #expect(!UTType.png.supertypes.contains(.png))
        #expect(UTType.image.isSupertype(of: .jpeg) && UTType.jpeg.isSubtype(of: .image))
        #expect(!UTType.jpeg.isSubtype(of: .jpeg) && !UTType.jpeg.isSupertype(of: .jpeg))
        #expect(UTType.item.supertypes.isEmpty)
    }

    @Test func typesAreFoundByIdentifierExtensionAndMIMEType() throws {
        #expect(UTType("public.png") == .png)
        #expect(UTType("com.example.never-declared") == nil)
        #expect(UTType(filenameExtension: "PDF") == .pdf)
        #expect(UTType(filenameExtension: "jpg") == .jpeg)
        #expect(UTType(mimeType: "application/json") == .json)
        #expect(UTType(tag: "csv", tagClass: .filenameExtension, conformingTo: nil) == .commaSeparatedText)
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg" && UTType.jpeg.preferredMIMEType == "image/jpeg")
        #expect(UTType.jpeg.tags[.filenameExtension] == ["jpeg", "jpg", "jpe"])
        #expect(UTType.pdf.localizedDescription == "PDF document")
        #expect(UTType.pdf.isDeclared && !UTType.pdf.isDynamic && !UTType.pdf.isPublic && UTType.png.isPublic)
        #expect(UTType(filenameExtension: "") == nil)
    }

    @Test func anUnknownTagMakesADynamicTypeUnderTheSupertype() throws {
        let unknown = try #require(UTType(filenameExtension: "nhsx"))
        #expect(unknown.isDynamic && !unknown.isDeclared)
        #expect(unknown.conforms(to: .data) && unknown.preferredFilenameExtension == "nhsx")
        #expect(unknown == UTType(filenameExtension: "nhsx"))
        // A known extension that does not conform to the supertype asked for is not that type.
        let textPNG = try #require(UTType(filenameExtension: "png", conformingTo: .text))
        #expect(textPNG != .png && textPNG.isDynamic && textPNG.conforms(to: .text))
        let mime = try #require(UTType(mimeType: "application/x-nhs-record"))
        #expect(mime.isDynamic && mime.preferredMIMEType == "application/x-nhs-record")
    }

    @Test func declaredTypesAreFoundAgain() throws {
        let letter = UTType(exportedAs: "uk.nhs.test.letter", conformingTo: .pdf)
        #expect(UTType("uk.nhs.test.letter") == letter)
        #expect(letter.conforms(to: .pdf) && letter.conforms(to: .data) && letter.isDeclared)
        let record = UTType(importedAs: "uk.nhs.test.record")
        #expect(record.conforms(to: .data) && !record.conforms(to: .text))
        // Declaring a system type's identifier keeps the system's declaration.
        #expect(UTType(exportedAs: "public.png", conformingTo: .text) == .png && !UTType.png.conforms(to: .text))
    }

    @Test func aTypeIsCodedAsItsIdentifier() throws {
        let encoded = try JSONEncoder().encode([UTType.pdf, .png])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["com.adobe.pdf","public.png"]"#)
        #expect(try JSONDecoder().decode([UTType].self, from: encoded) == [.pdf, .png])
        #expect("\(UTType.json)" == "public.json")
    }
}
