import Foundation

/// One exported content type of an item: how to make its bytes, and the modifiers that apply.
nonisolated struct TransferExport<Item>: Sendable {
    var contentType: UTType
    var visibility: TransferRepresentationVisibility = .all
    var condition: (@Sendable (Item) -> Bool)?
    var suggestedFileName: (@Sendable (Item) -> String?)?
    /// The item's bytes; nil when the step passes the item over (a proxy whose value its own
    /// representation's `exportingCondition` refuses).
    var export: @Sendable (Item) async throws -> Data?
}

/// One imported content type of an item: how to read it from bytes.
nonisolated struct TransferImport<Item>: Sendable {
    var contentType: UTType
    var make: @Sendable (Data) async throws -> Item
}

/// Every export and import of a representation, flattened, preferred first.
nonisolated struct TransferSteps<Item>: Sendable {
    var exports: [TransferExport<Item>] = []
    var imports: [TransferImport<Item>] = []

    mutating func append(_ other: TransferSteps<Item>) {
        exports += other.exports
        imports += other.imports
    }
}

/// A representation the kit defines, whose steps it knows without a `body`.
protocol PrimitiveTransferRepresentation<Item> {
    associatedtype Item
    /// The representation's exports and imports.
    var steps: TransferSteps<Item> { get }
}

/// Flattens a representation into its steps: a primitive's own, a composite's through its `body`.
nonisolated enum TransferWalk {
    static func steps<R: TransferRepresentation, Item>(of representation: R, item: Item.Type) -> TransferSteps<Item> {
        if let primitive = representation as? any PrimitiveTransferRepresentation {
            return primitiveSteps(primitive) as? TransferSteps<Item> ?? TransferSteps()
        }
        return steps(of: representation.body, item: item)
    }

    private static func primitiveSteps<P: PrimitiveTransferRepresentation>(_ primitive: P) -> Any {
        primitive.steps
    }
}

/// `Never` is the body of the kit's own representations (its `body` is `View`'s), and the
/// transferable of a share preview without an image or icon.
nonisolated extension Never: TransferRepresentation, Transferable {
    /// Never: nothing is transferred as `Never`.
    public typealias Item = Never
    /// Never.
    public static var transferRepresentation: Never { fatalError("Never is never transferred") }
}

/// Several representations, preferred in the order written (`TransferRepresentationBuilder`).
public nonisolated struct TupleTransferRepresentation<Item: Transferable, each Part: TransferRepresentation>: TransferRepresentation,
    PrimitiveTransferRepresentation {
    let parts: (repeat each Part)

    /// Never called: the kit reads the parts.
    public var body: Never { return fatalError("a tuple of representations has no body") }

    var steps: TransferSteps<Item> {
        var all = TransferSteps<Item>()
        for part in repeat each parts { all.append(TransferWalk.steps(of: part, item: Item.self)) }
        return all
    }
}

/// One of two representations, chosen by an `if` in a builder.
public nonisolated struct ConditionalTransferRepresentation<Item: Transferable, First: TransferRepresentation,
                                                           Second: TransferRepresentation>: TransferRepresentation,
    PrimitiveTransferRepresentation {
    enum Storage: Sendable {
        case first(First)
        case second(Second)
    }

    let storage: Storage

    /// Never called: the kit reads the chosen representation.
    public var body: Never { return fatalError("a conditional representation has no body") }

    var steps: TransferSteps<Item> {
        switch storage {
        case .first(let first): TransferWalk.steps(of: first, item: Item.self)
        case .second(let second): TransferWalk.steps(of: second, item: Item.self)
        }
    }
}

/// No representation: what an `if` without an `else` builds when false.
public nonisolated struct EmptyTransferRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    /// Never called.
    public var body: Never { return fatalError("an empty representation has no body") }

    var steps: TransferSteps<Item> { TransferSteps() }
}

/// Builds an item's representations from a list, as `CoreTransferable`'s builder: each
/// statement is a representation of `Item`; `if`, `if`–`else` and `#available` are allowed.
@resultBuilder
public nonisolated enum TransferRepresentationBuilder<Item: Transferable> {
    /// A representation as written.
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }

    /// One representation.
    public static func buildBlock<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }

    /// Several representations, preferred in order.
    public static func buildBlock<each R: TransferRepresentation>(_ representations: repeat each R)
        -> TupleTransferRepresentation<Item, repeat each R> {
        TupleTransferRepresentation(parts: (repeat each representations))
    }

    /// The representations of an `if` without an `else`.
    public static func buildOptional<R: TransferRepresentation>(_ representation: R?)
        -> ConditionalTransferRepresentation<Item, R, EmptyTransferRepresentation<Item>> where R.Item == Item {
        ConditionalTransferRepresentation(storage: representation.map { .first($0) } ?? .second(EmptyTransferRepresentation()))
    }

    /// The first branch of an `if`–`else`.
    public static func buildEither<First: TransferRepresentation, Second: TransferRepresentation>(first: First)
        -> ConditionalTransferRepresentation<Item, First, Second> {
        ConditionalTransferRepresentation(storage: .first(first))
    }

    /// The second branch of an `if`–`else`.
    public static func buildEither<First: TransferRepresentation, Second: TransferRepresentation>(second: Second)
        -> ConditionalTransferRepresentation<Item, First, Second> {
        ConditionalTransferRepresentation(storage: .second(second))
    }

    /// Representations behind `#available`.
    public static func buildLimitedAvailability<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }
}
