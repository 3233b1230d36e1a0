import Foundation

/// A type whose values can be shared, dragged, pasted and saved as files, as `CoreTransferable`'s
/// `Transferable`: it lists the content types it exports and imports, in order of preference,
/// in `transferRepresentation`. `exported(as:)` and `init(importing:contentType:)` run them.
public protocol Transferable {
    /// The representation `transferRepresentation` builds.
    associatedtype Representation: TransferRepresentation
    /// How values are exported and imported, preferred first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way or several ways of exporting and importing a `Transferable` item, as
/// `CoreTransferable`'s `TransferRepresentation`. Yours are built in `body` from the kit's:
/// `DataRepresentation`, `FileRepresentation`, `ProxyRepresentation`, `CodableRepresentation`.
public protocol TransferRepresentation<Item>: Sendable {
    /// The item transferred.
    associatedtype Item: Transferable
    /// The representation `body` builds.
    associatedtype Body: TransferRepresentation
    /// The representations this one is made of, preferred first.
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

/// Where an exported representation may go, as `CoreTransferable`'s `TransferRepresentationVisibility`.
public nonisolated struct TransferRepresentationVisibility: Hashable, Sendable {
    private let reach: Int

    /// Anywhere.
    public static let all = TransferRepresentationVisibility(reach: 3)
    /// Apps of the same developer team.
    public static let team = TransferRepresentationVisibility(reach: 2)
    /// Apps of the same app group.
    public static let group = TransferRepresentationVisibility(reach: 1)
    /// This process only.
    public static let ownProcess = TransferRepresentationVisibility(reach: 0)

    /// Whether a representation of this visibility is offered where `asked` is the reach.
    func isVisible(to asked: TransferRepresentationVisibility) -> Bool { reach >= asked.reach }
}

/// A file a `FileRepresentation` exports, as `CoreTransferable`'s `SentTransferredFile`.
public nonisolated struct SentTransferredFile: Sendable {
    /// The file.
    public let file: URL
    /// Whether the receiver may open the file itself rather than a copy.
    public let allowAccessingOriginalFile: Bool

    /// The file at `file`.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file a `FileRepresentation` imports, as `CoreTransferable`'s `ReceivedTransferredFile`.
public nonisolated struct ReceivedTransferredFile: Sendable {
    /// The file: a copy the importer may read until it returns, unless `isOriginalFile`.
    public let file: URL
    /// Whether `file` is the sender's own file rather than a copy.
    public let isOriginalFile: Bool
}

/// Why an item could not be exported or imported: no representation for the content type asked
/// for, or an item whose representations refused it.
public nonisolated struct TransferError: Error, CustomStringConvertible, LocalizedError {
    /// What went wrong, naming the item's type and the content types.
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    /// The description.
    public var errorDescription: String? { description }
}

nonisolated extension Transferable {
    /// The item's bytes in `contentType`, from its first exported representation whose content
    /// type conforms to `contentType` (nil: its first exported representation at all); a
    /// representation whose `exportingCondition` refuses this item is passed over.
    public func exported(as contentType: UTType?) async throws -> Data {
        let exports = TransferWalk.steps(of: Self.transferRepresentation, item: Self.self).exports
        let usable = exports.filter { $0.condition?(self) ?? true }
        for step in usable where contentType == nil || step.contentType.conforms(to: contentType!) {
            // A proxy whose own representation refuses the proxy value passes over (nil).
            if let data = try await step.export(self) { return data }
        }
        let offered = usable.map(\.contentType.identifier).joined(separator: ", ")
        throw TransferError("\(Self.self) cannot be exported as \(contentType?.identifier ?? "any type"): "
                            + (offered.isEmpty ? "it exports nothing" : "it exports \(offered)"))
    }

    /// An item read from `data` of `contentType`, by its first imported representation whose
    /// content type `contentType` conforms to; with no content type, each imported
    /// representation is tried in turn and the first that reads the data wins.
    public init(importing data: Data, contentType: UTType?) async throws {
        let imports = TransferWalk.steps(of: Self.transferRepresentation, item: Self.self).imports
        if let contentType {
            guard let chosen = imports.first(where: { contentType.conforms(to: $0.contentType) }) else {
                let accepted = imports.map(\.contentType.identifier).joined(separator: ", ")
                throw TransferError("\(Self.self) cannot be imported from \(contentType.identifier): "
                                    + (accepted.isEmpty ? "it imports nothing" : "it imports \(accepted)"))
            }
            self = try await chosen.make(data)
            return
        }
        var failures: [String] = []
        for step in imports {
            do {
                self = try await step.make(data)
                return
            } catch {
                failures.append("\(step.contentType.identifier): \(error)")
            }
        }
        throw TransferError("\(Self.self) could not be imported from the data: "
                            + (failures.isEmpty ? "it imports nothing" : failures.joined(separator: "; ")))
    }

    /// The content types the type exports, preferred first, of those visible at `visibility`.
    public static func exportedContentTypes(visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        TransferWalk.steps(of: transferRepresentation, item: Self.self).exports
            .filter { $0.visibility.isVisible(to: visibility) }.map(\.contentType)
    }

    /// The content types the type imports, preferred first.
    public static func importedContentTypes() -> [UTType] {
        TransferWalk.steps(of: transferRepresentation, item: Self.self).imports.map(\.contentType)
    }

    /// The file name the item's first exported representation suggests, if any.
    public var suggestedFilename: String? {
        let exports = TransferWalk.steps(of: Self.transferRepresentation, item: Self.self).exports
        return exports.first { $0.condition?(self) ?? true }?.suggestedFileName?(self)
    }
}
