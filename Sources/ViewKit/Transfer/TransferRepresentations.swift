import Foundation

/// An item transferred as bytes it makes and reads itself, as `CoreTransferable`'s `DataRepresentation`.
public nonisolated struct DataRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> Data)?
    let importing: (@Sendable (Data) async throws -> Item)?

    /// Exported and imported as `contentType`.
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = importing
    }

    /// Exported only, as `exportedContentType`.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        contentType = exportedContentType
        self.exporting = exporting
        importing = nil
    }

    /// Imported only, from `importedContentType`.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        contentType = importedContentType
        exporting = nil
        self.importing = importing
    }

    /// Never called: the kit reads the closures.
    public var body: Never { return fatalError("DataRepresentation has no body") }

    var steps: TransferSteps<Item> {
        var steps = TransferSteps<Item>()
        if let exporting { steps.exports.append(TransferExport(contentType: contentType, export: exporting)) }
        if let importing { steps.imports.append(TransferImport(contentType: contentType, make: importing)) }
        return steps
    }
}

/// An item transferred as a file, as `CoreTransferable`'s `FileRepresentation`. Exported as
/// bytes, the file's contents are read; imported from bytes, they are written to a temporary
/// file the importer reads (`ReceivedTransferredFile`), removed once it returns.
public nonisolated struct FileRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> SentTransferredFile)?
    let importing: (@Sendable (ReceivedTransferredFile) async throws -> Item)?
    let opensInPlace: Bool

    /// Exported and imported as a file of `contentType`.
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = importing
        opensInPlace = shouldAttemptToOpenInPlace
    }

    /// Exported only, as a file of `exportedContentType`.
    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        contentType = exportedContentType
        self.exporting = exporting
        importing = nil
        opensInPlace = shouldAllowToOpenInPlace
    }

    /// Imported only, from a file of `importedContentType`.
    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        contentType = importedContentType
        exporting = nil
        self.importing = importing
        opensInPlace = shouldAttemptToOpenInPlace
    }

    /// Never called: the kit reads the closures.
    public var body: Never { return fatalError("FileRepresentation has no body") }

    var steps: TransferSteps<Item> {
        var steps = TransferSteps<Item>()
        if let exporting {
            steps.exports.append(TransferExport(contentType: contentType) { item in
                let sent = try await exporting(item)
                do {
                    return try Data(contentsOf: sent.file)
                } catch {
                    throw TransferError("\(Item.self) exported the file \(sent.file.path), which could not be read: \(error.localizedDescription)")
                }
            })
        }
        if let importing {
            let contentType = contentType
            steps.imports.append(TransferImport(contentType: contentType) { data in
                let name = "transfer-\(UUID().uuidString)" + (contentType.preferredFilenameExtension.map { ".\($0)" } ?? "")
                let file = FileManager.default.temporaryDirectory.appendingPathComponent(name)
                try data.write(to: file, options: .atomic)
                defer { try? FileManager.default.removeItem(at: file) }
                return try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false))
            })
        }
        return steps
    }
}

/// An item transferred as another transferable value, as `CoreTransferable`'s `ProxyRepresentation`:
/// a contact exported as its name's `String`, a link as its `URL`.
public nonisolated struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation,
    PrimitiveTransferRepresentation {
    let exporting: (@Sendable (Item) async throws -> ProxyRepresentation)?
    let importing: (@Sendable (ProxyRepresentation) async throws -> Item)?

    /// Exported as the value `exporting` makes.
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
        self.exporting = exporting
        importing = nil
    }

    /// Exported as the value `exporting` makes and imported from one by `importing`.
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        self.exporting = exporting
        self.importing = importing
    }

    /// Imported from the proxy by `importing`.
    public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        exporting = nil
        self.importing = importing
    }

    /// Never called: the kit reads the closures.
    public var body: Never { return fatalError("ProxyRepresentation has no body") }

    var steps: TransferSteps<Item> {
        let proxy = TransferWalk.steps(of: ProxyRepresentation.transferRepresentation, item: ProxyRepresentation.self)
        var steps = TransferSteps<Item>()
        if let exporting {
            steps.exports = proxy.exports.map { step in
                let export = step.export, condition = step.condition
                return TransferExport(contentType: step.contentType, visibility: step.visibility) { item in
                    let value = try await exporting(item)
                    guard condition?(value) ?? true else { return nil }
                    return try await export(value)
                }
            }
        }
        if let importing {
            steps.imports = proxy.imports.map { step in
                let make = step.make
                return TransferImport(contentType: step.contentType) { data in try await importing(try await make(data)) }
            }
        }
        return steps
    }
}

/// An item transferred as its `Codable` encoding, as `CoreTransferable`'s `CodableRepresentation`
/// (JSON unless you give an encoder and decoder).
public nonisolated struct CodableRepresentation<Item: Transferable & Codable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder>:
    TransferRepresentation, PrimitiveTransferRepresentation where Encoder.Output == Data, Decoder.Input == Data {
    let contentType: UTType
    let encode: @Sendable (Item) throws -> Data
    let decode: @Sendable (Data) throws -> Item

    /// Encoded by `encoder` and decoded by `decoder` as `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        self.contentType = contentType
        let encoder = UncheckedBox(encoder), decoder = UncheckedBox(decoder)
        encode = { try encoder.value.encode($0) }
        decode = { try decoder.value.decode(Item.self, from: $0) }
    }

    /// Never called: the kit reads the coders.
    public var body: Never { return fatalError("CodableRepresentation has no body") }

    var steps: TransferSteps<Item> {
        let encode = encode, decode = decode
        return TransferSteps(exports: [TransferExport(contentType: contentType) { try encode($0) }],
                             imports: [TransferImport(contentType: contentType) { try decode($0) }])
    }
}

nonisolated extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
    /// Encoded and decoded as JSON, as `contentType`. The keys are written sorted, so an item's
    /// bytes are the same every time (this platform's encoder otherwise writes them in any order).
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        self.init(for: itemType, contentType: contentType, encoder: encoder, decoder: JSONDecoder())
    }
}

/// A coder kept by a representation, which may run on any thread. Foundation's JSON and
/// property-list coders may be used from several threads at once; a coder of your own is
/// called as given, so it should be too (as on iOS, where the representation is `Sendable`).
private nonisolated struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
