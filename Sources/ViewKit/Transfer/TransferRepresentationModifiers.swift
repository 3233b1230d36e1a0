import Foundation

/// A representation with its exports changed: a suggested file name, a condition, a visibility.
public nonisolated struct ModifiedTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation,
    PrimitiveTransferRepresentation {
    /// The item of the representation modified.
    public typealias Item = Base.Item

    let base: Base
    let change: @Sendable (inout TransferExport<Item>) -> Void

    /// Never called: the kit reads the base's steps.
    public var body: Never { return fatalError("a modified representation has no body") }

    var steps: TransferSteps<Item> {
        var steps = TransferWalk.steps(of: base, item: Item.self)
        for index in steps.exports.indices { change(&steps.exports[index]) }
        return steps
    }
}

nonisolated extension TransferRepresentation {
    /// Exports suggest `fileName` for the file a receiver saves (`Transferable.suggestedFilename`).
    public func suggestedFileName(_ fileName: String) -> ModifiedTransferRepresentation<Self> {
        ModifiedTransferRepresentation(base: self) { $0.suggestedFileName = { _ in fileName } }
    }

    /// Exports suggest the file name `fileName` gives for the item.
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> ModifiedTransferRepresentation<Self> {
        ModifiedTransferRepresentation(base: self) { $0.suggestedFileName = fileName }
    }

    /// Exports only items for which `condition` holds; others pass over to the next representation.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> ModifiedTransferRepresentation<Self> {
        ModifiedTransferRepresentation(base: self) { export in
            let earlier = export.condition
            export.condition = { item in (earlier?(item) ?? true) && condition(item) }
        }
    }

    /// Exports go only as far as `visibility`.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> ModifiedTransferRepresentation<Self> {
        ModifiedTransferRepresentation(base: self) { $0.visibility = visibility }
    }
}
