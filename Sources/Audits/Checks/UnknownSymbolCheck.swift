import Drawing
import Foundation

/// `symbol-unknown` (warning): an `Image(systemName:)` whose name the symbol table has no glyph for.
/// It is drawn as a box with the name's initial, never left blank, and reported here, one finding
/// per placeholder, from the `UnknownSymbol` annotations the layout engine leaves.
public struct UnknownSymbolCheck: AuditCheck {
    /// A symbol check.
    public init() {}

    /// Reports unknown symbols.
    public var rules: [AuditRule] { [.symbolUnknown] }

    /// One finding per placeholder, in annotation order.
    public func findings(on page: AuditedPage) -> [Finding] {
        typealias Keys = ComponentAnnotation.UnknownSymbol
        return page.annotations(named: Keys.component).map { symbol in
            let name = symbol.properties[Keys.name] ?? ""
            return Finding(rule: .symbolUnknown, component: "Image", subject: name,
                           measured: "no glyph for \"\(name)\"", threshold: "a name in the symbol table",
                           message: "the symbol table has no glyph for \"\(name)\": a placeholder box is drawn; add a mapping (README, Symbols)",
                           frame: symbol.frame)
        }
    }
}
