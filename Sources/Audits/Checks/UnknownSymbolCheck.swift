import Drawing
import Foundation

/// `symbol-unknown` (warning): an `Image(systemName:)` whose name the symbol table has no glyph for.
/// It is drawn as a box with the name's initial, never left blank, and reported here, one finding
/// per placeholder, from the `UnknownSymbol` annotations the layout engine leaves.
public struct UnknownSymbolCheck: AnnotationFindingCheck {
    /// A symbol check.
    public init() {}

    /// The rule reported.
    public var rule: AuditRule { .symbolUnknown }
    /// The annotation read.
    public var annotationName: String { ComponentAnnotation.UnknownSymbol.component }

    /// The finding for one symbol.
    public func finding(for symbol: ComponentAnnotation) -> Finding {
        typealias Keys = ComponentAnnotation.UnknownSymbol
        let name = symbol.properties[Keys.name] ?? ""
        return Finding(rule: .symbolUnknown, component: "Image", subject: name,
                       measured: "no glyph for \"\(name)\"", threshold: "a name in the symbol table",
                       message: "the symbol table has no glyph for \"\(name)\": a placeholder box is drawn; add a mapping (README, Symbols)",
                       frame: symbol.frame)
    }
}
